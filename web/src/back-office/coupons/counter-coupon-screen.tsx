import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectIsSubmitting } from '../../../../machines/form-submission.ts';
import { FieldError } from '../../account/field-errors.tsx';
import { useFormSubmission } from '../../account/form-submission.ts';
import { termText } from '../../coupons/coupon-card.tsx';
import { useExecute } from '../../graphql/context.tsx';
import {
  type CounterCouponFieldsFragment,
  StaffCouponDocument,
  StaffUseCouponDocument,
} from '../../graphql/generated/graphql.ts';
import { formatShopDate } from '../../i18n/formats.ts';
import { errorMessage, formatMnt, type MessageId, useT } from '../../i18n/intl.ts';

interface Lookup {
  code: string;
  shopper: string;
}

/**
 * The counter: the shopper's phone or e-mail and the coupon's code → the coupon as the shopper's own
 * page shows it, with whose it is; "use in store" asks once more, then uses it (shared with online
 * uses, recorded with the staff member). Both steps run the account forms' submission machine.
 */
export function CounterCouponScreen() {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [found, setFound] = useState<{ lookup: Lookup; counter: CounterCouponFieldsFragment } | null>(null);
  const [usedNow, setUsedNow] = useState(false);

  const [lookup, sendLookup] = useFormSubmission(async (values: Lookup) => {
    setUsedNow(false);
    setFound(null);
    const counter = (await execute(StaffCouponDocument, values)).staffCoupon;
    setFound({ lookup: values, counter });
  });
  const [use, sendUse] = useFormSubmission(async (_values: unknown, subject: Lookup) => {
    const counter = (await execute(StaffUseCouponDocument, subject)).staffUseCoupon;
    setFound({ lookup: subject, counter });
    setUsedNow(true);
  });
  const looking = selectIsSubmitting(lookup);
  const using = selectIsSubmitting(use);
  const errors = lookup.context.fieldErrors;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // a confirm step still open belongs to the coupon shown before: it must not use that one
    sendUse({ type: 'CANCEL' });
    sendLookup({
      type: 'SUBMIT',
      values: { shopper: String(form.get('shopper') ?? ''), code: String(form.get('code') ?? '') },
    });
  };

  const coupon = found?.counter.coupon;
  const shopper = found?.counter.shopper;
  const off = coupon
    ? coupon.discountType === 'PERCENT'
      ? t('coupons.off.percent', { value: coupon.discountValue })
      : t('coupons.off.fixed', { amount: formatMnt(intl, coupon.discountValue) })
    : '';

  return (
    <>
      <h1>{t('backoffice.coupons.title')}</h1>
      <form className="back-office__form" onSubmit={submit} noValidate aria-busy={looking}>
        <label>
          {t('backoffice.coupons.shopper')}
          <input
            name="shopper"
            autoComplete="off"
            inputMode="email"
            aria-invalid={!!errors.shopper}
            aria-describedby={errors.shopper ? 'counter-shopper-error' : undefined}
          />
        </label>
        <FieldError id="counter-shopper-error" field="shopper" reasons={errors.shopper} />
        <label>
          {t('backoffice.coupons.code')}
          <input name="code" autoComplete="off" autoCapitalize="characters" />
        </label>
        <button type="submit" className="button button--primary" disabled={looking}>
          {looking ? t('backoffice.coupons.looking') : t('backoffice.coupons.lookUp')}
        </button>
      </form>
      {lookup.context.failure ? (
        <p role="alert" className="back-office__error">
          {errorMessage(intl, lookup.context.failure)}
        </p>
      ) : null}
      {found && coupon && shopper ? (
        <article className="counter-coupon" data-status={coupon.status}>
          <h2>
            {off} · <code>{coupon.code}</code>
          </h2>
          <p>
            {t('backoffice.coupons.whose', {
              name: shopper.name ?? '—',
              contact: [shopper.phone, shopper.email].filter(Boolean).join(', '),
            })}
          </p>
          <p className={`counter-coupon__status counter-coupon__status--${coupon.status.toLowerCase()}`}>
            {t(`coupons.tab.${coupon.status.toLowerCase()}` as MessageId)}
            {coupon.usesLeft !== null && coupon.usesLeft !== undefined
              ? ` · ${t('backoffice.coupons.usesLeft', { count: coupon.usesLeft })}`
              : ''}
          </p>
          <ul className="counter-coupon__terms">
            {coupon.terms.map((term) => (
              <li key={term.kind}>{termText(t, intl, term)}</li>
            ))}
          </ul>
          {coupon.redemptions.length > 0 ? (
            <>
              <h3>{t('backoffice.coupons.uses')}</h3>
              <ul className="counter-coupon__uses">
                {coupon.redemptions.map((use) => (
                  <li key={`${use.orderNumber}-${use.redeemedAt}`}>
                    {use.orderNumber} · {formatShopDate(intl, use.redeemedAt, 'dateTime')}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {usedNow ? (
            <p role="status" className="back-office__ok">
              {t('backoffice.coupons.used', { code: coupon.code })}
            </p>
          ) : null}
          {use.context.failure ? (
            <p role="alert" className="back-office__error">
              {errorMessage(intl, use.context.failure)}
            </p>
          ) : null}
          {use.matches('confirming') ? (
            <div className="back-office__actions">
              <p>
                {t('backoffice.coupons.confirm', {
                  code: coupon.code,
                  name: shopper.name ?? shopper.phone ?? shopper.email ?? '',
                })}
              </p>
              <button
                type="button"
                className="button button--primary"
                disabled={using}
                onClick={() => sendUse({ type: 'CONFIRM' })}
              >
                {using ? t('backoffice.coupons.using') : t('backoffice.coupons.confirmUse')}
              </button>
              <button
                type="button"
                className="button"
                disabled={using}
                onClick={() => sendUse({ type: 'CANCEL' })}
              >
                {t('backoffice.coupons.cancel')}
              </button>
            </div>
          ) : coupon.status === 'USABLE' && !usedNow ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => sendUse({ type: 'ASK_TO_CONFIRM', subject: found.lookup })}
            >
              {t('backoffice.coupons.use')}
            </button>
          ) : null}
        </article>
      ) : null}
    </>
  );
}
