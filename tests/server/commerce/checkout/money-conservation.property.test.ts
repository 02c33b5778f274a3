import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import {
  type AdjustmentKind,
  type OrderEvent,
  type OrderSnapshot,
  orderLifecycleMachine,
} from '../../../../machines/order-lifecycle.ts';
import { emptyOrder, includedVat, orderTotals } from '../../../../server/commerce/orders/aggregate.ts';

/**
 * Money is conserved through the order machine and the aggregate's totals: seeded random walks of
 * lines, shipping, adjustments (coupon, voucher, gift card, wallet, points), placing and payments,
 * checked after every step against an independent model of the accepted events:
 * - total = items + shipping − coupons − vouchers − gift cards − wallet − points, never negative
 *   (and, once placed, exactly that sum, with nothing clamped away);
 * - the total agreed at placing never changes afterwards and nothing is paid beyond it;
 * - `CheckoutCompleted` with any other total is refused, and so is a payment id settled before.
 */

const kinds: AdjustmentKind[] = ['coupon', 'voucher', 'giftCard', 'storeCredit', 'loyalty'];

type Intent =
  | { kind: 'add'; price: number; quantity: number; existing: number | null }
  | { kind: 'quantity'; line: number; quantity: number }
  | { kind: 'remove'; line: number }
  | { kind: 'details' }
  | { kind: 'shipping'; cost: number }
  | { kind: 'adjust'; adjustment: AdjustmentKind; code: number; amount: number }
  | { kind: 'unadjust'; index: number }
  | { kind: 'complete'; offBy: number }
  | { kind: 'capture'; payment: number; mode: 'due' | 'part' | 'over' | 'any'; amount: number }
  | { kind: 'fail'; payment: number }
  | { kind: 'loan'; downPayment: number }
  | { kind: 'expire' }
  | { kind: 'cancel' };

const intent: fc.Arbitrary<Intent> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      price: fc.integer({ min: 0, max: 250_000 }),
      quantity: fc.integer({ min: 1, max: 5 }),
      existing: fc.option(fc.nat(4)),
    }),
  },
  fc.record({
    kind: fc.constant('quantity' as const),
    line: fc.nat(4),
    quantity: fc.integer({ min: 1, max: 9 }),
  }),
  fc.record({ kind: fc.constant('remove' as const), line: fc.nat(4) }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('details' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('shipping' as const),
      cost: fc.constantFrom(0, 5_000, 15_000, 30_000),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('adjust' as const),
      adjustment: fc.constantFrom(...kinds),
      code: fc.nat(2),
      amount: fc.oneof(fc.integer({ min: 1, max: 400_000 }), fc.constantFrom(0, -100, 0.5)),
    }),
  },
  fc.record({ kind: fc.constant('unadjust' as const), index: fc.nat(4) }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('complete' as const),
      offBy: fc.constantFrom(0, 0, 0, 1, -1, 1_000),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('capture' as const),
      payment: fc.nat(3),
      mode: fc.constantFrom('due' as const, 'part' as const, 'over' as const, 'any' as const),
      amount: fc.integer({ min: 1, max: 500_000 }),
    }),
  },
  fc.record({ kind: fc.constant('fail' as const), payment: fc.nat(3) }),
  fc.record({ kind: fc.constant('loan' as const), downPayment: fc.integer({ min: 1, max: 300_000 }) }),
  fc.record({ kind: fc.constant('expire' as const) }),
  fc.record({ kind: fc.constant('cancel' as const) }),
);

/**
 * Random steps on the cart, then (usually) the address step, shipping and placing, then random steps
 * on the placed order: a walk of random intents alone reaches a placed order too rarely.
 */
const walk: fc.Arbitrary<Intent[]> = fc
  .tuple(
    fc.array(intent, { minLength: 1, maxLength: 15 }),
    fc.constantFrom(0, 5_000),
    fc.constantFrom(0, 0, 0, 0, 1, -1),
    fc.array(intent, { maxLength: 15 }),
  )
  .map(([cart, shipping, offBy, placed]) => [
    ...cart,
    { kind: 'details' },
    { kind: 'shipping', cost: shipping },
    { kind: 'complete', offBy },
    ...placed,
  ]);

const product = { slug: 'ink', name: 'Ink', translations: {}, sku: 'INK', image: null };
const DUE_AT = '2026-06-16T09:00:00.000Z';

/** The concrete event an intent stands for, given the order as it is now. */
function eventFor(intent: Intent, snapshot: OrderSnapshot): OrderEvent {
  const { context } = snapshot;
  const line = (index: number) => context.lines[index % Math.max(1, context.lines.length)];
  const due = Math.max(0, orderTotals(snapshot).total - context.paidTotal);
  switch (intent.kind) {
    case 'add': {
      const existing = intent.existing === null ? undefined : line(intent.existing);
      return {
        type: 'LineItemAdded',
        lineItemId: existing?.id ?? context.nextLineId,
        variantId: existing?.variantId ?? 100 + context.nextLineId,
        quantity: intent.quantity,
        price: existing?.price ?? intent.price,
        options: {},
        gift: false,
        product,
      };
    }
    case 'quantity':
      return {
        type: 'LineItemQuantityChanged',
        lineItemId: line(intent.line)?.id ?? 99,
        quantity: intent.quantity,
      };
    case 'remove':
      return { type: 'LineItemRemoved', lineItemId: line(intent.line)?.id ?? 99 };
    case 'details':
      return {
        type: 'CheckoutDetailsSet',
        delivery: { kind: 'pickup', storeCode: 'central' },
        receiver: { name: 'Test Shopper', phone: '99112233' },
        deliveryTime: 'today-evening',
        organization: null,
      } as OrderEvent;
    case 'shipping':
      return { type: 'ShippingMethodChosen', method: 'standard', cost: intent.cost } as OrderEvent;
    case 'adjust':
      return {
        type: 'AdjustmentApplied',
        kind: intent.adjustment,
        code: `C${intent.code}`,
        amount: intent.amount,
      };
    case 'unadjust': {
      const target = context.adjustments[intent.index % Math.max(1, context.adjustments.length)];
      return { type: 'AdjustmentRemoved', kind: target?.kind ?? 'coupon', code: target?.code ?? 'none' };
    }
    case 'complete':
      return {
        type: 'CheckoutCompleted',
        paymentDueAt: DUE_AT,
        paymentMethod: 'bank_transfer',
        total: orderTotals(snapshot).total + intent.offBy,
      };
    case 'capture': {
      const amount = { due, part: Math.floor(due / 2), over: due + 1, any: intent.amount }[intent.mode];
      return { type: 'PaymentCaptured', amount, method: 'card', paymentId: `pay_${intent.payment}` };
    }
    case 'fail':
      return { type: 'PaymentFailed', reason: 'PAYMENT_DECLINED', paymentId: `pay_${intent.payment}` };
    case 'loan':
      return { type: 'LoanRequested', downPayment: intent.downPayment };
    case 'expire':
      return { type: 'OrderExpired', at: DUE_AT };
    case 'cancel':
      return { type: 'OrderCanceled', reason: 'test' };
  }
}

/** The money the accepted events add up to, kept apart from the machine's own context. */
interface Ledger {
  lines: Map<number, { price: number; quantity: number }>;
  shipping: number;
  adjustments: Map<string, number>;
  agreed: number | null;
  paid: number;
  settled: Set<string>;
}

function record(ledger: Ledger, event: OrderEvent): void {
  switch (event.type) {
    case 'LineItemAdded': {
      const line = ledger.lines.get(event.lineItemId);
      ledger.lines.set(event.lineItemId, {
        price: line?.price ?? event.price,
        quantity: (line?.quantity ?? 0) + event.quantity,
      });
      break;
    }
    case 'LineItemQuantityChanged':
      ledger.lines.set(event.lineItemId, {
        ...ledger.lines.get(event.lineItemId)!,
        quantity: event.quantity,
      });
      break;
    case 'LineItemRemoved':
      ledger.lines.delete(event.lineItemId);
      break;
    case 'ShippingMethodChosen':
      ledger.shipping = event.cost;
      break;
    case 'AdjustmentApplied':
      ledger.adjustments.set(`${event.kind}:${event.code}`, event.amount);
      break;
    case 'AdjustmentRemoved':
      ledger.adjustments.delete(`${event.kind}:${event.code}`);
      break;
    case 'CheckoutCompleted':
      ledger.agreed = event.total;
      break;
    case 'PaymentCaptured':
      ledger.paid += event.amount;
      ledger.settled.add(event.paymentId);
      break;
    case 'PaymentFailed':
      ledger.settled.add(event.paymentId);
      break;
    default:
  }
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

describe('money conservation through the order machine and aggregate', () => {
  it('total = items + shipping − adjustments ≥ 0; the agreed total holds; nothing is paid twice or beyond it', () => {
    fc.assert(
      fc.property(walk, (intents) => {
        let snapshot = transition(orderLifecycleMachine, emptyOrder().snapshot, {
          type: 'CartCreated',
          number: 'R100000001',
          tokenHash: 'hash',
          userId: 7,
        })[0];
        const ledger: Ledger = {
          lines: new Map(),
          shipping: 0,
          adjustments: new Map(),
          agreed: null,
          paid: 0,
          settled: new Set(),
        };
        for (const step of intents) {
          const event = eventFor(step, snapshot);
          const accepted = snapshot.can(event);
          if (event.type === 'CheckoutCompleted' && step.kind === 'complete' && step.offBy !== 0) {
            expect(accepted, 'a CheckoutCompleted with another total').toBe(false);
          }
          if (
            (event.type === 'PaymentCaptured' || event.type === 'PaymentFailed') &&
            ledger.settled.has(event.paymentId)
          ) {
            expect(accepted, 'a payment id settled before').toBe(false);
          }
          if (!accepted) continue;
          snapshot = transition(orderLifecycleMachine, snapshot, event)[0];
          record(ledger, event);

          const totals = orderTotals(snapshot);
          const gross =
            sum([...ledger.lines.values()].map((line) => line.price * line.quantity)) + ledger.shipping;
          const taken = sum(ledger.adjustments.values());
          expect(totals.itemTotal + totals.shipTotal).toBe(gross);
          expect(totals.adjustmentTotal).toBe(taken);
          expect(totals.total).toBe(Math.max(0, gross - taken));
          expect(totals.taxTotal).toBe(includedVat(totals.total));
          expect(totals.paidTotal).toBe(ledger.paid);
          if (ledger.agreed !== null) {
            // placed: exactly the sum, nothing clamped, and fixed from here on
            expect(gross - taken).toBe(ledger.agreed);
            expect(totals.total).toBe(ledger.agreed);
            expect(ledger.paid).toBeLessThanOrEqual(ledger.agreed);
            if (ledger.paid === ledger.agreed && !snapshot.hasTag('closed')) {
              expect(snapshot.matches({ placed: { payment: 'paid' } })).toBe(true);
            }
          } else {
            expect(ledger.paid).toBe(0);
          }
        }
      }),
      { numRuns: 400, seed: 20261122 },
    );
  });
});
