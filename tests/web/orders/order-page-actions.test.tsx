import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphqlExecutor } from '../../../web/src/graphql/client.ts';
import { catalogs } from '../../../web/src/i18n/messages.ts';
import { renderApp, serverState } from '../app-harness.tsx';

/** The order page (/orders/:number): its details, and paying, canceling and returning from it. */
const mn = catalogs.mn;
const NUMBER = 'R100000007';

const unpaid = {
  number: NUMBER,
  state: 'complete',
  status: 'PAYMENT_PENDING',
  statusDetails: ['PAYMENT_PENDING'],
  createdAt: '2026-06-15T09:00:00.000Z',
  itemTotal: 73_800,
  shipTotal: 5_000,
  taxTotal: 7_163,
  adjustmentTotal: 13_000,
  total: 65_800,
  totalQuantity: 2,
  paidTotal: 0,
  amountDue: 65_800,
  paymentMethod: 'bank_transfer',
  paymentDueAt: '2026-06-16T09:00:00.000Z',
  deliveredAt: null,
  returnRequest: null,
  eTickets: [],
  licenses: [],
  checkout: {
    delivery: 'PICKUP',
    address: null,
    pickupLocation: {
      code: 'central',
      name: 'Төв салбар',
      address: 'Сүхбаатар дүүрэг, 1-р хороо',
      hours: null,
    },
    receiverName: 'Бат',
    receiverPhone: '99112233',
    deliveryTime: { id: 'evening', label: 'Өнөөдөр 18:00–21:00', from: '18:00', to: '21:00' },
  },
  shipping: { method: 'courier', name: 'Шуудан', cost: 5_000 },
  adjustments: [
    { kind: 'COUPON', code: 'SALE10', amount: 8_000, label: 'Купон' },
    { kind: 'STORE_CREDIT', code: 'wallet', amount: 5_000, label: 'Хэтэвч' },
  ],
  payments: [
    {
      id: 'pay-1',
      method: 'bank_transfer',
      amount: 65_800,
      state: 'PENDING',
      failureCode: null,
      createdAt: '2026-06-15T09:00:00.000Z',
      bankAccount: {
        bankName: 'Хаан банк',
        accountName: 'Shoppy LLC',
        accountNumber: '5000123456',
        iban: 'MN12000500005000123456',
        reference: NUMBER,
      },
    },
  ],
  lineItems: [],
  events: [],
};

const delivered = {
  ...unpaid,
  status: 'DELIVERED',
  statusDetails: ['DELIVERED', 'PAYMENT_COMPLETED'],
  paidTotal: 65_800,
  amountDue: 0,
  deliveredAt: '2026-06-17T09:00:00.000Z',
  payments: [{ ...unpaid.payments[0]!, state: 'CAPTURED' }],
};

type Answer = { data?: unknown; errors?: { message: string; extensions: { code: string } }[] };

function gateway(order: object, answers: Record<string, (variables: Record<string, unknown>) => Answer>) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const executor: GraphqlExecutor = async ({ query, variables }) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    calls.push({ name, variables: (variables ?? {}) as Record<string, unknown> });
    if (name === 'OrderDetail') return { data: { order } };
    if (name === 'CurrentOrder') return { data: { currentOrder: null } };
    const answer = answers[name];
    if (answer) return answer((variables ?? {}) as Record<string, unknown>);
    return { errors: [{ message: 'not in this fake', extensions: { code: 'NOT_FOUND' } }] };
  };
  return { executor, calls };
}

async function open(order: object, answers: Parameters<typeof gateway>[1] = {}) {
  const fake = gateway(order, answers);
  renderApp(`/orders/${NUMBER}`, fake.executor, await serverState(`/orders/${NUMBER}`, fake.executor));
  return fake;
}

afterEach(cleanup);

describe('order details', () => {
  it('shows pickup branch, receiver, time, shipping, each discount on its own line, the payment', async () => {
    await open(unpaid);
    const delivery = screen.getByTestId('order-delivery').textContent ?? '';
    expect(delivery).toContain('Төв салбар');
    expect(delivery).toContain('Бат, 99112233');
    expect(delivery).toContain('Өнөөдөр 18:00–21:00');
    expect(screen.getByTestId('order-shipping').textContent).toContain('Шуудан');
    expect(screen.getByTestId('order-adjustment-coupon').textContent).toContain('SALE10');
    expect(screen.getByTestId('order-adjustment-store_credit').textContent).toContain(
      mn['checkout.adjustmentKind.STORE_CREDIT'],
    );
    expect(screen.getByTestId('order-payment-method').textContent).toContain(
      mn['orders.paymentMethod.bank_transfer'],
    );
    expect(screen.getByTestId('order-payment-state').textContent).toContain(
      mn['orders.paymentState.PENDING'],
    );
  });

  it('tells how to pay an unpaid transfer: the bank details and the way back to its payment page', async () => {
    await open(unpaid);
    expect(screen.getByTestId('order-bank-transfer').textContent).toContain('5000123456');
    expect(screen.getByTestId('order-pay-link').getAttribute('href')).toBe(`/checkout/${NUMBER}`);
  });
});

describe('canceling an unpaid order', () => {
  it('asks first, then cancels and shows Canceled', async () => {
    const { calls } = await open(unpaid, {
      CancelOrderFromPage: () => ({
        data: {
          cancelOrder: { ...unpaid, status: 'CANCELED', statusDetails: ['CANCELED'], state: 'canceled' },
        },
      }),
    });
    fireEvent.click(screen.getByTestId('order-cancel-button'));
    expect(calls.some((call) => call.name === 'CancelOrderFromPage')).toBe(false);
    fireEvent.click(screen.getByText(mn['orders.cancel.keep'] ?? ''));
    fireEvent.click(screen.getByTestId('order-cancel-button'));
    fireEvent.click(screen.getByTestId('order-cancel-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('order-status').textContent).toBe(mn['orders.status.canceled']),
    );
    expect(calls.filter((call) => call.name === 'CancelOrderFromPage')).toEqual([
      { name: 'CancelOrderFromPage', variables: { number: NUMBER } },
    ]);
    expect(screen.queryByTestId('order-cancel-button')).toBeNull();
    expect(screen.queryByTestId('order-pay')).toBeNull();
  });

  it('shows the coded message when the server refuses', async () => {
    await open(unpaid, {
      CancelOrderFromPage: () => ({
        errors: [{ message: 'This order is already paid', extensions: { code: 'ORDER_ALREADY_PAID' } }],
      }),
    });
    fireEvent.click(screen.getByTestId('order-cancel-button'));
    fireEvent.click(screen.getByTestId('order-cancel-confirm'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(mn['error.ORDER_ALREADY_PAID']));
    expect(screen.getByTestId('order-status').textContent).toBe(mn['orders.status.paymentPending']);
  });

  it('offers no cancel on a delivered order', async () => {
    await open(delivered);
    expect(screen.queryByTestId('order-cancel-button')).toBeNull();
    expect(screen.queryByTestId('order-pay')).toBeNull();
  });
});

describe('returning a delivered order', () => {
  it('sends the reason and shows "Return requested"', async () => {
    const { calls } = await open(delivered, {
      RequestOrderReturn: (variables) => ({
        data: {
          requestReturn: {
            ...delivered,
            status: 'RETURN_REQUESTED',
            statusDetails: ['RETURN_REQUESTED', 'PAYMENT_COMPLETED'],
            returnRequest: {
              reason: variables.reason,
              requestedAt: '2026-06-18T09:00:00.000Z',
              refusal: null,
            },
          },
        },
      }),
    });
    fireEvent.click(screen.getByTestId('order-return-button'));
    fireEvent.change(screen.getByLabelText(mn['orders.return.reason'] ?? ''), {
      target: { value: 'Хэмжээ таараагүй' },
    });
    fireEvent.click(screen.getByTestId('order-return-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('order-status').textContent).toContain(mn['orders.status.returnRequested']),
    );
    expect(screen.getByTestId('order-return-request').textContent).toContain('Хэмжээ таараагүй');
    expect(calls.find((call) => call.name === 'RequestOrderReturn')?.variables).toEqual({
      number: NUMBER,
      reason: 'Хэмжээ таараагүй',
    });
    expect(screen.queryByTestId('order-return-button')).toBeNull();
  });

  it('shows the window closing as its coded message', async () => {
    await open(delivered, {
      RequestOrderReturn: () => ({
        errors: [{ message: 'closed', extensions: { code: 'RETURN_WINDOW_CLOSED' } }],
      }),
    });
    fireEvent.click(screen.getByTestId('order-return-button'));
    fireEvent.change(screen.getByLabelText(mn['orders.return.reason'] ?? ''), {
      target: { value: 'Эвдэрсэн' },
    });
    fireEvent.click(screen.getByTestId('order-return-submit'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(mn['error.RETURN_WINDOW_CLOSED']));
  });

  it('shows staff refusal with its reason, and offers no second request', async () => {
    await open({
      ...delivered,
      returnRequest: {
        reason: 'Том байна',
        requestedAt: '2026-06-18T09:00:00.000Z',
        refusal: 'Савлагаа задарсан',
      },
    });
    expect(screen.getByTestId('order-return-refusal').textContent).toContain('Савлагаа задарсан');
    expect(screen.queryByTestId('order-return-button')).toBeNull();
  });
});
