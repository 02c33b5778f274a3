import { type FormEvent, useState } from 'react';
import { fieldErrorsOf } from '../../account/field-errors.tsx';
import { useFormSubmission } from '../../account/form-submission.ts';
import { errorCode } from '../../graphql/client.ts';
import { useExecute } from '../../graphql/context.tsx';
import { type StaffBrandFieldsFragment, StaffSaveBrandDocument } from '../../graphql/generated/graphql.ts';
import { useT } from '../../i18n/intl.ts';
import { LookPhotoUpload } from '../lookbooks/look-photo-upload.tsx';
import { EditingHistory } from './editing-history.tsx';
import { FormFailure } from './form-failure.tsx';

export interface BrandDraft {
  code: string;
  name: string;
  nameEn: string;
  story: string;
  storyEn: string;
  logo: string;
}

const draftOf = (brand: StaffBrandFieldsFragment | null): BrandDraft => ({
  code: brand?.code ?? '',
  name: brand?.name ?? '',
  nameEn: brand?.nameEn ?? '',
  story: brand?.story ?? '',
  storyEn: brand?.storyEn ?? '',
  logo: brand?.logo ?? '',
});

/**
 * Create or edit a brand: its name and story (Mongolian and English; the brand's other languages are
 * kept by the gateway) and its logo, uploaded through the shop's image pipeline like a product photo
 * and previewed here. Saving runs the form-submission machine; a refusal names its code and fields.
 */
export function BrandForm({
  brand,
  onSaved,
  onCancel,
}: {
  /** null: a new brand. */
  brand: StaffBrandFieldsFragment | null;
  onSaved: (brand: StaffBrandFieldsFragment) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const execute = useExecute();
  const [draft, setDraft] = useState(() => draftOf(brand));
  const [state, send] = useFormSubmission<BrandDraft>(
    async (values) => {
      const { code, ...fields } = values;
      // the version loaded: a colleague's save since then is CONFLICT, not silently undone
      const input = brand ? { ...fields, version: brand.version } : { ...fields, code: code.trim() };
      onSaved((await execute(StaffSaveBrandDocument, { code: brand?.code ?? null, input })).staffSaveBrand);
    },
    { refuse: (error) => ({ fieldErrors: fieldErrorsOf(error), failure: errorCode(error) }) },
  );
  const busy = state.hasTag('busy');
  const set = (patch: Partial<BrandDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT', values: draft });
  };
  const labels = {
    code: t('backoffice.brands.code'),
    name: t('backoffice.brands.nameMn'),
    story: t('backoffice.brands.storyMn'),
    translations: t('backoffice.brands.nameEn'),
    logo: t('backoffice.brands.logo'),
  };
  const text = (label: string, value: string, onChange: (value: string) => void, required = false) => (
    <label>
      {label}
      <input value={value} required={required} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
  const area = (label: string, value: string, onChange: (value: string) => void) => (
    <label>
      {label}
      <textarea rows={8} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );

  return (
    <form className="editing-form" onSubmit={submit} aria-busy={busy}>
      <h2>{brand ? t('backoffice.brands.editTitle') : t('backoffice.brands.new')}</h2>
      {brand && <p className="editing-form__code">{t('backoffice.editing.codeIs', { code: brand.code })}</p>}
      <div className="editing-form__grid">
        {brand ? null : text(labels.code, draft.code, (code) => set({ code }), true)}
        {text(labels.name, draft.name, (name) => set({ name }), true)}
        {text(t('backoffice.brands.nameEn'), draft.nameEn, (nameEn) => set({ nameEn }))}
      </div>
      <div className="editing-form__grid editing-form__grid--wide">
        {area(labels.story, draft.story, (story) => set({ story }))}
        {area(t('backoffice.brands.storyEn'), draft.storyEn, (storyEn) => set({ storyEn }))}
      </div>
      <fieldset className="editing-form__logo">
        <legend>{t('backoffice.brands.logoTitle')}</legend>
        {draft.logo && (
          <img
            className="editing-logo editing-logo--large"
            src={draft.logo}
            alt={t('backoffice.brands.logoOf', { name: draft.name })}
          />
        )}
        <div className="editing-form__grid">
          {text(labels.logo, draft.logo, (logo) => set({ logo }))}
          <LookPhotoUpload label={t('backoffice.brands.uploadLogo')} onUploaded={(logo) => set({ logo })} />
        </div>
      </fieldset>
      <div className="back-office__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('backoffice.editing.save')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('backoffice.editing.cancel')}
        </button>
      </div>
      <FormFailure failure={state.context.failure} fieldErrors={state.context.fieldErrors} labels={labels} />
      {brand && <EditingHistory entries={brand.history} />}
    </form>
  );
}
