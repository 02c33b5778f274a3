import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf } from '../../account/field-errors.tsx';
import { fieldRefusal, useFormSubmission } from '../../account/form-submission.ts';
import { errorCode } from '../../graphql/client.ts';
import { useExecute } from '../../graphql/context.tsx';
import {
  type StaffPromotionFieldsFragment,
  StaffSavePromotionDocument,
} from '../../graphql/generated/graphql.ts';
import { useT } from '../../i18n/intl.ts';
import { DateTimeField } from '../../shell/date-time-field.tsx';
import { SpotProductSearch } from '../lookbooks/spot-product-search.tsx';
import { EditingHistory } from './editing-history.tsx';
import { FormFailure } from './form-failure.tsx';
import { isoOfShopInput, shopInputOf } from './shop-time.ts';

interface PickedProduct {
  id: string;
  sku: string;
  name: string;
}

export interface PromotionDraft {
  code: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  /** As the date fields hold them: shop time, `YYYY-MM-DDTHH:mm`. */
  startsAt: string;
  endsAt: string;
  products: PickedProduct[];
}

export const newPromotionDraft = (): PromotionDraft => ({
  code: '',
  name: '',
  nameEn: '',
  description: '',
  descriptionEn: '',
  startsAt: '',
  endsAt: '',
  products: [],
});

export const promotionDraftOf = (promotion: StaffPromotionFieldsFragment): PromotionDraft => ({
  code: promotion.code,
  name: promotion.name,
  nameEn: promotion.nameEn,
  description: promotion.description,
  descriptionEn: promotion.descriptionEn,
  startsAt: shopInputOf(promotion.startsAt),
  endsAt: shopInputOf(promotion.endsAt),
  products: promotion.products.map(({ id, sku, name }) => ({ id, sku, name })),
});

/**
 * Create or edit a promotion: its names and descriptions (Mongolian and English), its dates in
 * Ulaanbaatar time, and its products (found by name or SKU, in the order added). Saving runs the
 * form-submission machine; a refusal shows its coded message and the fields at fault.
 */
export function PromotionForm({
  promotion,
  onSaved,
  onCancel,
}: {
  /** null: a new promotion. */
  promotion: StaffPromotionFieldsFragment | null;
  onSaved: (promotion: StaffPromotionFieldsFragment) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const execute = useExecute();
  const [draft, setDraft] = useState(() => (promotion ? promotionDraftOf(promotion) : newPromotionDraft()));
  const [state, send] = useFormSubmission<PromotionDraft>(
    async (values) => {
      // the server refuses an empty list too; asking first names the field in words
      if (values.products.length === 0) throw fieldRefusal('product_ids', 'required');
      const input = {
        // the version loaded: a colleague's save since then is CONFLICT, not silently undone
        ...(promotion ? { version: promotion.version } : { code: values.code.trim() }),
        name: values.name,
        nameEn: values.nameEn,
        description: values.description,
        descriptionEn: values.descriptionEn,
        startsAt: isoOfShopInput(values.startsAt),
        endsAt: isoOfShopInput(values.endsAt) ?? '',
        productIds: values.products.map((product) => product.id),
      };
      const saved = await execute(StaffSavePromotionDocument, { id: promotion?.id ?? null, input });
      onSaved(saved.staffSavePromotion);
    },
    { refuse: (error) => ({ fieldErrors: fieldErrorsOf(error), failure: errorCode(error) }) },
  );
  const busy = state.hasTag('busy');
  const set = (patch: Partial<PromotionDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT', values: draft });
  };
  const labels = {
    code: t('backoffice.promotions.code'),
    name: t('backoffice.promotions.nameMn'),
    description: t('backoffice.promotions.descriptionMn'),
    translations: t('backoffice.promotions.nameEn'),
    starts_at: t('backoffice.promotions.startsAt'),
    ends_at: t('backoffice.promotions.endsAt'),
    product_ids: t('backoffice.promotions.products', { count: draft.products.length }),
  };
  // asked for before any request; gone as soon as a product is added
  const emptyList =
    draft.products.length === 0 &&
    state.context.fieldErrors.product_ids?.includes('required') === true &&
    !state.context.failure;
  const text = (label: string, value: string, onChange: (value: string) => void, required = false) => (
    <label>
      {label}
      <input value={value} required={required} onChange={(event) => onChange(event.target.value)} />
    </label>
  );

  return (
    <form className="editing-form" onSubmit={submit} aria-busy={busy}>
      <h2>{promotion ? t('backoffice.promotions.editTitle') : t('backoffice.promotions.new')}</h2>
      {promotion && (
        <p className="editing-form__code">
          {t('backoffice.editing.codeIs', { code: promotion.code })} ·{' '}
          {t(`backoffice.promotions.status.${promotion.status}`)}
        </p>
      )}
      <div className="editing-form__grid">
        {promotion ? null : text(labels.code, draft.code, (code) => set({ code }), true)}
        {text(labels.name, draft.name, (name) => set({ name }), true)}
        {text(t('backoffice.promotions.nameEn'), draft.nameEn, (nameEn) => set({ nameEn }))}
        <DateTimeField
          label={labels.starts_at}
          value={draft.startsAt}
          onChange={(startsAt) => set({ startsAt })}
        />
        <DateTimeField
          label={labels.ends_at}
          required
          value={draft.endsAt}
          onChange={(endsAt) => set({ endsAt })}
        />
      </div>
      <div className="editing-form__grid editing-form__grid--wide">
        <label>
          {labels.description}
          <textarea
            rows={3}
            value={draft.description}
            onChange={(event) => set({ description: event.target.value })}
          />
        </label>
        <label>
          {t('backoffice.promotions.descriptionEn')}
          <textarea
            rows={3}
            value={draft.descriptionEn}
            onChange={(event) => set({ descriptionEn: event.target.value })}
          />
        </label>
      </div>
      <fieldset className="editing-form__products">
        <legend>{labels.product_ids}</legend>
        {draft.products.length > 0 && (
          <ol>
            {draft.products.map((product) => (
              <li key={product.id}>
                <span>
                  {product.name}
                  <small> · {product.sku}</small>
                </span>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={t('backoffice.promotions.remove', { name: product.name })}
                  onClick={() => set({ products: draft.products.filter((kept) => kept.id !== product.id) })}
                >
                  <Trash2 className="icon" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ol>
        )}
        {emptyList && (
          <p role="alert" className="back-office__error">
            {t('backoffice.promotions.noProducts')}
          </p>
        )}
        <SpotProductSearch
          look={0}
          labels={{
            find: t('backoffice.promotions.findProduct'),
            add: t('backoffice.promotions.add'),
            addNamed: (name) => t('backoffice.promotions.addNamed', { name }),
          }}
          onPick={(product) => {
            // a product added twice is listed once: the promotion holds a set, in the order added
            if (!draft.products.some((kept) => kept.id === product.id)) {
              set({ products: [...draft.products, product] });
            }
          }}
        />
      </fieldset>
      <div className="back-office__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('backoffice.editing.save')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('backoffice.editing.cancel')}
        </button>
      </div>
      {!state.context.fieldErrors.product_ids?.includes('required') && (
        <FormFailure
          failure={state.context.failure}
          fieldErrors={state.context.fieldErrors}
          labels={labels}
        />
      )}
      {promotion && <EditingHistory entries={promotion.history} />}
    </form>
  );
}
