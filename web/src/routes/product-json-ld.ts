import type { ProductQuery, ReviewFieldsFragment } from '../graphql/generated/graphql.ts';

type Product = ProductQuery['product'] & { reviewPage?: { reviews: readonly ReviewFieldsFragment[] } | null };

/** Reviews written out for search engines: the first few of the page. */
const JSON_LD_REVIEWS = 5;

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/**
 * schema.org Product data for search engines' rich results: the price the shopper pays, in whole
 * tugrik (MNT), with availability, brand, SKU and image. One offer per variant when there are
 * several, so each size or colour is priced on its own.
 */
export function productJsonLd(product: Product, description: string): Record<string, unknown> {
  const offer = (sku: string, price: number, inStock: boolean) => ({
    '@type': 'Offer',
    sku,
    price,
    priceCurrency: 'MNT',
    availability: inStock ? IN_STOCK : OUT_OF_STOCK,
  });
  const offers =
    product.variants.length > 1
      ? product.variants.map((variant) => offer(variant.sku, variant.sellingPrice, variant.inStock))
      : offer(product.sku, product.sellingPrice, product.inStock);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    description,
    ...(product.image ? { image: product.image } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    offers,
    // Google asks for both or neither: the average of the visible reviews and a few of them (#17)
    ...(product.totalReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.averageRating,
            reviewCount: product.totalReviews,
            bestRating: 5,
            worstRating: 1,
          },
          review: (product.reviewPage?.reviews ?? []).slice(0, JSON_LD_REVIEWS).map((review) => ({
            '@type': 'Review',
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            author: { '@type': 'Person', name: review.authorName || 'Shopper' },
            datePublished: review.createdAt.slice(0, 10),
            reviewBody: review.comment,
          })),
        }
      : {}),
  };
}
