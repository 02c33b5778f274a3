import type { FastifyPluginAsync } from 'fastify';
import type { Database, Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { type IdentityRequest, identityHeaders, identityOf, orderParams } from '../shopper-identity.ts';
import type { LicenseKind } from './licenses.ts';
import { canAccess, findOrder } from './read-model.ts';

export interface LicenseDto {
  key: string;
  kind: LicenseKind;
  order_number: string;
  product: { id: number; name: string; slug: string; translations: Record<string, { name?: string }> };
  issued_at: string;
}

interface LicenseRow {
  license_key: string;
  kind: LicenseKind;
  order_number: string;
  product_id: number;
  name: string;
  slug: string;
  translations: Record<string, { name?: string }>;
  issued_at: Date;
}

/** A shopper holds a few keys; the account page shows them all without paging (spec §7: no payload). */
const MAX_LICENSES = 500;

async function licensesWhere(sql: Sql, of: { userId: number } | { orderNumber: string }) {
  const { rows } = await sql.query<LicenseRow>(
    `select l.license_key, l.kind, l.order_number, l.product_id, p.name, p.slug, p.translations, l.issued_at
       from licenses l join products p on p.id = l.product_id
      where ${'userId' in of ? 'l.user_id' : 'l.order_number'} = $1
      order by l.issued_at desc, l.order_number, l.license_key limit ${MAX_LICENSES}`,
    ['userId' in of ? of.userId : of.orderNumber],
  );
  return rows.map(
    (row): LicenseDto => ({
      key: row.license_key,
      kind: row.kind,
      order_number: row.order_number,
      product: { id: row.product_id, name: row.name, slug: row.slug, translations: row.translations },
      issued_at: new Date(row.issued_at).toISOString(),
    }),
  );
}

/**
 * The shopper's license keys (behind the client token): every key of the account (spec §7
 * `GET /api/v2/orders/licenses`, LOGIN_REQUIRED for a guest) and the keys of one order they may open
 * (the order page; a guest's own order too, by its order token).
 */
export const licenseRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<IdentityRequest>(
    '/api/v2/orders/licenses',
    { schema: { headers: identityHeaders } },
    async (request) => {
      const { userId } = identityOf(request);
      if (userId === undefined) throw new ShopError('LOGIN_REQUIRED');
      return { licenses: await licensesWhere(db, { userId }) };
    },
  );
  app.get<IdentityRequest & { Params: { number: string } }>(
    '/api/v2/orders/:number/licenses',
    { schema: { params: orderParams, headers: identityHeaders } },
    async (request) => {
      const row = await findOrder(db, request.params.number);
      if (!row || !canAccess(row, identityOf(request))) throw new ShopError('ORDER_NOT_FOUND');
      return { licenses: await licensesWhere(db, { orderNumber: row.number }) };
    },
  );
};
