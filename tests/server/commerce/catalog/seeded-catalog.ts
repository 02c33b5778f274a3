import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import { fixedClock } from '../../../../server/platform/clock.ts';
import type { Database } from '../../../../server/platform/db/index.ts';
import type { EventStore } from '../../../../server/platform/events/index.ts';
import { seedDemoCatalog } from '../../../../server/seed/index.ts';
import { createTestDatabase } from '../../../support/database.ts';

export const NOW = '2026-06-15T09:00:00.000Z';

/** A fresh database holding the demo catalog, and an event store with the catalog projections. */
export async function seededCatalog(): Promise<{ db: Database; store: EventStore }> {
  const db = await createTestDatabase();
  const store = commerceEventStore(db);
  await seedDemoCatalog(db, { clock: fixedClock(NOW), store });
  return { db, store };
}
