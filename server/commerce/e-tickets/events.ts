import { randomInt } from 'node:crypto';
import type { Sql } from '../../platform/db/index.ts';
import type { Projection } from '../../platform/events/index.ts';
import { ORDER_STREAM_PREFIX } from '../orders/events.ts';
import { loadOrderAggregates } from '../orders/order-loading.ts';

/** `ETicketIssued`: the first event of a ticket's own stream. */
export interface ETicketIssued {
  code: string;
  eventId: string;
  orderNumber: string;
  userId: number | null;
  productId: number;
  variantId: number;
}

/** `ETicketUsed`: the second and last; who scanned it is in the metadata (staffId, staffName). */
export interface ETicketUsed {
  eventId: string;
  usedAt: string;
}

export const E_TICKET_STREAM_PREFIX = 'e-ticket-';
export const eTicketStreamId = (code: string) => `${E_TICKET_STREAM_PREFIX}${code}`;

// Crockford's base32 without I, L, O, U: read aloud or typed from a phone without confusion.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 12 characters from the CSPRNG (60 bits): `7K3M-QX2P-9BTA`. Not guessable, short enough to type. */
export function newTicketCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(0, ALPHABET.length)]);
  return [0, 4, 8].map((start) => chars.slice(start, start + 4).join('')).join('-');
}

/** What staff type: case, spaces and dashes do not matter; anything else is no ticket at all. */
export function normalizeTicketCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  if (!/^[0-9A-HJKMNP-TV-Z]{12}$/.test(compact)) return null;
  return `${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8)}`;
}

/** `e_tickets`, the read model of the ticket streams (idempotent per event, rebuildable). */
export const eTicketsProjection: Projection = {
  name: 'e-tickets',
  handles: ['ETicketIssued', 'ETicketUsed'],
  async apply(tx, events) {
    for (const event of events) {
      const code = event.streamId.slice(E_TICKET_STREAM_PREFIX.length);
      if (event.type === 'ETicketIssued') {
        const issued = event.data as ETicketIssued;
        await tx.query(
          `insert into e_tickets (code, event_id, order_number, user_id, product_id, variant_id, issued_at)
           values ($1, $2, $3, $4, $5, $6, $7) on conflict (code) do nothing`,
          [
            code,
            issued.eventId,
            issued.orderNumber,
            issued.userId,
            issued.productId,
            issued.variantId,
            event.recordedAt,
          ],
        );
      } else {
        const used = event.data as ETicketUsed;
        const metadata = event.metadata as { staffId?: number | null; staffName?: string };
        await tx.query(
          `update e_tickets set used_at = $2, used_by_staff_id = $3, used_by_name = $4 where code = $1`,
          [code, used.usedAt, metadata.staffId ?? null, metadata.staffName ?? 'staff'],
        );
      }
    }
  },
  async reset(tx) {
    await tx.query('delete from e_tickets');
  },
};

async function ticketLines(tx: Sql, variantIds: readonly number[]) {
  const { rows } = await tx.query<{ variant_id: number; product_id: number; event_id: string }>(
    `select v.id as variant_id, v.product_id, t.event_id from variants v
       join e_ticket_products t on t.product_id = v.product_id
      where v.id = any($1::int[])`,
    [variantIds],
  );
  return new Map(rows.map((row) => [row.variant_id, row]));
}

/**
 * Buying a ticket issues it: when an order becomes paid, one `ETicketIssued` per unit of every
 * e-ticket line, each on its own new stream, in the same transaction as the fact that paid it (the
 * reaction pattern of server/commerce/orders/vat-receipt-requests.ts). The shopper's confirmed
 * e-mail gets the codes through the outbox in that transaction too. Idempotent: an order that
 * already has tickets gets none again; a rebuild passes no appender and appends nothing.
 */
export const eTicketIssuing: Projection = {
  name: 'e-ticket-issuing',
  handles: ['CheckoutCompleted', 'PaymentCaptured'],
  async apply(tx, events, appender) {
    if (!appender) return;
    const streamIds = [...new Set(events.map((event) => event.streamId))].filter((id) =>
      id.startsWith(ORDER_STREAM_PREFIX),
    );
    if (streamIds.length === 0) return;
    const aggregates = await loadOrderAggregates(tx, streamIds);
    for (const [, { snapshot }] of aggregates) {
      if (!snapshot.matches({ placed: { payment: 'paid' } })) continue;
      const { number, lines, userId } = snapshot.context;
      if (!number) continue;
      const kinds = await ticketLines(
        tx,
        lines.map((line) => line.variantId),
      );
      if (kinds.size === 0) continue;
      const issuedBefore = await tx.query('select 1 from e_tickets where order_number = $1 limit 1', [
        number,
      ]);
      if (issuedBefore.rows.length > 0) continue;
      const codes: string[] = [];
      for (const line of lines) {
        const kind = kinds.get(line.variantId);
        if (!kind) continue;
        for (let unit = 0; unit < line.quantity; unit++) {
          const code = newTicketCode();
          codes.push(code);
          const issued: ETicketIssued = {
            code,
            eventId: kind.event_id,
            orderNumber: number,
            userId: userId ?? null,
            productId: kind.product_id,
            variantId: line.variantId,
          };
          await appender.append(
            eTicketStreamId(code),
            'no_stream',
            [{ type: 'ETicketIssued', data: issued, metadata: { actor: 'system' } }],
            tx,
          );
        }
      }
      await mailTickets(tx, userId ?? null, number, codes, events[0]!.recordedAt);
    }
  },
  async reset() {
    // Nothing of its own: the tickets are in the log and e_tickets is eTicketsProjection's.
  },
};

/** The codes to the buyer's confirmed e-mail (a guest has none: the order page shows them). */
async function mailTickets(
  tx: Sql,
  userId: number | null,
  number: string,
  codes: readonly string[],
  at: Date,
) {
  if (userId === null || codes.length === 0) return;
  const { rows } = await tx.query<{ email: string }>(
    'select email from users where id = $1 and email_confirmed and email is not null',
    [userId],
  );
  const email = rows[0]?.email;
  if (!email) return;
  const body = [
    `Таны захиалга ${number}-ийн цахим тасалбар / Your e-tickets for order ${number}:`,
    ...codes.map((code) => `  ${code}`),
    'Тасалбарын QR кодыг захиалгын хуудаснаас харна уу. / The QR codes are on the order page.',
  ].join('\n');
  await tx.query(
    `insert into outbox (channel, recipient, subject, body, created_at) values ('email', $1, $2, $3, $4)`,
    [email, `Shoppy: цахим тасалбар / e-tickets ${number}`, body, at],
  );
}
