import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { commerceEventStore } from '../event-store.ts';
import { walletStreamId } from './events.ts';
import { issueGiftCard } from './gift-cards.ts';

/** Demo gift cards (README): 16 digits, Luhn-checked, a year valid from the first start. */
export const demoGiftCards = [
  // 20,000 ₮ card: pays up to 100 % of orders from 20,000 ₮ (spec §9)
  { number: '6011000000000004', amount: 20_000, minOrder: 20_000, maxSharePercent: 100 },
  // 100,000 ₮ card: orders from 100,000 ₮, at most half of the order (spec §9 "up to 50 % for some cards")
  { number: '6011000000000012', amount: 100_000, minOrder: 100_000, maxSharePercent: 50 },
] as const;

const DEMO_MONEY_KEY = 'demo-money';

/**
 * Issues the demo gift cards once (a card already issued is left as it is). Under a lock: two
 * processes starting at once on an empty database would both find no card, and the second's issue
 * would fail its stream's `no_stream` check and stop that process's start.
 */
export async function seedDemoMoney(db: Database, clock: Clock): Promise<void> {
  const store = commerceEventStore(db);
  const expiresAt = new Date(clock.now().getTime() + 365 * 24 * 60 * 60 * 1000).toISOString();
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [DEMO_MONEY_KEY]);
    const issued = await tx.query<{ number: string }>(
      'select number from gift_cards where number = any($1)',
      [demoGiftCards.map((card) => card.number)],
    );
    const known = new Set(issued.rows.map((row) => row.number));
    for (const { number, ...card } of demoGiftCards) {
      if (!known.has(number)) await issueGiftCard(store, number, { ...card, expiresAt, userId: null }, tx);
    }
  });
}

/** A cash recharge of a user's wallet (the demo's way to have store credit; `npm run wallet:credit`). */
export async function rechargeWallet(db: Database, userId: number, amount: number): Promise<void> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error('the amount is whole tugrik above 0');
  const store = commerceEventStore(db);
  await store.append(walletStreamId(userId), 'any', [
    {
      type: 'WalletCredited',
      data: { amount, reason: 'RECHARGE', bucket: 'cash' },
      metadata: { actor: 'staff' },
    },
  ]);
}
