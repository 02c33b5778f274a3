import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { Clock } from '../clock.ts';
import { ShopError } from '../errors.ts';
import type { CheckedCard } from './cards.ts';
import type { PaymentsConfig } from './config.ts';
import type {
  ConfirmInput,
  ConfirmOutcome,
  IntentRequest,
  PaymentInstructions,
  PaymentProvider,
  ProviderPayment,
  RetrievedAttempt,
  WebhookNotice,
} from './provider.ts';
import { SIGNATURE_HEADER, signWebhook, verifyWebhook } from './webhook-signature.ts';

/**
 * The sandbox: the shop's payment test mode, on by default. It behaves like a provider (intents,
 * signed webhooks, refunds) without moving money.
 *
 * Test cards (any future expiry, any CVC):
 * - 4242 4242 4242 4242 succeeds;
 * - 4000 0000 0000 0002 is declined (PAYMENT_DECLINED);
 * - 4000 0000 0000 0119 fails, "Payment failed" (PAYMENT_FAILED);
 * - 4000 0000 0000 3220 asks for a TAN code: 123456 is right; three wrong codes fail the payment.
 * Any other valid card number is declined, as a provider's test mode refuses real cards.
 *
 * Store-pay app: `custtkn` `sbx_cust_<8+ letters or digits>` with `txntkn` `sbx_txn_<8+ …>` pays;
 * a `txntkn` `sbx_txn_decline…` is declined.
 *
 * QR, bank transfer, internet bank, wallets and lease down payments are paid (or declined) on the
 * sandbox page `/sandbox/pay/:paymentId`, which sends the shop a signed webhook like a provider would.
 */
export const SANDBOX_TAN = '123456';
const testCards: Record<string, ConfirmOutcome> = {
  '4242424242424242': { status: 'captured' },
  '4000000000000002': { status: 'failed', code: 'PAYMENT_DECLINED' },
  '4000000000000119': { status: 'failed', code: 'PAYMENT_FAILED' },
  '4000000000003220': { status: 'requiresTan' },
};
const tokenBehaviours: Record<string, string> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000000119': 'fails',
  '4000000000003220': 'tan',
};
const CUSTOMER_TOKEN = /^sbx_cust_[A-Za-z0-9]{8,}$/;
const TRANSACTION_TOKEN = /^sbx_txn_[A-Za-z0-9]{8,}$/;

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

export interface SandboxWebhookBody {
  id: string;
  type: 'payment.captured' | 'payment.failed';
  data: { payment_id: string; amount: number; reason?: string };
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly config: Pick<PaymentsConfig, 'bankAccount' | 'webhookToleranceSeconds'> & {
      publicUrl: string;
    },
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  payUrl(paymentId: string): string {
    return `${this.config.publicUrl}/sandbox/pay/${encodeURIComponent(paymentId)}`;
  }

  async createIntent(request: IntentRequest) {
    const instructions: PaymentInstructions = {};
    const payUrl = this.payUrl(request.paymentId);
    switch (request.method.kind) {
      case 'BANK_TRANSFER':
        instructions.bankAccount = { ...this.config.bankAccount, reference: request.orderNumber };
        break;
      case 'QR':
        instructions.qr = {
          payload: payUrl,
          svg: await QRCode.toString(payUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
          payUrl,
        };
        break;
      case 'INTERNET_BANK':
      case 'DIGITAL_WALLET':
      case 'LEASE':
        instructions.redirectUrl = payUrl;
        break;
      default:
        break;
    }
    return { providerRef: id('sbx_pi'), instructions };
  }

  /**
   * Every confirm attempt the sandbox answered, by attempt id, as an acquirer's ledger: a repeated
   * attempt answers from here and charges nothing more. Tests count charges in it.
   */
  readonly confirmations = new Map<
    string,
    { paymentId: string; kind: ConfirmInput['kind']; outcome: ConfirmOutcome }
  >();

  async confirm(payment: ProviderPayment, input: ConfirmInput, attemptId: string): Promise<ConfirmOutcome> {
    const known = this.confirmations.get(attemptId);
    if (known) return known.outcome;
    const outcome = this.outcomeOf(input);
    this.confirmations.set(attemptId, { paymentId: payment.id, kind: input.kind, outcome });
    return outcome;
  }

  /** Captured confirmations of one payment: the money the sandbox took for it. */
  chargesOf(paymentId: string): number {
    return [...this.confirmations.values()].filter(
      (entry) => entry.paymentId === paymentId && entry.outcome.status === 'captured',
    ).length;
  }

  async retrieve(_payment: ProviderPayment, attemptId: string): Promise<RetrievedAttempt> {
    return this.confirmations.get(attemptId)?.outcome ?? { status: 'unknown' };
  }

  private outcomeOf(input: ConfirmInput): ConfirmOutcome {
    switch (input.kind) {
      case 'card':
        return testCards[input.card.number] ?? { status: 'failed', code: 'PAYMENT_DECLINED' };
      case 'savedCard': {
        const behaviour = /^sbx_card_([a-z]+)_/.exec(input.token)?.[1];
        const number = Object.entries(tokenBehaviours).find(([, name]) => name === behaviour)?.[0];
        return (number && testCards[number]) || { status: 'failed', code: 'PAYMENT_DECLINED' };
      }
      case 'tan':
        return input.tan === SANDBOX_TAN ? { status: 'captured' } : { status: 'tanIncorrect' };
      case 'inApp':
        if (!CUSTOMER_TOKEN.test(input.custtkn) || !TRANSACTION_TOKEN.test(input.txntkn)) {
          return { status: 'failed', code: 'PAYMENT_DECLINED' };
        }
        return input.txntkn.startsWith('sbx_txn_decline')
          ? { status: 'failed', code: 'PAYMENT_DECLINED' }
          : { status: 'captured' };
    }
  }

  // The token names the test card's behaviour, never its number.
  async tokenizeCard(card: CheckedCard) {
    const behaviour = tokenBehaviours[card.number] ?? 'unknown';
    return { token: `sbx_card_${behaviour}_${randomBytes(8).toString('hex')}` };
  }

  parseWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): WebhookNotice {
    const header = headers[SIGNATURE_HEADER];
    verifyWebhook(
      this.secret,
      typeof header === 'string' ? header : undefined,
      rawBody,
      this.clock.now(),
      this.config.webhookToleranceSeconds,
    );
    let body: SandboxWebhookBody;
    try {
      body = JSON.parse(rawBody) as SandboxWebhookBody;
    } catch {
      throw new ShopError('PAYMENT_CALLBACK_INVALID', 'The payment callback is not JSON');
    }
    const amount = body?.data?.amount;
    if (
      typeof body?.id !== 'string' ||
      (body.type !== 'payment.captured' && body.type !== 'payment.failed') ||
      typeof body.data.payment_id !== 'string' ||
      !Number.isInteger(amount) ||
      amount <= 0
    ) {
      throw new ShopError('PAYMENT_CALLBACK_INVALID', 'The payment callback is malformed');
    }
    return {
      eventId: body.id,
      paymentId: body.data.payment_id,
      outcome: body.type === 'payment.captured' ? 'captured' : 'failed',
      amount,
      reason: body.data.reason ?? null,
    };
  }

  /** What the sandbox page posts to the shop's webhook: the body and its signature header. */
  signedCallback(payment: ProviderPayment, outcome: 'captured' | 'failed') {
    const body: SandboxWebhookBody = {
      id: id('sbx_evt'),
      type: outcome === 'captured' ? 'payment.captured' : 'payment.failed',
      data: {
        payment_id: payment.id,
        amount: payment.amount,
        ...(outcome === 'failed' ? { reason: 'PAYMENT_DECLINED' } : {}),
      },
    };
    const rawBody = JSON.stringify(body);
    return { rawBody, headers: { [SIGNATURE_HEADER]: signWebhook(this.secret, rawBody, this.clock.now()) } };
  }

  /**
   * Refunds as a provider's test mode would: one refund per idempotency key, so a retried call
   * answers the first refund's reference. The ledger is what the sandbox "paid back" (tests read it).
   */
  readonly refunds = new Map<string, { paymentId: string; amount: number; refundRef: string }>();
  readonly canceledIntents = new Set<string>();

  async refund(payment: ProviderPayment, amount: number, idempotencyKey: string) {
    const known = this.refunds.get(idempotencyKey);
    if (known) return { refundRef: known.refundRef };
    const refundRef = id('sbx_re');
    this.refunds.set(idempotencyKey, { paymentId: payment.id, amount, refundRef });
    return { refundRef };
  }

  /** The pay page of a voided intent says the payment is closed (it reads the shop's payment row). */
  async cancelIntent(payment: ProviderPayment) {
    this.canceledIntents.add(payment.id);
  }
}
