import '../../prizes/lucky-wheel.css';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import {
  type PrizeSpinSnapshot,
  prizeSpinMachine,
  selectIsBusy,
  type WheelPrize,
  type WheelView,
} from '../../../../machines/prize-spin.ts';
import { flowInspect } from '../../flows/inspect.ts';
import { useExecute } from '../../graphql/context.tsx';
import {
  StaffCheckRouletteNumberDocument,
  StaffSpinRouletteNumberDocument,
} from '../../graphql/generated/graphql.ts';
import { errorMessage, useT } from '../../i18n/intl.ts';
import { WheelGraphic } from '../../prizes/wheel-graphic.tsx';
import { type CounterNumber, wheelPrize, wheelSegments } from './counter-number.ts';

/** The checked number as the wheel machine reads it: one spin while the number is unspent. */
const viewOf = (found: CounterNumber): WheelView => ({
  id: found.number.wheel,
  active: true,
  minOrderTotal: 0,
  segments: wheelSegments(found),
  spinsLeft: found.number.spunAt ? 0 : 1,
});

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

const stateOf = (snapshot: PrizeSpinSnapshot) => snapshot.value as string;

/**
 * The customer's wheel at the counter, run by the shopper's own prize-spin machine: the first
 * load is the number just checked, a spin is the staff spin (decided on the server, recorded with
 * the staff member), and the wheel lands on the server's segment before the outcome shows. A
 * refusal offers "Try again", which checks the number afresh (another counter may have spun it:
 * then it reads as no spin left).
 */
export function CounterWheel({
  found,
  locationId,
  onSpun,
  onNext,
}: {
  found: CounterNumber;
  locationId: string;
  onSpun: () => void;
  onNext: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const first = useRef<CounterNumber | null>(found);
  // the parent's latest callback, read when a spin lands: the machine is made once per number
  const spun = useRef(onSpun);
  spun.current = onSpun;
  const machine = useMemo(
    () =>
      prizeSpinMachine.provide({
        actors: {
          loadWheel: fromPromise(async () => {
            const checked =
              first.current ??
              (
                await execute(StaffCheckRouletteNumberDocument, {
                  number: found.number.code,
                  locationId,
                })
              ).staffCheckRouletteNumber;
            first.current = null;
            return viewOf(checked);
          }),
          spin: fromPromise(async () => {
            const { staffSpinRouletteNumber: answer } = await execute(StaffSpinRouletteNumberDocument, {
              number: found.number.code,
              locationId,
            });
            spun.current();
            return {
              number: answer.number,
              won: answer.won,
              segment: answer.segment,
              prize: wheelPrize(answer.prize),
            };
          }),
        },
      }),
    [execute, found.number.code, locationId],
  );
  const actor = useActorRef(machine, {
    input: { reducedMotion: prefersReducedMotion() },
    inspect: flowInspect,
  });
  const state = useSelector(actor, stateOf);
  const busy = useSelector(actor, selectIsBusy);
  const wheel = useSelector(actor, (snapshot) => snapshot.context.wheel) ?? viewOf(found);
  const rotation = useSelector(actor, (snapshot) => snapshot.context.rotation);
  const result = useSelector(actor, (snapshot) => snapshot.context.result);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  // a credit prize's name already says its amount; a coupon's code is what the customer will use
  const prizeText = (prize: WheelPrize) =>
    prize.kind === 'coupon' && prize.couponCode ? `${prize.name} (${prize.couponCode})` : prize.name;
  const holder = found.number.holderName || found.number.code;

  return (
    <div className="lucky-wheel__body counter-spin__wheel" data-state={state}>
      <WheelGraphic segments={wheel.segments} rotation={rotation} />
      <section className="lucky-wheel__panel" aria-live="polite" aria-busy={busy}>
        {state === 'idle' ? (
          <>
            <p className="lucky-wheel__spins">{t('prizes.counter.hasSpin')}</p>
            <button type="button" className="button" onClick={() => actor.send({ type: 'SPIN' })}>
              {t('prizes.counter.spin', { name: holder })}
            </button>
          </>
        ) : null}
        {state === 'loading' ? <p>{t('prizes.loading')}</p> : null}
        {state === 'spinning' || state === 'revealing' ? (
          <p className="lucky-wheel__spins">{t('prizes.spinning')}</p>
        ) : null}
        {state === 'won' && result?.prize ? (
          <p className="lucky-wheel__won" data-field="prize">
            {t('prizes.counter.won', { prize: prizeText(result.prize) })}
          </p>
        ) : null}
        {state === 'lost' ? <p data-field="prize">{t('prizes.counter.lost')}</p> : null}
        {state === 'notEntitled' ? (
          <p role="alert" className="back-office__error">
            {errorMessage(intl, 'ROULETTE_NUMBER_USED')}
          </p>
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
        {state === 'won' || state === 'lost' || state === 'notEntitled' ? (
          <button type="button" className="button button--secondary" onClick={onNext}>
            {t('prizes.counter.next')}
          </button>
        ) : null}
      </section>
    </div>
  );
}
