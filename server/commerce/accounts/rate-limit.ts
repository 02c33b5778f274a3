import type { Clock } from '../../platform/clock.ts';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';

export interface Limit {
  /** What is counted: `code:identifier:99112233`, `code:ip:10.0.0.1`. */
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in the database, so every process sharing it enforces the same limits
 * (ASVS 6.6.3 / 2.4). One upsert per limit: the increment and the read are atomic, so concurrent
 * requests cannot all slip under the limit.
 */
export async function hit(sql: Sql, clock: Clock, limits: readonly Limit[]): Promise<void> {
  const now = clock.now().getTime();
  for (const limit of limits) {
    const windowMs = limit.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
    const { rows } = await sql.query<{ hits: number }>(
      `insert into rate_limits (key, window_start, hits) values ($1, $2, 1)
       on conflict (key, window_start) do update set hits = rate_limits.hits + 1
       returning hits`,
      [limit.key, windowStart],
    );
    if ((rows[0]?.hits ?? 0) > limit.max) {
      const retryAfter = Math.ceil((windowStart.getTime() + windowMs - now) / 1000);
      throw new ShopError('RATE_LIMITED', `Too many attempts; try again in ${retryAfter} s`, {
        retryAfter: [String(retryAfter)],
      });
    }
  }
}
