import { itemTotal } from '../../../machines/order-types.ts';
import type { Projection } from '../../platform/events/index.ts';
import { ORDER_STREAM_PREFIX } from '../orders/events.ts';
import { loadOrderAggregates } from '../orders/order-loading.ts';
import {
  newRouletteNumber,
  type RouletteNumberIssued,
  rouletteNumberStreamId,
  type WheelId,
} from './events.ts';

/**
 * The entitlement (README "Lucky wheel, jackpot, roulette"): when an order of a logged-in shopper
 * becomes paid, one roulette number for every active wheel whose `min_order_total` its items reach,
 * in the same transaction as the fact that paid it (the reaction pattern of e-tickets). A guest's
 * order earns none: a prize is granted to an account. Idempotent: `unique (order_number, wheel_id)`
 * is looked at first, so a replayed payment issues nothing twice; a rebuild appends nothing.
 */
export const rouletteNumberIssuing: Projection = {
  name: 'roulette-number-issuing',
  handles: ['CheckoutCompleted', 'PaymentCaptured'],
  async apply(tx, events, appender) {
    if (!appender) return;
    const streamIds = [...new Set(events.map((event) => event.streamId))].filter((id) =>
      id.startsWith(ORDER_STREAM_PREFIX),
    );
    if (streamIds.length === 0) return;
    const aggregates = await loadOrderAggregates(tx, streamIds);
    for (const [, { snapshot }] of aggregates) {
      if (!snapshot.matches({ placed: { payment: 'paid' } })) continue;
      const { number, lines, userId } = snapshot.context;
      if (!number || userId === null || userId === undefined) continue;
      const { rows: wheels } = await tx.query<{ id: WheelId }>(
        `select w.id from prize_wheels w
          where w.active and w.min_order_total <= $1
            and not exists (select 1 from roulette_numbers n where n.order_number = $2 and n.wheel_id = w.id)
          order by w.id`,
        [itemTotal(lines), number],
      );
      for (const wheel of wheels) {
        const issued: RouletteNumberIssued = { wheelId: wheel.id, userId, orderNumber: number };
        await appender.append(
          rouletteNumberStreamId(await freeNumber(tx)),
          'no_stream',
          [{ type: 'RouletteNumberIssued', data: issued, metadata: { actor: 'system' } }],
          tx,
        );
      }
    }
  },
  async reset() {
    // Nothing of its own: the numbers are in the log and roulette_numbers is prizesProjection's.
  },
};

// 9·10^7 numbers: a clash is rare, and looked for rather than left to fail the payment.
async function freeNumber(tx: Parameters<Projection['apply']>[0]): Promise<string> {
  for (;;) {
    const code = newRouletteNumber();
    const taken = await tx.query('select 1 from roulette_numbers where code = $1', [code]);
    if (taken.rows.length === 0) return code;
  }
}
