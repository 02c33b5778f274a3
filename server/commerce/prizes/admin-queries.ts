import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { normalizeRouletteNumber } from './events.ts';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export async function listLocations(sql: Sql) {
  const { rows } = await sql.query<{ id: string; name: Record<string, string>; address: string }>(
    'select id, name, address from roulette_locations order by id',
  );
  return rows;
}

export async function listWheels(sql: Sql) {
  const { rows } = await sql.query(
    'select id, name, min_order_total, lose_weight, active from prize_wheels order by min_order_total, id',
  );
  return rows;
}

/** The prizes ("roulette products") with their stock at every location, odds as configured. */
export async function listPrizes(sql: Sql, wheelId: string | undefined) {
  const { rows } = await sql.query(
    `select p.id, p.wheel_id, p.name, p.kind, p.coupon_code, p.credit_amount, p.weight, p.active,
            coalesce(jsonb_agg(jsonb_build_object('location_id', s.location_id, 'received', s.received,
              'won', s.won, 'remaining', s.received - s.won) order by s.location_id)
              filter (where s.location_id is not null), '[]'::jsonb) as stocks
       from prizes p left join prize_stocks s on s.prize_id = p.id
      where ($1::text is null or p.wheel_id = $1)
      group by p.id order by p.wheel_id, p.id`,
    [wheelId ?? null],
  );
  return rows;
}

export async function listStocks(sql: Sql, locationId: string | undefined) {
  const { rows } = await sql.query(
    `select s.prize_id, p.name as prize_name, p.wheel_id, s.location_id, s.received, s.won,
            s.received - s.won as remaining
       from prize_stocks s join prizes p on p.id = s.prize_id
      where ($1::text is null or s.location_id = $1) order by s.location_id, s.prize_id`,
    [locationId ?? null],
  );
  return rows;
}

interface NumberRow {
  code: string;
  wheel_id: string;
  user_id: number;
  order_number: string;
  issued_at: Date;
  spun_at: Date | null;
  location_id: string | null;
  prize_id: number | null;
  prize_name: Record<string, string> | null;
  spun_by_name: string | null;
  /** Whose number it is, as the account names them (blank when the account has no name). */
  holder_name: string;
}

const NUMBER_SELECT = `select n.code, n.wheel_id, n.user_id, n.order_number, n.issued_at, n.spun_at,
    n.location_id, n.prize_id, p.name as prize_name, n.spun_by_name,
    trim(concat_ws(' ', u.first_name, u.last_name)) as holder_name
  from roulette_numbers n left join prizes p on p.id = n.prize_id left join users u on u.id = n.user_id`;

const numberDto = (row: NumberRow) => ({
  ...row,
  issued_at: new Date(row.issued_at).toISOString(),
  spun_at: iso(row.spun_at),
});

/** The numbers issued (newest first), or the spins (latest first); of one wheel when given. */
export async function listNumbers(
  sql: Sql,
  options: { wheelId?: string | undefined; spun?: boolean | undefined; page: number; perPage: number },
) {
  const spinsFirst = options.spun === true;
  const { rows } = await sql.query<NumberRow>(
    `${NUMBER_SELECT}
      where ($1::text is null or n.wheel_id = $1)
        and ($2::boolean is null or (n.spun_at is not null) = $2)
      order by ${spinsFirst ? 'n.spun_at desc' : 'n.issued_at desc'}, n.code limit $3 offset $4`,
    [options.wheelId ?? null, options.spun ?? null, options.perPage, (options.page - 1) * options.perPage],
  );
  return rows.map(numberDto);
}

/** numbers/check_number: one number as typed at the counter; ROULETTE_NUMBER_NOT_FOUND otherwise. */
export async function checkNumber(sql: Sql, input: string) {
  const code = normalizeRouletteNumber(input);
  if (!code) throw new ShopError('ROULETTE_NUMBER_NOT_FOUND');
  const { rows } = await sql.query<NumberRow>(`${NUMBER_SELECT} where n.code = $1`, [code]);
  if (!rows[0]) throw new ShopError('ROULETTE_NUMBER_NOT_FOUND');
  return numberDto(rows[0]);
}

/** The shoppers holding numbers: how many they were issued, spun and won. */
export async function listNumberHolders(sql: Sql, page: number, perPage: number) {
  const { rows } = await sql.query(
    `select n.user_id, u.first_name, u.last_name,
            count(*)::int as issued, count(n.spun_at)::int as spun, count(n.prize_id)::int as won
       from roulette_numbers n left join users u on u.id = n.user_id
      group by n.user_id, u.first_name, u.last_name
      order by max(n.issued_at) desc, n.user_id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  return rows;
}
