import type { Clock } from '../../platform/clock.ts';
import type { Database, Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { type EventStore, type NewEvent, StreamVersionConflictError } from '../../platform/events/index.ts';
import { type StaffActor, staffMetadata } from '../staff/auth.ts';
import { checkedContent, type LookBookInput } from './content.ts';
import { lookBookStreamId } from './events.ts';

export interface LookBookDeps {
  db: Database;
  clock: Clock;
  store: EventStore;
}

const UNIQUE_VIOLATION = '23505';

interface Current {
  version: number;
  slug: string;
  published: boolean;
}

async function current(sql: Sql, id: number): Promise<Current> {
  const { rows } = await sql.query<{ version: number; slug: string; published: boolean }>(
    'select version, slug, published_at is not null as published from look_books where id = $1',
    [id],
  );
  if (!rows[0]) throw new ShopError('LOOK_BOOK_NOT_FOUND');
  return rows[0];
}

async function slugFree(sql: Sql, slug: string, except: number | null): Promise<void> {
  const { rows } = await sql.query('select 1 from look_books where slug = $1 and id is distinct from $2', [
    slug,
    except,
  ]);
  if (rows[0]) throw new ShopError('SLUG_TAKEN', `A look book already exists at "${slug}"`);
}

/**
 * Appends in one transaction and maps what losing a race means: another writer took the slug (the
 * projection's unique index, on PostgreSQL; PGlite serialises and the check before catches it) is
 * SLUG_TAKEN, another writer moved the stream is CONFLICT. Nothing of a refused append is kept.
 */
async function appending<T>(deps: LookBookDeps, work: (tx: Sql) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(work);
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
      throw new ShopError('SLUG_TAKEN', 'Another look book took this slug');
    }
    if (error instanceof StreamVersionConflictError) throw new ShopError('CONFLICT');
    throw error;
  }
}

const event = (type: string, data: unknown, actor: StaffActor | undefined): NewEvent => ({
  type,
  data,
  metadata: staffMetadata(actor),
});

/** Staff: a new look book, unpublished (a draft) until published. Returns its id. */
export async function createLookBook(
  deps: LookBookDeps,
  input: LookBookInput,
  actor: StaffActor | undefined,
): Promise<number> {
  return appending(deps, async (tx) => {
    const content = await checkedContent(tx, input);
    await slugFree(tx, content.slug, null);
    const { rows } = await tx.query<{ id: string }>("select nextval('look_book_ids')::text as id");
    const id = Number(rows[0]!.id);
    await deps.store.append(
      lookBookStreamId(id),
      'no_stream',
      [event('LookBookCreated', content, actor)],
      tx,
    );
    return id;
  });
}

/**
 * Staff: replaces the content. With `expectedVersion` (the version the editor loaded) an edit made
 * on a stale copy is refused with CONFLICT instead of silently undoing someone else's change.
 */
export async function editLookBook(
  deps: LookBookDeps,
  id: number,
  input: LookBookInput,
  expectedVersion: number | undefined,
  actor: StaffActor | undefined,
): Promise<void> {
  await appending(deps, async (tx) => {
    const now = await current(tx, id);
    if (expectedVersion !== undefined && expectedVersion !== now.version) throw new ShopError('CONFLICT');
    const content = await checkedContent(tx, input);
    await slugFree(tx, content.slug, id);
    await deps.store.append(lookBookStreamId(id), now.version, [event('LookBookEdited', content, actor)], tx);
  });
}

/**
 * Staff: shows it in the shop (or takes it out). Asking for the state it is already in writes
 * nothing and answers the look book as it is: a double click is not two facts in the log.
 */
export async function setLookBookPublished(
  deps: LookBookDeps,
  id: number,
  published: boolean,
  actor: StaffActor | undefined,
): Promise<void> {
  await appending(deps, async (tx) => {
    const now = await current(tx, id);
    if (now.published === published) return;
    const fact = published
      ? event('LookBookPublished', { publishedAt: deps.clock.now().toISOString() }, actor)
      : event('LookBookUnpublished', {}, actor);
    await deps.store.append(lookBookStreamId(id), now.version, [fact], tx);
  });
}

/** Staff: removes it from the shop and the back office; the stream keeps its history. */
export async function deleteLookBook(
  deps: LookBookDeps,
  id: number,
  actor: StaffActor | undefined,
): Promise<void> {
  await appending(deps, async (tx) => {
    const now = await current(tx, id);
    await deps.store.append(lookBookStreamId(id), now.version, [event('LookBookDeleted', {}, actor)], tx);
  });
}
