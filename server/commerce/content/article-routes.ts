import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { acceptAvatarUploads, readAvatarFile } from '../accounts/avatar-http.ts';
import type { IdentityRequest } from '../shopper-identity.ts';
import {
  ARTICLE_LIMITS,
  type ArticleInput,
  type ArticleKind,
  articlesByIds,
  createArticle,
  getArticle,
  listArticles,
  pageOf,
  requireOwnArticle,
  tagInfo,
  tagsOf,
  updateArticle,
} from './articles.ts';
import { BOOKMARK_TYPES, type BookmarkType, bookmarksOf, setBookmark } from './bookmarks.ts';
import {
  articleBody,
  body,
  type IdRequest,
  id,
  idParams,
  type Paged,
  pagedQuery,
  pageQuery,
  readerOf,
  requireReader,
  withIdentity,
} from './http.ts';
import { ARTICLE_IMAGE_FIELD, saveArticleImage } from './images.ts';

const listQuery = {
  type: 'object',
  properties: {
    ...pageQuery,
    tag: { type: 'string', minLength: 1, maxLength: ARTICLE_LIMITS.tag * 4 },
    author_id: id,
    // the news search's ranked hits, in their order (the gateway asks the search service first)
    ids: { type: 'string', pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,49}$' },
  },
} as const;
const bookmarkBody = body({ id, type: { type: 'string', enum: [...BOOKMARK_TYPES], default: 'article' } }, [
  'id',
]);
const bookmarkQuery = {
  type: 'object',
  properties: { type: { type: 'string', enum: [...BOOKMARK_TYPES], default: 'article' } },
} as const;

type ListRequest = IdentityRequest & {
  Querystring: Paged & { tag?: string; author_id?: number; ids?: string };
};

/**
 * Articles and news to read (spec §7), a shopper's own articles to write, their images and the
 * reader's bookmarks. News are written by staff only (staff-routes.ts).
 */
export const articleRoutes: FastifyPluginAsync<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  for (const kind of ['article', 'news'] as const satisfies readonly ArticleKind[]) {
    const base = kind === 'article' ? '/api/v2/articles' : '/api/v2/news';

    app.get<ListRequest>(base, withIdentity({ querystring: listQuery }), async (request) => {
      const { page, per_page, tag, author_id, ids } = request.query;
      if (ids !== undefined) {
        const items = await articlesByIds(db, kind, ids.split(',').map(Number));
        return pageOf(items, 1, items.length || 1, items.length);
      }
      return listArticles(db, { kind, page, perPage: per_page, tag, authorId: author_id });
    });

    app.get<IdentityRequest>(`${base}/tags`, withIdentity(), async () => ({ tags: await tagsOf(db, kind) }));

    app.get<IdRequest>(`${base}/:id`, withIdentity({ params: idParams }), async (request) =>
      getArticle(db, kind, request.params.id, readerOf(request)),
    );
  }

  app.get<IdentityRequest & { Querystring: Paged }>(
    '/api/v2/articles/mine',
    withIdentity({ querystring: pagedQuery }),
    async (request) =>
      listArticles(db, {
        kind: 'article',
        page: request.query.page,
        perPage: request.query.per_page,
        userId: requireReader(request),
      }),
  );

  app.get<IdentityRequest & { Querystring: { tag: string } }>(
    '/api/v2/articles/tag_info',
    withIdentity({
      querystring: {
        type: 'object',
        required: ['tag'],
        properties: { tag: { type: 'string', minLength: 1, maxLength: 200 } },
      },
    }),
    async (request) => tagInfo(db, 'article', request.query.tag),
  );

  app.post<IdentityRequest & { Body: ArticleInput }>(
    '/api/v2/articles',
    withIdentity({ body: articleBody }),
    async (request, reply) => {
      const user = requireReader(request);
      const articleId = await createArticle({ db, clock }, 'article', { userId: user }, request.body);
      return reply.status(201).send(await getArticle(db, 'article', articleId, user));
    },
  );

  app.put<IdRequest<ArticleInput>>(
    '/api/v2/articles/:id',
    withIdentity({ params: idParams, body: articleBody }),
    async (request) => {
      const user = requireReader(request);
      await updateArticle({ db, clock }, user, request.params.id, request.body);
      return getArticle(db, 'article', request.params.id, user);
    },
  );

  await app.register(async (uploads) => {
    await acceptAvatarUploads(uploads);
    uploads.post<IdRequest>(
      '/api/v2/articles/:id/upload_image',
      withIdentity({ params: idParams }),
      async (request, reply) => {
        const user = requireReader(request);
        await requireOwnArticle(db, user, request.params.id);
        let bytes: Buffer;
        try {
          bytes = await readAvatarFile(request, ARTICLE_IMAGE_FIELD);
        } catch (error) {
          // the avatar reader's coded answers, worded for an article image
          if (error instanceof ShopError && error.shopCode === 'VALIDATION') {
            const reason = Object.values(error.fieldErrors ?? {})[0] ?? ['blank'];
            throw new ShopError('ARTICLE_IMAGE_INVALID', undefined, { image: reason });
          }
          throw error;
        }
        return reply
          .status(201)
          .send({ url: await saveArticleImage(db, request.params.id, bytes, clock.now()) });
      },
    );
  });

  app.get<IdentityRequest>('/api/v2/bookmarks', withIdentity(), async (request) => ({
    bookmarks: await bookmarksOf(db, requireReader(request)),
  }));

  app.post<IdentityRequest & { Body: { id: number; type: BookmarkType } }>(
    '/api/v2/bookmarks',
    withIdentity({ body: bookmarkBody }),
    async (request) => ({
      ids: await setBookmark(
        db,
        requireReader(request),
        request.body.type,
        request.body.id,
        true,
        clock.now(),
      ),
    }),
  );

  app.delete<IdentityRequest & { Params: { id: number }; Querystring: { type: BookmarkType } }>(
    '/api/v2/bookmarks/:id',
    withIdentity({ params: idParams, querystring: bookmarkQuery }),
    async (request) => ({
      ids: await setBookmark(
        db,
        requireReader(request),
        request.query.type,
        request.params.id,
        false,
        clock.now(),
      ),
    }),
  );
};
