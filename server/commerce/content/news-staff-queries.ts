import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { type ContentPage, pageOf } from './articles.ts';
import { newsStreamId } from './news-events.ts';

/** A line of the back office's news list: drafts and items taken out too. */
export interface StaffNewsSummaryDto {
  id: number;
  kind: 'news';
  title: string;
  tags: string[];
  published: boolean;
  published_at: string;
  updated_at: string;
  updated_by: string | null;
  author: { id: number; name: string } | null;
}

export interface NewsHistoryEntry {
  version: number;
  /** NewsCreated, NewsEdited, NewsPublished, NewsUnpublished. */
  type: string;
  at: string;
  by: string;
}

/** One news item as the editor opens it: the text as stored, its state, version and history. */
export interface StaffNewsDto extends StaffNewsSummaryDto {
  summary: string;
  body_html: string;
  image_url: string | null;
  version: number;
  history: NewsHistoryEntry[];
}

interface Row {
  id: number;
  title: string;
  tags: string[];
  published: boolean;
  published_at: Date;
  updated_at: Date;
  updated_by: string | null;
  author_id: number | null;
  author_name: string | null;
  summary?: string;
  body_html?: string;
  image_path?: string | null;
}

const SELECT = `select a.id, a.title, a.tags, a.published, a.published_at, a.updated_at, a.updated_by,
    a.author_id, au.name as author_name
  from articles a left join authors au on au.id = a.author_id`;

const summaryOf = (row: Row): StaffNewsSummaryDto => ({
  id: row.id,
  kind: 'news',
  title: row.title,
  tags: row.tags,
  published: row.published,
  published_at: new Date(row.published_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
  updated_by: row.updated_by,
  author: row.author_id === null ? null : { id: row.author_id, name: row.author_name ?? '' },
});

/** Every news item, newest first (by publication date, a draft by when it was written), paged. */
export async function staffNewsList(
  sql: Sql,
  page: number,
  perPage: number,
): Promise<ContentPage<StaffNewsSummaryDto>> {
  const { rows: count } = await sql.query<{ n: number }>(
    "select count(*)::int as n from articles where kind = 'news'",
  );
  const { rows } = await sql.query<Row>(
    `${SELECT} where a.kind = 'news' order by a.published_at desc, a.id desc limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  return pageOf(rows.map(summaryOf), page, perPage, count[0]?.n ?? 0);
}

export async function newsHistory(sql: Sql, id: number): Promise<NewsHistoryEntry[]> {
  const { rows } = await sql.query<{ version: number; type: string; at: Date; by: string | null }>(
    `select stream_version as version, type, recorded_at as at, metadata->>'staffName' as by
       from events where stream_id = $1 order by stream_version`,
    [newsStreamId(id)],
  );
  return rows.map((entry) => ({
    version: entry.version,
    type: entry.type,
    at: new Date(entry.at).toISOString(),
    by: entry.by ?? 'staff',
  }));
}

export async function staffNews(sql: Sql, id: number): Promise<StaffNewsDto> {
  const { rows } = await sql.query<Row>(
    `${SELECT.replace('a.updated_by,', 'a.updated_by, a.summary, a.body_html, a.image_path,')}
      where a.id = $1 and a.kind = 'news'`,
    [id],
  );
  const row = rows[0];
  if (!row) throw new ShopError('ARTICLE_NOT_FOUND');
  const history = await newsHistory(sql, id);
  return {
    ...summaryOf(row),
    summary: row.summary ?? '',
    body_html: row.body_html ?? '',
    image_url: row.image_path ?? null,
    version: history.at(-1)?.version ?? 0,
    history,
  };
}
