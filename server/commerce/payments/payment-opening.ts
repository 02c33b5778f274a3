import { randomBytes } from 'node:crypto';
import { amountDue } from '../../../machines/order-lifecycle.ts';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { loadStream } from '../orders/order-stream.ts';
import type { OrderIdentity } from '../orders/read-model.ts';
import { assertRechargePayable, loadRecharge } from '../wallet/index.ts';
import { type PaymentMethodDefinition, paymentMethodByCode } from './methods.ts';
import { findPayment, insertPayment, type PaymentRow, payableRef } from './payment-records.ts';
import { enqueueProviderJob } from './provider-jobs.ts';
import type { PaymentDeps } from './settlement.ts';

/** A new payment: checked and recorded in a transaction, then its provider intent outside one. */

export interface StartPaymentInput {
  method: string;
  bank?: string | undefined;
  savedCardId?: string | undefined;
}

export function methodOf(code: string): PaymentMethodDefinition {
  const method = paymentMethodByCode(code);
  if (!method)
    throw new ShopError('PAYMENT_METHOD_NOT_FOUND', undefined, { payment_method: ['is not offered'] });
  return method;
}

export /** How much a new payment of this order asks: the lease's down payment first, else what is due. */
async function amountToPay(sql: Sql, number: string): Promise<number> {
  const { aggregate } = await loadStream(sql, number);
  const { snapshot } = aggregate;
  if (snapshot.matches('expired')) throw new ShopError('PAYMENT_OVERDUE');
  if (snapshot.matches('new') || snapshot.matches('cart')) throw new ShopError('ORDER_NOT_PLACED');
  if (!snapshot.matches('placed')) throw new ShopError('ORDER_TRANSITION_REFUSED');
  const due = amountDue(snapshot.context);
  if (snapshot.matches({ placed: { payment: 'paid' } }) || due === 0)
    throw new ShopError('ORDER_ALREADY_PAID');
  const { downPayment, paidTotal } = snapshot.context;
  if (snapshot.matches({ placed: { loan: 'downPayment' } }) && downPayment !== null) {
    return Math.min(due, Math.max(1, downPayment - paidTotal));
  }
  return due;
}

/** A recharge's payment is confirmed only while the recharge waits for it (RECHARGE_CLOSED otherwise). */
export async function rechargeStillPayable(deps: PaymentDeps, sql: Sql, rechargeId: string): Promise<void> {
  const recharge = await loadRecharge(sql, rechargeId);
  if (!recharge) throw new ShopError('RECHARGE_NOT_FOUND');
  assertRechargePayable(recharge, deps.clock.now());
}

/**
 * Opens a payment in the caller's transaction: checked and recorded, with no provider intent yet
 * (`ensureIntent` creates it once this transaction has committed). Returns the saved card's token
 * when the payment is a saved-card one, to be charged after the intent exists.
 */
export async function openPayment(
  deps: PaymentDeps,
  tx: Sql,
  identity: OrderIdentity,
  number: string,
  input: StartPaymentInput,
): Promise<PaymentRow> {
  const method = methodOf(input.method);
  const amount = await amountToPay(tx, number);
  if (method.minimum !== null && amount < method.minimum) {
    throw new ShopError('PAYMENT_BELOW_MINIMUM', undefined, {
      amount: [`must be at least ${method.minimum}`],
    });
  }
  if (method.maximum !== null && amount > method.maximum) {
    throw new ShopError('PAYMENT_ABOVE_MAXIMUM', undefined, {
      amount: [`must be at most ${method.maximum}`],
    });
  }
  const bank = method.banks.length > 0 ? (input.bank ?? null) : null;
  if (method.banks.length > 0 && !method.banks.some((item) => item.code === bank)) {
    throw new ShopError('BANK_NOT_FOUND', undefined, {
      bank: [method.banks.map((item) => item.code).join(', ')],
    });
  }
  if (method.kind === 'SAVED_CARD') await savedCardToken(tx, identity, input.savedCardId ?? '');
  const row = {
    id: `pay_${randomBytes(12).toString('base64url')}`,
    order_number: number,
    recharge_id: null,
    method: method.code,
    bank,
    amount,
    state: 'PENDING' as const,
    failure_code: null,
    provider: deps.provider.name,
    provider_ref: null,
    saved_card_id: method.kind === 'SAVED_CARD' ? (input.savedCardId ?? null) : null,
    tan_attempts: 0,
    pending_card: null,
    instructions: {},
    created_at: deps.clock.now(),
  };
  await insertPayment(tx, row);
  return { ...row, updated_at: row.created_at, captured_at: null };
}

export async function savedCardToken(
  sql: Sql,
  identity: OrderIdentity,
  savedCardId: string,
): Promise<string> {
  const card = await sql.query<{ token: string }>(
    'select token from saved_cards where id = $1 and user_id = $2 and removed_at is null',
    [savedCardId, identity.userId ?? -1],
  );
  const token = card.rows[0]?.token;
  if (!token) throw new ShopError('CARD_NOT_FOUND');
  return token;
}

/**
 * The provider's intent for a recorded payment, created with no transaction open (a slow provider
 * holds no lock) and recorded in its own. The payment id is the provider's idempotency key (QPay's
 * sender_invoice_no), so a retry after a failure asks for the same intent. An intent that arrives
 * after the payment was voided (the order expired meanwhile) is voided too.
 */
export async function ensureIntent(deps: PaymentDeps, paymentId: string): Promise<PaymentRow> {
  const payment = (await findPayment(deps.db, paymentId))!;
  if (payment.provider_ref !== null || payment.state !== 'PENDING') return payment;
  const intent = await deps.provider.createIntent({
    paymentId,
    orderNumber: payableRef(payment),
    amount: payment.amount,
    method: methodOf(payment.method),
    bank: payment.bank,
  });
  return deps.db.transaction(async (tx) => {
    const current = (await findPayment(tx, paymentId, true))!;
    if (current.provider_ref !== null) return current;
    await tx.query('update payments set provider_ref = $2, instructions = $3 where id = $1', [
      paymentId,
      intent.providerRef,
      JSON.stringify(intent.instructions),
    ]);
    if (current.state === 'CANCELED') {
      await enqueueProviderJob(tx, deps.clock, { kind: 'cancel_intent', subject: paymentId, rearm: true });
    }
    return { ...current, provider_ref: intent.providerRef, instructions: intent.instructions };
  });
}
