import type { Sql } from '../../platform/db/index.ts';
import { type PriceOpinion, priceOpinions, REVIEWS_PER_PAGE, type ReviewImageRef } from './events.ts';
import { reviewImageUrl } from './images.ts';

/** A review on the wire (spec §3 Review: comment, rating, images). */
export interface ReviewDto {
  id: string;
  product_id: number;
  rating: number;
  comment: string;
  author_name: string;
  images: { url: string; name: string }[];
  verified_purchase: boolean;
  hidden: boolean;
  created_at: string;
  updated_at: string;
}

/** The rating of a product and its split, as the product page shows it. */
export interface RatingSummaryDto {
  average_rating: number;
  total_reviews: number;
  /** how many visible reviews gave 1 … 5 stars, index 0 = 1 star */
  stars: number[];
  price_opinions: Record<PriceOpinion, number>;
}

export interface ReviewPageDto extends RatingSummaryDto {
  reviews: ReviewDto[];
  /** reviews that match the filter (all, or with photos) */
  total: number;
  page: number;
  per_page: number;
  more: boolean;
  /** the asking shopper's own review (even on another page) and price opinion */
  my_review: ReviewDto | null;
  my_price_opinion: PriceOpinion | null;
}

interface ReviewRow {
  id: string;
  product_id: number;
  rating: number;
  comment: string;
  author_name: string;
  images: ReviewImageRef[];
  verified: boolean;
  hidden: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS =
  'id, product_id, rating, comment, author_name, images, verified, hidden, created_at, updated_at';
const iso = (value: Date | string) => new Date(value).toISOString();

function reviewDto(row: ReviewRow): ReviewDto {
  return {
    id: row.id,
    product_id: row.product_id,
    rating: row.rating,
    comment: row.comment,
    author_name: row.author_name,
    images: row.images.map((image, index) => ({
      url: reviewImageUrl(image),
      name: `${index + 1}`,
    })),
    verified_purchase: row.verified,
    hidden: row.hidden,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export async function reviewById(sql: Sql, id: string): Promise<ReviewDto | null> {
  const { rows } = await sql.query<ReviewRow>(`select ${COLUMNS} from product_reviews where id = $1`, [id]);
  return rows[0] ? reviewDto(rows[0]) : null;
}

/**
 * The rating of a product, its split by stars and its price opinions, in one statement (the product
 * page asks for it on every view: three round trips were a quarter of the page's statements, #20).
 */
export async function ratingSummary(sql: Sql, productId: number): Promise<RatingSummaryDto> {
  const { rows } = await sql.query<{
    stars: number[];
    opinions: Partial<Record<PriceOpinion, number>>;
    total_reviews: number | null;
    rating_sum: number | null;
  }>(
    `select
        (select array[count(*) filter (where rating = 1), count(*) filter (where rating = 2),
                      count(*) filter (where rating = 3), count(*) filter (where rating = 4),
                      count(*) filter (where rating = 5)]::int[]
           from product_reviews where product_id = $1 and not hidden) as stars,
        (select coalesce(jsonb_object_agg(opinion, count), '{}')
           from (select opinion, count(*)::int as count from price_opinions
                  where product_id = $1 group by opinion) given) as opinions,
        r.total_reviews, r.rating_sum
       from (select 1) one
       left join product_ratings r on r.product_id = $1`,
    [productId],
  );
  const row = rows[0]!;
  const total = row.total_reviews ?? 0;
  const sum = row.rating_sum ?? 0;
  return {
    average_rating: total === 0 ? 0 : Math.round((sum / total) * 10) / 10,
    total_reviews: total,
    stars: row.stars,
    price_opinions: Object.fromEntries(
      priceOpinions.map((opinion) => [opinion, row.opinions[opinion] ?? 0]),
    ) as Record<PriceOpinion, number>,
  };
}

/** A page of a product's visible reviews, newest first; `withPhotos` keeps those with a photo. */
export async function reviewPage(
  sql: Sql,
  productId: number,
  options: { page?: number; perPage?: number; withPhotos?: boolean; userId?: number | undefined },
): Promise<ReviewPageDto> {
  const page = options.page ?? 1;
  const perPage = options.perPage ?? REVIEWS_PER_PAGE;
  const photos = options.withPhotos ? `and jsonb_array_length(images) > 0` : '';
  const { rows } = await sql.query<ReviewRow & { total: number }>(
    `select ${COLUMNS}, count(*) over ()::int as total from product_reviews
      where product_id = $1 and not hidden ${photos}
      order by created_at desc, id limit $2 offset $3`,
    [productId, perPage, (page - 1) * perPage],
  );
  let total = rows[0]?.total;
  // an empty first page means none at all; an empty later page may lie past the last one
  if (total === undefined && page === 1) total = 0;
  if (total === undefined) {
    const counted = await sql.query<{ total: number }>(
      `select count(*)::int as total from product_reviews where product_id = $1 and not hidden ${photos}`,
      [productId],
    );
    total = counted.rows[0]!.total;
  }
  let myReview: ReviewDto | null = null;
  let myOpinion: PriceOpinion | null = null;
  if (options.userId !== undefined) {
    const mine = await sql.query<ReviewRow>(
      `select ${COLUMNS} from product_reviews where product_id = $1 and user_id = $2`,
      [productId, options.userId],
    );
    myReview = mine.rows[0] ? reviewDto(mine.rows[0]) : null;
    const opinion = await sql.query<{ opinion: PriceOpinion }>(
      'select opinion from price_opinions where product_id = $1 and user_id = $2',
      [productId, options.userId],
    );
    myOpinion = opinion.rows[0]?.opinion ?? null;
  }
  return {
    ...(await ratingSummary(sql, productId)),
    reviews: rows.map(reviewDto),
    total,
    page,
    per_page: perPage,
    more: page * perPage < total,
    my_review: myReview,
    my_price_opinion: myOpinion,
  };
}
