import type { OrderEvent } from '../../../machines/order-lifecycle.ts';
import type { Projection } from '../../platform/events/index.ts';
import { decide } from './aggregate.ts';
import { ORDER_STREAM_PREFIX, type OrderEventMetadata } from './events.ts';
import { loadOrderAggregates } from './order-loading.ts';

const SYSTEM: OrderEventMetadata = { actor: 'system' };

/**
 * A fully paid order asks for its VAT receipt ("Waiting VAT receipt"): `VatReceiptRequested`, in the
 * same transaction as the fact that paid it. A reaction on the order stream rather than a line in the
 * capture code, because an order becomes paid in more than one place: the capture that covers the
 * total (server/commerce/payments/settlement.ts) and placing an order a wallet or gift card already covers
 * (server/commerce/checkout/commands.ts). Whatever path comes next is covered too.
 *
 * The receipt kind is fixed here from the checkout: an organization buyer gets an organization
 * receipt with its register number, everyone else a personal one (spec §3).
 *
 * Idempotent by construction: it appends only while the VAT region is `notRequested`, so a replayed
 * or repeated capture asks nothing twice. A rebuild passes no appender and appends nothing.
 */
export const vatReceiptRequests: Projection = {
  name: 'vat-receipt-requests',
  handles: ['CheckoutCompleted', 'PaymentCaptured'],
  async apply(tx, events, appender) {
    if (!appender) return;
    const streamIds = [...new Set(events.map((event) => event.streamId))].filter((id) =>
      id.startsWith(ORDER_STREAM_PREFIX),
    );
    if (streamIds.length === 0) return;
    const aggregates = await loadOrderAggregates(tx, streamIds);
    for (const [streamId, { snapshot, version }] of aggregates) {
      if (!snapshot.matches({ placed: { payment: 'paid', vatReceipt: 'notRequested' } })) continue;
      const organization = snapshot.context.checkout?.organization ?? null;
      const requested: OrderEvent = {
        type: 'VatReceiptRequested',
        kind: organization ? 'organization' : 'personal',
        registerNumber: organization?.registerNumber ?? null,
      };
      decide(snapshot, requested);
      const { type, ...data } = requested;
      await appender.append(streamId, version, [{ type, data, metadata: { ...SYSTEM } }], tx);
    }
  },
  async reset() {
    // Nothing of its own to empty: its facts are in the log, and a rebuild never appends.
  },
};
