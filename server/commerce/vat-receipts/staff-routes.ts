import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { commerceEventStore } from '../event-store.ts';
import { staffGuard, staffMetadata } from '../staff/auth.ts';
import { recordIssued } from './issuing.ts';
import { refuseUnlessUnconfirmed, sendAgain, unconfirmedReceipts } from './unconfirmed.ts';

const params = {
  type: 'object',
  required: ['number'],
  properties: { number: { type: 'string', pattern: '^[A-Za-z0-9-]{1,40}$' } },
} as const;

const checkedBody = {
  type: 'object',
  additionalProperties: false,
  required: ['found'],
  properties: {
    /** Whether the operator found the receipt in ebarimt. */
    found: { type: 'boolean' },
    receipt_number: { type: 'string', pattern: '^[0-9]{1,40}$' },
    lottery_code: { type: ['string', 'null'], pattern: '^[A-Z]{2} ?[0-9]{8}$' },
    issued_at: { type: 'string', format: 'date-time' },
  },
} as const;

interface CheckedBody {
  found: boolean;
  receipt_number?: string;
  lottery_code?: string | null;
  issued_at?: string;
}

/**
 * The operator's side of VAT receipts sent with no answer (server/commerce/vat-receipts/unconfirmed.ts),
 * behind the staff token:
 * - `GET /api/v2/admin/vat-receipts/unconfirmed`: the receipts to check in ebarimt;
 * - `POST /api/v2/admin/orders/:number/vat-receipt/checked`: `{ found: true, receipt_number, … }`
 *   records the receipt found (`VatReceiptIssued`, nothing sent); `{ found: false }` sends it again.
 * A receipt not waiting for a check is refused (ORDER_TRANSITION_REFUSED) and nothing changes.
 */
export const vatReceiptStaffRoutes: FastifyPluginAsync<{
  db: Database;
  clock: Clock;
  staffToken: string;
}> = async (app, { db, clock, staffToken }) => {
  app.addHook('onRequest', staffGuard(staffToken, 'fulfilment'));
  const deps = { db, clock, store: commerceEventStore(db) };

  app.get('/api/v2/admin/vat-receipts/unconfirmed', async () => ({
    receipts: await unconfirmedReceipts(db),
  }));

  app.post<{ Params: { number: string }; Body: CheckedBody }>(
    '/api/v2/admin/orders/:number/vat-receipt/checked',
    { schema: { params, body: checkedBody } },
    async (request) => {
      const { number } = request.params;
      const { body } = request;
      if (!body.found) {
        await sendAgain(deps, number);
        return { order_number: number, state: 'pending' };
      }
      if (!body.receipt_number) {
        throw new ShopError('VALIDATION', 'A receipt found in ebarimt needs its receipt_number');
      }
      const recorded = await recordIssued(
        deps,
        number,
        {
          type: 'VatReceiptIssued',
          receiptNumber: body.receipt_number,
          lotteryCode: body.lottery_code ?? null,
          issuedAt: body.issued_at ?? clock.now().toISOString(),
        },
        ['needs_check'],
        staffMetadata(request.staff),
      );
      if (!recorded) await refuseUnlessUnconfirmed(db, number);
      return { order_number: number, state: 'issued' };
    },
  );
};
