/**
 * Links to the sandbox's payment page keep the page's own origin (#19.8): the server builds them
 * from its configured public URL (`http://localhost:<port>` when none is set), so a shopper on
 * `127.0.0.1` was sent to `localhost`, another origin without their cookies. The QR code itself
 * still carries the public URL, for a phone to open; a provider's own page is left as it is.
 */
const SANDBOX_PAGE = /^\/sandbox\/pay\//;

export function payLinkHref(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  return SANDBOX_PAGE.test(parsed.pathname) ? `${parsed.pathname}${parsed.search}` : url;
}

/** The sandbox's page for a test-mode payment, where it can be paid or declined as a bank would. */
export const sandboxPayHref = (paymentId: string) => `/sandbox/pay/${encodeURIComponent(paymentId)}`;
