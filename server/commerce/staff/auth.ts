import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ShopError } from '../../platform/errors.ts';

// Hash both sides first: timingSafeEqual needs equal lengths and must not reveal the token's length.
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The staff API's guard (`Authorization: Bearer <STAFF_TOKEN>`), compared in constant time. An
 * `onRequest` hook, so a refused request is answered before its body is even read; any staff route
 * (fulfilment here, a staff cancel elsewhere) adds it with `app.addHook('onRequest', staffGuard(token))`.
 * The staff token is not an OAuth client token: the shop's own client cannot move orders on.
 */
export function staffGuard(staffToken: string) {
  const expected = digest(staffToken);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (given === '' || !timingSafeEqual(digest(given), expected)) {
      reply.header('www-authenticate', 'Bearer realm="staff"');
      throw new ShopError('STAFF_TOKEN_REQUIRED');
    }
  };
}
