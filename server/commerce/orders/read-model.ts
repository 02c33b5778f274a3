import { createHash } from 'node:crypto';
import type {
  Adjustment,
  CheckoutDetails,
  OrderLine,
  OrderState,
  OrderStatusLabel,
  ReturnRequest,
  ShippingChoice,
} from '../../../machines/order-lifecycle.ts';
import type { Sql } from '../../platform/db/index.ts';

/** Who is asking: a guest's order token and/or a logged-in user's id (from the gateway). */
export interface OrderIdentity {
  orderToken?: string | undefined;
  userId?: number | undefined;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface OrderRow {
  number: string;
  stream_id: string;
  token_hash: string;
  user_id: number | null;
  state: OrderState;
  status: OrderStatusLabel;
  status_details: OrderStatusLabel[];
  line_items: OrderLine[];
  item_total: number;
  ship_total: number;
  tax_total: number;
  total: number;
  total_quantity: number;
  version: number;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
  checkout: CheckoutDetails | null;
  shipping: ShippingChoice | null;
  adjustments: Adjustment[];
  adjustment_total: number;
  paid_total: number;
  amount_due: number;
  payment_method: string | null;
  payment_due_at: Date | null;
  delivered_at: Date | null;
  return_request: ReturnRequest | null;
}

export interface LineItemDto {
  id: number;
  variant_id: number;
  quantity: number;
  price: number;
  total: number;
  options: Record<string, string>;
  gift: boolean;
  product: OrderLine['product'];
}

/** The order as the REST service answers it (Spree v2 names, money in whole tugrik). */
export interface OrderDto {
  number: string;
  state: OrderState;
  status: OrderStatusLabel;
  status_details: OrderStatusLabel[];
  currency: 'MNT';
  item_total: number;
  ship_total: number;
  tax_total: number;
  total: number;
  total_quantity: number;
  user_id: number | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  line_items: LineItemDto[];
  /** The address step's answer; null until given. */
  checkout: CheckoutDetails | null;
  shipping: ShippingChoice | null;
  adjustments: Adjustment[];
  adjustment_total: number;
  paid_total: number;
  /** total − paid_total, never below 0. */
  amount_due: number;
  payment_method: string | null;
  payment_due_at: string | null;
  /** A company VAT receipt when an organization buyer was given at the address step. */
  vat_receipt_kind: 'personal' | 'organization';
  /** When it was delivered: the return window (spec §9) starts here. */
  delivered_at: string | null;
  /** The shopper's return request, and staff's reason when they refused it (spec §9). */
  return_request: { reason: string; requested_at: string; refusal: string | null } | null;
  /** Only in the answer that created the cart: the guest's secret, kept by the client. */
  token?: string;
}

const columns = `number, stream_id, token_hash, user_id, state, status, status_details, line_items, item_total,
  ship_total, tax_total, total, total_quantity, version, created_at, updated_at, completed_at, checkout,
  shipping, adjustments, adjustment_total, paid_total, amount_due, payment_method, payment_due_at, delivered_at,
  return_request`;

export function toOrderDto(row: OrderRow): OrderDto {
  return {
    number: row.number,
    state: row.state,
    status: row.status,
    status_details: row.status_details,
    currency: 'MNT',
    item_total: row.item_total,
    ship_total: row.ship_total,
    tax_total: row.tax_total,
    total: row.total,
    total_quantity: row.total_quantity,
    user_id: row.user_id,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    completed_at: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    line_items: row.line_items.map((line) => ({
      id: line.id,
      variant_id: line.variantId,
      quantity: line.quantity,
      price: line.price,
      total: line.price * line.quantity,
      options: line.options,
      gift: line.gift,
      product: line.product,
    })),
    checkout: row.checkout,
    shipping: row.shipping,
    adjustments: row.adjustments,
    adjustment_total: row.adjustment_total,
    paid_total: row.paid_total,
    amount_due: row.amount_due,
    payment_method: row.payment_method,
    payment_due_at: row.payment_due_at ? new Date(row.payment_due_at).toISOString() : null,
    vat_receipt_kind: row.checkout?.organization ? 'organization' : 'personal',
    delivered_at: row.delivered_at ? new Date(row.delivered_at).toISOString() : null,
    return_request: row.return_request
      ? {
          reason: row.return_request.reason,
          requested_at: row.return_request.requestedAt,
          refusal: row.return_request.refusal,
        }
      : null,
  };
}

/**
 * A member's order opens with the member; a guest token opens only a guest's order. Once the cart is
 * handed to a member at login (assigned to them, or merged into their cart) the old guest token opens
 * nothing: the cookie left behind in another browser must not read the receiver's name and phone, nor
 * cancel the order.
 */
export function canAccess(
  row: Pick<OrderRow, 'token_hash' | 'user_id' | 'state'>,
  identity: OrderIdentity,
): boolean {
  if (identity.userId !== undefined && row.user_id === identity.userId) return true;
  if (row.user_id !== null || row.state === 'merged') return false;
  return identity.orderToken !== undefined && row.token_hash === hashToken(identity.orderToken);
}

export async function findOrder(sql: Sql, number: string): Promise<OrderRow | undefined> {
  const result = await sql.query<OrderRow>(`select ${columns} from orders where number = $1`, [number]);
  return result.rows[0];
}

/**
 * The shopper's current order (state cart): a logged-in user's own cart, else the guest token's.
 * A complete order is never current (spec §4).
 */
export async function findCurrentCart(sql: Sql, identity: OrderIdentity): Promise<OrderRow | undefined> {
  if (identity.userId !== undefined) {
    const mine = await sql.query<OrderRow>(
      `select ${columns} from orders where user_id = $1 and state = 'cart'`,
      [identity.userId],
    );
    if (mine.rows[0]) return mine.rows[0];
  }
  if (identity.orderToken === undefined) return undefined;
  const guest = await sql.query<OrderRow>(
    `select ${columns} from orders where token_hash = $1 and state = 'cart'`,
    [hashToken(identity.orderToken)],
  );
  const row = guest.rows[0];
  // A token whose cart now belongs to another user does not open it for a different login.
  if (row && row.user_id !== null && row.user_id !== identity.userId) return undefined;
  return row;
}

export interface OrderPage {
  orders: OrderDto[];
  page: number;
  per_page: number;
  total_count: number;
  total_pages: number;
}

/** A user's orders, newest first; merged guest carts are bookkeeping and not listed. */
export async function listUserOrders(
  sql: Sql,
  userId: number,
  page: number,
  perPage: number,
): Promise<OrderPage> {
  const [rows, count] = await Promise.all([
    sql.query<OrderRow>(
      `select ${columns} from orders where user_id = $1 and state <> 'merged'
        order by created_at desc, number desc limit $2 offset $3`,
      [userId, perPage, (page - 1) * perPage],
    ),
    sql.query<{ count: number }>(
      `select count(*)::int as count from orders where user_id = $1 and state <> 'merged'`,
      [userId],
    ),
  ]);
  const total = count.rows[0]?.count ?? 0;
  return {
    orders: rows.rows.map(toOrderDto),
    page,
    per_page: perPage,
    total_count: total,
    total_pages: Math.ceil(total / perPage),
  };
}

/**
 * The back office's order list (#18): placed orders (not carts, not merged guest carts), newest
 * first, of one status label when given (`ordered`, `readyToDeliver`, `returnRequested`, …).
 */
export async function listPlacedOrders(
  sql: Sql,
  status: string | undefined,
  page: number,
  perPage: number,
): Promise<OrderPage> {
  const where = `state not in ('cart', 'merged') and ($1::text is null or status = $1)`;
  const [rows, count] = await Promise.all([
    sql.query<OrderRow>(
      `select ${columns} from orders where ${where}
        order by completed_at desc nulls last, number desc limit $2 offset $3`,
      [status ?? null, perPage, (page - 1) * perPage],
    ),
    sql.query<{ count: number }>(`select count(*)::int as count from orders where ${where}`, [
      status ?? null,
    ]),
  ]);
  const total = count.rows[0]?.count ?? 0;
  return {
    orders: rows.rows.map(toOrderDto),
    page,
    per_page: perPage,
    total_count: total,
    total_pages: Math.ceil(total / perPage),
  };
}
