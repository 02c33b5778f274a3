import '../styles/back-office.css';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { StaffHeader } from '../back-office/staff-header.tsx';
import { StaffLoginForm } from '../back-office/staff-login-form.tsx';
import { errorCode, GraphqlRequestError } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  type StaffFieldsFragment,
  StaffTicketsDocument,
  type StaffTicketsQuery,
  StaffUseTicketDocument,
  type TicketFieldsFragment,
} from '../graphql/generated/graphql.ts';
import { errorMessage, translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

interface TicketsData {
  staff: StaffFieldsFragment | null;
  tickets: StaffTicketsQuery['staffTickets'] | null;
  failure: string | null;
}

/** /back-office/tickets: staff at the door scan or type a ticket code; the latest scans below. */
export const backOfficeTicketsRoute = defineRoute({
  id: 'back-office-tickets',
  match: routePaths.backOfficeTickets,
  load: async (_params, { execute }): Promise<TicketsData> => {
    try {
      const data = await execute(StaffTicketsDocument, {});
      return { staff: data.staffMe ?? null, tickets: data.staffTickets, failure: null };
    } catch (error) {
      const code = errorCode(error);
      if (code === 'STAFF_LOGIN_REQUIRED') return { staff: null, tickets: null, failure: null };
      if (code === 'STAFF_ROLE_REQUIRED') return { staff: null, tickets: null, failure: code };
      throw error;
    }
  },
  head: (_data, intl) => ({ title: translate(intl, 'backoffice.tickets.title') }),
  Component: TicketsScreen,
});

type Outcome = { used: TicketFieldsFragment } | { error: string; at?: string; by?: string };

/** ETICKET_ALREADY_USED carries when and by whom (`extensions.fields.usedAt` / `usedBy`). */
function refusal(error: unknown): Outcome {
  const code = errorCode(error);
  const fields = (error instanceof GraphqlRequestError ? error.errors[0]?.extensions?.fields : undefined) as
    | Record<string, string[]>
    | undefined;
  return { error: code, at: fields?.usedAt?.[0], by: fields?.usedBy?.[0] };
}

function TicketsScreen({ data, reload }: RouteComponentProps<TicketsData>) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [eventId, setEventId] = useState(data.tickets?.events[0]?.id ?? '');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [scans, setScans] = useState(data.tickets?.scans ?? []);
  if (data.failure) return <p className="back-office">{errorMessage(intl, data.failure)}</p>;
  if (!data.staff || !data.tickets) return <StaffLoginForm onLoggedIn={reload} />;
  const when = (at: string) => intl.formatDate(at, { dateStyle: 'short', timeStyle: 'short' });

  async function use() {
    setBusy(true);
    setOutcome(null);
    try {
      const used = (await execute(StaffUseTicketDocument, { code: code.trim(), eventId })).staffUseTicket;
      setOutcome({ used });
      setScans((before) => [used, ...before]);
      setCode('');
    } catch (error) {
      setOutcome(refusal(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="back-office">
      <StaffHeader staff={data.staff} onLoggedOut={reload} />
      <h1>{t('backoffice.tickets.title')}</h1>
      {data.tickets.events.length === 0 ? (
        <p>{t('backoffice.tickets.noEvents')}</p>
      ) : (
        <form
          className="back-office__form"
          aria-busy={busy}
          onSubmit={(event) => {
            event.preventDefault();
            if (code.trim() && eventId && !busy) void use();
          }}
        >
          <label>
            {t('backoffice.tickets.event')}
            <select name="event" value={eventId} onChange={(event) => setEventId(event.target.value)}>
              {data.tickets.events.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.name} · {event.venue} · {when(event.startsAt)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('backoffice.tickets.code')}
            <input
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </label>
          <button type="submit" className="button button--primary" disabled={busy || !code.trim()}>
            {t('backoffice.tickets.use')}
          </button>
        </form>
      )}
      {outcome ? (
        'used' in outcome ? (
          <p role="status" className="back-office__ok">
            {t('backoffice.tickets.used', { code: outcome.used.code })}
          </p>
        ) : (
          <p role="alert" className="back-office__error">
            {errorMessage(intl, outcome.error)}{' '}
            {outcome.at && outcome.by
              ? t('backoffice.tickets.alreadyUsed', { at: when(outcome.at), by: outcome.by })
              : null}
          </p>
        )
      ) : null}
      <h2>{t('backoffice.tickets.scans')}</h2>
      {scans.length === 0 ? (
        <p>{t('backoffice.tickets.noScans')}</p>
      ) : (
        <ul className="back-office__scans">
          {scans.map((scan) => (
            <li key={scan.code}>
              {t('backoffice.tickets.scan', {
                code: scan.code,
                product: scan.productName,
                at: scan.usedAt ? when(scan.usedAt) : '',
                by: scan.usedBy ?? '',
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
