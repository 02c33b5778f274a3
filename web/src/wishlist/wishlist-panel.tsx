import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { WishlistFieldsFragment } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';
import { showToast } from '../shell/toasts.ts';
import { useHydrated } from '../shell/use-hydrated.ts';
import { WishCard } from './wish-card.tsx';
import type { WishlistActions } from './wishlist-actions.ts';
import './wishlist.css';
import { formatShopList } from '../i18n/formats.ts';

/** A list's name as shown: the default list may have none (the server makes it with the first wish). */
export function useListName() {
  const t = useT();
  return (list: { name: string; isDefault?: boolean }) =>
    list.name.trim() || t(list.isDefault === false ? 'wishlist.title' : 'wishlist.list.defaultName');
}

/** The page a shared list is read at (routes/wishlist-shared.tsx). */
export const sharedWishlistPath = (token: string) => `/wishlist/shared/${token}`;

/** One list of the wish list page: its commands, its share link and its wishes. */
export function WishlistPanel({
  list,
  lists,
  actions,
}: {
  list: WishlistFieldsFragment;
  lists: readonly WishlistFieldsFragment[];
  actions: WishlistActions;
}) {
  const t = useT();
  const intl = useIntl();
  const nameOf = useListName();
  const [renaming, setRenaming] = useState(false);
  const { busy, asking, cartOutcome } = actions;
  const outcome = cartOutcome?.listId === list.id ? cartOutcome : null;
  const refusedNames = outcome
    ? list.items.filter((item) => outcome.refused[item.variantId]).map((item) => item.product.name)
    : [];
  const askingHere = asking && 'listId' in asking && asking.listId === list.id ? asking : null;

  return (
    <>
      <h2 className="wishlist__name">
        {nameOf(list)}
        {list.isDefault && list.name.trim() && ` (${t('wishlist.list.default')})`} ·{' '}
        {t('wishlist.count', { count: list.items.length })}
      </h2>
      {renaming ? (
        <form
          className="wishlist__form"
          onSubmit={(event) => {
            event.preventDefault();
            const name = String(new FormData(event.currentTarget).get('name') ?? '');
            actions.run({ kind: 'rename', listId: list.id, name }, () => setRenaming(false));
          }}
        >
          <label className="visually-hidden" htmlFor={`wishlist-name-${list.id}`}>
            {t('wishlist.list.name')}
          </label>
          <input
            id={`wishlist-name-${list.id}`}
            name="name"
            defaultValue={list.name}
            maxLength={60}
            required
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('wishlist.list.save')}
          </button>
          <button type="button" className="button" onClick={() => setRenaming(false)}>
            {t('wishlist.list.cancel')}
          </button>
        </form>
      ) : askingHere ? (
        <div className="wishlist__form" role="alertdialog" aria-labelledby="wishlist-confirm">
          <p id="wishlist-confirm">
            {t(askingHere.kind === 'delete' ? 'wishlist.list.deleteConfirm' : 'wishlist.list.emptyConfirm', {
              name: nameOf(list),
            })}
          </p>
          <button type="button" className="button button--primary" disabled={busy} onClick={actions.confirm}>
            {t('wishlist.confirm')}
          </button>
          <button type="button" className="button" onClick={actions.cancel}>
            {t('wishlist.list.cancel')}
          </button>
        </div>
      ) : (
        <div className="wishlist__toolbar">
          {list.items.length > 0 && (
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => actions.run({ kind: 'toCart', listId: list.id })}
            >
              {t('wishlist.addAll')}
            </button>
          )}
          <button type="button" className="button" disabled={busy} onClick={() => setRenaming(true)}>
            {t('wishlist.list.rename')}
          </button>
          {list.items.length > 0 && (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => actions.ask({ kind: 'empty', listId: list.id })}
            >
              {t('wishlist.list.empty')}
            </button>
          )}
          {!list.isDefault && (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => actions.ask({ kind: 'delete', listId: list.id })}
            >
              {t('wishlist.list.delete')}
            </button>
          )}
          {!list.shareToken && (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => actions.run({ kind: 'share', listId: list.id })}
            >
              {t('wishlist.share')}
            </button>
          )}
        </div>
      )}
      {list.shareToken && (
        <ShareLink
          token={list.shareToken}
          busy={busy}
          onStop={() => actions.run({ kind: 'stopSharing', listId: list.id })}
        />
      )}
      {outcome && (
        <div className="wishlist__message" role="status">
          {outcome.added > 0 && <p>{t('wishlist.added', { count: outcome.added })}</p>}
          {refusedNames.length > 0 && (
            <p>
              {t('wishlist.refused')} {formatShopList(intl, refusedNames)}
            </p>
          )}
        </div>
      )}
      {list.items.length > 0 && (
        <ul className="wishlist__items">
          {list.items.map((item) => (
            <li key={item.variantId}>
              <WishCard item={item} refusedCode={outcome?.refused[item.variantId]}>
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy || !item.product.inStock}
                  onClick={() => actions.run({ kind: 'toCart', listId: list.id, variantId: item.variantId })}
                >
                  {t('cart.add')}
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  aria-label={t('wishlist.item.removeLabel', { name: item.product.name })}
                  onClick={() => actions.run({ kind: 'remove', listId: list.id, variantId: item.variantId })}
                >
                  {t('wishlist.item.remove')}
                </button>
                {lists.length > 1 && (
                  <MoveWish
                    variantId={item.variantId}
                    name={item.product.name}
                    list={list}
                    lists={lists}
                    actions={actions}
                  />
                )}
              </WishCard>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function MoveWish({
  variantId,
  name,
  list,
  lists,
  actions,
}: {
  variantId: string;
  name: string;
  list: WishlistFieldsFragment;
  lists: readonly WishlistFieldsFragment[];
  actions: WishlistActions;
}) {
  const t = useT();
  const nameOf = useListName();
  const others = lists.filter((other) => other.id !== list.id);
  return (
    <form
      className="wish-card__move"
      onSubmit={(event) => {
        event.preventDefault();
        const toListId = String(new FormData(event.currentTarget).get('to') ?? '');
        if (toListId) actions.run({ kind: 'move', listId: list.id, variantId, toListId });
      }}
    >
      <label htmlFor={`move-${list.id}-${variantId}`}>{t('wishlist.item.moveTo')}</label>
      <select
        id={`move-${list.id}-${variantId}`}
        name="to"
        aria-label={t('wishlist.item.moveLabel', { name })}
      >
        {others.map((other) => (
          <option key={other.id} value={other.id}>
            {nameOf(other)}
          </option>
        ))}
      </select>
      <button type="submit" className="button" disabled={actions.busy}>
        {t('wishlist.item.move')}
      </button>
    </form>
  );
}

/** The full link of a shared list with a copy button; the origin is known only in the browser. */
function ShareLink({ token, busy, onStop }: { token: string; busy: boolean; onStop: () => void }) {
  const t = useT();
  const hydrated = useHydrated();
  const path = sharedWishlistPath(token);
  const href = hydrated ? new URL(path, window.location.origin).href : path;
  const copy = () =>
    navigator.clipboard
      ?.writeText(href)
      .then(() => showToast('success', { messageId: 'wishlist.share.copied' }))
      .catch(() => showToast('warning', { messageId: 'error.INTERNAL' }));
  return (
    <div className="wishlist__share">
      <label htmlFor={`share-${token}`}>{t('wishlist.share.link')}</label>
      <div className="wishlist__share-link">
        <input
          id={`share-${token}`}
          readOnly
          value={href}
          data-testid="wishlist-share-link"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button" disabled={!hydrated} onClick={() => void copy()}>
          {t('wishlist.share.copy')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={onStop}>
          {t('wishlist.share.stop')}
        </button>
      </div>
    </div>
  );
}
