import { useSelector } from '@xstate/store-react';
import { useEffect, useState } from 'react';
import { sessionStore } from '../account/session.ts';
import { useExecute } from '../graphql/context.tsx';
import { CheckoutLoyaltyPointsDocument } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';
import { useCheckoutSelector } from './checkout-actor.tsx';

/**
 * The logged-in shopper's points beside the points field, asked again whenever the order's
 * adjustments change (points used or given back). A guest has none to show; a failed lookup shows
 * nothing rather than a wrong number.
 */
export function LoyaltyBalance() {
  const t = useT();
  const execute = useExecute();
  const member = useSelector(sessionStore, (snapshot) => snapshot.context.status === 'member');
  const adjusted = useCheckoutSelector((snapshot) => snapshot.context.order?.adjustmentTotal ?? 0);
  const [points, setPoints] = useState<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `adjusted` changes when points are used or given back: ask again
  useEffect(() => {
    if (!member) {
      setPoints(null);
      return;
    }
    let current = true;
    execute(CheckoutLoyaltyPointsDocument, {}).then(
      ({ loyaltyPoints }) => current && setPoints(loyaltyPoints),
      () => current && setPoints(null),
    );
    return () => {
      current = false;
    };
  }, [member, execute, adjusted]);

  if (points === null) return null;
  return (
    <p className="apply-field__hint" data-testid="loyalty-balance">
      {t('checkout.loyalty.balance', { points })}
    </p>
  );
}
