import '../styles/content.css';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { Breadcrumbs } from '../catalog/breadcrumbs.tsx';
import { PRODUCTS_PER_PAGE } from '../catalog/product-list.tsx';
import { BRANDS_HREF, brandHref } from '../content/links.ts';
import { TextBlocks } from '../content/text-blocks.tsx';
import { BrandProductsDocument, type BrandProductsQuery } from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { CatalogBrowser, type SearchResult } from '../search/catalog-browser.tsx';
import { type SearchState, searchInput } from '../search/search-url.ts';
import { routePaths } from './paths.ts';

interface BrandProductsData {
  brand: BrandProductsQuery['brandByCode'];
  result: SearchResult;
  state: SearchState;
}

const STORY_PREVIEW = 160;

/**
 * /brands/<code>: the brand, its story where it has one, and its products: a search filtered by the
 * brand with the catalogue's facets, sorts and "load more" (spec §2 Brands).
 */
export const brandProductsRoute = defineRoute({
  id: 'brand-products',
  match: routePaths.brandProducts,
  load: async ({ code, state }, { execute }): Promise<BrandProductsData> => {
    const input = { ...searchInput(state, 1, PRODUCTS_PER_PAGE), brands: [code] };
    const { brandByCode, search } = await execute(BrandProductsDocument, { code, input });
    return { brand: brandByCode, result: search, state };
  },
  head: ({ brand, result }, intl) => ({
    title: brand.name,
    description: (
      brand.story ??
      translate(intl, 'brandPage.description', {
        name: brand.name,
        count: translate(intl, 'products.count', { total: result.total }),
      })
    )
      .replace(/\s+/g, ' ')
      .slice(0, STORY_PREVIEW),
  }),
  Component: BrandProductsScreen,
});

function BrandProductsScreen({ data: { brand, result, state } }: RouteComponentProps<BrandProductsData>) {
  const t = useT();
  // one object per brand: the list's fetch (and so its machine) stays the same across renders
  const scope = useMemo(() => ({ brands: [brand.code] }), [brand.code]);
  return (
    <>
      <Breadcrumbs
        trail={[
          { href: BRANDS_HREF, title: t('brandPage.allBrands') },
          { href: brandHref(brand.code), title: brand.name },
        ]}
      />
      <header className="page-header brand-header">
        {brand.logo && <img className="brand-header__logo" src={brand.logo} alt="" width={120} height={60} />}
        <div>
          <h1>{brand.name}</h1>
          <p className="page-header__count">{t('products.count', { total: result.total })}</p>
        </div>
      </header>
      {brand.story && (
        <section className="brand-story" aria-labelledby="brand-story-title">
          <h2 id="brand-story-title">{t('brandPage.story', { name: brand.name })}</h2>
          <TextBlocks text={brand.story} />
        </section>
      )}
      <h2 className="visually-hidden">{t('brandPage.products', { name: brand.name })}</h2>
      <CatalogBrowser result={result} state={state} scope={scope} />
      <p>
        <Link href={BRANDS_HREF}>{t('brandPage.allBrands')}</Link>
      </p>
    </>
  );
}
