import type { Sql } from '../../platform/db/index.ts';

/**
 * The facts of the money streams. Amounts are whole tugrik (points: 1 point = 1 ₮), always > 0;
 * the direction is in the event's name.
 */

/** Store credit buckets (see rules.ts): `cash` counts 100 %, `bonus` up to 50 % of an order. */
export type WalletBucket = 'cash' | 'bonus';

/** Why credit moved; the GraphQL `WalletEntry.reason`. */
export type WalletReason =
  | 'PURCHASE_BONUS'
  | 'ORDER_PAYMENT'
  | 'ORDER_RELEASE'
  | 'RECHARGE'
  | 'GIFT_CARD'
  | 'ADJUSTMENT'
  | 'PRIZE';

export interface WalletCredited {
  amount: number;
  reason: WalletReason;
  orderNumber?: string;
  bucket: WalletBucket;
}

export interface WalletDebited {
  amount: number;
  orderNumber: string;
  bucket: WalletBucket;
}

export interface LoyaltyPointsEarned {
  points: number;
  orderNumber: string;
}
export interface LoyaltyPointsRedeemed {
  points: number;
  orderNumber: string;
}
export interface LoyaltyPointsReturned {
  points: number;
  orderNumber: string;
}

export interface GiftCardIssued {
  amount: number;
  minOrder: number;
  maxSharePercent: number;
  expiresAt: string;
  userId: number | null;
}
export interface GiftCardDebited {
  amount: number;
  orderNumber: string;
}
export interface GiftCardRefunded {
  amount: number;
  orderNumber: string;
}

export const walletEventTypes = ['WalletCredited', 'WalletDebited'] as const;
export const loyaltyEventTypes = [
  'LoyaltyPointsEarned',
  'LoyaltyPointsRedeemed',
  'LoyaltyPointsReturned',
] as const;
export const giftCardEventTypes = ['GiftCardIssued', 'GiftCardDebited', 'GiftCardRefunded'] as const;

export const walletStreamId = (userId: number) => `wallet-${userId}`;
export const loyaltyStreamId = (userId: number) => `loyalty-${userId}`;
export const giftCardStreamId = (number: string) => `giftcard-${number}`;

/** The user id in `wallet-42` / `loyalty-42`. */
export function streamUserId(streamId: string): number {
  return Number(streamId.slice(streamId.indexOf('-') + 1));
}

/** The stream's current version (0 = none), read in the caller's transaction for an expected-version append. */
export async function streamVersion(tx: Sql, streamId: string): Promise<number> {
  const result = await tx.query<{ version: number | null }>(
    'select max(stream_version)::int as version from events where stream_id = $1',
    [streamId],
  );
  return result.rows[0]?.version ?? 0;
}
