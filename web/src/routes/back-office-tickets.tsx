import '../styles/back-office.css';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { StaffGate } from '../back-office/staff-gate.tsx';
import { type StaffData, staffRoute } from '../back-office/staff-route.ts';
import { errorCode, GraphqlRequestError } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  StaffTicketsDocument,
  type StaffTicketsQuery,
  StaffUseTicketDocument,
  type TicketFieldsFragment,
} from '../graphql/generated/graphql.ts';
import { errorMessage, translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

type Tickets = StaffTicketsQuery['staffTickets'];
type TicketsData = StaffData<Tickets>;

/** /back-office/tickets: staff at the door scan or type a ticket code; the latest scans below. */
export const backOfficeTicketsRoute = defineRoute({
  id: 'back-office-tickets',
  match: routePaths.backOfficeTickets,
  load: staffRoute(async (_params, { execute }) => {
    const data = await execute(StaffTicketsDocument, {});
    return { staff: data.staffMe, value: data.staffTickets };
  }),
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
  return (
    <StaffGate data={data} reload={reload}>
      {(_staff, tickets) => <TicketDoor tickets={tickets} />}
    </StaffGate>
  );
}

function TicketDoor({ tickets }: { tickets: Tickets }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [eventId, setEventId] = useState(tickets.events[0]?.id ?? '');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [scans, setScans] = useState(tickets.scans);
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
    <>
      <h1>{t('backoffice.tickets.title')}</h1>
      {tickets.events.length === 0 ? (
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
              {tickets.events.map((event) => (
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
    </>
  );
}
