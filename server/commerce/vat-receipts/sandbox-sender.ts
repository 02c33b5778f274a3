import { randomInt } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import type { IssuedVatReceipt, VatReceiptRequest, VatReceiptSender } from './sender.ts';

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(65 + randomInt(26))).join('');

interface SandboxReceiptRow {
  receipt_number: string;
  lottery_code: string | null;
  issued_at: Date;
}

/**
 * The e-receipt system's test mode, a shop feature like the payment sandbox: it keeps the receipts
 * it "issued" in `sandbox_vat_receipts` with a receipt number shaped like ebarimt's (33 digits) and,
 * for a personal receipt, a lottery code (`AB 12345678`). One receipt per order: a repeated call
 * answers the receipt already issued.
 */
export class SandboxVatReceiptSender implements VatReceiptSender {
  readonly name = 'sandbox';
  readonly repeatSafe = true;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async issue(request: VatReceiptRequest): Promise<IssuedVatReceipt> {
    const inserted = await this.db.query<SandboxReceiptRow>(
      `insert into sandbox_vat_receipts
         (order_number, receipt_number, lottery_code, kind, register_number, amount, vat, issued_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (order_number) do nothing
       returning receipt_number, lottery_code, issued_at`,
      [
        request.orderNumber,
        digits(33),
        request.kind === 'personal' ? `${letters(2)} ${digits(8)}` : null,
        request.kind,
        request.registerNumber,
        request.amount,
        request.vat,
        this.clock.now(),
      ],
    );
    const row =
      inserted.rows[0] ??
      (
        await this.db.query<SandboxReceiptRow>(
          'select receipt_number, lottery_code, issued_at from sandbox_vat_receipts where order_number = $1',
          [request.orderNumber],
        )
      ).rows[0]!;
    return {
      receiptNumber: row.receipt_number,
      lotteryCode: row.lottery_code,
      issuedAt: new Date(row.issued_at),
    };
  }
}
