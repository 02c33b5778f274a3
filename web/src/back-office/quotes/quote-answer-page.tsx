import '../../styles/back-office.css';
import '../../quotes/quotes.css';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { selectIsSubmitting } from '../../../../machines/form-submission.ts';
import { QUOTE_LIMITS } from '../../../../machines/quote-request.ts';
import { fieldErrorsOf } from '../../account/field-errors.tsx';
import { formFields, useFormSubmission } from '../../account/form-submission.ts';
import { LoginError } from '../../account/login-steps.tsx';
import { errorCode } from '../../graphql/client.ts';
import { useExecute } from '../../graphql/context.tsx';
import {
  AnswerQuoteDocument,
  DeclineQuoteDocument,
  type QuoteFieldsFragment,
  StaffQuoteDocument,
} from '../../graphql/generated/graphql.ts';
import { formatShopDate } from '../../i18n/formats.ts';
import { formatMnt, translate, useT } from '../../i18n/intl.ts';
import { QuoteLines } from '../../quotes/quote-lines.tsx';
import { QuoteStatusBadge } from '../../quotes/quote-status.tsx';
import { routePaths } from '../../routes/paths.ts';
import { defineRoute, type RouteComponentProps } from '../../routing/route.ts';
import { StaffGate } from '../staff-gate.tsx';
import { type StaffData, staffRoute } from '../staff-route.ts';
import { BACK_OFFICE_QUOTES_PATH } from './quote-links.ts';

type QuoteData = StaffData<QuoteFieldsFragment>;

/** /back-office/quotes/:id (#17): the request, then the answer form (a price per line) or a decline. */
export const backOfficeQuoteRoute = defineRoute({
  id: 'back-office-quote',
  match: routePaths.backOfficeQuote,
  load: staffRoute(
    async ({ id }, { execute }) => {
      const data = await execute(StaffQuoteDocument, { id });
      return { staff: data.staffMe, value: data.staffQuote };
    },
    ['QUOTE_NOT_FOUND'],
  ),
  head: (data, intl) => ({
    title: data.value
      ? translate(intl, 'quotes.number', { id: data.value.id })
      : translate(intl, 'quotes.admin.title'),
  }),
  Component: QuoteAnswerScreen,
});

function QuoteAnswerScreen({ data, reload }: RouteComponentProps<QuoteData>) {
  const t = useT();
  return (
    <StaffGate
      data={data}
      reload={reload}
      back={{ href: BACK_OFFICE_QUOTES_PATH, label: t('quotes.admin.title') }}
    >
      {(_staff, quote) => <QuoteAnswer quote={quote} onDone={reload} />}
    </StaffGate>
  );
}

function QuoteAnswer({ quote, onDone }: { quote: QuoteFieldsFragment; onDone: () => void }) {
  const t = useT();
  const intl = useIntl();
  return (
    <>
      <p>
        <Link href={BACK_OFFICE_QUOTES_PATH}>{t('quotes.admin.title')}</Link>
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
        {quote.note ? (
          <>
            <dt>{t('quotes.note')}</dt>
            <dd>{quote.note}</dd>
          </>
        ) : null}
        {quote.expiresAt ? (
          <>
            <dt>{t('quotes.expiresAt')}</dt>
            <dd>{formatShopDate(intl, quote.expiresAt, 'dateTime')}</dd>
          </>
        ) : null}
        {quote.declineReason ? (
          <>
            <dt>{t('quotes.admin.reason')}</dt>
            <dd>{quote.declineReason}</dd>
          </>
        ) : null}
      </dl>
      {quote.status === 'REQUESTED' ? (
        <AnswerForms quote={quote} onDone={onDone} />
      ) : (
        <QuoteLines quote={quote} />
      )}
    </>
  );
}

/** A refusal as this form shows it: the code in words, and which inputs it concerns. */
const refuse = (error: unknown) => ({ fieldErrors: fieldErrorsOf(error), failure: errorCode(error) });

function AnswerForms({ quote, onDone }: { quote: QuoteFieldsFragment; onDone: () => void }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [answer, sendAnswer] = useFormSubmission(
    async (fields: Record<string, string>) => {
      // a blank or non-numeric price goes as -1: the server's coded refusal names its line
      const prices = quote.lines.map((line) => {
        const price = Number(fields[`price-${line.position}`]);
        return Number.isInteger(price) ? price : -1;
      });
      const days = Number(fields.days);
      await execute(AnswerQuoteDocument, {
        id: quote.id,
        prices,
        expiresInDays: Number.isInteger(days) ? days : -1,
      });
      onDone();
    },
    { refuse },
  );
  const [decline, sendDecline] = useFormSubmission(
    async (fields: Record<string, string>) => {
      await execute(DeclineQuoteDocument, { id: quote.id, reason: fields.reason ?? '' });
      onDone();
    },
    { refuse },
  );
  const wrong = (position: number) => `prices.${position - 1}` in answer.context.fieldErrors;
  return (
    <>
      <form
        className="quote-answer"
        data-testid="quote-answer"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          sendAnswer({ type: 'SUBMIT', values: formFields(event.currentTarget) });
        }}
      >
        <h2>{t('quotes.admin.answer')}</h2>
        <p className="form-hint">{t('quotes.admin.priceRule')}</p>
        <table className="quote-lines">
          <thead>
            <tr>
              <th scope="col">{t('quotes.line.product')}</th>
              <th scope="col">{t('quotes.line.quantity')}</th>
              <th scope="col">{t('quotes.line.listPrice')}</th>
              <th scope="col">{t('quotes.line.quotedPrice')}</th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line) => (
              <tr key={line.position}>
                <td>
                  {line.productName}
                  <span className="quote-lines__sku">{t('cart.sku', { sku: line.sku })}</span>
                </td>
                <td data-label={t('quotes.line.quantity')}>{line.quantity}</td>
                <td data-label={t('quotes.line.listPrice')}>{formatMnt(intl, line.listPrice)}</td>
                <td>
                  <input
                    className="quote-answer__price"
                    name={`price-${line.position}`}
                    inputMode="numeric"
                    defaultValue={line.listPrice}
                    aria-label={t('quotes.admin.priceFor', { name: line.productName })}
                    aria-invalid={wrong(line.position) || undefined}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <label className="quote-answer__days">
          {t('quotes.admin.days')}
          <input
            name="days"
            inputMode="numeric"
            defaultValue={QUOTE_LIMITS.defaultExpiryDays}
            aria-invalid={'expires_in_days' in answer.context.fieldErrors || undefined}
          />
        </label>
        <LoginError code={answer.context.failure} />
        <button type="submit" className="button button--primary" disabled={selectIsSubmitting(answer)}>
          {t('quotes.admin.send')}
        </button>
      </form>
      <form
        className="quote-decline"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          sendDecline({ type: 'SUBMIT', values: formFields(event.currentTarget) });
        }}
      >
        <h2>{t('quotes.admin.decline')}</h2>
        <label>
          {t('quotes.admin.reason')}
          <textarea name="reason" rows={3} maxLength={QUOTE_LIMITS.maxReason} />
        </label>
        <LoginError code={decline.context.failure} />
        <button type="submit" className="button" disabled={selectIsSubmitting(decline)}>
          {t('quotes.admin.declineButton')}
        </button>
      </form>
    </>
  );
}
