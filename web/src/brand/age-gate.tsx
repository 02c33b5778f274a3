import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { ageGateMachine, selectIsOpen, selectIsRefused } from '../../../machines/age-gate.ts';
import { ALL_PRODUCTS_HREF } from '../catalog/links.ts';
import { flowInspect } from '../flows/inspect.ts';
import { useT } from '../i18n/intl.ts';
import { rememberAdultInBrowser } from './age-cookie.ts';

type AgeGateRef = ActorRefFrom<typeof ageGateMachine>;
const AgeGateContext = createContext<AgeGateRef | null>(null);

/**
 * One age-gate actor for the whole visit, so a yes on the brand page also opens vodka products
 * without asking again. `remembered` comes from the cookie (read by the server for SSR).
 */
export function AgeGateProvider({ remembered, children }: { remembered: boolean; children: ReactNode }) {
  const actor = useActorRef(ageGateMachine.provide({ actions: { rememberAdult: rememberAdultInBrowser } }), {
    input: { remembered },
    inspect: flowInspect,
  });
  return <AgeGateContext.Provider value={actor}>{children}</AgeGateContext.Provider>;
}

function useAgeGate(): AgeGateRef {
  const actor = useContext(AgeGateContext);
  if (!actor) throw new Error('AgeGate needs an AgeGateProvider above it');
  return actor;
}

/**
 * Shows `children` (the brand microsite, a vodka product) only to a visitor who said they are of
 * legal drinking age; otherwise the question, or after a no a polite refusal.
 */
export function AgeGate({ children }: { children: ReactNode }) {
  const actor = useAgeGate();
  const open = useSelector(actor, selectIsOpen);
  const refused = useSelector(actor, selectIsRefused);
  const t = useT();
  if (open) return children;
  if (refused) {
    return (
      <section className="age-gate" aria-labelledby="age-gate-title">
        <h1 id="age-gate-title">{t('ageGate.refusedTitle')}</h1>
        <p>{t('ageGate.refusedBody')}</p>
        <p>
          <Link href={ALL_PRODUCTS_HREF} className="button button--primary">
            {t('ageGate.backToShop')}
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className="age-gate" aria-labelledby="age-gate-title">
      <h1 id="age-gate-title">{t('ageGate.title')}</h1>
      <p>{t('ageGate.body')}</p>
      <div className="age-gate__answers">
        <button
          type="button"
          className="button button--primary"
          onClick={() => actor.send({ type: 'CONFIRM_ADULT' })}
        >
          {t('ageGate.yes')}
        </button>
        <button type="button" className="button" onClick={() => actor.send({ type: 'DECLINE' })}>
          {t('ageGate.no')}
        </button>
      </div>
    </section>
  );
}
