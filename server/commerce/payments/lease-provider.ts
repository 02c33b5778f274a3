import { createHash } from 'node:crypto';
import { ShopError } from '../../platform/errors.ts';

/** What the credit company receives once the down payment is captured (spec §4). */
export interface LeaseApplication {
  orderNumber: string;
  userId: number | null;
  /** The order total, the down payment paid, and the financed rest over `months`. */
  amount: number;
  downPayment: number;
  months: number;
  monthly: number;
}

export type LeaseDecision =
  | { decision: 'approved'; applicationRef: string }
  | { decision: 'declined'; applicationRef: string; reason: string };

/**
 * A lease (instalment credit) company's API: submit an application, get approved or declined. Sent
 * by the provider outbox (server/commerce/payments/provider-jobs.ts), never in a transaction, with an
 * idempotency key per order: a retried submission is the same application, never a second loan.
 */
export interface LeaseProvider {
  readonly name: string;
  submit(application: LeaseApplication, idempotencyKey: string): Promise<LeaseDecision>;
}

/** The financed amount above which the sandbox declines: the test mode's "credit limit". */
export const SANDBOX_CREDIT_LIMIT = 1_000_000;

const reference = (prefix: string, key: string) =>
  `${prefix}_${createHash('sha256').update(key).digest('base64url').slice(0, 16)}`;

/**
 * The credit company's test mode. Rule: an application financing more than 1,000,000 MNT
 * (amount − down payment) is declined with `CREDIT_LIMIT_EXCEEDED`; every other is approved. The
 * reference is derived from the idempotency key, so a repeated submission answers the same
 * application. `applications` is what it received (tests count it: one per order).
 */
export class SandboxLeaseProvider implements LeaseProvider {
  readonly name = 'sandbox';
  readonly applications = new Map<string, LeaseApplication>();

  async submit(application: LeaseApplication, idempotencyKey: string): Promise<LeaseDecision> {
    if (!this.applications.has(idempotencyKey)) this.applications.set(idempotencyKey, application);
    const applicationRef = reference('sbx_lease', idempotencyKey);
    return application.amount - application.downPayment > SANDBOX_CREDIT_LIMIT
      ? { decision: 'declined', applicationRef, reason: 'CREDIT_LIMIT_EXCEEDED' }
      : { decision: 'approved', applicationRef };
  }
}

export interface CreditCompanyConfig {
  baseUrl: string;
  apiKey: string;
  merchantId: string;
}

/** The company is still deciding (a manual review): the outbox asks again after its backoff. */
export class LeaseDecisionPending extends Error {
  override name = 'LeaseDecisionPending';
}

/**
 * The adapter for a real credit company's merchant API (written out, unreachable from this
 * repository; `LEASE_PROVIDER=credit` with `LEASE_API_URL`, `LEASE_API_KEY`, `LEASE_MERCHANT_ID`
 * selects it): `POST /v1/applications` with a bearer key and an `Idempotency-Key` header, answered
 * `{ application_id, status: approved | declined | review, decline_reason }`. A `review` answer is
 * retried later with the same key, which the company answers with the same application.
 */
export class CreditCompanyLeaseProvider implements LeaseProvider {
  readonly name = 'credit';

  constructor(private readonly config: CreditCompanyConfig) {}

  async submit(application: LeaseApplication, idempotencyKey: string): Promise<LeaseDecision> {
    const response = await fetch(`${this.config.baseUrl}/v1/applications`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${this.config.apiKey}`,
        'idempotency-key': idempotencyKey,
      },
      body: JSON.stringify({
        merchant_id: this.config.merchantId,
        merchant_reference: application.orderNumber,
        amount: application.amount,
        down_payment: application.downPayment,
        term_months: application.months,
        monthly_payment: application.monthly,
        currency: 'MNT',
      }),
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) {
      throw new ShopError('UPSTREAM_UNAVAILABLE', `The credit company answered ${response.status}`);
    }
    const body = (await response.json()) as {
      application_id: string;
      status: 'approved' | 'declined' | 'review';
      decline_reason?: string;
    };
    if (body.status === 'review') throw new LeaseDecisionPending(`application ${body.application_id}`);
    return body.status === 'approved'
      ? { decision: 'approved', applicationRef: body.application_id }
      : {
          decision: 'declined',
          applicationRef: body.application_id,
          reason: body.decline_reason ?? 'DECLINED',
        };
  }
}
