import pg from 'pg';
import type { Database, QueryResult, Sql } from './types.ts';

pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openPostgres(connectionString: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const asSql = (runner: pg.Pool | pg.PoolClient): Sql => ({
    async query<Row>(text: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
      const result = await runner.query(text, params as unknown[] | undefined);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(script: string) {
      // no parameters: the simple query protocol, which accepts several statements
      await runner.query(script);
    },
  });
  const sql = asSql(pool);
  const listeners = new Set<pg.Client>();
  return {
    kind: 'postgres',
    query: sql.query,
    exec: sql.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(asSql(client));
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
        // the server sends a listening session its pending notifications before it answers a query
        caughtUp: async () => {
          await client.query('select 1');
        },
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
