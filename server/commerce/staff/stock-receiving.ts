import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { STOCK_RECEIVED, type StockReceived, stockStreamId } from '../catalog/stock-events.ts';
import { commerceEventStore } from '../event-store.ts';
import { type StaffActor, staffGuard, staffMetadata } from './auth.ts';

/** At most this many units in one receipt: a pallet, not a typo with three extra zeros. */
export const MAX_RECEIVED_UNITS = 10_000;

export interface StockOnHandDto {
  variant_id: number;
  sku: string;
  product_name: string;
  on_hand: number;
}

export interface StockReceiptDto extends StockOnHandDto {
  quantity: number;
  note: string | null;
  received_by: string | null;
  received_at: string;
}

/**
 * A sellable variant by its SKU (any case), with what is on hand. A package's stock is its parts'
 * (variant_stock reads it), so goods are received for the parts, never for the package itself.
 */
async function stockItem(sql: Sql, sku: string): Promise<StockOnHandDto & { is_package: boolean }> {
  const { rows } = await sql.query<StockOnHandDto & { is_package: boolean }>(
    `select v.id as variant_id, v.sku, p.name as product_name, coalesce(s.on_hand, 0)::int as on_hand,
            exists (select 1 from package_parts pp where pp.package_variant_id = v.id) as is_package
       from variants v join products p on p.id = v.product_id
       left join stock_levels s on s.variant_id = v.id
      where lower(v.sku) = lower($1)
      order by v.id limit 1`,
    [sku.trim()],
  );
  const row = rows[0];
  if (!row) throw new ShopError('STOCK_SKU_NOT_FOUND');
  return row;
}

export async function findStockItem(sql: Sql, sku: string): Promise<StockOnHandDto> {
  const { is_package: _package, ...item } = await stockItem(sql, sku);
  return item;
}

/**
 * Goods arrived at the warehouse: `StockReceived` on the variant's stock stream, with the staff member
 * and their note in the metadata, so on hand, the search documents and the shelves follow in the same
 * transaction. Quantity 1..MAX_RECEIVED_UNITS; a package or an unknown SKU writes nothing.
 */
export async function receiveStock(
  deps: { db: Database; clock: Clock },
  input: { sku: string; quantity: number; note?: string | undefined },
  actor: StaffActor | undefined,
): Promise<StockOnHandDto> {
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > MAX_RECEIVED_UNITS) {
    throw new ShopError('VALIDATION', `Receive 1 to ${MAX_RECEIVED_UNITS} units`, {
      quantity: [`must be a whole number from 1 to ${MAX_RECEIVED_UNITS}`],
    });
  }
  const note = input.note?.trim() || null;
  const store = commerceEventStore(deps.db);
  return deps.db.transaction(async (tx) => {
    const item = await stockItem(tx, input.sku);
    if (item.is_package) throw new ShopError('STOCK_PACKAGE_FROM_PARTS');
    const received: StockReceived = { variantId: item.variant_id, quantity: input.quantity };
    await store.append(
      stockStreamId(item.variant_id),
      'any',
      [{ type: STOCK_RECEIVED, data: received, metadata: { ...staffMetadata(actor), note } }],
      tx,
    );
    return findStockItem(tx, item.sku);
  });
}

/** The latest goods staff received, newest first (seeded stock has no staff in its metadata). */
export async function latestReceipts(sql: Sql, limit: number): Promise<StockReceiptDto[]> {
  const { rows } = await sql.query<Omit<StockReceiptDto, 'received_at'> & { received_at: Date }>(
    `select v.id as variant_id, v.sku, p.name as product_name, coalesce(s.on_hand, 0)::int as on_hand,
            (e.data->>'quantity')::int as quantity, e.metadata->>'note' as note,
            e.metadata->>'staffName' as received_by, e.recorded_at as received_at
       from events e
       join variants v on v.id = (e.data->>'variantId')::int
       join products p on p.id = v.product_id
       left join stock_levels s on s.variant_id = v.id
      where e.type = $1 and e.metadata->>'actor' = 'staff'
      order by e.global_position desc limit $2`,
    [STOCK_RECEIVED, limit],
  );
  return rows.map((row) => ({ ...row, received_at: new Date(row.received_at).toISOString() }));
}

const sku = { type: 'string', minLength: 1, maxLength: 64 } as const;

/** `/api/back_office/stock…`: receiving goods (fulfilment role; #18 "stock receiving"). */
export const stockReceivingRoutes: FastifyPluginAsync<{
  db: Database;
  clock: Clock;
  staffToken: string;
}> = async (app, { db, clock, staffToken }) => {
  app.addHook('onRequest', staffGuard(staffToken, 'fulfilment'));
  app.get<{ Querystring: { sku: string } }>(
    '/api/back_office/stock',
    {
      schema: {
        querystring: { type: 'object', additionalProperties: false, required: ['sku'], properties: { sku } },
      },
    },
    async (request) => findStockItem(db, request.query.sku),
  );
  app.get('/api/back_office/stock/receipts', async () => ({ receipts: await latestReceipts(db, 20) }));
  app.post<{ Body: { sku: string; quantity: number; note?: string } }>(
    '/api/back_office/stock/receive',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['sku', 'quantity'],
          properties: {
            sku,
            quantity: { type: 'integer', minimum: -2_147_483_648, maximum: 2_147_483_647 },
            note: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await receiveStock({ db, clock }, request.body, request.staff)),
  );
};
