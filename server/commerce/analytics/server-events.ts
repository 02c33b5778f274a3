import { randomUUID } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Sql } from '../../platform/db/index.ts';
import { commerceEventStore } from '../event-store.ts';
import { ANALYTICS_EVENT, type AnalyticsEventName } from './routes.ts';

/**
 * An analytics event the server itself knows happened (spec §7), recorded in the caller's transaction
 * so it exists exactly when the fact does: `sign_up` is written with the new account, never by a
 * browser that may have blocked the tag manager or left before its queue was flushed.
 */
export async function recordServerEvent(
  deps: { db: Database; clock: Clock },
  tx: Sql,
  name: AnalyticsEventName,
  params: Record<string, unknown>,
): Promise<void> {
  await commerceEventStore(deps.db).append(
    `analytics-${randomUUID()}`,
    'no_stream',
    [
      {
        type: ANALYTICS_EVENT,
        data: { name, params: { currency: 'MNT', ...params } },
        metadata: { at: deps.clock.now().toISOString(), source: 'server' },
      },
    ],
    tx,
  );
}
