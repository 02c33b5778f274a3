import type { Projection } from '../../platform/events/index.ts';
import type { Translations } from '../catalog/types.ts';

export const PAGE_STREAM_PREFIX = 'page-';
export const pageStreamId = (id: number) => `${PAGE_STREAM_PREFIX}${id}`;

/** A page's text as staff wrote it (placeholders unfilled), whole in every Created and Edited fact. */
export interface PageContent {
  title: string;
  body: string;
  translations: Translations;
  position: number;
}

/**
 * The staff's facts about one of the shop's pages (#18), one stream per page; who did it is the
 * metadata. The seeded pages have no Created: their first fact is an edit.
 */
export type PageEvent =
  | { type: 'PageCreated'; data: PageContent & { slug: string; published: boolean } }
  | { type: 'PageEdited'; data: PageContent }
  | { type: 'PagePublished'; data: Record<string, never> }
  | { type: 'PageUnpublished'; data: Record<string, never> }
  | { type: 'PageDeleted'; data: Record<string, never> };

export const PAGE_EVENT_TYPES = [
  'PageCreated',
  'PageEdited',
  'PagePublished',
  'PageUnpublished',
  'PageDeleted',
] as const;

/**
 * `pages` kept from the log in the same transaction. Each fact writes the row whole or by key; the
 * seeded pages are not the log's to empty (see reset).
 */
export const pagesProjection: Projection = {
  name: 'pages',
  handles: PAGE_EVENT_TYPES,
  async apply(tx, events) {
    for (const event of events) {
      const id = Number(event.streamId.slice(PAGE_STREAM_PREFIX.length));
      const by = String((event.metadata as { staffName?: string }).staffName ?? 'staff');
      const at = event.recordedAt;
      switch (event.type) {
        case 'PageCreated': {
          const page = event.data as PageContent & { slug: string; published: boolean };
          await tx.query(
            `insert into pages (id, slug, title, body, translations, position, published, updated_at, updated_by)
             values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9)
             on conflict (id) do update set slug = excluded.slug, title = excluded.title, body = excluded.body,
               translations = excluded.translations, position = excluded.position,
               published = excluded.published, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
            [
              id,
              page.slug,
              page.title,
              page.body,
              JSON.stringify(page.translations),
              page.position,
              page.published,
              at,
              by,
            ],
          );
          break;
        }
        case 'PageEdited': {
          const page = event.data as PageContent;
          await tx.query(
            `update pages set title = $2, body = $3, translations = $4::jsonb, position = $5,
               updated_at = $6, updated_by = $7 where id = $1`,
            [id, page.title, page.body, JSON.stringify(page.translations), page.position, at, by],
          );
          break;
        }
        case 'PagePublished':
        case 'PageUnpublished':
          await tx.query('update pages set published = $2, updated_at = $3, updated_by = $4 where id = $1', [
            id,
            event.type === 'PagePublished',
            at,
            by,
          ]);
          break;
        case 'PageDeleted':
          await tx.query('delete from pages where id = $1', [id]);
          break;
      }
    }
  },
  async reset(tx) {
    // Pages the log created go and come back from it (a slug freed by a delete and taken again must
    // not meet its old row); seeded pages stay, their edits replayed over them. Nothing references pages.
    await tx.query(
      `delete from pages where id in (
         select substr(stream_id, length('${PAGE_STREAM_PREFIX}') + 1)::int from events
          where type = 'PageCreated' and stream_id like '${PAGE_STREAM_PREFIX}%')`,
    );
  },
};
