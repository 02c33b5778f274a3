/**
 * Where to come back to after logging in (§6 "Login required"): only a path on this site, since
 * `//evil.example` or `https://…` would make the login an open redirect. Shared by the web app's
 * login links and the gateway's social login callback.
 */
export function safeReturn(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
