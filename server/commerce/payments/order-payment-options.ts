import { amountDue, orderTotal } from '../../../machines/order-lifecycle.ts';
import { ShopError } from '../../platform/errors.ts';
import type { OrderDeps } from '../orders/command-runner.ts';
import { runCommand } from '../orders/command-runner.ts';
import { appendDecided, loadStream, metadataOf } from '../orders/order-stream.ts';
import { findCurrentCart, type OrderDto, type OrderIdentity } from '../orders/read-model.ts';
import { type LeaseQuote, leaseQuote } from './lease.ts';
import { paymentMethods } from './methods.ts';
import { ownOrderRow } from './payment-records.ts';
import { paymentLock } from './settlement.ts';

export interface PaymentMethodDto {
  code: string;
  kind: string;
  names: { mn: string; en: string };
  minimum: number | null;
  maximum: number | null;
  available: boolean;
  unavailable_reason: string | null;
  banks: { code: string; name: string; latin_name: string }[];
}

/** The amount a method would be asked for: a placed order's amount due, a cart's total. */
async function amountOf(
  deps: OrderDeps,
  identity: OrderIdentity,
  orderNumber?: string,
): Promise<number | null> {
  const row = orderNumber
    ? await ownOrderRow(deps.db, identity, orderNumber)
    : await findCurrentCart(deps.db, identity);
  if (!row) return null;
  const { snapshot } = (await loadStream(deps.db, row.number)).aggregate;
  return snapshot.matches('placed') ? amountDue(snapshot.context) : orderTotal(snapshot.context);
}

/** GET /checkouts/payment_methods: every method, and whether it fits this shopper and amount. */
export async function paymentMethodsFor(
  deps: OrderDeps,
  identity: OrderIdentity,
  orderNumber?: string,
): Promise<{ amount: number | null; payment_methods: PaymentMethodDto[] }> {
  const amount = await amountOf(deps, identity, orderNumber);
  return {
    amount,
    payment_methods: paymentMethods.map((method) => {
      let reason: string | null = null;
      // Limits bound what is still to pay: with nothing left (a discount or the wallet covers it),
      // placing takes any method (server/commerce/checkout/commands.ts), so the list offers them all.
      const toPay = amount !== null && amount > 0 ? amount : null;
      if (method.requiresLogin && identity.userId === undefined) reason = 'LOGIN_REQUIRED';
      else if (toPay !== null && method.minimum !== null && toPay < method.minimum)
        reason = 'PAYMENT_BELOW_MINIMUM';
      else if (toPay !== null && method.maximum !== null && toPay > method.maximum)
        reason = 'PAYMENT_ABOVE_MAXIMUM';
      return {
        code: method.code,
        kind: method.kind,
        names: method.names,
        minimum: method.minimum,
        maximum: method.maximum,
        available: reason === null,
        unavailable_reason: reason,
        banks: method.banks.map((bank) => ({ code: bank.code, name: bank.name, latin_name: bank.latinName })),
      };
    }),
  };
}

function quoteOrThrow(amount: number, months?: number, downPayment?: number): LeaseQuote {
  const quote = leaseQuote(amount, months, downPayment);
  if (!quote) {
    throw new ShopError('LEASE_TERMS_INVALID', undefined, {
      months: ['must be one of the offered month counts'],
      down_payment: ['must be at least the minimum down payment and below the amount'],
    });
  }
  return quote;
}

/** GET /orders/:number/check_lend: the lease terms for the order's total. */
export async function checkLend(
  deps: OrderDeps,
  identity: OrderIdentity,
  number: string,
  terms: { months?: number | undefined; downPayment?: number | undefined },
): Promise<LeaseQuote> {
  await ownOrderRow(deps.db, identity, number);
  const { snapshot } = (await loadStream(deps.db, number)).aggregate;
  return quoteOrThrow(orderTotal(snapshot.context), terms.months, terms.downPayment);
}

/**
 * POST /orders/:number/lease: `LoanRequested` with the down payment; the application waits in the
 * outbox (lease_applications) and is marked sent by the capture that covers the down payment.
 */
export async function requestLease(
  deps: OrderDeps,
  identity: OrderIdentity,
  number: string,
  terms: { months: number; downPayment: number },
): Promise<OrderDto> {
  if (identity.userId === undefined) throw new ShopError('LOGIN_REQUIRED');
  await ownOrderRow(deps.db, identity, number);
  return runCommand(deps, { locks: [paymentLock(number)] }, async (tx) => {
    const target = await loadStream(tx, number);
    const { snapshot } = target.aggregate;
    if (!snapshot.matches('placed')) throw new ShopError('ORDER_NOT_PLACED');
    const total = orderTotal(snapshot.context);
    const quote = quoteOrThrow(total, terms.months, terms.downPayment);
    if (!quote.eligible) throw new ShopError(quote.reason!);
    const order = await appendDecided(
      deps,
      tx,
      target,
      [{ type: 'LoanRequested', downPayment: quote.downPayment }],
      metadataOf(identity),
    );
    await tx.query(
      `insert into lease_applications (order_number, user_id, amount, down_payment, months, monthly, state, created_at)
       values ($1, $2, $3, $4, $5, $6, 'pending', $7)`,
      [number, identity.userId, total, quote.downPayment, quote.months, quote.monthly, deps.clock.now()],
    );
    return order;
  });
}
