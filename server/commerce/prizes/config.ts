import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { EventStore, Projection } from '../../platform/events/index.ts';
import type { PrizeStockReceived, WheelId } from './events.ts';
import { prizeStockStreamId } from './events.ts';
import type { Names } from './wheels.ts';

/**
 * The roulette admin's changes, each a fact in the log with who made it (the metadata) and written
 * to its table by `prizeConfigProjection` in the same transaction: `RouletteLocationSaved` on
 * `roulette-location-<id>`, `PrizeSaved` on `prize-<id>`, `PrizeWheelSaved` on `prize-wheel-<id>`.
 * The two wheels and the `online` location come from the migration; a replay upserts over them.
 */
export interface RouletteLocationSaved {
  id: string;
  name: Names;
  address: string;
}
export interface PrizeSaved {
  id: number;
  wheelId: WheelId;
  name: Names;
  kind: 'coupon' | 'wallet_credit';
  couponCode: string | null;
  creditAmount: number | null;
  weight: number;
  active: boolean;
}
export interface PrizeWheelSaved {
  id: WheelId;
  minOrderTotal: number;
  loseWeight: number;
  active: boolean;
}

export const prizeConfigProjection: Projection = {
  name: 'prize-config',
  handles: ['RouletteLocationSaved', 'PrizeSaved', 'PrizeWheelSaved'],
  async apply(tx, events) {
    for (const event of events) {
      if (event.type === 'RouletteLocationSaved') {
        const saved = event.data as RouletteLocationSaved;
        await tx.query(
          `insert into roulette_locations (id, name, address, created_at) values ($1, $2, $3, $4)
           on conflict (id) do update set name = excluded.name, address = excluded.address`,
          [saved.id, JSON.stringify(saved.name), saved.address, event.recordedAt],
        );
      } else if (event.type === 'PrizeSaved') {
        const saved = event.data as PrizeSaved;
        await tx.query(
          `insert into prizes (id, wheel_id, name, kind, coupon_code, credit_amount, weight, active)
           values ($1, $2, $3, $4, $5, $6, $7, $8)
           on conflict (id) do update set name = excluded.name, kind = excluded.kind,
             coupon_code = excluded.coupon_code, credit_amount = excluded.credit_amount,
             weight = excluded.weight, active = excluded.active`,
          [
            saved.id,
            saved.wheelId,
            JSON.stringify(saved.name),
            saved.kind,
            saved.couponCode,
            saved.creditAmount,
            saved.weight,
            saved.active,
          ],
        );
      } else {
        const saved = event.data as PrizeWheelSaved;
        await tx.query(
          'update prize_wheels set min_order_total = $2, lose_weight = $3, active = $4 where id = $1',
          [saved.id, saved.minOrderTotal, saved.loseWeight, saved.active],
        );
      }
    }
  },
  async reset() {
    // Configuration is upserted, never emptied: the migration's wheels and location stay.
  },
};

type Metadata = Record<string, unknown>;

export async function saveLocation(
  store: EventStore,
  tx: Sql,
  saved: RouletteLocationSaved,
  metadata: Metadata,
) {
  await store.append(
    `roulette-location-${saved.id}`,
    'any',
    [{ type: 'RouletteLocationSaved', data: saved, metadata }],
    tx,
  );
}

/** A new prize (no id) or a change to one; the coupon must exist. */
export async function savePrize(
  store: EventStore,
  tx: Sql,
  input: Omit<PrizeSaved, 'id'> & { id?: number | undefined },
  metadata: Metadata,
): Promise<number> {
  if ((input.kind === 'coupon') !== (input.couponCode !== null)) throw new ShopError('PRIZE_INVALID');
  if ((input.kind === 'wallet_credit') !== (input.creditAmount !== null))
    throw new ShopError('PRIZE_INVALID');
  if (input.couponCode !== null) {
    const coupon = await tx.query('select 1 from coupons where code = $1', [input.couponCode]);
    if (coupon.rows.length === 0) throw new ShopError('COUPON_NOT_FOUND');
  }
  let id = input.id;
  if (id === undefined) {
    const next = await tx.query<{ id: number }>(`select nextval('prizes_id_seq')::int as id`);
    id = next.rows[0]!.id;
  } else {
    const found = await tx.query<{ wheel_id: string }>('select wheel_id from prizes where id = $1', [id]);
    if (found.rows[0]?.wheel_id !== input.wheelId) throw new ShopError('PRIZE_NOT_FOUND');
  }
  const saved: PrizeSaved = { ...input, id };
  await store.append(`prize-${id}`, 'any', [{ type: 'PrizeSaved', data: saved, metadata }], tx);
  return id;
}

export async function saveWheel(store: EventStore, tx: Sql, saved: PrizeWheelSaved, metadata: Metadata) {
  await store.append(
    `prize-wheel-${saved.id}`,
    'any',
    [{ type: 'PrizeWheelSaved', data: saved, metadata }],
    tx,
  );
}

/** Units of a prize put at a location (`PrizeStockReceived`). */
export async function receiveStock(
  store: EventStore,
  tx: Sql,
  prizeId: number,
  received: PrizeStockReceived,
  metadata: Metadata,
) {
  const prize = await tx.query('select 1 from prizes where id = $1', [prizeId]);
  if (prize.rows.length === 0) throw new ShopError('PRIZE_NOT_FOUND');
  const location = await tx.query('select 1 from roulette_locations where id = $1', [received.locationId]);
  if (location.rows.length === 0) throw new ShopError('ROULETTE_LOCATION_NOT_FOUND');
  await store.append(
    prizeStockStreamId(prizeId),
    'any',
    [{ type: 'PrizeStockReceived', data: received, metadata }],
    tx,
  );
}
