/**
 * The age gate's answers, remembered in cookies rather than localStorage so the server already
 * renders the right page: open for a known adult, the refusal for a visitor who said no in this
 * browser session (no flash of the question either way).
 */
export const AGE_COOKIE = 'age_verified';
/** A no, for this browser session only: no Max-Age, so the browser drops it when it closes. */
export const AGE_REFUSED_COOKIE = 'age_refused';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function ageCookie(): string {
  return `${AGE_COOKIE}=1; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
}

export function ageRefusedCookie(): string {
  return `${AGE_REFUSED_COOKIE}=1; Path=/; SameSite=Lax`;
}

const hasCookie = (name: string, header: string | undefined) =>
  new RegExp(`(?:^|;\\s*)${name}=1\\s*(?:;|$)`).test(header ?? '');

/** True when the Cookie header (or `document.cookie`) holds the age gate's yes. */
export function hasAgeCookie(header: string | undefined): boolean {
  return hasCookie(AGE_COOKIE, header);
}

/** True when the Cookie header (or `document.cookie`) holds a no given in this browser session. */
export function hasAgeRefusedCookie(header: string | undefined): boolean {
  return hasCookie(AGE_REFUSED_COOKIE, header);
}

export function rememberAdultInBrowser(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in browsers we serve
  document.cookie = ageCookie();
}

export function rememberRefusalInBrowser(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in browsers we serve
  document.cookie = ageRefusedCookie();
}
