import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Sql } from '../../platform/db/index.ts';
import type { EventStore } from '../../platform/events/index.ts';
import { staffGuard } from '../staff/auth.ts';
import { createPage, deletePage, editPage, type PageEditingDeps, setPagePublished } from './page-editing.ts';
import { pageStreamId } from './page-events.ts';
import { type PageInput, staffPageBySlug, staffPageList } from './pages.ts';
import { CODE_PATTERN, slugParams } from './routes.ts';
import { name, translationsOf } from './staff-schemas.ts';

// A page is plain text (blank lines part paragraphs, "## " a heading): a blank title or body, an
// unknown language or field is refused by the schema (VALIDATION naming the field), nothing written.
const pageFields = {
  title: name,
  body: { type: 'string', minLength: 1, maxLength: 50_000, pattern: '\\S' },
  translations: translationsOf(['title', 'body'], 50_000),
  position: { type: 'integer', minimum: 0, maximum: 1000 },
  published: { type: 'boolean' },
} as const;
const createPageBody = {
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'title', 'body'],
  properties: { slug: { type: 'string', pattern: CODE_PATTERN }, ...pageFields },
} as const;
const updatePageBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    ...pageFields,
    /** The version the editor loaded: a save on a stale copy is a CONFLICT. */
    version: { type: 'integer', minimum: 0 },
  },
} as const;

async function pageHistory(sql: Sql, id: number) {
  const { rows } = await sql.query<{ version: number; type: string; at: Date; by: string | null }>(
    `select stream_version as version, type, recorded_at as at, metadata->>'staffName' as by
       from events where stream_id = $1 order by stream_version`,
    [pageStreamId(id)],
  );
  return rows.map((entry) => ({
    version: entry.version,
    type: entry.type,
    at: new Date(entry.at).toISOString(),
    by: entry.by ?? 'staff',
  }));
}

type BySlug = { Params: { slug: string } };
type Editable = Partial<PageInput> & { published?: boolean };

/**
 * The pages editor's staff API (#18), content role: every page (hidden ones too), add, edit, show or
 * hide, delete; each change a fact in the log naming who made it (page-events.ts).
 */
export const pageStaffRoutes: FastifyPluginAsync<{
  db: Database;
  clock: Clock;
  store: EventStore;
  staffToken: string;
}> = async (app, { db, clock, store, staffToken }) => {
  app.addHook('onRequest', staffGuard(staffToken, 'content'));
  const deps: PageEditingDeps = { db, clock, store };
  const detail = async (slug: string) => {
    const page = await staffPageBySlug(db, slug);
    const history = await pageHistory(db, page.id);
    return { ...page, version: history.at(-1)?.version ?? 0, history };
  };

  app.get('/api/v2/admin/pages', async () => ({ pages: await staffPageList(db) }));
  app.get<BySlug>('/api/v2/admin/pages/:slug', { schema: { params: slugParams } }, (request) =>
    detail(request.params.slug),
  );
  app.post<{ Body: PageInput & { slug: string; published?: boolean } }>(
    '/api/v2/admin/pages',
    { schema: { body: createPageBody } },
    async (request, reply) => {
      const { slug, ...input } = request.body;
      await createPage(deps, slug, input, request.staff);
      return reply.code(201).send(await detail(slug));
    },
  );
  app.put<BySlug & { Body: Editable & { version?: number } }>(
    '/api/v2/admin/pages/:slug',
    { schema: { params: slugParams, body: updatePageBody } },
    async (request) => {
      const { version, ...input } = request.body;
      await editPage(deps, request.params.slug, input, version, request.staff);
      return detail(request.params.slug);
    },
  );
  for (const [action, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post<BySlug>(
      `/api/v2/admin/pages/:slug/${action}`,
      { schema: { params: slugParams } },
      async (request) => {
        await setPagePublished(deps, request.params.slug, published, request.staff);
        return detail(request.params.slug);
      },
    );
  }
  app.delete<BySlug>(
    '/api/v2/admin/pages/:slug',
    { schema: { params: slugParams } },
    async (request, reply) => {
      await deletePage(deps, request.params.slug, request.staff);
      return reply.code(204).send();
    },
  );
};
