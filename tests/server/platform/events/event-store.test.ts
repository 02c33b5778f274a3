import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Sql } from '../../../../server/platform/db/index.ts';
import {
  EventStore,
  type Projection,
  type RecordedEvent,
  readStreams,
  StreamVersionConflictError,
} from '../../../../server/platform/events/index.ts';
import { createTestDatabase } from '../../../support/database.ts';

/** A small read model: per account, the balance and the number of movements. */
const balances: Projection = {
  name: 'test-balances',
  handles: ['Deposited', 'Withdrawn'],
  async apply(tx: Sql, events: readonly RecordedEvent[]) {
    for (const event of events) {
      const amount = (event.data as { amount: number }).amount * (event.type === 'Withdrawn' ? -1 : 1);
      await tx.query(
        `insert into test_balances (account, balance, movements) values ($1, $2, 1)
         on conflict (account) do update
           set balance = test_balances.balance + excluded.balance, movements = test_balances.movements + 1`,
        [event.streamId, amount],
      );
    }
  },
  async reset(tx: Sql) {
    await tx.query('delete from test_balances');
  },
};

let db: Database;
let store: EventStore;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(
    `create table test_balances (account text primary key, balance integer not null, movements integer not null)`,
  );
  store = new EventStore(db, [balances]);
});
afterAll(async () => db.close());
beforeEach(async () => {
  await db.exec('delete from events; delete from test_balances;');
});

const readModel = async () =>
  (await db.query('select account, balance, movements from test_balances order by account')).rows;

describe('event store', () => {
  it('appends with versions 1..n and reads the stream back in order', async () => {
    await store.append('account-a', 'no_stream', [
      { type: 'Deposited', data: { amount: 100 }, metadata: { actor: 'test' } },
      { type: 'Withdrawn', data: { amount: 30 } },
    ]);
    await store.append('account-a', 2, [{ type: 'Deposited', data: { amount: 5 } }]);
    const events = await store.readStream('account-a');
    expect(events.map((event) => [event.streamVersion, event.type, event.data])).toEqual([
      [1, 'Deposited', { amount: 100 }],
      [2, 'Withdrawn', { amount: 30 }],
      [3, 'Deposited', { amount: 5 }],
    ]);
    expect(events[0]!.metadata).toEqual({ actor: 'test' });
    expect(await store.readStream('account-a', 2)).toHaveLength(1);
  });

  it('refuses an append at a stale version, keeping nothing of it', async () => {
    await store.append('account-b', 'no_stream', [{ type: 'Deposited', data: { amount: 10 } }]);
    await expect(
      store.append('account-b', 0, [{ type: 'Deposited', data: { amount: 1 } }]),
    ).rejects.toBeInstanceOf(StreamVersionConflictError);
    await expect(
      store.append('account-b', 'no_stream', [{ type: 'Deposited', data: { amount: 1 } }]),
    ).rejects.toMatchObject({
      code: 'SHOP_ERR_CONFLICT',
      statusCode: 409,
    });
    expect(await store.readStream('account-b')).toHaveLength(1);
    expect(await readModel()).toEqual([{ account: 'account-b', balance: 10, movements: 1 }]);
  });

  it('lets exactly one of two racing writers at the same version win', async () => {
    await store.append('account-c', 'no_stream', [{ type: 'Deposited', data: { amount: 1 } }]);
    const results = await Promise.allSettled([
      store.append('account-c', 1, [{ type: 'Deposited', data: { amount: 2 } }]),
      store.append('account-c', 1, [{ type: 'Deposited', data: { amount: 3 } }]),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((result) => result.status === 'rejected');
    expect((rejected as PromiseRejectedResult).reason).toBeInstanceOf(StreamVersionConflictError);
    expect((await store.readStream('account-c')).map((event) => event.streamVersion)).toEqual([1, 2]);
  });

  it('rolls the append back when a projection fails', async () => {
    const failing: Projection = {
      name: 'failing',
      handles: ['Deposited'],
      apply: async () => {
        throw new Error('projection bug');
      },
      reset: async () => {},
    };
    const strict = new EventStore(db, [balances, failing]);
    await expect(
      strict.append('account-d', 'no_stream', [{ type: 'Deposited', data: { amount: 1 } }]),
    ).rejects.toThrow('projection bug');
    expect(await store.readStream('account-d')).toEqual([]);
    expect(await readModel()).toEqual([]);
  });

  it('reads everything after a global position, optionally by type', async () => {
    await store.append('x', 'no_stream', [{ type: 'Deposited', data: { amount: 1 } }]);
    await store.append('y', 'no_stream', [{ type: 'Withdrawn', data: { amount: 1 } }]);
    await store.append('x', 1, [{ type: 'Deposited', data: { amount: 2 } }]);
    const all = await store.readAll(0);
    expect(all.map((event) => event.streamId)).toEqual(['x', 'y', 'x']);
    const positions = all.map((event) => event.globalPosition);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect((await store.readAll(all[0]!.globalPosition)).map((event) => event.streamId)).toEqual(['y', 'x']);
    expect(await store.readAll(0, 10, ['Withdrawn'])).toHaveLength(1);
  });

  it('appends to many new streams at once and conflicts if any exists', async () => {
    await store.appendMany([
      { streamId: 'm-1', expectedVersion: 'no_stream', events: [{ type: 'Deposited', data: { amount: 1 } }] },
      { streamId: 'm-2', expectedVersion: 'no_stream', events: [{ type: 'Deposited', data: { amount: 2 } }] },
    ]);
    await expect(
      store.appendMany([
        {
          streamId: 'm-3',
          expectedVersion: 'no_stream',
          events: [{ type: 'Deposited', data: { amount: 3 } }],
        },
        {
          streamId: 'm-1',
          expectedVersion: 'no_stream',
          events: [{ type: 'Deposited', data: { amount: 3 } }],
        },
      ]),
    ).rejects.toBeInstanceOf(StreamVersionConflictError);
    expect(await store.readStream('m-3')).toEqual([]);
  });

  it('keeps the inline projection equal to a rebuild from the log, for random histories', async () => {
    const command = fc.record({
      account: fc.constantFrom('acc-1', 'acc-2', 'acc-3'),
      type: fc.constantFrom('Deposited', 'Withdrawn'),
      amount: fc.integer({ min: 1, max: 1_000 }),
      stale: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 25 }), async (commands) => {
        await db.exec('delete from events; delete from test_balances;');
        for (const { account, type, amount, stale } of commands) {
          const version = (await store.readStream(account)).length;
          // a stale writer must be refused and leave no trace in log or read model
          await store
            .append(account, stale ? version + 1 : version, [{ type, data: { amount } }])
            .catch((error) => expect(error).toBeInstanceOf(StreamVersionConflictError));
        }
        const inline = await readModel();
        await store.rebuild(balances);
        expect(await readModel()).toEqual(inline);
      }),
      { numRuns: 25, seed: 20261122 },
    );
  });
});

describe('readStreams', () => {
  it('reads several streams in version order, each after its own known version, inside a transaction', async () => {
    await db.exec('delete from events; delete from test_balances;');
    await store.append('r-1', 'no_stream', [
      { type: 'Deposited', data: { amount: 1 } },
      { type: 'Deposited', data: { amount: 2 } },
    ]);
    await store.append('r-2', 'no_stream', [{ type: 'Withdrawn', data: { amount: 3 } }]);
    const all = await readStreams(db, ['r-2', 'r-1', 'missing']);
    expect(all.map((event) => [event.streamId, event.streamVersion])).toEqual([
      ['r-1', 1],
      ['r-1', 2],
      ['r-2', 1],
    ]);
    const after = await readStreams(db, ['r-1', 'r-2'], [1, 1]);
    expect(after.map((event) => [event.streamId, event.streamVersion])).toEqual([['r-1', 2]]);
    const seenInside = await db.transaction(async (tx) => {
      await store.append('r-2', 1, [{ type: 'Deposited', data: { amount: 4 } }], tx);
      return (await readStreams(tx, ['r-2'], [1])).map((event) => event.streamVersion);
    });
    expect(seenInside).toEqual([2]);
  });
});
