import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { commerceEventStore } from '../event-store.ts';
import type { OrderDeps } from '../orders/command-runner.ts';
import { type IdentityRequest, identityHeaders, identityOf } from '../shopper-identity.ts';
import { changeWishes, moveWish, requireUser, setWished } from './commands.ts';
import { MAX_WISHES_PER_LIST, MAX_WISHLIST_NAME } from './events.ts';
import {
  createWishlist,
  deleteWishlist,
  emptyWishlist,
  renameWishlist,
  shareWishlist,
  stopSharingWishlist,
} from './list-commands.ts';
import { sharedWishlist, wishedVariantIds, wishlistsOf } from './queries.ts';
import { wishesToCart } from './to-cart.ts';

const variantId = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const listId = { type: 'string', pattern: '^[A-Za-z0-9_-]{12}$' } as const;
const listParams = { type: 'object', required: ['id'], properties: { id: listId } } as const;
const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{32}$' } },
} as const;

function body(properties: Record<string, object>, required: readonly string[]) {
  return { type: 'object', required, additionalProperties: false, properties } as const;
}

const variantBody = body({ variant_id: variantId, wishlist_id: listId }, ['variant_id']);
const wishedBody = body({ variant_id: variantId, wished: { type: 'boolean' }, wishlist_id: listId }, [
  'variant_id',
  'wished',
]);
// length is checked again on the trimmed name (WISHLIST_NAME_INVALID); this only bounds the body
const nameBody = body({ name: { type: 'string', maxLength: MAX_WISHLIST_NAME * 4 } }, ['name']);
const variantList = {
  type: 'array',
  items: variantId,
  maxItems: MAX_WISHES_PER_LIST,
  uniqueItems: true,
} as const;
const batchBody = body({ add: variantList, remove: variantList }, []);
const moveBody = body({ variant_id: variantId, to_wishlist_id: listId }, ['variant_id', 'to_wishlist_id']);
const toCartBody = body({ variant_id: variantId }, []);

type ListRequest<Body = unknown> = IdentityRequest & { Params: { id: string }; Body: Body };

/**
 * Wish lists of the commerce REST service (spec §7: `GET /wishlists`, `POST /wishlists/add_id` and
 * `/remove_id`, `GET /wishlists/wished_products`, plus list CRUD, move, empty, batch, wish-to-cart
 * and a read-only share link). A member's own: a guest is LOGIN_REQUIRED, another shopper's list
 * WISHLIST_NOT_FOUND.
 */
export const wishlistRoutes: FastifyPluginAsync<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const deps: OrderDeps = { db, clock, store: commerceEventStore(db) };
  const schema = (extra: object = {}) => ({ schema: { headers: identityHeaders, ...extra } });

  app.get<IdentityRequest>('/api/v2/wishlists', schema(), async (request) => ({
    wishlists: await wishlistsOf(db, requireUser(identityOf(request)), clock.now()),
  }));

  app.post<IdentityRequest & { Body: { name: string } }>(
    '/api/v2/wishlists',
    schema({ body: nameBody }),
    async (request, reply) =>
      reply.status(201).send(await createWishlist(deps, identityOf(request), request.body.name)),
  );

  // "Wished variant ids are kept separately" (§3): the hearts, and the wishes with their products
  app.get<IdentityRequest>('/api/v2/wishlists/wished_products', schema(), async (request) => {
    const userId = requireUser(identityOf(request));
    const lists = await wishlistsOf(db, userId, clock.now());
    return {
      variant_ids: await wishedVariantIds(db, userId),
      wished_products: lists.flatMap((list) => list.items.map((item) => ({ ...item, wishlist_id: list.id }))),
    };
  });

  app.post<IdentityRequest & { Body: { variant_id: number; wishlist_id?: string } }>(
    '/api/v2/wishlists/add_id',
    schema({ body: variantBody }),
    async (request) => ({
      variant_ids: await setWished(deps, identityOf(request), {
        variantId: request.body.variant_id,
        wished: true,
        listId: request.body.wishlist_id,
      }),
    }),
  );

  app.post<IdentityRequest & { Body: { variant_id: number; wishlist_id?: string } }>(
    '/api/v2/wishlists/remove_id',
    schema({ body: variantBody }),
    async (request) => ({
      variant_ids: await setWished(deps, identityOf(request), {
        variantId: request.body.variant_id,
        wished: false,
        listId: request.body.wishlist_id,
      }),
    }),
  );

  // the heart's toggle after its quiet time: the state the shopper left it in
  app.put<IdentityRequest & { Body: { variant_id: number; wished: boolean; wishlist_id?: string } }>(
    '/api/v2/wishlists/wished',
    schema({ body: wishedBody }),
    async (request) => ({
      variant_ids: await setWished(deps, identityOf(request), {
        variantId: request.body.variant_id,
        wished: request.body.wished,
        listId: request.body.wishlist_id,
      }),
    }),
  );

  app.get<IdentityRequest & { Params: { token: string } }>(
    '/api/v2/wishlists/shared/:token',
    schema({ params: tokenParams }),
    async (request) => sharedWishlist(db, request.params.token, clock.now()),
  );

  app.put<ListRequest<{ name: string }>>(
    '/api/v2/wishlists/:id',
    schema({ params: listParams, body: nameBody }),
    async (request) => renameWishlist(deps, identityOf(request), request.params.id, request.body.name),
  );

  app.delete<ListRequest>('/api/v2/wishlists/:id', schema({ params: listParams }), async (request, reply) => {
    await deleteWishlist(deps, identityOf(request), request.params.id);
    return reply.status(204).send();
  });

  app.post<ListRequest>('/api/v2/wishlists/:id/empty', schema({ params: listParams }), async (request) =>
    emptyWishlist(deps, identityOf(request), request.params.id),
  );

  app.post<ListRequest<{ add?: number[]; remove?: number[] }>>(
    '/api/v2/wishlists/:id/batch',
    schema({ params: listParams, body: batchBody }),
    async (request) => ({
      wishlists: await changeWishes(deps, identityOf(request), {
        listId: request.params.id,
        add: request.body.add ?? [],
        remove: request.body.remove ?? [],
      }),
    }),
  );

  app.post<ListRequest<{ variant_id: number; to_wishlist_id: string }>>(
    '/api/v2/wishlists/:id/move',
    schema({ params: listParams, body: moveBody }),
    async (request) => ({
      wishlists: await moveWish(deps, identityOf(request), {
        variantId: request.body.variant_id,
        from: request.params.id,
        to: request.body.to_wishlist_id,
      }),
    }),
  );

  app.post<ListRequest<{ variant_id?: number }>>(
    '/api/v2/wishlists/:id/to_cart',
    schema({ params: listParams, body: toCartBody }),
    async (request) =>
      wishesToCart(deps, identityOf(request), {
        listId: request.params.id,
        variantId: request.body?.variant_id,
      }),
  );

  app.post<ListRequest>('/api/v2/wishlists/:id/share', schema({ params: listParams }), async (request) =>
    shareWishlist(deps, identityOf(request), request.params.id),
  );

  app.delete<ListRequest>('/api/v2/wishlists/:id/share', schema({ params: listParams }), async (request) =>
    stopSharingWishlist(deps, identityOf(request), request.params.id),
  );
};
