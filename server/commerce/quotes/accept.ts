import { randomBytes, randomInt } from 'node:crypto';
import type { OrderEvent, OrderLine } from '../../../machines/order-lifecycle.ts';
import { quoteStatusOf } from '../../../machines/quote-request.ts';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { emptyOrder } from '../orders/aggregate.ts';
import { checkOrderable, loadVariant } from '../orders/availability.ts';
import { QUOTE_OPTION } from '../orders/cart-commands.ts';
import { type OrderDeps, runCommand } from '../orders/command-runner.ts';
import { orderStreamId } from '../orders/events.ts';
import {
  appendDecided,
  idempotencyScope,
  identityLocks,
  type LoadedOrder,
  loadStream,
  metadataOf,
} from '../orders/order-stream.ts';
import { findCurrentCart, hashToken, type OrderDto, type OrderIdentity } from '../orders/read-model.ts';
import { asOf, decideQuote, loadQuote, type QuoteAcceptedData, quoteStreamId } from './events.ts';

const refusalOf = {
  requested: 'QUOTE_NOT_ANSWERED',
  accepted: 'QUOTE_ALREADY_ACCEPTED',
  declined: 'QUOTE_DECLINED',
  expired: 'QUOTE_EXPIRED',
} as const;

/**
 * The buyer puts an answered quote in the cart (#17): every line at its quoted unit price, marked
 * with the quote's id, and `QuoteAccepted` on the quote, in one transaction. The quote's lock and
 * its stream's expected version make it once only: two accepts at the same moment fill one cart
 * once, the other is told QUOTE_ALREADY_ACCEPTED. Stock is checked now (OUT_OF_STOCK,
 * QUANTITY_NOT_ORDERABLE): a refused accept writes nothing and can be tried again.
 */
export function acceptQuote(
  deps: OrderDeps,
  identity: OrderIdentity,
  quoteId: number,
  idempotencyKey?: string,
): Promise<OrderDto> {
  const { userId } = identity;
  if (userId === undefined) throw new ShopError('LOGIN_REQUIRED');
  const scope = {
    locks: [...identityLocks(identity), `quote:${quoteId}`],
    idempotency: idempotencyScope(identity, idempotencyKey, { command: 'accept-quote', quoteId }),
  };
  return runCommand(deps, scope, async (tx) => {
    const now = deps.clock.now();
    const owner = await tx.query<{ user_id: number }>('select user_id from quotes where id = $1', [quoteId]);
    if (owner.rows[0]?.user_id !== userId) throw new ShopError('QUOTE_NOT_FOUND');
    const quote = await loadQuote(tx, quoteId);
    const status = quoteStatusOf(asOf(quote.snapshot, now));
    if (status !== 'answered') throw new ShopError(status === 'new' ? 'QUOTE_NOT_FOUND' : refusalOf[status]);

    const events: OrderEvent[] = [];
    let token: string | undefined;
    let target: LoadedOrder;
    const current = await findCurrentCart(tx, identity);
    if (current) {
      target = await loadStream(tx, current.number);
    } else {
      const number = `R${randomInt(100_000_000, 1_000_000_000)}`;
      token = randomBytes(24).toString('base64url');
      target = { streamId: orderStreamId(number), aggregate: emptyOrder() };
      events.push({ type: 'CartCreated', number, tokenHash: hashToken(token), userId });
    }
    const inCart: readonly OrderLine[] = target.aggregate.snapshot.context.lines;
    let nextLineId = target.aggregate.snapshot.context.nextLineId;
    for (const line of await quoteLines(tx, quoteId)) {
      const variant = await loadVariant(tx, line.variant_id);
      const already = inCart
        .filter((item) => item.variantId === line.variant_id)
        .reduce((sum, item) => sum + item.quantity, 0);
      checkOrderable(variant, already + line.quantity, now);
      events.push({
        type: 'LineItemAdded',
        lineItemId: nextLineId++,
        variantId: variant.id,
        quantity: line.quantity,
        price: line.quoted_price,
        options: { [QUOTE_OPTION]: String(quoteId) },
        gift: false,
        product: variant.product,
      });
    }
    const order = await appendDecided(deps, tx, target, events, metadataOf(identity));
    const data: QuoteAcceptedData = { orderNumber: order.number, at: now.toISOString() };
    const decided = decideQuote(quote.snapshot, { type: 'QuoteAccepted', ...data });
    await deps.store.append(
      quoteStreamId(quoteId),
      quote.version,
      [{ type: 'QuoteAccepted', data, metadata: { actor: 'user', userId } }],
      tx,
      decided,
    );
    return token ? { ...order, token } : order;
  });
}

async function quoteLines(tx: Sql, quoteId: number) {
  const { rows } = await tx.query<{ variant_id: number; quantity: number; quoted_price: number }>(
    'select variant_id, quantity, quoted_price from quote_lines where quote_id = $1 order by position',
    [quoteId],
  );
  return rows;
}

/**
 * Checkout's check of quoted lines (#17): a line carrying a quote must be that quote's, in the cart
 * it was put in, at its quoted price and at most its quoted quantity, and the quote must not have
 * expired. Otherwise the order is not placed (QUOTE_EXPIRED, or QUOTE_LINE_FIXED for a line that no
 * longer matches its quote), so a quoted price is never paid after its expiry or on a second cart.
 */
export async function checkQuotedLines(
  tx: Sql,
  number: string,
  lines: readonly OrderLine[],
  now: Date,
): Promise<void> {
  const quoted = lines.filter((line) => line.options[QUOTE_OPTION] !== undefined);
  if (quoted.length === 0) return;
  const ids = [...new Set(quoted.map((line) => Number(line.options[QUOTE_OPTION])))];
  const { rows } = await tx.query<{
    id: number;
    order_number: string | null;
    expires_at: Date | null;
    variant_id: number;
    quantity: number;
    quoted_price: number | null;
  }>(
    `select q.id, q.order_number, q.expires_at, l.variant_id, l.quantity, l.quoted_price
       from quotes q join quote_lines l on l.quote_id = q.id
      where q.id = any($1::int[]) and q.status = 'accepted'`,
    [ids],
  );
  for (const line of quoted) {
    const quoteId = Number(line.options[QUOTE_OPTION]);
    const match = rows.find((row) => row.id === quoteId && row.variant_id === line.variantId);
    const fits =
      match !== undefined &&
      match.order_number === number &&
      match.quoted_price === line.price &&
      line.quantity <= match.quantity;
    if (!fits) throw new ShopError('QUOTE_LINE_FIXED');
    if (match.expires_at === null || new Date(match.expires_at) <= now) throw new ShopError('QUOTE_EXPIRED');
  }
}
