import type { Sql } from '../../platform/db/index.ts';
import { defaultRechargeConfig, type RechargeConfig } from './recharge-config.ts';
import { type WalletRulesDto, walletRules } from './rules.ts';
import { loyaltyBalance, walletBalance } from './tenders.ts';

export const STATEMENT_PER_PAGE = 20;

export interface WalletEntryDto {
  id: string;
  /** Signed whole tugrik: + credited, − debited. */
  amount: number;
  reason: string;
  bucket: 'cash' | 'bonus';
  order_number: string | null;
  occurred_at: string;
}

export interface WalletDto {
  balance: number;
  /** Recharges, gift-card transfers and refunds: count 100 % of an order. */
  cash: number;
  /** The purchase bonus: up to `rules.bonus_max_share_percent` of an order. */
  bonus: number;
  rules: WalletRulesDto;
  entries: WalletEntryDto[];
  page: number;
  more: boolean;
}

/** The wallet and one page of its statement, newest first (spec §4: store credits page on). */
export async function walletStatement(
  sql: Sql,
  userId: number,
  page: number,
  recharge: RechargeConfig = defaultRechargeConfig,
): Promise<WalletDto> {
  const balance = await walletBalance(sql, userId);
  const rows = await sql.query<{
    global_position: string | number;
    amount: number;
    reason: string;
    bucket: 'cash' | 'bonus';
    order_number: string | null;
    occurred_at: Date;
  }>(
    `select global_position, amount, reason, bucket, order_number, occurred_at from wallet_entries
      where user_id = $1 order by global_position desc limit $2 offset $3`,
    [userId, STATEMENT_PER_PAGE + 1, (page - 1) * STATEMENT_PER_PAGE],
  );
  return {
    balance: balance.cash + balance.bonus,
    ...balance,
    rules: walletRules(recharge),
    entries: rows.rows.slice(0, STATEMENT_PER_PAGE).map((row) => ({
      id: String(row.global_position),
      amount: row.amount,
      reason: row.reason,
      bucket: row.bucket,
      order_number: row.order_number,
      occurred_at: new Date(row.occurred_at).toISOString(),
    })),
    page,
    more: rows.rows.length > STATEMENT_PER_PAGE,
  };
}

export async function loyaltyStatement(sql: Sql, userId: number): Promise<{ points: number }> {
  return { points: await loyaltyBalance(sql, userId) };
}

/** A line of the points history: `spent` on an order, `returned` when that order gave them back. */
export type LoyaltyEntryKind = 'earned' | 'spent' | 'returned';

export interface LoyaltyEntryDto {
  id: string;
  kind: LoyaltyEntryKind;
  /** Signed: + earned or returned, − spent. */
  points: number;
  order_number: string | null;
  occurred_at: string;
}

export interface LoyaltyHistoryDto {
  points: number;
  entries: LoyaltyEntryDto[];
  page: number;
  more: boolean;
}

const loyaltyKinds: Record<string, LoyaltyEntryKind> = {
  LoyaltyPointsEarned: 'earned',
  LoyaltyPointsRedeemed: 'spent',
  LoyaltyPointsReturned: 'returned',
};

/**
 * GET /api/v2/users/loyalty_history: the balance and one page of its movements, newest first. Points
 * do not expire in this shop (no expiry event exists), so there is no `expired` line to show.
 */
export async function loyaltyHistory(sql: Sql, userId: number, page: number): Promise<LoyaltyHistoryDto> {
  const rows = await sql.query<{
    global_position: string | number;
    points: number;
    reason: string;
    order_number: string | null;
    occurred_at: Date;
  }>(
    `select global_position, points, reason, order_number, occurred_at from loyalty_entries
      where user_id = $1 order by global_position desc limit $2 offset $3`,
    [userId, STATEMENT_PER_PAGE + 1, (page - 1) * STATEMENT_PER_PAGE],
  );
  return {
    points: await loyaltyBalance(sql, userId),
    entries: rows.rows.slice(0, STATEMENT_PER_PAGE).map((row) => ({
      id: String(row.global_position),
      kind: loyaltyKinds[row.reason] ?? 'earned',
      points: row.points,
      order_number: row.order_number,
      occurred_at: new Date(row.occurred_at).toISOString(),
    })),
    page,
    more: rows.rows.length > STATEMENT_PER_PAGE,
  };
}
