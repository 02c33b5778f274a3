import type { Sql } from '../../platform/db/index.ts';
import type { Projection, RecordedEvent } from '../../platform/events/index.ts';
import { type ReviewEvent, reviewEventTypes, streamProductId } from './events.ts';

const fact = (event: RecordedEvent) => ({ ...(event.data as object), type: event.type }) as ReviewEvent;

/**
 * The product's rating from its visible reviews (whole numbers: the count and the sum of stars), and
 * its search document's `average_rating` / `total_reviews` (column and body) beside it, so a
 * "rating" sort and a minimum-rating filter see a review the moment it is written.
 */
const RATINGS = `
with touched as (select unnest($1::int[]) as product_id),
counted as (
  select t.product_id, count(r.id)::int as total_reviews, coalesce(sum(r.rating), 0)::int as rating_sum
    from touched t left join product_reviews r on r.product_id = t.product_id and not r.hidden
   group by t.product_id
),
kept as (
  insert into product_ratings (product_id, total_reviews, rating_sum)
  select product_id, total_reviews, rating_sum from counted where total_reviews > 0
  on conflict (product_id) do update set
    total_reviews = excluded.total_reviews, rating_sum = excluded.rating_sum
),
dropped as (
  delete from product_ratings p using counted c where p.product_id = c.product_id and c.total_reviews = 0
)
update search_documents d
   set average_rating = ${averageOf('c')},
       doc = d.doc || jsonb_build_object('average_rating', ${averageOf('c')}, 'total_reviews', c.total_reviews)
  from counted c
 where d.id = c.product_id`;

/** One decimal, as shown on the stars: the sort and the filter agree with what a shopper reads. */
export function averageOf(alias: string): string {
  return `case when ${alias}.total_reviews = 0 then 0
    else round(${alias}.rating_sum::numeric / ${alias}.total_reviews, 1)::real end`;
}

/**
 * `product_reviews`, `price_opinions` and the rating projection (`product_ratings` + search
 * documents), kept in the append's transaction and rebuildable from the log.
 */
export const reviewsProjection: Projection = {
  name: 'reviews',
  handles: reviewEventTypes,
  async apply(tx, events) {
    const rated = new Set<number>();
    for (const event of events) {
      const at = event.recordedAt.toISOString();
      const productId = streamProductId(event.streamId);
      const review = fact(event);
      switch (review.type) {
        case 'ReviewWritten':
          await tx.query(
            `insert into product_reviews (id, product_id, user_id, author_name, rating, comment, images,
               verified, created_at, updated_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
            [
              review.reviewId,
              productId,
              review.userId,
              review.authorName,
              review.rating,
              review.comment,
              JSON.stringify(review.images),
              review.verified,
              at,
            ],
          );
          rated.add(productId);
          break;
        case 'ReviewEdited':
          await tx.query(
            `update product_reviews set rating = $2, comment = $3, images = $4, verified = $5, updated_at = $6
              where id = $1`,
            [
              review.reviewId,
              review.rating,
              review.comment,
              JSON.stringify(review.images),
              review.verified,
              at,
            ],
          );
          rated.add(productId);
          break;
        case 'ReviewHidden':
          await tx.query('update product_reviews set hidden = true, hidden_reason = $2 where id = $1', [
            review.reviewId,
            review.reason,
          ]);
          rated.add(productId);
          break;
        case 'ReviewShown':
          await tx.query('update product_reviews set hidden = false, hidden_reason = null where id = $1', [
            review.reviewId,
          ]);
          rated.add(productId);
          break;
        case 'PriceOpinionGiven':
          await tx.query(
            `insert into price_opinions (product_id, user_id, opinion, updated_at) values ($1, $2, $3, $4)
             on conflict (product_id, user_id) do update set opinion = excluded.opinion,
               updated_at = excluded.updated_at`,
            [productId, review.userId, review.opinion, at],
          );
          break;
      }
    }
    if (rated.size > 0) await refreshRatings(tx, [...rated]);
  },
  async reset(tx) {
    await tx.query('delete from product_reviews');
    await tx.query('delete from price_opinions');
    await tx.query('delete from product_ratings');
    await tx.query(
      `update search_documents set average_rating = 0,
         doc = doc || '{"average_rating": 0, "total_reviews": 0}'::jsonb
       where average_rating <> 0 or (doc->>'total_reviews')::int <> 0`,
    );
  },
};

export function refreshRatings(tx: Sql, productIds: readonly number[]): Promise<unknown> {
  return tx.query(RATINGS, [productIds]);
}
