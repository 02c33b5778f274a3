import { Link } from 'wouter';
import { productHref, taxonHref } from '../catalog/links.ts';
import { ProductCard } from '../catalog/product-card.tsx';
import type { SearchQuery, SuggestQuery } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';
import { searchHref } from './search-url.ts';

export type Suggestions = SuggestQuery['suggest'];

/** What a search that found nothing offers instead: the catalog's biggest categories and some deals. */
export type Popular = Pick<SearchQuery['search'], 'items' | 'facets'>;

/** How many deals the empty page shows: one or two rows. */
export const POPULAR_PRODUCTS = 8;
const POPULAR_CATEGORIES = 8;

/** Above the results of a text search: that they are typo-tolerant matches, when they are. */
export function FuzzyNotice({ text }: { text: string }) {
  const t = useT();
  return (
    <p className="search-page__fuzzy" role="status">
      {t('search.fuzzy', { text })}
    </p>
  );
}

/**
 * Nothing matched, not even loosely: one empty state that says so once, then where to go — the
 * spelling the shop knows (completions of the text, spec §2), how to search instead, the biggest
 * categories and products on sale.
 */
export function NoResults({
  text,
  suggestions,
  popular,
}: {
  text: string;
  suggestions: Suggestions;
  popular: Popular | null;
}) {
  const t = useT();
  const categories = (popular?.facets?.taxons.find((level) => level.level === 0)?.buckets ?? []).slice(
    0,
    POPULAR_CATEGORIES,
  );
  const products = popular?.items.slice(0, POPULAR_PRODUCTS) ?? [];
  return (
    <section className="search-page__empty no-results" aria-labelledby="no-results-title">
      <h2 id="no-results-title" className="no-results__title">
        {t('search.noResults.title', { text })}
      </h2>
      {suggestions.length > 0 && (
        <div className="no-results__hint">
          <p>{t('search.noResults.didYouMean')}</p>
          <ul className="no-results__links">
            {suggestions.map((suggestion) => (
              <li key={`${suggestion.slug ?? ''}:${suggestion.text}`}>
                <Link href={suggestion.slug ? productHref(suggestion.slug) : searchHref(suggestion.text)}>
                  {suggestion.text}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="no-results__tips">{t('search.noResults.tips')}</p>
      {categories.length > 0 && (
        <nav className="no-results__categories" aria-label={t('search.noResults.categories')}>
          <h3>{t('search.noResults.categories')}</h3>
          <ul className="no-results__links">
            {categories.map((category) => (
              <li key={category.value}>
                <Link href={taxonHref(category.value)}>{category.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {products.length > 0 && (
        <section className="no-results__products" aria-labelledby="no-results-products">
          <h3 id="no-results-products">{t('search.noResults.products')}</h3>
          <ul className="product-grid">
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
