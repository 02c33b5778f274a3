import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { couponEmailMachine, selectIsSending } from '../../../machines/coupon-email.ts';
import { flowInspect } from '../flows/inspect.ts';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import { type MyCouponsQuery, SendCouponByEmailDocument } from '../graphql/generated/graphql.ts';
import { formatShopDate } from '../i18n/formats.ts';
import type { MessageId } from '../i18n/intl.ts';
import { errorMessage, formatMnt, useT } from '../i18n/intl.ts';

export type HeldCoupon = MyCouponsQuery['myCoupons'][number];
type Term = HeldCoupon['terms'][number];

const date = (intl: IntlShape, iso: string | null | undefined) => (iso ? formatShopDate(intl, iso) : '');

/** A term in words: the server sends its kind and numbers, the page its language. */
export function termText(t: ReturnType<typeof useT>, intl: IntlShape, term: Term): string {
  const id = `coupons.term.${term.kind}` as MessageId;
  return t(id, {
    amount: formatMnt(intl, term.amount ?? 0),
    count: term.amount ?? 0,
    date: date(intl, term.date),
  });
}

/** One held coupon: what it takes off, its code with copy and send-by-e-mail, and its terms. */
export function CouponCard({ coupon }: { coupon: HeldCoupon }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [copied, setCopied] = useState(false);
  const machine = useMemo(
    () =>
      couponEmailMachine.provide({
        actors: {
          send: fromPromise(async () => {
            try {
              return (await execute(SendCouponByEmailDocument, { id: coupon.id })).sendCouponByEmail.sentTo;
            } catch (error) {
              throw errorCode(error);
            }
          }),
        },
      }),
    [execute, coupon.id],
  );
  const email = useActorRef(machine, { inspect: flowInspect });
  const sending = useSelector(email, selectIsSending);
  const sentTo = useSelector(email, (snapshot) => snapshot.context.sentTo);
  const failure = useSelector(email, (snapshot) => snapshot.context.failure);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(coupon.code);
      setCopied(true);
    } catch {
      // no clipboard (an old browser, a denied permission): the code stays selectable on the card
      setCopied(false);
    }
  };
  const off =
    coupon.discountType === 'PERCENT'
      ? t('coupons.off.percent', { value: coupon.discountValue })
      : t('coupons.off.fixed', { amount: formatMnt(intl, coupon.discountValue) });

  return (
    <li className={`coupon coupon--${coupon.status.toLowerCase()}`} data-code={coupon.code}>
      <div className="coupon__head">
        <span className="coupon__kind">
          {t(coupon.kind === 'VOUCHER' ? 'coupons.kind.voucher' : 'coupons.kind.coupon')}
        </span>
        <strong className="coupon__off">{off}</strong>
      </div>
      <p className="coupon__code">
        <code>{coupon.code}</code>
        <button type="button" className="button" onClick={copy}>
          {t('coupons.copy')}
        </button>
        <button
          type="button"
          className="button"
          disabled={sending}
          onClick={() => email.send({ type: 'SEND' })}
        >
          {sending ? t('coupons.sending') : t('coupons.send')}
        </button>
      </p>
      <p className="coupon__status" aria-live="polite">
        {copied && t('coupons.copied')}
        {sentTo && t('coupons.sent', { email: sentTo })}
      </p>
      {failure && (
        <p className="coupon__failure" role="alert">
          {errorMessage(intl, failure)}
        </p>
      )}
      <h3 className="coupon__terms-title">{t('coupons.terms')}</h3>
      <ul className="coupon__terms">
        {coupon.terms.map((term) => (
          <li key={term.kind}>{termText(t, intl, term)}</li>
        ))}
      </ul>
    </li>
  );
}
