import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import { type ArticleKind, SetBookmarkedDocument } from '../graphql/generated/graphql.ts';
import { errorMessage, useT } from '../i18n/intl.ts';

/** Spec §4 "Bookmark toggle adds or removes an id" (§7 bookmarks, default type article). */
export function BookmarkButton({
  kind,
  id,
  initial = false,
}: {
  kind: ArticleKind;
  id: string;
  initial?: boolean;
}) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [bookmarked, setBookmarked] = useState(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const toggle = async () => {
    try {
      const ids = (await execute(SetBookmarkedDocument, { id, type: kind, bookmarked: !bookmarked }))
        .setBookmarked;
      setBookmarked(ids.some((entry) => entry.id === id && entry.type === kind));
      setFailure(null);
    } catch (error) {
      setFailure(errorCode(error));
    }
  };
  return (
    <span className="bookmark">
      <button type="button" className="button" aria-pressed={bookmarked} onClick={toggle}>
        {bookmarked ? t('news.bookmark.remove') : t('news.bookmark.add')}
      </button>
      {failure && (
        <span className="form-error" role="alert">
          {errorMessage(intl, failure)}
        </span>
      )}
    </span>
  );
}
