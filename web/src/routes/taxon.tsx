import { Link } from 'wouter';
import { Breadcrumbs } from '../catalog/breadcrumbs.tsx';
import { breadcrumbHref, taxonHref } from '../catalog/links.ts';
import { firstCardPreload } from '../catalog/product-card.tsx';
import { PRODUCTS_PER_PAGE } from '../catalog/product-list.tsx';
import { TaxonDocument, type TaxonQuery } from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { CatalogBrowser, type SearchResult } from '../search/catalog-browser.tsx';
import { type SearchState, searchInput } from '../search/search-url.ts';
import { routePaths } from './paths.ts';

interface TaxonData {
  taxon: TaxonQuery['taxon'];
  result: SearchResult;
  state: SearchState;
}

/** /t/<permalink>: a category, its subcategories and the products under it (spec §2), filterable. */
export const taxonRoute = defineRoute({
  id: 'taxon',
  match: routePaths.taxon,
  load: async ({ permalink, state }, { execute }): Promise<TaxonData> => {
    const input = searchInput(state, 1, PRODUCTS_PER_PAGE, permalink);
    const { taxon, search } = await execute(TaxonDocument, { permalink, input });
    return { taxon, result: search, state };
  },
  head: ({ taxon, result }, intl) => ({
    title: taxon.name,
    description: `${taxon.name}: ${translate(intl, 'products.count', { total: result.total })}`,
    ...firstCardPreload(result.items),
  }),
  Component: TaxonScreen,
});

function TaxonScreen({ data: { taxon, result, state } }: RouteComponentProps<TaxonData>) {
  const t = useT();
  const trail = taxon.breadcrumbs.map((crumb) => ({ href: breadcrumbHref(crumb.link), title: crumb.title }));
  return (
    <>
      <Breadcrumbs trail={trail} />
      <header className="page-header">
        <h1>{taxon.name}</h1>
        <p className="page-header__count">{t('products.count', { total: result.total })}</p>
      </header>
      {taxon.children.length > 0 && (
        <nav className="subcategories" aria-label={t('taxon.children')}>
          <ul>
            {taxon.children.map((child) => (
              <li key={child.id}>
                <Link href={taxonHref(child.permalink)}>{child.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <CatalogBrowser result={result} state={state} taxon={taxon.permalink} taxonDepth={taxon.depth} />
    </>
  );
}
