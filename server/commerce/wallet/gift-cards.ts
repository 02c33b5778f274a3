import { randomInt } from 'node:crypto';
import { orderTotal } from '../../../machines/order-lifecycle.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { EventStore } from '../../platform/events/index.ts';
import { hit } from '../accounts/rate-limit.ts';
import type { OrderDeps } from '../orders/command-runner.ts';
import type { OrderDto, OrderIdentity } from '../orders/read-model.ts';
import { luhnValid } from '../payments/luhn.ts';
import { type GiftCardIssued, giftCardStreamId, streamVersion } from './events.ts';
import { limit, refuseRepeat, runMoneyCommand } from './money-command.ts';

/**
 * 16 digits, the last a Luhn check digit (as bank cards): a mistyped digit is caught before lookup.
 * Spaces and dashes as printed on the card are fine; anything else that is not 16 Luhn digits is not.
 */
export function normalizeGiftCardNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{16}$/.test(digits) && luhnValid(digits) ? digits : null;
}

/** A new card number: 15 random digits and their check digit. */
export function newGiftCardNumber(): string {
  const body = Array.from({ length: 15 }, () => randomInt(10)).join('');
  const check = [...Array(10).keys()].find((digit) => luhnValid(`${body}${digit}`));
  return `${body}${check}`;
}

interface GiftCardRow {
  number: string;
  balance: number;
  min_order: number;
  max_share_percent: number;
  expires_at: Date;
  user_id: number | null;
}

/** Issues a card (seed, staff, a purchase of a gift card). */
export async function issueGiftCard(store: EventStore, number: string, card: GiftCardIssued, tx?: Sql) {
  if (!normalizeGiftCardNumber(number)) throw new Error(`not a gift card number: ${number}`);
  await store.append(giftCardStreamId(number), 'no_stream', [{ type: 'GiftCardIssued', data: card }], tx);
}

/**
 * POST /orders/{number}/apply_gift_card: takes min(balance, what the card may pay of the order).
 * A card bound to another account answers exactly like an unknown number (GIFT_CARD_INVALID), so
 * the answer never tells whether someone else's card exists.
 */
export function applyGiftCard(
  deps: OrderDeps & { clock: Clock },
  identity: OrderIdentity,
  input: { number: string; cardNumber: string },
  idempotencyKey?: string,
): Promise<OrderDto> {
  const cardNumber = normalizeGiftCardNumber(input.cardNumber);
  if (!cardNumber) throw new ShopError('GIFT_CARD_INVALID');
  return runMoneyCommand(
    deps,
    identity,
    { name: 'applyGiftCard', input },
    idempotencyKey,
    async (tx, order) => {
      const streamId = giftCardStreamId(cardNumber);
      const version = await streamVersion(tx, streamId);
      const found = await tx.query<GiftCardRow>(
        'select number, balance, min_order, max_share_percent, expires_at, user_id from gift_cards where number = $1',
        [cardNumber],
      );
      const card = found.rows[0];
      if (!card || (card.user_id !== null && card.user_id !== identity.userId)) {
        throw new ShopError('GIFT_CARD_INVALID');
      }
      if (new Date(card.expires_at).getTime() <= deps.clock.now().getTime())
        throw new ShopError('GIFT_CARD_EXPIRED');
      if (card.balance === 0) throw new ShopError('GIFT_CARD_EMPTY');
      refuseRepeat(order.context, (item) => item.kind === 'giftCard' && item.code === cardNumber);
      const total = orderTotal(order.context);
      if (total === 0) throw new ShopError('NOTHING_DUE');
      if (total < card.min_order) {
        throw new ShopError(
          'GIFT_CARD_MINIMUM',
          `This gift card pays for orders from ${card.min_order} ₮`,
          limit('min', card.min_order),
        );
      }
      const amount = Math.min(card.balance, Math.floor((total * card.max_share_percent) / 100));
      if (amount === 0) throw new ShopError('NOTHING_DUE');
      return {
        orderEvents: [{ type: 'AdjustmentApplied', kind: 'giftCard', code: cardNumber, amount }],
        tenderAppends: [
          {
            streamId,
            expectedVersion: version,
            events: [{ type: 'GiftCardDebited', data: { amount, orderNumber: order.number } }],
          },
        ],
      };
    },
  );
}

export interface GiftCardCheckDto {
  /** The last 4 digits only: the answer may be shown on a shared screen. */
  last4: string;
  balance: number;
  min_order: number;
  max_share_percent: number;
  expires_at: string;
  expired: boolean;
}

// Per shopper (or address for a guest) per 15 minutes: 16 Luhn digits leave ~10^15 numbers, and this
// keeps a guesser to 40 tries an hour.
export const GIFT_CARD_CHECKS_PER_WINDOW = 10;
const CHECK_WINDOW_SECONDS = 900;

/**
 * POST /api/v2/gift_cards/check: a card's balance, expiry and minimum order. Every try counts
 * against the limit, a wrong one too. A card bound to another account answers as a wrong number
 * (GIFT_CARD_INVALID), as when paying with it.
 */
export async function checkGiftCard(
  sql: Sql,
  clock: Clock,
  who: { userId?: number; ip: string },
  input: string,
): Promise<GiftCardCheckDto> {
  const key = who.userId === undefined ? `ip:${who.ip}` : `user:${who.userId}`;
  await hit(sql, clock, [
    { key: `giftcard-check:${key}`, max: GIFT_CARD_CHECKS_PER_WINDOW, windowSeconds: CHECK_WINDOW_SECONDS },
  ]);
  const number = normalizeGiftCardNumber(input);
  if (!number) throw new ShopError('GIFT_CARD_INVALID');
  const found = await sql.query<GiftCardRow>(
    'select number, balance, min_order, max_share_percent, expires_at, user_id from gift_cards where number = $1',
    [number],
  );
  const card = found.rows[0];
  if (!card || (card.user_id !== null && card.user_id !== who.userId))
    throw new ShopError('GIFT_CARD_INVALID');
  const expiresAt = new Date(card.expires_at);
  return {
    last4: number.slice(-4),
    balance: card.balance,
    min_order: card.min_order,
    max_share_percent: card.max_share_percent,
    expires_at: expiresAt.toISOString(),
    expired: expiresAt.getTime() <= clock.now().getTime(),
  };
}
