import type { Clock } from '../../platform/clock.ts';
import { ShopError } from '../../platform/errors.ts';
import type { CheckedCard } from './cards.ts';
import type {
  ConfirmInput,
  ConfirmOutcome,
  IntentRequest,
  PaymentProvider,
  ProviderPayment,
  RetrievedAttempt,
  WebhookNotice,
} from './provider.ts';
import { SIGNATURE_HEADER, verifyWebhook } from './webhook-signature.ts';

interface QpayConfig {
  baseUrl: string;
  username: string;
  password: string;
  invoiceCode: string;
}

/**
 * The adapter for a real provider, QPay's merchant API v2 (auth/token, invoice, payment/check,
 * payment/refund). Its HTTP calls are written out but unreachable from this repository: no test
 * or default configuration selects it (PAYMENT_PROVIDER=qpay with QPAY_* credentials does). Cards,
 * TAN and app tokens are not QPay's: those methods stay on the card acquirer's adapter.
 *
 * QPay's own callback is an unsigned GET to the invoice's callback URL; the shop's callback URL
 * carries no trust, so the notice is only a hint and the payment is confirmed by payment/check.
 * A reverse proxy that signs callbacks with the shared secret (shop-signature) is assumed here.
 */
export class QpayProvider implements PaymentProvider {
  readonly name = 'qpay';
  private token: { value: string; expiresAt: number } | undefined;

  constructor(
    private readonly config: QpayConfig,
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.clock.now().getTime() + 60_000) return this.token.value;
    const basic = Buffer.from(`${this.config.username}:${this.config.password}`).toString('base64');
    const body = await this.call<{ access_token: string; expires_in: number }>('/auth/token', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}` },
    });
    this.token = {
      value: body.access_token,
      expiresAt: this.clock.now().getTime() + body.expires_in * 1000,
    };
    return body.access_token;
  }

  private async call<Body>(path: string, init: RequestInit & { json?: unknown }): Promise<Body> {
    const { json, ...rest } = init;
    const response = await fetch(`${this.config.baseUrl}${path}`, {
      ...rest,
      headers: { 'content-type': 'application/json', ...(rest.headers as Record<string, string>) },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new ShopError('UPSTREAM_UNAVAILABLE', `QPay answered ${response.status}`);
    return (await response.json()) as Body;
  }

  private async authorized<Body>(path: string, json: unknown): Promise<Body> {
    const token = await this.accessToken();
    return this.call<Body>(path, { method: 'POST', headers: { authorization: `Bearer ${token}` }, json });
  }

  async createIntent(request: IntentRequest) {
    const invoice = await this.authorized<{ invoice_id: string; qr_text: string; qr_image: string }>(
      '/invoice',
      {
        invoice_code: this.config.invoiceCode,
        sender_invoice_no: request.paymentId,
        invoice_receiver_code: request.orderNumber,
        invoice_description: `Order ${request.orderNumber}`,
        amount: request.amount,
        callback_url: `/api/v2/payments/webhooks/qpay?payment_id=${request.paymentId}`,
      },
    );
    return {
      providerRef: invoice.invoice_id,
      instructions: {
        qr: {
          payload: invoice.qr_text,
          svg: `<img alt="QR" src="data:image/png;base64,${invoice.qr_image}"/>`,
          payUrl: `https://s.qpay.mn/payment/${invoice.invoice_id}`,
        },
      },
    };
  }

  private paymentCheck(payment: ProviderPayment) {
    return this.authorized<{ count: number; paid_amount: number }>('/payment/check', {
      object_type: 'INVOICE',
      object_id: payment.providerRef,
    });
  }

  // QPay's invoice is paid in the shopper's bank app: "confirming" only checks it, so a repeated
  // attempt charges nothing and the attempt id has no use at QPay.
  async confirm(payment: ProviderPayment, input: ConfirmInput, _attemptId: string): Promise<ConfirmOutcome> {
    if (input.kind !== 'inApp' || !payment.providerRef) return { status: 'failed', code: 'PAYMENT_FAILED' };
    const check = await this.paymentCheck(payment);
    return check.paid_amount >= payment.amount ? { status: 'captured' } : { status: 'requiresTan' };
  }

  /** payment/check again: paid is captured; an unpaid invoice took no money for the attempt. */
  async retrieve(payment: ProviderPayment, _attemptId: string): Promise<RetrievedAttempt> {
    if (!payment.providerRef) return { status: 'unknown' };
    const check = await this.paymentCheck(payment);
    return check.paid_amount >= payment.amount ? { status: 'captured' } : { status: 'unknown' };
  }

  async tokenizeCard(_card: CheckedCard): Promise<{ token: string }> {
    throw new ShopError('PAYMENT_METHOD_NOT_FOUND', 'QPay does not keep cards');
  }

  parseWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): WebhookNotice {
    const header = headers[SIGNATURE_HEADER];
    verifyWebhook(this.secret, typeof header === 'string' ? header : undefined, rawBody, this.clock.now());
    const body = JSON.parse(rawBody) as { payment_id: string; object_id: string; paid_amount: number };
    return {
      eventId: `qpay:${body.object_id}`,
      paymentId: body.payment_id,
      outcome: 'captured',
      amount: body.paid_amount,
      reason: null,
      // QPay's callback names the invoice, not a payment of it: the invoice's one charge
      chargeRef: null,
    };
  }

  // QPay refunds a whole payment by its id: a repeated DELETE finds it refunded already, so the
  // call is idempotent by nature; the key still travels for the proxy's logs. Its invoices are
  // charged once (no confirm attempts of its own charge anything), so no charge is named.
  async refund(payment: ProviderPayment, _amount: number, idempotencyKey: string, _chargeRef: string | null) {
    const token = await this.accessToken();
    await this.call(`/payment/refund/${payment.providerRef}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey },
    });
    return { refundRef: `qpay_refund_${payment.providerRef}` };
  }

  /** DELETE /invoice/:id: the QR stops being payable; an invoice never created needs no voiding. */
  async cancelIntent(payment: ProviderPayment) {
    if (!payment.providerRef) return;
    const token = await this.accessToken();
    await this.call(`/invoice/${payment.providerRef}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  }
}
