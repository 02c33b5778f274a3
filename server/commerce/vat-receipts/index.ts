import fp from 'fastify-plugin';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { runPeriodically } from '../../platform/scheduling/periodic.ts';
import { commerceEventStore } from '../event-store.ts';
import { VatReceiptConfigError, type VatReceiptsConfig } from './config.ts';
import { issueDueVatReceipts, type VatReceiptDeps } from './issuing.ts';
import { PosApiVatReceiptSender } from './posapi-sender.ts';
import { SandboxVatReceiptSender } from './sandbox-sender.ts';
import type { VatReceiptSender } from './sender.ts';

/** VAT receipts (spec §9): queued on delivery, sent by a scheduler through the e-receipt sender. */
export { issueDueVatReceipts, queueVatReceipt, VAT_RECEIPT_WINDOW_MS } from './issuing.ts';
export type { VatReceiptSender } from './sender.ts';

export function vatReceiptSender(
  config: VatReceiptsConfig,
  db: Database,
  clock: Clock,
  production: boolean,
): VatReceiptSender {
  if (config.posapi) return new PosApiVatReceiptSender(config.posapi);
  if (production && !config.sandboxAllowed) {
    throw new VatReceiptConfigError(
      'NODE_ENV=production issues real VAT receipts: set VAT_RECEIPT_SENDER=posapi, or ' +
        'VAT_RECEIPT_SANDBOX_ALLOWED=true for a demo shop',
    );
  }
  return new SandboxVatReceiptSender(db, clock);
}

export interface VatReceiptIssuingOptions {
  db: Database;
  clock: Clock;
  config: VatReceiptsConfig;
  production: boolean;
  /** Tests give their own; otherwise from the config. */
  sender?: VatReceiptSender;
}

/** Runs `issueDueVatReceipts` every `intervalMs` while the app is up; a failed pass is logged, not fatal. */
export const vatReceiptIssuing = fp<VatReceiptIssuingOptions>(
  async (app, { db, clock, config, production, sender }) => {
    const deps: VatReceiptDeps = {
      db,
      clock,
      store: commerceEventStore(db),
      sender: sender ?? vatReceiptSender(config, db, clock, production),
    };
    runPeriodically(app, {
      intervalMs: config.intervalMs,
      failure: 'VAT receipt pass failed',
      pass: async () => {
        const { issued, postponed, unconfirmed } = await issueDueVatReceipts(deps);
        if (issued.length > 0) app.log.info({ orders: issued }, 'VAT receipts issued');
        if (postponed.length > 0) app.log.warn({ postponed }, 'VAT receipts postponed');
        // not sent again by the scheduler: GET /api/v2/admin/vat-receipts/unconfirmed lists them
        if (unconfirmed.length > 0) {
          app.log.warn(
            { unconfirmed },
            'VAT receipts sent with no answer: check ebarimt before sending again',
          );
        }
      },
    });
  },
  { name: 'vat-receipt-issuing' },
);
