/**
 * PostgreSQL's own count of the work a benchmark did (hot-paths.ts): statements and rows from
 * pg_stat_statements, over the whole database, whichever process sent them.
 */
import pg from 'pg';

/** The bench database's counters: pg_stat_statements' calls and rows, or else its transactions. */
export type Counters = { calls: number; rows: number } | { transactions: number };

/**
 * PostgreSQL's own count of the work a row did. pg_stat_statements counts every statement at once;
 * without it (not in shared_preload_libraries) pg_stat_database's transactions stand in, which
 * backends report a while after the fact (PostgreSQL 15: within 10 s of going idle), hence a wait
 * before each of those readings.
 */
export class DatabaseMeter {
  private constructor(
    private readonly client: pg.Client,
    private readonly statements: boolean,
  ) {}

  static async open(url: string): Promise<DatabaseMeter> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('create extension if not exists pg_stat_statements');
      await client.query('select count(*) from pg_stat_statements');
      return new DatabaseMeter(client, true);
    } catch (error) {
      console.log(`pg_stat_statements: ${(error as Error).message}; counting transactions instead`);
      return new DatabaseMeter(client, false);
    }
  }

  async read(): Promise<Counters> {
    if (this.statements) {
      const { rows } = await this.client.query<{ calls: string; rows: string }>(
        `select coalesce(sum(calls), 0) as calls, coalesce(sum(rows), 0) as rows from pg_stat_statements
          where dbid = (select oid from pg_database where datname = current_database())`,
      );
      return { calls: Number(rows[0]!.calls), rows: Number(rows[0]!.rows) };
    }
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const { rows } = await this.client.query<{ transactions: string }>(
      `select xact_commit + xact_rollback as transactions from pg_stat_database
        where datname = current_database()`,
    );
    return { transactions: Number(rows[0]!.transactions) };
  }

  /** The server process of this meter's connection (cpu-meter.ts finds its postmaster from it). */
  async backendPid(): Promise<number> {
    const { rows } = await this.client.query<{ pid: number }>('select pg_backend_pid() as pid');
    return rows[0]!.pid;
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

/** Per request, one decimal: the figures of a row from its counters before and after. */
export function perRequest(before: Counters, after: Counters, requests: number) {
  const per = (from: number, to: number) =>
    requests ? Math.round(((to - from) / requests) * 10) / 10 : null;
  if ('calls' in before && 'calls' in after)
    return { 'statements/req': per(before.calls, after.calls), 'rows/req': per(before.rows, after.rows) };
  if ('transactions' in before && 'transactions' in after)
    return { 'transactions/req': per(before.transactions, after.transactions) };
  return {};
}
