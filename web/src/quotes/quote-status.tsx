import type { QuoteStatus } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';

/**
 * The quote's state as the quote-request machine decided it on the server (machines/quote-request.ts;
 * EXPIRED is that machine's answer for an answered quote read after its expiry).
 */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const t = useT();
  return (
    <span className={`badge quote-status--${status.toLowerCase()}`} data-testid="quote-status">
      {t(`quotes.status.${status}`)}
    </span>
  );
}
