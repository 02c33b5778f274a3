import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { DISPLAY_NAME_SQL } from '../content/authors.ts';
import { commentModerationStreamId } from '../content/comment-moderation.ts';
import type { OrderDeps } from '../orders/command-runner.ts';
import { runCommand } from '../orders/command-runner.ts';
import { MAX_HIDE_REASON, type ReviewEvent, reviewStreamId } from './events.ts';
import { reviewById } from './queries.ts';
import { vendorCommand, vendorReviewById } from './vendor-reviews.ts';

/** What the moderation screen lists and acts on: product reviews, vendor reviews, comments. */
export const moderationKinds = ['review', 'vendor_review', 'comment'] as const;
export type ModerationKind = (typeof moderationKinds)[number];

export interface ModerationItemDto {
  kind: ModerationKind;
  /** the review's id, or the comment's number as text */
  id: string;
  /** what it is about: the product, the vendor or the article */
  subject_id: number;
  subject_name: string;
  author_name: string;
  /** stars of a review; null for a comment */
  rating: number | null;
  text: string;
  hidden: boolean;
  hidden_reason: string | null;
  created_at: string;
}

/** 1 to 500 characters once trimmed: a hiding or showing without a reason is refused. */
export function moderationReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed.length === 0 || [...trimmed].length > MAX_HIDE_REASON) {
    throw new ShopError('REVIEW_HIDE_REASON_INVALID', undefined, { reason: ['must be 1 to 500 characters'] });
  }
  return trimmed;
}

const RECENT = `select * from (
    select 'review' as kind, r.id, r.product_id as subject_id, p.name as subject_name, r.author_name,
           r.rating, r.comment as text, r.hidden, r.hidden_reason, r.created_at
      from product_reviews r join products p on p.id = r.product_id
    union all
    select 'vendor_review', v.id, v.vendor_id,
           coalesce((select s.name from stores s where s.vendor_id = v.vendor_id order by s.id limit 1), ''),
           v.author_name, v.rating, v.comment, v.hidden, v.hidden_reason, v.created_at
      from vendor_reviews v
    union all
    select 'comment', c.id::text, c.article_id, a.title,
           coalesce(c.author_name, (select ${DISPLAY_NAME_SQL} from users u where u.id = c.user_id), ''),
           null, c.body, c.hidden_at is not null, c.hidden_reason, c.created_at
      from comments c join articles a on a.id = c.article_id
     where c.deleted_at is null
  ) m
  where ($1::text is null or m.kind = $1) and ($2::boolean is null or m.hidden = $2)`;

/** The newest reviews and comments first, optionally of one kind or only the hidden (or shown) ones. */
export async function recentForModeration(
  sql: Sql,
  filter: { kind?: ModerationKind | undefined; hidden?: boolean | undefined; page: number; perPage: number },
): Promise<{ items: ModerationItemDto[]; total: number }> {
  const params = [filter.kind ?? null, filter.hidden ?? null];
  const { rows } = await sql.query<Omit<ModerationItemDto, 'created_at'> & { created_at: Date | string }>(
    `${RECENT} order by m.created_at desc, m.id limit $3 offset $4`,
    [...params, filter.perPage, (filter.page - 1) * filter.perPage],
  );
  const { rows: counted } = await sql.query<{ n: number }>(
    `select count(*)::int as n from (${RECENT}) t`,
    params,
  );
  return {
    items: rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() })),
    total: counted[0]?.n ?? 0,
  };
}

export async function moderationItem(sql: Sql, kind: ModerationKind, id: string): Promise<ModerationItemDto> {
  const { rows } = await sql.query<Omit<ModerationItemDto, 'created_at'> & { created_at: Date | string }>(
    `${RECENT} and m.id = $3`,
    [kind, null, id],
  );
  const row = rows[0];
  if (!row) throw new ShopError(kind === 'comment' ? 'COMMENT_NOT_FOUND' : 'REVIEW_NOT_FOUND');
  return { ...row, created_at: new Date(row.created_at).toISOString() };
}

/**
 * Staff hide (or show again) a review or a comment, with a reason that goes into the log with who
 * did it. Hiding what is already hidden (or showing what is shown) records nothing and answers the
 * item as it is, so a double click is harmless.
 */
export async function moderate(
  deps: OrderDeps,
  target: { kind: ModerationKind; id: string },
  hide: boolean,
  reasonText: string,
  metadata: Record<string, unknown>,
): Promise<ModerationItemDto> {
  const reason = moderationReason(reasonText);
  const logged = { ...metadata, reason };
  if (target.kind === 'review') {
    const found = await reviewById(deps.db, target.id);
    if (!found) throw new ShopError('REVIEW_NOT_FOUND');
    const stream = reviewStreamId(found.product_id);
    await runCommand(deps, { locks: [`reviews:product:${found.product_id}`] }, async (tx) => {
      const now = await reviewById(tx, target.id);
      if (!now || now.hidden === hide) return;
      const { rows } = await tx.query<{ version: number }>(
        'select coalesce(max(stream_version), 0)::int as version from events where stream_id = $1',
        [stream],
      );
      const event: ReviewEvent = hide
        ? { type: 'ReviewHidden', reviewId: target.id, reason }
        : { type: 'ReviewShown', reviewId: target.id, reason };
      const { type, ...data } = event;
      await deps.store.append(stream, rows[0]!.version, [{ type, data, metadata: logged }], tx);
    });
  } else if (target.kind === 'vendor_review') {
    const found = await vendorReviewById(deps.db, target.id);
    if (!found) throw new ShopError('REVIEW_NOT_FOUND');
    await vendorCommand(
      deps,
      found.vendor_id,
      async (tx, events) => {
        const now = await vendorReviewById(tx, target.id);
        if (now && now.hidden !== hide) {
          events.push(
            hide
              ? { type: 'VendorReviewHidden', reviewId: target.id, reason }
              : { type: 'VendorReviewShown', reviewId: target.id, reason },
          );
        }
        return async () => undefined;
      },
      logged,
    );
  } else {
    const commentId = /^[1-9][0-9]{0,9}$/.test(target.id) ? Number(target.id) : 0;
    if (commentId === 0 || commentId > 2_147_483_647) throw new ShopError('COMMENT_NOT_FOUND');
    const stream = commentModerationStreamId(commentId);
    await runCommand(deps, { locks: [stream] }, async (tx) => {
      const { rows } = await tx.query<{ hidden: boolean }>(
        'select hidden_at is not null as hidden from comments where id = $1 and deleted_at is null',
        [commentId],
      );
      if (!rows[0]) throw new ShopError('COMMENT_NOT_FOUND');
      if (rows[0].hidden === hide) return;
      const { rows: version } = await tx.query<{ version: number }>(
        'select coalesce(max(stream_version), 0)::int as version from events where stream_id = $1',
        [stream],
      );
      await deps.store.append(
        stream,
        version[0]!.version,
        [{ type: hide ? 'CommentHidden' : 'CommentShown', data: { commentId, reason }, metadata: logged }],
        tx,
      );
    });
  }
  return moderationItem(deps.db, target.kind, target.id);
}
