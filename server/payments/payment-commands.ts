import { randomBytes } from 'node:crypto';
import { amountDue } from '../../machines/order-lifecycle.ts';
import type { Sql } from '../db/index.ts';
import { ShopError } from '../errors.ts';
import { idempotencyScope, loadStream } from '../orders/cart-commands.ts';
import { runCommand } from '../orders/command-runner.ts';
import type { OrderIdentity } from '../orders/read-model.ts';
import { type CardDetails, checkCard } from './cards.ts';
import { type PaymentMethodDefinition, paymentMethodByCode } from './methods.ts';
import {
  insertPayment,
  ownOrderRow,
  ownPayment,
  type PaymentDto,
  type PaymentRow,
  paymentsOfOrder,
  toPaymentDto,
} from './payment-records.ts';
import type { ConfirmInput } from './provider.ts';
import { type PaymentDeps, paymentLock, settleCapture, settleFailure } from './settlement.ts';

export const MAX_TAN_ATTEMPTS = 3;

export interface StartPaymentInput {
  method: string;
  bank?: string | undefined;
  savedCardId?: string | undefined;
}

async function dueAt(sql: Sql, number: string): Promise<string | null> {
  const result = await sql.query<{ due: string | null }>(
    `select snapshot->'context'->>'paymentDueAt' as due from orders where number = $1`,
    [number],
  );
  return result.rows[0]?.due ?? null;
}

export async function paymentDto(sql: Sql, row: PaymentRow): Promise<PaymentDto> {
  return toPaymentDto(row, await dueAt(sql, row.order_number));
}

function methodOf(code: string): PaymentMethodDefinition {
  const method = paymentMethodByCode(code);
  if (!method)
    throw new ShopError('PAYMENT_METHOD_NOT_FOUND', undefined, { payment_method: ['is not offered'] });
  return method;
}

/** How much a new payment of this order asks: the lease's down payment first, else what is due. */
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

/** Runs a confirmation's outcome through settlement; a TAN request just waits for the code. */
async function applyOutcome(deps: PaymentDeps, tx: Sql, payment: PaymentRow, input: ConfirmInput) {
  const outcome = await deps.provider.confirm(
    {
      id: payment.id,
      orderNumber: payment.order_number,
      amount: payment.amount,
      providerRef: payment.provider_ref,
    },
    input,
  );
  switch (outcome.status) {
    case 'captured':
      return { payment: await settleCapture(deps, tx, payment.id), tanIncorrect: false };
    case 'failed':
      return { payment: await settleFailure(deps, tx, payment.id, outcome.code), tanIncorrect: false };
    case 'requiresTan':
      await tx.query(`update payments set state = 'REQUIRES_TAN', updated_at = $2 where id = $1`, [
        payment.id,
        deps.clock.now(),
      ]);
      return { payment: { ...payment, state: 'REQUIRES_TAN' as const }, tanIncorrect: false };
    case 'tanIncorrect':
      return { payment, tanIncorrect: true };
  }
}

/** Opens a payment in the caller's transaction (start, and the store-pay app's first call). */
async function openPayment(
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
  let cardToken: string | null = null;
  if (method.kind === 'SAVED_CARD') {
    const card = await tx.query<{ token: string }>(
      'select token from saved_cards where id = $1 and user_id = $2 and removed_at is null',
      [input.savedCardId ?? '', identity.userId ?? -1],
    );
    cardToken = card.rows[0]?.token ?? null;
    if (!cardToken) throw new ShopError('CARD_NOT_FOUND');
  }
  const id = `pay_${randomBytes(12).toString('base64url')}`;
  const intent = await deps.provider.createIntent({
    paymentId: id,
    orderNumber: number,
    amount,
    method,
    bank,
  });
  const row = {
    id,
    order_number: number,
    method: method.code,
    bank,
    amount,
    state: 'PENDING' as const,
    failure_code: null,
    provider: deps.provider.name,
    provider_ref: intent.providerRef,
    saved_card_id: method.kind === 'SAVED_CARD' ? (input.savedCardId ?? null) : null,
    tan_attempts: 0,
    pending_card: null,
    instructions: intent.instructions,
    created_at: deps.clock.now(),
  };
  await insertPayment(tx, row);
  const inserted = { ...row, updated_at: row.created_at, captured_at: null };
  // A saved card is charged at once (the provider holds the card; only a TAN may still be asked).
  if (cardToken)
    return (await applyOutcome(deps, tx, inserted, { kind: 'savedCard', token: cardToken })).payment;
  return inserted;
}

/** POST /orders/:number/payments: a new payment of a placed, unpaid order; idempotent per key. */
export async function startPayment(
  deps: PaymentDeps,
  identity: OrderIdentity,
  number: string,
  input: StartPaymentInput,
  idempotencyKey: string,
): Promise<PaymentDto> {
  const method = methodOf(input.method);
  if (method.requiresLogin && identity.userId === undefined) throw new ShopError('LOGIN_REQUIRED');
  await ownOrderRow(deps.db, identity, number);
  const scope = idempotencyScope(identity, idempotencyKey)!;
  return runCommand(
    deps,
    {
      locks: [paymentLock(number)],
      idempotency: { scope: `payment-start:${number}:${scope.scope}`, key: idempotencyKey },
    },
    async (tx) => paymentDto(tx, await openPayment(deps, tx, identity, number, input)),
  );
}

export async function listPayments(deps: PaymentDeps, identity: OrderIdentity, number: string) {
  await ownOrderRow(deps.db, identity, number);
  const rows = await paymentsOfOrder(deps.db, number);
  const due = await dueAt(deps.db, number);
  return rows.map((row) => toPaymentDto(row, due));
}

export async function getPayment(deps: PaymentDeps, identity: OrderIdentity, id: string) {
  return paymentDto(deps.db, await ownPayment(deps.db, identity, id));
}

/** A payment that can still be confirmed; a captured one is answered as it is (a double click). */
async function lockedOpenPayment(tx: Sql, id: string, states: readonly PaymentRow['state'][]) {
  const payment = (await tx.query<PaymentRow>('select * from payments where id = $1 for update', [id]))
    .rows[0]!;
  if (payment.state === 'CAPTURED') return { payment, done: true };
  if (!states.includes(payment.state)) throw new ShopError('PAYMENT_NOT_PENDING');
  await amountToPay(tx, payment.order_number);
  return { payment, done: false };
}

/** Card data is checked first (CARD_INVALID, CARD_EXPIRED change nothing), then the provider charges. */
export async function payByCard(
  deps: PaymentDeps,
  identity: OrderIdentity,
  input: { paymentId: string; card: CardDetails; saveCard: boolean },
  idempotencyKey: string,
): Promise<PaymentDto> {
  const card = checkCard(input.card, deps.clock.now());
  if (input.saveCard && identity.userId === undefined) throw new ShopError('LOGIN_REQUIRED');
  const owned = await ownPayment(deps.db, identity, input.paymentId);
  if (methodOf(owned.method).kind !== 'CARD') {
    throw new ShopError('PAYMENT_METHOD_NOT_FOUND', 'This payment is not a card payment');
  }
  return runCommand(
    deps,
    {
      locks: [paymentLock(owned.order_number)],
      idempotency: { scope: `payment-card:${owned.id}`, key: idempotencyKey },
    },
    async (tx) => {
      const { payment, done } = await lockedOpenPayment(tx, owned.id, ['PENDING']);
      if (done) return paymentDto(tx, payment);
      if (input.saveCard) {
        const { token } = await deps.provider.tokenizeCard(card);
        const pending = {
          token,
          brand: card.brand,
          last4: card.last4,
          expiry: card.expiry,
          holder: card.holder,
        };
        await tx.query('update payments set pending_card = $2 where id = $1', [
          payment.id,
          JSON.stringify(pending),
        ]);
        payment.pending_card = pending;
      }
      return paymentDto(tx, (await applyOutcome(deps, tx, payment, { kind: 'card', card })).payment);
    },
  );
}

/** The TAN step: a wrong code counts (kept even though the answer is TAN_INCORRECT); the third fails. */
export async function confirmTan(
  deps: PaymentDeps,
  identity: OrderIdentity,
  input: { paymentId: string; tan: string },
): Promise<PaymentDto> {
  const owned = await ownPayment(deps.db, identity, input.paymentId);
  const result = await runCommand(deps, { locks: [paymentLock(owned.order_number)] }, async (tx) => {
    const { payment, done } = await lockedOpenPayment(tx, owned.id, ['REQUIRES_TAN']);
    if (done) return { dto: await paymentDto(tx, payment), left: null };
    const outcome = await applyOutcome(deps, tx, payment, { kind: 'tan', tan: input.tan });
    if (!outcome.tanIncorrect) return { dto: await paymentDto(tx, outcome.payment), left: null };
    const attempts = payment.tan_attempts + 1;
    if (attempts >= MAX_TAN_ATTEMPTS) {
      return {
        dto: await paymentDto(tx, await settleFailure(deps, tx, payment.id, 'PAYMENT_FAILED')),
        left: null,
      };
    }
    await tx.query('update payments set tan_attempts = $2 where id = $1', [payment.id, attempts]);
    return { dto: null, left: MAX_TAN_ATTEMPTS - attempts };
  });
  if (result.left !== null) {
    throw new ShopError('TAN_INCORRECT', undefined, { tan: [`${result.left} attempts left`] });
  }
  return result.dto!;
}

/** PUT /checkouts/:number/most_in_app: the store-pay app's tokens pay the order; one charge per txntkn. */
export async function payInApp(
  deps: PaymentDeps,
  identity: OrderIdentity,
  number: string,
  tokens: { custtkn: string; txntkn: string },
): Promise<PaymentDto> {
  await ownOrderRow(deps.db, identity, number);
  return runCommand(
    deps,
    { locks: [paymentLock(number)], idempotency: { scope: `most-in-app:${number}`, key: tokens.txntkn } },
    async (tx) => {
      const open = await tx.query<{ id: string }>(
        `select id from payments where order_number = $1 and method = 'storepay' and state = 'PENDING'
          order by created_at desc limit 1`,
        [number],
      );
      const existing = open.rows[0]
        ? (await lockedOpenPayment(tx, open.rows[0].id, ['PENDING'])).payment
        : await openPayment(deps, tx, identity, number, { method: 'storepay' });
      const { payment } = await applyOutcome(deps, tx, existing, { kind: 'inApp', ...tokens });
      return paymentDto(tx, payment);
    },
  );
}
