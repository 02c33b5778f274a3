import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { newCommandKey, useCartActor, useCartShown } from '../cart/cart-context.tsx';
import { useT } from '../i18n/intl.ts';
import { ReadyButton } from '../shell/ready.tsx';

export interface PlacedProduct {
  variantId: string;
  inStock: boolean;
  name: string;
}

interface Report {
  added: number;
  skipped: readonly string[];
}

/** Each variant once (a product may be placed in two looks), in the look book's order. */
export function splitByStock(placed: readonly PlacedProduct[]) {
  const seen = new Set<string>();
  const unique = placed.filter((item) => !seen.has(item.variantId) && seen.add(item.variantId));
  return {
    inStock: unique.filter((item) => item.inStock),
    outOfStock: unique.filter((item) => !item.inStock),
  };
}

/**
 * "Add all to cart": one of every in-stock product of the look book, through the cart machine's
 * queue like any add button (each add is its own idempotent command, sent in order; a refusal, such
 * as stock sold out since the page loaded, is toasted by the cart like any other). What was left
 * out for being out of stock is said beside the button, by name.
 */
export function AddAllToCart({ placed }: { placed: readonly PlacedProduct[] }) {
  // outside the shop's frame (a test rendering the page alone) there is no cart to add to
  return useCartShown() ? <AddAllButton placed={placed} /> : null;
}

function AddAllButton({ placed }: { placed: readonly PlacedProduct[] }) {
  const t = useT();
  const cart = useCartActor();
  const [report, setReport] = useState<Report | null>(null);
  const { inStock, outOfStock } = splitByStock(placed);
  const addAll = () => {
    for (const item of inStock) {
      cart.send({ type: 'ADD', variantId: item.variantId, quantity: 1, key: newCommandKey() });
    }
    setReport({ added: inStock.length, skipped: outOfStock.map((item) => item.name) });
  };
  return (
    <div className="look-book-add-all">
      {inStock.length > 0 ? (
        <>
          <ReadyButton type="button" className="button button--primary" onClick={addAll}>
            <ShoppingCart className="icon" aria-hidden="true" />
            {t('lookbook.addAll')}
          </ReadyButton>
          <span className="look-book-add-all__hint">
            {t('lookbook.addAllHint', { count: inStock.length })}
          </span>
        </>
      ) : (
        <p className="look-book-add-all__hint">{t('lookbook.noneInStock')}</p>
      )}
      <div role="status" className="look-book-add-all__report">
        {report && (
          <>
            <p>{t('lookbook.added', { count: report.added })}</p>
            {report.skipped.length > 0 && (
              <p>{t('lookbook.skipped', { names: report.skipped.join(', ') })}</p>
            )}
          </>
        )}
      </div>
    </div>
  );
}
