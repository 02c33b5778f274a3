import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrorsOf } from '../../account/field-errors.tsx';
import { useFormSubmission } from '../../account/form-submission.ts';
import { errorCode } from '../../graphql/client.ts';
import { useExecute } from '../../graphql/context.tsx';
import {
  type LookBookInput,
  type StaffLookBookFieldsFragment,
  StaffSaveLookBookDocument,
} from '../../graphql/generated/graphql.ts';
import { errorMessage, useT } from '../../i18n/intl.ts';
import { LookPhotoUpload } from './look-photo-upload.tsx';
import { SpotProductSearch } from './spot-product-search.tsx';

interface SpotDraft {
  sku: string;
  x: string;
  y: string;
  name: string;
}

interface LookDraft {
  image: string;
  caption: string;
  captionEn: string;
  spots: SpotDraft[];
}

export interface LookBookDraft {
  slug: string;
  title: string;
  titleEn: string;
  introHtml: string;
  introHtmlEn: string;
  coverImage: string;
  version: number | null;
  looks: LookDraft[];
}

const emptySpot = (): SpotDraft => ({ sku: '', x: '50', y: '50', name: '' });
const emptyLook = (): LookDraft => ({ image: '', caption: '', captionEn: '', spots: [emptySpot()] });

export const newDraft = (): LookBookDraft => ({
  slug: '',
  title: '',
  titleEn: '',
  introHtml: '',
  introHtmlEn: '',
  coverImage: '',
  version: null,
  looks: [emptyLook()],
});

export const draftOf = (book: StaffLookBookFieldsFragment): LookBookDraft => ({
  slug: book.slug,
  title: book.title,
  titleEn: book.titleEn,
  introHtml: book.introHtml,
  introHtmlEn: book.introHtmlEn,
  coverImage: book.coverImage ?? '',
  version: book.version,
  looks: book.looks.map((look) => ({
    image: look.image ?? '',
    caption: look.caption,
    captionEn: look.captionEn,
    spots: look.spots.map((spot) => ({
      sku: spot.sku,
      x: String(spot.x),
      y: String(spot.y),
      name: spot.name,
    })),
  })),
});

function inputOf(draft: LookBookDraft): LookBookInput {
  return {
    slug: draft.slug.trim(),
    title: draft.title,
    titleEn: draft.titleEn,
    introHtml: draft.introHtml,
    introHtmlEn: draft.introHtmlEn,
    coverImage: draft.coverImage,
    ...(draft.version !== null ? { version: draft.version } : {}),
    looks: draft.looks.map((look) => ({
      image: look.image,
      caption: look.caption,
      captionEn: look.captionEn,
      // an unreadable number goes as one the server refuses with its own code, never as a silent 0
      spots: look.spots.map((spot) => ({
        sku: spot.sku,
        x: Number.isFinite(Number.parseFloat(spot.x)) ? Number.parseFloat(spot.x) : -1,
        y: Number.isFinite(Number.parseFloat(spot.y)) ? Number.parseFloat(spot.y) : -1,
      })),
    })),
  };
}

/**
 * Where a refusal points, in the editor's language: "Look 2, product 1", "Title", or the SKUs the
 * shop does not have (the server's field keys: `looks.1.spots.0`, `title`, `sku`).
 */
function whereOf(t: ReturnType<typeof useT>, field: string, reasons: readonly string[]): string {
  const spot = /^looks\.(\d+)\.spots\.(\d+)$/.exec(field);
  if (spot)
    return t('backoffice.lookbooks.at.spot', { look: Number(spot[1]) + 1, spot: Number(spot[2]) + 1 });
  const look = /^looks\.(\d+)\./.exec(field);
  if (look) return t('backoffice.lookbooks.at.look', { look: Number(look[1]) + 1 });
  if (field === 'sku') return `SKU: ${reasons.join(', ')}`;
  if (field === 'title') return t('backoffice.lookbooks.titleMn');
  if (field === 'cover_image') return t('backoffice.lookbooks.cover');
  if (field === 'intro_html') return t('backoffice.lookbooks.introMn');
  if (field === 'looks') return t('backoffice.lookbooks.at.looks');
  return t('backoffice.lookbooks.at.translations');
}

/**
 * Create or edit a look book: its texts (Mongolian and English), and its looks, each a photo (empty:
 * drawn from its products) with products placed at x/y percent, found by search or typed by SKU. Saving runs the
 * form-submission machine; a refusal names its code and the fields at fault.
 */
export function LookBookForm({
  id,
  initial,
  onSaved,
  onCancel,
}: {
  id: string | null;
  initial: LookBookDraft;
  onSaved: (book: StaffLookBookFieldsFragment) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [draft, setDraft] = useState(initial);
  const [state, send] = useFormSubmission<LookBookDraft>(
    async (values) =>
      onSaved((await execute(StaffSaveLookBookDocument, { id, input: inputOf(values) })).staffSaveLookBook),
    { refuse: (error) => ({ fieldErrors: fieldErrorsOf(error), failure: errorCode(error) }) },
  );
  const busy = state.hasTag('busy');
  const set = (patch: Partial<LookBookDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setLook = (index: number, patch: Partial<LookDraft>) =>
    set({ looks: draft.looks.map((look, at) => (at === index ? { ...look, ...patch } : look)) });
  const setSpot = (lookIndex: number, spotIndex: number, patch: Partial<SpotDraft>) =>
    setLook(lookIndex, {
      spots: draft.looks[lookIndex]!.spots.map((spot, at) =>
        at === spotIndex ? { ...spot, ...patch } : spot,
      ),
    });
  // a found product takes the first spot still without an SKU, else a new one mid-photo
  const placeProduct = (lookIndex: number, product: { sku: string; name: string }) => {
    const spots = draft.looks[lookIndex]!.spots;
    const empty = spots.findIndex((spot) => spot.sku.trim() === '');
    if (empty >= 0) setSpot(lookIndex, empty, product);
    else setLook(lookIndex, { spots: [...spots, { ...emptySpot(), ...product }] });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT', values: draft });
  };
  const text = (label: string, value: string, onChange: (value: string) => void, required = false) => (
    <label>
      {label}
      <input value={value} required={required} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
  const problems = Object.entries(state.context.fieldErrors);

  return (
    <form className="look-book-form" onSubmit={submit} aria-busy={busy}>
      <h2>{id ? t('backoffice.lookbooks.edit') : t('backoffice.lookbooks.new')}</h2>
      <div className="look-book-form__grid">
        {text(t('backoffice.lookbooks.slug'), draft.slug, (slug) => set({ slug }), true)}
        {text(t('backoffice.lookbooks.cover'), draft.coverImage, (coverImage) => set({ coverImage }))}
        {text(t('backoffice.lookbooks.titleMn'), draft.title, (title) => set({ title }), true)}
        {text(t('backoffice.lookbooks.titleEn'), draft.titleEn, (titleEn) => set({ titleEn }))}
        <label>
          {t('backoffice.lookbooks.introMn')}
          <textarea
            rows={3}
            value={draft.introHtml}
            onChange={(event) => set({ introHtml: event.target.value })}
          />
        </label>
        <label>
          {t('backoffice.lookbooks.introEn')}
          <textarea
            rows={3}
            value={draft.introHtmlEn}
            onChange={(event) => set({ introHtmlEn: event.target.value })}
          />
        </label>
      </div>
      {draft.looks.map((look, lookIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a look has no id before it is saved; order is its identity
        <fieldset key={lookIndex} className="look-book-form__look">
          <legend>{t('lookbook.look', { number: lookIndex + 1 })}</legend>
          <div className="look-book-form__grid">
            {text(t('backoffice.lookbooks.image'), look.image, (image) => setLook(lookIndex, { image }))}
            <LookPhotoUpload onUploaded={(image) => setLook(lookIndex, { image })} />
            {text(t('backoffice.lookbooks.captionMn'), look.caption, (caption) =>
              setLook(lookIndex, { caption }),
            )}
            {text(t('backoffice.lookbooks.captionEn'), look.captionEn, (captionEn) =>
              setLook(lookIndex, { captionEn }),
            )}
          </div>
          <ol className="look-book-form__spots">
            {look.spots.map((spot, spotIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: spots are edited in place by position
              <li key={spotIndex}>
                {text('SKU', spot.sku, (sku) => setSpot(lookIndex, spotIndex, { sku, name: '' }), true)}
                {text('x %', spot.x, (x) => setSpot(lookIndex, spotIndex, { x }), true)}
                {text('y %', spot.y, (y) => setSpot(lookIndex, spotIndex, { y }), true)}
                {spot.name && <span className="look-book-form__name">{spot.name}</span>}
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={t('backoffice.lookbooks.removeSpot', { number: spotIndex + 1 })}
                  onClick={() =>
                    setLook(lookIndex, { spots: look.spots.filter((_, at) => at !== spotIndex) })
                  }
                >
                  <Trash2 className="icon" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ol>
          <SpotProductSearch
            look={lookIndex + 1}
            onPick={({ sku, name }) => placeProduct(lookIndex, { sku, name })}
          />
          <div className="back-office__actions">
            <button
              type="button"
              className="button"
              onClick={() => setLook(lookIndex, { spots: [...look.spots, emptySpot()] })}
            >
              <Plus className="icon" aria-hidden="true" />
              {t('backoffice.lookbooks.addSpot')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => set({ looks: draft.looks.filter((_, at) => at !== lookIndex) })}
            >
              {t('backoffice.lookbooks.removeLook')}
            </button>
          </div>
        </fieldset>
      ))}
      <div className="back-office__actions">
        <button
          type="button"
          className="button"
          onClick={() => set({ looks: [...draft.looks, emptyLook()] })}
        >
          <Plus className="icon" aria-hidden="true" />
          {t('backoffice.lookbooks.addLook')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('backoffice.lookbooks.save')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('backoffice.moderation.cancel')}
        </button>
      </div>
      {state.context.failure && (
        <div role="alert" className="back-office__error">
          <p>{errorMessage(intl, state.context.failure)}</p>
          {problems.length > 0 && (
            <ul>
              {problems.map(([field, reasons]) => (
                <li key={field}>{whereOf(t, field, reasons)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}
