import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { canAccess, findOrder, type OrderIdentity, type OrderRow } from '../orders/read-model.ts';
import { loadRecharge } from '../wallet/index.ts';
import type { PaymentInstructions } from './provider.ts';

export type PaymentState = 'PENDING' | 'REQUIRES_TAN' | 'CAPTURED' | 'FAILED' | 'REFUNDED' | 'CANCELED';

export interface PaymentRow {
  id: string;
  /** What the payment pays: an order, or a wallet recharge (exactly one of the two, migration 0110). */
  order_number: string | null;
  recharge_id: string | null;
  method: string;
  bank: string | null;
  amount: number;
  state: PaymentState;
  failure_code: string | null;
  provider: string;
  provider_ref: string | null;
  saved_card_id: string | null;
  tan_attempts: number;
  pending_card: { token: string; brand: string; last4: string; expiry: string; holder: string | null } | null;
  instructions: PaymentInstructions;
  created_at: Date;
  updated_at: Date;
  captured_at: Date | null;
}

/** A payment as the REST service answers it (GraphQL `Payment`, snake_case). */
export interface PaymentDto {
  id: string;
  order_number: string | null;
  recharge_id: string | null;
  method: string;
  bank: string | null;
  amount: number;
  state: PaymentState;
  failure_code: string | null;
  created_at: string;
  captured_at: string | null;
  bank_account: (PaymentInstructions['bankAccount'] & object) | null;
  qr: { payload: string; svg: string; pay_url: string; expires_at: string } | null;
  redirect_url: string | null;
  /** Made by the sandbox (the provider's test mode): the web may offer to complete it in test mode. */
  test_mode: boolean;
}

export function toPaymentDto(row: PaymentRow, expiresAt: string | null): PaymentDto {
  const { qr, bankAccount, redirectUrl } = row.instructions;
  // Instructions only matter while the shopper still has to act.
  const open = row.state === 'PENDING' || row.state === 'REQUIRES_TAN';
  return {
    id: row.id,
    order_number: row.order_number,
    recharge_id: row.recharge_id,
    method: row.method,
    bank: row.bank,
    amount: row.amount,
    state: row.state,
    failure_code: row.failure_code,
    created_at: new Date(row.created_at).toISOString(),
    captured_at: row.captured_at ? new Date(row.captured_at).toISOString() : null,
    bank_account: bankAccount ?? null,
    qr:
      qr && open
        ? {
            payload: qr.payload,
            svg: qr.svg,
            pay_url: qr.payUrl,
            expires_at: expiresAt ?? new Date(row.created_at).toISOString(),
          }
        : null,
    redirect_url: open ? (redirectUrl ?? null) : null,
    test_mode: row.provider === 'sandbox',
  };
}

/** The order number or the recharge id: what a provider shows as the payment's reference. */
export const payableRef = (payment: Pick<PaymentRow, 'order_number' | 'recharge_id'>): string =>
  payment.order_number ?? payment.recharge_id!;

async function dueAt(sql: Sql, number: string): Promise<string | null> {
  const result = await sql.query<{ due: string | null }>(
    `select snapshot->'context'->>'paymentDueAt' as due from orders where number = $1`,
    [number],
  );
  return result.rows[0]?.due ?? null;
}

/** The payment as answered, its QR expiring with the order's payment deadline. */
export async function paymentDto(sql: Sql, row: PaymentRow): Promise<PaymentDto> {
  if (row.order_number === null) {
    return toPaymentDto(row, (await loadRecharge(sql, row.recharge_id!))?.expiresAt ?? null);
  }
  return toPaymentDto(row, await dueAt(sql, row.order_number));
}

export async function paymentDtos(sql: Sql, rows: PaymentRow[], number: string): Promise<PaymentDto[]> {
  const due = await dueAt(sql, number);
  return rows.map((row) => toPaymentDto(row, due));
}

const columns = `id, order_number, recharge_id, method, bank, amount, state, failure_code, provider, provider_ref,
  saved_card_id, tan_attempts, pending_card, instructions, created_at, updated_at, captured_at`;

/** The payment, locked for this transaction when `forUpdate` (its state changes only under the lock). */
export async function findPayment(sql: Sql, id: string, forUpdate = false): Promise<PaymentRow | undefined> {
  const result = await sql.query<PaymentRow>(
    `select ${columns} from payments where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return result.rows[0];
}

export async function paymentsOfOrder(sql: Sql, number: string): Promise<PaymentRow[]> {
  const result = await sql.query<PaymentRow>(
    `select ${columns} from payments where order_number = $1 order by created_at, id`,
    [number],
  );
  return result.rows;
}

export async function insertPayment(
  sql: Sql,
  row: Omit<PaymentRow, 'updated_at' | 'captured_at' | 'recharge_id'> & { recharge_id?: string | null },
) {
  await sql.query(
    `insert into payments (id, order_number, method, bank, amount, state, failure_code, provider,
       provider_ref, saved_card_id, tan_attempts, pending_card, instructions, created_at, updated_at, recharge_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15)`,
    [
      row.id,
      row.order_number,
      row.method,
      row.bank,
      row.amount,
      row.state,
      row.failure_code,
      row.provider,
      row.provider_ref,
      row.saved_card_id,
      row.tan_attempts,
      row.pending_card ? JSON.stringify(row.pending_card) : null,
      JSON.stringify(row.instructions),
      row.created_at,
      row.recharge_id ?? null,
    ],
  );
}

export async function updatePayment(
  sql: Sql,
  id: string,
  changes: Partial<Pick<PaymentRow, 'state' | 'failure_code' | 'tan_attempts' | 'captured_at'>> & {
    pending_card?: PaymentRow['pending_card'];
  },
  at: Date,
): Promise<PaymentRow> {
  const entries = Object.entries(changes);
  const sets = entries.map(([column], index) => `${column} = $${index + 3}`);
  const values = entries.map(([column, value]) =>
    column === 'pending_card' && value !== null ? JSON.stringify(value) : value,
  );
  const result = await sql.query<PaymentRow>(
    `update payments set updated_at = $2${sets.map((set) => `, ${set}`).join('')} where id = $1
     returning ${columns}`,
    [id, at, ...values],
  );
  return result.rows[0]!;
}

/** The order the identity may see; another shopper's and no order look the same (ORDER_NOT_FOUND). */
export async function ownOrderRow(sql: Sql, identity: OrderIdentity, number: string): Promise<OrderRow> {
  const row = await findOrder(sql, number);
  if (!row || !canAccess(row, identity)) throw new ShopError('ORDER_NOT_FOUND');
  return row;
}

/** The payment of one of the identity's orders; anyone else's answers PAYMENT_NOT_FOUND. */
export async function ownPayment(sql: Sql, identity: OrderIdentity, id: string): Promise<PaymentRow> {
  const payment = await findPayment(sql, id);
  if (payment && payment.order_number === null) {
    // a recharge's payment: its shopper's, by the recharge's user
    const recharge = await loadRecharge(sql, payment.recharge_id!);
    if (!recharge || identity.userId === undefined || recharge.userId !== identity.userId) {
      throw new ShopError('PAYMENT_NOT_FOUND');
    }
    return payment;
  }
  const order = payment?.order_number && (await findOrder(sql, payment.order_number));
  if (!payment || !order || !canAccess(order, identity)) throw new ShopError('PAYMENT_NOT_FOUND');
  return payment;
}
