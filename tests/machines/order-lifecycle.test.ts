import { getShortestPaths, getStateNodes, type StatePath } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { type AnyTransitionDefinition, createActor, initialTransition, transition } from 'xstate';
import {
  type OrderEvent,
  type OrderSnapshot,
  orderLifecycleMachine,
  orderState,
  orderStatus,
  orderStatusDetails,
  orderStatusLabels,
} from '../../machines/order-lifecycle.ts';
import { decide } from '../../server/orders/aggregate.ts';

/**
 * Model-based: @xstate/graph walks the lifecycle with representative events, every generated path is
 * replayed on a real actor (inspection records the transitions taken), and the transitions written
 * in the machine must all be covered. Then every event a reached state does not list is refused by
 * the machine and by the server's aggregate (coded error, snapshot unchanged).
 */

const PRICE = 1_000;
const DUE = '2026-06-16T09:00:00.000Z';
const product = { slug: 'pen', name: 'Үзэг', translations: {}, sku: 'PEN-1', image: null };
const added = (lineItemId: number, quantity: number): OrderEvent => ({
  type: 'LineItemAdded',
  lineItemId,
  variantId: 7,
  quantity,
  price: PRICE,
  options: {},
  gift: false,
  product,
});

/** One sample of every event type, valid in some state (used for the refusal sweep). */
function allEvents(snapshot: OrderSnapshot): OrderEvent[] {
  const { lines, nextLineId, paidTotal } = snapshot.context;
  const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return [
    { type: 'CartCreated', number: 'R100000001', tokenHash: 'hash', userId: null },
    added(lines[0]?.id ?? nextLineId, 1),
    { type: 'LineItemQuantityChanged', lineItemId: lines[0]?.id ?? 1, quantity: 3 },
    { type: 'LineItemRemoved', lineItemId: lines[0]?.id ?? 1 },
    { type: 'CartEmptied' },
    { type: 'CartAssignedToUser', userId: 42 },
    { type: 'CartMergedInto', number: 'R100000002' },
    { type: 'CheckoutCompleted', paymentDueAt: DUE },
    { type: 'PaymentCaptured', amount: Math.max(total - paidTotal, 1), method: 'qpay' },
    { type: 'PaymentFailed', reason: 'declined' },
    { type: 'PaymentDeadlinePassed', at: DUE },
    { type: 'LoanRequested', downPayment: 1 },
    { type: 'DeliveryPrepared' },
    { type: 'ShipmentDispatched' },
    { type: 'OrderDelivered' },
    { type: 'OrderCompleted' },
    { type: 'OrderFinished' },
    { type: 'OrderCanceled', reason: 'asked' },
    { type: 'OrderReturned', reason: 'broken' },
    { type: 'VatReceiptRequested' },
    { type: 'VatReceiptPending' },
    { type: 'VatReceiptIssued' },
  ];
}

/** The walk's events: the samples plus a partial payment, kept finite (one line of at most 2). */
function eventsFor(snapshot: OrderSnapshot): OrderEvent[] {
  const { lines, nextLineId } = snapshot.context;
  const candidates = allEvents(snapshot).filter(
    (event) => event.type !== 'LineItemAdded' || (lines[0] ? lines[0].quantity < 2 : nextLineId <= 2),
  );
  if (snapshot.context.paidTotal === 0)
    candidates.push({ type: 'PaymentCaptured', amount: 1, method: 'qpay' });
  return candidates.filter((event) => snapshot.can(event));
}

function serializeState(snapshot: OrderSnapshot, event?: OrderEvent, previous?: OrderSnapshot) {
  const { lines, paidTotal, downPayment, userId, nextLineId } = snapshot.context;
  const shape = JSON.stringify([snapshot.value, lines, nextLineId, paidTotal > 0, downPayment, userId]);
  return event ? `${shape} via ${event.type} from ${JSON.stringify(previous?.value)}` : shape;
}

function transitionKey(t: AnyTransitionDefinition): string {
  return `${t.source.id} --${t.eventType}--> ${t.target?.map((target) => target.id).join(',') ?? '(self)'}`;
}

function definedTransitions(): Set<string> {
  const keys = new Set<string>();
  for (const node of getStateNodes(orderLifecycleMachine.root)) {
    for (const list of node.transitions.values()) for (const t of list) keys.add(transitionKey(t));
  }
  return keys;
}

type ModelPath = StatePath<OrderSnapshot, OrderEvent>;

const paths = getShortestPaths(orderLifecycleMachine, {
  events: eventsFor,
  serializeState,
} as unknown as Parameters<
  typeof getShortestPaths<typeof orderLifecycleMachine>
>[1]) as unknown as ModelPath[];

describe(`order lifecycle machine (${paths.length} generated paths)`, () => {
  it('every generated path replays on a real actor; all states and transitions are covered', () => {
    const transitions = new Set<string>();
    const states = new Set<string>([orderLifecycleMachine.root.id]);
    for (const path of paths) {
      const actor = createActor(orderLifecycleMachine, {
        inspect: (event) => {
          if (event.type !== '@xstate.microstep') return;
          for (const t of event._transitions) {
            transitions.add(transitionKey(t));
            states.add(t.source.id);
            for (const target of t.target ?? []) states.add(target.id);
          }
        },
      }).start();
      for (const step of path.steps) {
        actor.send(step.event);
        expect(actor.getSnapshot().value).toEqual(step.state.value);
        expect(actor.getSnapshot().context).toEqual(step.state.context);
      }
      for (const node of getStateNodes(orderLifecycleMachine.root)) {
        if (actor.getSnapshot().matches(node.path.join('.') as never)) states.add(node.id);
      }
      actor.stop();
    }
    const allStates = getStateNodes(orderLifecycleMachine.root).map((node) => node.id);
    expect([...allStates].filter((id) => !states.has(id))).toEqual([]);
    expect([...definedTransitions()].filter((key) => !transitions.has(key))).toEqual([]);
  }, 60_000);

  it('refuses every event a reached state does not accept, on the machine and in the aggregate', () => {
    let refusals = 0;
    const reached = new Map(paths.map((path) => [serializeState(path.state), path.state]));
    for (const snapshot of reached.values()) {
      for (const event of allEvents(snapshot)) {
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

  it('keeps delivery after payment, expiry after the deadline, and the loan after the down payment', () => {
    let [s] = initialTransition(orderLifecycleMachine);
    const run = (...events: OrderEvent[]) => {
      for (const event of events) s = decide(s, event);
      return s;
    };
    run({ type: 'CartCreated', number: 'R1', tokenHash: 'h', userId: null }, added(1, 2));
    expect(s.hasTag('current')).toBe(true);
    run({ type: 'CheckoutCompleted', paymentDueAt: DUE });
    expect(s.hasTag('current')).toBe(false);
    expect(orderState(s)).toBe('complete');
    expect(s.can({ type: 'DeliveryPrepared' })).toBe(false);
    expect(s.can({ type: 'PaymentDeadlinePassed', at: '2026-06-16T08:59:59.000Z' })).toBe(false);
    run(
      { type: 'LoanRequested', downPayment: 500 },
      { type: 'PaymentCaptured', amount: 499, method: 'qpay' },
    );
    expect(orderStatusDetails(s)).toEqual(['paymentPending']);
    run({ type: 'PaymentCaptured', amount: 1, method: 'qpay' });
    expect(orderStatusDetails(s)).toEqual(['paymentPending', 'inProgress']);
    run({ type: 'PaymentCaptured', amount: 1_500, method: 'qpay' });
    expect(orderStatus(s)).toBe('ordered');
    expect(s.can({ type: 'PaymentDeadlinePassed', at: DUE })).toBe(false);
    run({ type: 'DeliveryPrepared' }, { type: 'ShipmentDispatched' });
    expect(s.can({ type: 'OrderCanceled', reason: 'late' })).toBe(false);

    [s] = initialTransition(orderLifecycleMachine);
    run({ type: 'CartCreated', number: 'R2', tokenHash: 'h', userId: null }, added(1, 1));
    run({ type: 'CheckoutCompleted', paymentDueAt: DUE }, { type: 'PaymentDeadlinePassed', at: DUE });
    expect(orderStatus(s)).toBe('expired');
  });

  it('gives every state a status label of spec §4', () => {
    const seen = new Set(paths.flatMap((path) => orderStatusDetails(path.state)));
    expect([...orderStatusLabels].filter((label) => !seen.has(label))).toEqual([]);
  });
});
