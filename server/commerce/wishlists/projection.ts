import type { Projection, RecordedEvent } from '../../platform/events/index.ts';
import { streamUserId, type WishlistEvent, wishlistEventTypes } from './events.ts';

const fact = (event: RecordedEvent) => ({ ...(event.data as object), type: event.type }) as WishlistEvent;

/**
 * `wishlists` and `wishlist_items`, kept in the append's transaction. Each fact is one small
 * statement: a shopper's batch is a handful of events (a move is two).
 */
export const wishlistsProjection: Projection = {
  name: 'wishlists',
  handles: wishlistEventTypes,
  async apply(tx, events) {
    for (const event of events) {
      const at = event.recordedAt.toISOString();
      const wish = fact(event);
      switch (wish.type) {
        case 'WishlistCreated':
          await tx.query(
            `insert into wishlists (id, user_id, name, is_default, created_at, updated_at)
             values ($1, $2, $3, $4, $5, $5)`,
            [wish.listId, streamUserId(event.streamId), wish.name, wish.isDefault, at],
          );
          break;
        case 'WishlistRenamed':
          await tx.query('update wishlists set name = $2, updated_at = $3 where id = $1', [
            wish.listId,
            wish.name,
            at,
          ]);
          break;
        case 'WishlistDeleted':
          await tx.query('delete from wishlists where id = $1', [wish.listId]);
          break;
        case 'WishAdded':
          await tx.query(
            `insert into wishlist_items (wishlist_id, variant_id, added_at) values ($1, $2, $3)
             on conflict do nothing`,
            [wish.listId, wish.variantId, at],
          );
          await touch(tx, wish.listId, at);
          break;
        case 'WishRemoved':
          await tx.query('delete from wishlist_items where wishlist_id = $1 and variant_id = $2', [
            wish.listId,
            wish.variantId,
          ]);
          await touch(tx, wish.listId, at);
          break;
        case 'WishlistEmptied':
          await tx.query('delete from wishlist_items where wishlist_id = $1', [wish.listId]);
          await touch(tx, wish.listId, at);
          break;
        case 'WishlistShared':
          await tx.query('update wishlists set share_token = $2, updated_at = $3 where id = $1', [
            wish.listId,
            wish.token,
            at,
          ]);
          break;
        case 'WishlistUnshared':
          await tx.query('update wishlists set share_token = null, updated_at = $2 where id = $1', [
            wish.listId,
            at,
          ]);
          break;
      }
    }
  },
  async reset(tx) {
    await tx.query('delete from wishlist_items');
    await tx.query('delete from wishlists');
  },
};

function touch(tx: Parameters<Projection['apply']>[0], listId: string, at: string) {
  return tx.query('update wishlists set updated_at = $2 where id = $1', [listId, at]);
}
