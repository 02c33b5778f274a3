import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { clientIp } from '../accounts/http.ts';
import { findTicket, listScans, listTickets, ticketEvents, useTicket } from '../e-tickets/tickets.ts';
import { commerceEventStore } from '../event-store.ts';
import { findOrder, listPlacedOrders, type OrderDto, toOrderDto } from '../orders/read-model.ts';
import type { StaffAccounts } from './accounts.ts';
import {
  BOOTSTRAP_ACTOR,
  bearerOf,
  hasRole,
  isStaffToken,
  type StaffActor,
  staffGuard,
  staffRoles,
} from './auth.ts';
import { counterCoupon, useCouponAtCounter } from './counter-coupons.ts';
import { type StaffAction, staffActionsOf } from './fulfilment.ts';

export interface BackOfficeOptions {
  db: Database;
  clock: Clock;
  staffToken: string;
  staff: StaffAccounts;
}

export interface StaffJson {
  id: number | null;
  name: string;
  email: string | null;
  roles: readonly StaffActor['roles'][number][];
}

/** GET /api/back_office/orders/:number: the order and what staff may do to it now. */
export interface BackOfficeOrderDto {
  order: OrderDto;
  actions: StaffAction[];
}

export const staffJson = (actor: StaffActor): StaffJson => ({
  id: actor.id,
  name: actor.name,
  email: actor.email,
  roles: actor.roles,
});

const text = (max: number, min = 0) => ({ type: 'string', minLength: min, maxLength: max }) as const;
const strict = (properties: Record<string, unknown>, required = Object.keys(properties)) =>
  ({ type: 'object', additionalProperties: false, required, properties }) as const;

const page = {
  page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
  per_page: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
} as const;
const eventId = { type: 'string', pattern: '^[a-z0-9-]{1,60}$' } as const;
const ticketParams = strict({ id: text(40, 1) });
const couponParams = strict({ id: { type: 'string', pattern: '^[A-Za-z0-9-]{1,32}$' } });

/**
 * The back office's login (behind the client token: the gateway calls it for the staff member):
 * `POST /api/back_office/login` `{ email, password }` → a code is e-mailed → `POST
 * /api/back_office/login/verify` `{ challenge_id, code }` → `{ staff, session }`.
 */
export const backOfficeLoginRoutes: FastifyPluginAsync<{ staff: StaffAccounts }> = async (app, { staff }) => {
  app.post<{ Body: { email: string; password: string } }>(
    '/api/back_office/login',
    { schema: { body: strict({ email: text(254), password: text(1024) }) } },
    async (request) => {
      const answer = await staff.startLogin(request.body.email, request.body.password, clientIp(request));
      return {
        challenge_id: answer.id,
        channel: answer.channel,
        expires_in: answer.expiresIn,
        resend_in: answer.resendIn,
      };
    },
  );
  app.post<{ Body: { challenge_id: string } }>(
    '/api/back_office/login/resend',
    { schema: { body: strict({ challenge_id: text(64) }) } },
    async (request) => {
      const answer = await staff.resendCode(request.body.challenge_id);
      return {
        challenge_id: answer.id,
        channel: answer.channel,
        expires_in: answer.expiresIn,
        resend_in: answer.resendIn,
      };
    },
  );
  app.post<{ Body: { challenge_id: string; code: string } }>(
    '/api/back_office/login/verify',
    { schema: { body: strict({ challenge_id: text(64), code: text(32) }) } },
    async (request) => {
      const { challenge_id, code } = request.body;
      const { staff: actor, session } = await staff.finishLogin(challenge_id, code, clientIp(request));
      return {
        staff: staffJson(actor),
        session: { token: session.token, expires_at: session.expiresAt.toISOString() },
      };
    },
  );
};

/**
 * The back office API (spec §7 `/api/back_office/...`), behind a staff session
 * (`Authorization: Bearer <session>`), each route behind its role (server/commerce/staff/auth.ts).
 */
export const backOfficeRoutes: FastifyPluginAsync<BackOfficeOptions> = async (
  app,
  { db, clock, staffToken, staff },
) => {
  const store = commerceEventStore(db);

  // Staff users: a website admin creates them; the static token only the first admin (bootstrap).
  app.post<{ Body: { email: string; name: string; password: string; roles: StaffActor['roles'] } }>(
    '/api/back_office/users',
    {
      schema: {
        body: strict({
          email: text(254, 3),
          name: text(100, 1),
          password: text(1024, 1),
          roles: {
            type: 'array',
            minItems: 1,
            uniqueItems: true,
            items: { type: 'string', enum: [...staffRoles] },
          },
        }),
      },
    },
    async (request, reply) => {
      const by = await creator(request, staffToken, staff);
      const created = await staff.create(
        request.body,
        by === BOOTSTRAP_ACTOR && staff.production ? null : by,
      );
      return reply.status(201).send(staffJson(created));
    },
  );

  await app.register(async (anyStaff) => {
    anyStaff.addHook('onRequest', staffGuard(staffToken, null));
    // Spec §6: the back office checks its user through users/me.
    anyStaff.get('/api/back_office/users/me', async (request) => staffJson(request.staff!));
    anyStaff.delete('/api/back_office/session', async (request, reply) => {
      await staff.logout(bearerOf(request));
      return reply.status(204).send();
    });
  });

  await app.register(async (fulfilment) => {
    fulfilment.addHook('onRequest', staffGuard(staffToken, 'fulfilment'));
    fulfilment.get<{ Querystring: { status?: string; page: number; per_page: number } }>(
      '/api/back_office/orders',
      {
        schema: {
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: { status: { type: 'string', pattern: '^[a-zA-Z]{1,40}$' }, ...page },
          },
        },
      },
      async (request) =>
        listPlacedOrders(db, request.query.status, request.query.page, request.query.per_page),
    );
    // One order for the back office, with the staff actions its machine allows now.
    fulfilment.get<{ Params: { number: string } }>(
      '/api/back_office/orders/:number',
      { schema: { params: strict({ number: { type: 'string', pattern: '^[A-Za-z0-9-]{1,40}$' } }) } },
      async (request) => {
        const row = await findOrder(db, request.params.number);
        if (!row || row.state === 'cart' || row.state === 'merged') throw new ShopError('ORDER_NOT_FOUND');
        const answer: BackOfficeOrderDto = {
          order: toOrderDto(row),
          actions: await staffActionsOf(db, row.number),
        };
        return answer;
      },
    );
  });

  await app.register(async (tickets) => {
    tickets.addHook('onRequest', staffGuard(staffToken, 'e_tickets'));
    const query = {
      type: 'object',
      additionalProperties: false,
      properties: { event_id: eventId, ...page },
    } as const;
    type ListQuery = { Querystring: { event_id?: string; page: number; per_page: number } };
    tickets.get<ListQuery>(
      '/api/back_office/e_tickets',
      { schema: { querystring: query } },
      async (request) => {
        const { event_id, page: at, per_page } = request.query;
        return {
          events: await ticketEvents(db),
          tickets: await listTickets(db, { eventId: event_id, page: at, perPage: per_page }),
        };
      },
    );
    tickets.get<ListQuery>(
      '/api/back_office/e_tickets/scans',
      { schema: { querystring: query } },
      async (request) => {
        const { event_id, page: at, per_page } = request.query;
        return { scans: await listScans(db, { eventId: event_id, page: at, perPage: per_page }) };
      },
    );
    tickets.get<{ Params: { id: string } }>(
      '/api/back_office/e_tickets/:id',
      { schema: { params: ticketParams } },
      async (request) => findTicket(db, request.params.id),
    );
    tickets.put<{ Params: { id: string }; Body: { event_id: string } }>(
      '/api/back_office/e_tickets/:id/use',
      { schema: { params: ticketParams, body: strict({ event_id: eventId }) } },
      async (request) =>
        useTicket({ db, clock, store }, request.params.id, request.body.event_id, request.staff),
    );
  });

  await app.register(async (coupons) => {
    coupons.addHook('onRequest', staffGuard(staffToken, 'coupons'));
    coupons.get<{ Params: { id: string }; Querystring: { shopper: string } }>(
      '/api/back_office/coupons/:id',
      {
        schema: {
          params: couponParams,
          querystring: strict({ shopper: text(254, 1) }),
        },
      },
      async (request) => counterCoupon(db, clock, request.params.id, request.query.shopper, store),
    );
    coupons.put<{ Params: { id: string }; Body: { shopper: string } }>(
      '/api/back_office/coupons/:id/use',
      { schema: { params: couponParams, body: strict({ shopper: text(254, 1) }) } },
      async (request) =>
        useCouponAtCounter({ db, clock, store }, request.params.id, request.body.shopper, request.staff),
    );
  });
};

/**
 * Who may create a staff user: a website admin's session; the static token outside production;
 * in production the static token only while no admin exists (the bootstrap).
 */
async function creator(
  request: FastifyRequest,
  staffToken: string,
  staff: StaffAccounts,
): Promise<StaffActor> {
  const given = bearerOf(request);
  if (isStaffToken(given, staffToken)) {
    if (staff.production && (await staff.adminExists())) throw new ShopError('STAFF_BOOTSTRAP_CLOSED');
    return BOOTSTRAP_ACTOR;
  }
  const actor = given ? await staff.actorOfSession(given) : null;
  if (!actor) throw new ShopError('STAFF_TOKEN_REQUIRED');
  if (!hasRole(actor, 'website_admin')) throw new ShopError('STAFF_ROLE_REQUIRED');
  return actor;
}
