import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { commerceEventStore } from '../event-store.ts';
import type { OrderDeps } from '../orders/command-runner.ts';
import { staffGuard, staffMetadata } from '../staff/auth.ts';
import { MAX_HIDE_REASON } from './events.ts';
import { type ModerationKind, moderate, moderationKinds, recentForModeration } from './moderation.ts';

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: [...moderationKinds] },
    hidden: { type: 'boolean' },
    page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;
const targetParams = {
  type: 'object',
  required: ['kind', 'id'],
  properties: {
    kind: { type: 'string', enum: [...moderationKinds] },
    id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' },
  },
} as const;
const reasonBody = {
  type: 'object',
  required: ['reason'],
  additionalProperties: false,
  properties: { reason: { type: 'string', maxLength: MAX_HIDE_REASON * 4 } },
} as const;

type TargetRequest = { Params: { kind: ModerationKind; id: string }; Body: { reason: string } };

/**
 * Staff moderation (#17), behind a staff session with the content role: the newest reviews (of
 * products and vendors) and comments, and hiding or showing one with a reason kept in the log.
 */
export const moderationStaffRoutes: FastifyPluginAsync<{
  db: Database;
  clock: Clock;
  staffToken: string;
}> = async (app, { db, clock, staffToken }) => {
  const deps: OrderDeps = { db, clock, store: commerceEventStore(db) };
  app.addHook('onRequest', staffGuard(staffToken, 'content'));

  app.get<{ Querystring: { kind?: ModerationKind; hidden?: boolean; page: number; per_page: number } }>(
    '/api/v2/admin/moderation',
    { schema: { querystring: listQuery } },
    async (request) => {
      const { kind, hidden, page, per_page } = request.query;
      const { items, total } = await recentForModeration(db, { kind, hidden, page, perPage: per_page });
      return { items, total, page, per_page, more: page * per_page < total };
    },
  );

  for (const [action, hide] of [
    ['hide', true],
    ['unhide', false],
  ] as const) {
    app.post<TargetRequest>(
      `/api/v2/admin/moderation/:kind/:id/${action}`,
      { schema: { params: targetParams, body: reasonBody } },
      async (request) =>
        moderate(deps, request.params, hide, request.body.reason, staffMetadata(request.staff)),
    );
  }
};
