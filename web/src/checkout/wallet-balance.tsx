import { useIntl } from 'react-intl';
import { formatMnt, useT } from '../i18n/intl.ts';
import { useCheckoutSelector } from './checkout-actor.tsx';

/**
 * The wallet's balance and what this order may take from it (§9 caps, decided by the server) beside
 * the wallet input. The checkout machine asks for it (again whenever the order's adjustments change)
 * and only for a member; until it answers, or when the lookup failed, nothing is shown rather than
 * a wrong number.
 */
export function WalletBalance() {
  const t = useT();
  const intl = useIntl();
  const wallet = useCheckoutSelector((snapshot) => snapshot.context.wallet);

  if (!wallet) return null;
  const money = (amount: number) => formatMnt(intl, amount);
  return (
    <p className="apply-field__hint" data-testid="wallet-balance">
      {t('checkout.storeCredit.balance', { balance: money(wallet.balance) })}{' '}
      {wallet.usableOnCart > 0
        ? t('checkout.storeCredit.usable', {
            max: money(wallet.usableOnCart),
            min: money(wallet.minimumUse),
          })
        : t('checkout.storeCredit.unusable')}
    </p>
  );
}
