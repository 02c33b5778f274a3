import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import type { EventStore } from '../../platform/events/index.ts';
import { staffGuard } from '../staff/auth.ts';
import { articleBody, id, idParams, pagedQuery } from './http.ts';
import {
  createNews,
  deleteNews,
  editNews,
  type NewsEditingDeps,
  type NewsInput,
  setNewsPublished,
} from './news-editing.ts';
import { staffNews, staffNewsList } from './news-staff-queries.ts';

// the article's shape (lengths are checked on the cleaned text: ARTICLE_INVALID names the field)
const newsBody = {
  ...articleBody,
  properties: {
    ...articleBody.properties,
    author_id: { anyOf: [id, { type: 'null' }] },
    published: { type: 'boolean' },
  },
} as const;
const editBody = {
  ...newsBody,
  properties: {
    ...newsBody.properties,
    /** The version the editor loaded: a save on a stale copy is a CONFLICT. */
    version: { type: 'integer', minimum: 0 },
  },
} as const;

type ById = { Params: { id: number } };

/**
 * The news editor's staff API (#18), content role: every news item (drafts too), write, edit,
 * publish, take out, delete; each change a fact in the log naming who made it (news-events.ts).
 */
export const newsStaffRoutes: FastifyPluginAsync<{
  db: Database;
  clock: Clock;
  store: EventStore;
  staffToken: string;
}> = async (app, { db, clock, store, staffToken }) => {
  app.addHook('onRequest', staffGuard(staffToken, 'content'));
  const deps: NewsEditingDeps = { db, clock, store };

  app.get<{ Querystring: { page: number; per_page: number } }>(
    '/api/v2/admin/news',
    { schema: { querystring: pagedQuery } },
    (request) => staffNewsList(db, request.query.page, request.query.per_page),
  );
  app.get<ById>('/api/v2/admin/news/:id', { schema: { params: idParams } }, (request) =>
    staffNews(db, request.params.id),
  );

  // Spec §7 names the path `POST /api/v2/news` ("News: GET list, tags; POST create"); the staff API's
  // own `/admin/news` is the same call. Both behind the staff guard: a shopper never writes news.
  for (const url of ['/api/v2/news', '/api/v2/admin/news']) {
    app.post<{ Body: NewsInput }>(url, { schema: { body: newsBody } }, async (request, reply) => {
      const created = await createNews(deps, request.body, request.staff);
      return reply.status(201).send(await staffNews(db, created));
    });
  }

  app.put<ById & { Body: NewsInput & { version?: number } }>(
    '/api/v2/admin/news/:id',
    { schema: { params: idParams, body: editBody } },
    async (request) => {
      const { version, ...input } = request.body;
      await editNews(deps, request.params.id, input, version, request.staff);
      return staffNews(db, request.params.id);
    },
  );
  for (const [action, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post<ById>(`/api/v2/admin/news/:id/${action}`, { schema: { params: idParams } }, async (request) => {
      await setNewsPublished(deps, request.params.id, published, request.staff);
      return staffNews(db, request.params.id);
    });
  }
  app.delete<ById>('/api/v2/admin/news/:id', { schema: { params: idParams } }, async (request, reply) => {
    await deleteNews(deps, request.params.id, request.staff);
    return reply.status(204).send();
  });
};
