import { FormattedMessage } from 'react-intl';
import { Breadcrumbs } from '../catalog/breadcrumbs.tsx';
import { PRODUCTS_PER_PAGE, ProductList } from '../catalog/product-list.tsx';
import { type ProductPageFieldsFragment, ProductsDocument } from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';

/** /products: the whole visible catalog (spec §2). */
export const productsRoute = defineRoute({
  id: 'products',
  match: (pathname) => (/^\/products\/?$/.test(pathname) ? {} : null),
  load: async (_params, { execute }) =>
    (await execute(ProductsDocument, { page: 1, perPage: PRODUCTS_PER_PAGE })).products,
  head: (_page, intl) => ({
    title: translate(intl, 'products.title'),
    description: translate(intl, 'products.description'),
  }),
  Component: ProductsScreen,
});

function ProductsScreen({ data: page }: RouteComponentProps<ProductPageFieldsFragment>) {
  const t = useT();
  return (
    <>
      <Breadcrumbs trail={[]} />
      <header className="page-header">
        <h1>{t('products.title')}</h1>
        <p className="page-header__count">
          <FormattedMessage id="products.count" values={{ total: page.total }} />
        </p>
      </header>
      <ProductList firstPage={page.items} />
    </>
  );
}
