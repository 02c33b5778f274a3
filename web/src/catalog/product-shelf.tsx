import { useId } from 'react';
import type { ProductCardFieldsFragment } from '../graphql/generated/graphql.ts';
import { ProductCard } from './product-card.tsx';

/** A titled row of product cards (related, same series, recommended, recently viewed); none when empty. */
export function ProductShelf({
  title,
  items,
}: {
  title: string;
  items: readonly ProductCardFieldsFragment[];
}) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className="product-shelf" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="product-shelf__list">
        {items.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
