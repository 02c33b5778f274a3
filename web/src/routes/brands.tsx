import '../styles/content.css';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { groupByLetter } from '../content/brand-letters.ts';
import { brandHref } from '../content/links.ts';
import { useExecute } from '../graphql/context.tsx';
import { type BrandListingFieldsFragment, BrandsDocument } from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { PagedListFooter } from '../shell/paged-list-footer.tsx';
import { usePagedList } from '../shell/use-paged-list.ts';
import { routePaths } from './paths.ts';

/** Spec §9: all brands are loaded with per_page 999. */
export const BRANDS_PER_PAGE = 999;

interface BrandsData {
  items: readonly BrandListingFieldsFragment[];
  total: number;
}

/** /brands: every brand with its logo, under an A–Z index of Latin and Cyrillic letters (spec §2). */
export const brandsRoute = defineRoute({
  id: 'brands',
  match: routePaths.brands,
  load: async (_params, { execute }): Promise<BrandsData> => {
    const { brands } = await execute(BrandsDocument, { page: 1, perPage: BRANDS_PER_PAGE });
    return { items: brands.items, total: brands.total };
  },
  head: (_data, intl) => ({
    title: translate(intl, 'brands.title'),
    description: translate(intl, 'brands.description'),
  }),
  Component: BrandsScreen,
});

function BrandsScreen({ data }: RouteComponentProps<BrandsData>) {
  const t = useT();
  const execute = useExecute();
  const list = usePagedList<BrandListingFieldsFragment>({
    perPage: BRANDS_PER_PAGE,
    firstPage: data.items,
    fetchPage: async (input) => (await execute(BrandsDocument, input)).brands.items,
  });
  const { items } = list;
  const groups = useMemo(() => groupByLetter(items), [items]);

  return (
    <section className="brands-page">
      <header className="page-header">
        <h1>{t('brands.title')}</h1>
        <p className="page-header__count">{t('brands.count', { total: data.total })}</p>
      </header>
      {groups.length > 0 && (
        <nav className="letter-index" aria-label={t('brands.index')}>
          <ul>
            {groups.map((group) => (
              <li key={group.anchor}>
                <a href={`#${group.anchor}`}>{group.letter}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {groups.map((group) => (
        <section key={group.anchor} className="brand-group" aria-labelledby={group.anchor}>
          <h2 id={group.anchor} className="brand-group__letter">
            {group.letter}
          </h2>
          <ul className="brand-group__grid">
            {group.items.map((brand) => (
              <li key={brand.code}>
                <Link href={brandHref(brand.code)} className="brand-tile">
                  {brand.logo ? (
                    <img src={brand.logo} alt="" width={96} height={48} loading="lazy" decoding="async" />
                  ) : (
                    <span className="brand-tile__initial" aria-hidden="true">
                      {group.letter}
                    </span>
                  )}
                  <span className="brand-tile__name">{brand.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div className="product-list__more">
        <PagedListFooter
          list={list}
          moreLabel={t('list.loadMore')}
          empty={<p className="product-list__status">{t('brands.empty')}</p>}
          errorClassName="product-list__failure"
        />
      </div>
    </section>
  );
}
