import type { PosApiConfig } from './config.ts';
import type { IssuedVatReceipt, VatReceiptRequest, VatReceiptSender } from './sender.ts';

const TIMEOUT_MS = 30_000;

interface PosApiAnswer {
  id?: string;
  status?: string;
  message?: string;
  lottery?: string | null;
  date?: string;
}

export class PosApiError extends Error {
  override name = 'PosApiError';
}

/**
 * Mongolia's e-receipt system (ebarimt) through PosAPI 3.0, the service a merchant runs beside its
 * till (`POST /rest/receipt`). B2C receipts carry a lottery code; a B2B receipt names the buyer's
 * taxpayer number, looked up from the organization's register number. Not reachable from this
 * sandboxed build: it is written to the published request shape and exercised only in production.
 *
 * PosAPI has no idempotency key: the bill id suffix (the order number's digits) lets the tax
 * authority and the shop match receipts to orders, and the scheduler's claim keeps two processes
 * from calling at once (server/vat-receipts/issuing.ts).
 */
export class PosApiVatReceiptSender implements VatReceiptSender {
  readonly name = 'posapi';

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
    });
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
