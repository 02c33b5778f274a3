import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { type ArticleSummaryDto, articlesByIds } from './articles.ts';

/** Spec §7 `POST /bookmarks` (`id`, `type`, default `article`): what a shopper may bookmark. */
export const BOOKMARK_TYPES = ['article', 'news'] as const;
export type BookmarkType = (typeof BOOKMARK_TYPES)[number];
/** Enough for a reading list; more is a sign of a script, not a reader. */
export const MAX_BOOKMARKS = 500;

export interface BookmarkDto {
  id: number;
  type: BookmarkType;
  created_at: string;
  article: ArticleSummaryDto;
}

/** The shopper's bookmarks, newest first, each with the article it names (gone ones left out). */
export async function bookmarksOf(db: Sql, userId: number): Promise<BookmarkDto[]> {
  const { rows } = await db.query<{ type: BookmarkType; target_id: number; created_at: Date }>(
    'select type, target_id, created_at from bookmarks where user_id = $1 order by created_at desc, target_id desc',
    [userId],
  );
  const out: BookmarkDto[] = [];
  for (const type of BOOKMARK_TYPES) {
    const ofType = rows.filter((row) => row.type === type);
    const articles = new Map(
      (
        await articlesByIds(
          db,
          type,
          ofType.map((row) => row.target_id),
        )
      ).map((a) => [a.id, a]),
    );
    for (const row of ofType) {
      const article = articles.get(row.target_id);
      if (article)
        out.push({ id: row.target_id, type, created_at: new Date(row.created_at).toISOString(), article });
    }
  }
  return out.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/** Spec §4 "Bookmark toggle adds or removes an id": both idempotent; the answer is the ids now kept. */
export async function setBookmark(
  db: Sql,
  userId: number,
  type: BookmarkType,
  id: number,
  bookmarked: boolean,
  now: Date,
): Promise<{ type: BookmarkType; id: number }[]> {
  if (bookmarked) {
    const { rows } = await db.query('select 1 from articles where id = $1 and kind = $2 and published', [
      id,
      type,
    ]);
    if (rows.length === 0) throw new ShopError('ARTICLE_NOT_FOUND');
    const { rows: count } = await db.query<{ n: number }>(
      'select count(*)::int as n from bookmarks where user_id = $1',
      [userId],
    );
    if ((count[0]?.n ?? 0) >= MAX_BOOKMARKS)
      throw new ShopError('VALIDATION', 'Too many bookmarks', { id: ['limit'] });
    await db.query(
      'insert into bookmarks (user_id, type, target_id, created_at) values ($1, $2, $3, $4) on conflict do nothing',
      [userId, type, id, now],
    );
  } else {
    await db.query('delete from bookmarks where user_id = $1 and type = $2 and target_id = $3', [
      userId,
      type,
      id,
    ]);
  }
  return bookmarkIds(db, userId);
}

export async function bookmarkIds(db: Sql, userId: number): Promise<{ type: BookmarkType; id: number }[]> {
  const { rows } = await db.query<{ type: BookmarkType; id: number }>(
    'select type, target_id as id from bookmarks where user_id = $1 order by created_at desc, target_id desc',
    [userId],
  );
  return rows;
}
