import { randomInt } from 'node:crypto';
import type { Sql } from '../../platform/db/index.ts';
import type { Projection } from '../../platform/events/index.ts';
import { ORDER_STREAM_PREFIX } from './events.ts';
import { loadOrderAggregates } from './order-loading.ts';

/**
 * Licenses (#16, spec §7 `GET /api/v2/orders/licenses`): a digital product (a printer driver, office
 * software) is delivered as license keys. Paying the order issues one key per unit, as `LicenseIssued`
 * events on the order's license stream, in the same transaction as the fact that paid it.
 */

export type LicenseKind = 'driver' | 'software';

/** `LicenseIssued`: one key; the order's license stream holds one per unit of its digital lines. */
export interface LicenseIssued {
  key: string;
  orderNumber: string;
  userId: number | null;
  productId: number;
  variantId: number;
  kind: LicenseKind;
}

export const LICENSE_STREAM_PREFIX = 'license-';
export const licenseStreamId = (orderNumber: string) => `${LICENSE_STREAM_PREFIX}${orderNumber}`;

// Crockford's base32 without I, L, O, U, as the e-ticket codes: typed from a screen without confusion.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 25 characters from the CSPRNG (125 bits) in five groups: `7K3MQ-X2P9B-TA4RW-…`. Not guessable. */
export function newLicenseKey(): string {
  const chars = Array.from({ length: 25 }, () => ALPHABET[randomInt(0, ALPHABET.length)]);
  return [0, 5, 10, 15, 20].map((start) => chars.slice(start, start + 5).join('')).join('-');
}

/** `licenses`, the read model of the license streams (idempotent per key, rebuildable). */
export const licensesProjection: Projection = {
  name: 'licenses',
  handles: ['LicenseIssued'],
  async apply(tx, events) {
    for (const event of events) {
      const issued = event.data as LicenseIssued;
      await tx.query(
        `insert into licenses (license_key, order_number, user_id, product_id, variant_id, kind, issued_at)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict (license_key) do nothing`,
        [
          issued.key,
          issued.orderNumber,
          issued.userId,
          issued.productId,
          issued.variantId,
          issued.kind,
          event.recordedAt,
        ],
      );
    }
  },
  async reset(tx) {
    await tx.query('delete from licenses');
  },
};

async function digitalLines(tx: Sql, variantIds: readonly number[]) {
  const { rows } = await tx.query<{ variant_id: number; product_id: number; kind: LicenseKind }>(
    `select v.id as variant_id, v.product_id, d.kind from variants v
       join digital_products d on d.product_id = v.product_id
      where v.id = any($1::int[])`,
    [variantIds],
  );
  return new Map(rows.map((row) => [row.variant_id, row]));
}

/**
 * Paying issues the keys: when an order becomes paid, one `LicenseIssued` per unit of every digital
 * line, all appended at once to the order's license stream (the reaction pattern of
 * e-tickets/events.ts). Exactly once: a replayed payment webhook is answered from its idempotency
 * record and appends no second payment fact; a later fact of a paid order (a second capture, a
 * refund) finds the stream already there and appends nothing; and two transactions that both got here
 * would both append at `no_stream`, so the second fails on the log's unique (stream, version) and rolls
 * back its whole transaction. A rebuild passes no appender and appends nothing.
 */
export const licenseIssuing: Projection = {
  name: 'license-issuing',
  handles: ['CheckoutCompleted', 'PaymentCaptured'],
  async apply(tx, events, appender) {
    if (!appender) return;
    const streamIds = [...new Set(events.map((event) => event.streamId))].filter((id) =>
      id.startsWith(ORDER_STREAM_PREFIX),
    );
    if (streamIds.length === 0) return;
    for (const [, { snapshot }] of await loadOrderAggregates(tx, streamIds)) {
      if (!snapshot.matches({ placed: { payment: 'paid' } })) continue;
      const { number, lines, userId } = snapshot.context;
      if (!number) continue;
      const digital = await digitalLines(
        tx,
        lines.map((line) => line.variantId),
      );
      if (digital.size === 0) continue;
      const streamId = licenseStreamId(number);
      const before = await tx.query('select 1 from events where stream_id = $1 limit 1', [streamId]);
      if (before.rows.length > 0) continue;
      const issued: LicenseIssued[] = lines.flatMap((line) => {
        const product = digital.get(line.variantId);
        if (!product) return [];
        return Array.from({ length: line.quantity }, () => ({
          key: newLicenseKey(),
          orderNumber: number,
          userId: userId ?? null,
          productId: product.product_id,
          variantId: line.variantId,
          kind: product.kind,
        }));
      });
      await appender.append(
        streamId,
        'no_stream',
        issued.map((data) => ({ type: 'LicenseIssued', data, metadata: { actor: 'system' } })),
        tx,
      );
    }
  },
  async reset() {
    // Nothing of its own: the keys are in the log and `licenses` is licensesProjection's.
  },
};
