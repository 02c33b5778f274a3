import { fireEvent, screen } from '@testing-library/react';
import type { GraphqlExecutor, GraphqlResponse } from '../../web/src/graphql/client.ts';

/**
 * A fake gateway for the checkout page's GraphQL documents (happy-dom web tests): a one-line cart
 * through the address step to the payment step, as a member (`me`) or a guest, each document
 * answered by a handler the test may replace.
 */
export const cartOrder = (amountDue = 150_000, adjustments: unknown[] = []) => ({
  number: 'R123456789',
  state: 'cart',
  status: 'PENDING',
  statusDetails: ['PENDING'],
  totalQuantity: 1,
  itemTotal: 145_000,
  shipTotal: 5_000,
  taxTotal: 13_636,
  adjustmentTotal: 150_000 - amountDue,
  total: amountDue,
  paidTotal: 0,
  amountDue,
  paymentMethod: null,
  paymentDueAt: null,
  adjustments,
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
  shipping: null,
  checkout: null,
});

/** The address step's answer as the order keeps it (what `fillAddress` sends). */
export const givenDetails = {
  delivery: 'DELIVERY',
  address: {
    province: 'Улаанбаатар',
    district: 'Сүхбаатар',
    address: '1-р хороо, 5-р байр, 12 тоот',
    zipcode: '14200',
  },
  pickupLocation: null,
  receiverName: 'Бат',
  receiverPhone: '99112233',
  deliveryTime: { id: 'today-evening' },
  organization: null,
};
export const standardShipping = { method: 'standard', name: 'Энгийн хүргэлт', cost: 5_000 };

export type Handler = (variables: Record<string, unknown>) => GraphqlResponse;
export const refuse = (code: string, extensions: Record<string, unknown> = {}): GraphqlResponse => ({
  errors: [{ message: code, extensions: { code, ...extensions } }],
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

const method = (code: string, kind: string, minimum: number | null = null, available = true) => ({
  code,
  kind,
  name: code,
  minimum,
  available,
  unavailableReason: available ? null : 'PAYMENT_BELOW_MINIMUM',
  banks: [],
});

/** The cart's walk to the payment step; a member's page also asks for the wallet and saved cards. */
export function checkoutGateway(member: boolean, handlers: Record<string, Handler> = {}) {
  return gateway({
    CheckoutStart: () => ({
      data: {
        me: member ? { id: '7' } : null,
        currentOrder: cartOrder(),
        deliveryTimes: [{ id: 'today-evening', label: 'Өнөөдөр 18:00–21:00', from: '18:00', to: '21:00' }],
        pickupLocations: [],
        zipcodeAreas: [
          { zipcode: '11000', name: 'Улаанбаатар', cat: 'capital', parent: null },
          { zipcode: '14200', name: 'Сүхбаатар', cat: 'district', parent: '11000' },
        ],
      },
    }),
    CurrentOrder: () => ({ data: { currentOrder: cartOrder() } }),
    SetCheckoutDetails: () => ({ data: { setCheckoutDetails: { ...cartOrder(), checkout: givenDetails } } }),
    CheckoutShippingMethods: () => ({
      data: { shippingMethods: [{ code: 'standard', name: 'Энгийн хүргэлт', cost: 5_000, etaHours: 24 }] },
    }),
    ChooseShippingMethod: () => ({
      data: { chooseShippingMethod: { ...cartOrder(), checkout: givenDetails, shipping: standardShipping } },
    }),
    CheckoutPaymentMethods: () => ({
      data: {
        paymentMethods: [
          method('bank_transfer', 'BANK_TRANSFER'),
          method('qpay', 'QR', 500),
          method('storepay', 'STORE_PAY_APP', 200_000, false),
        ],
      },
    }),
    SavedCards: () => ({ data: { savedCards: [] } }),
    CheckoutLoyaltyPoints: () => ({ data: { loyaltyPoints: 1_200 } }),
    ...handlers,
  });
}

/** Fills the address step (Mongolian labels) and continues. */
export function fillAddress() {
  fireEvent.change(screen.getByLabelText('Хот, аймаг'), { target: { value: 'Улаанбаатар' } });
  fireEvent.change(screen.getByLabelText('Дүүрэг, сум'), { target: { value: 'Сүхбаатар' } });
  fireEvent.change(screen.getByLabelText('Хаяг'), { target: { value: '1-р хороо, 5-р байр, 12 тоот' } });
  fireEvent.change(screen.getByLabelText('Хүлээн авагчийн нэр'), { target: { value: 'Бат' } });
  fireEvent.change(screen.getByLabelText('Хүлээн авагчийн утас'), { target: { value: '99112233' } });
  fireEvent.change(screen.getByLabelText('Хүргэлтийн цаг'), { target: { value: 'today-evening' } });
  fireEvent.click(screen.getByRole('button', { name: 'Үргэлжлүүлэх' }));
}

/** From the address step to the payment step with its methods shown. */
export async function toPaymentStep() {
  await screen.findByTestId('address-step');
  fillAddress();
  fireEvent.click(await screen.findByRole('button', { name: /Энгийн хүргэлт/ }));
  await screen.findByTestId('method-bank_transfer');
  return screen.getByTestId('payment-step');
}
