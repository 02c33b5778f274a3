import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import {
  type OrderEvent,
  type OrderSnapshot,
  orderLifecycleMachine,
  orderState,
  orderStatus,
  orderStatusDetails,
  orderStatusLabels,
} from '../../machines/order-lifecycle.ts';
import { PAID_LABEL, statusCode } from '../../machines/order-status.ts';
import { decide } from '../../server/commerce/orders/aggregate.ts';
import { walkPaths } from '../paths/generate.ts';
import {
  added,
  allOrderEvents,
  DUE,
  details,
  orderLifecycleModel,
  serializeOrder,
} from '../paths/models/order-lifecycle.model.ts';
import { refusedOutOfTurn } from '../paths/models/order-lifecycle.refusals.ts';
import { describeModel } from '../paths/vitest.ts';

/**
 * Model-based: @xstate/graph walks the lifecycle with representative events
 * (tests/paths/models/order-lifecycle.model.ts), every generated path is replayed on a real actor
 * and must cover every transition written in the machine. Then every event a reached state does not
 * list is refused by the machine and by the server's aggregate (coded error, snapshot unchanged).
 */

const paths = describeModel(orderLifecycleModel, { timeout: 60_000 });
/** Every state the whole walk reached (not only the covering paths' ones). */
const reachedStates = (): OrderSnapshot[] =>
  walkPaths(orderLifecycleModel).flatMap((path) => path.steps.map((step) => step.state as OrderSnapshot));

describe(`order lifecycle machine (${paths.length} generated paths)`, () => {
  it('refuses every event a reached state does not accept, on the machine and in the aggregate', () => {
    let refusals = 0;
    const reached = new Map(reachedStates().map((state) => [serializeOrder(state), state]));
    for (const snapshot of reached.values()) {
      for (const event of allOrderEvents(snapshot)) {
        if (snapshot.can(event)) continue;
        refusals++;
        const [next] = transition(orderLifecycleMachine, snapshot, event);
        expect(next.value).toEqual(snapshot.value);
        expect(next.context).toEqual(snapshot.context);
        let code: unknown;
        try {
          decide(snapshot, event);
        } catch (error) {
          code = (error as { shopCode?: string }).shopCode;
        }
        expect(code).toBe('ORDER_TRANSITION_REFUSED');
      }
    }
    expect(refusals).toBeGreaterThan(1_000);
  }, 60_000);

  it('shows PAID_LABEL exactly while the payment region is paid, in every reached state', () => {
    let paid = 0;
    for (const snapshot of reachedStates()) {
      const region = snapshot.matches('placed')
        ? (snapshot.value as { placed: { payment: string; fulfilment: string } }).placed
        : null;
      const labels = orderStatusDetails(snapshot);
      expect(labels.includes(PAID_LABEL)).toBe(region?.payment === 'paid');
      // a fulfilment label past awaiting payment (what the checkout once listed as "paid") implies it
      if (region && region.fulfilment !== 'awaitingPayment') expect(labels).toContain(PAID_LABEL);
      if (region?.payment === 'paid') paid++;
    }
    expect(paid).toBeGreaterThan(0);
    expect(statusCode(PAID_LABEL)).toBe('PAYMENT_COMPLETED');
  }, 60_000);

  it.each(refusedOutOfTurn.map((fact) => [fact.reason, fact] as const))(
    'refuses out of turn: %s',
    (_reason, { history, refused, inTurnAfter }) => {
      let [s] = initialTransition(orderLifecycleMachine);
      for (const event of history) s = decide(s, event);
      expect(s.can(refused)).toBe(false);
      const [next] = transition(orderLifecycleMachine, s, refused);
      expect(next.value).toEqual(s.value);
      expect(next.context).toEqual(s.context);
      expect(() => decide(s, refused)).toThrow(
        expect.objectContaining({ shopCode: 'ORDER_TRANSITION_REFUSED' }),
      );
      if (!inTurnAfter) return;
      for (const event of inTurnAfter) s = decide(s, event);
      expect(s.can(refused)).toBe(true);
    },
  );

  it('keeps delivery after payment, expiry after the deadline, and the loan after the down payment', () => {
    let [s] = initialTransition(orderLifecycleMachine);
    const run = (...events: OrderEvent[]) => {
      for (const event of events) s = decide(s, event);
      return s;
    };
    const pay = (amount: number, paymentId: string): OrderEvent => ({
      type: 'PaymentCaptured',
      amount,
      method: 'qpay',
      paymentId,
    });
    const checkout: OrderEvent[] = [
      { type: 'CheckoutDetailsSet', ...details },
      { type: 'ShippingMethodChosen', method: 'pickup', cost: 0 },
    ];
    run({ type: 'CartCreated', number: 'R1', tokenHash: 'h', userId: null }, added(1, 2), ...checkout);
    expect(s.hasTag('current')).toBe(true);
    run({ type: 'CheckoutCompleted', paymentDueAt: DUE, paymentMethod: 'qpay', total: 2_000 });
    expect(s.hasTag('current')).toBe(false);
    expect(orderState(s)).toBe('complete');
    expect(s.can({ type: 'DeliveryPrepared' })).toBe(false);
    expect(s.can({ type: 'OrderExpired', at: '2026-06-16T08:59:59.000Z' })).toBe(false);
    run({ type: 'LoanRequested', downPayment: 500 }, pay(499, 'p1'));
    expect(orderStatusDetails(s)).toEqual(['paymentPending']);
    // The same provider payment reported again is refused, in every region (no double count).
    expect(s.can(pay(499, 'p1'))).toBe(false);
    run(pay(1, 'p2'));
    expect(orderStatusDetails(s)).toEqual(['paymentPending', 'inProgress']);
    run(pay(1_500, 'p3'));
    expect(orderStatus(s)).toBe('ordered');
    expect(s.context.paidTotal).toBe(2_000);
    expect(s.can({ type: 'OrderExpired', at: DUE })).toBe(false);
    run({ type: 'DeliveryPrepared' }, { type: 'ShipmentDispatched' });
    expect(s.can({ type: 'OrderCanceled', reason: 'late' })).toBe(false);

    [s] = initialTransition(orderLifecycleMachine);
    run({ type: 'CartCreated', number: 'R2', tokenHash: 'h', userId: null }, added(1, 1), ...checkout);
    run(
      { type: 'CheckoutCompleted', paymentDueAt: DUE, paymentMethod: 'qpay', total: 1_000 },
      { type: 'OrderExpired', at: DUE },
    );
    expect(orderStatus(s)).toBe('expired');
  });

  it('places only at the total it computes itself, and only with details and shipping', () => {
    let [s] = initialTransition(orderLifecycleMachine);
    const run = (...events: OrderEvent[]) => {
      for (const event of events) s = decide(s, event);
    };
    run({ type: 'CartCreated', number: 'R3', tokenHash: 'h', userId: null }, added(1, 3));
    const place = (total: number): OrderEvent => ({
      type: 'CheckoutCompleted',
      paymentDueAt: DUE,
      paymentMethod: 'card',
      total,
    });
    expect(s.can(place(3_000))).toBe(false); // no address step yet
    expect(s.can({ type: 'ShippingMethodChosen', method: 'courier', cost: 5_000 })).toBe(false);
    run({ type: 'CheckoutDetailsSet', ...details });
    expect(s.can(place(3_000))).toBe(false); // no shipping yet
    run({ type: 'ShippingMethodChosen', method: 'courier', cost: 5_000 });
    run({ type: 'AdjustmentApplied', kind: 'storeCredit', code: 'wallet', amount: 1_500 });
    // A second adjustment may not take the total below zero.
    expect(s.can({ type: 'AdjustmentApplied', kind: 'giftCard', code: 'GC1', amount: 6_501 })).toBe(false);
    expect(s.can(place(8_000))).toBe(false);
    expect(s.can(place(6_500))).toBe(true);
    run({ type: 'AdjustmentApplied', kind: 'giftCard', code: 'GC1', amount: 6_500 }, place(0));
    // Nothing left to pay: paid and ordered at once.
    expect(orderStatus(s)).toBe('ordered');
    expect(orderStatusDetails(s)).toContain('paymentCompleted');
  });

  it('gives every state a status label of spec §4', () => {
    const seen = new Set(reachedStates().flatMap((state) => orderStatusDetails(state)));
    expect([...orderStatusLabels].filter((label) => !seen.has(label))).toEqual([]);
  });
});
