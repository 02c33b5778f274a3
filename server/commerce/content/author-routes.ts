import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import type { IdentityRequest } from '../shopper-identity.ts';
import { pageOf } from './articles.ts';
import { createAuthor, getAuthor, listAuthors, setFollowing } from './authors.ts';
import {
  authorBody,
  type IdRequest,
  idParams,
  type Paged,
  pagedQuery,
  readerOf,
  requireReader,
  withIdentity,
} from './http.ts';

/** Authors (spec §7): the list, one author, a shopper's own author profile, following. */
export const authorRoutes: FastifyPluginAsync<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.get<IdentityRequest & { Querystring: Paged }>(
    '/api/v2/authors',
    withIdentity({ querystring: pagedQuery }),
    async (request) => {
      const { page, per_page } = request.query;
      const { items, total } = await listAuthors(db, readerOf(request), page, per_page);
      return pageOf(items, page, per_page, total);
    },
  );

  app.post<IdentityRequest & { Body: { name: string; bio?: string } }>(
    '/api/v2/authors',
    withIdentity({ body: authorBody }),
    async (request, reply) => {
      const user = requireReader(request);
      const authorId = await createAuthor(db, user, request.body, clock.now());
      return reply.status(201).send(await getAuthor(db, authorId, user));
    },
  );

  app.get<IdRequest>('/api/v2/authors/:id', withIdentity({ params: idParams }), async (request) =>
    getAuthor(db, request.params.id, readerOf(request)),
  );

  for (const [path, follow] of [
    ['follow', true],
    ['unfollow', false],
  ] as const) {
    app.put<IdRequest>(`/api/v2/authors/:id/${path}`, withIdentity({ params: idParams }), async (request) =>
      setFollowing(db, requireReader(request), request.params.id, follow, clock.now()),
    );
  }
};
