import type { PosApiConfig } from './config.ts';
import {
  type IssuedVatReceipt,
  VatReceiptRefused,
  type VatReceiptRequest,
  type VatReceiptSender,
} from './sender.ts';

const TIMEOUT_MS = 30_000;

interface PosApiAnswer {
  id?: string;
  status?: string;
  message?: string;
  lottery?: string | null;
  date?: string;
}

/** PosAPI refused (or was never reached): no receipt was issued, the scheduler may send again. */
export class PosApiError extends VatReceiptRefused {
  override name = 'PosApiError';
}

/** The connection never opened: the request cannot have reached PosAPI. */
const NOT_REACHED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);

/**
 * Mongolia's e-receipt system (ebarimt) through PosAPI 3.0, the service a merchant runs beside its
 * till (`POST /rest/receipt`). B2C receipts carry a lottery code; a B2B receipt names the buyer's
 * taxpayer number, looked up from the organization's register number. Not reachable from this
 * sandboxed build: it is written to the published request shape and exercised only in production.
 *
 * PosAPI 3.0 has no idempotency key and nothing to look a receipt up by (its API: POST and DELETE
 * /rest/receipt, /rest/info, /rest/sendData and the TIN, branch and barcode lookups), so it is not
 * `repeatSafe`: the scheduler sends a receipt at most once, and a call that ended with no answer
 * (a timeout, a 5xx, a crash) waits for an operator's check instead of a second, real receipt
 * (server/commerce/vat-receipts/unconfirmed.ts). Only a definite refusal (PosApiError) is sent again. The
 * bill id suffix (the order number's digits) lets the operator find the receipt in ebarimt.
 */
export class PosApiVatReceiptSender implements VatReceiptSender {
  readonly name = 'posapi';
  readonly repeatSafe = false;

  constructor(
    private readonly config: PosApiConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async issue(request: VatReceiptRequest): Promise<IssuedVatReceipt> {
    const customerTin =
      request.kind === 'organization' && request.registerNumber
        ? await this.tinOf(request.registerNumber)
        : null;
    const vatOf = (total: number) => Math.round((total * 10) / 110);
    const body = {
      totalAmount: request.amount,
      totalVAT: request.vat,
      totalCityTax: 0,
      districtCode: this.config.districtCode,
      merchantTin: this.config.merchantTin,
      branchNo: this.config.branchNo,
      posNo: this.config.posNo,
      customerTin,
      type: customerTin ? 'B2B_RECEIPT' : 'B2C_RECEIPT',
      billIdSuffix: request.orderNumber.replace(/\D/g, '').slice(-6).padStart(6, '0'),
      receipts: [
        {
          totalAmount: request.amount,
          totalVAT: request.vat,
          totalCityTax: 0,
          taxType: 'VAT_ABLE',
          merchantTin: this.config.merchantTin,
          items: request.lines.map((line) => ({
            name: line.name,
            barCode: line.sku,
            barCodeType: 'UNDEFINED',
            measureUnit: 'ш',
            qty: line.quantity,
            unitPrice: line.unitPrice,
            totalAmount: line.total,
            totalVAT: vatOf(line.total),
            totalCityTax: 0,
          })),
        },
      ],
      payments: [{ code: 'PAYMENT_CARD', status: 'PAID', paidAmount: request.amount }],
    };
    const response = await this.fetchImpl(`${this.config.baseUrl}/rest/receipt`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch((error: unknown) => {
      const code = (error as { cause?: { code?: string } })?.cause?.code;
      if (code && NOT_REACHED.has(code)) throw new PosApiError(`PosAPI not reached (${code})`);
      throw error; // a timeout or a reset mid-call: PosAPI may have issued it
    });
    // A server error may come after the receipt was stored: unknown, not a refusal.
    if (response.status >= 500) throw new Error(`PosAPI answered ${response.status}: outcome unknown`);
    const answer = (await response.json().catch(() => ({}))) as PosApiAnswer;
    if (!response.ok || answer.status !== 'SUCCESS' || !answer.id) {
      throw new PosApiError(
        `PosAPI refused the receipt (${response.status}): ${answer.message ?? 'no message'}`,
      );
    }
    return {
      receiptNumber: answer.id,
      lotteryCode: answer.lottery || null,
      issuedAt: answer.date ? new Date(answer.date) : new Date(),
    };
  }

  private async tinOf(registerNumber: string): Promise<string> {
    const url = `${this.config.tinLookupUrl}?regNo=${encodeURIComponent(registerNumber)}`;
    const response = await this.fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    const answer = (await response.json().catch(() => ({}))) as { data?: string | number; status?: number };
    if (!response.ok || answer.data === undefined) {
      throw new PosApiError(`No taxpayer number for register number ${registerNumber}`);
    }
    return String(answer.data);
  }
}
