import type { Sql } from '../../platform/db/index.ts';
import type { Projection, RecordedEvent } from '../../platform/events/index.ts';
import { couponProjection } from '../promotions/coupon-projection.ts';
import { couponHoldingsProjection } from '../promotions/holdings.ts';
import {
  type GiftCardIssued,
  giftCardEventTypes,
  loyaltyEventTypes,
  streamUserId,
  type WalletCredited,
  type WalletDebited,
  walletEventTypes,
} from './events.ts';

/*
 * Every ledger row is keyed by the event's global position and inserted `on conflict do nothing`;
 * balances move only by the rows actually inserted. Applying an event twice therefore changes
 * nothing, so a replayed batch (a rebuild over live rows, a retried transaction) is harmless.
 */

interface LedgerRow {
  position: number;
  owner: string;
  amount: number;
  bucket: string;
  reason: string;
  order_number: string | null;
  at: string;
}

function column<Key extends keyof LedgerRow>(rows: readonly LedgerRow[], key: Key): LedgerRow[Key][] {
  return rows.map((row) => row[key]);
}

const data = <Data>(event: RecordedEvent) => event.data as Data;

/** `wallet_entries` and `wallet_balances`; a debit past zero violates the balance check and rolls back. */
export const walletProjection: Projection = {
  name: 'wallet',
  handles: walletEventTypes,
  async apply(tx, events) {
    const rows: LedgerRow[] = events.map((event) => {
      const credited = event.type === 'WalletCredited';
      const body = data<WalletCredited | WalletDebited>(event);
      return {
        position: event.globalPosition,
        owner: String(streamUserId(event.streamId)),
        amount: credited ? body.amount : -body.amount,
        bucket: body.bucket,
        reason: credited ? (body as WalletCredited).reason : 'ORDER_PAYMENT',
        order_number: body.orderNumber ?? null,
        at: event.recordedAt.toISOString(),
      };
    });
    const inserted = await tx.query<{ user_id: number; amount: number; bucket: string }>(
      `insert into wallet_entries (global_position, user_id, amount, bucket, reason, order_number, occurred_at)
       select * from unnest($1::bigint[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
       on conflict (global_position) do nothing
       returning user_id, amount, bucket`,
      [
        column(rows, 'position'),
        column(rows, 'owner'),
        column(rows, 'amount'),
        column(rows, 'bucket'),
        column(rows, 'reason'),
        column(rows, 'order_number'),
        column(rows, 'at'),
      ],
    );
    const sums = new Map<number, { cash: number; bonus: number }>();
    for (const row of inserted.rows) {
      const sum = sums.get(row.user_id) ?? { cash: 0, bonus: 0 };
      sum[row.bucket as 'cash' | 'bonus'] += row.amount;
      sums.set(row.user_id, sum);
    }
    // Insert-then-update: a CHECK is tested on the row an upsert proposes, before it sees the conflict.
    await addToBalances(tx, 'wallet_balances', ['cash', 'bonus'], sums);
  },
  async reset(tx) {
    await tx.query('delete from wallet_entries');
    await tx.query('delete from wallet_balances');
  },
};

export const loyaltyProjection: Projection = {
  name: 'loyalty',
  handles: loyaltyEventTypes,
  async apply(tx, events) {
    const rows = events.map((event) => {
      const body = data<{ points: number; orderNumber: string }>(event);
      return {
        position: event.globalPosition,
        owner: streamUserId(event.streamId),
        points: event.type === 'LoyaltyPointsRedeemed' ? -body.points : body.points,
        reason: event.type,
        order_number: body.orderNumber,
        at: event.recordedAt.toISOString(),
      };
    });
    const inserted = await tx.query<{ user_id: number; points: number }>(
      `insert into loyalty_entries (global_position, user_id, points, reason, order_number, occurred_at)
       select * from unnest($1::bigint[], $2::int[], $3::int[], $4::text[], $5::text[], $6::timestamptz[])
       on conflict (global_position) do nothing
       returning user_id, points`,
      [
        rows.map((row) => row.position),
        rows.map((row) => row.owner),
        rows.map((row) => row.points),
        rows.map((row) => row.reason),
        rows.map((row) => row.order_number),
        rows.map((row) => row.at),
      ],
    );
    const sums = new Map<number, { points: number }>();
    for (const row of inserted.rows) {
      sums.set(row.user_id, { points: (sums.get(row.user_id)?.points ?? 0) + row.points });
    }
    await addToBalances(tx, 'loyalty_balances', ['points'], sums);
  },
  async reset(tx) {
    await tx.query('delete from loyalty_entries');
    await tx.query('delete from loyalty_balances');
  },
};

/**
 * Adds per-user sums to a balance table: missing rows are created at 0 first, then one UPDATE moves
 * them, so the table's `check (… >= 0)` refuses a balance that would go negative.
 */
async function addToBalances<Column extends string>(
  tx: Sql,
  table: 'wallet_balances' | 'loyalty_balances',
  columns: readonly Column[],
  sums: ReadonlyMap<number, Record<Column, number>>,
): Promise<void> {
  if (sums.size === 0) return;
  const users = [...sums.keys()];
  await tx.query(`insert into ${table} (user_id) select unnest($1::int[]) on conflict (user_id) do nothing`, [
    users,
  ]);
  const deltas = columns.map((name) => users.map((user) => sums.get(user)![name]));
  const set = columns.map((name, index) => `${name} = ${table}.${name} + d.c${index}`).join(', ');
  const selects = columns.map((_, index) => `$${index + 2}::int[]`).join(', ');
  const names = columns.map((_, index) => `c${index}`).join(', ');
  await tx.query(
    `update ${table} set ${set}
       from unnest($1::int[], ${selects}) as d(user_id, ${names}) where ${table}.user_id = d.user_id`,
    [users, ...deltas],
  );
}

/** `gift_cards` (issued cards and their balance) and `gift_card_entries` (debits and refunds). */
export const giftCardProjection: Projection = {
  name: 'gift-cards',
  handles: giftCardEventTypes,
  async apply(tx, events) {
    for (const event of events) await applyGiftCardEvent(tx, event);
  },
  async reset(tx) {
    await tx.query('delete from gift_card_entries');
    await tx.query('delete from gift_cards');
  },
};

async function applyGiftCardEvent(tx: Sql, event: RecordedEvent): Promise<void> {
  const number = event.streamId.replace(/^giftcard-/, '');
  const issued = event.type === 'GiftCardIssued';
  const body = data<{ amount: number; orderNumber?: string }>(event);
  const signed = event.type === 'GiftCardDebited' ? -body.amount : body.amount;
  const inserted = await tx.query(
    `insert into gift_card_entries (global_position, number, amount, order_number, occurred_at)
     values ($1, $2, $3, $4, $5) on conflict (global_position) do nothing returning 1`,
    [event.globalPosition, number, signed, body.orderNumber ?? null, event.recordedAt.toISOString()],
  );
  if (inserted.rows.length === 0) return;
  if (issued) {
    const card = data<GiftCardIssued>(event);
    await tx.query(
      `insert into gift_cards (number, initial_amount, balance, min_order, max_share_percent, expires_at, user_id)
       values ($1, $2, $2, $3, $4, $5, $6)`,
      [number, card.amount, card.minOrder, card.maxSharePercent, card.expiresAt, card.userId],
    );
  } else {
    await tx.query('update gift_cards set balance = balance + $2 where number = $1', [number, signed]);
  }
}

/** The money read models; the store of every money command runs them with the order projections. */
export const moneyProjections: readonly Projection[] = [
  walletProjection,
  loyaltyProjection,
  giftCardProjection,
  couponProjection,
  couponHoldingsProjection,
];
