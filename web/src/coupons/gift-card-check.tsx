import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import {
  type GiftCardBalance,
  giftCardCheckMachine,
  selectCanCheck,
  selectIsChecking,
} from '../../../machines/gift-card-check.ts';
import { flowInspect } from '../flows/inspect.ts';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import { CheckGiftCardDocument } from '../graphql/generated/graphql.ts';
import { formatShopDate } from '../i18n/formats.ts';
import { errorMessage, formatMnt, useT } from '../i18n/intl.ts';

/** "Gift card balance": the number, Check, then the card's balance or why it was refused. */
export function GiftCardCheck() {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const machine = useMemo(
    () =>
      giftCardCheckMachine.provide({
        actors: {
          checkGiftCard: fromPromise<GiftCardBalance, { number: string }>(async ({ input }) => {
            try {
              return (await execute(CheckGiftCardDocument, { number: input.number })).checkGiftCard;
            } catch (error) {
              throw errorCode(error);
            }
          }),
        },
      }),
    [execute],
  );
  const check = useActorRef(machine, { inspect: flowInspect });
  const checking = useSelector(check, selectIsChecking);
  const canCheck = useSelector(check, selectCanCheck);
  const card = useSelector(check, (snapshot) => snapshot.context.card);
  const failure = useSelector(check, (snapshot) => snapshot.context.failure);
  const date = (iso: string) => formatShopDate(intl, iso);

  return (
    <section className="gift-card-check" aria-labelledby="gift-card-check-title">
      <h2 id="gift-card-check-title">{t('giftCard.title')}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          check.send({ type: 'CHECK' });
        }}
      >
        <label htmlFor="gift-card-number">{t('giftCard.number')}</label>
        <input
          id="gift-card-number"
          name="number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? 'gift-card-failure' : undefined}
          onChange={(event) => check.send({ type: 'EDIT', number: event.target.value })}
        />
        <button type="submit" className="button" disabled={!canCheck}>
          {checking ? t('giftCard.checking') : t('giftCard.check')}
        </button>
      </form>
      {failure && (
        <p id="gift-card-failure" className="field__error" role="alert">
          {errorMessage(intl, failure)}
        </p>
      )}
      {card && (
        <dl className="gift-card-check__card" aria-live="polite">
          <dt>•••• {card.last4}</dt>
          <dd>{t('giftCard.balance', { amount: formatMnt(intl, card.balance) })}</dd>
          <dd>{t('giftCard.minOrder', { amount: formatMnt(intl, card.minOrder) })}</dd>
          <dd>{t('giftCard.share', { percent: card.maxSharePercent })}</dd>
          <dd>
            {card.expired
              ? t('giftCard.expired', { date: date(card.expiresAt) })
              : t('giftCard.validUntil', { date: date(card.expiresAt) })}
          </dd>
        </dl>
      )}
    </section>
  );
}
