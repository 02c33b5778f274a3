import { ShoppingBag } from 'lucide-react';
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
  // Adds queued offline (#19): not in the server's count yet, shown beside it as "+n" until sent.
  const waiting = useCartSelector(cartSelectors.waitingAdds);
  const label = t('cart.mini', { count });
  return (
    <Link
      href={CART_PATH}
      className={justChanged ? 'mini-cart header-action mini-cart--changed' : 'mini-cart header-action'}
      aria-label={waiting > 0 ? `${label}, ${t('cart.miniWaiting', { count: waiting })}` : label}
      data-testid="mini-cart"
    >
      {/* an icon of the shop's set, not the 🛒 emoji: a system without a colour-emoji font showed an empty box */}
      <ShoppingBag className="icon header-action__icon mini-cart__icon" aria-hidden="true" />
      <span className="mini-cart__count count-badge" aria-hidden="true">
        {count}
      </span>
      {waiting > 0 ? (
        <span className="mini-cart__waiting" aria-hidden="true" data-testid="mini-cart-waiting">
          +{waiting}
        </span>
      ) : null}
    </Link>
  );
}
