import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { textOf } from './sanitize.ts';

export interface AuthorDto {
  id: number;
  name: string;
  bio: string;
  articles_count: number;
  followers_count: number;
  /** The logged-in reader follows this author. */
  followed: boolean;
}

export const AUTHOR_LIMITS = { name: 80, bio: 1000 } as const;

/** A shopper's display name: their first name, else "Уншигч" and their number (never a phone or e-mail). */
export const DISPLAY_NAME_SQL = `coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), 'Уншигч #' || u.id)`;

const SELECT = `select au.id, au.name, au.bio,
    (select count(*)::int from articles a where a.author_id = au.id and a.published) as articles_count,
    (select count(*)::int from author_follows f where f.author_id = au.id) as followers_count,
    exists(select 1 from author_follows f where f.author_id = au.id and f.user_id = $1) as followed
  from authors au`;

export async function listAuthors(db: Sql, readerId: number | undefined, page: number, perPage: number) {
  const { rows: count } = await db.query<{ n: number }>('select count(*)::int as n from authors');
  const { rows } = await db.query<AuthorDto>(`${SELECT} order by au.id limit $2 offset $3`, [
    readerId ?? 0,
    perPage,
    (page - 1) * perPage,
  ]);
  return { items: rows, total: count[0]?.n ?? 0 };
}

export async function getAuthor(db: Sql, id: number, readerId?: number): Promise<AuthorDto> {
  const { rows } = await db.query<AuthorDto>(`${SELECT} where au.id = $2`, [readerId ?? 0, id]);
  const row = rows[0];
  if (!row) throw new ShopError('AUTHOR_NOT_FOUND');
  return row;
}

function checkAuthor(input: { name: string; bio?: string | undefined }) {
  const name = textOf(input.name);
  const bio = textOf(input.bio ?? '');
  const errors: Record<string, string[]> = {};
  if (!name) errors.name = ['blank'];
  else if (name.length > AUTHOR_LIMITS.name) errors.name = ['too_long'];
  if (bio.length > AUTHOR_LIMITS.bio) errors.bio = ['too_long'];
  if (Object.keys(errors).length > 0) throw new ShopError('VALIDATION', 'Check the marked fields', errors);
  return { name, bio };
}

/** `POST /authors`: a shopper's own author profile (one each); staff authors have no shopper. */
export async function createAuthor(
  db: Sql,
  userId: number | null,
  input: { name: string; bio?: string | undefined },
  now: Date,
): Promise<number> {
  const { name, bio } = checkAuthor(input);
  try {
    const { rows } = await db.query<{ id: number }>(
      'insert into authors (user_id, name, bio, created_at) values ($1, $2, $3, $4) returning id',
      [userId, name, bio, now],
    );
    return (rows[0] as { id: number }).id;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new ShopError('AUTHOR_EXISTS');
    throw error;
  }
}

/** The shopper's author profile, made from their name on their first article. */
export async function authorOfUser(tx: Sql, userId: number, now: Date): Promise<{ id: number }> {
  const { rows } = await tx.query<{ id: number }>('select id from authors where user_id = $1', [userId]);
  if (rows[0]) return rows[0];
  const { rows: made } = await tx.query<{ id: number }>(
    `insert into authors (user_id, name, created_at)
     select $1, coalesce((select ${DISPLAY_NAME_SQL} from users u where u.id = $1), 'Уншигч #' || $1), $2
     on conflict (user_id) do update set user_id = excluded.user_id
     returning id`,
    [userId, now],
  );
  return made[0] as { id: number };
}

/** `PUT /authors/{id}/follow` and `/unfollow`: idempotent; the answer is the author as now followed. */
export async function setFollowing(db: Sql, userId: number, authorId: number, follow: boolean, now: Date) {
  await getAuthor(db, authorId);
  if (follow) {
    await db.query(
      'insert into author_follows (author_id, user_id, created_at) values ($1, $2, $3) on conflict do nothing',
      [authorId, userId, now],
    );
  } else {
    await db.query('delete from author_follows where author_id = $1 and user_id = $2', [authorId, userId]);
  }
  return getAuthor(db, authorId, userId);
}
