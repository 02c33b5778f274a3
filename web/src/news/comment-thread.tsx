import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { selectIsSubmitting } from '../../../machines/form-submission.ts';
import { formFields, useFormSubmission } from '../account/form-submission.ts';
import { loginHref } from '../account/links.ts';
import { LoginError } from '../account/login-steps.tsx';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  AddCommentDocument,
  type ArticleKind,
  type CommentFieldsFragment,
  CommentsDocument,
  DeleteCommentDocument,
  ReplyToCommentDocument,
} from '../graphql/generated/graphql.ts';
import { formatShopDate } from '../i18n/formats.ts';
import { errorMessage, useT } from '../i18n/intl.ts';
import { PagedListFooter } from '../shell/paged-list-footer.tsx';
import { usePagedList } from '../shell/use-paged-list.ts';

/** Spec-less but the server's bound: 2000 characters (COMMENT_INVALID past it). */
const COMMENT_MAX = 2000;
/** Threads a page (the article page's query asks the same). */
export const THREADS_PER_PAGE = 20;

type CommentNode = CommentFieldsFragment & { replies: CommentNode[] };

/** The flat page (each top-level comment followed by its replies) as a tree, oldest first. */
function threadsOf(comments: readonly CommentFieldsFragment[]): CommentNode[] {
  const nodes = new Map(
    comments.map((comment) => [comment.id, { ...comment, replies: [] as CommentNode[] }]),
  );
  const roots: CommentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.replyId ? nodes.get(node.replyId) : undefined;
    if (parent) parent.replies.push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * The comments under a news item or article: threads with replies at any depth, a form to comment,
 * a reply form under each comment, and delete for the reader's own. A guest who writes is told to
 * log in (LOGIN_REQUIRED), with a link back here.
 */
export function CommentThread({
  kind,
  articleId,
  initial,
  returnTo,
}: {
  kind: ArticleKind;
  articleId: string;
  initial: readonly CommentFieldsFragment[];
  returnTo: string;
}) {
  const t = useT();
  const execute = useExecute();
  // Pages of threads come from the list machine (spec §4: first page, more appended, retry); what the
  // reader writes or deletes here is kept beside it until the next load.
  const list = usePagedList({
    perPage: THREADS_PER_PAGE,
    firstPage: initial,
    fetchPage: async (input) =>
      (await execute(CommentsDocument, { kind, articleId, ...input })).comments.items,
  });
  const loaded = list.items;
  const [written, setWritten] = useState<readonly CommentFieldsFragment[]>([]);
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<string>>(new Set());
  const comments = useMemo(() => {
    const seen = new Set(loaded.map((comment) => comment.id));
    return [...loaded, ...written.filter((comment) => !seen.has(comment.id))].map((comment) =>
      deletedIds.has(comment.id) ? { ...comment, deleted: true, comment: null, authorName: '' } : comment,
    );
  }, [loaded, written, deletedIds]);
  const added = (comment: CommentFieldsFragment) => setWritten((list) => [...list, comment]);
  const removed = (id: string) => setDeletedIds((ids) => new Set([...ids, id]));
  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">
        {t('news.comments.title', { count: comments.filter((c) => !c.deleted).length })}
      </h2>
      {comments.length === 0 && <p>{t('news.comments.empty')}</p>}
      <ol className="comments__list">
        {threadsOf(comments).map((node) => (
          <CommentItem key={node.id} node={node} onAdded={added} onRemoved={removed} returnTo={returnTo} />
        ))}
      </ol>
      <PagedListFooter list={list} moreLabel={t('news.comments.more')} />
      <CommentForm
        id="comment-new"
        label={t('news.comments.write')}
        returnTo={returnTo}
        send={async (text) =>
          added((await execute(AddCommentDocument, { kind, articleId, comment: text })).addComment)
        }
      />
    </section>
  );
}

function CommentItem({
  node,
  onAdded,
  onRemoved,
  returnTo,
}: {
  node: CommentNode;
  onAdded: (comment: CommentFieldsFragment) => void;
  onRemoved: (id: string) => void;
  returnTo: string;
}) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [replying, setReplying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    try {
      await execute(DeleteCommentDocument, { id: node.id });
      onRemoved(node.id);
    } catch (error) {
      setFailure(errorCode(error));
    }
  };
  return (
    <li className="comment" data-comment-id={node.id}>
      <article>
        {node.deleted ? (
          <p className="comment__deleted">{t('news.comments.deleted')}</p>
        ) : (
          <>
            <p className="comment__meta">
              <strong>{node.authorName}</strong> ·{' '}
              <time dateTime={node.createdAt}>{formatShopDate(intl, node.createdAt)}</time>
            </p>
            <p className="comment__text">{node.comment}</p>
            <p className="comment__actions">
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setReplying((open) => !open)}
              >
                {t('news.comments.reply')}
              </button>
              {node.mine && (
                <button type="button" className="button button--ghost" onClick={remove}>
                  {t('news.comments.delete')}
                </button>
              )}
            </p>
            {failure && (
              <p className="form-error" role="alert">
                {errorMessage(intl, failure)}
              </p>
            )}
            {replying && (
              <CommentForm
                id={`reply-${node.id}`}
                label={t('news.comments.replyTo', { name: node.authorName })}
                returnTo={returnTo}
                send={async (text) => {
                  onAdded(
                    (await execute(ReplyToCommentDocument, { replyId: node.id, comment: text }))
                      .replyToComment,
                  );
                  setReplying(false);
                }}
              />
            )}
          </>
        )}
      </article>
      {node.replies.length > 0 && (
        <ol className="comments__replies">
          {node.replies.map((reply) => (
            <CommentItem
              key={reply.id}
              node={reply}
              onAdded={onAdded}
              onRemoved={onRemoved}
              returnTo={returnTo}
            />
          ))}
        </ol>
      )}
    </li>
  );
}

function CommentForm({
  id,
  label,
  send: sendComment,
  returnTo,
}: {
  id: string;
  label: string;
  send: (text: string) => Promise<void>;
  returnTo: string;
}) {
  const t = useT();
  const [formKey, setFormKey] = useState(0);
  const [state, send] = useFormSubmission(async (values: Record<string, string>) => {
    await sendComment(values.comment ?? '');
    // a new, empty form for the next comment
    setFormKey((key) => key + 1);
  });
  const busy = selectIsSubmitting(state);
  const { fieldErrors, failure } = state.context;
  const refused = failure ?? (fieldErrors.comment ? 'COMMENT_INVALID' : null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT', values: formFields(event.currentTarget) });
  };
  return (
    <form key={formKey} className="comment-form" onSubmit={submit} noValidate>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name="comment"
        rows={3}
        maxLength={COMMENT_MAX}
        aria-invalid={refused ? true : undefined}
      />
      <LoginError code={refused} />
      {refused === 'LOGIN_REQUIRED' && (
        <p>
          <Link href={loginHref(returnTo)}>{t('news.comments.login')}</Link>
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t('news.comments.send')}
      </button>
    </form>
  );
}
