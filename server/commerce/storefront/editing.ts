import type { Clock } from '../../platform/clock.ts';
import type { Database, Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { EventStore } from '../../platform/events/index.ts';
import { type StaffActor, staffMetadata } from '../staff/auth.ts';
import { type BrandInput, type BrandListingDto, createBrand, updateBrand } from './brands.ts';
import {
  createPromotion,
  PROMOTION_COLUMNS,
  type PromotionDto,
  type PromotionInput,
  updatePromotion,
} from './campaigns.ts';

export interface EditingDeps {
  db: Database;
  clock: Clock;
  store: EventStore;
}

export const brandStreamId = (id: number) => `brand-${id}`;
export const promotionStreamId = (id: number) => `promotion-${id}`;

/** The facts of the back office's editors; each carries the whole row as it became (a replay needs no merge). */
export const EDITING_EVENT_TYPES = [
  'BrandCreated',
  'BrandEdited',
  'PromotionCreated',
  'PromotionEdited',
  'PromotionEnded',
] as const;
type EditingEvent = (typeof EDITING_EVENT_TYPES)[number];

/**
 * One change and its fact in one transaction: the row is written, stamped with who and when, and
 * the event (metadata naming the staff member) appended. A refused change throws before either, so
 * the log never holds a change the table does not, nor the other way round.
 */
async function recorded<T extends { id: number }>(
  deps: EditingDeps,
  table: 'brands' | 'promotions',
  type: EditingEvent,
  actor: StaffActor | undefined,
  change: (tx: Sql) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const row = await change(tx);
    await tx.query(`update ${table} set updated_at = $2, updated_by = $3 where id = $1`, [
      row.id,
      deps.clock.now(),
      actor?.name ?? 'staff',
    ]);
    const stream = table === 'brands' ? brandStreamId(row.id) : promotionStreamId(row.id);
    // 'any': the row lock of the change above already orders writers of one brand or promotion
    await deps.store.append(stream, 'any', [{ type, data: row, metadata: staffMetadata(actor) }], tx);
    return row;
  });
}

export const recordBrandCreated = (
  deps: EditingDeps,
  code: string,
  input: BrandInput,
  actor: StaffActor | undefined,
): Promise<BrandListingDto> =>
  recorded(deps, 'brands', 'BrandCreated', actor, (tx) => createBrand(tx, code, input));

/**
 * An edit made on a stale copy (`expected`: the version the editor loaded, the count of its
 * stream's events) is CONFLICT instead of silently undoing a colleague's change. The row is locked
 * first, so the check and the write see the same version.
 */
async function checkVersion(
  tx: Sql,
  table: 'brands' | 'promotions',
  where: { column: 'code' | 'id'; value: string | number },
  expected: number | undefined,
): Promise<void> {
  if (expected === undefined) return;
  const { rows } = await tx.query<{ id: number }>(
    `select id from ${table} where ${where.column} = $1 for update`,
    [where.value],
  );
  if (!rows[0]) return; // the change itself answers the coded not-found
  const stream = table === 'brands' ? brandStreamId(rows[0].id) : promotionStreamId(rows[0].id);
  const version = await tx.query<{ version: number }>(
    'select coalesce(max(stream_version), 0)::int as version from events where stream_id = $1',
    [stream],
  );
  if (version.rows[0]!.version !== expected) throw new ShopError('CONFLICT');
}

export const recordBrandEdited = (
  deps: EditingDeps,
  code: string,
  input: Partial<BrandInput>,
  actor: StaffActor | undefined,
  expectedVersion?: number,
): Promise<BrandListingDto> =>
  recorded(deps, 'brands', 'BrandEdited', actor, async (tx) => {
    await checkVersion(tx, 'brands', { column: 'code', value: code }, expectedVersion);
    return updateBrand(tx, code, input);
  });

export const recordPromotionCreated = (
  deps: EditingDeps,
  code: string,
  input: PromotionInput,
  actor: StaffActor | undefined,
): Promise<PromotionDto> =>
  recorded(deps, 'promotions', 'PromotionCreated', actor, (tx) => createPromotion(tx, code, input));

export const recordPromotionEdited = (
  deps: EditingDeps,
  id: number,
  input: Partial<PromotionInput>,
  actor: StaffActor | undefined,
  expectedVersion?: number,
): Promise<PromotionDto> =>
  recorded(deps, 'promotions', 'PromotionEdited', actor, async (tx) => {
    await checkVersion(tx, 'promotions', { column: 'id', value: id }, expectedVersion);
    return updatePromotion(tx, id, input);
  });

/**
 * Staff: ends a running promotion now (it leaves the shelf and the banner at once; its page keeps
 * answering with its past end date). One that ended already, or has not started (change its dates
 * instead: ending it now would start it in the past), is refused and nothing is written.
 */
export const recordPromotionEnded = (
  deps: EditingDeps,
  id: number,
  actor: StaffActor | undefined,
): Promise<PromotionDto> =>
  recorded(deps, 'promotions', 'PromotionEnded', actor, async (tx) => {
    const now = deps.clock.now();
    const { rows } = await tx.query<{ ended: boolean; started: boolean }>(
      `select ends_at <= $2 as ended, (starts_at is null or starts_at <= $2) as started
         from promotions where id = $1 for update`,
      [id, now],
    );
    const row = rows[0];
    if (!row) throw new ShopError('PROMOTION_NOT_FOUND', `No promotion was found with id ${id}`);
    if (row.ended) throw new ShopError('PROMOTION_ALREADY_ENDED');
    if (!row.started) throw new ShopError('PROMOTION_NOT_STARTED');
    const ended = await tx.query<PromotionDto>(
      `update promotions set ends_at = greatest($2::timestamptz, coalesce(starts_at, $2::timestamptz) + interval '1 second')
        where id = $1 returning ${PROMOTION_COLUMNS}`,
      [id, now],
    );
    return ended.rows[0]!;
  });
