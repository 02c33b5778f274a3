import './quotes.css';
import { Link, useLocation } from 'wouter';
import type { CartLine } from '../../../machines/cart.ts';
import { selectIsSubmitting } from '../../../machines/form-submission.ts';
import { QUOTE_LIMITS } from '../../../machines/quote-request.ts';
import { formFields, useFormSubmission } from '../account/form-submission.ts';
import { ACCOUNT_PATH, loginHref, quoteHref } from '../account/links.ts';
import { LoginError } from '../account/login-steps.tsx';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import { RequestQuoteDocument } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';

/** The cart's lines as quote lines: one per product, quantities of repeated lines (a gift) added up. */
function quoteLinesOf(lines: readonly CartLine[]) {
  const byVariant = new Map<string, number>();
  for (const line of lines)
    byVariant.set(line.variantId, (byVariant.get(line.variantId) ?? 0) + line.quantity);
  return [...byVariant].map(([variantId, quantity]) => ({ variantId, quantity }));
}

/**
 * "Ask for a quote for these items" under the cart (#17): the cart's products and quantities, an
 * optional note, sent as a quote request; the buyer then reads it on /account/quotes/:id. A guest is
 * sent to log in, a buyer without an organization to the organization form (coded refusals).
 */
export function RequestQuote({ lines }: { lines: readonly CartLine[] }) {
  const t = useT();
  const execute = useExecute();
  const [, navigate] = useLocation();
  const [state, send] = useFormSubmission(
    async (fields: Record<string, string>) => {
      const { requestQuote } = await execute(RequestQuoteDocument, {
        lines: quoteLinesOf(lines),
        note: fields.note?.trim() || null,
      });
      navigate(quoteHref(requestQuote.id));
    },
    { refuse: (error) => ({ fieldErrors: {}, failure: errorCode(error) }) },
  );
  const { failure } = state.context;
  return (
    <details className="quote-request" data-testid="request-quote">
      <summary>{t('quotes.request.open')}</summary>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT', values: formFields(event.currentTarget) });
        }}
      >
        <p className="form-hint">{t('quotes.request.hint')}</p>
        <label htmlFor="quote-note">{t('quotes.request.note')}</label>
        <textarea id="quote-note" name="note" rows={3} maxLength={QUOTE_LIMITS.maxNote} />
        <LoginError code={failure} />
        {failure === 'QUOTE_ORGANIZATION_REQUIRED' ? (
          <Link href={`${ACCOUNT_PATH}#organization`}>{t('quotes.request.setUpOrganization')}</Link>
        ) : null}
        {failure === 'LOGIN_REQUIRED' ? (
          <Link href={loginHref('/cart')}>{t('account.link.login')}</Link>
        ) : null}
        <button type="submit" className="button" disabled={selectIsSubmitting(state)}>
          {t('quotes.request.send')}
        </button>
      </form>
    </details>
  );
}
