import { Link } from 'wouter';
import { cartSelectors } from '../../../machines/cart.ts';
import { useT } from '../i18n/intl.ts';
import { useCartSelector } from './cart-context.tsx';

export const CART_PATH = '/cart';

/** The header's cart link with `total_quantity`; it lights up while the "added" flag is on (3 s). */
export function MiniCart() {
  const t = useT();
  const count = useCartSelector(cartSelectors.totalQuantity);
  const justChanged = useCartSelector(cartSelectors.justChanged);
  return (
    <Link
      href={CART_PATH}
      className={justChanged ? 'mini-cart mini-cart--changed' : 'mini-cart'}
      aria-label={t('cart.mini', { count })}
      data-testid="mini-cart"
    >
      {/* a drawn bag, not the 🛒 emoji: a system without a colour-emoji font showed an empty box */}
      <svg
        className="mini-cart__icon"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 7h12l-1 13H7L6 7z" />
        <path d="M9 7V6a3 3 0 0 1 6 0v1" />
      </svg>
      <span className="mini-cart__count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
