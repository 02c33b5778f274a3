import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import {
  type OrderEvent,
  orderLifecycleMachine,
  orderState,
  orderStatus,
} from '../../machines/order-lifecycle.ts';
import { decide } from '../../server/commerce/orders/aggregate.ts';
import { added, DUE, details } from '../paths/models/order-lifecycle.model.ts';

/** Spec §9 returns on the lifecycle: asked by the shopper once delivered, answered by staff. */
const delivered: OrderEvent[] = [
  { type: 'CartCreated', number: 'R300000001', tokenHash: 'hash', userId: 7 },
  added(1, 1),
  { type: 'CheckoutDetailsSet', ...details },
  { type: 'ShippingMethodChosen', method: 'pickup', cost: 0 },
  { type: 'CheckoutCompleted', paymentDueAt: DUE, paymentMethod: 'qpay', total: 1_000 },
  { type: 'PaymentCaptured', amount: 1_000, method: 'qpay', paymentId: 'p1' },
  { type: 'DeliveryPrepared' },
  { type: 'ShipmentDispatched', trackingCode: null },
  { type: 'OrderDelivered', at: '2026-06-10T10:00:00.000Z' },
];
const asked: OrderEvent = {
  type: 'ReturnRequested',
  reason: 'Too small',
  requestedAt: '2026-06-11T10:00:00.000Z',
};

function fold(events: readonly OrderEvent[]) {
  let [snapshot] = initialTransition(orderLifecycleMachine);
  for (const event of events) snapshot = decide(snapshot, event);
  return snapshot;
}

describe('order returns', () => {
  it('keeps the delivery instant, which starts the return window', () => {
    expect(fold(delivered).context.deliveredAt).toBe('2026-06-10T10:00:00.000Z');
  });

  it('shows "Return requested" with the reason while staff have not answered', () => {
    const snapshot = fold([...delivered, asked]);
    expect(orderStatus(snapshot)).toBe('returnRequested');
    expect(snapshot.context.returnRequest).toEqual({
      reason: 'Too small',
      requestedAt: '2026-06-11T10:00:00.000Z',
      refusal: null,
    });
  });

  it('closes the order as returned when staff accept', () => {
    const snapshot = fold([...delivered, asked, { type: 'OrderReturned', reason: 'Too small' }]);
    expect(orderState(snapshot)).toBe('returned');
    expect(orderStatus(snapshot)).toBe('returned');
    expect(snapshot.hasTag('closed')).toBe(true);
  });

  it('is delivered again, with staff reason, when they refuse; then it may be completed and finished', () => {
    const refused = fold([...delivered, asked, { type: 'ReturnRefused', reason: 'Worn' }]);
    expect(orderStatus(refused)).toBe('delivered');
    expect(refused.context.returnRequest?.refusal).toBe('Worn');
    const finished = fold([
      ...delivered,
      asked,
      { type: 'ReturnRefused', reason: 'Worn' },
      { type: 'OrderCompleted' },
      { type: 'OrderFinished' },
    ]);
    expect(orderStatus(finished)).toBe('finished');
  });
});
