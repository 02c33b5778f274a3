import { transition } from 'xstate';
import type { OrderEvent } from '../../../machines/order-lifecycle.ts';
import { orderLifecycleMachine } from '../../../machines/order-lifecycle.ts';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { type OrderDeps, runCommand } from '../orders/command-runner.ts';
import type { OrderEventMetadata } from '../orders/events.ts';
import { appendDecided, loadStream } from '../orders/order-stream.ts';
import { findOrder, type OrderDto } from '../orders/read-model.ts';
import { queueVatReceipt, VAT_RECEIPT_WINDOW_MS } from '../vat-receipts/index.ts';

/**
 * What an operator does to a paid order, in the order the machine allows them. `complete` and
 * `finish` close a delivered order's books (spec §4 "Completed", "Finished"): completing it ends the
 * way to a return, so it is staff's call once the return window is over, not a timer's.
 */
export type FulfilmentStep = 'prepare' | 'dispatch' | 'deliver' | 'complete' | 'finish';
export const fulfilmentSteps: readonly FulfilmentStep[] = [
  'prepare',
  'dispatch',
  'deliver',
  'complete',
  'finish',
];

export interface FulfilmentInput {
  /** `dispatch` only: the courier's tracking code, when there is one. */
  trackingCode?: string | undefined;
  /** Who did it, for the event metadata (staffMetadata); plain `actor: staff` without. */
  metadata?: OrderEventMetadata | undefined;
}

function stepEvent(step: FulfilmentStep, input: FulfilmentInput, now: Date): OrderEvent {
  if (step === 'prepare') return { type: 'DeliveryPrepared' };
  if (step === 'dispatch') return { type: 'ShipmentDispatched', trackingCode: input.trackingCode ?? null };
  if (step === 'complete') return { type: 'OrderCompleted' };
  if (step === 'finish') return { type: 'OrderFinished' };
  return { type: 'OrderDelivered', at: now.toISOString() };
}

/**
 * Moves a placed order on: "Ordered" → "Ready to deliver" → "Shipment" → "Delivered". The machine
 * decides (an unpaid order, a step skipped or repeated → ORDER_TRANSITION_REFUSED, nothing written).
 * Delivery also starts the receipt's 14 days (spec §9): `VatReceiptPending { dueAt }` in the same
 * append, and the receipt queued for the sender in the same transaction.
 */
export function moveOrderOn(
  deps: OrderDeps,
  number: string,
  step: FulfilmentStep,
  input: FulfilmentInput = {},
): Promise<OrderDto> {
  return runCommand(deps, { locks: [`order:${number}`] }, async (tx) => {
    if (!(await findOrder(tx, number))) throw new ShopError('ORDER_NOT_FOUND');
    const target = await loadStream(tx, number);
    const { snapshot } = target.aggregate;
    const event = stepEvent(step, input, deps.clock.now());
    if (!snapshot.can(event)) {
      throw new ShopError(
        'ORDER_TRANSITION_REFUSED',
        `Order ${number} is "${statusOf(snapshot.value)}": it cannot be ${pastTense[step]} now`,
      );
    }
    const events: OrderEvent[] = [event];
    const [after] = transition(orderLifecycleMachine, snapshot, event);
    const dueAt = new Date(deps.clock.now().getTime() + VAT_RECEIPT_WINDOW_MS);
    const startsReceipt = step === 'deliver' && after.matches({ placed: { vatReceipt: 'waiting' } });
    if (startsReceipt) events.push({ type: 'VatReceiptPending', dueAt: dueAt.toISOString() });
    const order = await appendDecided(deps, tx, target, events, input.metadata ?? { actor: 'staff' });
    if (startsReceipt) {
      const organization = snapshot.context.checkout?.organization ?? null;
      await queueVatReceipt(tx, deps.clock, {
        orderNumber: number,
        kind: organization ? 'organization' : 'personal',
        registerNumber: organization?.registerNumber ?? null,
        dueAt,
      });
    }
    return order;
  });
}

const pastTense: Record<FulfilmentStep, string> = {
  prepare: 'prepared for delivery',
  dispatch: 'dispatched',
  deliver: 'delivered',
  complete: 'completed',
  finish: 'finished',
};

function statusOf(value: unknown): string {
  if (typeof value === 'string') return value;
  const placed = (value as { placed?: { fulfilment?: string } }).placed;
  return placed?.fulfilment ?? JSON.stringify(value);
}

/** What the back office may offer on an order (#18): the steps its machine allows now. */
export type StaffAction = FulfilmentStep | 'cancel' | 'acceptReturn' | 'refuseReturn';

/**
 * The staff actions the order's machine accepts in its current state, asked of the machine itself
 * (`snapshot.can`), so the back office never offers a button the command would refuse.
 */
export async function staffActionsOf(sql: Sql, number: string): Promise<StaffAction[]> {
  const { snapshot } = (await loadStream(sql, number)).aggregate;
  const now = new Date(0);
  const actions: StaffAction[] = fulfilmentSteps.filter((step) => snapshot.can(stepEvent(step, {}, now)));
  if (snapshot.can({ type: 'OrderCanceled', reason: 'staff' })) actions.push('cancel');
  if (snapshot.matches({ placed: { fulfilment: 'returnRequested' } }))
    actions.push('acceptReturn', 'refuseReturn');
  return actions;
}
