import type { Clock } from '../../platform/clock.ts';
import type { Database, Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { type EventStore, type NewEvent, StreamVersionConflictError } from '../../platform/events/index.ts';
import { type StaffActor, staffMetadata } from '../staff/auth.ts';
import { type ArticleInput, checkArticle } from './articles.ts';
import { type NewsContent, newsStreamId } from './news-events.ts';

export interface NewsEditingDeps {
  db: Database;
  clock: Clock;
  store: EventStore;
}

/** What the editor sends: the article's text, its author, and (on create) whether it goes out now. */
export interface NewsInput extends ArticleInput {
  author_id?: number | null | undefined;
  published?: boolean | undefined;
}

interface Current {
  published: boolean;
  version: number;
}

/** The news item as it is now and its stream's version (0: written before the log). */
export async function currentNews(sql: Sql, id: number): Promise<Current> {
  const { rows } = await sql.query<{ published: boolean; version: number }>(
    `select a.published,
            (select coalesce(max(e.stream_version), 0)::int from events e where e.stream_id = $2) as version
       from articles a where a.id = $1 and a.kind = 'news'`,
    [id, newsStreamId(id)],
  );
  if (!rows[0]) throw new ShopError('ARTICLE_NOT_FOUND');
  return rows[0];
}

async function contentOf(sql: Sql, input: NewsInput): Promise<NewsContent> {
  const checked = checkArticle(input);
  const authorId = input.author_id ?? null;
  if (authorId !== null) {
    const { rows } = await sql.query('select 1 from authors where id = $1', [authorId]);
    if (rows.length === 0) throw new ShopError('AUTHOR_NOT_FOUND');
  }
  return { ...checked, authorId };
}

const event = (type: string, data: unknown, actor: StaffActor | undefined): NewEvent => ({
  type,
  data,
  metadata: staffMetadata(actor),
});

/** One transaction; another writer moving the stream first is CONFLICT, and nothing is kept. */
async function appending<T>(deps: NewsEditingDeps, work: (tx: Sql) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(work);
  } catch (error) {
    if (error instanceof StreamVersionConflictError) throw new ShopError('CONFLICT');
    throw error;
  }
}

/** Staff write a news item: published at once (spec §7 "News: POST create") unless asked as a draft. */
export async function createNews(
  deps: NewsEditingDeps,
  input: NewsInput,
  actor: StaffActor | undefined,
): Promise<number> {
  return appending(deps, async (tx) => {
    const content = await contentOf(tx, input);
    const { rows } = await tx.query<{ id: string }>(
      "select nextval(pg_get_serial_sequence('articles', 'id'))::text as id",
    );
    const id = Number(rows[0]!.id);
    const data = {
      ...content,
      published: input.published ?? true,
      publishedAt: deps.clock.now().toISOString(),
    };
    await deps.store.append(newsStreamId(id), 'no_stream', [event('NewsCreated', data, actor)], tx);
    return id;
  });
}

/**
 * Staff replace the text. With `expectedVersion` (the version the editor loaded) a save made on a
 * stale copy is CONFLICT instead of silently undoing a colleague's edit.
 */
export async function editNews(
  deps: NewsEditingDeps,
  id: number,
  input: NewsInput,
  expectedVersion: number | undefined,
  actor: StaffActor | undefined,
): Promise<void> {
  await appending(deps, async (tx) => {
    const now = await currentNews(tx, id);
    if (expectedVersion !== undefined && expectedVersion !== now.version) throw new ShopError('CONFLICT');
    const content = await contentOf(tx, input);
    const facts = [event('NewsEdited', content, actor)];
    // publishing with the save is the same fact as the publish button's, after the edit
    if (input.published !== undefined && input.published !== now.published) {
      facts.push(publication(deps, input.published, actor));
    }
    await deps.store.append(newsStreamId(id), now.version, facts, tx);
  });
}

const publication = (deps: NewsEditingDeps, published: boolean, actor: StaffActor | undefined) =>
  published
    ? event('NewsPublished', { publishedAt: deps.clock.now().toISOString() }, actor)
    : event('NewsUnpublished', {}, actor);

/**
 * Staff show it in the shop (dated now: a draft goes out as new) or take it out. Asking for the state
 * it is in writes nothing: a double click is not two facts in the log.
 */
export async function setNewsPublished(
  deps: NewsEditingDeps,
  id: number,
  published: boolean,
  actor: StaffActor | undefined,
): Promise<void> {
  await appending(deps, async (tx) => {
    const now = await currentNews(tx, id);
    if (now.published === published) return;
    await deps.store.append(newsStreamId(id), now.version, [publication(deps, published, actor)], tx);
  });
}

/** Staff remove it, its comments with it; the stream keeps its history and who deleted it. */
export async function deleteNews(
  deps: NewsEditingDeps,
  id: number,
  actor: StaffActor | undefined,
): Promise<void> {
  await appending(deps, async (tx) => {
    const now = await currentNews(tx, id);
    await deps.store.append(newsStreamId(id), now.version, [event('NewsDeleted', {}, actor)], tx);
  });
}
