import QRCode from 'qrcode';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { type EventStore, readStreams, StreamVersionConflictError } from '../../platform/events/index.ts';
import { type StaffActor, staffMetadata } from '../staff/auth.ts';
import { type ETicketIssued, type ETicketUsed, eTicketStreamId, normalizeTicketCode } from './events.ts';

export interface ETicketEventDto {
  id: string;
  name: Record<string, string>;
  venue: string;
  starts_at: string;
}

export interface ETicketDto {
  code: string;
  event: ETicketEventDto;
  order_number: string;
  product: { id: number; name: string; slug: string };
  issued_at: string;
  used_at: string | null;
  used_by: string | null;
}

interface TicketRow {
  code: string;
  event_id: string;
  event_name: Record<string, string>;
  venue: string;
  starts_at: Date;
  order_number: string;
  product_id: number;
  product_name: string;
  product_slug: string;
  issued_at: Date;
  used_at: Date | null;
  used_by_name: string | null;
}

const SELECT = `select t.code, t.event_id, e.name as event_name, e.venue, e.starts_at, t.order_number,
    t.product_id, p.name as product_name, p.slug as product_slug, t.issued_at, t.used_at, t.used_by_name
  from e_tickets t join e_ticket_events e on e.id = t.event_id join products p on p.id = t.product_id`;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function toDto(row: TicketRow): ETicketDto {
  return {
    code: row.code,
    event: {
      id: row.event_id,
      name: row.event_name,
      venue: row.venue,
      starts_at: new Date(row.starts_at).toISOString(),
    },
    order_number: row.order_number,
    product: { id: row.product_id, name: row.product_name, slug: row.product_slug },
    issued_at: new Date(row.issued_at).toISOString(),
    used_at: iso(row.used_at),
    used_by: row.used_by_name,
  };
}

export async function ticketEvents(sql: Sql): Promise<ETicketEventDto[]> {
  const { rows } = await sql.query<{
    id: string;
    name: Record<string, string>;
    venue: string;
    starts_at: Date;
  }>('select id, name, venue, starts_at from e_ticket_events order by starts_at, id');
  return rows.map((row) => ({ ...row, starts_at: new Date(row.starts_at).toISOString() }));
}

/** One ticket by its code (as typed or scanned); ETICKET_NOT_FOUND for a malformed or unknown one. */
export async function findTicket(sql: Sql, input: string): Promise<ETicketDto> {
  const code = normalizeTicketCode(input);
  if (!code) throw new ShopError('ETICKET_NOT_FOUND');
  const { rows } = await sql.query<TicketRow>(`${SELECT} where t.code = $1`, [code]);
  if (!rows[0]) throw new ShopError('ETICKET_NOT_FOUND');
  return toDto(rows[0]);
}

/** The tickets issued, newest first, of one event when given. */
export async function listTickets(
  sql: Sql,
  options: { eventId?: string | undefined; page: number; perPage: number },
): Promise<ETicketDto[]> {
  const { rows } = await sql.query<TicketRow>(
    `${SELECT} where ($1::text is null or t.event_id = $1)
      order by t.issued_at desc, t.code limit $2 offset $3`,
    [options.eventId ?? null, options.perPage, (options.page - 1) * options.perPage],
  );
  return rows.map(toDto);
}

/** Who scanned what when: the used tickets, the latest scan first. */
export async function listScans(
  sql: Sql,
  options: { eventId?: string | undefined; page: number; perPage: number },
): Promise<ETicketDto[]> {
  const { rows } = await sql.query<TicketRow>(
    `${SELECT} where t.used_at is not null and ($1::text is null or t.event_id = $1)
      order by t.used_at desc, t.code limit $2 offset $3`,
    [options.eventId ?? null, options.perPage, (options.page - 1) * options.perPage],
  );
  return rows.map(toDto);
}

/**
 * A shopper's tickets with the QR code to show at the door: an account's (GET /api/v2/e_tickets) or
 * one order's (GET /api/v2/orders/{number}/e_tickets, a guest's too; the caller checked access).
 */
export async function shopperTickets(
  sql: Sql,
  of: { userId: number } | { orderNumber: string },
): Promise<(ETicketDto & { qr_svg: string })[]> {
  const { rows } = await sql.query<TicketRow>(
    `${SELECT} where ${'userId' in of ? 't.user_id' : 't.order_number'} = $1
      order by t.issued_at desc, t.code limit 200`,
    ['userId' in of ? of.userId : of.orderNumber],
  );
  return Promise.all(
    rows.map(async (row) => ({
      ...toDto(row),
      qr_svg: await QRCode.toString(row.code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    })),
  );
}

/**
 * Staff at the door use a ticket, exactly once: `ETicketUsed` is appended at the version that has
 * only `ETicketIssued`, so of any number of concurrent scans one appends and every other one loses
 * the version race, reads again and is told when and by whom it was used (ETICKET_ALREADY_USED,
 * `errors.usedAt` / `errors.usedBy`). Unknown code, or a ticket of another event than the door's:
 * coded, nothing written.
 */
export async function useTicket(
  deps: { db: Database; clock: Clock; store: EventStore },
  input: string,
  eventId: string,
  actor: StaffActor | undefined,
): Promise<ETicketDto> {
  const code = normalizeTicketCode(input);
  if (!code) throw new ShopError('ETICKET_NOT_FOUND');
  const streamId = eTicketStreamId(code);
  for (let attempt = 0; attempt < 3; attempt++) {
    const events = await readStreams(deps.db, [streamId]);
    const issued = events[0];
    if (issued?.type !== 'ETicketIssued') throw new ShopError('ETICKET_NOT_FOUND');
    if ((issued.data as ETicketIssued).eventId !== eventId) throw new ShopError('ETICKET_WRONG_EVENT');
    const used = events.find((event) => event.type === 'ETicketUsed');
    if (used) {
      const usedAt = (used.data as ETicketUsed).usedAt;
      const usedBy = String((used.metadata as { staffName?: string }).staffName ?? 'staff');
      throw new ShopError('ETICKET_ALREADY_USED', `This ticket was already used at ${usedAt} by ${usedBy}`, {
        usedAt: [usedAt],
        usedBy: [usedBy],
      });
    }
    const data: ETicketUsed = { eventId, usedAt: deps.clock.now().toISOString() };
    try {
      await deps.store.append(streamId, events.length, [
        { type: 'ETicketUsed', data, metadata: staffMetadata(actor) },
      ]);
      return findTicket(deps.db, code);
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError)) throw error;
    }
  }
  throw new ShopError('CONFLICT');
}
