import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchOrderUpdates } from '../../web/src/checkout/order-updates.ts';

/**
 * The confirmation page's subscription client against a scripted server side of the
 * graphql-transport-ws protocol (the real gateway is exercised in tests/e2e/checkout.test.ts;
 * here the socket drops and reconnects on a controlled clock, which a browser test cannot do).
 */
class ScriptedSocket {
  static all: ScriptedSocket[] = [];
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {
    ScriptedSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

beforeEach(() => {
  ScriptedSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

function start() {
  const orders: unknown[] = [];
  const stop = watchOrderUpdates<{ status: string }>({
    url: 'ws://shop.test/graphql',
    query: 'subscription OrderUpdated($number: String!) { orderUpdated(number: $number) { status } }',
    variables: { number: 'R1' },
    onOrder: (order) => orders.push(order),
    WebSocketImpl: ScriptedSocket as unknown as typeof WebSocket,
    retryDelay: 1_000,
  });
  return { orders, stop };
}

describe('order updates over WebSocket', () => {
  it('speaks graphql-transport-ws: init, subscribe after the ack, orders from next, pong to ping', () => {
    const { orders, stop } = start();
    const socket = ScriptedSocket.all[0]!;
    expect(socket.protocol).toBe('graphql-transport-ws');
    socket.open();
    expect(socket.sent).toEqual([{ type: 'connection_init', payload: {} }]);
    socket.receive({ type: 'connection_ack' });
    expect(socket.sent[1]).toMatchObject({
      id: '1',
      type: 'subscribe',
      payload: { variables: { number: 'R1' } },
    });
    socket.receive({
      type: 'next',
      id: '1',
      payload: { data: { orderUpdated: { status: 'PAYMENT_COMPLETED' } } },
    });
    socket.receive({ type: 'ping' });
    expect(socket.sent.at(-1)).toEqual({ type: 'pong' });
    socket.receive('not json at all');
    expect(orders).toEqual([{ status: 'PAYMENT_COMPLETED' }]);
    stop();
    expect(socket.sent.at(-1)).toEqual({ id: '1', type: 'complete' });
  });

  it('reconnects after a drop with growing delays, and not after it is stopped', () => {
    const { stop } = start();
    ScriptedSocket.all[0]!.open();
    ScriptedSocket.all[0]!.drop();
    vi.advanceTimersByTime(999);
    expect(ScriptedSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(ScriptedSocket.all).toHaveLength(2);
    ScriptedSocket.all[1]!.drop();
    vi.advanceTimersByTime(1_999);
    expect(ScriptedSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(ScriptedSocket.all).toHaveLength(3);
    // Acknowledged again: subscribes again (the gateway answers with the order as it is first).
    ScriptedSocket.all[2]!.open();
    ScriptedSocket.all[2]!.receive({ type: 'connection_ack' });
    expect(ScriptedSocket.all[2]!.sent.map((message) => message.type)).toEqual([
      'connection_init',
      'subscribe',
    ]);
    stop();
    ScriptedSocket.all[2]!.drop();
    vi.advanceTimersByTime(60_000);
    expect(ScriptedSocket.all).toHaveLength(3);
  });
});
