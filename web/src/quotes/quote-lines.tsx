import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { productHref } from '../catalog/links.ts';
import type { QuoteFieldsFragment } from '../graphql/generated/graphql.ts';
import { formatMnt, useT } from '../i18n/intl.ts';

/**
 * A quote's lines: quantity, list price, quoted price (the list price struck through beside it) and
 * the line total at the price that applies: quoted once answered, list before.
 */
export function QuoteLines({ quote }: { quote: QuoteFieldsFragment }) {
  const t = useT();
  const intl = useIntl();
  const answered = quote.quotedTotal !== null && quote.quotedTotal !== undefined;
  return (
    <table className="quote-lines" data-testid="quote-lines">
      <thead>
        <tr>
          <th scope="col">{t('quotes.line.product')}</th>
          <th scope="col">{t('quotes.line.quantity')}</th>
          <th scope="col">{t(answered ? 'quotes.line.quotedPrice' : 'quotes.line.listPrice')}</th>
          <th scope="col">{t('quotes.line.total')}</th>
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((line) => {
          const price = line.quotedPrice ?? line.listPrice;
          return (
            <tr key={line.position} data-testid="quote-line">
              <td>
                <Link href={productHref(line.productSlug)}>{line.productName}</Link>
                <span className="quote-lines__sku">{t('cart.sku', { sku: line.sku })}</span>
              </td>
              <td data-label={t('quotes.line.quantity')}>{line.quantity}</td>
              <td data-label={t(answered ? 'quotes.line.quotedPrice' : 'quotes.line.listPrice')}>
                {formatMnt(intl, price)}
                {answered && line.quotedPrice !== line.listPrice ? (
                  <span className="quote-lines__was">{formatMnt(intl, line.listPrice)}</span>
                ) : null}
              </td>
              <td data-label={t('quotes.line.total')}>{formatMnt(intl, price * line.quantity)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={3}>{t('quotes.total')}</td>
          <td data-testid="quote-total">{formatMnt(intl, quote.quotedTotal ?? quote.listTotal)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
