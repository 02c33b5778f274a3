import type { Clock } from '../../platform/clock.ts';
import type { Database, Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { type EventStore, type NewEvent, StreamVersionConflictError } from '../../platform/events/index.ts';
import { type StaffActor, staffMetadata } from '../staff/auth.ts';
import { type PageContent, pageStreamId } from './page-events.ts';
import type { PageInput } from './pages.ts';

export interface PageEditingDeps {
  db: Database;
  clock: Clock;
  store: EventStore;
}

const UNIQUE_VIOLATION = '23505';

export interface CurrentPage extends PageContent {
  id: number;
  published: boolean;
  version: number;
}

/** The page at `slug` as stored, and its stream's version (0: a seeded page never edited since). */
export async function currentPage(sql: Sql, slug: string): Promise<CurrentPage> {
  const { rows } = await sql.query<CurrentPage>(
    `select p.id, p.title, p.body, p.translations, p.position, p.published,
            (select coalesce(max(e.stream_version), 0)::int from events e
              where e.stream_id = 'page-' || p.id) as version
       from pages p where p.slug = $1`,
    [slug],
  );
  if (!rows[0]) throw new ShopError('PAGE_NOT_FOUND', `No page was found at "${slug}"`);
  return rows[0];
}

const event = (type: string, data: unknown, actor: StaffActor | undefined): NewEvent => ({
  type,
  data,
  metadata: staffMetadata(actor),
});

/**
 * One transaction. Another writer taking the slug first (the unique index, on PostgreSQL) is
 * SLUG_TAKEN, another writer moving the stream first is CONFLICT; nothing of either is kept.
 */
async function appending<T>(deps: PageEditingDeps, work: (tx: Sql) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(work);
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
      throw new ShopError('SLUG_TAKEN', 'Another page took this slug');
    }
    if (error instanceof StreamVersionConflictError) throw new ShopError('CONFLICT');
    throw error;
  }
}

const publication = (published: boolean, actor: StaffActor | undefined) =>
  event(published ? 'PagePublished' : 'PageUnpublished', {}, actor);

/** Staff add a page at `slug`: in the footer at once unless written as a draft (`published: false`). */
export async function createPage(
  deps: PageEditingDeps,
  slug: string,
  input: PageInput & { published?: boolean },
  actor: StaffActor | undefined,
): Promise<void> {
  await appending(deps, async (tx) => {
    const { rows: taken } = await tx.query('select 1 from pages where slug = $1', [slug]);
    if (taken[0]) throw new ShopError('SLUG_TAKEN', `A page already exists at "${slug}"`);
    const { rows } = await tx.query<{ id: string }>(
      "select nextval(pg_get_serial_sequence('pages', 'id'))::text as id",
    );
    const id = Number(rows[0]!.id);
    const data = {
      slug,
      title: input.title,
      body: input.body,
      translations: input.translations ?? {},
      position: input.position ?? 0,
      published: input.published ?? true,
    };
    await deps.store.append(pageStreamId(id), 'no_stream', [event('PageCreated', data, actor)], tx);
  });
}

/**
 * Staff change a page: the fields given replace the stored ones (the rest kept), and `published`
 * shows or hides it. With `expectedVersion` a save on a stale copy is CONFLICT.
 */
export async function editPage(
  deps: PageEditingDeps,
  slug: string,
  input: Partial<PageInput> & { published?: boolean },
  expectedVersion: number | undefined,
  actor: StaffActor | undefined,
): Promise<void> {
  await appending(deps, async (tx) => {
    const now = await currentPage(tx, slug);
    if (expectedVersion !== undefined && expectedVersion !== now.version) throw new ShopError('CONFLICT');
    const { published, ...text } = input;
    const facts: NewEvent[] = [];
    if (Object.keys(text).length > 0) {
      const content: PageContent = {
        title: text.title ?? now.title,
        body: text.body ?? now.body,
        translations: text.translations ?? now.translations,
        position: text.position ?? now.position,
      };
      facts.push(event('PageEdited', content, actor));
    }
    if (published !== undefined && published !== now.published) facts.push(publication(published, actor));
    if (facts.length > 0) await deps.store.append(pageStreamId(now.id), now.version, facts, tx);
  });
}

/** Staff show a page again or take it out of the shop; the state it is in already writes nothing. */
export async function setPagePublished(
  deps: PageEditingDeps,
  slug: string,
  published: boolean,
  actor: StaffActor | undefined,
): Promise<void> {
  await editPage(deps, slug, { published }, undefined, actor);
}

/** Staff remove a page; `/pages/<slug>` answers PAGE_NOT_FOUND, the stream keeps its history. */
export async function deletePage(
  deps: PageEditingDeps,
  slug: string,
  actor: StaffActor | undefined,
): Promise<void> {
  await appending(deps, async (tx) => {
    const now = await currentPage(tx, slug);
    await deps.store.append(pageStreamId(now.id), now.version, [event('PageDeleted', {}, actor)], tx);
  });
}
