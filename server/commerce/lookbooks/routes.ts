import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import type { EventStore } from '../../platform/events/index.ts';
import { staffGuard } from '../staff/auth.ts';
import { CODE_PATTERN, idParams, slugParams } from '../storefront/routes.ts';
import {
  createLookBook,
  deleteLookBook,
  editLookBook,
  type LookBookDeps,
  setLookBookPublished,
} from './commands.ts';
import {
  LOOK_BOOK_LIMITS,
  LOOK_BOOKS_MAX_PER_PAGE,
  LOOK_BOOKS_PER_PAGE,
  type LookBookInput,
} from './content.ts';
import { listLookBooks, lookBookById, lookBookHistory, publishedLookBook, storedLooks } from './queries.ts';

const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: LOOK_BOOKS_MAX_PER_PAGE, default: LOOK_BOOKS_PER_PAGE },
  },
} as const;

/** `{ "en": { "title": … } }`: the shop's other languages. Lengths are checked on the cleaned text. */
const translations = (fields: readonly string[]) =>
  ({
    type: 'object',
    additionalProperties: false,
    patternProperties: {
      '^(en|ru|cn|it)$': {
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(fields.map((field) => [field, { type: 'string', maxLength: 40_000 }])),
      },
    },
  }) as const;

// The shape only, with generous bounds (a body is never unbounded); the real limits, hotspots in
// 0–100 and SKUs the shop has are coded errors (content.ts), so the back office can name the field.
const lookBookBody = {
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'title', 'looks'],
  properties: {
    slug: { type: 'string', pattern: CODE_PATTERN },
    title: { type: 'string', maxLength: LOOK_BOOK_LIMITS.title * 4 },
    intro_html: { type: 'string', maxLength: LOOK_BOOK_LIMITS.introHtml * 2 },
    cover_image: { type: ['string', 'null'], maxLength: 500 },
    translations: translations(['title', 'intro_html']),
    /** The version the editor loaded: an edit on a stale copy is a CONFLICT. */
    version: { type: 'integer', minimum: 1 },
    looks: {
      type: 'array',
      maxItems: LOOK_BOOK_LIMITS.looks * 2,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['spots'],
        properties: {
          image: { type: ['string', 'null'], maxLength: 500 },
          caption: { type: 'string', maxLength: LOOK_BOOK_LIMITS.caption * 4 },
          translations: translations(['caption']),
          spots: {
            type: 'array',
            maxItems: LOOK_BOOK_LIMITS.spotsPerLook * 2,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['sku', 'x', 'y'],
              properties: {
                sku: { type: 'string', minLength: 1, maxLength: 100 },
                x: { type: 'number' },
                y: { type: 'number' },
              },
            },
          },
        },
      },
    },
  },
} as const;

type Paged = { Querystring: { page: number; per_page: number } };

/** Spec §7 "look books get and list": published look books, newest first, with their products. */
export const lookBookRoutes: FastifyPluginAsync<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.get<Paged>('/api/v2/look_books', { schema: { querystring: pageQuery } }, (request) =>
    listLookBooks(db, request.query.page, request.query.per_page),
  );
  app.get<{ Params: { slug: string } }>(
    '/api/v2/look_books/:slug',
    { schema: { params: slugParams } },
    (request) => publishedLookBook(db, request.params.slug, clock.now()),
  );
};

/**
 * The staff side (`/api/v2/admin/look_books`, content role like news and pages): drafts too, create,
 * edit, publish, unpublish, delete, each an event naming who did it, and the look book's history.
 */
export const lookBookStaffRoutes: FastifyPluginAsync<{
  db: Database;
  clock: Clock;
  store: EventStore;
  staffToken: string;
}> = async (app, { db, clock, store, staffToken }) => {
  app.addHook('onRequest', staffGuard(staffToken, 'content'));
  const deps: LookBookDeps = { db, clock, store };
  const detail = async (id: number) => ({
    ...(await lookBookById(db, id, clock.now())),
    history: await lookBookHistory(db, id),
    // as stored: a product that left the catalog drops out of `looks`, not out of the editor
    stored_looks: (await storedLooks(db, id)) ?? [],
  });
  type ById = { Params: { id: string } };

  app.get<Paged>('/api/v2/admin/look_books', { schema: { querystring: pageQuery } }, (request) =>
    listLookBooks(db, request.query.page, request.query.per_page, true),
  );
  app.get<ById>('/api/v2/admin/look_books/:id', { schema: { params: idParams } }, (request) =>
    detail(Number(request.params.id)),
  );
  app.post<{ Body: LookBookInput }>(
    '/api/v2/admin/look_books',
    { schema: { body: lookBookBody } },
    async (request, reply) => {
      const id = await createLookBook(deps, request.body, request.staff);
      return reply.code(201).send(await detail(id));
    },
  );
  app.put<ById & { Body: LookBookInput & { version?: number } }>(
    '/api/v2/admin/look_books/:id',
    { schema: { params: idParams, body: lookBookBody } },
    async (request) => {
      const { version, ...input } = request.body;
      const id = Number(request.params.id);
      await editLookBook(deps, id, input, version, request.staff);
      return detail(id);
    },
  );
  for (const [action, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post<ById>(
      `/api/v2/admin/look_books/:id/${action}`,
      { schema: { params: idParams } },
      async (request) => {
        const id = Number(request.params.id);
        await setLookBookPublished(deps, id, published, request.staff);
        return detail(id);
      },
    );
  }
  app.delete<ById>(
    '/api/v2/admin/look_books/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      await deleteLookBook(deps, Number(request.params.id), request.staff);
      return reply.code(204).send();
    },
  );
};
