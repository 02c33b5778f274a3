import { useIntl } from 'react-intl';
import { formatMnt, useT } from '../i18n/intl.ts';
import { useCheckoutActor, useCheckoutSelector } from './checkout-actor.tsx';

/** The shipping methods with their rate, once the address is saved. */
export function ShippingChoice() {
  const t = useT();
  const intl = useIntl();
  const actor = useCheckoutActor();
  const options = useCheckoutSelector((snapshot) => snapshot.context.shippingOptions);
  const choosing = useCheckoutSelector((snapshot) => snapshot.matches({ address: 'choosingShipping' }));
  const busy = useCheckoutSelector((snapshot) => snapshot.hasTag('busy'));
  return (
    <section className="checkout-shipping" aria-busy={busy} data-testid="shipping-step">
      <h2>{t('checkout.shipping.title')}</h2>
      {busy && !choosing ? <p role="status">{t('checkout.busy')}</p> : null}
      <ul className="checkout-shipping__options">
        {options.map((option) => (
          <li key={option.code}>
            <button
              type="button"
              className="button"
              disabled={!choosing}
              onClick={() => actor.send({ type: 'CHOOSE_SHIPPING', code: option.code })}
            >
              {option.name} — {formatMnt(intl, option.cost)} (
              {t('checkout.shipping.eta', { hours: option.etaHours })})
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="link-button"
        disabled={!choosing}
        onClick={() => actor.send({ type: 'EDIT_ADDRESS' })}
      >
        {t('checkout.shipping.editAddress')}
      </button>
    </section>
  );
}
