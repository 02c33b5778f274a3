import { createStore } from '@xstate/store';
import type { Execute } from '../graphql/client.ts';
import { type AccountFieldsFragment, MeDocument } from '../graphql/generated/graphql.ts';
import { useServedSelector } from '../shell/served-selector.ts';
import { showToast } from '../shell/toasts.ts';

export type SessionAccount = AccountFieldsFragment;

/**
 * The shopper's session as the web app knows it (spec §4 "Session"). The cookie itself is HttpOnly,
 * so the app learns who is logged in from the gateway (`me`): `unknown` until asked (and during
 * server rendering), then `guest` or `member`. When a member's session dies on the server
 * (logout elsewhere, expiry, revocation) the next check turns the app into a guest and says so.
 */
export const sessionStore = createStore({
  context: { status: 'unknown' as SessionStatus, account: null as SessionAccount | null },
  on: {
    loggedIn: (_context, event: { account: SessionAccount }) => ({
      status: 'member' as const,
      account: event.account,
    }),
    checked: (_context, event: { account: SessionAccount | null }) =>
      event.account
        ? { status: 'member' as const, account: event.account }
        : { status: 'guest' as const, account: null },
  },
});

/** What the server renders: it never knows who is logged in (the cookie is asked after hydration). */
const servedSession = sessionStore.getInitialSnapshot();

/**
 * `unknown`, `guest` or `member`, hydrating as `unknown` as the server rendered it, also in a part
 * that hydrates after the session was checked (a deferred review section: served-selector.ts).
 */
export function useSessionStatus(): SessionStatus {
  return useServedSelector(sessionStore, servedSession, (snapshot) => snapshot.context.status);
}

export type SessionStatus = 'unknown' | 'guest' | 'member';

/** The session ended (logout here, or found dead on the server): a guest now, told so in a toast. */
export function endSession(): void {
  sessionStore.trigger.checked({ account: null });
  // "Logged Out" as a warning toast in the shopper's language (§4).
  showToast('warning', { messageId: 'account.loggedOut' });
}

/** Asks the gateway who is logged in; a failed check changes nothing (offline is not logged out). */
export async function checkSession(execute: Execute): Promise<void> {
  try {
    const { me } = await execute(MeDocument, {});
    if (!me && sessionStore.getSnapshot().context.status === 'member') endSession();
    else sessionStore.trigger.checked({ account: me });
  } catch {
    // Keep the current state: a network error must not log the shopper out.
  }
}

/** The gateway's readable `shop_member` cookie: a session was started in this browser. */
export function hasSessionHint(cookie: string): boolean {
  return /(?:^|;\s*)shop_member=1(?:;|$)/.test(cookie);
}

/** How often an open page re-checks its session, beside checks on focus and on navigation. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;
