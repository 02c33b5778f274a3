/**
 * The log's followers see every committed event exactly once (#15), on a PostgreSQL server: the
 * cases need concurrent connections, which PGlite (one connection) cannot have. Runs in
 * `npm run test:pg` (vitest project server-pg).
 */
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/platform/db/index.ts';
import { drainFollower, EventStore, type Follower } from '../../../../server/platform/events/index.ts';
import { createTestDatabase } from '../../../support/database.ts';

let db: Database;
let store: EventStore;
beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('these cases need a PostgreSQL server: npm run test:pg');
  db = await createTestDatabase();
  store = new EventStore(db, []);
});
afterAll(() => db?.close());

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A follower that records the streams of the events it is handed. */
function recorder(types = ['Thing']) {
  const seen: string[] = [];
  const follower: Follower = {
    name: unique('test-follower'),
    types,
    startAt: 'beginning',
    async handle(_tx, events) {
      seen.push(...events.map((event) => event.streamId));
    },
  };
  return { follower, seen };
}

describe('a follower of the log', () => {
  it('waits for an append that took a lower position but commits later, and then reads it (held lock)', async () => {
    const { follower, seen } = recorder();
    await drainFollower(db, follower);
    const early = unique('early');
    const late = unique('late');
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let appended!: (position: number) => void;
    const earlyPosition = new Promise<number>((resolve) => {
      appended = resolve;
    });
    // a payment's transaction that appended its capture and is still waiting on a row lock
    const open = db.transaction(async (tx) => {
      const [event] = await store.append(early, 0, [{ type: 'Thing', data: {} }], tx);
      appended(event!.globalPosition);
      await released;
    });
    const lowerPosition = await earlyPosition;
    const [committed] = await store.append(late, 0, [{ type: 'Thing', data: {} }]);
    expect(committed!.globalPosition).toBeGreaterThan(lowerPosition);

    // reading by position would hand over `late` now and pass `early` over for good
    await drainFollower(db, follower);
    expect(seen).toEqual([]);

    release();
    await open;
    await drainFollower(db, follower);
    expect(seen.sort()).toEqual([early, late].sort());
    await drainFollower(db, follower);
    expect(seen).toHaveLength(2);
  });

  it('hands over every committed event exactly once, and no rolled-back one, under concurrent writers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.array(
            fc.record({
              events: fc.integer({ min: 1, max: 3 }),
              delayMs: fc.integer({ min: 0, max: 15 }),
              rollBack: fc.integer({ min: 1, max: 7 }).map((roll) => roll === 1),
            }),
            { minLength: 2, maxLength: 8 },
          ),
          { minLength: 8, maxLength: 8 },
        ),
        async (writers) => {
          // a type of this run's own, so earlier runs' events are not this follower's
          const type = unique('Thing');
          const { follower, seen } = recorder([type]);
          await drainFollower(db, follower);
          const committed: string[] = [];
          let writing = true;
          const followers = [0, 1].map(async () => {
            // two processes sharing the follower's checkpoint, draining while the writers write
            while (writing) {
              await drainFollower(db, follower, 5);
              await sleep(2);
            }
          });
          await Promise.all(
            writers.map(async (transactions, writer) => {
              for (const [index, transaction] of transactions.entries()) {
                const streamId = unique(`w${writer}-${index}`);
                const events = Array.from({ length: transaction.events }, () => ({
                  type,
                  data: {},
                }));
                await db
                  .transaction(async (tx) => {
                    await store.append(streamId, 0, events, tx);
                    await sleep(transaction.delayMs);
                    if (transaction.rollBack) throw new Error('rolled back');
                  })
                  .then(
                    () => committed.push(...events.map(() => streamId)),
                    (error: Error) => {
                      if (error.message !== 'rolled back') throw error;
                    },
                  );
              }
            }),
          );
          writing = false;
          await Promise.all(followers);
          await drainFollower(db, follower);
          expect(seen.sort()).toEqual(committed.sort());
        },
      ),
      { seed: 1124, numRuns: 4 },
    );
  });

  it('moves its checkpoint over events of other types too, so an idle follower reads nothing again', async () => {
    const { follower, seen } = recorder(['Wanted']);
    await drainFollower(db, follower);
    for (let i = 0; i < 30; i++) await store.append(unique('other'), 0, [{ type: 'Other', data: {} }]);
    await drainFollower(db, follower);
    const { rows } = await db.query<{ behind: number }>(
      `select count(*)::int as behind from events e, event_followers f
        where f.name = $1 and (e.transaction_id, e.global_position) > (f.transaction_id, f.global_position)`,
      [follower.name],
    );
    expect(rows[0]!.behind).toBe(0);
    expect(seen).toEqual([]);
  });
});
