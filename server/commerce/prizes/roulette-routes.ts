import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { commerceEventStore } from '../event-store.ts';
import { hasRole, staffGuard, staffMetadata } from '../staff/auth.ts';
import {
  checkNumber,
  listLocations,
  listNumberHolders,
  listNumbers,
  listPrizes,
  listStocks,
  listWheels,
} from './admin-queries.ts';
import { receiveStock, saveLocation, savePrize, saveWheel } from './config.ts';
import type { WheelId } from './events.ts';
import * as s from './roulette-schemas.ts';
import { spinWheel } from './spin.ts';
import { loadWheel, wheelSegments } from './wheels.ts';

export interface RouletteRoutesOptions {
  db: Database;
  clock: Clock;
  staffToken: string;
}

const BASE = '/api/v2/tmp_roulette';

/**
 * The roulette admin API (spec §6, §7: `/api/v2/tmp_roulette`), behind a staff session. Who may
 * enter is answered to any staff user (`users/check_auth`, `users/check_website_admin`); all the
 * rest needs the `roulette` role (or website admin): anyone else gets 403 and nothing is written.
 */
export const rouletteRoutes: FastifyPluginAsync<RouletteRoutesOptions> = async (app, options) => {
  await app.register(rouletteWhoRoutes, options);
  await app.register(rouletteAdminRoutes, options);
};

const rouletteWhoRoutes: FastifyPluginAsync<RouletteRoutesOptions> = async (app, { staffToken }) => {
  app.addHook('onRequest', staffGuard(staffToken, null));
  app.get(`${BASE}/users/check_auth`, async (request) => {
    const staff = request.staff!;
    return { id: staff.id, name: staff.name, roles: staff.roles, roulette_admin: hasRole(staff, 'roulette') };
  });
  app.get(`${BASE}/users/check_website_admin`, async (request) => {
    if (!request.staff!.roles.includes('website_admin')) {
      throw new ShopError('STAFF_ROLE_REQUIRED', 'This needs the staff role "website_admin"', {
        role: ['website_admin'],
      });
    }
    return { website_admin: true };
  });
};

const rouletteAdminRoutes: FastifyPluginAsync<RouletteRoutesOptions> = async (
  app,
  { db, clock, staffToken },
) => {
  app.addHook('onRequest', staffGuard(staffToken, 'roulette'));
  const store = commerceEventStore(db);
  const who = (request: { staff?: Parameters<typeof staffMetadata>[0] }) => staffMetadata(request.staff);

  app.get(`${BASE}/locations`, async () => ({ locations: await listLocations(db) }));
  app.post<{ Body: s.LocationBody }>(
    `${BASE}/locations`,
    { schema: { body: s.locationBody } },
    async (request, reply) => {
      const { id, name, address } = request.body;
      await db.transaction((tx) =>
        saveLocation(store, tx, { id, name, address: address ?? '' }, who(request)),
      );
      reply.code(201);
      return { id, name, address: address ?? '' };
    },
  );

  app.get(`${BASE}/wheels`, async () => ({ wheels: await listWheels(db) }));
  app.put<{ Params: { id: WheelId }; Body: s.WheelBody }>(
    `${BASE}/wheels/:id`,
    { schema: { params: s.wheelParams, body: s.wheelBody } },
    async (request) => {
      const { min_order_total, lose_weight, active } = request.body;
      const saved = {
        id: request.params.id,
        minOrderTotal: min_order_total,
        loseWeight: lose_weight,
        active,
      };
      await db.transaction((tx) => saveWheel(store, tx, saved, who(request)));
      return (await listWheels(db)).find((wheel) => wheel.id === request.params.id);
    },
  );

  // The wheel as the counter at a location draws it (its stock there): the segments a staff spin
  // lands on, in the same order as the spin's `segment` counts them.
  app.get<{ Params: { id: WheelId }; Querystring: { location_id: string } }>(
    `${BASE}/wheels/:id/segments`,
    { schema: { params: s.wheelParams, querystring: s.requiredLocationQuery } },
    async (request) => ({
      segments: wheelSegments(await loadWheel(db, request.params.id, request.query.location_id)),
    }),
  );

  app.get<{ Querystring: { wheel_id?: WheelId } }>(
    `${BASE}/tmp_roulette_products`,
    { schema: { querystring: s.wheelQuery } },
    async (request) => ({ products: await listPrizes(db, request.query.wheel_id) }),
  );
  const savePrizeRoute = async (
    request: { body: s.PrizeBody; staff?: Parameters<typeof staffMetadata>[0] },
    id?: number,
  ) => {
    const body = request.body;
    const saved = await db.transaction((tx) =>
      savePrize(
        store,
        tx,
        {
          id,
          wheelId: body.wheel_id,
          name: body.name,
          kind: body.kind,
          couponCode: body.coupon_code ?? null,
          creditAmount: body.credit_amount ?? null,
          weight: body.weight,
          active: body.active ?? true,
        },
        who(request),
      ),
    );
    return (await listPrizes(db, body.wheel_id)).find((prize) => prize.id === saved);
  };
  app.post<{ Body: s.PrizeBody }>(
    `${BASE}/tmp_roulette_products`,
    { schema: { body: s.prizeBody } },
    async (request, reply) => {
      const prize = await savePrizeRoute(request);
      reply.code(201);
      return prize;
    },
  );
  app.put<{ Params: { id: number }; Body: s.PrizeBody }>(
    `${BASE}/tmp_roulette_products/:id`,
    { schema: { params: s.idParams, body: s.prizeBody } },
    async (request) => savePrizeRoute(request, request.params.id),
  );

  app.get<{ Querystring: { location_id?: string } }>(
    `${BASE}/stocks`,
    { schema: { querystring: s.locationQuery } },
    async (request) => ({ stocks: await listStocks(db, request.query.location_id) }),
  );
  app.post<{ Body: s.StockBody }>(
    `${BASE}/stocks`,
    { schema: { body: s.stockBody } },
    async (request, reply) => {
      const { prize_id, location_id, quantity } = request.body;
      await db.transaction((tx) =>
        receiveStock(store, tx, prize_id, { locationId: location_id, quantity }, who(request)),
      );
      reply.code(201);
      return { stocks: await listStocks(db, location_id) };
    },
  );

  app.get<{ Querystring: s.NumbersQuery }>(
    `${BASE}/numbers`,
    { schema: { querystring: s.numbersQuery } },
    async (request) => {
      const { wheel_id, spun, page = 1, per_page = 50 } = request.query;
      return { numbers: await listNumbers(db, { wheelId: wheel_id, spun, page, perPage: per_page }), page };
    },
  );
  app.post<{ Body: { number: string } }>(
    `${BASE}/numbers/check_number`,
    { schema: { body: s.numberBody } },
    async (request) => checkNumber(db, request.body.number),
  );
  app.post<{ Body: { number: string; location_id: string } }>(
    `${BASE}/numbers/roulette`,
    { schema: { body: s.rouletteBody } },
    async (request) => {
      const found = await checkNumber(db, request.body.number);
      return spinWheel(
        { db, clock, store },
        {
          wheelId: found.wheel_id as WheelId,
          locationId: request.body.location_id,
          number: found.code,
          spinner: { staff: request.staff },
        },
      );
    },
  );
  app.get<{ Querystring: { page?: number } }>(
    `${BASE}/users`,
    { schema: { querystring: s.pageQuery } },
    async (request) => ({
      users: await listNumberHolders(db, request.query.page ?? 1, 50),
    }),
  );
};
