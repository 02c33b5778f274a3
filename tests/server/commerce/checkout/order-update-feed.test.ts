import { afterEach, describe, expect, it } from 'vitest';
import { OrderUpdateFeed } from '../../../../server/commerce/orders/order-updates.ts';
import type { Database, Listener } from '../../../../server/platform/db/index.ts';
import { createTestDatabase } from '../../../support/database.ts';

/**
 * The listener behind `orderUpdated`. The real database shows that committed status events arrive
 * and rolled-back ones never do; a scripted `listen` (a connection that drops or refuses, which
 * neither PGlite nor a healthy test server does on cue) shows the reconnect with backoff.
 */

let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

function recorder() {
  const events: string[] = [];
  let wake: (() => void) | undefined;
  const handlers = {
    updated: (number: string) => {
      events.push(`updated:${number}`);
      wake?.();
    },
    resync: () => {
      events.push('resync');
      wake?.();
    },
    failed: () => {
      events.push('failed');
      wake?.();
    },
  };
  const until = async (count: number) => {
    while (events.length < count) await new Promise<void>((resolve) => (wake = resolve));
  };
  return { events, handlers, until };
}

describe('OrderUpdateFeed', () => {
  it('hears committed order_updated notifications with the order number, never rolled-back ones', async () => {
    db = await createTestDatabase();
    const { events, handlers, until } = recorder();
    const feed = new OrderUpdateFeed(db, handlers);
    await feed.start();
    await db
      .transaction(async (tx) => {
        await tx.query(`select pg_notify('order_updated', 'R000000001')`);
        throw new Error('rolled back');
      })
      .catch(() => {});
    await db.transaction(async (tx) => {
      await tx.query(`select pg_notify('order_updated', 'R000000002')`);
    });
    await until(1);
    expect(events).toEqual(['updated:R000000002']);
    await feed.stop();
    expect(feed.listening).toBe(false);
  });

  it('reconnects with growing backoff after the connection drops, then asks for a resync', async () => {
    const attempts: { lose: () => void }[] = [];
    let refuse = 0;
    const scripted: Pick<Database, 'listen'> = {
      async listen(_channel, _onNotify, onLost) {
        if (refuse > 0) {
          refuse -= 1;
          throw new Error('connection refused');
        }
        attempts.push({ lose: onLost });
        const listener: Listener = { caughtUp: async () => {}, stop: async () => {} };
        return listener;
      },
    };
    const { events, handlers, until } = recorder();
    const feed = new OrderUpdateFeed(scripted, handlers, { initialBackoffMs: 1, maxBackoffMs: 4 });
    await feed.start();
    expect(feed.listening).toBe(true);

    refuse = 2;
    attempts[0]!.lose();
    attempts[0]!.lose(); // an 'error' then an 'end' on the same connection: one reconnect
    expect(feed.listening).toBe(false);
    await until(3);
    expect(events).toEqual(['failed', 'failed', 'resync']);
    expect(attempts).toHaveLength(2);
    expect(feed.listening).toBe(true);

    await feed.stop();
    attempts[1]!.lose(); // a loss reported while stopping starts nothing
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(attempts).toHaveLength(2);
  });
});
