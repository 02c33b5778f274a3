import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Database, QueryResult, Sql } from './types.ts';

// int8 (bigserial positions, count(*)) as numbers, as the pg driver is configured too; positions stay
// far below 2^53.
const parsers = { [types.INT8]: (value: string) => Number(value) };

/**
 * Only pg_trgm and unaccent: with `cube` loaded beside pg_trgm the trigram operators return nothing in
 * PGlite (STACK.md), so geo uses built-in geometric types instead.
 */
export const PGLITE_OPTIONS = { extensions: { pg_trgm, unaccent }, parsers };

export async function openPglite(dataDir: string | undefined): Promise<Database & { raw: PGlite }> {
  const pg = await PGlite.create(dataDir ?? 'memory://', PGLITE_OPTIONS);
  return wrapPglite(pg);
}

export function wrapPglite(pg: PGlite): Database & { raw: PGlite } {
  const asSql = (runner: Pick<PGlite, 'query' | 'exec'>): Sql => ({
    async query<Row>(text: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
      const result = await runner.query<Row>(text, params as unknown[] | undefined);
      // PGlite reports affectedRows 0 for a SELECT; pg's rowCount counts returned rows there.
      return { rows: result.rows, rowCount: result.rows.length || (result.affectedRows ?? 0) };
    },
    async exec(script: string) {
      await runner.exec(script);
    },
  });
  const sql = asSql(pg);
  return {
    kind: 'pglite',
    raw: pg,
    query: sql.query,
    exec: sql.exec,
    transaction: (fn) => pg.transaction((tx) => fn(asSql(tx))),
    // one connection: a notification arrives with the result of the statement that committed it
    async listen(channel, onNotify) {
      const unlisten = await pg.listen(channel, (payload) => onNotify(payload));
      return { caughtUp: async () => {}, stop: () => unlisten() };
    },
    ping: async () => {
      await pg.query('select 1');
    },
    close: () => pg.close(),
  };
}
