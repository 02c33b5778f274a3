import { initialTransition, transition } from 'xstate';
import type { OrderProductSnapshot } from '../../../machines/order-types.ts';
import { type QuoteEvent, type QuoteSnapshot, quoteRequestMachine } from '../../../machines/quote-request.ts';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { type Projection, type RecordedEvent, readStreams } from '../../platform/events/index.ts';

/**
 * The facts of one quote, its own stream `quote-<id>`. Each carries `at`, the instant from the
 * injected clock (the read model's times, and the machine's expiry guard, never read the wall clock).
 */
export interface QuoteLineFact {
  variantId: number;
  quantity: number;
  /** The variant's selling price when asked: the highest price staff may quote. */
  listPrice: number;
  product: OrderProductSnapshot;
}

export interface QuoteRequestedData {
  quoteId: number;
  userId: number;
  organizationName: string;
  registerNumber: string;
  note: string | null;
  lines: QuoteLineFact[];
  at: string;
}
export interface QuoteAnsweredData {
  prices: number[];
  expiresAt: string;
  at: string;
}
export interface QuoteDeclinedData {
  reason: string;
  at: string;
}
export interface QuoteAcceptedData {
  orderNumber: string;
  at: string;
}

export const quoteEventTypes = ['QuoteRequested', 'QuoteAnswered', 'QuoteDeclined', 'QuoteAccepted'] as const;

export const QUOTE_STREAM_PREFIX = 'quote-';
export const quoteStreamId = (id: number) => `${QUOTE_STREAM_PREFIX}${id}`;

export interface QuoteAggregate {
  snapshot: QuoteSnapshot;
  version: number;
}

/** The machine's verdict on one event; a refused one is QUOTE_NOT_OPEN and nothing is written. */
export function decideQuote(snapshot: QuoteSnapshot, event: QuoteEvent): QuoteSnapshot {
  if (!snapshot.can(event)) throw new ShopError('QUOTE_NOT_OPEN');
  return transition(quoteRequestMachine, snapshot, event)[0];
}

/** A quote's state: its stream folded through the quote-request machine (version 0: no such quote). */
export async function loadQuote(tx: Sql, id: number): Promise<QuoteAggregate> {
  let [snapshot] = initialTransition(quoteRequestMachine);
  const events = await readStreams(tx, [quoteStreamId(id)]);
  for (const event of events) {
    snapshot = transition(quoteRequestMachine, snapshot, {
      ...(event.data as object),
      type: event.type,
    } as QuoteEvent)[0];
  }
  return { snapshot, version: events.length };
}

/** `expired` is decided, not stored: an answered quote read at or after its expiry. */
export function asOf(snapshot: QuoteSnapshot, now: Date): QuoteSnapshot {
  const expired: QuoteEvent = { type: 'QuoteExpired', at: now.toISOString() };
  return snapshot.can(expired) ? transition(quoteRequestMachine, snapshot, expired)[0] : snapshot;
}

const idOf = (event: RecordedEvent) => Number(event.streamId.slice(QUOTE_STREAM_PREFIX.length));

/** `quotes` and `quote_lines`, in the transaction of every append to a quote stream. */
export const quotesProjection: Projection = {
  name: 'quotes',
  handles: quoteEventTypes,
  async apply(tx, events) {
    for (const event of events) {
      const id = idOf(event);
      switch (event.type) {
        case 'QuoteRequested': {
          const data = event.data as QuoteRequestedData;
          await tx.query(
            `insert into quotes (id, user_id, organization_name, register_number, note, status,
                                 requested_at, updated_at)
             values ($1, $2, $3, $4, $5, 'requested', $6, $6)`,
            [id, data.userId, data.organizationName, data.registerNumber, data.note, data.at],
          );
          await tx.query(
            `insert into quote_lines (quote_id, position, variant_id, quantity, list_price, product)
             select $1, l.ord, (l.line->>'variantId')::int, (l.line->>'quantity')::int,
                    (l.line->>'listPrice')::int, l.line->'product'
               from jsonb_array_elements($2::jsonb) with ordinality as l(line, ord)`,
            [id, JSON.stringify(data.lines)],
          );
          break;
        }
        case 'QuoteAnswered': {
          const data = event.data as QuoteAnsweredData;
          await tx.query(
            `update quotes set status = 'answered', expires_at = $2, answered_at = $3, updated_at = $3
              where id = $1`,
            [id, data.expiresAt, data.at],
          );
          await tx.query(
            `update quote_lines q set quoted_price = p.price
               from unnest($2::int[]) with ordinality as p(price, ord)
              where q.quote_id = $1 and q.position = p.ord`,
            [id, data.prices],
          );
          break;
        }
        case 'QuoteDeclined': {
          const data = event.data as QuoteDeclinedData;
          await tx.query(
            `update quotes set status = 'declined', decline_reason = $2, updated_at = $3 where id = $1`,
            [id, data.reason, data.at],
          );
          break;
        }
        case 'QuoteAccepted': {
          const data = event.data as QuoteAcceptedData;
          await tx.query(
            `update quotes set status = 'accepted', order_number = $2, updated_at = $3 where id = $1`,
            [id, data.orderNumber, data.at],
          );
          break;
        }
      }
    }
  },
  async reset(tx) {
    await tx.query('delete from quote_lines');
    await tx.query('delete from quotes');
  },
};
