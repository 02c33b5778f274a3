import '../quotes/quotes.css';
import { FileText } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { loginHref, QUOTES_PATH, quoteHref } from '../account/links.ts';
import { errorCode } from '../graphql/client.ts';
import { MyQuotesDocument, type MyQuotesQuery } from '../graphql/generated/graphql.ts';
import { formatShopDate } from '../i18n/formats.ts';
import { formatMnt, translate, useT } from '../i18n/intl.ts';
import { QuoteStatusBadge } from '../quotes/quote-status.tsx';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { EmptyState } from '../shell/empty-state.tsx';
import { routePaths } from './paths.ts';

type Quotes = MyQuotesQuery['myQuotes'];

/** /account/quotes (#17): the buyer's quote requests, newest first, each with its status and total. */
export const quotesRoute = defineRoute({
  id: 'quotes',
  match: routePaths.quotes,
  load: async (_params, { execute }): Promise<Quotes | null> => {
    try {
      return (await execute(MyQuotesDocument, {})).myQuotes;
    } catch (error) {
      // A guest is invited to log in (spec §6), not shown an error page.
      if (errorCode(error) === 'LOGIN_REQUIRED') return null;
      throw error;
    }
  },
  head: (_data, intl) => ({ title: translate(intl, 'quotes.title') }),
  Component: QuotesScreen,
});

function QuotesScreen({ data }: RouteComponentProps<Quotes | null>) {
  const t = useT();
  const intl = useIntl();
  if (!data) {
    return (
      <section className="message-page">
        <h1>{t('quotes.title')}</h1>
        <p>{t('quotes.loginRequired')}</p>
        <p>
          <Link href={loginHref(QUOTES_PATH)}>{t('account.link.login')}</Link>
        </p>
      </section>
    );
  }
  if (data.length === 0) {
    return (
      <section className="quotes-page">
        <EmptyState
          icon={<FileText size={40} />}
          title={t('quotes.title')}
          action={{ href: '/cart', label: t('quotes.toCart') }}
        >
          <p>{t('quotes.empty')}</p>
        </EmptyState>
      </section>
    );
  }
  return (
    <section className="quotes-page">
      <h1>{t('quotes.title')}</h1>
      <p className="form-hint">{t('quotes.hint')}</p>
      <ul className="quote-list">
        {data.map((quote) => (
          <li key={quote.id} className="quote-card" data-testid="quote-card">
            <span>
              <Link href={quoteHref(quote.id)}>{t('quotes.number', { id: quote.id })}</Link>{' '}
              <QuoteStatusBadge status={quote.status} />
            </span>
            <span className="quote-card__total">{formatMnt(intl, quote.quotedTotal ?? quote.listTotal)}</span>
            <span className="quote-card__meta">
              {t('quotes.summary', {
                date: formatShopDate(intl, quote.requestedAt),
                count: quote.lineCount,
              })}
              {quote.status === 'ANSWERED' && quote.expiresAt
                ? ` · ${t('quotes.validUntil', { date: formatShopDate(intl, quote.expiresAt) })}`
                : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
