import { createHash } from 'node:crypto';

/**
 * How many statement texts one process prepares. The shop's SQL is fixed text in the code (a few
 * hundred statements), but a statement built from its input (a list of n placeholders) makes a text
 * per shape: past this many, new texts run unprepared, so neither this process nor a server
 * connection holds an unbounded number.
 */
export const MAX_PREPARED_STATEMENTS = 2_000;

/**
 * Names for the statements sent to a PostgreSQL server, so each pooled connection parses and plans a
 * statement once and then only binds and executes it. Planning was most of the server's work: on a
 * product page 4.3 of ~5.6 ms (pg_stat_statements with track_planning; the product's query alone
 * 2.2 ms to plan, 0.8 ms to run), and every text was parsed again per call.
 *
 * A prepared statement outlives a schema change on its connection. PostgreSQL plans it again by
 * itself, except when its result's columns changed (a `select *` from a table that gained a column
 * in a rolling deploy): it then refuses it ("cached plan must not change result type"). `renew`
 * gives that text a new name, so every connection prepares it afresh.
 */
export class PreparedStatements {
  private readonly names = new Map<string, string>();
  private renewals = 0;

  constructor(private readonly max = MAX_PREPARED_STATEMENTS) {}

  /** The statement's name, or undefined when it is to run unprepared (over the limit). */
  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined || this.names.size >= this.max) return known;
    const name = baseName(text);
    this.names.set(text, name);
    return name;
  }

  /** A new name for a text whose prepared form the server refused as stale. */
  renew(text: string): void {
    if (!this.names.has(text)) return;
    this.renewals += 1;
    this.names.set(text, `${baseName(text)}_${this.renewals}`);
  }
}

/** 29 characters of the text's hash: well inside PostgreSQL's 63 for a name, renewals included. */
const baseName = (text: string) =>
  `shop_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;

/** The server's refusal of a prepared statement whose result columns changed since it was planned. */
export function isStalePlan(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === '0A000' &&
    typeof message === 'string' &&
    message.includes('cached plan must not change result type')
  );
}
