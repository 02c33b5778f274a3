import { useT } from '../i18n/intl.ts';
import { useCheckoutSelector } from './checkout-actor.tsx';

/**
 * The logged-in shopper's points beside the points field. The checkout machine asks for them (again
 * whenever the order's adjustments change: points used or given back) and only for a member; a
 * failed lookup shows nothing rather than a wrong number.
 */
export function LoyaltyBalance() {
  const t = useT();
  const points = useCheckoutSelector((snapshot) => snapshot.context.loyaltyPoints);

  if (points === null) return null;
  return (
    <p className="apply-field__hint" data-testid="loyalty-balance">
      {t('checkout.loyalty.balance', { points })}
    </p>
  );
}
