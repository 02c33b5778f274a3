import { randomBytes } from 'node:crypto';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { type OrderDeps, runCommand } from '../orders/command-runner.ts';
import type { OrderIdentity } from '../orders/read-model.ts';
import { authorName, requireShopper, reviewComment, reviewRating } from './commands.ts';
import { REVIEWS_PER_PAGE } from './events.ts';
import { type VendorReviewEvent, vendorReviewStreamId } from './vendor-events.ts';

/** A review of a vendor on the wire: stars and words, no photos (those belong to products). */
export interface VendorReviewDto {
  id: string;
  vendor_id: number;
  rating: number;
  comment: string;
  author_name: string;
  hidden: boolean;
  created_at: string;
  updated_at: string;
}

export interface VendorReviewPageDto {
  average_rating: number;
  total_reviews: number;
  /** how many visible reviews gave 1 … 5 stars, index 0 = 1 star */
  stars: number[];
  reviews: VendorReviewDto[];
  total: number;
  page: number;
  per_page: number;
  more: boolean;
  /** the asking shopper's own review, even on another page or hidden by staff */
  my_review: VendorReviewDto | null;
}

interface Row {
  id: string;
  vendor_id: number;
  user_id: number;
  rating: number;
  comment: string;
  author_name: string;
  hidden: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = 'id, vendor_id, user_id, rating, comment, author_name, hidden, created_at, updated_at';
const dto = (row: Row): VendorReviewDto => ({
  id: row.id,
  vendor_id: row.vendor_id,
  rating: row.rating,
  comment: row.comment,
  author_name: row.author_name,
  hidden: row.hidden,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

/** A vendor exists while a store names it (spec §3 store.vendor_id); otherwise VENDOR_NOT_FOUND. */
export async function requireVendor(sql: Sql, vendorId: number): Promise<void> {
  const { rows } = await sql.query('select 1 from stores where vendor_id = $1 limit 1', [vendorId]);
  if (rows.length === 0) throw new ShopError('VENDOR_NOT_FOUND', `No vendor was found with id ${vendorId}`);
}

export async function vendorReviewById(sql: Sql, id: string): Promise<(VendorReviewDto & Row) | null> {
  const { rows } = await sql.query<Row>(`select ${COLUMNS} from vendor_reviews where id = $1`, [id]);
  return rows[0] ? { ...rows[0], ...dto(rows[0]) } : null;
}

/** The vendor's stars from its visible reviews: the average (one decimal) and the split. */
export async function vendorRating(
  sql: Sql,
  vendorId: number,
): Promise<{ average_rating: number; total_reviews: number; stars: number[] }> {
  const { rows } = await sql.query<{ rating: number; count: number }>(
    `select rating, count(*)::int as count from vendor_reviews
      where vendor_id = $1 and not hidden group by rating`,
    [vendorId],
  );
  const stars = [0, 0, 0, 0, 0];
  for (const row of rows) stars[row.rating - 1] = row.count;
  const total = stars.reduce((sum, count) => sum + count, 0);
  const sum = stars.reduce((acc, count, index) => acc + count * (index + 1), 0);
  return {
    average_rating: total === 0 ? 0 : Math.round((sum / total) * 10) / 10,
    total_reviews: total,
    stars,
  };
}

/** `GET /vendors/{id}/reviews`: a page of visible reviews, newest first, with the vendor's stars. */
export async function vendorReviewPage(
  sql: Sql,
  vendorId: number,
  options: { page?: number; perPage?: number; userId?: number | undefined },
): Promise<VendorReviewPageDto> {
  await requireVendor(sql, vendorId);
  const page = options.page ?? 1;
  const perPage = options.perPage ?? REVIEWS_PER_PAGE;
  const { rows } = await sql.query<Row>(
    `select ${COLUMNS} from vendor_reviews where vendor_id = $1 and not hidden
      order by created_at desc, id limit $2 offset $3`,
    [vendorId, perPage, (page - 1) * perPage],
  );
  const rating = await vendorRating(sql, vendorId);
  let mine: VendorReviewDto | null = null;
  if (options.userId !== undefined) {
    const own = await sql.query<Row>(
      `select ${COLUMNS} from vendor_reviews where vendor_id = $1 and user_id = $2`,
      [vendorId, options.userId],
    );
    mine = own.rows[0] ? dto(own.rows[0]) : null;
  }
  return {
    ...rating,
    reviews: rows.map(dto),
    total: rating.total_reviews,
    page,
    per_page: perPage,
    more: page * perPage < rating.total_reviews,
    my_review: mine,
  };
}

/** Runs a vendor review command under the vendor's lock, appending what it decided. */
export function vendorCommand<Result>(
  deps: OrderDeps,
  vendorId: number,
  decide: (tx: Sql, events: VendorReviewEvent[]) => Promise<(tx: Sql) => Promise<Result>>,
  metadata: Record<string, unknown>,
): Promise<Result> {
  return runCommand(deps, { locks: [`reviews:vendor:${vendorId}`] }, async (tx) => {
    const stream = vendorReviewStreamId(vendorId);
    const { rows } = await tx.query<{ version: number }>(
      'select coalesce(max(stream_version), 0)::int as version from events where stream_id = $1',
      [stream],
    );
    const events: VendorReviewEvent[] = [];
    const answer = await decide(tx, events);
    if (events.length > 0) {
      await deps.store.append(
        stream,
        rows[0]!.version,
        events.map(({ type, ...data }) => ({ type, data, metadata })),
        tx,
      );
    }
    return answer(tx);
  });
}

/**
 * `POST /vendors/{id}/reviews` (`rating` 1–5, `comment`): the shopper's one review of the vendor,
 * written or edited. Checked before the transaction opens: a refusal writes nothing.
 */
export async function writeVendorReview(
  deps: OrderDeps,
  identity: OrderIdentity,
  vendorId: number,
  input: { rating?: number | string; comment?: string },
): Promise<{ review: VendorReviewDto; created: boolean }> {
  const userId = requireShopper(identity);
  const rating = reviewRating(input.rating);
  const comment = reviewComment(input.comment);
  await requireVendor(deps.db, vendorId);
  let created = false;
  const review = await vendorCommand(
    deps,
    vendorId,
    async (tx, events) => {
      const { rows } = await tx.query<{ id: string; rating: number; comment: string }>(
        'select id, rating, comment from vendor_reviews where vendor_id = $1 and user_id = $2',
        [vendorId, userId],
      );
      const existing = rows[0];
      const reviewId = existing?.id ?? randomBytes(9).toString('base64url');
      created = !existing;
      if (!existing) {
        const name = await authorName(tx, userId);
        events.push({ type: 'VendorReviewWritten', reviewId, userId, authorName: name, rating, comment });
      } else if (existing.rating !== rating || existing.comment !== comment) {
        // an unchanged save is no fact: the log holds only what changed
        events.push({ type: 'VendorReviewEdited', reviewId, rating, comment });
      }
      return async (answerTx) => dto((await vendorReviewById(answerTx, reviewId))!);
    },
    { actor: 'user', userId },
  );
  return { review, created };
}

/**
 * `DELETE /vendors/{id}/reviews`: the shopper's own review of the vendor is withdrawn. With
 * `review_id`, that review must be the caller's (another shopper's is VENDOR_REVIEW_NOT_YOURS).
 */
export async function deleteVendorReview(
  deps: OrderDeps,
  identity: OrderIdentity,
  vendorId: number,
  reviewId?: string,
): Promise<void> {
  const userId = requireShopper(identity);
  await requireVendor(deps.db, vendorId);
  await vendorCommand(
    deps,
    vendorId,
    async (tx, events) => {
      const { rows } = await tx.query<{ id: string; user_id: number }>(
        reviewId === undefined
          ? 'select id, user_id from vendor_reviews where vendor_id = $1 and user_id = $2'
          : 'select id, user_id from vendor_reviews where vendor_id = $1 and id = $2',
        [vendorId, reviewId ?? userId],
      );
      const found = rows[0];
      if (!found) throw new ShopError('REVIEW_NOT_FOUND');
      if (found.user_id !== userId) throw new ShopError('VENDOR_REVIEW_NOT_YOURS');
      events.push({ type: 'VendorReviewDeleted', reviewId: found.id });
      return async () => undefined;
    },
    { actor: 'user', userId },
  );
}
