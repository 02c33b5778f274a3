import { fireEvent, screen } from '@testing-library/react';
import type { GraphqlExecutor, GraphqlResponse } from '../../web/src/graphql/client.ts';
import { renderApp, serverState } from './app-harness.tsx';

/** The checkout page's fake gateway for the saved-card and store-pay web tests (happy-dom). */
export const order = (state: string, amountDue = 150_000) => ({
  number: 'R123456789',
  state,
  status: state === 'cart' ? 'PENDING' : 'PAYMENT_PENDING',
  statusDetails: [state === 'cart' ? 'PENDING' : 'PAYMENT_PENDING'],
  totalQuantity: 1,
  itemTotal: 145_000,
  shipTotal: 5_000,
  taxTotal: 13_636,
  adjustmentTotal: 0,
  total: 150_000,
  paidTotal: 0,
  amountDue,
  paymentMethod: null,
  paymentDueAt: null,
  adjustments: [],
  lineItems: [
    {
      id: '1',
      variantId: '7',
      quantity: 1,
      price: 145_000,
      total: 145_000,
      product: { name: 'Хар бэх', slug: 'black-ink', sku: 'INK-1', image: null },
    },
  ],
  shipping: { method: 'standard', name: 'Энгийн хүргэлт', cost: 5_000 },
  checkout: null,
});
export const paidOrder = {
  ...order('complete', 0),
  status: 'ORDERED',
  statusDetails: ['ORDERED'],
  paidTotal: 150_000,
};

export const payment = (method: string, extra: Record<string, unknown> = {}) => ({
  id: `pay-${method}`,
  orderNumber: 'R123456789',
  method,
  amount: 150_000,
  state: 'PENDING',
  failureCode: null,
  createdAt: '2026-11-22T09:00:00.000Z',
  bankAccount: null,
  qr: null,
  redirectUrl: null,
  testMode: true,
  ...extra,
});
export const method = (code: string, kind: string, available = true, reason: string | null = null) => ({
  code,
  kind,
  name: code,
  minimum: null,
  available,
  unavailableReason: reason,
  banks: [],
});
export const cards = [
  { id: 'card_1', brand: 'VISA', last4: '4242', expiry: '12/29', holder: 'BAT' },
  { id: 'card_2', brand: 'MASTERCARD', last4: '4444', expiry: '01/30', holder: null },
];

export type Handler = (variables: Record<string, unknown>) => GraphqlResponse;
export const refuse = (code: string): GraphqlResponse => ({
  errors: [{ message: code, extensions: { code } }],
});

export function gateway(handlers: Record<string, Handler>) {
  const calls: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const executor: GraphqlExecutor = async ({ query, variables = {} }) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    calls.push({ name, variables });
    return handlers[name]?.(variables) ?? refuse('NOT_FOUND');
  };
  return { executor, calls };
}

/** The payment step, reached through the address step, as a member (`me`) or a guest. */
export function paymentStepGateway(member: boolean, handlers: Record<string, Handler> = {}) {
  return gateway({
    CheckoutStart: () => ({
      data: {
        me: member ? { id: '7' } : null,
        currentOrder: order('cart'),
        deliveryTimes: [{ id: 'today-evening', label: 'Өнөөдөр 18:00–21:00', from: '18:00', to: '21:00' }],
        pickupLocations: [],
        zipcodeAreas: [
          { zipcode: '11000', name: 'Улаанбаатар', cat: 'capital', parent: null },
          { zipcode: '14200', name: 'Сүхбаатар', cat: 'district', parent: '11000' },
        ],
      },
    }),
    CurrentOrder: () => ({ data: { currentOrder: order('cart') } }),
    SetCheckoutDetails: () => ({ data: { setCheckoutDetails: order('cart') } }),
    CheckoutShippingMethods: () => ({
      data: { shippingMethods: [{ code: 'standard', name: 'Энгийн хүргэлт', cost: 5_000, etaHours: 24 }] },
    }),
    ChooseShippingMethod: () => ({ data: { chooseShippingMethod: order('cart') } }),
    CheckoutPaymentMethods: () => ({
      data: {
        paymentMethods: [
          method('bank_transfer', 'BANK_TRANSFER'),
          method('card', 'CARD'),
          member
            ? method('saved_card', 'SAVED_CARD')
            : method('saved_card', 'SAVED_CARD', false, 'LOGIN_REQUIRED'),
        ],
      },
    }),
    SavedCards: () => ({ data: { savedCards: cards } }),
    ...handlers,
  });
}

export async function toPaymentStep(shop: ReturnType<typeof gateway>) {
  renderApp('/checkout', shop.executor, await serverState('/checkout', shop.executor));
  await screen.findByTestId('address-step');
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Хот, аймаг', 'Улаанбаатар');
  type('Дүүрэг, сум', 'Сүхбаатар');
  type('Хаяг', '1-р хороо, 5-р байр, 12 тоот');
  type('Хүлээн авагчийн нэр', 'Бат');
  type('Хүлээн авагчийн утас', '99112233');
  type('Хүргэлтийн цаг', 'today-evening');
  fireEvent.click(screen.getByRole('button', { name: 'Үргэлжлүүлэх' }));
  fireEvent.click(await screen.findByRole('button', { name: /Энгийн хүргэлт/ }));
  return screen.findByTestId('payment-step');
}
