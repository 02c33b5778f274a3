import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorCode } from '../../graphql/client.ts';
import { errorMessage, useT } from '../../i18n/intl.ts';
import { FilePicker } from '../../shell/file-picker.tsx';
import { uploadStaffImage } from '../photos/upload.ts';

/**
 * Uploads a look's photo from the editor (#17): the server checks and resizes it like a product
 * photo and the field takes its URL, saved with the look book (whose event names the editor).
 */
export function LookPhotoUpload({
  onUploaded,
  label,
}: {
  onUploaded: (url: string) => void;
  /** Another editor's words (a brand's logo); a look's photo by default. */
  label?: string;
}) {
  const t = useT();
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // a new key empties the input, so the same file can be chosen again after a refusal
  const [key, setKey] = useState(0);
  const id = useId();
  return (
    <div className="look-photo-upload">
      <span id={`${id}-label`}>
        {busy ? t('backoffice.photos.uploading') : (label ?? t('backoffice.lookbooks.uploadPhoto'))}
      </span>
      <FilePicker
        key={key}
        id={id}
        accept="image/jpeg,image/png,image/webp"
        disabled={busy}
        describedBy={`${id}-label`}
        showChosen={false}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          setBusy(true);
          setFailure(null);
          try {
            onUploaded(await uploadStaffImage(file));
          } catch (error) {
            setFailure(errorCode(error));
          } finally {
            setBusy(false);
            setKey((value) => value + 1);
          }
        }}
      />
      {failure && (
        <span role="alert" className="back-office__error">
          {errorMessage(intl, failure)}
        </span>
      )}
    </div>
  );
}
