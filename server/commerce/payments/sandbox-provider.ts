import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { Clock } from '../../platform/clock.ts';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
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
  /** `charge_id`: the charge this notice is about (a confirm's attempt id); absent for an intent's one. */
  data: { payment_id: string; amount: number; reason?: string; charge_id?: string };
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly config: Pick<PaymentsConfig, 'bankAccount' | 'webhookToleranceSeconds'> & {
      publicUrl: string;
    },
    private readonly secret: string,
    private readonly clock: Clock,
    /** Where the sandbox keeps its side of the exchange (its tables, never the shop's). */
    private readonly db: Sql,
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
   * Every confirm attempt the sandbox answered, by attempt id, as an acquirer's ledger (table
   * `sandbox_confirmations`, migration 0064, so it outlives a restart as a provider's records do): a
   * repeated attempt answers from here and charges nothing more, and `retrieve` reads it.
   */
  async confirm(payment: ProviderPayment, input: ConfirmInput, attemptId: string): Promise<ConfirmOutcome> {
    const outcome = this.outcomeOf(input);
    const { rows } = await this.db.query<{ outcome: ConfirmOutcome }>(
      `insert into sandbox_confirmations (attempt_id, payment_id, kind, outcome, created_at)
       values ($1, $2, $3, $4, $5) on conflict (attempt_id) do nothing returning outcome`,
      [attemptId, payment.id, input.kind, JSON.stringify(outcome), this.clock.now()],
    );
    return rows[0]?.outcome ?? (await this.answered(attemptId))!;
  }

  private async answered(attemptId: string): Promise<ConfirmOutcome | undefined> {
    const { rows } = await this.db.query<{ outcome: ConfirmOutcome }>(
      'select outcome from sandbox_confirmations where attempt_id = $1',
      [attemptId],
    );
    return rows[0]?.outcome;
  }

  /** The confirmations of one payment, oldest first: what the sandbox answered (tests read it). */
  async confirmationsOf(paymentId: string) {
    const { rows } = await this.db.query<{ attemptId: string; kind: string; outcome: ConfirmOutcome }>(
      `select attempt_id as "attemptId", kind, outcome from sandbox_confirmations
        where payment_id = $1 order by created_at, attempt_id`,
      [paymentId],
    );
    return rows;
  }

  /** Captured confirmations of one payment: how many times the sandbox took its money. */
  async chargesOf(paymentId: string): Promise<number> {
    const answered = await this.confirmationsOf(paymentId);
    return answered.filter((entry) => entry.outcome.status === 'captured').length;
  }

  async retrieve(_payment: ProviderPayment, attemptId: string): Promise<RetrievedAttempt> {
    return (await this.answered(attemptId)) ?? { status: 'unknown' };
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
      (body.data.charge_id !== undefined &&
        (typeof body.data.charge_id !== 'string' || body.data.charge_id.length > 100)) ||
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
      chargeRef: typeof body.data.charge_id === 'string' ? body.data.charge_id : null,
    };
  }

  /** What the sandbox page posts to the shop's webhook: the body and its signature header. */
  signedCallback(payment: ProviderPayment, outcome: 'captured' | 'failed', chargeRef: string | null = null) {
    const body: SandboxWebhookBody = {
      id: id('sbx_evt'),
      type: outcome === 'captured' ? 'payment.captured' : 'payment.failed',
      data: {
        payment_id: payment.id,
        amount: payment.amount,
        ...(outcome === 'failed' ? { reason: 'PAYMENT_DECLINED' } : {}),
        ...(chargeRef === null ? {} : { charge_id: chargeRef }),
      },
    };
    const rawBody = JSON.stringify(body);
    return { rawBody, headers: { [SIGNATURE_HEADER]: signWebhook(this.secret, rawBody, this.clock.now()) } };
  }

  /**
   * Refunds as a provider's test mode would: one refund per idempotency key (table
   * `sandbox_refunds`), so a retried call answers the first refund's reference.
   */
  async refund(payment: ProviderPayment, amount: number, idempotencyKey: string, chargeRef: string | null) {
    const { rows } = await this.db.query<{ refund_ref: string }>(
      `insert into sandbox_refunds (idempotency_key, payment_id, charge_ref, amount, refund_ref, created_at)
       values ($1, $2, $3, $4, $5, $6) on conflict (idempotency_key) do nothing returning refund_ref`,
      [idempotencyKey, payment.id, chargeRef, amount, id('sbx_re'), this.clock.now()],
    );
    if (rows[0]) return { refundRef: rows[0].refund_ref };
    const known = await this.db.query<{ refund_ref: string }>(
      'select refund_ref from sandbox_refunds where idempotency_key = $1',
      [idempotencyKey],
    );
    return { refundRef: known.rows[0]!.refund_ref };
  }

  /** What the sandbox paid back for one payment, oldest first (tests read it). */
  async refundsOf(paymentId: string) {
    const { rows } = await this.db.query<{ chargeRef: string | null; amount: number; refundRef: string }>(
      `select charge_ref as "chargeRef", amount, refund_ref as "refundRef" from sandbox_refunds
        where payment_id = $1 order by created_at, idempotency_key`,
      [paymentId],
    );
    return rows;
  }

  /** The pay page of a voided intent says the payment is closed and takes no money. */
  async cancelIntent(payment: ProviderPayment) {
    await this.db.query(
      `insert into sandbox_canceled_intents (payment_id, canceled_at) values ($1, $2)
       on conflict (payment_id) do nothing`,
      [payment.id, this.clock.now()],
    );
  }

  async intentCanceled(paymentId: string): Promise<boolean> {
    const { rows } = await this.db.query('select 1 from sandbox_canceled_intents where payment_id = $1', [
      paymentId,
    ]);
    return rows.length > 0;
  }
}
