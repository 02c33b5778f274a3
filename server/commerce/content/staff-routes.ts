import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import type { Outbox } from '../accounts/outbox.ts';
import { staffGuard } from '../staff/auth.ts';
import { pageOf } from './articles.ts';
import { createAuthor, getAuthor } from './authors.ts';
import { deleteComment } from './comments.ts';
import { ContactForms } from './contact.ts';
import { authorBody, idParams, pageQuery } from './http.ts';

/**
 * The content side of the staff API (`/api/v2/admin/...`, behind the staff token): staff authors
 * made, any comment deleted, contact forms read. News are written in news-staff-routes.ts.
 */
export const contentStaffRoutes: FastifyPluginAsync<{
  db: Database;
  clock: Clock;
  outbox: Outbox;
  staffToken: string;
}> = async (app, { db, clock, outbox, staffToken }) => {
  app.addHook('onRequest', staffGuard(staffToken));
  const contact = new ContactForms(db, clock, outbox);
  app.post<{ Body: { name: string; bio?: string } }>(
    '/api/v2/admin/authors',
    { schema: { body: authorBody } },
    async (request, reply) =>
      reply.status(201).send(await getAuthor(db, await createAuthor(db, null, request.body, clock.now()))),
  );

  app.delete<{ Params: { id: number } }>(
    '/api/v2/admin/comments/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      await deleteComment(db, request.params.id, 'staff', clock.now());
      return reply.status(204).send();
    },
  );

  app.get<{ Querystring: { page: number; per_page: number } }>(
    '/api/v2/admin/contact_forms',
    { schema: { querystring: { type: 'object', properties: pageQuery } } },
    async (request) => {
      const { page, per_page } = request.query;
      const { items, total } = await contact.latest(page, per_page);
      return pageOf(items, page, per_page, total);
    },
  );
};
