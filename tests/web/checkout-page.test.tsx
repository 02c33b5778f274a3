import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphqlExecutor, GraphqlRequest } from '../../web/src/graphql/client.ts';
import { toastStore } from '../../web/src/shell/toasts.ts';
import { renderApp, serverState } from './app-harness.tsx';

const order = (amountDue: number, adjustments: unknown[] = []) => ({
  number: 'R123456789',
  state: 'cart',
  status: 'PENDING',
  statusDetails: ['PENDING'],
  totalQuantity: 1,
  itemTotal: 45_000,
  shipTotal: 5_000,
  taxTotal: 4_545,
  adjustmentTotal: 50_000 - amountDue,
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
      price: 45_000,
      total: 45_000,
      product: { name: 'Хар бэх', slug: 'black-ink', sku: 'INK-1', image: null },
    },
  ],
  shipping: null,
});

const start = {
  currentOrder: order(50_000),
  deliveryTimes: [{ id: 'today-evening', label: 'Өнөөдөр 18:00–21:00', from: '18:00', to: '21:00' }],
  pickupLocations: [{ code: 'central', name: 'Төв салбар', address: 'Сүхбаатар дүүрэг', hours: null }],
  zipcodeAreas: [
    { zipcode: '11000', name: 'Улаанбаатар', cat: 'capital', parent: null },
    { zipcode: '14200', name: 'Сүхбаатар', cat: 'district', parent: '11000' },
  ],
};

/** A fake gateway for the checkout's documents; the first shipping-rates call can be refused. */
function fakeGateway(options: { ratesUnavailableOnce?: boolean } = {}) {
  let refuseRates = options.ratesUnavailableOnce ?? false;
  const calls: Array<{ name: string; variables: unknown }> = [];
  const executor: GraphqlExecutor = async ({ query, variables }: GraphqlRequest) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    calls.push({ name, variables });
    const refuse = (code: string) => ({ errors: [{ message: code, extensions: { code } }] });
    switch (name) {
      case 'CheckoutStart':
        return { data: start };
      case 'CurrentOrder':
        return { data: { currentOrder: order(50_000) } };
      case 'SetCheckoutDetails':
        return { data: { setCheckoutDetails: order(50_000) } };
      case 'CheckoutShippingMethods':
        if (refuseRates) {
          refuseRates = false;
          return refuse('SHIPPING_RATES_UNAVAILABLE');
        }
        return {
          data: {
            shippingMethods: [{ code: 'standard', name: 'Энгийн хүргэлт', cost: 5_000, etaHours: 24 }],
          },
        };
      case 'ChooseShippingMethod':
        return { data: { chooseShippingMethod: order(50_000) } };
      case 'CheckoutPaymentMethods':
        return {
          data: {
            paymentMethods: [
              {
                code: 'bank_transfer',
                kind: 'BANK_TRANSFER',
                name: 'Дансаар',
                minimum: null,
                available: true,
                unavailableReason: null,
                banks: [],
              },
              {
                code: 'storepay',
                kind: 'STORE_PAY_APP',
                name: 'StorePay',
                minimum: 100_000,
                available: false,
                unavailableReason: 'PAYMENT_BELOW_MINIMUM',
                banks: [],
              },
            ],
          },
        };
      case 'ApplyCoupon': {
        const code = (variables as { code: string }).code;
        if (code !== '1234') return refuse('COUPON_NOT_FOUND');
        return {
          data: { applyCoupon: order(45_500, [{ kind: 'COUPON', code, amount: 4_500, label: '10 %' }]) },
        };
      }
      default:
        return refuse('NOT_FOUND');
    }
  };
  return { executor, calls };
}

afterEach(() => {
  cleanup();
  toastStore.trigger.clear();
  (window as { dataLayer?: unknown[] }).dataLayer = [];
});

async function openCheckout(gateway: ReturnType<typeof fakeGateway>) {
  const state = await serverState('/checkout', gateway.executor);
  renderApp('/checkout', gateway.executor, state);
  await screen.findByTestId('address-step');
}

function fillAddress(deliveryTime: string) {
  fireEvent.change(screen.getByLabelText('Хот, аймаг'), { target: { value: 'Улаанбаатар' } });
  fireEvent.change(screen.getByLabelText('Дүүрэг, сум'), { target: { value: 'Сүхбаатар' } });
  fireEvent.change(screen.getByLabelText('Хаяг'), { target: { value: '1-р хороо, 5-р байр, 12 тоот' } });
  fireEvent.change(screen.getByLabelText('Хүлээн авагчийн нэр'), { target: { value: 'Бат' } });
  fireEvent.change(screen.getByLabelText('Хүлээн авагчийн утас'), { target: { value: '99112233' } });
  fireEvent.change(screen.getByLabelText('Хүргэлтийн цаг'), { target: { value: deliveryTime } });
  fireEvent.click(screen.getByRole('button', { name: 'Үргэлжлүүлэх' }));
}

describe('/checkout', () => {
  it('refuses a missing delivery time in place, then asks for the address again when rates fail', async () => {
    const gateway = fakeGateway({ ratesUnavailableOnce: true });
    await openCheckout(gateway);
    fillAddress('');
    expect((await screen.findByTestId('problem-deliveryTime')).textContent).toBe(
      'Хүргэлтийн цагаа сонгоно уу',
    );
    expect(gateway.calls.some((call) => call.name === 'SetCheckoutDetails')).toBe(false);
    // the zip code came from the chosen district
    expect((screen.getByLabelText('Шуудангийн код') as HTMLInputElement).value).toBe('14200');

    fillAddress('today-evening');
    const problem = await screen.findByTestId('checkout-problem');
    expect(problem.textContent).toContain('Хүргэлтийн хаягаа дахин сонгоно уу');
    expect(screen.getByTestId('address-step')).toBeTruthy();
    const sent = gateway.calls.find((call) => call.name === 'SetCheckoutDetails')?.variables as {
      input: Record<string, unknown>;
    };
    expect(sent.input).toMatchObject({
      delivery: 'DELIVERY',
      address: { province: 'Улаанбаатар', district: 'Сүхбаатар', zipcode: '14200', country: 'MN' },
      receiverPhone: '99112233',
      deliveryTime: 'today-evening',
    });
  });

  it('applies a coupon with its toast, shows why a method is unavailable, and tracks the steps in MNT', async () => {
    const gateway = fakeGateway();
    await openCheckout(gateway);
    fillAddress('today-evening');
    fireEvent.click(await screen.findByRole('button', { name: /Энгийн хүргэлт/ }));
    const payment = await screen.findByTestId('payment-step');
    await within(payment).findByTestId('method-storepay');
    expect(within(payment).getByTestId('method-storepay').textContent).toContain(
      'Дүн энэ төлбөрийн хэлбэрийн доод хэмжээнээс (₮100,000) бага байна',
    );

    const coupon = screen.getByLabelText('Купон эсвэл промо код');
    fireEvent.change(coupon, { target: { value: '12345' } });
    fireEvent.submit(coupon);
    expect((await screen.findByTestId('problem-coupon')).textContent).toBe(
      'Промо код яг 4 оронтой тоо байна',
    );
    expect(gateway.calls.some((call) => call.name === 'ApplyCoupon')).toBe(false);

    fireEvent.change(coupon, { target: { value: '1234' } });
    fireEvent.submit(coupon);
    await waitFor(() => expect(screen.getByTestId('adjustment-COUPON').textContent).toContain('4,500'));
    expect(toastStore.getSnapshot().context.toasts).toMatchObject([
      { kind: 'success', messageId: 'checkout.toast.couponApplied' },
    ]);
    expect(screen.getByTestId('amount-due').textContent).toBe('₮45,500');

    const events = (
      (window as { dataLayer?: Array<{ event?: string; ecommerce?: { currency?: string } }> }).dataLayer ?? []
    ).filter((entry) => entry.event && entry.event !== 'page_view');
    expect(events.map((entry) => entry.event)).toEqual([
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
    ]);
    expect(events.every((entry) => entry.ecommerce?.currency === 'MNT')).toBe(true);
  });
});
