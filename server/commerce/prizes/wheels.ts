import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { type WheelId, wheelIds } from './events.ts';

export type Names = Record<string, string>;

export interface PrizeRow {
  id: number;
  wheel_id: WheelId;
  name: Names;
  kind: 'coupon' | 'wallet_credit';
  coupon_code: string | null;
  credit_amount: number | null;
  weight: number;
  active: boolean;
  /** Units left at the location the wheel was loaded for. */
  remaining: number;
}

export interface PrizeDto {
  id: number;
  name: Names;
  kind: 'coupon' | 'wallet_credit';
  coupon_code: string | null;
  credit_amount: number | null;
}

export interface WheelRow {
  id: WheelId;
  name: Names;
  min_order_total: number;
  lose_weight: number;
  active: boolean;
  /** The active prizes, in id order: the wheel's segments, then one "no prize" segment. */
  prizes: PrizeRow[];
}

/** What a spin answers: the segment is where the wheel on the page must stop. */
export interface SpinDto {
  number: string;
  wheel_id: WheelId;
  location_id: string;
  won: boolean;
  prize: PrizeDto | null;
  segment: number;
  spun_at: string;
}

export const ONLINE_LOCATION = 'online';

export const prizeDto = (row: PrizeRow): PrizeDto => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  coupon_code: row.coupon_code,
  credit_amount: row.credit_amount,
});

export function isWheelId(value: string): value is WheelId {
  return (wheelIds as readonly string[]).includes(value);
}

/** The wheel and its active prizes with what is left of each at `locationId`. */
export async function loadWheel(sql: Sql, wheelId: WheelId, locationId: string): Promise<WheelRow> {
  const location = await sql.query('select 1 from roulette_locations where id = $1', [locationId]);
  if (location.rows.length === 0) throw new ShopError('ROULETTE_LOCATION_NOT_FOUND');
  const { rows } = await sql.query<Omit<WheelRow, 'prizes'>>(
    'select id, name, min_order_total, lose_weight, active from prize_wheels where id = $1',
    [wheelId],
  );
  const wheel = rows[0];
  if (!wheel) throw new ShopError('PRIZE_WHEEL_CLOSED');
  const prizes = await sql.query<PrizeRow>(
    `select p.id, p.wheel_id, p.name, p.kind, p.coupon_code, p.credit_amount, p.weight, p.active,
            coalesce(s.received - s.won, 0)::int as remaining
       from prizes p left join prize_stocks s on s.prize_id = p.id and s.location_id = $2
      where p.wheel_id = $1 and p.active order by p.id`,
    [wheelId, locationId],
  );
  return { ...wheel, prizes: prizes.rows };
}

/** The segment a spin lands on: its prize's, or the last ("no prize"). */
export function segmentOf(wheel: WheelRow, prize: PrizeRow | null): number {
  const index = prize ? wheel.prizes.findIndex((candidate) => candidate.id === prize.id) : -1;
  return index === -1 ? wheel.prizes.length : index;
}

export type WheelSegmentDto = ShopperWheelDto['segments'][number];

/**
 * The wheel as drawn, for the stock at the location it was loaded for: its prizes in order with
 * their odds, then "no prize". The shopper's page (online) and the counter (a shop) draw the same.
 */
export function wheelSegments(wheel: WheelRow): WheelSegmentDto[] {
  const total = wheel.prizes.reduce((sum, prize) => sum + prize.weight, wheel.lose_weight);
  const percent = (weight: number) => (total === 0 ? 0 : Math.round((weight * 1000) / total) / 10);
  return [
    ...wheel.prizes.map((prize) => ({
      prize: prizeDto(prize),
      odds_percent: percent(prize.weight),
      in_stock: prize.remaining > 0,
    })),
    { prize: null, odds_percent: percent(wheel.lose_weight), in_stock: true },
  ];
}

export interface ShopperWheelDto {
  id: WheelId;
  name: Names;
  active: boolean;
  min_order_total: number;
  /** Segments in order; the last is "no prize". Each prize with its odds in per cent (1 decimal). */
  segments: { prize: PrizeDto | null; odds_percent: number; in_stock: boolean }[];
  spins_left: number;
  numbers: string[];
  recent_spins: { number: string; prize: PrizeDto | null; spun_at: string }[];
}

/** GET /api/v2/promotions/{wheel}: the wheel as the shopper's page draws it, with their spins left. */
export async function shopperWheel(
  sql: Sql,
  wheelId: WheelId,
  userId: number | undefined,
): Promise<ShopperWheelDto> {
  const wheel = await loadWheel(sql, wheelId, ONLINE_LOCATION);
  const segments = wheelSegments(wheel);
  const base = {
    id: wheel.id,
    name: wheel.name,
    active: wheel.active,
    min_order_total: wheel.min_order_total,
    segments,
  };
  if (userId === undefined) return { ...base, spins_left: 0, numbers: [], recent_spins: [] };
  const numbers = await sql.query<{ code: string }>(
    `select code from roulette_numbers where user_id = $1 and wheel_id = $2 and spun_at is null
      order by issued_at, code limit 100`,
    [userId, wheelId],
  );
  const spins = await sql.query<{ code: string; spun_at: Date; prize: PrizeRow | null }>(
    `select n.code, n.spun_at, case when p.id is null then null else to_jsonb(p) end as prize
       from roulette_numbers n left join prizes p on p.id = n.prize_id
      where n.user_id = $1 and n.wheel_id = $2 and n.spun_at is not null
      order by n.spun_at desc, n.code limit 10`,
    [userId, wheelId],
  );
  return {
    ...base,
    spins_left: numbers.rows.length,
    numbers: numbers.rows.map((row) => row.code),
    recent_spins: spins.rows.map((row) => ({
      number: row.code,
      prize: row.prize ? prizeDto(row.prize) : null,
      spun_at: new Date(row.spun_at).toISOString(),
    })),
  };
}
