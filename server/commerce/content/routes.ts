import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { acceptAvatarUploads, readAvatarFile } from '../accounts/avatar-http.ts';
import { clientIp } from '../accounts/http.ts';
import type { Outbox } from '../accounts/outbox.ts';
import { type IdentityRequest, identityHeaders } from '../shopper-identity.ts';
import {
  ARTICLE_LIMITS,
  type ArticleInput,
  type ArticleKind,
  articlesByIds,
  CONTENT_MAX_PER_PAGE,
  CONTENT_PER_PAGE,
  createArticle,
  getArticle,
  listArticles,
  pageOf,
  requireOwnArticle,
  tagInfo,
  tagsOf,
  updateArticle,
} from './articles.ts';
import { AUTHOR_LIMITS, createAuthor, getAuthor, listAuthors, setFollowing } from './authors.ts';
import { BOOKMARK_TYPES, type BookmarkType, bookmarksOf, setBookmark } from './bookmarks.ts';
import { addComment, COMMENT_MAX_LENGTH, commentsOf, deleteComment, rateComment, reply } from './comments.ts';
import { CONTACT_LIMITS, ContactForms, type ContactInput } from './contact.ts';
import { ARTICLE_IMAGE_FIELD, saveArticleImage } from './images.ts';
import { Newsletter } from './newsletter.ts';

export interface ContentRoutesOptions {
  db: Database;
  clock: Clock;
  outbox: Outbox;
  /** Where the shopper opens the newsletter's confirm and unsubscribe links. */
  publicUrl: string;
}

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
export const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
export const pageQuery = {
  page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
  per_page: { type: 'integer', minimum: 1, maximum: CONTENT_MAX_PER_PAGE, default: CONTENT_PER_PAGE },
} as const;
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
const body = (properties: Record<string, object>, required: readonly string[]) =>
  ({ type: 'object', required, additionalProperties: false, properties }) as const;
// Bounds for the body only; the real limits are checked on the cleaned text (coded errors).
export const articleBody = body(
  {
    title: { type: 'string', maxLength: ARTICLE_LIMITS.title * 4 },
    summary: { type: 'string', maxLength: ARTICLE_LIMITS.summary * 4 },
    body_html: { type: 'string', maxLength: ARTICLE_LIMITS.bodyHtml * 2 },
    tags: { type: 'array', maxItems: ARTICLE_LIMITS.tags * 2, items: { type: 'string', maxLength: 200 } },
    image_url: { type: 'string', maxLength: 500 },
  },
  ['title', 'body_html'],
);
const commentBody = body({ comment: { type: 'string', maxLength: COMMENT_MAX_LENGTH * 8 } }, ['comment']);
const replyBody = body({ reply_id: id, comment: { type: 'string', maxLength: COMMENT_MAX_LENGTH * 8 } }, [
  'reply_id',
  'comment',
]);
const ratingBody = body({ rating: { type: 'number' } }, ['rating']);
export const authorBody = body(
  {
    name: { type: 'string', maxLength: AUTHOR_LIMITS.name * 4 },
    bio: { type: 'string', maxLength: AUTHOR_LIMITS.bio * 4 },
  },
  ['name'],
);
const bookmarkBody = body({ id, type: { type: 'string', enum: [...BOOKMARK_TYPES], default: 'article' } }, [
  'id',
]);
const bookmarkQuery = {
  type: 'object',
  properties: { type: { type: 'string', enum: [...BOOKMARK_TYPES], default: 'article' } },
} as const;
const emailBody = body({ email: { type: 'string', maxLength: 320 } }, ['email']);
const tokenBody = body({ token: { type: 'string', maxLength: 100 } }, ['token']);
const contactBody = body(
  {
    name: { type: 'string', maxLength: CONTACT_LIMITS.name * 4 },
    email: { type: 'string', maxLength: 320 },
    phone: { type: 'string', maxLength: 32 },
    subject: { type: 'string', maxLength: CONTACT_LIMITS.subject * 4 },
    message: { type: 'string', maxLength: CONTACT_LIMITS.message * 4 },
  },
  ['name', 'email', 'subject', 'message'],
);

type Paged = { page: number; per_page: number };
type ListRequest = IdentityRequest & {
  Querystring: Paged & { tag?: string; author_id?: number; ids?: string };
};
type IdRequest<Body = unknown> = IdentityRequest & { Params: { id: number }; Body: Body; Querystring: Paged };

const readerOf = (request: FastifyRequest<IdentityRequest>) => {
  const user = request.headers['x-shop-user-id'];
  return user === undefined ? undefined : Number(user);
};
/** Writing needs a logged-in shopper (spec §5 'Login required'). */
const requireReader = (request: FastifyRequest<IdentityRequest>) => {
  const user = readerOf(request);
  if (user === undefined) throw new ShopError('LOGIN_REQUIRED');
  return user;
};

/**
 * News, articles, comments, authors, bookmarks, newsletter and contact (#17, spec §7). Reading is open
 * to guests; writing needs the shopper the gateway names in `x-shop-user-id`. News are written by
 * staff only (server/commerce/content/staff-routes.ts).
 */
export const contentRoutes: FastifyPluginAsync<ContentRoutesOptions> = async (app, options) => {
  const { db, clock } = options;
  const newsletter = new Newsletter(db, clock, options.outbox, options.publicUrl);
  const contact = new ContactForms(db, clock, options.outbox);
  const schema = (extra: object = {}) => ({ schema: { headers: identityHeaders, ...extra } });

  for (const kind of ['article', 'news'] as const satisfies readonly ArticleKind[]) {
    const base = kind === 'article' ? '/api/v2/articles' : '/api/v2/news';

    app.get<ListRequest>(base, schema({ querystring: listQuery }), async (request) => {
      const { page, per_page, tag, author_id, ids } = request.query;
      if (ids !== undefined) {
        const items = await articlesByIds(db, kind, ids.split(',').map(Number));
        return pageOf(items, 1, items.length || 1, items.length);
      }
      return listArticles(db, { kind, page, perPage: per_page, tag, authorId: author_id });
    });

    app.get<IdentityRequest>(`${base}/tags`, schema(), async () => ({ tags: await tagsOf(db, kind) }));

    app.get<IdRequest>(`${base}/:id`, schema({ params: idParams }), async (request) =>
      getArticle(db, kind, request.params.id, readerOf(request)),
    );

    app.get<IdRequest>(
      `${base}/:id/comments`,
      schema({ params: idParams, querystring: { type: 'object', properties: pageQuery } }),
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
      schema({ params: idParams, body: commentBody }),
      async (request, reply) =>
        reply
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

  app.get<IdentityRequest & { Querystring: Paged }>(
    '/api/v2/articles/mine',
    schema({ querystring: { type: 'object', properties: pageQuery } }),
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
    schema({
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
    schema({ body: articleBody }),
    async (request, reply) => {
      const user = requireReader(request);
      const articleId = await createArticle({ db, clock }, 'article', { userId: user }, request.body);
      return reply.status(201).send(await getArticle(db, 'article', articleId, user));
    },
  );

  app.put<IdRequest<ArticleInput>>(
    '/api/v2/articles/:id',
    schema({ params: idParams, body: articleBody }),
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
      schema({ params: idParams }),
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

  app.post<IdentityRequest & { Body: { reply_id: number; comment: string } }>(
    '/api/v2/comments',
    schema({ body: replyBody }),
    async (request, reply_) =>
      reply_
        .status(201)
        .send(
          await reply(db, requireReader(request), request.body.reply_id, request.body.comment, clock.now()),
        ),
  );

  app.delete<IdRequest>('/api/v2/comments/:id', schema({ params: idParams }), async (request, reply_) => {
    await deleteComment(db, request.params.id, { userId: requireReader(request) }, clock.now());
    return reply_.status(204).send();
  });

  app.put<IdRequest<{ rating: number }>>(
    '/api/v2/comments/:id/review',
    schema({ params: idParams, body: ratingBody }),
    async (request) =>
      rateComment(db, requireReader(request), request.params.id, request.body.rating, clock.now()),
  );

  app.get<IdentityRequest & { Querystring: Paged }>(
    '/api/v2/authors',
    schema({ querystring: { type: 'object', properties: pageQuery } }),
    async (request) => {
      const { page, per_page } = request.query;
      const { items, total } = await listAuthors(db, readerOf(request), page, per_page);
      return pageOf(items, page, per_page, total);
    },
  );

  app.post<IdentityRequest & { Body: { name: string; bio?: string } }>(
    '/api/v2/authors',
    schema({ body: authorBody }),
    async (request, reply_) => {
      const user = requireReader(request);
      const authorId = await createAuthor(db, user, request.body, clock.now());
      return reply_.status(201).send(await getAuthor(db, authorId, user));
    },
  );

  app.get<IdRequest>('/api/v2/authors/:id', schema({ params: idParams }), async (request) =>
    getAuthor(db, request.params.id, readerOf(request)),
  );

  for (const [path, follow] of [
    ['follow', true],
    ['unfollow', false],
  ] as const) {
    app.put<IdRequest>(`/api/v2/authors/:id/${path}`, schema({ params: idParams }), async (request) =>
      setFollowing(db, requireReader(request), request.params.id, follow, clock.now()),
    );
  }

  app.get<IdentityRequest>('/api/v2/bookmarks', schema(), async (request) => ({
    bookmarks: await bookmarksOf(db, requireReader(request)),
  }));

  app.post<IdentityRequest & { Body: { id: number; type: BookmarkType } }>(
    '/api/v2/bookmarks',
    schema({ body: bookmarkBody }),
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
    schema({ params: idParams, querystring: bookmarkQuery }),
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

  app.post<{ Body: { email: string } }>(
    '/api/v2/subscribe',
    { schema: { body: emailBody } },
    async (request) => newsletter.subscribe(request.body.email, clientIp(request)),
  );
  app.post<{ Body: { token: string } }>(
    '/api/v2/subscribe/confirm',
    { schema: { body: tokenBody } },
    async (request) => newsletter.confirm(request.body.token),
  );
  app.post<{ Body: { token: string } }>(
    '/api/v2/subscribe/unsubscribe',
    { schema: { body: tokenBody } },
    async (request) => newsletter.unsubscribe(request.body.token),
  );

  app.post<IdentityRequest & { Body: ContactInput }>(
    '/api/v2/contact_forms',
    schema({ body: contactBody }),
    async (request, reply_) =>
      reply_
        .status(201)
        .send(await contact.submit(request.body, { userId: readerOf(request), ip: clientIp(request) })),
  );
};
