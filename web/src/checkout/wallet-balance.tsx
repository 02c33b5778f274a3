import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useExecute } from '../graphql/context.tsx';
import { CheckoutWalletDocument, type CheckoutWalletQuery } from '../graphql/generated/graphql.ts';
import { formatMnt, useT } from '../i18n/intl.ts';
import { useCheckoutSelector } from './checkout-actor.tsx';

/**
 * The wallet's balance and what this order may take from it (§9 caps, decided by the server) beside
 * the wallet input, asked again whenever the order's adjustments change (a coupon lowers the cap, a
 * wallet use spends the balance). Only a member's payment step shows the wallet at all; a failed
 * lookup shows nothing rather than a wrong number.
 */
export function WalletBalance() {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const adjusted = useCheckoutSelector((snapshot) => snapshot.context.order?.adjustmentTotal ?? 0);
  const [wallet, setWallet] = useState<CheckoutWalletQuery['wallet'] | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `adjusted` changes when the cap or balance may have: ask again
  useEffect(() => {
    let current = true;
    execute(CheckoutWalletDocument, {}).then(
      (answer) => current && setWallet(answer.wallet),
      () => current && setWallet(null),
    );
    return () => {
      current = false;
    };
  }, [execute, adjusted]);

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
