import { useState } from 'react';
import { ProductCard } from '../catalog/product-card.tsx';
import type { ProductCardFieldsFragment } from '../graphql/generated/graphql.ts';

/**
 * Cards rendered before the shopper reaches into a rail: about two screens' worth on a phone. The
 * home page holds 200 products (spec §9 section sizes); hydrating all of them cost 1.2 s of blocked
 * main thread on Lighthouse's mobile CPU, so the rest render once the rail is scrolled, focused or
 * pointed at.
 */
export const RAIL_FIRST_CARDS = 8;

/**
 * A section's products in a row that scrolls sideways (by touch, trackpad or keyboard: the row is
 * focusable and labelled by its heading).
 */
export function ProductRail({
  labelledBy,
  items,
}: {
  labelledBy: string;
  items: readonly ProductCardFieldsFragment[];
}) {
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  const shown = reached ? items : items.slice(0, RAIL_FIRST_CARDS);
  return (
    <section
      className="product-rail"
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      onScroll={reached ? undefined : reach}
      onFocus={reached ? undefined : reach}
      onPointerEnter={reached ? undefined : reach}
      onTouchStart={reached ? undefined : reach}
    >
      <ul className="product-rail__list">
        {shown.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
