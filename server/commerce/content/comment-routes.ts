import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import type { IdentityRequest } from '../shopper-identity.ts';
import { addComment, COMMENT_MAX_LENGTH, commentsOf, deleteComment, rateComment, reply } from './comments.ts';
import {
  body,
  type IdRequest,
  id,
  idParams,
  pagedQuery,
  readerOf,
  requireReader,
  withIdentity,
} from './http.ts';

const commentBody = body({ comment: { type: 'string', maxLength: COMMENT_MAX_LENGTH * 8 } }, ['comment']);
const replyBody = body({ reply_id: id, comment: { type: 'string', maxLength: COMMENT_MAX_LENGTH * 8 } }, [
  'reply_id',
  'comment',
]);
const ratingBody = body({ rating: { type: 'number' } }, ['rating']);

/** Comments on articles and news (spec §7): threads, replies, deleting one's own, rating others'. */
export const commentRoutes: FastifyPluginAsync<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  for (const kind of ['article', 'news'] as const) {
    const base = kind === 'article' ? '/api/v2/articles' : '/api/v2/news';

    app.get<IdRequest>(
      `${base}/:id/comments`,
      withIdentity({ params: idParams, querystring: pagedQuery }),
      async (request) =>
        commentsOf(
          db,
          kind,
          request.params.id,
          readerOf(request),
          request.query.page,
          request.query.per_page,
        ),
    );

    app.post<IdRequest<{ comment: string }>>(
      `${base}/:id/comments`,
      withIdentity({ params: idParams, body: commentBody }),
      async (request, answer) =>
        answer
          .status(201)
          .send(
            await addComment(
              db,
              kind,
              request.params.id,
              requireReader(request),
              request.body.comment,
              clock.now(),
            ),
          ),
    );
  }

  app.post<IdentityRequest & { Body: { reply_id: number; comment: string } }>(
    '/api/v2/comments',
    withIdentity({ body: replyBody }),
    async (request, answer) =>
      answer
        .status(201)
        .send(
          await reply(db, requireReader(request), request.body.reply_id, request.body.comment, clock.now()),
        ),
  );

  app.delete<IdRequest>(
    '/api/v2/comments/:id',
    withIdentity({ params: idParams }),
    async (request, answer) => {
      await deleteComment(db, request.params.id, { userId: requireReader(request) }, clock.now());
      return answer.status(204).send();
    },
  );

  app.put<IdRequest<{ rating: number }>>(
    '/api/v2/comments/:id/review',
    withIdentity({ params: idParams, body: ratingBody }),
    async (request) =>
      rateComment(db, requireReader(request), request.params.id, request.body.rating, clock.now()),
  );
};
