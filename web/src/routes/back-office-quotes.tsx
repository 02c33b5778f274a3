import '../styles/back-office.css';
import '../quotes/quotes.css';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { BACK_OFFICE_QUOTES_PATH, backOfficeQuoteHref } from '../back-office/quotes/quote-links.ts';
import { StaffGate } from '../back-office/staff-gate.tsx';
import { type StaffData, staffRoute } from '../back-office/staff-route.ts';
import {
  type QuoteStatus,
  StaffQuotesDocument,
  type StaffQuotesQuery,
} from '../graphql/generated/graphql.ts';
import { formatShopDate } from '../i18n/formats.ts';
import { formatMnt, translate, useT } from '../i18n/intl.ts';
import { QuoteStatusBadge } from '../quotes/quote-status.tsx';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

const STATUSES: readonly QuoteStatus[] = ['REQUESTED', 'ANSWERED', 'ACCEPTED', 'DECLINED', 'EXPIRED'];

interface QuotesList {
  page: StaffQuotesQuery['staffQuotes'];
  status: QuoteStatus | null;
}

type QuotesData = StaffData<QuotesList>;

/** /back-office/quotes (#17, #18): quote requests by status, the oldest waiting first; sales role. */
export const backOfficeQuotesRoute = defineRoute({
  id: 'back-office-quotes',
  match: routePaths.backOfficeQuotes,
  load: staffRoute(async ({ status: wanted, page }, { execute }) => {
    const status = STATUSES.find((known) => known === wanted) ?? null;
    const data = await execute(StaffQuotesDocument, { status, page });
    return { staff: data.staffMe, value: { page: data.staffQuotes, status } };
  }),
  head: (_data, intl) => ({ title: translate(intl, 'quotes.admin.title') }),
  Component: QuotesAdminScreen,
});

function QuotesAdminScreen({ data, reload }: RouteComponentProps<QuotesData>) {
  return (
    <StaffGate data={data} reload={reload}>
      {(_staff, list) => <QuoteListView list={list} />}
    </StaffGate>
  );
}

function QuoteListView({ list: data }: { list: QuotesList }) {
  const t = useT();
  const intl = useIntl();
  return (
    <>
      <h1>{t('quotes.admin.title')}</h1>
      <nav className="quote-filter" aria-label={t('backoffice.orders.filter')}>
        <Link href={BACK_OFFICE_QUOTES_PATH} aria-current={data.status === null ? 'page' : undefined}>
          {t('backoffice.orders.all')}
        </Link>
        {STATUSES.map((status) => (
          <Link
            key={status}
            href={`${BACK_OFFICE_QUOTES_PATH}?status=${status}`}
            aria-current={data.status === status ? 'page' : undefined}
          >
            {t(`quotes.status.${status}`)}
          </Link>
        ))}
      </nav>
      <p>{t('quotes.admin.count', { count: data.page.total })}</p>
      {data.page.quotes.length === 0 ? (
        <p>{t('quotes.admin.empty')}</p>
      ) : (
        <div className="quote-table-scroll">
          <table className="back-office__table" data-testid="staff-quotes">
            <thead>
              <tr>
                <th scope="col">{t('quotes.admin.quote')}</th>
                <th scope="col">{t('quotes.organization')}</th>
                <th scope="col">{t('quotes.requestedAt')}</th>
                <th scope="col">{t('quotes.total')}</th>
              </tr>
            </thead>
            <tbody>
              {data.page.quotes.map((quote) => (
                <tr key={quote.id}>
                  <td>
                    <Link href={backOfficeQuoteHref(quote.id)}>{t('quotes.number', { id: quote.id })}</Link>{' '}
                    <QuoteStatusBadge status={quote.status} />
                  </td>
                  <td>{quote.organizationName}</td>
                  <td>{formatShopDate(intl, quote.requestedAt, 'dateTime')}</td>
                  <td>{formatMnt(intl, quote.quotedTotal ?? quote.listTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pages status={data.status} page={data.page} />
    </>
  );
}

/** Earlier and later pages of the list (20 a page), keeping the status filter. */
function Pages({ status, page }: { status: QuoteStatus | null; page: StaffQuotesQuery['staffQuotes'] }) {
  const t = useT();
  const last = Math.max(1, Math.ceil(page.total / page.perPage));
  if (last === 1) return null;
  const href = (to: number) => {
    const search = new URLSearchParams();
    if (status) search.set('status', status);
    if (to > 1) search.set('page', String(to));
    const query = search.toString();
    return query ? `${BACK_OFFICE_QUOTES_PATH}?${query}` : BACK_OFFICE_QUOTES_PATH;
  };
  return (
    <nav className="quote-filter" aria-label={t('quotes.admin.pages')}>
      {page.page > 1 ? <Link href={href(page.page - 1)}>{t('quotes.admin.previous')}</Link> : null}
      <span>{t('quotes.admin.page', { page: page.page, last })}</span>
      {page.page < last ? <Link href={href(page.page + 1)}>{t('quotes.admin.next')}</Link> : null}
    </nav>
  );
}
