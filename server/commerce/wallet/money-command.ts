import type { Adjustment, OrderContext, OrderEvent } from '../../../machines/order-lifecycle.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { NewEvent, StreamAppend } from '../../platform/events/index.ts';
import { commerceEventStore } from '../event-store.ts';
import { decide } from '../orders/aggregate.ts';
import { type OrderDeps, runCommand } from '../orders/command-runner.ts';
import type { OrderEventMetadata } from '../orders/events.ts';
import { identityLocks, loadStream } from '../orders/order-stream.ts';
import {
  canAccess,
  findOrder,
  hashToken,
  type OrderDto,
  type OrderIdentity,
  toOrderDto,
} from '../orders/read-model.ts';

/** Order and money read models in one store: an apply changes both in one transaction. */
export function moneyDeps(db: Database, clock: Clock): OrderDeps {
  return { db, clock, store: commerceEventStore(db) };
}

/** What a money command decided: the order's events, and the appends to the tender streams. */
export interface MoneyDecision {
  orderEvents: OrderEvent[];
  tenderAppends: StreamAppend[];
}

export interface OrderInHand {
  number: string;
  context: OrderContext;
}

export function requireUser(identity: OrderIdentity): number {
  if (identity.userId === undefined) throw new ShopError('LOGIN_REQUIRED');
  return identity.userId;
}

export function refuseRepeat(context: OrderContext, applies: (adjustment: Adjustment) => boolean) {
  if (context.adjustments.some(applies)) throw new ShopError('ADJUSTMENT_ALREADY_APPLIED');
}

/** A limit the shopper should see (`errors.max` → GraphQL `extensions.max`). */
export const limit = (name: 'max' | 'min', value: number) => ({ [name]: [String(value)] });

/**
 * Runs one money command on an order the identity may change: under the shopper's cart lock, with
 * its idempotency key, deciding the order's events on the lifecycle machine, then appending them
 * and the tender events (wallet, gift card, points, coupon use) in ONE appendMany. A refusal
 * anywhere writes nothing; a lost race on any stream decides the whole command again.
 */
export function runMoneyCommand(
  deps: OrderDeps,
  identity: OrderIdentity,
  /** The command and its parameters: a key reused with others is refused (IDEMPOTENCY_KEY_REUSED). */
  command: { name: string; input: { number: string } },
  idempotencyKey: string | undefined,
  decideMoney: (tx: Sql, order: OrderInHand) => Promise<MoneyDecision>,
): Promise<OrderDto> {
  const who =
    identity.userId !== undefined
      ? `user:${identity.userId}`
      : `token:${hashToken(identity.orderToken ?? '')}`;
  const scope = {
    locks: identityLocks(identity),
    idempotency:
      idempotencyKey === undefined
        ? undefined
        : {
            scope: `money:${who}`,
            key: idempotencyKey,
            request: { command: command.name, ...command.input },
          },
  };
  const { number } = command.input;
  return runCommand(deps, scope, async (tx) => {
    const row = await findOrder(tx, number);
    if (!row || !canAccess(row, identity)) throw new ShopError('ORDER_NOT_FOUND');
    const { streamId, aggregate } = await loadStream(tx, number);
    const decision = await decideMoney(tx, { number, context: aggregate.snapshot.context });
    let snapshot = aggregate.snapshot;
    for (const event of decision.orderEvents) snapshot = decide(snapshot, event);
    const metadata: OrderEventMetadata =
      identity.userId !== undefined ? { actor: 'user', userId: identity.userId } : { actor: 'guest' };
    await deps.store.appendMany(
      [
        {
          streamId,
          expectedVersion: aggregate.version,
          events: decision.orderEvents.map(
            ({ type, ...data }): NewEvent => ({ type, data, metadata: { ...metadata } }),
          ),
        },
        ...decision.tenderAppends,
      ],
      tx,
    );
    const updated = await findOrder(tx, number);
    if (!updated) throw new ShopError('ORDER_NOT_FOUND');
    return toOrderDto(updated);
  });
}
