import { Plus, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectIsSubmitting } from '../../../../machines/form-submission.ts';
import { useFormSubmission } from '../../account/form-submission.ts';
import { useExecute } from '../../graphql/context.tsx';
import {
  StaffHotspotProductsDocument,
  type StaffHotspotProductsQuery,
} from '../../graphql/generated/graphql.ts';
import { errorMessage, formatMnt, useT } from '../../i18n/intl.ts';

type Found = StaffHotspotProductsQuery['products']['items'][number];

/** Fewer letters than this match half the catalog: the search waits for the second one. */
const MIN_QUERY = 2;

/**
 * Finds a product for a look's hotspot by name or SKU (the catalog's own search: Latin↔Cyrillic,
 * an exact SKU first) instead of typing its SKU; "Add" places it at the middle of the photo. It sits
 * inside the look-book form, so it is no form of its own: Enter searches, and does not save the book.
 */
export function SpotProductSearch({
  look,
  onPick,
  labels,
}: {
  look: number;
  onPick: (product: { id: string; sku: string; name: string }) => void;
  /** Another editor's words (the promotion editor adds products to a list; a look places them). */
  labels?: { find: string; add: string; addNamed: (name: string) => string };
}) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ query: string; items: readonly Found[] } | null>(null);
  const [search, sendSearch] = useFormSubmission(async (text: string) => {
    // the last answer goes while the next is asked: a failure must not sit beside stale results
    setFound(null);
    const { products } = await execute(StaffHotspotProductsDocument, { query: text });
    setFound({ query: text, items: products.items });
  });
  const busy = selectIsSubmitting(search);
  const ready = query.trim().length >= MIN_QUERY;
  const run = () => {
    if (ready) sendSearch({ type: 'SUBMIT', values: query.trim() });
  };

  return (
    <div className="spot-search" aria-busy={busy}>
      <label htmlFor={inputId}>{labels?.find ?? t('backoffice.lookbooks.findProduct', { look })}</label>
      <div className="spot-search__row">
        <input
          id={inputId}
          className="spot-search__input"
          type="search"
          value={query}
          autoComplete="off"
          placeholder={t('backoffice.lookbooks.findHint')}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            run();
          }}
        />
        <button type="button" className="button" disabled={!ready || busy} onClick={run}>
          <Search className="icon" aria-hidden="true" />
          {t('backoffice.lookbooks.find')}
        </button>
      </div>
      {search.context.failure && (
        <p role="alert" className="back-office__error">
          {errorMessage(intl, search.context.failure)}
        </p>
      )}
      {found && found.items.length === 0 && (
        <p role="status">{t('backoffice.lookbooks.noProducts', { query: found.query })}</p>
      )}
      {found && found.items.length > 0 && (
        <ul className="spot-search__results">
          {found.items.map((product) => (
            <li key={product.id}>
              <span className="spot-search__name">
                {product.name}
                <small>
                  {product.sku} · {formatMnt(intl, product.sellingPrice)} ·{' '}
                  {product.inStock ? t('product.inStock') : t('product.outOfStock')}
                </small>
              </span>
              <button
                type="button"
                className="button"
                aria-label={
                  labels?.addNamed(product.name) ??
                  t('backoffice.lookbooks.placeProduct', { name: product.name })
                }
                onClick={() => {
                  onPick({ id: product.id, sku: product.sku, name: product.name });
                  setFound(null);
                  setQuery('');
                }}
              >
                <Plus className="icon" aria-hidden="true" />
                {labels?.add ?? t('backoffice.lookbooks.place')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
