import { randomBytes } from 'node:crypto';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { EventStore, NewEvent, RecordedEvent } from '../../platform/events/index.ts';
import { streamVersion, type WalletCredited, walletStreamId } from './events.ts';
import type { RechargeConfig } from './recharge-config.ts';

/**
 * A wallet recharge (#16): the shopper pays cash into the wallet through the checkout's providers.
 * A recharge is a payable of its own, the `recharge-<id>` stream, not an order: the order lifecycle
 * is never bent to carry it. The payments wing opens payments on it and tells it about captures and
 * failures; this module decides, on the stream, whether a capture credits the wallet:
 *
 *   RechargeRequested → RechargePaid (+ WalletCredited RECHARGE cash, ONE appendMany)
 *                     → RechargeFailed | RechargeExpired (nothing credited; a later capture is refunded)
 *
 * Exactly once: the capture appends with the recharge stream's expected version, so of 20 identical
 * captures racing only the first finds it REQUESTED; the rest find it PAID and credit nothing.
 */

export type RechargeState = 'REQUESTED' | 'PAID' | 'FAILED' | 'EXPIRED';

export interface RechargeRequested {
  userId: number;
  amount: number;
  expiresAt: string;
}
export interface RechargePaid {
  paymentId: string;
  amount: number;
}
export interface RechargeFailed {
  paymentId: string;
  reason: string;
}
export type RechargeExpired = Record<string, never>;

export const rechargeEventTypes = [
  'RechargeRequested',
  'RechargePaid',
  'RechargeFailed',
  'RechargeExpired',
] as const;

export const rechargeStreamId = (id: string) => `recharge-${id}`;
export const newRechargeId = () => `rch_${randomBytes(12).toString('base64url')}`;

export interface Recharge {
  id: string;
  userId: number;
  amount: number;
  state: RechargeState;
  paymentId: string | null;
  failureCode: string | null;
  expiresAt: string;
  /** The stream's version, for the expected-version append. */
  version: number;
}

/** The recharge, folded from its events (undefined when there is no such stream). */
export function foldRecharge(id: string, events: readonly Pick<RecordedEvent, 'type' | 'data'>[]) {
  let recharge: Recharge | undefined;
  for (const event of events) {
    if (event.type === 'RechargeRequested') {
      const data = event.data as RechargeRequested;
      recharge = { id, ...data, state: 'REQUESTED', paymentId: null, failureCode: null, version: 0 };
    } else if (recharge && event.type === 'RechargePaid') {
      recharge = { ...recharge, state: 'PAID', paymentId: (event.data as RechargePaid).paymentId };
    } else if (recharge && event.type === 'RechargeFailed') {
      const data = event.data as RechargeFailed;
      recharge = { ...recharge, state: 'FAILED', paymentId: data.paymentId, failureCode: data.reason };
    } else if (recharge && event.type === 'RechargeExpired') {
      recharge = { ...recharge, state: 'EXPIRED', failureCode: 'RECHARGE_EXPIRED' };
    }
    if (recharge) recharge.version += 1;
  }
  return recharge;
}

export async function loadRecharge(sql: Sql, id: string): Promise<Recharge | undefined> {
  const { rows } = await sql.query<{ type: string; data: unknown }>(
    'select type, data from events where stream_id = $1 order by stream_version',
    [rechargeStreamId(id)],
  );
  return foldRecharge(id, rows);
}

/** The shopper's own recharge; anyone else's and none look the same (RECHARGE_NOT_FOUND). */
export async function ownRecharge(sql: Sql, userId: number | undefined, id: string): Promise<Recharge> {
  const recharge = await loadRecharge(sql, id);
  if (!recharge || userId === undefined || recharge.userId !== userId)
    throw new ShopError('RECHARGE_NOT_FOUND');
  return recharge;
}

const isPast = (recharge: Recharge, now: Date) => now.getTime() >= Date.parse(recharge.expiresAt);

/** Refused before anything is written: whole tugrik within the configured limits. */
export function checkRechargeAmount(config: RechargeConfig, amount: number): void {
  if (!Number.isInteger(amount) || amount < config.min) {
    throw new ShopError('RECHARGE_BELOW_MINIMUM', undefined, { min: [String(config.min)] });
  }
  if (amount > config.max) {
    throw new ShopError('RECHARGE_ABOVE_MAXIMUM', undefined, { max: [String(config.max)] });
  }
}

/** `RechargeRequested` on a new stream, in the caller's transaction. */
export async function requestRecharge(
  store: EventStore,
  tx: Sql,
  config: RechargeConfig,
  input: { userId: number; amount: number; now: Date },
): Promise<Recharge> {
  checkRechargeAmount(config, input.amount);
  const id = newRechargeId();
  const requested: RechargeRequested = {
    userId: input.userId,
    amount: input.amount,
    expiresAt: new Date(input.now.getTime() + config.ttlMinutes * 60_000).toISOString(),
  };
  await store.append(
    rechargeStreamId(id),
    'no_stream',
    [{ type: 'RechargeRequested', data: requested, metadata: { actor: 'user', userId: input.userId } }],
    tx,
  );
  return foldRecharge(id, [{ type: 'RechargeRequested', data: requested }])!;
}

/**
 * A recharge a payment may be opened or confirmed on: REQUESTED and not past its deadline (the
 * refusal writes nothing; `RechargeExpired` is written by the capture that comes too late).
 */
export function assertRechargePayable(recharge: Recharge, now: Date): void {
  if (recharge.state === 'REQUESTED' && isPast(recharge, now)) {
    throw new ShopError('RECHARGE_CLOSED', 'This recharge has expired');
  }
  if (recharge.state !== 'REQUESTED') throw new ShopError('RECHARGE_CLOSED');
}

async function expire(store: EventStore, tx: Sql, recharge: Recharge) {
  await store.append(rechargeStreamId(recharge.id), recharge.version, [system('RechargeExpired', {})], tx);
}

const system = (type: string, data: unknown): NewEvent => ({ type, data, metadata: { actor: 'system' } });

/** What a capture did to the recharge: credited the wallet, or nothing (and why: the charge goes back). */
export type RechargeCaptureOutcome = { credited: true } | { credited: false; reason: string };

/**
 * A provider captured `amount` for `paymentId` of the recharge. Runs in the payments wing's
 * transaction (payment row locked): REQUESTED and in time → `RechargePaid` and `WalletCredited`
 * (reason RECHARGE, bucket cash) in one appendMany with both streams' expected versions; anything
 * else credits nothing and says why, for the payment to refund the charge.
 */
export async function captureRecharge(
  store: EventStore,
  tx: Sql,
  input: { rechargeId: string; paymentId: string; amount: number; now: Date },
): Promise<RechargeCaptureOutcome> {
  const recharge = await loadRecharge(tx, input.rechargeId);
  if (!recharge) return { credited: false, reason: 'RECHARGE_NOT_FOUND' };
  if (recharge.state === 'REQUESTED' && isPast(recharge, input.now)) {
    await expire(store, tx, recharge);
    return { credited: false, reason: 'RECHARGE_EXPIRED' };
  }
  if (recharge.state !== 'REQUESTED') {
    return {
      credited: false,
      reason: recharge.state === 'PAID' ? 'RECHARGE_ALREADY_PAID' : `RECHARGE_${recharge.state}`,
    };
  }
  if (input.amount !== recharge.amount) return { credited: false, reason: 'RECHARGE_AMOUNT_MISMATCH' };
  const wallet = walletStreamId(recharge.userId);
  const paid: RechargePaid = { paymentId: input.paymentId, amount: recharge.amount };
  const credited: WalletCredited & { rechargeId: string } = {
    amount: recharge.amount,
    reason: 'RECHARGE',
    bucket: 'cash',
    rechargeId: recharge.id,
  };
  await store.appendMany(
    [
      {
        streamId: rechargeStreamId(recharge.id),
        expectedVersion: recharge.version,
        events: [system('RechargePaid', paid)],
      },
      {
        streamId: wallet,
        expectedVersion: await streamVersion(tx, wallet),
        events: [system('WalletCredited', credited)],
      },
    ],
    tx,
  );
  return { credited: true };
}

/** A provider says the recharge's payment failed: the recharge fails (the shopper starts another). */
export async function failRecharge(
  store: EventStore,
  tx: Sql,
  input: { rechargeId: string; paymentId: string; reason: string },
): Promise<void> {
  const recharge = await loadRecharge(tx, input.rechargeId);
  if (recharge?.state !== 'REQUESTED') return;
  const failed: RechargeFailed = { paymentId: input.paymentId, reason: input.reason };
  await store.append(rechargeStreamId(recharge.id), recharge.version, [system('RechargeFailed', failed)], tx);
}

/** A recharge as the REST service answers it (GraphQL `Recharge`). */
export interface RechargeDto {
  id: string;
  amount: number;
  state: RechargeState;
  failure_code: string | null;
  expires_at: string;
}

/** The state a shopper sees: a REQUESTED recharge past its deadline is EXPIRED (nothing is written). */
export function toRechargeDto(recharge: Recharge, now: Date): RechargeDto {
  const lapsed = recharge.state === 'REQUESTED' && isPast(recharge, now);
  return {
    id: recharge.id,
    amount: recharge.amount,
    state: lapsed ? 'EXPIRED' : recharge.state,
    failure_code: lapsed ? 'RECHARGE_EXPIRED' : recharge.failureCode,
    expires_at: recharge.expiresAt,
  };
}
