import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphqlExecutor, GraphqlResponse } from '../../web/src/graphql/client.ts';
import { renderApp, serverState } from './app-harness.tsx';

/**
 * Saved cards and the store-pay app on the checkout page (happy-dom, a fake gateway answering the
 * page's GraphQL documents): what a member and a guest see, paying with a saved card, removing
 * one, and completing the store-pay app in test mode after a decline.
 */
const order = (state: string, amountDue = 150_000) => ({
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
const paidOrder = {
  ...order('complete', 0),
  status: 'ORDERED',
  statusDetails: ['ORDERED'],
  paidTotal: 150_000,
};

const payment = (method: string, extra: Record<string, unknown> = {}) => ({
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
const method = (code: string, kind: string, available = true, reason: string | null = null) => ({
  code,
  kind,
  name: code,
  minimum: null,
  available,
  unavailableReason: reason,
  banks: [],
});
const cards = [
  { id: 'card_1', brand: 'VISA', last4: '4242', expiry: '12/29', holder: 'BAT' },
  { id: 'card_2', brand: 'MASTERCARD', last4: '4444', expiry: '01/30', holder: null },
];

type Handler = (variables: Record<string, unknown>) => GraphqlResponse;
const refuse = (code: string): GraphqlResponse => ({ errors: [{ message: code, extensions: { code } }] });

function gateway(handlers: Record<string, Handler>) {
  const calls: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const executor: GraphqlExecutor = async ({ query, variables = {} }) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    calls.push({ name, variables });
    return handlers[name]?.(variables) ?? refuse('NOT_FOUND');
  };
  return { executor, calls };
}

/** The payment step, reached through the address step, as a member (`me`) or a guest. */
function paymentStepGateway(member: boolean, handlers: Record<string, Handler> = {}) {
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

async function toPaymentStep(shop: ReturnType<typeof gateway>) {
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

afterEach(cleanup);

describe('/checkout saved cards', () => {
  it('a member pays with a saved card: method saved_card with its id', async () => {
    const shop = paymentStepGateway(true, {
      PlaceOrder: () => ({
        data: { placeOrder: { order: paidOrder, payment: payment('saved_card', { state: 'CAPTURED' }) } },
      }),
    });
    const step = await toPaymentStep(shop);
    const visa = await within(step).findByTestId('saved-card-4242');
    expect(visa.textContent).toContain('VISA •••• 4242, хүчинтэй хугацаа 12/29');
    expect(within(step).queryByTestId('method-saved_card')).toBeNull();
    fireEvent.click(within(screen.getByTestId('saved-card-4444')).getByRole('radio'));
    fireEvent.click(screen.getByTestId('place-order'));
    await screen.findByTestId('paid');
    const placed = shop.calls.find((call) => call.name === 'PlaceOrder')?.variables as {
      input: Record<string, unknown>;
    };
    expect(placed.input).toMatchObject({ paymentMethod: 'saved_card', savedCardId: 'card_2' });
  });

  it('removes a card after confirming; a failed removal says so and keeps the card', async () => {
    let failOnce = true;
    const shop = paymentStepGateway(true, {
      RemoveCard: () => {
        if (!failOnce) return { data: { removeCard: true } };
        failOnce = false;
        return refuse('CARD_NOT_FOUND');
      },
    });
    await toPaymentStep(shop);
    const card = await screen.findByTestId('saved-card-4444');
    const askToRemove = () =>
      fireEvent.click(
        within(screen.getByTestId('saved-card-4444')).getByRole('button', {
          name: '•••• 4444 картыг устгах',
        }),
      );
    const confirm = () =>
      fireEvent.click(within(screen.getByTestId('saved-card-4444')).getByRole('button', { name: 'Устгах' }));
    askToRemove();
    // Nothing is removed before the shopper confirms; "keep" leaves it.
    expect(within(card).getByRole('alertdialog').textContent).toContain('Энэ картыг устгах уу?');
    fireEvent.click(within(card).getByRole('button', { name: 'Үлдээх' }));
    expect(within(card).queryByRole('alertdialog')).toBeNull();
    expect(shop.calls.some((call) => call.name === 'RemoveCard')).toBe(false);

    askToRemove();
    confirm();
    expect((await screen.findByTestId('problem-savedCards')).textContent).toBe('Ийм хадгалсан карт алга');
    expect(screen.getByTestId('saved-card-4444')).toBeTruthy();

    askToRemove();
    confirm();
    await waitFor(() => expect(screen.queryByTestId('saved-card-4444')).toBeNull());
    expect(screen.getByTestId('saved-card-4242')).toBeTruthy();
    expect(shop.calls.filter((call) => call.name === 'RemoveCard').map((call) => call.variables)).toEqual([
      { id: 'card_2' },
      { id: 'card_2' },
    ]);
  });

  it('a guest sees no saved-card choice, nothing is asked for, and no "save this card"', async () => {
    const shop = paymentStepGateway(false, {
      PlaceOrder: () => ({ data: { placeOrder: { order: order('complete'), payment: payment('card') } } }),
    });
    const step = await toPaymentStep(shop);
    await within(step).findByTestId('method-card');
    expect(within(step).queryByTestId('saved-cards')).toBeNull();
    expect(within(step).queryByTestId('method-saved_card')).toBeNull();
    expect(shop.calls.some((call) => call.name === 'SavedCards')).toBe(false);
    fireEvent.click(within(screen.getByTestId('method-card')).getByRole('radio'));
    fireEvent.click(screen.getByTestId('place-order'));
    const form = await screen.findByTestId('card-form');
    expect(within(form).queryByRole('checkbox')).toBeNull();
  });
});

describe('/checkout/<number> store-pay app', () => {
  function placedGateway(first: ReturnType<typeof payment>, handlers: Record<string, Handler> = {}) {
    return gateway({
      CheckoutPlacedOrder: () => ({
        data: { me: null, order: { ...order('complete'), payments: [first] } },
      }),
      ...handlers,
    });
  }

  it('tells what to do in the app; in test mode completes it, retrying after a decline', async () => {
    const answers = [
      payment('storepay', { state: 'FAILED', failureCode: 'PAYMENT_DECLINED' }),
      payment('storepay', { state: 'CAPTURED' }),
    ];
    const shop = placedGateway(payment('storepay'), {
      PayInApp: () => ({ data: { payInApp: answers.shift() } }),
      StartPayment: () => ({ data: { startPayment: payment('storepay', { id: 'pay-2' }) } }),
    });
    const url = '/checkout/R123456789';
    renderApp(url, shop.executor, await serverState(url, shop.executor));
    const app = await screen.findByTestId('store-pay');
    expect(app.textContent).toContain('StorePay аппыг нээнэ үү');
    expect(app.textContent).toContain('R123456789 дугаартай захиалгын төлбөрийг (₮150,000)');

    fireEvent.click(within(app).getByRole('button', { name: 'Туршилтын горимд төлбөрийг дуусгах' }));
    const failed = await screen.findByTestId('payment-failed');
    expect(failed.textContent).toContain('StorePay апп төлбөрийг татгалзлаа');
    fireEvent.click(within(failed).getByRole('button', { name: 'StorePay аппаар дахин оролдох' }));
    const again = await screen.findByTestId('store-pay');
    fireEvent.click(within(again).getByRole('button', { name: 'Туршилтын горимд төлбөрийг дуусгах' }));
    await screen.findByTestId('paid');

    const tokens = shop.calls.filter((call) => call.name === 'PayInApp').map((call) => call.variables.input);
    expect(tokens).toHaveLength(2);
    for (const sent of tokens as Array<{ orderNumber: string; custtkn: string; txntkn: string }>) {
      expect(sent.orderNumber).toBe('R123456789');
      expect(sent.custtkn).toMatch(/^sbx_cust_[A-Za-z0-9]{8,}$/);
      expect(sent.txntkn).toMatch(/^sbx_txn_[A-Za-z0-9]{8,}$/);
    }
    // A fresh transaction token per attempt: the server charges once per token.
    expect(new Set(tokens.map((sent) => (sent as { txntkn: string }).txntkn)).size).toBe(2);
    expect(shop.calls.find((call) => call.name === 'StartPayment')?.variables).toMatchObject({
      input: { orderNumber: 'R123456789', paymentMethod: 'storepay' },
    });
  });

  it('a refused app payment is shown translated and can be tried again', async () => {
    const shop = placedGateway(payment('storepay'), {
      PayInApp: () => refuse('PAYMENT_FAILED'),
    });
    const url = '/checkout/R123456789';
    renderApp(url, shop.executor, await serverState(url, shop.executor));
    const app = await screen.findByTestId('store-pay');
    fireEvent.click(within(app).getByRole('button', { name: 'Туршилтын горимд төлбөрийг дуусгах' }));
    expect((await screen.findByTestId('problem-storePay')).textContent).toBe('Төлбөр амжилтгүй боллоо');
    const button = within(screen.getByTestId('store-pay')).getByRole('button', {
      name: 'Туршилтын горимд төлбөрийг дуусгах',
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
  });

  it('outside test mode there is no test-mode button', async () => {
    const shop = placedGateway(payment('storepay', { testMode: false }));
    const url = '/checkout/R123456789';
    renderApp(url, shop.executor, await serverState(url, shop.executor));
    const app = await screen.findByTestId('store-pay');
    expect(within(app).queryByTestId('store-pay-test-mode')).toBeNull();
    expect(within(app).queryByRole('button')).toBeNull();
  });
});

describe('/checkout/<number> card payment', () => {
  it('a member can save the card they pay with (payByCard saveCard)', async () => {
    const shop = gateway({
      CheckoutPlacedOrder: () => ({
        data: { me: { id: '7' }, order: { ...order('complete'), payments: [payment('card')] } },
      }),
      PayByCard: () => ({ data: { payByCard: payment('card', { state: 'CAPTURED' }) } }),
    });
    const url = '/checkout/R123456789';
    renderApp(url, shop.executor, await serverState(url, shop.executor));
    const form = await screen.findByTestId('card-form');
    const type = (name: string, value: string) =>
      fireEvent.change(form.querySelector(`input[name="${name}"]`)!, { target: { value } });
    type('cardNumber', '4242 4242 4242 4242');
    type('expiry', '12/29');
    type('cvc', '123');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Картыг дараа ашиглахаар хадгалах' }));
    fireEvent.submit(form);
    await screen.findByTestId('paid');
    expect(shop.calls.find((call) => call.name === 'PayByCard')?.variables).toMatchObject({
      input: { paymentId: 'pay-card', cardNumber: '4242424242424242', saveCard: true },
    });
  });

  it('a confirm refused as already in progress is shown translated; the form stays usable', async () => {
    const shop = gateway({
      CheckoutPlacedOrder: () => ({
        data: { me: null, order: { ...order('complete'), payments: [payment('card')] } },
      }),
      PayByCard: () => refuse('PAYMENT_IN_PROGRESS'),
    });
    const url = '/checkout/R123456789';
    renderApp(url, shop.executor, await serverState(url, shop.executor));
    const form = await screen.findByTestId('card-form');
    const type = (name: string, value: string) =>
      fireEvent.change(form.querySelector(`input[name="${name}"]`)!, { target: { value } });
    type('cardNumber', '4242 4242 4242 4242');
    type('expiry', '12/29');
    type('cvc', '123');
    fireEvent.submit(form);
    expect((await screen.findByTestId('problem-card')).textContent).toBe(
      'Энэ төлбөрийг баталгаажуулж байна. Дахин оролдохоосоо өмнө түр хүлээнэ үү.',
    );
    expect(screen.getByTestId('card-form')).toBeTruthy();
  });
});
