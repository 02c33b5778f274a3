import { type RefObject, useId } from 'react';
import { useT } from '../i18n/intl.ts';

/** What the toolbar offers: the server's allow-list keeps these (server/commerce/content/sanitize.ts). */
const COMMANDS = [
  { id: 'bold', command: 'bold', value: undefined },
  { id: 'italic', command: 'italic', value: undefined },
  { id: 'heading', command: 'formatBlock', value: 'h2' },
  { id: 'paragraph', command: 'formatBlock', value: 'p' },
  { id: 'list', command: 'insertUnorderedList', value: undefined },
  { id: 'quote', command: 'formatBlock', value: 'blockquote' },
] as const;

/**
 * The article's text: an editable area with a small toolbar. What it holds is only a draft; the
 * server sanitises the HTML it is sent (no script, style or handlers), so the browser's markup is
 * never trusted. `initialHtml` is already sanitised (it came from the server).
 */
export function RichText({
  editorRef,
  initialHtml,
  labelledBy,
}: {
  editorRef: RefObject<HTMLDivElement | null>;
  initialHtml: string;
  labelledBy: string;
}) {
  const t = useT();
  const toolbar = useId();
  const run = (command: string, value?: string) => {
    editorRef.current?.focus();
    // execCommand is deprecated but still the one editing API every browser ships for contentEditable
    document.execCommand(command, false, value);
  };
  return (
    <div className="rich-text">
      <div className="rich-text__toolbar" role="toolbar" id={toolbar} aria-label={t('news.write.toolbar')}>
        {COMMANDS.map((item) => (
          <button
            key={item.id}
            type="button"
            className="button"
            // keeps the selection in the text while the button is pressed
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(item.command, item.value)}
          >
            {t(`news.write.format.${item.id}`)}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: rich text (headings, lists) cannot live in a textarea */}
      <div
        ref={editorRef}
        className="rich-text__area article-page__body"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        tabIndex={0}
        data-testid="article-body"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised it (sanitize-html allow-list)
        dangerouslySetInnerHTML={{ __html: initialHtml }}
      />
    </div>
  );
}
