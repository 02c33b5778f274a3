import { Link } from 'wouter';
import { productHref } from '../catalog/links.ts';
import type { SuggestQuery } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';
import { searchHref } from './search-url.ts';

export type Suggestions = SuggestQuery['suggest'];

/** Above the results of a text search: that they are typo-tolerant matches, when they are. */
export function FuzzyNotice({ text }: { text: string }) {
  const t = useT();
  return (
    <p className="search-page__fuzzy" role="status">
      {t('search.fuzzy', { text })}
    </p>
  );
}

/** Nothing matched: say so, and offer completions of the text (spec §2 search with results). */
export function NoResults({ text, suggestions }: { text: string; suggestions: Suggestions }) {
  const t = useT();
  return (
    <section className="search-page__empty">
      <p>{t('search.empty', { text })}</p>
      {suggestions.length > 0 && (
        <>
          <p>{t('search.emptyHint')}</p>
          <ul>
            {suggestions.map((suggestion) => (
              <li key={`${suggestion.slug ?? ''}:${suggestion.text}`}>
                <Link href={suggestion.slug ? productHref(suggestion.slug) : searchHref(suggestion.text)}>
                  {suggestion.text}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
