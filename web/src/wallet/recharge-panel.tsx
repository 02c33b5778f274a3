import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import {
  type CardDetails,
  type RechargeMethod,
  type RechargeView,
  rechargeMachine,
  rechargeMethods,
  selectIsBusy,
  selectPayView,
} from '../../../machines/recharge.ts';
import { newCommandKey } from '../cart/cart-context.tsx';
import { payLinkHref } from '../checkout/pay-links.ts';
import { flowInspect } from '../flows/inspect.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  PayByCardDocument,
  RechargeDocument,
  StartRechargeDocument,
  type WalletRechargeFragment,
} from '../graphql/generated/graphql.ts';
import type { MessageId } from '../i18n/intl.ts';
import { errorMessage, formatMnt, useT } from '../i18n/intl.ts';

const toView = (recharge: WalletRechargeFragment): RechargeView => ({
  id: recharge.id,
  amount: recharge.amount,
  state: recharge.state,
  failureCode: recharge.failureCode,
  payment: recharge.payment,
});

const methodIds: Record<RechargeMethod, MessageId> = {
  qpay: 'wallet.recharge.method.qpay',
  card: 'wallet.recharge.method.card',
  bank_transfer: 'wallet.recharge.method.bankTransfer',
};

/** The amount's refusals name the configured limits (the server's `extensions.min` / `max` are the same). */
const amountIds: Record<string, MessageId> = {
  RECHARGE_AMOUNT_INVALID: 'error.RECHARGE_AMOUNT_INVALID',
  RECHARGE_BELOW_MINIMUM: 'error.RECHARGE_BELOW_MINIMUM',
  RECHARGE_ABOVE_MAXIMUM: 'error.RECHARGE_ABOVE_MAXIMUM',
};

/** The recharge form and its payment, drawn from the recharge machine's state (machines/recharge.ts). */
export function RechargePanel({ min, max }: { min: number; max: number }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const machine = useMemo(
    () =>
      rechargeMachine.provide({
        actors: {
          startRecharge: fromPromise(async ({ input }) =>
            toView(
              (
                await execute(StartRechargeDocument, {
                  input: {
                    amount: input.amount,
                    paymentMethod: input.method,
                    idempotencyKey: newCommandKey(),
                  },
                })
              ).startRecharge,
            ),
          ),
          fetchRecharge: fromPromise(async ({ input }) =>
            toView((await execute(RechargeDocument, { id: input.id })).recharge),
          ),
          payByCard: fromPromise(async ({ input }) => {
            await execute(PayByCardDocument, {
              input: {
                paymentId: input.paymentId,
                cardNumber: input.card.number,
                expiry: input.card.expiry,
                cvc: input.card.cvc,
                idempotencyKey: newCommandKey(),
              },
            });
            return toView((await execute(RechargeDocument, { id: input.rechargeId })).recharge);
          }),
        },
      }),
    [execute],
  );
  const actor = useActorRef(machine, { input: { min, max }, inspect: flowInspect });
  const state = useSelector(actor, (snapshot) =>
    snapshot.matches('paying') ? 'paying' : (snapshot.value as string),
  );
  const busy = useSelector(actor, selectIsBusy);
  const view = useSelector(actor, selectPayView);
  const amountError = useSelector(actor, (snapshot) => snapshot.context.amountError);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const recharge = useSelector(actor, (snapshot) => snapshot.context.recharge);
  const method = useSelector(actor, (snapshot) => snapshot.context.method);
  const amountText = useSelector(actor, (snapshot) => snapshot.context.amountText);
  const limits = { min: formatMnt(intl, min), max: formatMnt(intl, max) };

  const submitAmount = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };
  const submitCard = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const card: CardDetails = {
      number: String(form.get('cardNumber') ?? ''),
      expiry: String(form.get('expiry') ?? ''),
      cvc: String(form.get('cvc') ?? ''),
    };
    actor.send({ type: 'CARD.SUBMIT', card });
  };

  return (
    <section className="wallet__recharge" aria-labelledby="wallet-recharge" data-state={state}>
      <h2 id="wallet-recharge">{t('wallet.recharge.title')}</h2>
      {state === 'amount' || state === 'starting' ? (
        <form className="wallet__recharge-form" onSubmit={submitAmount} noValidate>
          <label>
            {t('wallet.recharge.amount', limits)}
            <input
              name="amount"
              inputMode="numeric"
              autoComplete="off"
              value={amountText}
              aria-invalid={amountError !== null}
              onChange={(event) => actor.send({ type: 'AMOUNT.CHANGE', value: event.target.value })}
            />
          </label>
          <fieldset>
            <legend>{t('wallet.recharge.method')}</legend>
            {rechargeMethods.map((code) => (
              <label key={code} className="wallet__method">
                <input
                  type="radio"
                  name="method"
                  value={code}
                  checked={method === code}
                  onChange={() => actor.send({ type: 'METHOD.CHANGE', method: code })}
                />
                {t(methodIds[code])}
              </label>
            ))}
          </fieldset>
          {amountError ? (
            <p role="alert" className="wallet__error">
              {amountIds[amountError] ? t(amountIds[amountError]!, limits) : errorMessage(intl, amountError)}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('wallet.recharge.submit')}
          </button>
        </form>
      ) : null}
      {state === 'paying' && recharge ? (
        <div className="wallet__paying" data-testid="recharge-paying">
          <p>{t('wallet.recharge.paying', { amount: formatMnt(intl, recharge.amount) })}</p>
          {view === 'qr' && recharge.payment?.qr ? (
            <div className="qr-payment">
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(recharge.payment.qr.svg)}`}
                alt={t('wallet.recharge.qrAlt')}
                width={200}
                height={200}
              />
              <p>
                <a href={payLinkHref(recharge.payment.qr.payUrl)} target="_blank" rel="noreferrer">
                  {t('wallet.recharge.openPayPage')}
                </a>
              </p>
            </div>
          ) : null}
          {view === 'redirect' && recharge.payment?.redirectUrl ? (
            <p>
              <a href={payLinkHref(recharge.payment.redirectUrl)}>{t('wallet.recharge.openPayPage')}</a>
            </p>
          ) : null}
          {view === 'transfer' && recharge.payment?.bankAccount ? (
            <dl className="wallet__transfer">
              <dt>{t('wallet.recharge.account')}</dt>
              <dd>
                {recharge.payment.bankAccount.bankName} {recharge.payment.bankAccount.accountNumber}
              </dd>
              <dt>IBAN</dt>
              <dd>{recharge.payment.bankAccount.iban}</dd>
              <dt>{t('wallet.recharge.reference')}</dt>
              <dd>{recharge.payment.bankAccount.reference}</dd>
            </dl>
          ) : null}
          {view === 'card' ? (
            <form className="wallet__card" onSubmit={submitCard}>
              <label>
                {t('wallet.recharge.cardNumber')}
                <input name="cardNumber" inputMode="numeric" autoComplete="cc-number" required />
              </label>
              <label>
                {t('wallet.recharge.expiry')}
                <input name="expiry" placeholder="MM/YY" autoComplete="cc-exp" required />
              </label>
              <label>
                CVC
                <input name="cvc" inputMode="numeric" autoComplete="cc-csc" required />
              </label>
              <button type="submit" className="button button--primary" disabled={busy}>
                {t('wallet.recharge.payCard')}
              </button>
            </form>
          ) : null}
          {failure ? (
            <p role="alert" className="wallet__error">
              {errorMessage(intl, failure)}
            </p>
          ) : null}
          <p className="wallet__waiting">{t('wallet.recharge.waiting')}</p>
        </div>
      ) : null}
      {state === 'credited' || state === 'failed' || state === 'expired' ? (
        <div className="wallet__outcome" role="status" data-testid="recharge-outcome">
          <p>
            {state === 'credited'
              ? t('wallet.recharge.credited', { amount: formatMnt(intl, recharge?.amount ?? 0) })
              : state === 'expired'
                ? t('wallet.recharge.expired')
                : t('wallet.recharge.failed', {
                    reason: errorMessage(intl, recharge?.failureCode ?? 'PAYMENT_FAILED'),
                  })}
          </p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'AGAIN' })}>
            {t('wallet.recharge.again')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
