import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../server/app.ts';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import { CONFIRM_TIMEOUT_MS } from '../../../../server/commerce/payments/confirm-attempts.ts';
import { payByCard } from '../../../../server/commerce/payments/payment-commands.ts';
import type { PaymentProvider } from '../../../../server/commerce/payments/provider.ts';
import type { SandboxProvider } from '../../../../server/commerce/payments/sandbox-provider.ts';
import { loadConfig } from '../../../../server/config.ts';
import { fixedClock } from '../../../../server/platform/clock.ts';
import { openDatabase } from '../../../../server/platform/db/index.ts';
import { seedDemoCatalog } from '../../../../server/seed/index.ts';
import { throwawayServerDatabase } from '../../../support/database.ts';
import { TEST_NOW, type TestShop, testShopOf } from '../../../support/shop.ts';
import { cards, cartOf, newKey, orderEvents, paidTotal, placeCart } from './payment-support.ts';
import { jobContext, workProviderJobs } from './provider-job-support.ts';

/**
 * The sandbox keeps its ledger in the database, as a provider keeps its records: a process that
 * charged a card and died before recording it is recovered by the next process, whose `retrieve`
 * finds the charge, instead of abandoning a paid attempt. Two app instances on one data directory
 * (PGlite) or one database (npm run test:pg), the first closed before the second opens.
 */
const clock = fixedClock(TEST_NOW);
let dataDir: string;
let serverDatabase: { url: string; drop(): Promise<void> } | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shop-restart-'));
  if (process.env.DATABASE_URL) serverDatabase = await throwawayServerDatabase(process.env.DATABASE_URL);
});
afterAll(async () => {
  await serverDatabase?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** One app instance on the shared data; its own scheduler stays out of the way. */
async function openShop(): Promise<TestShop> {
  const config = await loadConfig({ DATA_DIR: dataDir, PAYMENT_JOBS_INTERVAL_MS: '3600000' });
  const db = await openDatabase(serverDatabase ? { databaseUrl: serverDatabase.url } : { dataDir });
  const store = commerceEventStore(db);
  const app = await buildApp({ config, db, clock });
  await app.ready();
  return testShopOf({ app, db, config, clock, store }, () => app.close());
}

describe('the sandbox ledger across a restart', () => {
  it('recovery in a new process finds the capture the old one made but never recorded', async () => {
    const before = await openShop();
    await seedDemoCatalog(before.db, { clock, store: before.store });
    const cart = await cartOf(before, await before.token());
    const { total } = await placeCart(before, cart.number);
    const started = await cart.rest('POST', `/api/v2/orders/${cart.number}/payments`, {
      headers: { ...cart.shopper.headers, 'idempotency-key': newKey() },
      body: { payment_method: 'card' },
    });
    const paymentId = (started.body as { id: string }).id;
    const context = jobContext(before);
    const sandbox = context.provider as SandboxProvider;
    const dying: PaymentProvider = Object.create(sandbox, {
      confirm: {
        value: async (...args: Parameters<PaymentProvider['confirm']>) => {
          await sandbox.confirm(...args);
          throw new Error('the process died before recording the answer');
        },
      },
    });
    await expect(
      payByCard(
        { ...context, provider: dying },
        { orderToken: cart.shopper.headers['x-order-token'] },
        { paymentId, card: { number: cards.ok, expiry: '12/30', cvc: '123', holder: null }, saveCard: false },
        newKey(),
      ),
    ).rejects.toThrow(/process died/);
    await before.close();

    const after = await openShop();
    try {
      clock.advance(CONFIRM_TIMEOUT_MS);
      const restarted = jobContext(after);
      expect(await (restarted.provider as SandboxProvider).chargesOf(paymentId)).toBe(1);
      await workProviderJobs(after, restarted);
      const attempts = await after.db.query('select state from payment_attempts where payment_id = $1', [
        paymentId,
      ]);
      expect(attempts.rows).toEqual([{ state: 'CAPTURED' }]);
      expect(await orderEvents(after, cart.number, 'PaymentCaptured')).toEqual([
        { amount: total, method: 'card', paymentId },
      ]);
      expect(await paidTotal(after, cart.number)).toBe(total);
      expect(await (restarted.provider as SandboxProvider).chargesOf(paymentId)).toBe(1);
    } finally {
      await after.close();
    }
    // two embedded databases opened from disk, each migrated: far slower than the in-memory clones
  }, 180_000);
});
