import type { OrderProductSnapshot } from '../../../machines/order-types.ts';
import type { QuoteStatus } from '../../../machines/quote-request.ts';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';

export interface QuoteLineDto {
  position: number;
  variant_id: number;
  quantity: number;
  list_price: number;
  quoted_price: number | null;
  product: OrderProductSnapshot;
}

export interface QuoteDto {
  id: number;
  status: Exclude<QuoteStatus, 'new'>;
  organization_name: string;
  register_number: string;
  note: string | null;
  decline_reason: string | null;
  requested_at: string;
  answered_at: string | null;
  expires_at: string | null;
  order_number: string | null;
  line_count: number;
  /** Σ list price × quantity. */
  list_total: number;
  /** Σ quoted price × quantity; null until answered. */
  quoted_total: number | null;
  lines?: QuoteLineDto[];
}

export const listableStatuses = ['requested', 'answered', 'accepted', 'declined', 'expired'] as const;
export type ListableStatus = (typeof listableStatuses)[number];

/*
 * `expired` is the quote-request machine's rule read in SQL, so lists can filter and page by it:
 * an answered quote whose expiry is at or before now (the machine's `atOrAfterExpiry` guard).
 */
const columns = `q.id,
  case when q.status = 'answered' and q.expires_at <= $1 then 'expired' else q.status end as status,
  q.organization_name, q.register_number, q.note, q.decline_reason, q.requested_at, q.answered_at,
  q.expires_at, q.order_number,
  (select count(*)::int from quote_lines l where l.quote_id = q.id) as line_count,
  (select coalesce(sum(l.list_price::bigint * l.quantity), 0)::bigint from quote_lines l where l.quote_id = q.id) as list_total,
  case when q.answered_at is null then null else
    (select coalesce(sum(l.quoted_price::bigint * l.quantity), 0)::bigint from quote_lines l where l.quote_id = q.id) end
    as quoted_total`;

interface QuoteRow extends Omit<QuoteDto, 'requested_at' | 'answered_at' | 'expires_at'> {
  requested_at: Date;
  answered_at: Date | null;
  expires_at: Date | null;
}
const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);
// 50 lines × 9999 pieces × a printer's price passes int4: summed as bigint, which pg hands over as text
const toDto = (row: QuoteRow): QuoteDto => ({
  ...row,
  list_total: Number(row.list_total),
  quoted_total: row.quoted_total === null ? null : Number(row.quoted_total),
  requested_at: new Date(row.requested_at).toISOString(),
  answered_at: iso(row.answered_at),
  expires_at: iso(row.expires_at),
});

/** The buyer's quotes, newest first. */
export async function myQuotes(sql: Sql, userId: number, now: Date): Promise<QuoteDto[]> {
  const { rows } = await sql.query<QuoteRow>(
    `select ${columns} from quotes q where q.user_id = $2 order by q.requested_at desc, q.id desc limit 200`,
    [now, userId],
  );
  return rows.map(toDto);
}

/** One quote with its lines; another buyer's quote is QUOTE_NOT_FOUND, as a missing one. */
export async function quoteDetail(sql: Sql, quoteId: number, now: Date, userId?: number): Promise<QuoteDto> {
  const { rows } = await sql.query<QuoteRow & { user_id: number }>(
    `select ${columns}, q.user_id from quotes q where q.id = $2`,
    [now, quoteId],
  );
  const row = rows[0];
  if (!row || (userId !== undefined && row.user_id !== userId)) throw new ShopError('QUOTE_NOT_FOUND');
  const { user_id: _owner, ...quote } = row;
  const lines = await sql.query<QuoteLineDto>(
    `select position, variant_id, quantity, list_price, quoted_price, product
       from quote_lines where quote_id = $1 order by position`,
    [quoteId],
  );
  return { ...toDto(quote), lines: lines.rows };
}

/**
 * Staff's list (back office): by status, the oldest waiting first for `requested` (answer them in
 * turn), otherwise newest first; 20 a page.
 */
export async function staffQuotes(
  sql: Sql,
  now: Date,
  options: { status?: ListableStatus | undefined; page: number; perPage: number },
): Promise<{ quotes: QuoteDto[]; total: number }> {
  const filter = `($2::text is null or (case when q.status = 'answered' and q.expires_at <= $1
                    then 'expired' else q.status end) = $2)`;
  const order = options.status === 'requested' ? 'q.requested_at, q.id' : 'q.requested_at desc, q.id desc';
  const status = options.status ?? null;
  const [list, count] = await Promise.all([
    sql.query<QuoteRow>(
      `select ${columns} from quotes q where ${filter} order by ${order} limit $3 offset $4`,
      [now, status, options.perPage, (options.page - 1) * options.perPage],
    ),
    sql.query<{ n: number }>(`select count(*)::int as n from quotes q where ${filter}`, [now, status]),
  ]);
  return { quotes: list.rows.map(toDto), total: count.rows[0]?.n ?? 0 };
}
