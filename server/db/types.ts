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
  /** Cheap liveness probe for /health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
