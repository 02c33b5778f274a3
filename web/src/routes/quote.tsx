import '../quotes/quotes.css';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { selectIsSubmitting } from '../../../machines/form-submission.ts';
import { useFormSubmission } from '../account/form-submission.ts';
import { loginHref, QUOTES_PATH, quoteHref } from '../account/links.ts';
import { LoginError } from '../account/login-steps.tsx';
import { newCommandKey, useCartActor } from '../cart/cart-context.tsx';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  AcceptQuoteDocument,
  MyQuoteDocument,
  type QuoteFieldsFragment,
} from '../graphql/generated/graphql.ts';
import { formatShopDate } from '../i18n/formats.ts';
import { translate, useT } from '../i18n/intl.ts';
import { QuoteLines } from '../quotes/quote-lines.tsx';
import { QuoteStatusBadge } from '../quotes/quote-status.tsx';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

type QuoteData = { id: string; quote: QuoteFieldsFragment | null; login: boolean };

/** /account/quotes/:id (#17): one quote, its prices and expiry; an answered one goes into the cart. */
export const quoteRoute = defineRoute({
  id: 'quote',
  match: routePaths.quote,
  load: async ({ id }, { execute }): Promise<QuoteData> => {
    try {
      return { id, quote: (await execute(MyQuoteDocument, { id })).quote, login: false };
    } catch (error) {
      if (errorCode(error) === 'LOGIN_REQUIRED') return { id, quote: null, login: true };
      // someone else's or a missing quote: the page says so, with the way back to the list
      if (errorCode(error) === 'QUOTE_NOT_FOUND') return { id, quote: null, login: false };
      throw error;
    }
  },
  head: (data, intl) => ({
    title: data.quote
      ? translate(intl, 'quotes.number', { id: data.quote.id })
      : translate(intl, 'quotes.title'),
  }),
  Component: QuoteScreen,
});

function QuoteScreen({ data }: RouteComponentProps<QuoteData>) {
  const t = useT();
  if (!data.quote) {
    return (
      <section className="message-page">
        <h1>{t('quotes.title')}</h1>
        <p>{t(data.login ? 'quotes.loginRequired' : 'error.QUOTE_NOT_FOUND')}</p>
        <p>
          {data.login ? (
            <Link href={loginHref(quoteHref(data.id))}>{t('account.link.login')}</Link>
          ) : (
            <Link href={QUOTES_PATH}>{t('quotes.backToList')}</Link>
          )}
        </p>
      </section>
    );
  }
  return <QuoteDetail quote={data.quote} />;
}

function QuoteDetail({ quote }: { quote: QuoteFieldsFragment }) {
  const t = useT();
  const intl = useIntl();
  return (
    <section className="quotes-page" data-testid="quote-detail">
      <p>
        <Link href={QUOTES_PATH}>{t('quotes.backToList')}</Link>
      </p>
      <h1>
        {t('quotes.number', { id: quote.id })} <QuoteStatusBadge status={quote.status} />
      </h1>
      <dl className="quote-facts">
        <dt>{t('quotes.organization')}</dt>
        <dd>
          {quote.organizationName} ({quote.registerNumber})
        </dd>
        <dt>{t('quotes.requestedAt')}</dt>
        <dd>{formatShopDate(intl, quote.requestedAt, 'dateTime')}</dd>
        {quote.expiresAt ? (
          <>
            <dt>{t('quotes.expiresAt')}</dt>
            <dd data-testid="quote-expires">{formatShopDate(intl, quote.expiresAt, 'dateTime')}</dd>
          </>
        ) : null}
        {quote.note ? (
          <>
            <dt>{t('quotes.note')}</dt>
            <dd>{quote.note}</dd>
          </>
        ) : null}
      </dl>
      <QuoteLines quote={quote} />
      <QuoteOutcome quote={quote} />
    </section>
  );
}

/** What the buyer can do or read now, by the quote's state. */
function QuoteOutcome({ quote }: { quote: QuoteFieldsFragment }) {
  const t = useT();
  switch (quote.status) {
    case 'REQUESTED':
      return <p className="quote-notice">{t('quotes.waiting')}</p>;
    case 'DECLINED':
      return (
        <p className="quote-notice quote-notice--error">
          {t('quotes.declined', { reason: quote.declineReason ?? '' })}
        </p>
      );
    case 'EXPIRED':
      return (
        <p className="quote-notice quote-notice--error">
          {t('quotes.expired')} <Link href="/cart">{t('quotes.toCart')}</Link>
        </p>
      );
    case 'ACCEPTED':
      return (
        <p className="quote-notice">
          {t('quotes.accepted')} <Link href="/cart">{t('quotes.toCart')}</Link>
        </p>
      );
    default:
      return <AcceptQuote id={quote.id} />;
  }
}

/** Puts the answered quote in the cart (the form-submission machine), then shows the cart. */
function AcceptQuote({ id }: { id: string }) {
  const t = useT();
  const execute = useExecute();
  const cart = useCartActor();
  const [, navigate] = useLocation();
  const [state, send] = useFormSubmission(async () => {
    await execute(AcceptQuoteDocument, { id, idempotencyKey: newCommandKey() });
    cart.send({ type: 'LOAD' });
    navigate('/cart');
  });
  const busy = selectIsSubmitting(state);
  return (
    <div className="quote-actions">
      <LoginError code={state.context.failure} />
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        data-testid="accept-quote"
        onClick={() => send({ type: 'SUBMIT' })}
      >
        {t(busy ? 'quotes.accepting' : 'quotes.accept')}
      </button>
      <span className="form-hint">{t('quotes.acceptHint')}</span>
    </div>
  );
}
