import { memo, useId, useState } from 'react';
import type { ProductCardFieldsFragment } from '../graphql/generated/graphql.ts';
import { ProductCard } from './product-card.tsx';

/**
 * Cards rendered before the shopper reaches into a shelf: a wide screen's row. A product page holds
 * up to 100 cards below the fold (spec §9: same series 20, related 30, recommended 50); laying out
 * and hydrating all of them was most of the page's blocked main thread on Lighthouse's mobile CPU,
 * so the rest render once the shelf is scrolled, focused or pointed at.
 */
export const SHELF_FIRST_CARDS = 6;

/**
 * A titled row of product cards (related, same series, recommended, recently viewed); none when empty.
 * Memoised: when the recently viewed list changes (right after hydration, when the page notes its
 * product) only that shelf renders again, not the other three shelves' cards, in the synchronous
 * render a store update makes (Lighthouse's TBT on the product page).
 */
export const ProductShelf = memo(function ProductShelf({
  title,
  items,
}: {
  title: string;
  items: readonly ProductCardFieldsFragment[];
}) {
  const headingId = useId();
  const [reached, setReached] = useState(false);
  if (items.length === 0) return null;
  const reach = reached ? undefined : () => setReached(true);
  const shown = reached ? items : items.slice(0, SHELF_FIRST_CARDS);
  return (
    <section className="product-shelf" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul
        className="product-shelf__list"
        onScroll={reach}
        onFocus={reach}
        onPointerEnter={reach}
        onTouchStart={reach}
      >
        {shown.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
});
