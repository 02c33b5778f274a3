import { safeReturn } from '../../../machines/safe-return.ts';

export { safeReturn };

export const LOGIN_PATH = '/login';
export const ACCOUNT_PATH = '/account';

/** `/login?return=/account`: where to come back to after logging in (§6 "Login required"). */
export function loginHref(returnTo: string): string {
  if (returnTo === LOGIN_PATH || !safeReturn(returnTo)) return LOGIN_PATH;
  return `${LOGIN_PATH}?return=${encodeURIComponent(returnTo)}`;
}

/** The account's "My tickets" (#18) and "Licenses" (#16) pages; constants here so the hub links them
 * without pulling the pages' code into its own chunk. */
export const TICKETS_PATH = '/account/tickets';
export const LICENSES_PATH = '/account/licenses';

/** The buyer's quote requests (#17). */
export const QUOTES_PATH = '/account/quotes';
export const quoteHref = (id: string) => `${QUOTES_PATH}/${id}`;
