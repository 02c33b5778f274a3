import type { OrderContext, VatReceiptKind } from '../../../machines/order-lifecycle.ts';
import { orderTotal } from '../../../machines/order-lifecycle.ts';
import { includedVat } from '../orders/aggregate.ts';

/** One line of a receipt: whole tugrik, VAT included in the prices (Mongolia: 10 %). */
export interface VatReceiptLine {
  name: string;
  sku: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

/** What the e-receipt system is asked to issue for one delivered order. */
export interface VatReceiptRequest {
  /** Also the bill id: every retry for one order sends the same one. */
  orderNumber: string;
  kind: VatReceiptKind;
  /** The organization's register number; null on a personal receipt. */
  registerNumber: string | null;
  /** What the shopper paid, VAT included. */
  amount: number;
  vat: number;
  lines: VatReceiptLine[];
}

export interface IssuedVatReceipt {
  /** The tax authority's receipt number (ebarimt's 33-digit DDTD). */
  receiptNumber: string;
  /** The lottery code printed on a personal receipt; organizations get none. */
  lotteryCode: string | null;
  issuedAt: Date;
}

/**
 * Mongolia's e-receipt system behind one interface: the sandbox (server/commerce/vat-receipts/sandbox-sender.ts)
 * or PosAPI (posapi-sender.ts). `issue` is called with no database transaction open and may be called
 * again for the same order after a failure or a crash: a sender must answer the receipt it already
 * issued for that order rather than issue a second one where the system allows it.
 */
export interface VatReceiptSender {
  readonly name: string;
  /**
   * True when issuing again for an order answers the receipt already issued (the sandbox keeps one
   * per order), so a call whose outcome is unknown is simply sent again. Otherwise (PosAPI: no
   * idempotency key, no lookup by bill id) a receipt is sent at most once: a call that ended without
   * an answer or a refusal waits for an operator's check (server/commerce/vat-receipts/unconfirmed.ts).
   */
  readonly repeatSafe?: boolean;
  /** Throws VatReceiptRefused when the system answered and issued nothing; anything else is unknown. */
  issue(request: VatReceiptRequest): Promise<IssuedVatReceipt>;
}

/** The e-receipt system answered and issued no receipt (or was never reached): safe to send again. */
export class VatReceiptRefused extends Error {
  override name = 'VatReceiptRefused';
}

/** The receipt of an order as it was placed: its lines, the shipping as a line, the paid total. */
export function vatReceiptRequest(
  context: OrderContext,
  kind: VatReceiptKind,
  registerNumber: string | null,
): VatReceiptRequest {
  const lines: VatReceiptLine[] = context.lines.map((line) => ({
    name: line.product.name,
    sku: line.product.sku,
    quantity: line.quantity,
    unitPrice: line.price,
    total: line.price * line.quantity,
  }));
  if (context.shipping && context.shipping.cost > 0) {
    lines.push({
      name: `Хүргэлт (${context.shipping.method})`,
      sku: `shipping-${context.shipping.method}`,
      quantity: 1,
      unitPrice: context.shipping.cost,
      total: context.shipping.cost,
    });
  }
  const amount = orderTotal(context);
  return {
    orderNumber: context.number,
    kind,
    registerNumber,
    amount,
    vat: includedVat(amount),
    lines,
  };
}
