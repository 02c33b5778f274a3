import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { OrderDeps } from '../orders/command-runner.ts';
import type { OrderIdentity } from '../orders/read-model.ts';
import { listName, newListId, newShareToken, ownList, wishCommand } from './commands.ts';
import { MAX_WISHLISTS } from './events.ts';
import { type WishlistDto, wishlistsOf } from './queries.ts';

/* The commands on whole lists: make, name, delete, empty, share. The wishes themselves: commands.ts. */

export function createWishlist(deps: OrderDeps, identity: OrderIdentity, name: string): Promise<WishlistDto> {
  const checked = listName(name);
  let listId = '';
  return wishCommand(
    deps,
    identity,
    (state, events) => {
      if (state.lists.length >= MAX_WISHLISTS) throw new ShopError('WISHLIST_FULL');
      // the first list a shopper makes is their default one: the heart adds there
      const isDefault = !state.lists.some((list) => list.isDefault);
      listId = newListId();
      events.push({ type: 'WishlistCreated', listId, name: checked, isDefault });
    },
    async (tx, userId) =>
      (await wishlistsOf(tx, userId, deps.clock.now())).find((list) => list.id === listId)!,
  );
}

/** The answer of a command on one list: that list as it is now. */
const oneList = (deps: OrderDeps, listId: string) => async (tx: Sql, userId: number) => {
  const list = (await wishlistsOf(tx, userId, deps.clock.now())).find((candidate) => candidate.id === listId);
  if (!list) throw new ShopError('WISHLIST_NOT_FOUND');
  return list;
};

export function renameWishlist(
  deps: OrderDeps,
  identity: OrderIdentity,
  listId: string,
  name: string,
): Promise<WishlistDto> {
  const checked = listName(name);
  return wishCommand(
    deps,
    identity,
    (state, events) => {
      const list = ownList(state, listId);
      if (list.name !== checked) events.push({ type: 'WishlistRenamed', listId, name: checked });
    },
    oneList(deps, listId),
  );
}

export function deleteWishlist(deps: OrderDeps, identity: OrderIdentity, listId: string): Promise<boolean> {
  return wishCommand(
    deps,
    identity,
    (state, events) => {
      if (ownList(state, listId).isDefault) throw new ShopError('WISHLIST_IS_DEFAULT');
      events.push({ type: 'WishlistDeleted', listId });
    },
    async () => true,
  );
}

export function emptyWishlist(
  deps: OrderDeps,
  identity: OrderIdentity,
  listId: string,
): Promise<WishlistDto> {
  return wishCommand(
    deps,
    identity,
    (state, events) => {
      if (ownList(state, listId).variantIds.size > 0) events.push({ type: 'WishlistEmptied', listId });
    },
    oneList(deps, listId),
  );
}

/** A new read-only link (the old one, if any, stops working). */
export function shareWishlist(
  deps: OrderDeps,
  identity: OrderIdentity,
  listId: string,
): Promise<WishlistDto> {
  return wishCommand(
    deps,
    identity,
    (state, events) => {
      ownList(state, listId);
      events.push({ type: 'WishlistShared', listId, token: newShareToken() });
    },
    oneList(deps, listId),
  );
}

export function stopSharingWishlist(
  deps: OrderDeps,
  identity: OrderIdentity,
  listId: string,
): Promise<WishlistDto> {
  return wishCommand(
    deps,
    identity,
    (state, events) => {
      if (ownList(state, listId).shareToken !== null) events.push({ type: 'WishlistUnshared', listId });
    },
    oneList(deps, listId),
  );
}
