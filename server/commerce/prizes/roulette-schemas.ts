import type { WheelId } from './events.ts';

/** The JSON schemas of the roulette admin API (roulette-routes.ts): bad input is refused at the edge. */
const names = {
  type: 'object',
  required: ['mn', 'en'],
  additionalProperties: false,
  properties: Object.fromEntries(
    ['mn', 'en', 'ru', 'cn', 'it'].map((locale) => [locale, { type: 'string', minLength: 1, maxLength: 80 }]),
  ),
} as const;
const wheelId = { type: 'string', enum: ['lucky_wheel', 'jackpot'] } as const;
const locationId = { type: 'string', pattern: '^[a-z0-9-]{1,40}$' } as const;

export interface LocationBody {
  id: string;
  name: Record<string, string>;
  address?: string;
}
export const locationBody = {
  type: 'object',
  required: ['id', 'name'],
  additionalProperties: false,
  properties: { id: locationId, name: names, address: { type: 'string', maxLength: 200 } },
} as const;

export interface WheelBody {
  min_order_total: number;
  lose_weight: number;
  active: boolean;
}
export const wheelParams = { type: 'object', required: ['id'], properties: { id: wheelId } } as const;
export const wheelBody = {
  type: 'object',
  required: ['min_order_total', 'lose_weight', 'active'],
  additionalProperties: false,
  properties: {
    min_order_total: { type: 'integer', minimum: 1, maximum: 100_000_000 },
    lose_weight: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    active: { type: 'boolean' },
  },
} as const;
export const wheelQuery = { type: 'object', properties: { wheel_id: wheelId } } as const;
export const locationQuery = { type: 'object', properties: { location_id: locationId } } as const;
export const requiredLocationQuery = {
  type: 'object',
  required: ['location_id'],
  properties: { location_id: locationId },
} as const;

export interface PrizeBody {
  wheel_id: WheelId;
  name: Record<string, string>;
  kind: 'coupon' | 'wallet_credit';
  coupon_code?: string;
  credit_amount?: number;
  weight: number;
  active?: boolean;
}
export const prizeBody = {
  type: 'object',
  required: ['wheel_id', 'name', 'kind', 'weight'],
  additionalProperties: false,
  properties: {
    wheel_id: wheelId,
    name: names,
    kind: { type: 'string', enum: ['coupon', 'wallet_credit'] },
    coupon_code: { type: 'string', pattern: '^[A-Z0-9-]{1,32}$' },
    credit_amount: { type: 'integer', minimum: 1, maximum: 10_000_000 },
    weight: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    active: { type: 'boolean' },
  },
} as const;
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

export interface StockBody {
  prize_id: number;
  location_id: string;
  quantity: number;
}
export const stockBody = {
  type: 'object',
  required: ['prize_id', 'location_id', 'quantity'],
  additionalProperties: false,
  properties: {
    prize_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    location_id: locationId,
    quantity: { type: 'integer', minimum: 1, maximum: 100_000 },
  },
} as const;

export interface NumbersQuery {
  wheel_id?: WheelId;
  spun?: boolean;
  page?: number;
  per_page?: number;
}
export const numbersQuery = {
  type: 'object',
  properties: {
    wheel_id: wheelId,
    spun: { type: 'boolean' },
    page: { type: 'integer', minimum: 1, maximum: 10_000 },
    per_page: { type: 'integer', minimum: 1, maximum: 200 },
  },
} as const;
export const pageQuery = {
  type: 'object',
  properties: { page: { type: 'integer', minimum: 1, maximum: 10_000 } },
} as const;
const number = { type: 'string', minLength: 1, maxLength: 20 } as const;
export const numberBody = {
  type: 'object',
  required: ['number'],
  additionalProperties: false,
  properties: { number },
} as const;
export const rouletteBody = {
  type: 'object',
  required: ['number', 'location_id'],
  additionalProperties: false,
  properties: { number, location_id: locationId },
} as const;
