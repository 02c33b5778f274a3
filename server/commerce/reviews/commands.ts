import { randomBytes } from 'node:crypto';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { type OrderDeps, runCommand } from '../orders/command-runner.ts';
import type { OrderIdentity } from '../orders/read-model.ts';
import {
  MAX_HIDE_REASON,
  MAX_REVIEW_COMMENT,
  type PriceOpinion,
  priceOpinions,
  type ReviewEvent,
  reviewStreamId,
} from './events.ts';
import { type CheckedImage, checkReviewImages, type ReviewUpload, storeReviewImages } from './images.ts';
import { type ReviewDto, reviewById } from './queries.ts';

export function requireShopper(identity: OrderIdentity): number {
  if (identity.userId === undefined) throw new ShopError('LOGIN_REQUIRED');
  return identity.userId;
}

/** A product by its slug or its numeric id (the spec's `{id}`), or NOT_FOUND. */
export async function productIdOf(sql: Sql, idOrSlug: string): Promise<number> {
  const numeric = /^[1-9][0-9]{0,9}$/.test(idOrSlug) ? Number(idOrSlug) : null;
  const { rows } = await sql.query<{ id: number }>(
    'select id from products where slug = $1 or ($2::int is not null and id = $2) limit 1',
    [idOrSlug, numeric !== null && numeric <= 2_147_483_647 ? numeric : null],
  );
  if (!rows[0]) throw new ShopError('NOT_FOUND', `No product "${idOrSlug}" exists`);
  return rows[0].id;
}

/** 1 to 5 whole stars. */
export function reviewRating(value: string | number | undefined): number {
  const rating = typeof value === 'number' ? value : value === undefined ? Number.NaN : Number(value.trim());
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
    throw new ShopError('REVIEW_RATING_INVALID', undefined, { rating: ['must be 1 to 5'] });
  }
  return rating;
}

/** 1 to 1000 characters once trimmed; line breaks kept, other control characters refused. */
export function reviewComment(value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  const length = [...trimmed].length;
  if (length === 0 || length > MAX_REVIEW_COMMENT || /\p{Cc}/u.test(trimmed.replace(/[\n\r\t]/g, ''))) {
    throw new ShopError('REVIEW_COMMENT_INVALID', undefined, {
      comment: [length === 0 ? 'blank' : `must be 1 to ${MAX_REVIEW_COMMENT} characters`],
    });
  }
  return trimmed.replace(/\r\n?/g, '\n');
}

async function streamVersion(tx: Sql, productId: number): Promise<number> {
  const { rows } = await tx.query<{ version: number }>(
    'select coalesce(max(stream_version), 0)::int as version from events where stream_id = $1',
    [reviewStreamId(productId)],
  );
  return rows[0]!.version;
}

/** "Verified purchase": a paid order of this shopper holds a variant of the product. */
async function boughtIt(tx: Sql, userId: number, productId: number): Promise<boolean> {
  const { rows } = await tx.query<{ bought: boolean }>(
    `select exists (
       select 1 from orders o
         cross join jsonb_array_elements(o.line_items) as line
         join variants v on v.id = (line->>'variantId')::int
        where o.user_id = $1 and o.status_details ? 'paymentCompleted' and v.product_id = $2
     ) as bought`,
    [userId, productId],
  );
  return rows[0]?.bought ?? false;
}

export async function authorName(tx: Sql, userId: number): Promise<string> {
  const { rows } = await tx.query<{ first_name: string | null; last_name: string | null }>(
    'select first_name, last_name from users where id = $1',
    [userId],
  );
  const first = rows[0]?.first_name?.trim() ?? '';
  const last = rows[0]?.last_name?.trim() ?? '';
  // the first name and the family name's initial: a review is public
  return [first, last ? `${[...last][0]}.` : ''].filter(Boolean).join(' ');
}

/** Runs a review command under the product's lock and appends what it decided in one transaction. */
function productCommand<Result>(
  deps: OrderDeps,
  productId: number,
  decide: (tx: Sql, events: ReviewEvent[]) => Promise<(tx: Sql) => Promise<Result>>,
  metadata: Record<string, unknown>,
): Promise<Result> {
  return runCommand(deps, { locks: [`reviews:product:${productId}`] }, async (tx) => {
    const version = await streamVersion(tx, productId);
    const events: ReviewEvent[] = [];
    const answer = await decide(tx, events);
    if (events.length > 0) {
      await deps.store.append(
        reviewStreamId(productId),
        version,
        events.map(({ type, ...data }) => ({ type, data, metadata })),
        tx,
      );
    }
    return answer(tx);
  });
}

/**
 * `POST /products/{id}/reviews`: the shopper's one review of the product, written or edited. Every
 * field and photo is checked before the transaction opens; the photos are stored in the review's
 * transaction, so a refusal keeps nothing.
 */
export async function writeReview(
  deps: OrderDeps,
  identity: OrderIdentity,
  idOrSlug: string,
  upload: ReviewUpload,
): Promise<{ review: ReviewDto; created: boolean }> {
  const userId = requireShopper(identity);
  const rating = reviewRating(upload.rating);
  const comment = reviewComment(upload.comment);
  const images: CheckedImage[] = await checkReviewImages(upload.images);
  const productId = await productIdOf(deps.db, idOrSlug);
  let created = false;
  const review = await productCommand(
    deps,
    productId,
    async (tx, events) => {
      await storeReviewImages(tx, images, deps.clock.now());
      const refs = images.map(({ sha256, content_type, width }) => ({ sha256, content_type, width }));
      const verified = await boughtIt(tx, userId, productId);
      const { rows } = await tx.query<{ id: string }>(
        'select id from product_reviews where product_id = $1 and user_id = $2',
        [productId, userId],
      );
      const existing = rows[0]?.id;
      const reviewId = existing ?? randomBytes(9).toString('base64url');
      if (existing) {
        events.push({ type: 'ReviewEdited', reviewId, rating, comment, images: refs, verified });
      } else {
        created = true;
        const name = await authorName(tx, userId);
        events.push({
          type: 'ReviewWritten',
          reviewId,
          userId,
          authorName: name,
          rating,
          comment,
          images: refs,
          verified,
        });
      }
      return async (answerTx) => (await reviewById(answerTx, reviewId))!;
    },
    { actor: 'user', userId },
  );
  return { review, created };
}

/** A shopper's one price opinion of a product (§2), given or changed. */
export async function givePriceOpinion(
  deps: OrderDeps,
  identity: OrderIdentity,
  idOrSlug: string,
  opinion: string,
): Promise<number> {
  const userId = requireShopper(identity);
  if (!priceOpinions.includes(opinion as PriceOpinion)) {
    throw new ShopError('PRICE_OPINION_INVALID', undefined, { opinion: ['must be good, fair or high'] });
  }
  const productId = await productIdOf(deps.db, idOrSlug);
  return productCommand(
    deps,
    productId,
    async (tx, events) => {
      const { rows } = await tx.query<{ opinion: string }>(
        'select opinion from price_opinions where product_id = $1 and user_id = $2',
        [productId, userId],
      );
      if (rows[0]?.opinion !== opinion) {
        events.push({ type: 'PriceOpinionGiven', userId, opinion: opinion as PriceOpinion });
      }
      return async () => productId;
    },
    { actor: 'user', userId },
  );
}

/** Staff moderation: the review leaves the list and the average; the reason stays in the log. */
export async function hideReview(deps: OrderDeps, reviewId: string, reason: string): Promise<ReviewDto> {
  const trimmed = reason.trim();
  if (trimmed.length === 0 || [...trimmed].length > MAX_HIDE_REASON) {
    throw new ShopError('REVIEW_HIDE_REASON_INVALID', undefined, { reason: ['must be 1 to 500 characters'] });
  }
  const found = await reviewById(deps.db, reviewId);
  if (!found) throw new ShopError('REVIEW_NOT_FOUND');
  return productCommand(
    deps,
    found.product_id,
    async (_tx, events) => {
      if (!found.hidden) events.push({ type: 'ReviewHidden', reviewId, reason: trimmed });
      return async (tx) => (await reviewById(tx, reviewId))!;
    },
    { actor: 'staff', reason: trimmed },
  );
}
