import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { commerceEventStore } from '../event-store.ts';
import { releaseOrderTenders } from '../wallet/index.ts';
import { staffGuard, staffMetadata } from './auth.ts';
import { fulfilmentSteps, moveOrderOn } from './fulfilment.ts';
import { answerReturn } from './returns.ts';

export interface StaffRoutesOptions {
  db: Database;
  clock: Clock;
  /** `STAFF_TOKEN` (server/config.ts). */
  staffToken: string;
}

const acceptBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { reason: { type: 'string', minLength: 1, maxLength: 500 } },
} as const;
const refuseBody = {
  type: 'object',
  required: ['reason'],
  additionalProperties: false,
  properties: { reason: { type: 'string', minLength: 3, maxLength: 500 } },
} as const;

const params = {
  type: 'object',
  required: ['number'],
  properties: { number: { type: 'string', pattern: '^[A-Za-z0-9-]{1,40}$' } },
} as const;

const dispatchBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: {
    tracking_code: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' },
  },
} as const;

/**
 * The staff API (`/api/v2/admin/...`): an operator moves paid orders on. Behind the staff token, not
 * the OAuth client token. Each answer is the order as the shopper's order page shows it; the
 * shopper's live status (`orderUpdated`) and push notification follow from the appended events.
 */
export const staffRoutes: FastifyPluginAsync<StaffRoutesOptions> = async (app, { db, clock, staffToken }) => {
  app.addHook('onRequest', staffGuard(staffToken, 'fulfilment'));
  const deps = { db, clock, store: commerceEventStore(db), releaseTenders: releaseOrderTenders };
  for (const step of fulfilmentSteps) {
    app.post<{ Params: { number: string }; Body: { tracking_code?: string } | null }>(
      `/api/v2/admin/orders/:number/${step}`,
      { schema: { params, ...(step === 'dispatch' ? { body: dispatchBody } : {}) } },
      async (request) =>
        moveOrderOn(deps, request.params.number, step, {
          trackingCode: step === 'dispatch' ? request.body?.tracking_code : undefined,
          metadata: staffMetadata(request.staff),
        }),
    );
  }

  // Spec §9: the answer to a shopper's return request (server/commerce/staff/returns.ts).
  app.post<{ Params: { number: string }; Body: { reason?: string } | null }>(
    '/api/v2/admin/orders/:number/return/accept',
    { schema: { params, body: acceptBody } },
    async (request) =>
      answerReturn(
        deps,
        request.params.number,
        { accept: true, reason: request.body?.reason?.trim() },
        staffMetadata(request.staff),
      ),
  );
  app.post<{ Params: { number: string }; Body: { reason: string } }>(
    '/api/v2/admin/orders/:number/return/refuse',
    { schema: { params, body: refuseBody } },
    async (request) =>
      answerReturn(
        deps,
        request.params.number,
        { accept: false, reason: request.body.reason.trim() },
        staffMetadata(request.staff),
      ),
  );
};
