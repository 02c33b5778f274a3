import type { Projection } from '../../platform/events/index.ts';

export const NEWS_STREAM_PREFIX = 'news-';
export const newsStreamId = (id: number) => `${NEWS_STREAM_PREFIX}${id}`;

/** A news item's text as checked and sanitised (articles.ts checkArticle), whole in every fact. */
export interface NewsContent {
  title: string;
  summary: string;
  bodyHtml: string;
  bodyText: string;
  tags: string[];
  imagePath: string | null;
  authorId: number | null;
}

/**
 * The staff's facts about a news item (#18), one stream per item. Created and Edited carry the whole
 * text (a replay never merges partial edits); who did it is the metadata (staffId, staffName). News
 * written before the log (the seed, the first staff API) have no Created: their first fact is an edit.
 */
export type NewsEvent =
  | { type: 'NewsCreated'; data: NewsContent & { published: boolean; publishedAt: string } }
  | { type: 'NewsEdited'; data: NewsContent }
  | { type: 'NewsPublished'; data: { publishedAt: string } }
  | { type: 'NewsUnpublished'; data: Record<string, never> }
  | { type: 'NewsDeleted'; data: Record<string, never> };

export const NEWS_EVENT_TYPES = [
  'NewsCreated',
  'NewsEdited',
  'NewsPublished',
  'NewsUnpublished',
  'NewsDeleted',
] as const;

/**
 * The news rows of `articles`, kept from the log in the same transaction. Every fact writes the row
 * whole or by key, so replaying a stream over the live table ends where the log says; shoppers'
 * articles and news from before the log are not the log's, so a rebuild does not empty the table.
 */
export const newsProjection: Projection = {
  name: 'news',
  handles: NEWS_EVENT_TYPES,
  async apply(tx, events) {
    for (const event of events) {
      const id = Number(event.streamId.slice(NEWS_STREAM_PREFIX.length));
      const by = String((event.metadata as { staffName?: string }).staffName ?? 'staff');
      const at = event.recordedAt;
      switch (event.type) {
        case 'NewsCreated':
        case 'NewsEdited': {
          const content = event.data as NewsContent & { published?: boolean; publishedAt?: string };
          const values = [
            id,
            content.authorId,
            content.title,
            content.summary,
            content.bodyHtml,
            content.bodyText,
            content.tags,
            content.imagePath,
            at,
            by,
          ];
          if (event.type === 'NewsCreated') {
            await tx.query(
              `insert into articles (id, kind, author_id, title, summary, body_html, body_text, tags, image_path,
                                     updated_at, updated_by, published, published_at)
               values ($1, 'news', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
               on conflict (id) do update set author_id = excluded.author_id, title = excluded.title,
                 summary = excluded.summary, body_html = excluded.body_html, body_text = excluded.body_text,
                 tags = excluded.tags, image_path = excluded.image_path, updated_at = excluded.updated_at,
                 updated_by = excluded.updated_by, published = excluded.published,
                 published_at = excluded.published_at`,
              [...values, content.published ?? true, content.publishedAt ?? at.toISOString()],
            );
          } else {
            await tx.query(
              `update articles set author_id = $2, title = $3, summary = $4, body_html = $5, body_text = $6,
                 tags = $7, image_path = $8, updated_at = $9, updated_by = $10
               where id = $1 and kind = 'news'`,
              values,
            );
          }
          break;
        }
        case 'NewsPublished':
          await tx.query(
            `update articles set published = true, published_at = $2, updated_at = $3, updated_by = $4
              where id = $1 and kind = 'news'`,
            [id, (event.data as { publishedAt: string }).publishedAt, at, by],
          );
          break;
        case 'NewsUnpublished':
          await tx.query(
            `update articles set published = false, updated_at = $2, updated_by = $3
              where id = $1 and kind = 'news'`,
            [id, at, by],
          );
          break;
        case 'NewsDeleted':
          await tx.query(`delete from articles where id = $1 and kind = 'news'`, [id]);
          break;
      }
    }
  },
  async reset() {
    // nothing to empty: see above (the facts are replayed over the live rows)
  },
};
