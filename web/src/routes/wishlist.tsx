import { useState } from 'react';
import { Link } from 'wouter';
import { loginHref } from '../account/links.ts';
import { ALL_PRODUCTS_HREF } from '../catalog/links.ts';
import { errorCode } from '../graphql/client.ts';
import { WishlistsDocument, type WishlistsQuery } from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { useWishlistActions } from '../wishlist/wishlist-actions.ts';
import { WISHLIST_PATH } from '../wishlist/wishlist-link.tsx';
import { useListName, WishlistPanel } from '../wishlist/wishlist-panel.tsx';
import { routePaths } from './paths.ts';

export type Wishlist = WishlistsQuery['wishlists'][number];

/** /wishlist: the logged-in shopper's lists as tabs, the default first (spec §1 "Wish list with sharing"). */
export const wishlistRoute = defineRoute({
  id: 'wishlist',
  match: routePaths.wishlist,
  load: async (_params, { execute }) => {
    try {
      return (await execute(WishlistsDocument, {})).wishlists;
    } catch (error) {
      // A guest sees the invitation to log in, not an error page (spec §6).
      if (errorCode(error) === 'LOGIN_REQUIRED') return null;
      throw error;
    }
  },
  head: (_data, intl) => ({ title: translate(intl, 'wishlist.title') }),
  Component: WishlistScreen,
});

function WishlistScreen({ data }: RouteComponentProps<readonly Wishlist[] | null>) {
  const t = useT();
  if (!data) {
    return (
      <section className="message-page">
        <h1>{t('wishlist.title')}</h1>
        <p>{t('error.LOGIN_REQUIRED')}</p>
        <p>
          <Link href={loginHref(WISHLIST_PATH)}>{t('wishlist.login')}</Link>
        </p>
      </section>
    );
  }
  return <Wishlists initial={data} />;
}

function Wishlists({ initial }: { initial: readonly Wishlist[] }) {
  const t = useT();
  const actions = useWishlistActions(initial);
  const nameOf = useListName();
  const { lists } = actions;
  const [selectedId, setSelectedId] = useState(initial[0]?.id ?? null);
  // A deleted list's tab falls back to the default list.
  const selected = lists.find((list) => list.id === selectedId) ?? lists[0];
  const [creating, setCreating] = useState(false);

  return (
    <section className="wishlist" aria-busy={actions.busy}>
      <h1>{t('wishlist.title')}</h1>
      {lists.length > 0 && (
        <div className="wishlist__tabs" role="tablist" aria-label={t('wishlist.tabs')}>
          {lists.map((list) => (
            <button
              key={list.id}
              type="button"
              role="tab"
              id={`wishlist-tab-${list.id}`}
              aria-selected={list.id === selected?.id}
              aria-controls="wishlist-panel"
              className="wishlist__tab"
              onClick={() => setSelectedId(list.id)}
            >
              {nameOf(list)} ({list.items.length})
            </button>
          ))}
        </div>
      )}
      <div className="wishlist__toolbar">
        {creating ? (
          <form
            className="wishlist__form"
            onSubmit={(event) => {
              event.preventDefault();
              const name = new FormData(event.currentTarget).get('name');
              actions.run({ kind: 'create', name: String(name ?? '') }, (created) => {
                if (created) setSelectedId(created);
                setCreating(false);
              });
            }}
          >
            <label className="visually-hidden" htmlFor="wishlist-new-name">
              {t('wishlist.list.name')}
            </label>
            <input
              id="wishlist-new-name"
              name="name"
              maxLength={60}
              required
              placeholder={t('wishlist.list.name')}
            />
            <button type="submit" className="button button--primary" disabled={actions.busy}>
              {t('wishlist.list.save')}
            </button>
            <button type="button" className="button" onClick={() => setCreating(false)}>
              {t('wishlist.list.cancel')}
            </button>
          </form>
        ) : (
          <button type="button" className="button" onClick={() => setCreating(true)}>
            {t('wishlist.list.create')}
          </button>
        )}
      </div>
      {actions.failure && (
        <p className="wishlist__message wishlist__message--error" role="alert">
          {actions.failure}
        </p>
      )}
      {!selected || selected.items.length === 0 ? <EmptyWishlist /> : null}
      {selected && (
        <div id="wishlist-panel" role="tabpanel" aria-labelledby={`wishlist-tab-${selected.id}`}>
          <WishlistPanel list={selected} lists={lists} actions={actions} />
        </div>
      )}
    </section>
  );
}

/** Spec §8 "Wishlist empty", with the way to the products. */
export function EmptyWishlist() {
  const t = useT();
  return (
    <div className="wishlist__message" data-testid="wishlist-empty">
      <p>{t('wishlist.empty')}</p>
      <p>
        <Link className="button button--primary" href={ALL_PRODUCTS_HREF}>
          {t('wishlist.browse')}
        </Link>
      </p>
    </div>
  );
}
