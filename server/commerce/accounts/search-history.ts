import type { FastifyPluginAsync } from 'fastify';
import type { Database, Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';

/** Spec §9: search history max 10. */
export const SEARCH_HISTORY_SIZE = 10;
/** A text longer than this is a paste, not a search worth remembering (the gateway trims to 200). */
export const SEARCH_HISTORY_TEXT = 200;

/** As the browser's list folds it (web/src/search/recent-searches.ts): trimmed, one space, lower case. */
export function historyText(text: string): { key: string; text: string } | null {
  const trimmed = text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_HISTORY_TEXT);
  return trimmed ? { key: trimmed.toLowerCase(), text: trimmed } : null;
}

/**
 * A logged-in shopper's search history (spec §3 User): unique, newest first, 10 at most. Each change
 * locks the user's row first, so two searches at once cannot both keep an eleventh entry.
 */
export class SearchHistory {
  constructor(private readonly db: Database) {}

  async list(userId: number): Promise<string[]> {
    const { rows } = await this.db.query<{ text: string }>(
      'select text from search_history where user_id = $1 order by position desc limit $2',
      [userId, SEARCH_HISTORY_SIZE],
    );
    return rows.map((row) => row.text);
  }

  /** The text becomes the newest entry (moved up when it was there already). */
  async record(userId: number, text: string): Promise<string[]> {
    return this.add(userId, [text]);
  }

  /**
   * Texts, newest first, joined on top of the history (the browser's own list at login: those
   * searches were the latest on that device). Texts already there move up; blanks are skipped.
   */
  async add(userId: number, texts: readonly string[]): Promise<string[]> {
    const entries = texts.flatMap((text) => historyText(text) ?? []);
    await this.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      // oldest first, so the first text ends up with the highest position
      for (const entry of [...entries].reverse()) {
        await tx.query(
          `insert into search_history (user_id, key, text) values ($1, $2, $3)
           on conflict (user_id, key) do update
             set text = excluded.text,
                 position = nextval(pg_get_serial_sequence('search_history', 'position'))`,
          [userId, entry.key, entry.text],
        );
      }
      await tx.query(
        `delete from search_history
          where user_id = $1
            and key not in (select key from search_history where user_id = $1
                             order by position desc limit $2)`,
        [userId, SEARCH_HISTORY_SIZE],
      );
    });
    return this.list(userId);
  }

  async clear(userId: number): Promise<void> {
    await this.db.query('delete from search_history where user_id = $1', [userId]);
  }
}

async function lockUser(tx: Sql, userId: number): Promise<void> {
  const { rows } = await tx.query('select 1 from users where id = $1 for update', [userId]);
  if (rows.length === 0) throw new ShopError('LOGIN_REQUIRED');
}

const userHeaders = {
  type: 'object',
  required: ['x-shop-user-id'],
  // set by the gateway after it resolved the session cookie (as on the order routes)
  properties: { 'x-shop-user-id': { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
} as const;

const textsBody = {
  type: 'object',
  required: ['texts'],
  additionalProperties: false,
  properties: {
    texts: {
      type: 'array',
      // the browser keeps 10 as well; a few more are tolerated, not stored
      maxItems: 2 * SEARCH_HISTORY_SIZE,
      items: { type: 'string', maxLength: 1000 },
    },
  },
} as const;

type UserRequest = { Headers: { 'x-shop-user-id': string } };
const userOf = (request: { headers: { 'x-shop-user-id': string } }) =>
  Number(request.headers['x-shop-user-id']);

/**
 * `GET /api/v2/users/search_history`, `POST` (texts on top: a search, or the browser's list at login)
 * and `DELETE` (clear), for the user the gateway names.
 */
export const searchHistoryRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const history = new SearchHistory(db);
  const path = '/api/v2/users/search_history';
  app.get<UserRequest>(path, { schema: { headers: userHeaders } }, async (request) => ({
    texts: await history.list(userOf(request)),
  }));
  app.post<UserRequest & { Body: { texts: string[] } }>(
    path,
    { schema: { headers: userHeaders, body: textsBody } },
    async (request) => ({ texts: await history.add(userOf(request), request.body.texts) }),
  );
  app.delete<UserRequest>(path, { schema: { headers: userHeaders } }, async (request) => {
    await history.clear(userOf(request));
    return { texts: [] };
  });
};
