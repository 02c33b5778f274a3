import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { productHref } from '../../catalog/links.ts';
import { ShopImage } from '../../catalog/responsive-image.tsx';
import { errorCode } from '../../graphql/client.ts';
import { useExecute } from '../../graphql/context.tsx';
import {
  type StaffProductPhotosFieldsFragment,
  StaffRemoveProductPhotoDocument,
  StaffReorderProductPhotosDocument,
} from '../../graphql/generated/graphql.ts';
import { formatShopDate } from '../../i18n/formats.ts';
import { errorMessage, hasMessage, type MessageId, useT } from '../../i18n/intl.ts';
import { FilePicker } from '../../shell/file-picker.tsx';
import { BACK_OFFICE_PHOTOS_PATH } from './links.ts';
import { uploadProductPhoto } from './upload.ts';

type Photos = StaffProductPhotosFieldsFragment;
type Done = 'uploaded' | 'reordered' | 'deleted';
const THUMB = 160;

/** One product's photos: upload (of the whole product or one variant), reorder, delete; its history. */
export function PhotoManager({ initial }: { initial: Photos }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [photos, setPhotos] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [variantId, setVariantId] = useState('');
  // a new key empties the file input after an upload
  const [formKey, setFormKey] = useState(0);

  const attempt = async (work: () => Promise<Photos>, outcome: Done) => {
    setBusy(true);
    setFailure(null);
    setDone(null);
    try {
      setPhotos(await work());
      setDone(outcome);
      return true;
    } catch (error) {
      setFailure(errorCode(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFailure('IMAGE_EMPTY');
    if (await attempt(() => uploadProductPhoto(photos.slug, file, variantId || null), 'uploaded')) {
      setFile(null);
      setFormKey((key) => key + 1);
    }
  };
  const move = (from: number, to: number) => {
    const ids = photos.photos.map((photo) => photo.id);
    const [moved] = ids.splice(from, 1);
    if (moved === undefined) return;
    ids.splice(to, 0, moved);
    void attempt(
      async () =>
        (await execute(StaffReorderProductPhotosDocument, { slug: photos.slug, photoIds: ids }))
          .staffReorderProductPhotos,
      'reordered',
    );
  };
  const remove = (photoId: string) => {
    setConfirming(null);
    void attempt(
      async () =>
        (await execute(StaffRemoveProductPhotoDocument, { slug: photos.slug, photoId }))
          .staffRemoveProductPhoto,
      'deleted',
    );
  };
  const variantLabel = (id: string | null | undefined) => {
    const variant = photos.variants.find((candidate) => candidate.id === id);
    return variant ? `${variant.label || variant.sku} (${variant.sku})` : t('backoffice.photos.wholeProduct');
  };
  const count = photos.photos.length;

  return (
    <div className="photo-manager">
      <p className="back-office__actions">
        <Link href={BACK_OFFICE_PHOTOS_PATH}>{t('backoffice.photos.back')}</Link>
        <a href={productHref(photos.slug)} target="_blank" rel="noreferrer">
          {t('backoffice.photos.view')}
        </a>
      </p>
      <h2>{photos.name}</h2>
      <form key={formKey} className="back-office__form" onSubmit={upload} aria-busy={busy}>
        <h3>{t('backoffice.photos.upload')}</h3>
        <label htmlFor="photo-file">{t('backoffice.photos.file')}</label>
        <FilePicker
          id="photo-file"
          name="photo"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        {photos.variants.length > 0 && (
          <label>
            {t('backoffice.photos.shows')}
            <select value={variantId} onChange={(event) => setVariantId(event.target.value)}>
              <option value="">{t('backoffice.photos.wholeProduct')}</option>
              {photos.variants.map((variant) => (
                <option key={variant.id} value={variant.id}>
                  {variantLabel(variant.id)}
                </option>
              ))}
            </select>
          </label>
        )}
        <p className="photo-manager__hint">{t('backoffice.photos.hint')}</p>
        <button type="submit" className="button button--primary" disabled={busy || count >= 12}>
          {busy ? t('backoffice.photos.uploading') : t('backoffice.photos.upload')}
        </button>
      </form>
      <div aria-live="polite">
        {failure && (
          <p role="alert" className="back-office__error">
            {errorMessage(intl, failure)}
          </p>
        )}
        {done && (
          <p role="status" className="back-office__ok">
            {t(`backoffice.photos.${done}`)}
          </p>
        )}
      </div>
      <h3>{count === 0 ? t('backoffice.photos.none') : t('backoffice.photos.count', { count })}</h3>
      <ol className="photo-list">
        {photos.photos.map((photo, at) => {
          const position = at + 1;
          return (
            <li key={photo.id} className="photo-list__item">
              <ShopImage
                src={photo.url}
                alt=""
                sizes={`${THUMB}px`}
                width={THUMB}
                height={THUMB}
                loading="lazy"
              />
              <div className="photo-list__text">
                <strong>
                  {t('backoffice.photos.position', { position })}
                  {at === 0 ? ` · ${t('backoffice.photos.main')}` : ''}
                </strong>
                <span>{variantLabel(photo.variantId)}</span>
                <span>
                  {photo.width} × {photo.height}
                </span>
                <span>
                  {t('backoffice.photos.added', {
                    date: formatShopDate(intl, photo.createdAt, 'dateTime'),
                    name: photo.createdBy,
                  })}
                </span>
              </div>
              <div className="photo-list__actions">
                <button
                  type="button"
                  className="button"
                  disabled={busy || at === 0}
                  aria-label={t('backoffice.photos.up', { position })}
                  onClick={() => move(at, at - 1)}
                >
                  <ArrowUp className="icon" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={busy || at === count - 1}
                  aria-label={t('backoffice.photos.down', { position })}
                  onClick={() => move(at, at + 1)}
                >
                  <ArrowDown className="icon" aria-hidden="true" />
                </button>
                {confirming === photo.id ? (
                  <span className="photo-list__confirm">
                    {t('backoffice.photos.deleteConfirm', { position })}
                    <button
                      type="button"
                      className="button button--primary button--small"
                      onClick={() => remove(photo.id)}
                    >
                      {t('backoffice.photos.deleteYes')}
                    </button>
                    <button type="button" className="button" onClick={() => setConfirming(null)}>
                      {t('backoffice.photos.deleteNo')}
                    </button>
                  </span>
                ) : (
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => setConfirming(photo.id)}
                  >
                    <Trash2 className="icon" aria-hidden="true" /> {t('backoffice.photos.delete')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {photos.history.length > 0 && (
        <section>
          <h3>{t('backoffice.photos.history')}</h3>
          <ul className="photo-history">
            {photos.history.map((entry) => (
              <li key={entry.version}>
                {t('backoffice.photos.historyEntry', {
                  // a type this screen does not know yet (a newer server) is shown as it is
                  event: hasMessage(intl, `backoffice.photos.event.${entry.type}`)
                    ? t(`backoffice.photos.event.${entry.type}` as MessageId)
                    : entry.type,
                  date: formatShopDate(intl, entry.at, 'dateTime'),
                  name: entry.by,
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
