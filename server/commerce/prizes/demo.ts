import type { Sql } from '../../platform/db/index.ts';
import type { EventStore } from '../../platform/events/index.ts';
import { receiveStock, saveLocation, savePrize } from './config.ts';
import type { WheelId } from './events.ts';
import { ONLINE_LOCATION } from './wheels.ts';

const seed = { actor: 'system', source: 'demo-seed' };

interface DemoPrize {
  wheelId: WheelId;
  name: Record<string, string>;
  coupon?: string;
  credit?: number;
  weight: number;
  online: number;
  branch: number;
}

// Lucky wheel: 1 000 weight in all (500 of it "no prize"), so a spin wins half the time.
// Jackpot: one 1 000 000 ₮ credit in 1 000 spins, and three of 50 000 ₮ in 100.
const demoPrizes: DemoPrize[] = [
  {
    wheelId: 'lucky_wheel',
    name: { mn: '5 000₮ хямдралын купон', en: '5,000₮ coupon' },
    coupon: 'WHEEL5000',
    weight: 200,
    online: 50,
    branch: 20,
  },
  {
    wheelId: 'lucky_wheel',
    name: { mn: '2 000₮ хэтэвчинд', en: '2,000₮ wallet credit' },
    credit: 2000,
    weight: 200,
    online: 100,
    branch: 30,
  },
  {
    wheelId: 'lucky_wheel',
    name: { mn: '15% хямдралын купон', en: '15% off coupon' },
    coupon: 'WHEEL15',
    weight: 80,
    online: 20,
    branch: 5,
  },
  {
    wheelId: 'lucky_wheel',
    name: { mn: '10 000₮ хэтэвчинд', en: '10,000₮ wallet credit' },
    credit: 10000,
    weight: 20,
    online: 5,
    branch: 2,
  },
  {
    wheelId: 'jackpot',
    name: { mn: '1 000 000₮ их шагнал', en: '1,000,000₮ jackpot' },
    credit: 1_000_000,
    weight: 1,
    online: 1,
    branch: 0,
  },
  {
    wheelId: 'jackpot',
    name: { mn: '50 000₮ хэтэвчинд', en: '50,000₮ wallet credit' },
    credit: 50_000,
    weight: 9,
    online: 3,
    branch: 1,
  },
];

/** The demo wheels' prizes and stock (README "Lucky wheel, jackpot, roulette"), as the admin makes them. */
export async function seedDemoPrizes(tx: Sql, store: EventStore): Promise<void> {
  await saveLocation(
    store,
    tx,
    {
      id: 'ub-central',
      name: { mn: 'Төв салбар', en: 'Central branch' },
      address: 'Сүхбаатар дүүрэг, Улаанбаатар',
    },
    seed,
  );
  for (const prize of demoPrizes) {
    const id = await savePrize(
      store,
      tx,
      {
        wheelId: prize.wheelId,
        name: prize.name,
        kind: prize.coupon ? 'coupon' : 'wallet_credit',
        couponCode: prize.coupon ?? null,
        creditAmount: prize.credit ?? null,
        weight: prize.weight,
        active: true,
      },
      seed,
    );
    await receiveStock(store, tx, id, { locationId: ONLINE_LOCATION, quantity: prize.online }, seed);
    if (prize.branch > 0)
      await receiveStock(store, tx, id, { locationId: 'ub-central', quantity: prize.branch }, seed);
  }
}
