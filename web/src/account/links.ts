export const LOGIN_PATH = '/login';
export const ACCOUNT_PATH = '/account';

/** `/login?return=/account`: where to come back to after logging in (§6 "Login required"). */
export function loginHref(returnTo: string): string {
  if (returnTo === LOGIN_PATH || !safeReturn(returnTo)) return LOGIN_PATH;
  return `${LOGIN_PATH}?return=${encodeURIComponent(returnTo)}`;
}

/** Only a path on this site: `//evil.example` or `https://…` would make the login an open redirect. */
export function safeReturn(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
