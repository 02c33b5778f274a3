import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, serverState } from './app-harness.tsx';
import { cartOrder, gateway } from './checkout-gateway.ts';

/**
 * §7 purchase analytics on the confirmation page (happy-dom): the order's live status arrives over
 * the gateway's WebSocket (here its server side, scripted), and a paid order counts as one purchase,
 * in MNT, worth the order's total, however often it is pushed or the page is opened again.
 */
class GatewaySocket {
  static open: GatewaySocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor() {
    GatewaySocket.open.push(this);
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send(data: string) {
    const message = JSON.parse(data) as { type: string };
    if (message.type === 'connection_init') this.push({ type: 'connection_ack' });
  }
  close() {
    this.readyState = 3;
  }
  push(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The gateway's `orderUpdated` for this page's subscription. */
  orderUpdated(order: unknown) {
    this.push({ type: 'next', id: '1', payload: { data: { orderUpdated: order } } });
  }
}

const placedOrder = {
  ...cartOrder(),
  state: 'complete',
  status: 'PAYMENT_PENDING',
  statusDetails: ['PAYMENT_PENDING'],
};
const paidOrder = {
  ...placedOrder,
  status: 'ORDERED',
  statusDetails: ['PAYMENT_COMPLETED', 'ORDERED'],
  paidTotal: 150_000,
  amountDue: 0,
};
const bankTransfer = {
  id: 'pay-1',
  orderNumber: 'R123456789',
  method: 'bank_transfer',
  amount: 150_000,
  state: 'PENDING',
  failureCode: null,
  createdAt: '2026-11-22T09:00:00.000Z',
  bankAccount: {
    bankName: 'Хаан банк',
    accountName: 'Shop LLC',
    accountNumber: '5000123456',
    iban: 'MN120005005000123456',
    reference: 'R123456789',
  },
  qr: null,
  redirectUrl: null,
  testMode: true,
};

type Entry = { event?: string; ecommerce?: { currency?: string; value?: number } | null };
const purchases = () =>
  ((window as { dataLayer?: Entry[] }).dataLayer ?? []).filter((entry) => entry.event === 'purchase');

beforeEach(() => {
  GatewaySocket.open = [];
  vi.stubGlobal('WebSocket', GatewaySocket);
  sessionStorage.clear();
  (window as { dataLayer?: unknown[] }).dataLayer = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openConfirmation() {
  const shop = gateway({
    CheckoutPlacedOrder: () => ({ data: { me: null, order: { ...placedOrder, payments: [bankTransfer] } } }),
    CurrentOrder: () => ({ data: { currentOrder: null } }),
  });
  const url = '/checkout/R123456789';
  renderApp(url, shop.executor, await serverState(url, shop.executor));
  await screen.findByTestId('bank-transfer');
  await vi.waitFor(() => expect(GatewaySocket.open.at(-1)?.onmessage).toBeTruthy());
  return GatewaySocket.open.at(-1)!;
}

describe('/checkout/<number> purchase tracking', () => {
  it('a paid order pushed twice is one purchase, in MNT, worth the order total', async () => {
    const socket = await openConfirmation();
    expect(purchases()).toEqual([]);
    socket.orderUpdated(paidOrder);
    await screen.findByTestId('paid');
    socket.orderUpdated(paidOrder);
    await vi.waitFor(() => expect(purchases()).toHaveLength(1));
    expect(purchases()[0]?.ecommerce).toMatchObject({ currency: 'MNT', value: 150_000 });

    // The same confirmation opened again (a reload, a second tab) does not count it again.
    cleanup();
    const again = await openConfirmation();
    again.orderUpdated(paidOrder);
    await screen.findByTestId('paid');
    expect(purchases()).toHaveLength(1);
  });
});
