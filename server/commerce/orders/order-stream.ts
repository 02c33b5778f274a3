import type { OrderEvent, OrderSnapshot } from '../../../machines/order-lifecycle.ts';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { NewEvent } from '../../platform/events/index.ts';
import { decide, emptyOrder, type OrderAggregate } from './aggregate.ts';
import type { OrderDeps } from './command-runner.ts';
import { type OrderEventMetadata, orderStreamId } from './events.ts';
import { loadOrderAggregates } from './order-loading.ts';
import {
  canAccess,
  findOrder,
  hashToken,
  type OrderDto,
  type OrderIdentity,
  toOrderDto,
} from './read-model.ts';

/*
 * The order stream as every order-changing command uses it (cart, checkout, payments, wallet, staff,
 * VAT receipts): load it, decide events on the lifecycle machine, append them with the decided state,
 * plus who did it, which locks serialise it and what its Idempotency-Key covers.
 */

export interface CommandOptions {
  idempotencyKey?: string | undefined;
}

export function metadataOf(
  identity: OrderIdentity,
  extra: Partial<OrderEventMetadata> = {},
): OrderEventMetadata {
  return identity.userId !== undefined
    ? { actor: 'user', userId: identity.userId, ...extra }
    : { actor: 'guest', ...extra };
}

/** Cart commands of one shopper queue behind one lock, whichever order number they name. */
export function identityLocks(identity: OrderIdentity): string[] {
  const locks: string[] = [];
  if (identity.userId !== undefined) locks.push(`cart:user:${identity.userId}`);
  if (identity.orderToken !== undefined) locks.push(`cart:token:${hashToken(identity.orderToken)}`);
  return locks;
}

/**
 * The Idempotency-Key's scope (the caller's identity), with the command's parameters: the same key
 * with other parameters is refused (command-runner.ts).
 */
export function idempotencyScope(identity: OrderIdentity, key: string | undefined, request?: unknown) {
  if (key === undefined) return undefined;
  const who =
    identity.userId !== undefined
      ? `user:${identity.userId}`
      : identity.orderToken !== undefined
        ? `token:${hashToken(identity.orderToken)}`
        : 'guest';
  return { scope: who, key, request };
}

export interface LoadedOrder {
  streamId: string;
  aggregate: OrderAggregate;
}

export async function loadStream(tx: Sql, number: string): Promise<LoadedOrder> {
  const streamId = orderStreamId(number);
  return { streamId, aggregate: (await loadOrderAggregates(tx, [streamId])).get(streamId) ?? emptyOrder() };
}

/** An order the identity may change: another shopper's number answers "no order was found". */
export async function loadOwnOrder(tx: Sql, identity: OrderIdentity, number: string): Promise<LoadedOrder> {
  const row = await findOrder(tx, number);
  if (!row || !canAccess(row, identity)) throw new ShopError('ORDER_NOT_FOUND');
  return loadStream(tx, number);
}

/** Decides every event on the machine first, then appends them all at the expected version. */
export async function appendDecided(
  deps: OrderDeps,
  tx: Sql,
  target: LoadedOrder,
  events: readonly OrderEvent[],
  metadata: OrderEventMetadata,
): Promise<OrderDto> {
  let snapshot = target.aggregate.snapshot;
  for (const event of events) snapshot = decide(snapshot, event);
  return appendSnapshot(deps, tx, target, events, snapshot, metadata);
}

/**
 * Appends events already decided into `snapshot` at the expected version (the projection writes
 * the row from that snapshot), and answers the order as the row now holds it.
 */
export async function appendSnapshot(
  deps: OrderDeps,
  tx: Sql,
  { streamId, aggregate }: LoadedOrder,
  events: readonly OrderEvent[],
  snapshot: OrderSnapshot,
  metadata: OrderEventMetadata,
): Promise<OrderDto> {
  if (events.length > 0) {
    const stored: NewEvent[] = events.map(({ type, ...data }) => ({
      type,
      data,
      metadata: { ...metadata },
    }));
    await deps.store.append(streamId, aggregate.version, stored, tx, snapshot);
  }
  const row = await findOrder(tx, streamId.replace(/^order-/, ''));
  if (!row) throw new ShopError('ORDER_NOT_FOUND');
  return toOrderDto(row);
}
