import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CheckoutField } from '../../../machines/checkout.ts';
import { formatMnt, useT } from '../i18n/intl.ts';
import { ReadyButton } from '../shell/ready.tsx';
import { useTypedBeforeHydration } from '../shell/typed-before-hydration.ts';
import {
  FieldProblem,
  newCheckoutKey,
  useCheckoutActor,
  useCheckoutSelector,
  useProblemText,
} from './checkout-actor.tsx';
import { LoyaltyBalance } from './loyalty-balance.tsx';
import { SavedCardChoices } from './saved-cards.tsx';
import { WalletBalance } from './wallet-balance.tsx';

/**
 * Step 2 (spec §1, §9): coupon / gift card / wallet / loyalty points, the payment methods with their
 * minimums and why one is unavailable, named banks, the lease calculator, and "Place order".
 */
export function PaymentStep() {
  const t = useT();
  const actor = useCheckoutActor();
  const busy = useCheckoutSelector((snapshot) => snapshot.hasTag('busy'));
  const unavailable = useCheckoutSelector((snapshot) =>
    snapshot.matches({ payment: { step: 'unavailable' } }),
  );
  return (
    <section className="checkout-payment" aria-busy={busy} data-testid="payment-step">
      <Adjustments />
      {unavailable ? (
        <button type="button" className="button" onClick={() => actor.send({ type: 'RETRY' })}>
          {t('checkout.retry')}
        </button>
      ) : (
        <Methods />
      )}
      <div className="checkout-payment__actions">
        <button
          type="button"
          className="link-button"
          disabled={busy}
          onClick={() => actor.send({ type: 'BACK' })}
        >
          {t('checkout.payment.back')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => actor.send({ type: 'PLACE', key: newCheckoutKey() })}
          data-testid="place-order"
        >
          {t('checkout.payment.place')}
        </button>
      </div>
      <FieldProblem field="method" id="checkout-method-problem" />
    </section>
  );
}

function Methods() {
  const t = useT();
  const intl = useIntl();
  const actor = useCheckoutActor();
  const text = useProblemText();
  const options = useCheckoutSelector((snapshot) => snapshot.context.paymentOptions);
  const chosen = useCheckoutSelector((snapshot) => snapshot.context.method);
  const bank = useCheckoutSelector((snapshot) => snapshot.context.bank);
  const choose = (code: string, chosenBank: string | null = null) =>
    actor.send({ type: 'SELECT_METHOD', code, bank: chosenBank });
  return (
    <fieldset className="checkout-methods">
      <legend>{t('checkout.payment.title')}</legend>
      <SavedCardChoices />
      {/* Saved cards are chosen one by one above; a guest sees no saved-card choice at all. */}
      {options
        .filter((option) => option.kind !== 'SAVED_CARD')
        .map((option) => (
          <div key={option.code} className="checkout-method" data-testid={`method-${option.code}`}>
            <label className="choice">
              <input
                type="radio"
                name="payment-method"
                value={option.code}
                checked={chosen === option.code}
                aria-disabled={!option.available}
                onChange={() => choose(option.code, option.banks[0]?.code ?? null)}
              />
              {option.name}
              {option.minimum ? (
                <span className="checkout-method__minimum">
                  {' '}
                  ({t('checkout.payment.minimum', { amount: formatMnt(intl, option.minimum) })})
                </span>
              ) : null}
            </label>
            {!option.available && option.unavailableReason ? (
              <p className="checkout-method__unavailable">
                {text({ code: option.unavailableReason, values: { min: option.minimum ?? 0 } })}
              </p>
            ) : null}
            {chosen === option.code && option.banks.length > 0 ? (
              <label>
                {t('checkout.payment.bank')}
                <select value={bank ?? ''} onChange={(event) => choose(option.code, event.target.value)}>
                  {option.banks.map((candidate) => (
                    <option key={candidate.code} value={candidate.code}>
                      {candidate.name}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            {chosen === option.code && option.kind === 'LEASE' ? <LeaseCalculator /> : null}
          </div>
        ))}
    </fieldset>
  );
}

/** One code or amount field with its Apply button; the machine decides and answers. */
function ApplyField({
  field,
  label,
  numeric,
  onApply,
}: {
  field: CheckoutField;
  label: string;
  numeric?: boolean;
  onApply: (value: string) => void;
}) {
  const t = useT();
  const [value, setValue] = useState('');
  const busy = useCheckoutSelector((snapshot) => snapshot.hasTag('busy'));
  // A code typed into the served page (a reload on the payment step) survives hydration, and
  // "Apply" waits for it: before then the form would submit natively and reload.
  const input = useTypedBeforeHydration('', setValue);
  const id = `checkout-${field}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(value);
  };
  return (
    <form className="apply-field" onSubmit={submit} noValidate>
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        value={value}
        inputMode={numeric ? 'numeric' : undefined}
        onChange={(event) => setValue(event.target.value)}
        aria-describedby={`${id}-problem`}
      />
      <ReadyButton type="submit" className="button" disabled={busy}>
        {t('checkout.apply')}
      </ReadyButton>
      <FieldProblem field={field} id={`${id}-problem`} />
    </form>
  );
}

const whole = (value: string) => (value.trim() === '' ? 0 : Number(value.replace(/[\s,]/g, '')));

function Adjustments() {
  const t = useT();
  const actor = useCheckoutActor();
  // The wallet and loyalty points are a logged-in shopper's: a guest has neither to spend.
  const member = useCheckoutSelector((snapshot) => snapshot.context.member);
  return (
    <fieldset className="checkout-adjustments">
      <legend>{t('checkout.payment.discounts')}</legend>
      <ApplyField
        field="coupon"
        label={t('checkout.coupon.label')}
        onApply={(code) => actor.send({ type: 'APPLY_COUPON', code })}
      />
      <ApplyField
        field="giftCard"
        label={t('checkout.giftCard.label')}
        onApply={(number) => actor.send({ type: 'APPLY_GIFT_CARD', number })}
      />
      {member ? (
        <>
          <ApplyField
            field="storeCredit"
            label={t('checkout.storeCredit.label')}
            numeric
            onApply={(amount) => actor.send({ type: 'APPLY_STORE_CREDIT', amount: whole(amount) })}
          />
          <WalletBalance />
          <ApplyField
            field="loyalty"
            label={t('checkout.loyalty.label')}
            numeric
            onApply={(points) => actor.send({ type: 'APPLY_LOYALTY', points: whole(points) })}
          />
          <LoyaltyBalance />
        </>
      ) : null}
    </fieldset>
  );
}

/** §9 lease: months and down payment in, down payment and per-month amount out (server's quote). */
function LeaseCalculator() {
  const t = useT();
  const intl = useIntl();
  const actor = useCheckoutActor();
  const quote = useCheckoutSelector((snapshot) => snapshot.context.lease);
  // One server call at a time: while one runs the machine would drop the quote, so the button says so.
  const busy = useCheckoutSelector((snapshot) => snapshot.hasTag('busy'));
  const text = useProblemText();
  const [months, setMonths] = useState(String(quote?.months ?? 6));
  const [down, setDown] = useState(String(quote?.downPayment ?? ''));
  const money = (amount: number) => formatMnt(intl, amount);
  return (
    <div className="lease" data-testid="lease-calculator">
      <h3>{t('checkout.lease.title')}</h3>
      <label>
        {t('checkout.lease.months')}
        <select value={months} onChange={(event) => setMonths(event.target.value)}>
          {(quote?.monthOptions.length ? quote.monthOptions : [3, 6, 9, 12]).map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('checkout.lease.downPayment')}
        <input inputMode="numeric" value={down} onChange={(event) => setDown(event.target.value)} />
      </label>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() =>
          actor.send({
            type: 'QUOTE_LEASE',
            months: Number(months),
            downPayment: down.trim() ? whole(down) : null,
          })
        }
      >
        {t('checkout.lease.calculate')}
      </button>
      <FieldProblem field="lease" id="checkout-lease-problem" />
      {quote ? (
        <div role="status" data-testid="lease-quote">
          {quote.eligible ? (
            <p>
              {t('checkout.lease.result', {
                down: money(quote.downPayment),
                monthly: money(quote.monthly),
                months: quote.months,
              })}
            </p>
          ) : (
            <p className="field__error">{text({ code: quote.reason ?? 'LEASE_AMOUNT_TOO_LOW' })}</p>
          )}
          <p>
            {t('checkout.lease.terms', {
              financed: money(quote.financed),
              percent: quote.interestPercent,
              min: money(quote.allowedMin),
              max: money(quote.allowedMax),
            })}
          </p>
        </div>
      ) : null}
    </div>
  );
}
