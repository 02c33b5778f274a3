import { type ChangeEvent, useState } from 'react';
import { useT } from '../i18n/intl.ts';

/**
 * A file field in the page's language. The browser's own input says "Choose File" and "No file
 * chosen" in the browser's language whatever the page's (English on a Mongolian page), so the input
 * is visually hidden inside a label drawn as a button, and the chosen file is named beside it. The
 * input keeps its id, name and focus: a form reads it as before and the keyboard still reaches it.
 * `showChosen` false when the caller lists the chosen files itself (the review form's photos).
 */
export function FilePicker({
  id,
  name,
  accept,
  multiple = false,
  onChange,
  describedBy,
  invalid = false,
  disabled = false,
  showChosen = true,
}: {
  id: string;
  name?: string;
  accept: string;
  multiple?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  describedBy?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
  showChosen?: boolean;
}) {
  const t = useT();
  const [chosen, setChosen] = useState<string[]>([]);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setChosen([...(event.currentTarget.files ?? [])].map((file) => file.name));
    onChange?.(event);
  };
  return (
    <div className="file-picker">
      <label className="button file-picker__button">
        {t('app.file.choose')}
        <input
          id={id}
          name={name}
          type="file"
          className="visually-hidden"
          accept={accept}
          multiple={multiple}
          onChange={change}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      </label>
      {showChosen && (
        <span className="file-picker__chosen" aria-live="polite">
          {chosen.length === 0
            ? t('app.file.none')
            : chosen.length === 1
              ? chosen[0]
              : t('app.file.count', { count: chosen.length })}
        </span>
      )}
    </div>
  );
}
