import type { Projection } from '../../platform/events/index.ts';
import type { LookBookContent } from './content.ts';

export const LOOK_BOOK_STREAM_PREFIX = 'look-book-';
export const lookBookStreamId = (id: number) => `${LOOK_BOOK_STREAM_PREFIX}${id}`;

/**
 * The facts of a look book's stream. Created and Edited carry the whole content (small, and a
 * replay never has to merge partial edits); who did it is in the metadata (staffId, staffName).
 */
export type LookBookEvent =
  | { type: 'LookBookCreated'; data: LookBookContent }
  | { type: 'LookBookEdited'; data: LookBookContent }
  | { type: 'LookBookPublished'; data: { publishedAt: string } }
  | { type: 'LookBookUnpublished'; data: Record<string, never> }
  | { type: 'LookBookDeleted'; data: Record<string, never> };

export const LOOK_BOOK_EVENT_TYPES = [
  'LookBookCreated',
  'LookBookEdited',
  'LookBookPublished',
  'LookBookUnpublished',
  'LookBookDeleted',
] as const;

/** `look_books`, the read model of the look-book streams (idempotent per event, rebuildable). */
export const lookBooksProjection: Projection = {
  name: 'look-books',
  handles: LOOK_BOOK_EVENT_TYPES,
  async apply(tx, events) {
    for (const event of events) {
      const id = Number(event.streamId.slice(LOOK_BOOK_STREAM_PREFIX.length));
      const by = String((event.metadata as { staffName?: string }).staffName ?? 'staff');
      const at = event.recordedAt;
      switch (event.type) {
        case 'LookBookCreated':
        case 'LookBookEdited': {
          const content = event.data as LookBookContent;
          await tx.query(
            `insert into look_books (id, slug, title, intro_html, cover_image, translations, looks,
                                     created_at, updated_at, updated_by, version)
             values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $8, $9, $10)
             on conflict (id) do update set slug = excluded.slug, title = excluded.title,
               intro_html = excluded.intro_html, cover_image = excluded.cover_image,
               translations = excluded.translations, looks = excluded.looks,
               updated_at = excluded.updated_at, updated_by = excluded.updated_by, version = excluded.version`,
            [
              id,
              content.slug,
              content.title,
              content.intro_html,
              content.cover_image,
              JSON.stringify(content.translations),
              JSON.stringify(content.looks),
              at,
              by,
              event.streamVersion,
            ],
          );
          break;
        }
        case 'LookBookPublished':
        case 'LookBookUnpublished': {
          const publishedAt =
            event.type === 'LookBookPublished' ? (event.data as { publishedAt: string }).publishedAt : null;
          await tx.query(
            `update look_books set published_at = $2, updated_at = $3, updated_by = $4, version = $5
              where id = $1`,
            [id, publishedAt, at, by, event.streamVersion],
          );
          break;
        }
        case 'LookBookDeleted':
          await tx.query('delete from look_books where id = $1', [id]);
          break;
      }
    }
  },
  async reset(tx) {
    await tx.query('delete from look_books');
  },
};
