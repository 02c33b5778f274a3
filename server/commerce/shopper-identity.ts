import type { FastifyRequest } from 'fastify';
import type { OrderIdentity } from './orders/read-model.ts';

/**
 * The shopper's identity on commerce routes. `x-shop-user-id` is set by the GraphQL gateway after it
 * has authenticated the user; it is trusted because every /api/v2 route already requires the
 * gateway's client-credentials token (a browser never reaches this service directly).
 */
export const orderTokenSchema = {
  type: 'string',
  minLength: 16,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
} as const;

export const identityHeaders = {
  type: 'object',
  properties: {
    'x-order-token': orderTokenSchema,
    'x-shop-user-id': { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
    'idempotency-key': { type: 'string', minLength: 16, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' },
  },
} as const;

/** Routes whose retry could double an effect: the idempotency key is required. */
export const keyedHeaders = { ...identityHeaders, required: ['idempotency-key'] } as const;

export const orderParams = {
  type: 'object',
  required: ['number'],
  properties: { number: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9]+$' } },
} as const;

export interface IdentityRequest {
  Headers: { 'x-order-token'?: string; 'x-shop-user-id'?: string; 'idempotency-key'?: string };
}

export function identityOf(request: FastifyRequest<IdentityRequest>, bodyToken?: string): OrderIdentity {
  const userId = request.headers['x-shop-user-id'];
  return {
    orderToken: request.headers['x-order-token'] ?? bodyToken,
    userId: userId === undefined ? undefined : Number(userId),
  };
}
