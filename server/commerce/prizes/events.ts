import { randomInt } from 'node:crypto';
import type { Projection } from '../../platform/events/index.ts';

/** The wheels a number can be for (prize_wheels.id). */
export const wheelIds = ['lucky_wheel', 'jackpot'] as const;
export type WheelId = (typeof wheelIds)[number];

/** `RouletteNumberIssued`: the first event of a number's own stream, in the paying transaction. */
export interface RouletteNumberIssued {
  wheelId: WheelId;
  userId: number;
  orderNumber: string;
}

/**
 * `WheelSpun`: the second and last event of a number's stream: where, and what it won (prizeId null:
 * no prize). Who spun it is in the metadata (the shopper, or staffId / staffName at a location).
 */
export interface WheelSpun {
  wheelId: WheelId;
  locationId: string;
  prizeId: number | null;
  spunAt: string;
}

/** `PrizeStockReceived` on `prize-stock-<prizeId>`: units of a prize put at a location. */
export interface PrizeStockReceived {
  locationId: string;
  quantity: number;
}

export const ROULETTE_NUMBER_PREFIX = 'roulette-number-';
export const rouletteNumberStreamId = (code: string) => `${ROULETTE_NUMBER_PREFIX}${code}`;
export const PRIZE_STOCK_PREFIX = 'prize-stock-';
export const prizeStockStreamId = (prizeId: number) => `${PRIZE_STOCK_PREFIX}${prizeId}`;

/** 8 digits from the CSPRNG, never starting with 0 (read aloud at a counter, typed on a phone). */
export function newRouletteNumber(): string {
  return String(randomInt(10_000_000, 100_000_000));
}

/** What staff or a shopper type: spaces and dashes do not matter; anything else is no number. */
export function normalizeRouletteNumber(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  return /^[1-9][0-9]{7}$/.test(compact) ? compact : null;
}

/**
 * `roulette_numbers` and `prize_stocks`, the read models of the number and stock streams
 * (idempotent per number; rebuildable). A `WheelSpun` that won counts one unit won at its location;
 * the table's check refuses a unit beyond the stock, which rolls the spin back whole.
 */
export const prizesProjection: Projection = {
  name: 'prizes',
  handles: ['RouletteNumberIssued', 'WheelSpun', 'PrizeStockReceived'],
  async apply(tx, events) {
    for (const event of events) {
      if (event.type === 'PrizeStockReceived') {
        const received = event.data as PrizeStockReceived;
        await tx.query(
          `insert into prize_stocks (prize_id, location_id, received) values ($1, $2, $3)
           on conflict (prize_id, location_id) do update set received = prize_stocks.received + excluded.received`,
          [Number(event.streamId.slice(PRIZE_STOCK_PREFIX.length)), received.locationId, received.quantity],
        );
        continue;
      }
      const code = event.streamId.slice(ROULETTE_NUMBER_PREFIX.length);
      if (event.type === 'RouletteNumberIssued') {
        const issued = event.data as RouletteNumberIssued;
        await tx.query(
          `insert into roulette_numbers (code, wheel_id, user_id, order_number, issued_at)
           values ($1, $2, $3, $4, $5) on conflict (code) do nothing`,
          [code, issued.wheelId, issued.userId, issued.orderNumber, event.recordedAt],
        );
        continue;
      }
      const spun = event.data as WheelSpun;
      const metadata = event.metadata as { staffId?: number | null; staffName?: string };
      const marked = await tx.query(
        `update roulette_numbers set spun_at = $2, location_id = $3, prize_id = $4,
           spun_by_staff_id = $5, spun_by_name = $6
         where code = $1 and spun_at is null returning 1`,
        [
          code,
          spun.spunAt,
          spun.locationId,
          spun.prizeId,
          metadata.staffId ?? null,
          metadata.staffName ?? null,
        ],
      );
      if (marked.rows.length > 0 && spun.prizeId !== null) {
        await tx.query('update prize_stocks set won = won + 1 where prize_id = $1 and location_id = $2', [
          spun.prizeId,
          spun.locationId,
        ]);
      }
    }
  },
  async reset(tx) {
    await tx.query('delete from roulette_numbers');
    await tx.query('delete from prize_stocks');
  },
};
