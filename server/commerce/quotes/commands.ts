import { QUOTE_LIMITS } from '../../../machines/quote-request.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { type FieldErrors, ShopError } from '../../platform/errors.ts';
import type { EventStore } from '../../platform/events/index.ts';
import { organizationOf } from '../accounts/organization.ts';
import type { Outbox } from '../accounts/outbox.ts';
import { loadVariant } from '../orders/availability.ts';
import { type StaffActor, staffMetadata } from '../staff/auth.ts';
import {
  decideQuote,
  loadQuote,
  type QuoteAnsweredData,
  type QuoteDeclinedData,
  type QuoteLineFact,
  type QuoteRequestedData,
  quoteStreamId,
} from './events.ts';
import { answeredEmail, declinedEmail } from './quote-email.ts';

export interface QuoteDeps {
  db: Database;
  store: EventStore;
  clock: Clock;
}

/** Below this a price is a placeholder (availability.ts): such a product cannot be asked for either. */
const MIN_SELLING_PRICE = 2;
const DAY_MS = 86_400_000;

export interface QuoteRequestInput {
  lines: { variantId: number; quantity: number }[];
  note?: string | null | undefined;
}

const clean = (text: string | null | undefined) => text?.trim().replace(/[ \t]+/g, ' ') ?? '';

function checkRequest(input: QuoteRequestInput): string | null {
  const { lines } = input;
  if (lines.length < QUOTE_LIMITS.minLines || lines.length > QUOTE_LIMITS.maxLines) {
    throw new ShopError('QUOTE_LINES_INVALID', undefined, {
      lines: [`must be ${QUOTE_LIMITS.minLines} to ${QUOTE_LIMITS.maxLines} products`],
    });
  }
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  lines.forEach((line, index) => {
    const { quantity } = line;
    if (
      !Number.isInteger(quantity) ||
      quantity < QUOTE_LIMITS.minQuantity ||
      quantity > QUOTE_LIMITS.maxQuantity
    )
      errors[`lines.${index}.quantity`] = [`must be a whole number from 1 to ${QUOTE_LIMITS.maxQuantity}`];
    if (seen.has(line.variantId)) errors[`lines.${index}.variant_id`] = ['is already on the list'];
    seen.add(line.variantId);
  });
  if (Object.keys(errors).length > 0) throw new ShopError('QUOTE_LINES_INVALID', undefined, errors);
  const note = clean(input.note);
  if (note.length > QUOTE_LIMITS.maxNote) {
    throw new ShopError('QUOTE_NOTE_INVALID', undefined, {
      note: [`at most ${QUOTE_LIMITS.maxNote} characters`],
    });
  }
  return note || null;
}

/**
 * A logged-in organization buyer asks for prices (#17). Everything is checked before anything is
 * written: the lines (1–50 distinct products, 1–9999 each), the note (≤ 1000), the organization
 * profile (QUOTE_ORGANIZATION_REQUIRED: the web links to the form), every product (unknown:
 * VARIANT_NOT_FOUND; placeholder price: TEMPORARILY_UNAVAILABLE). Stock is not checked here: a
 * business may ask for more than is on hand; accepting checks it.
 */
export async function requestQuote(
  deps: QuoteDeps,
  userId: number | undefined,
  input: QuoteRequestInput,
): Promise<number> {
  if (userId === undefined) throw new ShopError('LOGIN_REQUIRED');
  const note = checkRequest(input);
  return deps.db.transaction(async (tx) => {
    const organization = await organizationOf(tx, userId);
    if (!organization) throw new ShopError('QUOTE_ORGANIZATION_REQUIRED');
    const lines: QuoteLineFact[] = [];
    for (const [index, line] of input.lines.entries()) {
      const variant = await loadVariant(tx, line.variantId).catch((error: unknown) => {
        if (error instanceof ShopError && error.shopCode === 'NOT_FOUND') {
          throw new ShopError('VARIANT_NOT_FOUND', undefined, {
            [`lines.${index}.variant_id`]: ['does not exist'],
          });
        }
        throw error;
      });
      if (variant.price < MIN_SELLING_PRICE) {
        throw new ShopError('TEMPORARILY_UNAVAILABLE', undefined, {
          [`lines.${index}.variant_id`]: ['not on sale'],
        });
      }
      lines.push({
        variantId: variant.id,
        quantity: line.quantity,
        listPrice: variant.price,
        product: variant.product,
      });
    }
    const { rows } = await tx.query<{ id: string }>(`select nextval('quote_numbers') as id`);
    const quoteId = Number(rows[0]!.id);
    const data: QuoteRequestedData = {
      quoteId,
      userId,
      organizationName: organization.name,
      registerNumber: organization.registerNumber,
      note,
      lines,
      at: deps.clock.now().toISOString(),
    };
    await deps.store.append(
      quoteStreamId(quoteId),
      'no_stream',
      [{ type: 'QuoteRequested', data, metadata: { actor: 'user', userId } }],
      tx,
    );
    return quoteId;
  });
}

export interface QuoteAnswerInput {
  /** Unit price per line, in the order of the request. */
  prices: number[];
  expiresInDays?: number | undefined;
}

/**
 * Staff answer with a unit price per line and how many days the prices hold (default 14, 1–90).
 * A price is a whole number from 1 ₮ to the line's list price when asked: a quote only ever lowers
 * a price (above list the buyer would do better without it) and never gives goods away (0 ₮ would
 * pass every total check unnoticed). The buyer's e-mail goes through the outbox in the same
 * transaction, and is sent right after the commit.
 */
export async function answerQuote(
  deps: QuoteDeps & { outbox: Outbox; publicUrl?: string | undefined },
  staff: StaffActor | undefined,
  quoteId: number,
  input: QuoteAnswerInput,
): Promise<void> {
  const days = input.expiresInDays ?? QUOTE_LIMITS.defaultExpiryDays;
  if (!Number.isInteger(days) || days < QUOTE_LIMITS.minExpiryDays || days > QUOTE_LIMITS.maxExpiryDays) {
    throw new ShopError('QUOTE_EXPIRY_INVALID', undefined, { expires_in_days: ['must be 1 to 90'] });
  }
  const messageId = await deps.db.transaction(async (tx) => {
    const quote = await loadQuote(tx, quoteId);
    if (quote.version === 0) throw new ShopError('QUOTE_NOT_FOUND');
    if (!quote.snapshot.matches('requested')) throw new ShopError('QUOTE_NOT_OPEN');
    const { rows } = await tx.query<{ list_price: number }>(
      'select list_price from quote_lines where quote_id = $1 order by position',
      [quoteId],
    );
    const errors: FieldErrors = {};
    if (input.prices.length !== rows.length) errors.prices = [`give ${rows.length} prices, one per line`];
    rows.forEach((row, index) => {
      const price = input.prices[index];
      if (price === undefined) return;
      if (!Number.isInteger(price) || price < 1 || price > row.list_price)
        errors[`prices.${index}`] = [`must be a whole number from 1 to ${row.list_price}`];
    });
    if (Object.keys(errors).length > 0) throw new ShopError('QUOTE_PRICE_INVALID', undefined, errors);
    const now = deps.clock.now();
    const data: QuoteAnsweredData = {
      prices: input.prices,
      expiresAt: new Date(now.getTime() + days * DAY_MS).toISOString(),
      at: now.toISOString(),
    };
    const decided = decideQuote(quote.snapshot, { type: 'QuoteAnswered', ...data });
    await deps.store.append(
      quoteStreamId(quoteId),
      quote.version,
      [{ type: 'QuoteAnswered', data, metadata: staffMetadata(staff) }],
      tx,
      decided,
    );
    const email = await answeredEmail(tx, quoteId, deps.publicUrl);
    return email ? deps.outbox.enqueue(tx, email) : null;
  });
  if (messageId !== null) await deps.outbox.deliver(messageId);
}

/**
 * Staff decline a quote still waiting for prices, with the reason the buyer reads (1–500 characters);
 * the buyer is told through the outbox, in the same transaction, as an answer is.
 */
export async function declineQuote(
  deps: QuoteDeps & { outbox: Outbox; publicUrl?: string | undefined },
  staff: StaffActor | undefined,
  quoteId: number,
  reasonText: string,
): Promise<void> {
  const reason = clean(reasonText);
  if (reason.length < 1 || reason.length > QUOTE_LIMITS.maxReason) {
    throw new ShopError('QUOTE_DECLINE_REASON_INVALID', undefined, { reason: ['1 to 500 characters'] });
  }
  const messageId = await deps.db.transaction(async (tx) => {
    const quote = await loadQuote(tx, quoteId);
    if (quote.version === 0) throw new ShopError('QUOTE_NOT_FOUND');
    if (!quote.snapshot.matches('requested')) throw new ShopError('QUOTE_NOT_OPEN');
    const data: QuoteDeclinedData = { reason, at: deps.clock.now().toISOString() };
    const decided = decideQuote(quote.snapshot, { type: 'QuoteDeclined', ...data });
    await deps.store.append(
      quoteStreamId(quoteId),
      quote.version,
      [{ type: 'QuoteDeclined', data, metadata: staffMetadata(staff) }],
      tx,
      decided,
    );
    const notice = await declinedEmail(tx, quoteId, reason, deps.publicUrl);
    return notice ? deps.outbox.enqueue(tx, notice) : null;
  });
  if (messageId !== null) await deps.outbox.deliver(messageId);
}
