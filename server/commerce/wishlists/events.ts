/** The facts of a shopper's wish lists, all in one stream per shopper (`wishlists-<userId>`). */
export type WishlistEvent =
  | { type: 'WishlistCreated'; listId: string; name: string; isDefault: boolean }
  | { type: 'WishlistRenamed'; listId: string; name: string }
  | { type: 'WishlistDeleted'; listId: string }
  | { type: 'WishAdded'; listId: string; variantId: number }
  | { type: 'WishRemoved'; listId: string; variantId: number }
  | { type: 'WishlistEmptied'; listId: string }
  | { type: 'WishlistShared'; listId: string; token: string }
  | { type: 'WishlistUnshared'; listId: string };

export type WishlistEventType = WishlistEvent['type'];

export const wishlistEventTypes: readonly WishlistEventType[] = [
  'WishlistCreated',
  'WishlistRenamed',
  'WishlistDeleted',
  'WishAdded',
  'WishRemoved',
  'WishlistEmptied',
  'WishlistShared',
  'WishlistUnshared',
];

export const WISHLIST_STREAM_PREFIX = 'wishlists-';
export const wishlistStreamId = (userId: number) => `${WISHLIST_STREAM_PREFIX}${userId}`;
export const streamUserId = (streamId: string) => Number(streamId.slice(WISHLIST_STREAM_PREFIX.length));

/** Spec-free limits a shopper never meets by hand, but a script must not pass. */
export const MAX_WISHLISTS = 20;
export const MAX_WISHES_PER_LIST = 200;
export const MAX_WISHLIST_NAME = 60;
