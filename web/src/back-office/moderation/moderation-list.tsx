import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import {
  createPaginatedListMachine,
  type FetchPageInput,
  type Page,
  selectCanLoadMore,
  selectFailure,
  selectIsLoadingMore,
  selectItems,
} from '../../../../machines/paginated-list.ts';
import { formFields, useFormSubmission } from '../../account/form-submission.ts';
import { flowInspect } from '../../flows/inspect.ts';
import { errorCode } from '../../graphql/client.ts';
import { useExecute } from '../../graphql/context.tsx';
import {
  type ModerationItemFieldsFragment,
  type ModerationKind,
  StaffModerateDocument,
  StaffModerationPageDocument,
} from '../../graphql/generated/graphql.ts';
import { formatShopDate } from '../../i18n/formats.ts';
import { errorMessage, useT } from '../../i18n/intl.ts';

const moderationListMachine = createPaginatedListMachine<ModerationItemFieldsFragment>();
const KINDS: readonly ModerationKind[] = ['REVIEW', 'VENDOR_REVIEW', 'COMMENT'];
type Shown = 'ALL' | 'HIDDEN' | 'VISIBLE';

/** The filters (kind, hidden or not) and the list; a filter change starts a new list from page 1. */
export function ModerationList({
  firstPage,
  perPage,
}: {
  firstPage: ModerationItemFieldsFragment[];
  perPage: number;
}) {
  const t = useT();
  const [kind, setKind] = useState<ModerationKind | 'ALL'>('ALL');
  const [shown, setShown] = useState<Shown>('ALL');
  const unfiltered = kind === 'ALL' && shown === 'ALL';
  return (
    <>
      <div className="back-office__actions">
        <label>
          {t('backoffice.moderation.kind')}
          <select value={kind} onChange={(event) => setKind(event.target.value as ModerationKind | 'ALL')}>
            <option value="ALL">{t('backoffice.moderation.kind.ALL')}</option>
            {KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`backoffice.moderation.kind.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('backoffice.moderation.shown')}
          <select value={shown} onChange={(event) => setShown(event.target.value as Shown)}>
            {(['ALL', 'VISIBLE', 'HIDDEN'] as const).map((value) => (
              <option key={value} value={value}>
                {t(`backoffice.moderation.shown.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Items
        key={`${kind}-${shown}`}
        kind={kind === 'ALL' ? null : kind}
        hidden={shown === 'ALL' ? null : shown === 'HIDDEN'}
        firstPage={unfiltered ? firstPage : null}
        perPage={perPage}
      />
    </>
  );
}

function Items({
  kind,
  hidden,
  firstPage,
  perPage,
}: {
  kind: ModerationKind | null;
  hidden: boolean | null;
  firstPage: ModerationItemFieldsFragment[] | null;
  perPage: number;
}) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const machine = useMemo(
    () =>
      moderationListMachine.provide({
        actors: {
          fetchPage: fromPromise<Page<ModerationItemFieldsFragment>, FetchPageInput>(async ({ input }) => ({
            items: (await execute(StaffModerationPageDocument, { kind, hidden, page: input.page, perPage }))
              .staffModeration.items,
          })),
        },
      }),
    [execute, kind, hidden, perPage],
  );
  const list = useActorRef(machine, {
    input: { perPage, ...(firstPage ? { initialPage: { page: 1, items: firstPage } } : {}) },
    inspect: flowInspect,
  });
  const items = useSelector(list, selectItems);
  const canLoadMore = useSelector(list, selectCanLoadMore);
  const loadingMore = useSelector(list, selectIsLoadingMore);
  const failure = useSelector(list, selectFailure);
  const loading = useSelector(list, (snapshot) => snapshot.matches('loading'));
  // an item changed here is shown as the server answered, without reloading the list
  const [changed, setChanged] = useState<Record<string, ModerationItemFieldsFragment>>({});
  const onChanged = useCallback(
    (item: ModerationItemFieldsFragment) =>
      setChanged((before) => ({ ...before, [`${item.kind}:${item.id}`]: item })),
    [],
  );
  return (
    <>
      {failure !== undefined && (
        <p role="alert" className="back-office__error">
          {errorMessage(intl, errorCode(failure))}{' '}
          <button type="button" className="button" onClick={() => list.send({ type: 'RETRY' })}>
            {t('reviews.retry')}
          </button>
        </p>
      )}
      {!loading && failure === undefined && items.length === 0 && <p>{t('backoffice.moderation.empty')}</p>}
      <ul className="moderation" aria-busy={loading} data-testid="moderation-list">
        {items.map((item) => {
          const current = changed[`${item.kind}:${item.id}`] ?? item;
          return <ModerationRow key={`${item.kind}:${item.id}`} item={current} onChanged={onChanged} />;
        })}
      </ul>
      {canLoadMore && (
        <button type="button" className="button" onClick={() => list.send({ type: 'LOAD_MORE' })}>
          {loadingMore ? t('list.loadingMore') : t('reviews.loadMore')}
        </button>
      )}
    </>
  );
}

/** One review or comment: what was written, and hide (or show) with a reason (form-submission machine). */
function ModerationRow({
  item,
  onChanged,
}: {
  item: ModerationItemFieldsFragment;
  onChanged: (item: ModerationItemFieldsFragment) => void;
}) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [state, send] = useFormSubmission<{ reason?: string }>(
    async (values) => {
      const answer = await execute(StaffModerateDocument, {
        kind: item.kind,
        id: item.id,
        hide: !item.hidden,
        reason: values.reason ?? '',
      });
      onChanged(answer.staffModerate);
    },
    { refuse: (error) => ({ fieldErrors: {}, failure: errorCode(error) }) },
  );
  const busy = state.hasTag('busy');
  const asking = state.matches('confirming');
  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'CONFIRM', values: formFields(event.currentTarget) });
  };
  const action = item.hidden ? t('backoffice.moderation.unhide') : t('backoffice.moderation.hide');
  return (
    <li
      className={`moderation__item${item.hidden ? ' is-hidden' : ''}`}
      data-testid={`moderation-${item.id}`}
    >
      <p className="moderation__meta">
        <strong>{t(`backoffice.moderation.kind.${item.kind}`)}</strong> · {item.subjectName} ·{' '}
        {item.authorName || t('reviews.anonymous')} ·{' '}
        <time dateTime={item.createdAt}>{formatShopDate(intl, item.createdAt, 'dateTime')}</time>
        {item.rating !== null && item.rating !== undefined ? ` · ${'★'.repeat(item.rating)}` : ''}
      </p>
      <p className="moderation__text">{item.text}</p>
      {item.hidden && (
        <p className="moderation__status">
          {t('backoffice.moderation.hiddenBecause', { reason: item.hiddenReason ?? '' })}
        </p>
      )}
      {asking ? (
        <form className="back-office__actions" onSubmit={confirm} aria-busy={busy}>
          <label>
            {t('backoffice.moderation.reason')}
            <input name="reason" maxLength={500} required autoComplete="off" />
          </label>
          <button type="submit" className="button button--primary" disabled={busy}>
            {action}
          </button>
          <button type="button" className="button" onClick={() => send({ type: 'CANCEL' })}>
            {t('backoffice.moderation.cancel')}
          </button>
        </form>
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => send({ type: 'ASK_TO_CONFIRM', subject: item.id })}
        >
          {action}
        </button>
      )}
      {state.context.failure && (
        <p role="alert" className="back-office__error">
          {errorMessage(intl, state.context.failure)}
        </p>
      )}
    </li>
  );
}
