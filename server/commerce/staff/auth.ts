import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ShopError } from '../../platform/errors.ts';

/** What a staff member may do (spec §6; #18). A website admin may do everything. */
export const staffRoles = [
  'fulfilment',
  'e_tickets',
  'coupons',
  'content',
  'roulette',
  // answers quote requests (#17)
  'sales',
  'website_admin',
] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Who did a staff action: a staff user, or (outside production) the bootstrap STAFF_TOKEN. */
export interface StaffActor {
  /** null for the bootstrap token. */
  id: number | null;
  name: string;
  email: string | null;
  roles: readonly StaffRole[];
}

/** The event metadata of a staff action: who did it, in the log itself. */
export function staffMetadata(actor: StaffActor | undefined): {
  actor: 'staff';
  staffId?: number | null;
  staffName?: string;
} {
  return actor ? { actor: 'staff', staffId: actor.id, staffName: actor.name } : { actor: 'staff' };
}

export const hasRole = (actor: Pick<StaffActor, 'roles'>, role: StaffRole) =>
  actor.roles.includes(role) || actor.roles.includes('website_admin');

/**
 * Where the guard finds staff sessions: the commerce service decorates itself with one
 * (server/commerce/staff/accounts.ts), so every staff route registered inside it sees it.
 */
export interface StaffDirectory {
  /** The staff user of a live staff session token; null otherwise. */
  actorOfSession(token: string): Promise<StaffActor | null>;
  /** Production: the static token is only a bootstrap for the first admin, never a login. */
  readonly production: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    staffDirectory?: StaffDirectory;
  }
  interface FastifyRequest {
    /** Set by staffGuard: who is calling. */
    staff?: StaffActor;
  }
}

// Hash both sides first: timingSafeEqual needs equal lengths and must not reveal the token's length.
const digest = (value: string) => createHash('sha256').update(value).digest();

export const BOOTSTRAP_ACTOR: StaffActor = {
  id: null,
  name: 'STAFF_TOKEN',
  email: null,
  roles: ['website_admin'],
};

export function bearerOf(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
}

export function isStaffToken(given: string, staffToken: string): boolean {
  return given !== '' && timingSafeEqual(digest(given), digest(staffToken));
}

/**
 * The staff API's guard, an `onRequest` hook (a refused request is answered before its body is
 * read): `app.addHook('onRequest', staffGuard(staffToken, 'fulfilment'))`.
 * - `Authorization: Bearer <staff session>` (POST /api/back_office/login, then /login/verify): the
 *   staff user, who needs `role` (or website_admin): otherwise 403 STAFF_ROLE_REQUIRED, nothing done.
 * - `Authorization: Bearer <STAFF_TOKEN>`: outside production, a website admin (scripts, tests);
 *   in production refused (STAFF_TOKEN_RETIRED): there it only creates the first admin.
 * - anything else (none, a shopper's session, the OAuth client token): 401 STAFF_TOKEN_REQUIRED.
 * The role defaults to `content` (reviews, pages, news); null admits any staff user. `request.staff` names the caller, for the
 * event metadata (`staffMetadata`).
 */
export function staffGuard(staffToken: string, role: StaffRole | null = 'content') {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const given = bearerOf(request);
    const directory = request.server.staffDirectory;
    if (isStaffToken(given, staffToken)) {
      if (directory?.production) throw new ShopError('STAFF_TOKEN_RETIRED');
      request.staff = BOOTSTRAP_ACTOR;
      return;
    }
    const actor = given && directory ? await directory.actorOfSession(given) : null;
    if (!actor) {
      reply.header('www-authenticate', 'Bearer realm="staff"');
      throw new ShopError('STAFF_TOKEN_REQUIRED');
    }
    if (role !== null && !hasRole(actor, role)) {
      throw new ShopError('STAFF_ROLE_REQUIRED', `This needs the staff role "${role}"`, { role: [role] });
    }
    request.staff = actor;
  };
}
