import { useState } from 'react';
import { Breadcrumbs } from '../catalog/breadcrumbs.tsx';
import { breadcrumbHref, productHref } from '../catalog/links.ts';
import { Price } from '../catalog/price.tsx';
import { ProductDocument, type ProductQuery } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { ProductFacts, VariantPicker } from './product-details.tsx';

type Product = ProductQuery['product'];

const IMAGE_SIZE = 560;
const DESCRIPTION_LENGTH = 160;

/** /products/<slug>: one product (spec §2). */
export const productRoute = defineRoute({
  id: 'product',
  match: (pathname) => {
    const slug = /^\/products\/([^/]+)\/?$/.exec(pathname)?.[1];
    return slug ? { slug } : null;
  },
  load: async ({ slug }, { execute }) => (await execute(ProductDocument, { slug })).product,
  head: (product) => ({
    title: product.name,
    description: (product.description || product.name).replace(/\s+/g, ' ').slice(0, DESCRIPTION_LENGTH),
  }),
  Component: ProductScreen,
});

function ProductScreen({ data: product }: RouteComponentProps<Product>) {
  const t = useT();
  const [variantId, setVariantId] = useState(product.variants[0]?.id);
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  const shown = {
    image: variant?.image ?? product.image,
    price: variant?.price ?? product.price,
    sellingPrice: variant?.sellingPrice ?? product.sellingPrice,
    sku: variant?.sku ?? product.sku,
    inStock: variant?.inStock ?? product.inStock,
  };
  const trail = [
    ...product.taxon.breadcrumbs.map((crumb) => ({ href: breadcrumbHref(crumb.link), title: crumb.title })),
    { href: productHref(product.slug), title: product.name },
  ];

  return (
    <>
      <Breadcrumbs trail={trail} />
      <article className="product">
        <div className="product__media">
          {shown.image ? (
            <img src={shown.image} alt={product.name} width={IMAGE_SIZE} height={IMAGE_SIZE} />
          ) : (
            <span className="product__image--none" aria-hidden="true" />
          )}
        </div>
        <div className="product__summary">
          {product.brand && <p className="product__brand">{product.brand.name}</p>}
          <h1>{product.name}</h1>
          {product.badges.length > 0 && (
            <ul className="badges">
              {product.badges.map((badge) => (
                <li key={badge.id} className="badge" style={{ backgroundColor: badge.color }}>
                  {badge.name}
                </li>
              ))}
            </ul>
          )}
          <Price
            className="product__price"
            price={shown.price}
            sellingPrice={shown.sellingPrice}
            salePercent={product.salePercent}
          />
          <p className={shown.inStock ? 'stock stock--in' : 'stock stock--out'}>
            {shown.inStock ? t('product.inStock') : t('product.outOfStock')}
          </p>
          {product.variants.length > 1 && (
            <VariantPicker variants={product.variants} selected={variantId} onSelect={setVariantId} />
          )}
          <ProductFacts product={product} sku={shown.sku} />
        </div>
      </article>
      {product.description && (
        <section className="product__description">
          <h2>{t('product.description')}</h2>
          {product.description.split(/\n\s*\n/).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      )}
    </>
  );
}
