import { randomInt } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import {
  type EventStore,
  type StreamAppend,
  StreamVersionConflictError,
} from '../../platform/events/index.ts';
import { couponHoldingsStreamId } from '../promotions/holdings.ts';
import { type StaffActor, staffMetadata } from '../staff/auth.ts';
import { streamVersion, walletStreamId } from '../wallet/events.ts';
import { normalizeRouletteNumber, rouletteNumberStreamId, type WheelId, type WheelSpun } from './events.ts';
import { loadWheel, type PrizeRow, prizeDto, type SpinDto, segmentOf } from './wheels.ts';

export interface SpinDeps {
  db: Database;
  clock: Clock;
  store: EventStore;
  /** The draw: a uniform integer in [0, max). The CSPRNG in production; tests may pin it. */
  draw?: (max: number) => number;
}

/** Who spins: a shopper on the shop's wheel page, or staff at a location (tmp_roulette). */
export type Spinner = { userId: number } | { staff: StaffActor | undefined };

export interface SpinRequest {
  wheelId: WheelId;
  locationId: string;
  /** The number to spend; a shopper without one spends their oldest unspent number for the wheel. */
  number?: string | undefined;
  spinner: Spinner;
}

const CHECK_VIOLATION = '23514';
const ATTEMPTS = 5;

interface NumberRow {
  code: string;
  wheel_id: WheelId;
  user_id: number;
  spun_at: Date | null;
}

/**
 * Spends one roulette number on one spin. The outcome is drawn here, on the server, with the
 * CSPRNG: each active prize by its weight, "no prize" by the wheel's lose weight; a prize with no
 * unit left at the location lands as no prize (the other prizes keep their configured odds). The
 * `WheelSpun` event, the prize's unit won and the grant (a coupon held, or wallet credit) are one
 * transaction. Two guards make it exact under concurrency: the number's stream is appended at the
 * version that has only its issue (a number spins once), and `prize_stocks_within` refuses a unit
 * beyond the stock: the spin that meets it is rolled back and drawn again on the fresh stock.
 */
export async function spinWheel(deps: SpinDeps, request: SpinRequest): Promise<SpinDto> {
  const draw = deps.draw ?? ((max: number) => randomInt(max));
  const given = request.number === undefined ? undefined : normalizeRouletteNumber(request.number);
  if (given === null) throw new ShopError('ROULETTE_NUMBER_NOT_FOUND');
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      return await deps.db.transaction((tx) => spinOnce(deps, tx, request, given, draw));
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === CHECK_VIOLATION || error instanceof StreamVersionConflictError) continue;
      throw error;
    }
  }
  throw new ShopError('CONFLICT');
}

async function spinOnce(
  deps: SpinDeps,
  tx: Sql,
  request: SpinRequest,
  given: string | undefined,
  draw: (max: number) => number,
): Promise<SpinDto> {
  const wheel = await loadWheel(tx, request.wheelId, request.locationId);
  const number = await numberToSpend(tx, request, given);
  if (!wheel.active) throw new ShopError('PRIZE_WHEEL_CLOSED');
  const drawn = drawPrize(wheel.prizes, wheel.lose_weight, draw);
  // A coupon the shopper already holds would add nothing to their coupons: it lands as no prize and
  // its unit stays for someone who can use it.
  const prize = drawn && (await alreadyHeld(tx, drawn, number.user_id)) ? null : drawn;
  const spunAt = deps.clock.now().toISOString();
  const spun: WheelSpun = {
    wheelId: request.wheelId,
    locationId: request.locationId,
    prizeId: prize?.id ?? null,
    spunAt,
  };
  const metadata =
    'userId' in request.spinner
      ? { actor: 'shopper', userId: request.spinner.userId }
      : staffMetadata(request.spinner.staff);
  const appends: StreamAppend[] = [
    {
      streamId: rouletteNumberStreamId(number.code),
      expectedVersion: 1,
      events: [{ type: 'WheelSpun', data: spun, metadata }],
    },
  ];
  if (prize) appends.push(await grantOf(tx, prize, number, metadata));
  await deps.store.appendMany(appends, tx);
  return {
    number: number.code,
    wheel_id: request.wheelId,
    location_id: request.locationId,
    won: prize !== null,
    prize: prize ? prizeDto(prize) : null,
    segment: segmentOf(wheel, prize),
    spun_at: spunAt,
  };
}

async function numberToSpend(tx: Sql, request: SpinRequest, given: string | undefined): Promise<NumberRow> {
  const shopper = 'userId' in request.spinner ? request.spinner.userId : null;
  if (given === undefined) {
    if (shopper === null) throw new ShopError('ROULETTE_NUMBER_NOT_FOUND');
    const { rows } = await tx.query<NumberRow>(
      `select code, wheel_id, user_id, spun_at from roulette_numbers
        where user_id = $1 and wheel_id = $2 and spun_at is null order by issued_at, code limit 1`,
      [shopper, request.wheelId],
    );
    if (!rows[0]) throw new ShopError('PRIZE_NOT_ENTITLED');
    return rows[0];
  }
  const { rows } = await tx.query<NumberRow>(
    'select code, wheel_id, user_id, spun_at from roulette_numbers where code = $1',
    [given],
  );
  const row = rows[0];
  // Someone else's number answers as an unknown one: the answer never tells that it exists.
  if (!row || (shopper !== null && row.user_id !== shopper)) throw new ShopError('ROULETTE_NUMBER_NOT_FOUND');
  if (row.wheel_id !== request.wheelId) throw new ShopError('ROULETTE_NUMBER_WRONG_WHEEL');
  if (row.spun_at) throw new ShopError('ROULETTE_NUMBER_USED');
  return row;
}

/** One draw over the configured weights; a prize out of stock here lands as no prize. */
export function drawPrize(
  prizes: readonly PrizeRow[],
  loseWeight: number,
  draw: (max: number) => number,
): PrizeRow | null {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, loseWeight);
  if (total <= 0) return null;
  let ticket = draw(total);
  for (const prize of prizes) {
    if (ticket < prize.weight) return prize.remaining > 0 ? prize : null;
    ticket -= prize.weight;
  }
  return null;
}

async function alreadyHeld(tx: Sql, prize: PrizeRow, userId: number): Promise<boolean> {
  if (prize.kind !== 'coupon') return false;
  const { rows } = await tx.query('select 1 from coupon_holdings where user_id = $1 and code = $2', [
    userId,
    prize.coupon_code,
  ]);
  return rows.length > 0;
}

/** The prize into the account, appended with the spin: a coupon held, or wallet credit. */
async function grantOf(
  tx: Sql,
  prize: PrizeRow,
  number: NumberRow,
  metadata: Record<string, unknown>,
): Promise<StreamAppend> {
  const streamId =
    prize.kind === 'coupon' ? couponHoldingsStreamId(number.user_id) : walletStreamId(number.user_id);
  const version = await streamVersion(tx, streamId);
  const event =
    prize.kind === 'coupon'
      ? { type: 'CouponGranted', data: { code: prize.coupon_code, reason: 'prize' }, metadata }
      : {
          type: 'WalletCredited',
          data: { amount: prize.credit_amount, reason: 'PRIZE', bucket: 'bonus' },
          metadata,
        };
  return { streamId, expectedVersion: version === 0 ? 'no_stream' : version, events: [event] };
}
