import type { FastifyRequest } from 'fastify';
import { ShopError } from '../../platform/errors.ts';
import { type IdentityRequest, identityHeaders } from '../shopper-identity.ts';
import { ARTICLE_LIMITS, CONTENT_MAX_PER_PAGE, CONTENT_PER_PAGE } from './articles.ts';
import { AUTHOR_LIMITS } from './authors.ts';

/** The request schemas and reader helpers the content route files share. */
export const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
export const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
export const pageQuery = {
  page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
  per_page: { type: 'integer', minimum: 1, maximum: CONTENT_MAX_PER_PAGE, default: CONTENT_PER_PAGE },
} as const;
export const pagedQuery = { type: 'object', properties: pageQuery } as const;
export const body = (properties: Record<string, object>, required: readonly string[]) =>
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
export const authorBody = body(
  {
    name: { type: 'string', maxLength: AUTHOR_LIMITS.name * 4 },
    bio: { type: 'string', maxLength: AUTHOR_LIMITS.bio * 4 },
  },
  ['name'],
);

export type Paged = { page: number; per_page: number };
export type IdRequest<Body = unknown> = IdentityRequest & {
  Params: { id: number };
  Body: Body;
  Querystring: Paged;
};

export const readerOf = (request: FastifyRequest<IdentityRequest>) => {
  const user = request.headers['x-shop-user-id'];
  return user === undefined ? undefined : Number(user);
};
/** Writing needs a logged-in shopper (spec §5 'Login required'). */
export const requireReader = (request: FastifyRequest<IdentityRequest>) => {
  const user = readerOf(request);
  if (user === undefined) throw new ShopError('LOGIN_REQUIRED');
  return user;
};
/** Route options with the gateway's identity headers. */
export const withIdentity = (extra: object = {}) => ({ schema: { headers: identityHeaders, ...extra } });
