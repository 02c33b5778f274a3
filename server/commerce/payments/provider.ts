import { createHmac } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import type { Sql } from '../../platform/db/index.ts';
import type { CheckedCard } from './cards.ts';
import { PaymentConfigError, type PaymentsConfig, type ShopBankAccount } from './config.ts';
import type { PaymentMethodDefinition } from './methods.ts';
import { QpayProvider } from './qpay-provider.ts';
import { SandboxProvider } from './sandbox-provider.ts';

/** What the shopper is shown to pay: bank account and reference, a QR, or where to go. */
export interface PaymentInstructions {
  bankAccount?: ShopBankAccount & { reference: string };
  qr?: { payload: string; svg: string; payUrl: string };
  redirectUrl?: string;
}

export interface IntentRequest {
  paymentId: string;
  orderNumber: string;
  amount: number;
  method: PaymentMethodDefinition;
  bank: string | null;
}

/** A payment as a provider sees it. */
export interface ProviderPayment {
  id: string;
  orderNumber: string;
  amount: number;
  providerRef: string | null;
}

export type ConfirmInput =
  | { kind: 'card'; card: CheckedCard }
  | { kind: 'savedCard'; token: string }
  | { kind: 'tan'; tan: string }
  | { kind: 'inApp'; custtkn: string; txntkn: string };

export type ConfirmOutcome =
  | { status: 'captured' }
  | { status: 'failed'; code: 'PAYMENT_DECLINED' | 'PAYMENT_FAILED' }
  | { status: 'requiresTan' }
  | { status: 'tanIncorrect' };

/**
 * What a provider knows of one confirm attempt, asked after a crash left it unrecorded: its
 * outcome, `unknown` (the attempt never reached the provider, so nothing was charged) or
 * `processing` (ask again later).
 */
export type RetrievedAttempt = ConfirmOutcome | { status: 'unknown' } | { status: 'processing' };

/** A verified provider callback. */
export interface WebhookNotice {
  eventId: string;
  paymentId: string;
  outcome: 'captured' | 'failed';
  amount: number;
  reason: string | null;
  /**
   * Which charge of the payment (server/commerce/payments/charges.ts): the shop's attempt id for a confirm's
   * charge (providers echo the idempotency key), the provider's charge id for another charge of an
   * intent, null when the notice names none. A second charge of a payment is refunded by this key.
   */
  chargeRef: string | null;
}

/**
 * The shape real payment providers share (Stripe, QPay, Golomt's e-commerce gateway): create an
 * intent, confirm it with what the shopper gives (card, TAN, app tokens), tell us by signed webhook,
 * and refund. The shop's settlement logic (server/commerce/payments/settlement.ts) is the same for all.
 */
export interface PaymentProvider {
  readonly name: string;
  createIntent(request: IntentRequest): Promise<{ providerRef: string; instructions: PaymentInstructions }>;
  /**
   * Charges (or checks a TAN, or app tokens). Called with no transaction open; `attemptId` is the
   * idempotency key: the same attempt sent again answers the first outcome and charges nothing more.
   */
  confirm(payment: ProviderPayment, input: ConfirmInput, attemptId: string): Promise<ConfirmOutcome>;
  /** The status query for a confirm attempt (server/commerce/payments/confirm-recovery.ts); never charges. */
  retrieve(payment: ProviderPayment, attemptId: string): Promise<RetrievedAttempt>;
  /** A reusable token for a card (saved cards); the number and CVC stay with the provider. */
  tokenizeCard(card: CheckedCard): Promise<{ token: string }>;
  /** Verifies and reads a callback; forged, stale or malformed → PAYMENT_CALLBACK_INVALID. */
  parseWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): WebhookNotice;
  /**
   * Gives `amount` of one charge back: `chargeRef` is the attempt id or charge id it was captured
   * under, null for the payment's one unnamed charge. Called by the provider outbox
   * (server/commerce/payments/provider-jobs.ts), never in a transaction; a retry sends the same
   * `idempotencyKey` and must get the same refund, not a second one.
   */
  refund(
    payment: ProviderPayment,
    amount: number,
    idempotencyKey: string,
    chargeRef: string | null,
  ): Promise<{ refundRef: string }>;
  /** Voids an open intent (the order expired or was canceled) so it can no longer be paid; idempotent. */
  cancelIntent(payment: ProviderPayment): Promise<void>;
}

/** The webhook secret: configured, or derived from the token secret so every process agrees. */
export function webhookSecret(config: PaymentsConfig, tokenSecret: string): string {
  return config.webhookSecret ?? createHmac('sha256', tokenSecret).update('payment-webhooks').digest('hex');
}

/** The configured provider; the sandbox in production only when explicitly allowed. */
export function createPaymentProvider(
  config: PaymentsConfig,
  options: { tokenSecret: string; clock: Clock; publicUrl: string; db: Sql },
): PaymentProvider {
  const secret = webhookSecret(config, options.tokenSecret);
  if (config.provider === 'qpay' && config.qpay) return new QpayProvider(config.qpay, secret, options.clock);
  if (!config.sandboxAllowed) {
    throw new PaymentConfigError(
      'The payment sandbox moves no money: in production set PAYMENT_PROVIDER, or PAYMENT_SANDBOX_ALLOWED=true for a demo shop',
    );
  }
  return new SandboxProvider({ ...config, publicUrl: options.publicUrl }, secret, options.clock, options.db);
}
