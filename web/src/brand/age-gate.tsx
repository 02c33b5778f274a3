import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ageGateMachine, selectIsOpen } from '../../../machines/age-gate.ts';
import { flowInspect } from '../flows/inspect.ts';
import { useT } from '../i18n/intl.ts';
import { rememberAdultInBrowser, rememberRefusalInBrowser } from './age-cookie.ts';

export type AgeGateRef = ActorRefFrom<typeof ageGateMachine>;
const AgeGateContext = createContext<AgeGateRef | null>(null);

interface AgeGateProviderProps {
  /** The visitor said yes on an earlier visit (the cookie, read by the server for SSR). */
  remembered: boolean;
  /** The visitor said no earlier in this browser session (the session cookie). */
  refusedThisSession: boolean;
  children: ReactNode;
}

/**
 * One age-gate actor for the whole visit: the dialog over the site (`AgeGateLayer`) and any vodka
 * content under it (`AgeGate`) read the same answer, so one yes opens everything.
 */
export function AgeGateProvider({ remembered, refusedThisSession, children }: AgeGateProviderProps) {
  const actor = useActorRef(
    ageGateMachine.provide({
      actions: { rememberAdult: rememberAdultInBrowser, rememberRefusal: rememberRefusalInBrowser },
    }),
    { input: { remembered, refusedThisSession }, inspect: flowInspect },
  );
  return <AgeGateContext.Provider value={actor}>{children}</AgeGateContext.Provider>;
}

export function useAgeGate(): AgeGateRef {
  const actor = useContext(AgeGateContext);
  if (!actor) throw new Error('AgeGate needs an AgeGateProvider above it');
  return actor;
}

/** Whether the visitor passed the gate (the machine's `open` tag). */
export function useAgeGateOpen(): boolean {
  return useSelector(useAgeGate(), selectIsOpen);
}

/**
 * Shows `children` (the brand microsite, a vodka product) only to a visitor who passed the gate.
 * Until then the question (or the refusal) is the dialog over the whole site, and this part of the
 * page underneath, inert, holds only a neutral line: nothing of the vodka content.
 */
export function AgeGate({ children }: { children: ReactNode }) {
  const open = useAgeGateOpen();
  const t = useT();
  if (open) return children;
  return <p className="page__status">{t('ageGate.withheld')}</p>;
}

/** `children` only once the gate is open: nothing else (the push prompt) competes with the question. */
export function AfterAgeGate({ children }: { children: ReactNode }) {
  return useAgeGateOpen() ? children : null;
}
