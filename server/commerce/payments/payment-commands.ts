import { ShopError } from '../../platform/errors.ts';
import { runCommand } from '../orders/command-runner.ts';
import { idempotencyScope } from '../orders/order-stream.ts';
import type { OrderIdentity } from '../orders/read-model.ts';
import { type CardDetails, checkCard } from './cards.ts';
import { confirmPayment } from './confirm-attempts.ts';
import {
  ensureIntent,
  methodOf,
  openPayment,
  type StartPaymentInput,
  savedCardToken,
} from './payment-opening.ts';
import {
  ownOrderRow,
  ownPayment,
  type PaymentDto,
  type PaymentRow,
  paymentDto,
  paymentDtos,
  paymentsOfOrder,
} from './payment-records.ts';
import { type PaymentDeps, paymentLock } from './settlement.ts';

export { MAX_TAN_ATTEMPTS } from './confirm-attempts.ts';
export type { StartPaymentInput } from './payment-opening.ts';

/**
 * The shopper's payment commands. Every confirmation (card, saved card, TAN, store-pay app) goes
 * through confirm-attempts.ts: committed as an attempt, the provider called with no transaction
 * open, the answer recorded after; a second confirm while one is in flight is PAYMENT_IN_PROGRESS.
 */

/** Charges a saved card (the provider holds it; only a TAN may still be asked), once. */
async function chargeSavedCard(deps: PaymentDeps, identity: OrderIdentity, payment: PaymentRow) {
  const confirmed = await confirmPayment(deps, {
    paymentId: payment.id,
    payable: payment,
    from: ['PENDING'],
    input: async (tx) => ({
      kind: 'savedCard',
      token: await savedCardToken(tx, identity, payment.saved_card_id ?? ''),
    }),
  });
  return confirmed.payment;
}

/**
 * POST /orders/:number/payments: a new payment of a placed, unpaid order; idempotent per key. The
 * payment row commits first; the provider's intent is asked for after, outside the transaction. A
 * provider failure answers an error and leaves a PENDING payment without an intent: the same key
 * retried finds it and asks the provider again.
 */
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
  const opened = await runCommand(
    deps,
    {
      locks: [paymentLock(number)],
      idempotency: {
        scope: `payment-start:${number}:${scope.scope}`,
        key: idempotencyKey,
        request: { method: input.method, bank: input.bank, savedCardId: input.savedCardId },
      },
    },
    async (tx) => paymentDto(tx, await openPayment(deps, tx, identity, number, input)),
  );
  const payment = await ensureIntent(deps, opened.id);
  if (payment.saved_card_id !== null && payment.state === 'PENDING' && payment.tan_attempts === 0) {
    return chargeSavedCard(deps, identity, payment);
  }
  return paymentDto(deps.db, payment);
}

export async function listPayments(deps: PaymentDeps, identity: OrderIdentity, number: string) {
  await ownOrderRow(deps.db, identity, number);
  return paymentDtos(deps.db, await paymentsOfOrder(deps.db, number), number);
}

export async function getPayment(deps: PaymentDeps, identity: OrderIdentity, id: string) {
  return paymentDto(deps.db, await ownPayment(deps.db, identity, id));
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
  await ensureIntent(deps, owned.id);
  // Tokenized before the attempt begins: no provider call while it is being committed.
  const pendingCard = input.saveCard
    ? {
        token: (await deps.provider.tokenizeCard(card)).token,
        brand: card.brand,
        last4: card.last4,
        expiry: card.expiry,
        holder: card.holder,
      }
    : undefined;
  const confirmed = await confirmPayment(deps, {
    paymentId: owned.id,
    payable: owned,
    from: ['PENDING'],
    // the card by what identifies it to the shopper, never its number or CVC
    idempotency: {
      scope: `payment-card:${owned.id}`,
      key: idempotencyKey,
      request: { brand: card.brand, last4: card.last4, expiry: card.expiry, saveCard: input.saveCard },
    },
    input: async () => ({ kind: 'card', card }),
    pendingCard,
  });
  return confirmed.payment;
}

/** The TAN step: a wrong code counts (kept even though the answer is TAN_INCORRECT); the third fails. */
export async function confirmTan(
  deps: PaymentDeps,
  identity: OrderIdentity,
  input: { paymentId: string; tan: string },
): Promise<PaymentDto> {
  const owned = await ownPayment(deps.db, identity, input.paymentId);
  const confirmed = await confirmPayment(deps, {
    paymentId: owned.id,
    payable: owned,
    from: ['REQUIRES_TAN'],
    input: async () => ({ kind: 'tan', tan: input.tan }),
  });
  if (confirmed.tanAttemptsLeft !== null) {
    throw new ShopError('TAN_INCORRECT', undefined, { tan: [`${confirmed.tanAttemptsLeft} attempts left`] });
  }
  return confirmed.payment;
}

/** PUT /checkouts/:number/most_in_app: the store-pay app's tokens pay the order; one charge per txntkn. */
export async function payInApp(
  deps: PaymentDeps,
  identity: OrderIdentity,
  number: string,
  tokens: { custtkn: string; txntkn: string },
): Promise<PaymentDto> {
  await ownOrderRow(deps.db, identity, number);
  // The app's payment is found or opened first (committed), its intent asked for outside any
  // transaction, then charged once per txntkn.
  const opened = await runCommand(
    deps,
    {
      locks: [paymentLock(number)],
      idempotency: { scope: `most-in-app-open:${number}`, key: tokens.txntkn },
    },
    async (tx) => {
      const open = await tx.query<{ id: string }>(
        `select id from payments where order_number = $1 and method = 'storepay' and state = 'PENDING'
          order by created_at desc limit 1`,
        [number],
      );
      if (open.rows[0]) return { id: open.rows[0].id };
      return { id: (await openPayment(deps, tx, identity, number, { method: 'storepay' })).id };
    },
  );
  await ensureIntent(deps, opened.id);
  const confirmed = await confirmPayment(deps, {
    paymentId: opened.id,
    payable: { order_number: number, recharge_id: null },
    from: ['PENDING'],
    idempotency: { scope: `most-in-app:${number}`, key: tokens.txntkn },
    input: async () => ({ kind: 'inApp', ...tokens }),
  });
  return confirmed.payment;
}
