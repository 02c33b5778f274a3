import '../styles/compare-page.css';
import { useActorRef, useSelector } from '@xstate/react';
import { useSelector as useStoreSelector } from '@xstate/store-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import {
  compareProductsSelectors,
  createCompareProductsMachine,
} from '../../../machines/compare-products.ts';
import { ALL_PRODUCTS_HREF, productHref } from '../catalog/links.ts';
import { ShopImage } from '../catalog/responsive-image.tsx';
import { COMPARE_FEATURE } from '../compare/compare-feature.tsx';
import { type ComparedProduct, differs, propertyRows } from '../compare/compare-rows.ts';
import { compareList } from '../compare/compare-store.ts';
import { flowInspect } from '../flows/inspect.ts';
import { GraphqlRequestError } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import { CompareProductsDocument, SiteDataDocument } from '../graphql/generated/graphql.ts';
import { formatMnt, translate, useT } from '../i18n/intl.ts';
import { defineRoute } from '../routing/route.ts';
import { routePaths } from './paths.ts';

/** Shown instead of a missing value (spec: "missing = —"). */
const MISSING = '—';

/**
 * /compare (spec §4): the compare list's products side by side. The list lives in this browser's
 * storage, so the server renders the frame only and the products load after hydration. A tenant
 * with the `compare` feature off has no such page (404).
 */
export const compareRoute = defineRoute({
  id: 'compare',
  match: routePaths.compare,
  load: async (_params, { execute }) => {
    const { siteData } = await execute(SiteDataDocument, {});
    if (!siteData.configs.features.includes(COMPARE_FEATURE)) {
      throw new GraphqlRequestError('NOT_FOUND', 'Compare is not offered by this shop');
    }
    return null;
  },
  head: (_data, intl) => ({ title: translate(intl, 'compare.title') }),
  Component: CompareScreen,
});

const machine = createCompareProductsMachine<ComparedProduct>();

function CompareScreen() {
  const t = useT();
  const execute = useExecute();
  const provided = useMemo(
    () =>
      machine.provide({
        actors: {
          fetchProducts: fromPromise<readonly ComparedProduct[], { slugs: readonly string[] }>(
            async ({ input }) =>
              (await execute(CompareProductsDocument, { slugs: [...input.slugs] })).productsBySlugs,
          ),
        },
      }),
    [execute],
  );
  const actor = useActorRef(provided, { inspect: flowInspect });
  const restored = useStoreSelector(compareList.store, (snapshot) => snapshot.context.restored);
  const slugs = useStoreSelector(compareList.store, (snapshot) => snapshot.context.slugs);
  useEffect(() => {
    if (restored) actor.send({ type: 'SLUGS', slugs });
  }, [actor, restored, slugs]);

  const products = useSelector(actor, (snapshot) => snapshot.context.products);
  const missing = useSelector(actor, (snapshot) => snapshot.context.missing);
  const pending = useSelector(actor, compareProductsSelectors.pending);
  const failed = useSelector(actor, compareProductsSelectors.failed);
  // A product gone from the catalog since it was added has no column: it leaves the list too.
  useEffect(() => {
    for (const slug of missing) compareList.remove(slug);
  }, [missing]);

  return (
    <section className="compare" aria-busy={pending}>
      <h1>{t('compare.title')}</h1>
      {products.length > 0 ? (
        <CompareTable products={products} />
      ) : pending ? (
        <p className="compare__status">{t('compare.loading')}</p>
      ) : failed ? null : (
        <div className="compare__empty">
          <p>{t('compare.empty')}</p>
          <p>
            <Link href={ALL_PRODUCTS_HREF} className="button button--primary">
              {t('compare.browse')}
            </Link>
          </p>
        </div>
      )}
      {failed && (
        <div className="compare__failed" role="alert">
          <p>{t('compare.failed')}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('compare.retry')}
          </button>
        </div>
      )}
    </section>
  );
}

function CompareTable({ products }: { products: readonly ComparedProduct[] }) {
  const t = useT();
  const intl = useIntl();
  const properties = propertyRows(products);
  const fixedRows = [
    {
      key: 'price',
      label: t('compare.price'),
      values: products.map((product) => product.sellingPrice),
      render: (product: ComparedProduct) => (
        <>
          {formatMnt(intl, product.sellingPrice)}
          {product.sellingPrice < product.price && (
            <>
              {' '}
              <s className="compare__original">{formatMnt(intl, product.price)}</s>
            </>
          )}
        </>
      ),
    },
    {
      key: 'brand',
      label: t('compare.brand'),
      values: products.map((product) => product.brand?.name ?? null),
      render: (product: ComparedProduct) => product.brand?.name ?? MISSING,
    },
    {
      key: 'stock',
      label: t('compare.stock'),
      values: products.map((product) => product.inStock),
      render: (product: ComparedProduct) => t(product.inStock ? 'product.inStock' : 'product.outOfStock'),
    },
  ];
  return (
    <div className="compare__scroll">
      <table className="compare-table" data-testid="compare-table" data-columns={products.length}>
        <caption className="compare-table__caption">{t('compare.caption')}</caption>
        <thead>
          <tr>
            <td className="compare-table__label compare-table__corner" />
            {products.map((product) => (
              <th
                key={product.slug}
                scope="col"
                className="compare-table__cell compare-table__product"
                data-testid="compare-column"
              >
                <ProductHeading product={product} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {fixedRows.map((row) => (
            <CompareRow
              key={row.key}
              label={row.label}
              differ={differs(row.values)}
              cells={products.map((product) => ({ key: product.slug, content: row.render(product) }))}
            />
          ))}
          {properties.map((row) => (
            <CompareRow
              key={`property:${row.name}`}
              label={row.name}
              differ={row.differs}
              cells={row.values.map((value, index) => ({
                key: products[index]?.slug ?? String(index),
                content: value ?? MISSING,
              }))}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface Cell {
  key: string;
  content: ReactNode;
}

/** A row of the table; a row whose values differ is highlighted, and says so to screen readers. */
function CompareRow({ label, differ, cells }: { label: string; differ: boolean; cells: readonly Cell[] }) {
  const t = useT();
  const modifier = differ ? ' compare-table__differs' : '';
  return (
    <tr data-differs={differ}>
      <th scope="row" className={`compare-table__label${modifier}`}>
        {label}
        {differ && <span className="visually-hidden"> ({t('compare.differs')})</span>}
      </th>
      {cells.map((cell) => (
        <td key={cell.key} className={`compare-table__cell${modifier}`}>
          {cell.content}
        </td>
      ))}
    </tr>
  );
}

function ProductHeading({ product }: { product: ComparedProduct }) {
  const t = useT();
  return (
    <div className="compare-table__heading">
      <Link href={productHref(product.slug)} className="compare-table__link">
        {product.image ? (
          <ShopImage
            className="compare-table__image"
            src={product.image}
            alt=""
            sizes="160px"
            width={160}
            height={160}
          />
        ) : (
          <span className="compare-table__image" aria-hidden="true" />
        )}
        <span className="compare-table__name">{product.name}</span>
      </Link>
      <button
        type="button"
        className="compare-table__remove"
        aria-label={t('compare.removeItem', { name: product.name })}
        data-testid="compare-remove"
        onClick={() => compareList.remove(product.slug)}
      >
        {t('compare.remove')}
      </button>
    </div>
  );
}
