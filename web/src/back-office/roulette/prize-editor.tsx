import { type FormEvent, useState } from 'react';
import { FieldError, type FieldErrors } from '../../account/field-errors.tsx';
import type {
  PrizeKind,
  PrizeWheelKind,
  StaffPrizeInput,
  StaffRouletteFieldsFragment,
} from '../../graphql/generated/graphql.ts';
import { useT } from '../../i18n/intl.ts';

type Prize = StaffRouletteFieldsFragment['prizes'][number];
type Wheel = StaffRouletteFieldsFragment['wheels'][number];

/**
 * Add a prize to a wheel or change one (#18 roulette admin): its names, a coupon code or a wallet
 * credit, its weight in the draw and whether it is on the wheel. Choosing a prize fills the form
 * with it; a prize stays on its wheel (the API refuses moving it).
 */
export function PrizeEditor({
  wheels,
  prizes,
  busy,
  fieldErrors,
  onSave,
}: {
  wheels: readonly Wheel[];
  prizes: readonly Prize[];
  busy: boolean;
  fieldErrors: FieldErrors;
  onSave: (input: StaffPrizeInput) => void;
}) {
  const t = useT();
  const [editingId, setEditingId] = useState('');
  const editing = prizes.find((prize) => prize.id === editingId) ?? null;
  const [kind, setKind] = useState<PrizeKind>(editing?.kind ?? 'COUPON');
  const choose = (id: string) => {
    setEditingId(id);
    setKind(prizes.find((prize) => prize.id === id)?.kind ?? 'COUPON');
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const whole = (name: string) => (/^\s*\d{1,9}\s*$/.test(text(name)) ? Number(text(name)) : -1);
    onSave({
      id: editing?.id ?? null,
      wheel: (editing?.wheel ?? text('wheel')) as PrizeWheelKind,
      nameMn: text('nameMn'),
      nameEn: text('nameEn'),
      kind,
      couponCode: kind === 'COUPON' ? text('couponCode') : null,
      creditAmount: kind === 'WALLET_CREDIT' ? whole('creditAmount') : null,
      weight: whole('weight'),
      active: form.get('active') === 'on',
    });
  };
  const error = (name: keyof StaffPrizeInput) => ({
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': `prize-${name}-error`,
  });
  const input = (name: keyof StaffPrizeInput, label: string, value: string, numeric = false) => (
    <>
      <label>
        {label}
        <input
          name={name}
          defaultValue={value}
          inputMode={numeric ? 'numeric' : undefined}
          {...error(name)}
        />
      </label>
      <FieldError id={`prize-${name}-error`} reasons={fieldErrors[name]} />
    </>
  );
  return (
    <section className="roulette-admin__prizes">
      <h2>{t('prizes.admin.prizes')}</h2>
      <label className="roulette-admin__choose">
        {t('prizes.admin.choosePrize')}
        <select value={editingId} onChange={(event) => choose(event.target.value)}>
          <option value="">{t('prizes.admin.newPrize')}</option>
          {prizes.map((prize) => (
            <option key={prize.id} value={prize.id}>
              {wheels.find((wheel) => wheel.id === prize.wheel)?.name}: {prize.name}
            </option>
          ))}
        </select>
      </label>
      <form key={editingId || 'new'} className="back-office__form" onSubmit={submit} aria-busy={busy}>
        <label>
          {t('prizes.admin.wheel')}
          <select name="wheel" defaultValue={editing?.wheel ?? wheels[0]?.id} disabled={editing !== null}>
            {wheels.map((wheel) => (
              <option key={wheel.id} value={wheel.id}>
                {wheel.name}
              </option>
            ))}
          </select>
        </label>
        {input('nameMn', t('prizes.admin.nameMn'), editing?.nameMn ?? '')}
        {input('nameEn', t('prizes.admin.nameEn'), editing?.nameEn ?? '')}
        <fieldset className="roulette-admin__kind">
          <legend>{t('prizes.admin.kind')}</legend>
          {(['COUPON', 'WALLET_CREDIT'] as const).map((option) => (
            <label key={option} className="roulette-admin__check">
              <input
                type="radio"
                name="kind"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {t(option === 'COUPON' ? 'prizes.admin.kindCoupon' : 'prizes.admin.kindCredit')}
            </label>
          ))}
        </fieldset>
        {kind === 'COUPON'
          ? input('couponCode', t('prizes.admin.couponCode'), editing?.couponCode ?? '')
          : input('creditAmount', t('prizes.admin.creditAmount'), String(editing?.creditAmount ?? ''), true)}
        {input('weight', t('prizes.admin.weight'), String(editing?.weight ?? 1), true)}
        <label className="roulette-admin__check">
          <input type="checkbox" name="active" defaultChecked={editing?.active ?? true} />
          {t('prizes.admin.onWheel')}
        </label>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('prizes.admin.save')}
        </button>
      </form>
    </section>
  );
}
