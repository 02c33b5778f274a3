/**
 * A yes at the age gate, remembered in a cookie rather than localStorage so the server already
 * renders the brand pages open on the next visit (no flash of the question for a known adult).
 */
export const AGE_COOKIE = 'age_verified';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function ageCookie(): string {
  return `${AGE_COOKIE}=1; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
}

/** True when the Cookie header (or `document.cookie`) holds the age gate's yes. */
export function hasAgeCookie(header: string | undefined): boolean {
  return /(?:^|;\s*)age_verified=1\s*(?:;|$)/.test(header ?? '');
}

export function rememberAdultInBrowser(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in browsers we serve
  document.cookie = ageCookie();
}
