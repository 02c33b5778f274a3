import { Link } from 'wouter';
import { Breadcrumbs } from '../catalog/breadcrumbs.tsx';
import { breadcrumbHref, taxonHref } from '../catalog/links.ts';
import { PRODUCTS_PER_PAGE, ProductList } from '../catalog/product-list.tsx';
import { TaxonDocument, type TaxonQuery } from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';

/** /t/<permalink>: a category, its subcategories and the products under it (spec §2). */
export const taxonRoute = defineRoute({
  id: 'taxon',
  match: (pathname) => {
    const permalink = /^\/t\/(.+?)\/?$/.exec(pathname)?.[1];
    return permalink ? { permalink } : null;
  },
  load: ({ permalink }, { execute }) => execute(TaxonDocument, { permalink, perPage: PRODUCTS_PER_PAGE }),
  head: ({ taxon, products }, intl) => ({
    title: taxon.name,
    description: `${taxon.name}: ${translate(intl, 'products.count', { total: products.total })}`,
  }),
  Component: TaxonScreen,
});

function TaxonScreen({ data: { taxon, products } }: RouteComponentProps<TaxonQuery>) {
  const t = useT();
  const trail = taxon.breadcrumbs.map((crumb) => ({ href: breadcrumbHref(crumb.link), title: crumb.title }));
  return (
    <>
      <Breadcrumbs trail={trail} />
      <header className="page-header">
        <h1>{taxon.name}</h1>
        <p className="page-header__count">{t('products.count', { total: products.total })}</p>
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
      <ProductList firstPage={products.items} taxon={taxon.permalink} />
    </>
  );
}
