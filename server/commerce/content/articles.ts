import type { Clock } from '../../platform/clock.ts';
import type { Database, Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { authorOfUser } from './authors.ts';
import { sanitizeArticleHtml, textOf } from './sanitize.ts';

export type ArticleKind = 'article' | 'news';

/** Limits of what an article holds: a title is a line, a body is a long read, a few tags. */
export const ARTICLE_LIMITS = { title: 200, summary: 500, bodyHtml: 100_000, tags: 10, tag: 40 } as const;
/** Spec §4 lists: pages of this many unless asked otherwise. */
export const CONTENT_PER_PAGE = 12;
export const CONTENT_MAX_PER_PAGE = 50;

export interface ArticleSummaryDto {
  id: number;
  kind: ArticleKind;
  title: string;
  summary: string;
  tags: string[];
  image_url: string | null;
  published_at: string;
  author: { id: number; name: string } | null;
  comments_count: number;
}

export interface ArticleDto extends ArticleSummaryDto {
  body_html: string;
  updated_at: string;
  /** The logged-in reader wrote it (may edit it). */
  mine: boolean;
}

export interface ContentPage<T> {
  items: T[];
  page: number;
  per_page: number;
  total_count: number;
  total_pages: number;
}

export interface ArticleInput {
  title: string;
  summary?: string | undefined;
  body_html: string;
  tags?: string[] | undefined;
  image_url?: string | undefined;
}

interface ArticleRow {
  id: number;
  kind: ArticleKind;
  title: string;
  summary: string;
  tags: string[];
  image_path: string | null;
  published_at: Date;
  updated_at: Date;
  author_id: number | null;
  author_name: string | null;
  author_user_id: number | null;
  comments_count: number;
  body_html?: string;
}

const SELECT = `select a.id, a.kind, a.title, a.summary, a.tags, a.image_path, a.published_at, a.updated_at,
    a.author_id, au.name as author_name, au.user_id as author_user_id,
    (select count(*)::int from comments c where c.article_id = a.id and c.deleted_at is null) as comments_count
  from articles a left join authors au on au.id = a.author_id`;

function summaryOf(row: ArticleRow): ArticleSummaryDto {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    tags: row.tags,
    image_url: row.image_path,
    published_at: new Date(row.published_at).toISOString(),
    author: row.author_id === null ? null : { id: row.author_id, name: row.author_name ?? '' },
    comments_count: row.comments_count,
  };
}

export function pageOf<T>(items: T[], page: number, perPage: number, total: number): ContentPage<T> {
  return { items, page, per_page: perPage, total_count: total, total_pages: Math.ceil(total / perPage) };
}

/** A tag as stored: trimmed, one space, lower case (`Принтер ` and `принтер` are one tag). */
export function normalizeTag(tag: string): string {
  return tag.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Every field checked before anything is written, all problems at once (ARTICLE_INVALID with the
 * fields); the body is sanitised here, so what is stored is already safe to render.
 */
export function checkArticle(input: ArticleInput): {
  title: string;
  summary: string;
  bodyHtml: string;
  bodyText: string;
  tags: string[];
  imagePath: string | null;
} {
  const errors: Record<string, string[]> = {};
  const title = textOf(input.title);
  if (!title) errors.title = ['blank'];
  else if (title.length > ARTICLE_LIMITS.title) errors.title = ['too_long'];
  const bodyHtml =
    input.body_html.length > ARTICLE_LIMITS.bodyHtml ? '' : sanitizeArticleHtml(input.body_html);
  const bodyText = textOf(bodyHtml);
  if (input.body_html.length > ARTICLE_LIMITS.bodyHtml) errors.body_html = ['too_long'];
  else if (!bodyText && !/<img /.test(bodyHtml)) errors.body_html = ['blank'];
  const tags = [...new Set((input.tags ?? []).map(normalizeTag).filter(Boolean))];
  if (tags.length > ARTICLE_LIMITS.tags || tags.some((tag) => tag.length > ARTICLE_LIMITS.tag)) {
    errors.tags = ['invalid'];
  }
  const image = input.image_url?.trim() || null;
  if (image && !/^(https:\/\/[^/\\]|\/images\/articles\/\d+\/[\w-]{32}$)/.test(image))
    errors.image_url = ['invalid'];
  if (Object.keys(errors).length > 0) throw new ShopError('ARTICLE_INVALID', undefined, errors);
  const summary = textOf(input.summary ?? '').slice(0, ARTICLE_LIMITS.summary) || bodyText.slice(0, 200);
  return { title, summary, bodyHtml, bodyText, tags, imagePath: image };
}

export interface ListQuery {
  kind: ArticleKind;
  page: number;
  perPage: number;
  tag?: string | undefined;
  authorId?: number | undefined;
  userId?: number | undefined;
}

export async function listArticles(db: Sql, query: ListQuery): Promise<ContentPage<ArticleSummaryDto>> {
  // a draft or a news item taken out of the shop is the back office's alone (news-editing.ts)
  const where = ['a.kind = $1', 'a.published'];
  const params: unknown[] = [query.kind];
  if (query.tag) {
    params.push(normalizeTag(query.tag));
    where.push(`$${params.length} = any(a.tags)`);
  }
  if (query.authorId !== undefined) {
    params.push(query.authorId);
    where.push(`a.author_id = $${params.length}`);
  }
  if (query.userId !== undefined) {
    params.push(query.userId);
    where.push(`au.user_id = $${params.length}`);
  }
  const filter = where.join(' and ');
  const { rows: count } = await db.query<{ n: number }>(
    `select count(*)::int as n from articles a left join authors au on au.id = a.author_id where ${filter}`,
    params,
  );
  const { rows } = await db.query<ArticleRow>(
    `${SELECT} where ${filter} order by a.published_at desc, a.id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, query.perPage, (query.page - 1) * query.perPage],
  );
  return pageOf(rows.map(summaryOf), query.page, query.perPage, count[0]?.n ?? 0);
}

/** Articles by id in the given order (the news search's ranked hits), unknown ids left out. */
export async function articlesByIds(
  db: Sql,
  kind: ArticleKind,
  ids: readonly number[],
): Promise<ArticleSummaryDto[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<ArticleRow>(
    `${SELECT} where a.kind = $1 and a.published and a.id = any($2::int[])`,
    [kind, ids],
  );
  const byId = new Map(rows.map((row) => [row.id, summaryOf(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function getArticle(
  db: Sql,
  kind: ArticleKind,
  id: number,
  readerId?: number,
): Promise<ArticleDto> {
  const { rows } = await db.query<ArticleRow>(
    `${SELECT.replace('a.updated_at,', 'a.updated_at, a.body_html,')}
    where a.id = $1 and a.kind = $2 and a.published`,
    [id, kind],
  );
  const row = rows[0];
  if (!row) throw new ShopError('ARTICLE_NOT_FOUND');
  return {
    ...summaryOf(row),
    body_html: row.body_html ?? '',
    updated_at: new Date(row.updated_at).toISOString(),
    mine: readerId !== undefined && row.author_user_id === readerId,
  };
}

/** Article tags with how many articles carry each, most used first (`GET /articles/tags`). */
export async function tagsOf(db: Sql, kind: ArticleKind): Promise<{ name: string; count: number }[]> {
  const { rows } = await db.query<{ name: string; count: number }>(
    `select tag as name, count(*)::int as count from articles, unnest(tags) as tag
     where kind = $1 and published group by tag order by count desc, tag limit 100`,
    [kind],
  );
  return rows;
}

/** `GET /articles/tag_info?tag=`: one tag's count and newest article date, or ARTICLE_NOT_FOUND. */
export async function tagInfo(db: Sql, kind: ArticleKind, tag: string) {
  const name = normalizeTag(tag);
  const { rows } = await db.query<{ count: number; latest: Date | null }>(
    'select count(*)::int as count, max(published_at) as latest from articles where kind = $1 and published and $2 = any(tags)',
    [kind, name],
  );
  const row = rows[0];
  if (!row || row.count === 0) throw new ShopError('ARTICLE_NOT_FOUND', 'No article has this tag');
  return { name, count: row.count, latest_published_at: new Date(row.latest as Date).toISOString() };
}

export interface ArticleWriter {
  db: Database;
  clock: Clock;
}

/** `POST /articles` (a shopper, as their author profile, made on first use) or staff news. */
export async function createArticle(
  { db, clock }: ArticleWriter,
  kind: ArticleKind,
  writer: { userId: number } | { authorId: number | null },
  input: ArticleInput,
): Promise<number> {
  const checked = checkArticle(input);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const authorId = 'userId' in writer ? (await authorOfUser(tx, writer.userId, now)).id : writer.authorId;
    if (authorId !== null && !('userId' in writer)) {
      const { rows } = await tx.query('select 1 from authors where id = $1', [authorId]);
      if (rows.length === 0) throw new ShopError('AUTHOR_NOT_FOUND');
    }
    const { rows } = await tx.query<{ id: number }>(
      `insert into articles (kind, author_id, title, summary, body_html, body_text, tags, image_path, published_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) returning id`,
      [
        kind,
        authorId,
        checked.title,
        checked.summary,
        checked.bodyHtml,
        checked.bodyText,
        checked.tags,
        checked.imagePath,
        now,
      ],
    );
    return (rows[0] as { id: number }).id;
  });
}

/** `PUT /articles/{id}`: only its author's shopper; the whole text is checked and sanitised again. */
export async function updateArticle(
  { db, clock }: ArticleWriter,
  userId: number,
  id: number,
  input: ArticleInput,
): Promise<void> {
  const checked = checkArticle(input);
  await requireOwnArticle(db, userId, id);
  await db.query(
    `update articles set title = $2, summary = $3, body_html = $4, body_text = $5, tags = $6,
       image_path = coalesce($7, image_path), updated_at = $8 where id = $1`,
    [
      id,
      checked.title,
      checked.summary,
      checked.bodyHtml,
      checked.bodyText,
      checked.tags,
      checked.imagePath,
      clock.now(),
    ],
  );
}

export async function requireOwnArticle(db: Sql, userId: number, id: number): Promise<void> {
  const { rows } = await db.query<{ user_id: number | null }>(
    `select au.user_id from articles a left join authors au on au.id = a.author_id
     where a.id = $1 and a.kind = 'article'`,
    [id],
  );
  const row = rows[0];
  if (!row) throw new ShopError('ARTICLE_NOT_FOUND');
  if (row.user_id !== userId) throw new ShopError('ARTICLE_NOT_YOURS');
}
