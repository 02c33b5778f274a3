import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { ArticleKind, ContentPage } from './articles.ts';
import { pageOf } from './articles.ts';
import { DISPLAY_NAME_SQL } from './authors.ts';
import { textOf } from './sanitize.ts';

/** Spec-less but needed: a comment is a few paragraphs at most. */
export const COMMENT_MAX_LENGTH = 2000;

export interface CommentDto {
  id: number;
  article_id: number;
  /** The comment this one answers; null at the top of a thread. */
  reply_id: number | null;
  author_name: string;
  /** Null once deleted or hidden by staff (its replies stay, under a mark). */
  comment: string | null;
  deleted: boolean;
  /** Hidden by a moderator (#17): the text is withheld, the thread kept. */
  hidden: boolean;
  created_at: string;
  rating: { average: number; count: number; mine: number | null };
  /** The logged-in reader wrote it (may delete it). */
  mine: boolean;
}

interface CommentRow {
  id: number;
  article_id: number;
  parent_id: number | null;
  user_id: number | null;
  author_name: string;
  body: string;
  deleted_at: Date | null;
  hidden_at: Date | null;
  created_at: Date;
  rating_average: number | null;
  ratings_count: number;
  my_rating: number | null;
}

const SELECT = `select c.id, c.article_id, c.parent_id, c.user_id, c.body, c.deleted_at, c.hidden_at, c.created_at,
    coalesce(c.author_name, (select ${DISPLAY_NAME_SQL} from users u where u.id = c.user_id), 'Уншигч #' || c.user_id)
      as author_name,
    (select avg(r.rating)::float from comment_ratings r where r.comment_id = c.id) as rating_average,
    (select count(*)::int from comment_ratings r where r.comment_id = c.id) as ratings_count,
    (select r.rating from comment_ratings r where r.comment_id = c.id and r.user_id = $1) as my_rating
  from comments c`;

function dtoOf(row: CommentRow, readerId: number | undefined): CommentDto {
  const deleted = row.deleted_at !== null;
  const hidden = !deleted && row.hidden_at !== null;
  return {
    id: row.id,
    article_id: row.article_id,
    reply_id: row.parent_id,
    author_name: deleted || hidden ? '' : row.author_name,
    comment: deleted || hidden ? null : row.body,
    deleted,
    hidden,
    created_at: new Date(row.created_at).toISOString(),
    rating: {
      average: row.rating_average === null ? 0 : Math.round(row.rating_average * 10) / 10,
      count: row.ratings_count,
      mine: row.my_rating,
    },
    mine: !deleted && readerId !== undefined && row.user_id === readerId,
  };
}

/**
 * The comment's text as kept: plain text, every tag removed (and script or style content with it),
 * so a comment can never carry markup; empty or longer than 2000 characters is COMMENT_INVALID.
 */
export function checkComment(comment: string): string {
  const text = textOf(comment);
  if (!text) throw new ShopError('COMMENT_INVALID', undefined, { comment: ['blank'] });
  if (text.length > COMMENT_MAX_LENGTH)
    throw new ShopError('COMMENT_INVALID', undefined, { comment: ['too_long'] });
  return text;
}

async function requireArticle(db: Sql, kind: ArticleKind, articleId: number): Promise<void> {
  const { rows } = await db.query('select 1 from articles where id = $1 and kind = $2 and published', [
    articleId,
    kind,
  ]);
  if (rows.length === 0) throw new ShopError('ARTICLE_NOT_FOUND');
}

/**
 * A page of threads: the top-level comments, oldest first, each followed by every reply under it
 * (at any depth), so a thread is never split across pages.
 */
export async function commentsOf(
  db: Sql,
  kind: ArticleKind,
  articleId: number,
  readerId: number | undefined,
  page: number,
  perPage: number,
): Promise<ContentPage<CommentDto>> {
  await requireArticle(db, kind, articleId);
  const { rows: count } = await db.query<{ n: number }>(
    'select count(*)::int as n from comments where article_id = $1 and parent_id is null',
    [articleId],
  );
  const { rows } = await db.query<CommentRow>(
    `with recursive top as (
       select id from comments where article_id = $2 and parent_id is null order by id limit $3 offset $4
     ), thread as (
       select id from top
       union all
       select c.id from comments c join thread t on c.parent_id = t.id
     )
     ${SELECT} where c.id in (select id from thread) order by c.id`,
    [readerId ?? 0, articleId, perPage, (page - 1) * perPage],
  );
  return pageOf(
    rows.map((row) => dtoOf(row, readerId)),
    page,
    perPage,
    count[0]?.n ?? 0,
  );
}

export async function commentById(db: Sql, id: number, readerId?: number): Promise<CommentDto> {
  const { rows } = await db.query<CommentRow>(`${SELECT} where c.id = $2`, [readerId ?? 0, id]);
  const row = rows[0];
  if (!row) throw new ShopError('COMMENT_NOT_FOUND');
  return dtoOf(row, readerId);
}

export async function addComment(
  db: Sql,
  kind: ArticleKind,
  articleId: number,
  userId: number,
  comment: string,
  now: Date,
): Promise<CommentDto> {
  const text = checkComment(comment);
  await requireArticle(db, kind, articleId);
  const { rows } = await db.query<{ id: number }>(
    'insert into comments (article_id, user_id, body, created_at) values ($1, $2, $3, $4) returning id',
    [articleId, userId, text, now],
  );
  return commentById(db, (rows[0] as { id: number }).id, userId);
}

/** `POST /comments` (`reply_id`, `comment`): an answer in the thread of an existing, live comment. */
export async function reply(db: Sql, userId: number, replyId: number, comment: string, now: Date) {
  const text = checkComment(comment);
  const { rows: parents } = await db.query<{ article_id: number }>(
    'select article_id from comments where id = $1 and deleted_at is null and hidden_at is null',
    [replyId],
  );
  const parent = parents[0];
  if (!parent)
    throw new ShopError('COMMENT_NOT_FOUND', 'The comment you answer does not exist', {
      reply_id: ['not_found'],
    });
  const { rows } = await db.query<{ id: number }>(
    `insert into comments (article_id, parent_id, user_id, body, created_at) values ($1, $2, $3, $4, $5)
     returning id`,
    [parent.article_id, replyId, userId, text, now],
  );
  return commentById(db, (rows[0] as { id: number }).id, userId);
}

/**
 * `DELETE /comments/{id}`: by its author (or staff, `by: 'staff'`). The row stays with its text
 * cleared, so the replies under it keep their thread; who deleted it is recorded.
 */
export async function deleteComment(
  db: Sql,
  id: number,
  by: { userId: number } | 'staff',
  now: Date,
): Promise<void> {
  const { rows } = await db.query<{ user_id: number | null; deleted_at: Date | null }>(
    'select user_id, deleted_at from comments where id = $1',
    [id],
  );
  const row = rows[0];
  if (!row || row.deleted_at !== null) throw new ShopError('COMMENT_NOT_FOUND');
  if (by !== 'staff' && row.user_id !== by.userId) throw new ShopError('COMMENT_NOT_YOURS');
  await db.query(`update comments set body = '', deleted_at = $2, deleted_by = $3 where id = $1`, [
    id,
    now,
    by === 'staff' ? 'staff' : `user:${by.userId}`,
  ]);
}

/** `PUT /comments/{id}/review` (`rating` 1–5): the reader's rating of a comment, replaced on change. */
export async function rateComment(db: Sql, userId: number, id: number, rating: number, now: Date) {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
    throw new ShopError('COMMENT_RATING_INVALID', undefined, { rating: ['range'] });
  }
  const { rows } = await db.query(
    'select 1 from comments where id = $1 and deleted_at is null and hidden_at is null',
    [id],
  );
  if (rows.length === 0) throw new ShopError('COMMENT_NOT_FOUND');
  await db.query(
    `insert into comment_ratings (comment_id, user_id, rating, rated_at) values ($1, $2, $3, $4)
     on conflict (comment_id, user_id) do update set rating = excluded.rating, rated_at = excluded.rated_at`,
    [id, userId, rating, now],
  );
  return commentById(db, id, userId);
}
