/** The slice of a SQL connection every module needs: parameterised queries ($1, $2 …). */
export interface Sql {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of several statements, no parameters (migrations). */
  exec(script: string): Promise<void>;
}

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

/** A database: PGlite embedded (default) or a PostgreSQL server (DATABASE_URL). Same SQL on both. */
export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * Calls onNotify with its payload for each NOTIFY on the channel (sent at commit, so never for a
   * rolled-back change); onLost when notifications may have been missed (the listening connection dropped).
   */
  listen(channel: string, onNotify: (payload: string) => void, onLost: () => void): Promise<Listener>;
  /** Cheap liveness probe for /health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface Listener {
  /**
   * Resolves once every notification of a transaction committed before the call was delivered
   * (a round trip on the listening connection; nothing on PGlite, where they come with the results).
   */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}
