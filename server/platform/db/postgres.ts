import pg from 'pg';
import { isStalePlan, MAX_PREPARED_STATEMENTS, PreparedStatements } from './prepared.ts';
import type { Database, QueryResult, Sql } from './types.ts';

pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openPostgres(
  connectionString: string,
  { poolSize = 10, preparedStatements = true }: { poolSize?: number; preparedStatements?: boolean } = {},
): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const prepared = new PreparedStatements(preparedStatements ? MAX_PREPARED_STATEMENTS : 0);
  // `inTransaction`: a refused statement has aborted the transaction, so it cannot be sent again there
  const asSql = (runner: pg.Pool | pg.PoolClient, inTransaction: boolean): Sql => ({
    async query<Row>(text: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
      const send = () => {
        const name = prepared.nameOf(text);
        const values = params as unknown[] | undefined;
        return runner.query(name === undefined ? { text, values } : { name, text, values });
      };
      let result: pg.QueryResult;
      try {
        result = await send();
      } catch (error) {
        if (!isStalePlan(error)) throw error;
        prepared.renew(text);
        if (inTransaction) throw error;
        result = await send();
      }
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(script: string) {
      // no parameters: the simple query protocol, which accepts several statements
      await runner.query(script);
    },
  });
  const sql = asSql(pool, false);
  const listeners = new Set<pg.Client>();
  return {
    kind: 'postgres',
    query: sql.query,
    exec: sql.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(asSql(client, true));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify, onLost) {
      // LISTEN holds its connection for good, so it gets its own client rather than a pool's
      const client = new pg.Client({ connectionString });
      let lost = false;
      const lose = () => {
        if (lost) return;
        lost = true;
        listeners.delete(client);
        onLost();
      };
      client.on('error', lose);
      client.on('end', lose);
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
      listeners.add(client);
      return {
        caughtUp: oneRoundTripAtATime(async () => {
          await client.query('select 1');
        }),
        async stop() {
          lost = true;
          listeners.delete(client);
          await client.end().catch(() => {});
        },
      };
    },
    ping: async () => {
      await pool.query('select 1');
    },
    async close() {
      await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
      listeners.clear();
      await pool.end();
    },
  };
}

/**
 * `caughtUp` of a listening connection: the server sends a listening session its pending
 * notifications before it answers a query, so an answered `select 1` sent after the call means every
 * notification committed before it has been handled. Every search asks, ten at a time under load;
 * queued on the one connection they hung it (requests waiting for good, in node-postgres 8, which
 * also warns against a query sent while one runs). So one round trip at a time: the callers that
 * come while one is out share the next, sent as soon as it answers (one sent before they called
 * would not do).
 */
export function oneRoundTripAtATime(roundTrip: () => Promise<void>): () => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  let next: Promise<void> | null = null;
  return () => {
    if (next) return next;
    const mine = last
      .catch(() => undefined)
      .then(() => {
        next = null;
        return roundTrip();
      });
    next = mine;
    last = mine;
    return mine;
  };
}
