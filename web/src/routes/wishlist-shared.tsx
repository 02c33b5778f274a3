import { newCommandKey, useCartActor } from '../cart/cart-context.tsx';
import { SharedWishlistDocument, type SharedWishlistQuery } from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { WishCard } from '../wishlist/wish-card.tsx';
import { routePaths } from './paths.ts';
import { EmptyWishlist } from './wishlist.tsx';

type SharedWishlist = SharedWishlistQuery['sharedWishlist'];

/**
 * /wishlist/shared/<token>: a list its owner shared, read-only, rendered on the server for anyone
 * with the link. An unknown or revoked link is WISHLIST_NOT_FOUND, which the loader turns into the
 * 404 page (routes/not-found.tsx says why).
 */
export const wishlistSharedRoute = defineRoute({
  id: 'wishlist-shared',
  match: routePaths.wishlistShared,
  load: async ({ token }: { token: string }, { execute }) =>
    (await execute(SharedWishlistDocument, { token })).sharedWishlist,
  head: (data, intl) => ({
    title: data.name.trim()
      ? `${data.name} · ${translate(intl, 'wishlist.title')}`
      : translate(intl, 'wishlist.title'),
    ...(data.ownerName
      ? { description: translate(intl, 'wishlist.shared.by', { owner: data.ownerName }) }
      : {}),
  }),
  Component: SharedWishlistScreen,
});

function SharedWishlistScreen({ data }: RouteComponentProps<SharedWishlist>) {
  const t = useT();
  const cart = useCartActor();
  return (
    <section className="wishlist" data-testid="shared-wishlist">
      <h1>{data.name.trim() || t('wishlist.title')}</h1>
      {data.ownerName && <p>{t('wishlist.shared.by', { owner: data.ownerName })}</p>}
      {data.items.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <ul className="wishlist__items">
          {data.items.map((item) => (
            <li key={item.variantId}>
              <WishCard item={item}>
                <button
                  type="button"
                  className="button button--primary"
                  disabled={!item.product.inStock}
                  onClick={() =>
                    cart.send({ type: 'ADD', variantId: item.variantId, quantity: 1, key: newCommandKey() })
                  }
                >
                  {t('cart.add')}
                </button>
              </WishCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
