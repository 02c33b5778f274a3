import type { Projection, RecordedEvent } from '../../platform/events/index.ts';

/**
 * A staff member hides or shows a comment (#17 moderation). Comments themselves are plain rows; the
 * moderation is a fact with who did it and why, one stream per comment
 * (`comment-moderation-<commentId>`), its mark kept on the comment row by this projection.
 */
export type CommentModerationEvent =
  | { type: 'CommentHidden'; commentId: number; reason: string }
  | { type: 'CommentShown'; commentId: number; reason: string };

export const commentModerationStreamId = (commentId: number) => `comment-moderation-${commentId}`;

const fact = (event: RecordedEvent) =>
  ({ ...(event.data as object), type: event.type }) as CommentModerationEvent;

export const commentModerationProjection: Projection = {
  name: 'comment-moderation',
  handles: ['CommentHidden', 'CommentShown'],
  async apply(tx, events) {
    for (const event of events) {
      const moderation = fact(event);
      if (moderation.type === 'CommentHidden') {
        await tx.query('update comments set hidden_at = $2, hidden_reason = $3 where id = $1', [
          moderation.commentId,
          event.recordedAt.toISOString(),
          moderation.reason,
        ]);
      } else {
        await tx.query('update comments set hidden_at = null, hidden_reason = null where id = $1', [
          moderation.commentId,
        ]);
      }
    }
  },
  async reset(tx) {
    await tx.query('update comments set hidden_at = null, hidden_reason = null where hidden_at is not null');
  },
};
