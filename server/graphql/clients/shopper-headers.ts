import type { OrderIdentity } from '../../commerce/contract.ts';

/**
 * How the gateway names the shopper to the commerce service: the guest's order token, the
 * authenticated user's id (trusted there because only the gateway holds the client token), and an
 * Idempotency-Key when a retry could double an effect. One place for every commerce client.
 */
export function shopperHeaders(
  identity: OrderIdentity,
  idempotencyKey?: string | null,
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (identity.orderToken) headers['x-order-token'] = identity.orderToken;
  if (identity.userId !== undefined) headers['x-shop-user-id'] = String(identity.userId);
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  return headers;
}
