import { useCallback, useEffect, useState } from 'react';
import { track } from '../analytics/track.ts';
import { AgeGate } from '../brand/age-gate.tsx';
import {
  AGE_WITHHELD,
  type AgeWithheld,
  AgeWithheldScreen,
  ageWithheldHead,
  isAgeWithheld,
} from '../brand/age-withheld.tsx';
import { isAgeRestricted } from '../brand/links.ts';
import { AddToCart } from '../cart/add-to-cart.tsx';
import { badgeTextColor } from '../catalog/badge-colors.ts';
import { Breadcrumbs } from '../catalog/breadcrumbs.tsx';
import { variantForImage } from '../catalog/gallery-variants.ts';
import { breadcrumbHref, productHref } from '../catalog/links.ts';
import { PackageContents } from '../catalog/package-contents.tsx';
import { Price } from '../catalog/price.tsx';
import { GALLERY_SIZES, galleryImages, ProductGallery } from '../catalog/product-gallery.tsx';
import { SIZABLE_KEYS, SizingGuide } from '../catalog/sizing-guide.tsx';
import { CompareToggle } from '../compare/compare-toggle.tsx';
import { FitsPrinters } from '../compatibility/fits-printers.tsx';
import {
  ProductDocument,
  type ProductQuery,
  ProductReviewsDocument,
  type ReviewSummaryFieldsFragment,
} from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';
import { REVIEWS_PER_PAGE, type ReviewPageData } from '../reviews/review-page.ts';
import { Stars } from '../reviews/stars.tsx';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { showInAddressBar } from '../routing/url.ts';
import { deferred } from '../shell/deferred.tsx';
import { VariantHeart } from '../wishlist/heart-button.tsx';
import { wishVariantStore } from '../wishlist/wish-context.tsx';
import { WishFromLogin } from '../wishlist/wish-from-login.tsx';
import { routePaths, VARIANT_PARAM } from './paths.ts';
import { ProductFacts, VariantPicker, variantName } from './product-details.tsx';
import { productJsonLd } from './product-json-ld.ts';
import { ProductLists } from './product-lists.tsx';
import { NutritionTable } from './product-nutrition.tsx';
import { StockState } from './product-stock.tsx';
import { WhereToBuy } from './product-where-to-buy.tsx';

/** Below the fold: its list, filter and form code (~4 kB gzip) follow the page's first JavaScript. */
const ReviewSection = deferred(async () => (await import('../reviews/review-section.tsx')).ReviewSection);

/**
 * The product and the first page of its reviews (null when they could not be read: the list retries),
 * with the variant its address asked for (`?variant=`, not checked against the product yet).
 */
type Product = ProductQuery['product'] & {
  reviewPage: ReviewPageData | null;
  requestedVariant: string | null;
};

const DESCRIPTION_LENGTH = 160;

/** /products/<slug>: one product (spec §2). */
export const productRoute = defineRoute({
  id: 'product',
  match: routePaths.product,
  load: async ({ slug, variant }, { execute, withholdAgeRestricted }): Promise<Product | AgeWithheld> => {
    // the reviews beside the product, not after it; a failure there leaves the page without them
    const reviews = execute(ProductReviewsDocument, {
      slug,
      page: 1,
      perPage: REVIEWS_PER_PAGE,
      withPhotos: false,
    }).then(
      (answer) => answer.productReviews,
      () => null,
    );
    const { product } = await execute(ProductDocument, { slug });
    // Decided from the catalog (the product's taxon), so the product has to be read first.
    if (withholdAgeRestricted && isAgeRestricted(product.taxon.permalink)) return AGE_WITHHELD;
    return { ...product, reviewPage: await reviews, requestedVariant: variant ?? null };
  },
  head: (product, intl) => {
    if (isAgeWithheld(product)) return ageWithheldHead(intl);
    const description = (product.description || product.name)
      .replace(/\s+/g, ' ')
      .slice(0, DESCRIPTION_LENGTH);
    const main = galleryImages(product.images, leadImages(product, initialVariant(product)))[0];
    return {
      title: product.name,
      description,
      jsonLd: productJsonLd(product, description),
      ...(main ? { preloadImage: { src: main, sizes: GALLERY_SIZES } } : {}),
    };
  },
  Component: ProductScreen,
});

type Variant = Product['variants'][number];

/** Sized products wait for a size to be chosen; the others start on their first variant. */
const sizableOf = (product: Product) =>
  SIZABLE_KEYS.filter((key) =>
    product.variants.some((variant) => variant.optionValues.some((value) => value.type === key)),
  );
/** The variant the address named (one of this product's), else the product's default. */
const initialVariant = (product: Product) =>
  product.variants.find((variant) => variant.id === product.requestedVariant) ??
  (sizableOf(product).length > 0 ? undefined : product.variants[0]);

/** The current address with the chosen variant in it (the rest of the query and the hash kept). */
function addressWithVariant(variantId: string): string {
  const url = new URL(window.location.href);
  url.searchParams.set(VARIANT_PARAM, variantId);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** What the gallery leads with: the variant's own views, else its (or the product's) one image. */
function leadImages(product: Product, variant: Variant | undefined): string[] {
  if (variant && variant.images.length > 0) return variant.images;
  const image = variant?.image ?? product.image;
  return image ? [image] : [];
}

/**
 * A spirit is shown only after the age gate (spec §1, §6). The server sends it only to a visitor
 * with the gate's cookie; for anyone else it is withheld and loaded after the yes.
 */
function ProductScreen({ data, reload }: RouteComponentProps<Product | AgeWithheld>) {
  if (isAgeWithheld(data)) return <AgeWithheldScreen reload={reload} />;
  return isAgeRestricted(data.taxon.permalink) ? (
    <AgeGate>
      <ProductPage product={data} />
    </AgeGate>
  ) : (
    <ProductPage product={data} />
  );
}

function ProductPage({ product }: { product: Product }) {
  useEffect(() => {
    track('view_item', {
      value: product.sellingPrice,
      items: [
        {
          item_id: product.sku,
          item_name: product.name,
          item_brand: product.brand?.name,
          price: product.sellingPrice,
        },
      ],
    });
  }, [product]);
  useEffect(() => {
    // The cards of this product (related lists, the catalogue) wish the same variant as its page.
    const first = product.variants[0]?.id;
    if (first) wishVariantStore.trigger.learned({ productId: product.id, variantId: first });
  }, [product]);
  const t = useT();
  const [summary, setSummary] = useState<ReviewSummaryFieldsFragment | null>(product.reviewPage);
  const keepSummary = useCallback((next: ReviewSummaryFieldsFragment) => setSummary(next), []);
  const rating = summary ?? { averageRating: product.averageRating, totalReviews: product.totalReviews };
  const sizableKeys = sizableOf(product);
  const sizable = sizableKeys.length > 0;
  const [variantId, setVariantId] = useState(() => initialVariant(product)?.id);
  const choose = useCallback((id: string) => {
    setVariantId(id);
    showInAddressBar(addressWithVariant(id));
  }, []);
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  // Before a size is chosen the heart wishes the first variant, as a product card's heart does.
  const heartVariantId = variantId ?? product.variants[0]?.id;
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
          <ProductGallery
            images={product.images}
            lead={leadImages(product, variant)}
            name={product.name}
            variantOf={(image) => {
              const owner = variantForImage(product.variants, variant, image);
              return owner && { id: owner.id, name: variantName(owner) };
            }}
            onVariant={choose}
          />
        </div>
        <div className="product__summary">
          {product.brand && <p className="product__brand">{product.brand.name}</p>}
          <h1>{product.name}</h1>
          <a className="product__rating" href="#reviews">
            <Stars rating={rating.averageRating} count={rating.totalReviews} />
          </a>
          {product.badges.length > 0 && (
            <ul className="badges">
              {product.badges.map((badge) => (
                <li
                  key={badge.id}
                  className="badge"
                  style={{ backgroundColor: badge.color, color: badgeTextColor(badge.color) }}
                >
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
          <StockState product={product} inStock={shown.inStock} />
          {product.variants.length > 1 && (
            <VariantPicker variants={product.variants} selected={variantId} onSelect={choose} />
          )}
          <SizingGuide keys={sizableKeys} />
          {sizable && !variant && (
            <p className="product__size-required" role="note">
              {t('product.sizeRequired')}
            </p>
          )}
          {variantId && (
            <AddToCart
              variantId={variantId}
              productName={product.name}
              inStock={shown.inStock}
              label={product.packageContents.length > 0 ? 'package.add' : 'cart.add'}
            />
          )}
          {heartVariantId && (
            <VariantHeart
              variantId={heartVariantId}
              product={{
                name: product.name,
                slug: product.slug,
                price: shown.sellingPrice,
                brand: product.brand?.name,
              }}
              className="product__heart"
            />
          )}
          <WishFromLogin />
          <CompareToggle slug={product.slug} name={product.name} className="product__compare" />
          <PackageContents contents={product.packageContents} packagePrice={shown.sellingPrice} />
          <WhereToBuy
            firstVariantId={product.variants[0]?.id}
            initial={product.branchStock ?? null}
            variantId={variantId}
          />
          <ProductFacts product={product} sku={shown.sku} />
          <NutritionTable facts={product.nutrition ?? null} />
          <FitsPrinters models={product.fitsPrinters} />
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
      <ReviewSection
        slug={product.slug}
        initial={product.reviewPage}
        summary={summary}
        onSummary={keepSummary}
      />
      <ProductLists product={product} />
    </>
  );
}
