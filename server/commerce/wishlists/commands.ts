import { randomBytes } from 'node:crypto';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { type OrderDeps, runCommand } from '../orders/command-runner.ts';
import type { OrderIdentity } from '../orders/read-model.ts';
import { MAX_WISHES_PER_LIST, MAX_WISHLIST_NAME, type WishlistEvent, wishlistStreamId } from './events.ts';
import { type WishlistDto, wishedVariantIds, wishlistsOf } from './queries.ts';

/** One list as the commands decide on it. */
interface ListState {
  id: string;
  name: string;
  isDefault: boolean;
  shareToken: string | null;
  variantIds: Set<number>;
}

/** A shopper's lists and the version of their stream, read under the shopper's lock. */
interface ShopperLists {
  userId: number;
  version: number;
  lists: ListState[];
}

export function requireUser(identity: OrderIdentity): number {
  if (identity.userId === undefined) throw new ShopError('LOGIN_REQUIRED');
  return identity.userId;
}

async function loadLists(tx: Sql, userId: number): Promise<ShopperLists> {
  const version = await tx.query<{ version: number }>(
    'select coalesce(max(stream_version), 0)::int as version from events where stream_id = $1',
    [wishlistStreamId(userId)],
  );
  const lists = await tx.query<{ id: string; name: string; is_default: boolean; share_token: string | null }>(
    `select id, name, is_default, share_token from wishlists where user_id = $1
      order by is_default desc, created_at, id`,
    [userId],
  );
  const items = await tx.query<{ wishlist_id: string; variant_id: number }>(
    'select wishlist_id, variant_id from wishlist_items where wishlist_id = any($1::text[])',
    [lists.rows.map((row) => row.id)],
  );
  return {
    userId,
    version: version.rows[0]!.version,
    lists: lists.rows.map((row) => ({
      id: row.id,
      name: row.name,
      isDefault: row.is_default,
      shareToken: row.share_token,
      variantIds: new Set(
        items.rows.filter((item) => item.wishlist_id === row.id).map((item) => item.variant_id),
      ),
    })),
  };
}

export const newListId = () => randomBytes(9).toString('base64url');
export const newShareToken = () => randomBytes(24).toString('base64url');

export function ownList(state: ShopperLists, listId: string): ListState {
  const list = state.lists.find((candidate) => candidate.id === listId);
  if (!list) throw new ShopError('WISHLIST_NOT_FOUND');
  return list;
}

/** 1–60 characters once trimmed, no control characters. */
export function listName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0 || [...trimmed].length > MAX_WISHLIST_NAME || /\p{Cc}/u.test(trimmed)) {
    throw new ShopError('WISHLIST_NAME_INVALID', undefined, {
      name: [`must be 1 to ${MAX_WISHLIST_NAME} characters`],
    });
  }
  return trimmed;
}

async function checkVariants(tx: Sql, variantIds: readonly number[]): Promise<void> {
  const { rows } = await tx.query<{ id: number }>('select id from variants where id = any($1::int[])', [
    variantIds,
  ]);
  const known = new Set(rows.map((row) => row.id));
  const unknown = variantIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new ShopError('NOT_FOUND', `No product variant ${unknown.join(', ')} exists`, {
      variant_id: ['does not exist'],
    });
  }
}

/** The default list, created (as an event of this command) when the shopper has none yet. */
function defaultList(state: ShopperLists, events: WishlistEvent[]): ListState {
  const existing = state.lists.find((list) => list.isDefault);
  if (existing) return existing;
  const created: ListState = {
    id: newListId(),
    name: '',
    isDefault: true,
    shareToken: null,
    variantIds: new Set(),
  };
  events.push({ type: 'WishlistCreated', listId: created.id, name: '', isDefault: true });
  state.lists.unshift(created);
  return created;
}

function addTo(list: ListState, variantIds: readonly number[], events: WishlistEvent[]): void {
  for (const variantId of variantIds) {
    if (list.variantIds.has(variantId)) continue;
    if (list.variantIds.size >= MAX_WISHES_PER_LIST) throw new ShopError('WISHLIST_FULL');
    list.variantIds.add(variantId);
    events.push({ type: 'WishAdded', listId: list.id, variantId });
  }
}

function removeFrom(
  lists: readonly ListState[],
  variantIds: readonly number[],
  events: WishlistEvent[],
): void {
  for (const list of lists) {
    for (const variantId of variantIds) {
      if (!list.variantIds.delete(variantId)) continue;
      events.push({ type: 'WishRemoved', listId: list.id, variantId });
    }
  }
}

/**
 * Runs a wish-list command under the shopper's lock: decide on their lists, append what changed
 * (nothing when nothing did), answer from the read model in the same transaction.
 */
export function wishCommand<Result>(
  deps: OrderDeps,
  identity: OrderIdentity,
  decide: (state: ShopperLists, events: WishlistEvent[]) => void,
  answer: (tx: Sql, userId: number) => Promise<Result>,
): Promise<Result> {
  const userId = requireUser(identity);
  return runCommand(deps, { locks: [`wishlists:user:${userId}`] }, async (tx) => {
    const state = await loadLists(tx, userId);
    const events: WishlistEvent[] = [];
    decide(state, events);
    if (events.length > 0) {
      await deps.store.append(
        wishlistStreamId(userId),
        state.version,
        events.map(({ type, ...data }) => ({ type, data, metadata: { actor: 'user', userId } })),
        tx,
      );
    }
    return answer(tx, userId);
  });
}

const listsAnswer = (deps: OrderDeps) => (tx: Sql, userId: number) =>
  wishlistsOf(tx, userId, deps.clock.now());
const idsAnswer = (tx: Sql, userId: number) => wishedVariantIds(tx, userId);

/**
 * The heart's last word: wished adds the variant to `listId` or the default list; not wished removes
 * it from `listId` or every list. Answers every wished variant id.
 */
export async function setWished(
  deps: OrderDeps,
  identity: OrderIdentity,
  input: { variantId: number; wished: boolean; listId?: string | undefined },
): Promise<number[]> {
  requireUser(identity);
  if (input.wished) await deps.db.transaction((tx) => checkVariants(tx, [input.variantId]));
  return wishCommand(
    deps,
    identity,
    (state, events) => {
      if (input.wished) {
        const list = input.listId ? ownList(state, input.listId) : defaultList(state, events);
        addTo(list, [input.variantId], events);
      } else {
        removeFrom(input.listId ? [ownList(state, input.listId)] : state.lists, [input.variantId], events);
      }
    },
    idsAnswer,
  );
}

/** Adds and removes several variants of one list (or the default list) at once (§7 batch). */
export async function changeWishes(
  deps: OrderDeps,
  identity: OrderIdentity,
  input: { listId?: string | undefined; add: readonly number[]; remove: readonly number[] },
): Promise<WishlistDto[]> {
  requireUser(identity);
  if (input.add.length > 0) await deps.db.transaction((tx) => checkVariants(tx, input.add));
  return wishCommand(
    deps,
    identity,
    (state, events) => {
      const list = input.listId ? ownList(state, input.listId) : defaultList(state, events);
      removeFrom([list], input.remove, events);
      addTo(list, input.add, events);
    },
    listsAnswer(deps),
  );
}

/** Moves a wish between two of the shopper's lists in one append: never in both, never in neither. */
export function moveWish(
  deps: OrderDeps,
  identity: OrderIdentity,
  input: { variantId: number; from: string; to: string },
): Promise<WishlistDto[]> {
  return wishCommand(
    deps,
    identity,
    (state, events) => {
      const from = ownList(state, input.from);
      const to = ownList(state, input.to);
      if (!from.variantIds.has(input.variantId)) {
        throw new ShopError('NOT_FOUND', 'This product is not in the list', {
          variant_id: ['is not in this list'],
        });
      }
      if (from === to) return;
      addTo(to, [input.variantId], events);
      removeFrom([from], [input.variantId], events);
    },
    async (tx, userId) =>
      (await wishlistsOf(tx, userId, deps.clock.now())).filter(
        (list) => list.id === input.from || list.id === input.to,
      ),
  );
}
