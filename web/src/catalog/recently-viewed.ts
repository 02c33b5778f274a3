import type { ProductCardFieldsFragment } from '../graphql/generated/graphql.ts';
import { createRecentList } from './recent-list.ts';

/** Spec §9: recently viewed holds 40, newest first, unique by id. */
export const RECENTLY_VIEWED = 40;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

/**
 * A stored card the product shelf can render: every field it reads, of the type it reads. A card
 * kept before cards carried their variant has none; its quick add looks the variant up.
 */
export function isProductCard(value: unknown): value is ProductCardFieldsFragment {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const card = value as Record<string, unknown>;
  return (
    isText(card.id) &&
    isText(card.slug) &&
    isText(card.name) &&
    isTextOrNull(card.image) &&
    isTextOrNull(card.brand) &&
    isAmount(card.price) &&
    isAmount(card.sellingPrice) &&
    isAmount(card.salePercent) &&
    typeof card.inStock === 'boolean' &&
    (card.variantId === undefined || typeof card.variantId === 'string')
  );
}

export const recentlyViewed = createRecentList<ProductCardFieldsFragment>(
  'shoppy.recentlyViewed',
  (product) => product.id,
  RECENTLY_VIEWED,
  isProductCard,
);
