import { catalogProjections } from '../../../../server/commerce/catalog/projections.ts';
import { fixedClock } from '../../../../server/platform/clock.ts';
import type { Database } from '../../../../server/platform/db/index.ts';
import { EventStore } from '../../../../server/platform/events/index.ts';
import { seedDemoCatalog } from '../../../../server/seed/index.ts';
import { createTestDatabase } from '../../../support/database.ts';

export const NOW = '2026-06-15T09:00:00.000Z';

/** A fresh database holding the demo catalog, and an event store with the catalog projections. */
export async function seededCatalog(): Promise<{ db: Database; store: EventStore }> {
  const db = await createTestDatabase();
  const store = new EventStore(db, catalogProjections);
  await seedDemoCatalog(db, { clock: fixedClock(NOW), store });
  return { db, store };
}
