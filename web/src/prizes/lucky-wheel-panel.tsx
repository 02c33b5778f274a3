import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import {
  type PrizeSpinSnapshot,
  prizeSpinMachine,
  selectIsBusy,
  type WheelPrize,
  type WheelView,
} from '../../../machines/prize-spin.ts';
import { loginHref } from '../account/links.ts';
import { flowInspect } from '../flows/inspect.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  type PrizeFieldsFragment,
  PrizeWheelDocument,
  type PrizeWheelKind,
  type PrizeWheelQuery,
  SpinPrizeWheelDocument,
} from '../graphql/generated/graphql.ts';
import { errorMessage, formatMnt, useT } from '../i18n/intl.ts';
import { WheelGraphic } from './wheel-graphic.tsx';

export const toPrize = (prize: PrizeFieldsFragment | null): WheelPrize | null =>
  prize && {
    id: Number(prize.id),
    name: prize.name,
    kind: prize.kind === 'COUPON' ? 'coupon' : 'wallet_credit',
    couponCode: prize.couponCode ?? null,
    creditAmount: prize.creditAmount ?? null,
  };

export const toWheelView = (wheel: PrizeWheelQuery['prizeWheel']): WheelView => ({
  id: wheel.id,
  active: wheel.active,
  minOrderTotal: wheel.minOrderTotal,
  spinsLeft: wheel.spinsLeft,
  segments: wheel.segments.map((segment) => ({
    prize: toPrize(segment.prize ?? null),
    oddsPercent: segment.oddsPercent,
    inStock: segment.inStock,
  })),
});

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

const stateOf = (snapshot: PrizeSpinSnapshot) => snapshot.value as string;

/**
 * The wheel and its controls, drawn from the prize-spin machine (machines/prize-spin.ts): idle,
 * not entitled, spinning, won, lost, and failures with "Try again". The first load is the page's
 * own data (server-rendered); later loads ask the gateway again.
 */
export function LuckyWheelPanel({ kind, initial }: { kind: PrizeWheelKind; initial: PrizeWheelQuery }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const first = useRef<PrizeWheelQuery | null>(initial);
  const loggedIn = initial.me !== null && initial.me !== undefined;
  const machine = useMemo(
    () =>
      prizeSpinMachine.provide({
        actors: {
          loadWheel: fromPromise(async () => {
            const data = first.current ?? (await execute(PrizeWheelDocument, { wheel: kind }));
            first.current = null;
            return toWheelView(data.prizeWheel);
          }),
          spin: fromPromise(async () => {
            const { spinPrizeWheel: spun } = await execute(SpinPrizeWheelDocument, { wheel: kind });
            return {
              number: spun.number,
              won: spun.won,
              segment: spun.segment,
              prize: toPrize(spun.prize ?? null),
            };
          }),
        },
      }),
    [execute, kind],
  );
  const actor = useActorRef(machine, {
    input: { reducedMotion: prefersReducedMotion() },
    inspect: flowInspect,
  });
  const state = useSelector(actor, stateOf);
  const busy = useSelector(actor, selectIsBusy);
  const wheel = useSelector(actor, (snapshot) => snapshot.context.wheel) ?? toWheelView(initial.prizeWheel);
  const rotation = useSelector(actor, (snapshot) => snapshot.context.rotation);
  const result = useSelector(actor, (snapshot) => snapshot.context.result);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const minimum = formatMnt(intl, wheel.minOrderTotal);
  const prizeText = (prize: WheelPrize) =>
    prize.kind === 'coupon'
      ? t('prizes.won.coupon', { name: prize.name, code: prize.couponCode ?? '' })
      : t('prizes.won.credit', { name: prize.name, amount: formatMnt(intl, prize.creditAmount ?? 0) });

  return (
    <div className="lucky-wheel__body" data-state={state}>
      <WheelGraphic segments={wheel.segments} rotation={rotation} />
      <section className="lucky-wheel__panel" aria-live="polite" aria-busy={busy}>
        {state === 'loading' ? <p>{t('prizes.loading')}</p> : null}
        {state === 'idle' ? (
          <>
            <p className="lucky-wheel__spins">{t('prizes.spinsLeft', { count: wheel.spinsLeft })}</p>
            <button type="button" className="button" onClick={() => actor.send({ type: 'SPIN' })}>
              {t('prizes.spin')}
            </button>
          </>
        ) : null}
        {state === 'spinning' || state === 'revealing' ? (
          <p className="lucky-wheel__spins">{t('prizes.spinning')}</p>
        ) : null}
        {state === 'won' && result?.prize ? (
          <>
            <h2 className="lucky-wheel__won">{t('prizes.won.title')}</h2>
            <p data-field="prize">{prizeText(result.prize)}</p>
            <p>
              <Link href={result.prize.kind === 'coupon' ? '/coupons' : '/wallet'}>
                {t(result.prize.kind === 'coupon' ? 'prizes.won.seeCoupons' : 'prizes.won.seeWallet')}
              </Link>
            </p>
          </>
        ) : null}
        {state === 'lost' ? (
          <>
            <h2>{t('prizes.lost.title')}</h2>
            <p>{t('prizes.lost.body')}</p>
          </>
        ) : null}
        {state === 'won' || state === 'lost' ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => actor.send({ type: 'AGAIN' })}
          >
            {t('prizes.again')}
          </button>
        ) : null}
        {state === 'notEntitled' ? (
          <>
            <h2>{wheel.active ? t('prizes.notEntitled.title') : t('prizes.closed')}</h2>
            <p>{t('prizes.notEntitled.body', { minimum })}</p>
            {loggedIn ? (
              <Link href="/products">{t('prizes.notEntitled.shop')}</Link>
            ) : (
              <Link href={loginHref('/lucky-wheel')}>{t('prizes.login')}</Link>
            )}
          </>
        ) : null}
        {state === 'failed' || state === 'loadFailed' ? (
          <>
            <p className="lucky-wheel__error" role="alert">
              {errorMessage(intl, failure ?? 'INTERNAL')}
            </p>
            <button type="button" className="button" onClick={() => actor.send({ type: 'RETRY' })}>
              {t('prizes.retry')}
            </button>
          </>
        ) : null}
        <h3>{t('prizes.odds')}</h3>
        <ul className="lucky-wheel__odds">
          {wheel.segments.map((segment, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional
            <li key={index}>
              <span>
                {segment.prize?.name ?? t('prizes.noPrize')}
                {segment.inStock ? '' : ` (${t('prizes.outOfStock')})`}
              </span>
              <span>
                {intl.formatNumber(segment.oddsPercent / 100, { style: 'percent', maximumFractionDigits: 1 })}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
