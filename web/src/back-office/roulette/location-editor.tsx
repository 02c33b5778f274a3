import { type FormEvent, useState } from 'react';
import { FieldError, type FieldErrors } from '../../account/field-errors.tsx';
import type { RouletteLocationInput, StaffRouletteFieldsFragment } from '../../graphql/generated/graphql.ts';
import { useT } from '../../i18n/intl.ts';

type Location = StaffRouletteFieldsFragment['locations'][number];

/**
 * The wheel's locations (#18 roulette admin): each listed with its address; "Edit" fills the form
 * with it, otherwise the form adds a new one. The id names a location for good (its stock and spins
 * refer to it), so it is fixed once saved.
 */
export function LocationEditor({
  locations,
  busy,
  fieldErrors,
  onSave,
}: {
  locations: readonly Location[];
  busy: boolean;
  fieldErrors: FieldErrors;
  onSave: (input: RouletteLocationInput) => void;
}) {
  const t = useT();
  const [editing, setEditing] = useState<Location | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    onSave({
      id: editing?.id ?? text('id'),
      nameMn: text('nameMn'),
      nameEn: text('nameEn'),
      address: text('address'),
    });
  };
  const field = (name: keyof RouletteLocationInput, label: string, value: string, required = true) => (
    <>
      <label>
        {label}
        <input
          name={name}
          defaultValue={value}
          required={required}
          aria-invalid={fieldErrors[name] ? true : undefined}
          aria-describedby={`location-${name}-error`}
        />
      </label>
      <FieldError id={`location-${name}-error`} reasons={fieldErrors[name]} />
    </>
  );
  return (
    <section className="roulette-admin__locations">
      <h2>{t('prizes.admin.locations')}</h2>
      <ul className="roulette-admin__list">
        {locations.map((location) => (
          <li key={location.id} data-location={location.id}>
            <span>
              <strong>{location.name}</strong> <small>{location.id}</small>
              {location.address && <small className="roulette-admin__address">{location.address}</small>}
            </span>
            <button type="button" className="button button--small" onClick={() => setEditing(location)}>
              {t('prizes.admin.edit')}
            </button>
          </li>
        ))}
      </ul>
      <h3>
        {editing ? t('prizes.admin.editLocation', { name: editing.name }) : t('prizes.admin.newLocation')}
      </h3>
      {/* keyed by what is edited, so the inputs start from that location's values */}
      <form key={editing?.id ?? 'new'} className="back-office__form" onSubmit={submit} aria-busy={busy}>
        {editing ? (
          <p>
            {t('prizes.admin.locationId')}: <strong>{editing.id}</strong>
          </p>
        ) : (
          field('id', t('prizes.admin.locationId'), '')
        )}
        {field('nameMn', t('prizes.admin.nameMn'), editing?.nameMn ?? '')}
        {field('nameEn', t('prizes.admin.nameEn'), editing?.nameEn ?? '')}
        {field('address', t('prizes.admin.address'), editing?.address ?? '', false)}
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('prizes.admin.save')}
        </button>
        {editing && (
          <button type="button" className="button button--ghost" onClick={() => setEditing(null)}>
            {t('prizes.admin.cancel')}
          </button>
        )}
      </form>
    </section>
  );
}
