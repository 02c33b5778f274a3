import { cloneElement, type FormEvent, type ReactElement, useCallback, useState } from 'react';
import type { CheckoutField, CheckoutForm, OrganizationForm } from '../../../machines/checkout.ts';
import type { CheckoutStartQuery } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';
import { deferred } from '../shell/deferred.tsx';
import { ReadyButton, ReadyFieldset } from '../shell/ready.tsx';
import { FieldProblem, useCheckoutActor, useCheckoutSelector, useFieldProblem } from './checkout-actor.tsx';
import { ShippingChoice } from './shipping-choice.tsx';

/** One button, used by few: its geolocation and zip-code lookup follow the page's first JavaScript. */
const LocateAddress = deferred(async () => (await import('./locate-address.tsx')).LocateAddress);

export type CheckoutPlaces = Pick<CheckoutStartQuery, 'deliveryTimes' | 'pickupLocations' | 'zipcodeAreas'>;

const emptyOrganization: OrganizationForm = {
  name: '',
  registerNumber: '',
  workerCount: null,
  direction: '',
  address: '',
  phone: '',
};

/**
 * Step 1 (spec §3, §5): delivery address or pickup branch, receiver, delivery time, organization
 * buyer; then the shipping method with its rate. The form is the shopper's draft; whether it can be
 * sent is the machine's call (its guard), and the problems shown are the ones it holds.
 */
export function AddressStep({ places }: { places: CheckoutPlaces }) {
  const t = useT();
  const actor = useCheckoutActor();
  const saved = useCheckoutSelector((snapshot) => snapshot.context.form);
  // The form stays while it is being saved; the shipping choice follows once the rates load.
  const editing = useCheckoutSelector(
    (snapshot) => snapshot.matches({ address: 'editing' }) || snapshot.matches({ address: 'saving' }),
  );
  const busy = useCheckoutSelector((snapshot) => snapshot.hasTag('busy'));
  // Before hydration the served form would submit natively (and reload), and a select chosen in it
  // would be reset by React: the whole form is disabled until it works.
  const [form, setForm] = useState<CheckoutForm>(saved);
  const update = (patch: Partial<CheckoutForm>) => setForm((current) => ({ ...current, ...patch }));
  // stable: "use my location" is deferred, and new props would drop its server HTML (deferred.tsx)
  const setAddress = useCallback(
    (patch: Partial<CheckoutForm['address']>) =>
      setForm((current) => ({ ...current, address: { ...current.address, ...patch } })),
    [],
  );
  const setOrganization = (patch: Partial<OrganizationForm>) =>
    setForm((current) => ({
      ...current,
      organization: { ...(current.organization ?? emptyOrganization), ...patch },
    }));

  const provinces = places.zipcodeAreas.filter((area) => area.cat !== 'district');
  const province = provinces.find((area) => area.name === form.address.province);
  const districts = places.zipcodeAreas.filter(
    (area) => area.cat === 'district' && area.parent === province?.zipcode,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT_DETAILS', form });
  };

  if (!editing) return <ShippingChoice />;
  return (
    <form
      className="checkout-address"
      onSubmit={submit}
      noValidate
      aria-busy={busy}
      data-testid="address-step"
    >
      {/* Nothing can be chosen before hydration: React would reset a select chosen in the served HTML. */}
      <ReadyFieldset className="form-gate">
        <fieldset className="checkout-address__delivery">
          <legend>{t('checkout.step.address')}</legend>
          {(['DELIVERY', 'PICKUP'] as const).map((kind) => (
            <label key={kind} className="choice">
              <input
                type="radio"
                name="delivery"
                value={kind}
                checked={form.delivery === kind}
                onChange={() => update({ delivery: kind })}
              />
              {t(`checkout.delivery.${kind}`)}
            </label>
          ))}
        </fieldset>
        {form.delivery === 'DELIVERY' ? (
          <fieldset className="checkout-address__fields">
            <LocateAddress areas={places.zipcodeAreas} onFound={setAddress} />
            <Field field="province" label={t('checkout.address.province')}>
              <select
                value={form.address.province}
                onChange={(event) => {
                  const chosen = provinces.find((area) => area.name === event.target.value);
                  setAddress({ province: event.target.value, district: '', zipcode: chosen?.zipcode ?? '' });
                }}
              >
                <option value="">{t('checkout.address.choose')}</option>
                {provinces.map((area) => (
                  <option key={area.zipcode} value={area.name}>
                    {area.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field field="district" label={t('checkout.address.district')}>
              {districts.length > 0 ? (
                <select
                  value={form.address.district}
                  onChange={(event) => {
                    const chosen = districts.find((area) => area.name === event.target.value);
                    setAddress({
                      district: event.target.value,
                      zipcode: chosen?.zipcode ?? form.address.zipcode,
                    });
                  }}
                >
                  <option value="">{t('checkout.address.choose')}</option>
                  {districts.map((area) => (
                    <option key={area.zipcode} value={area.name}>
                      {area.name}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  value={form.address.district}
                  onChange={(event) => setAddress({ district: event.target.value })}
                />
              )}
            </Field>
            <Field
              field="address"
              label={t('checkout.address.address')}
              hint={t('checkout.address.preciseHint')}
            >
              <textarea
                value={form.address.address}
                onChange={(event) => setAddress({ address: event.target.value })}
              />
            </Field>
            <Field field="zipcode" label={t('checkout.address.zipcode')}>
              <input
                inputMode="numeric"
                value={form.address.zipcode}
                onChange={(event) => setAddress({ zipcode: event.target.value })}
              />
            </Field>
            {/* The shop delivers in Mongolia only (the server takes country MN): shown, not asked. */}
            <div className="field">
              <label htmlFor="checkout-country">{t('checkout.address.country')}</label>
              <input id="checkout-country" value={t('checkout.address.countryName')} readOnly />
            </div>
          </fieldset>
        ) : (
          <Field field="storeCode" label={t('checkout.pickup.store')}>
            <select value={form.storeCode} onChange={(event) => update({ storeCode: event.target.value })}>
              <option value="">{t('checkout.address.choose')}</option>
              {places.pickupLocations.map((store) => (
                <option key={store.code} value={store.code}>
                  {store.name} — {store.address}
                </option>
              ))}
            </select>
          </Field>
        )}
        <div className="checkout-address__receiver">
          <Field field="receiverName" label={t('checkout.receiver.name')}>
            <input
              value={form.receiverName}
              onChange={(event) => update({ receiverName: event.target.value })}
            />
          </Field>
          <Field field="receiverPhone" label={t('checkout.receiver.phone')}>
            <input
              type="tel"
              inputMode="tel"
              value={form.receiverPhone}
              onChange={(event) => update({ receiverPhone: event.target.value })}
            />
          </Field>
          <Field field="deliveryTime" label={t('checkout.deliveryTime')}>
            <select
              value={form.deliveryTime}
              onChange={(event) => update({ deliveryTime: event.target.value })}
            >
              <option value="">{t('checkout.address.choose')}</option>
              {places.deliveryTimes.map((time) => (
                <option key={time.id} value={time.id}>
                  {time.label}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <label className="choice checkout-address__organization-switch">
          <input
            type="checkbox"
            checked={form.organization !== null}
            onChange={(event) => update({ organization: event.target.checked ? emptyOrganization : null })}
          />
          {t('checkout.organization.switch')}
        </label>
        {form.organization ? (
          <fieldset
            className="checkout-address__organization checkout-address__fields"
            data-testid="organization-fields"
          >
            <Field field="organizationName" label={t('checkout.organization.name')}>
              <input
                value={form.organization.name}
                onChange={(event) => setOrganization({ name: event.target.value })}
              />
            </Field>
            <Field field="registerNumber" label={t('checkout.organization.registerNumber')}>
              <input
                inputMode="numeric"
                value={form.organization.registerNumber}
                onChange={(event) => setOrganization({ registerNumber: event.target.value })}
              />
            </Field>
            <label>
              {t('checkout.organization.workerCount')}
              <input
                type="number"
                min={0}
                value={form.organization.workerCount ?? ''}
                onChange={(event) =>
                  setOrganization({ workerCount: event.target.value ? Number(event.target.value) : null })
                }
              />
            </label>
            {(['direction', 'address', 'phone'] as const).map((key) => (
              <label key={key}>
                {t(`checkout.organization.${key}`)}
                <input
                  value={form.organization?.[key] ?? ''}
                  onChange={(event) => setOrganization({ [key]: event.target.value })}
                />
              </label>
            ))}
          </fieldset>
        ) : null}
        <p className="checkout-address__vat" data-testid="vat-receipt-kind">
          {t(form.organization ? 'checkout.vatReceipt.ORGANIZATION' : 'checkout.vatReceipt.PERSONAL')}
        </p>
        <ReadyButton type="submit" className="button button--primary" disabled={busy}>
          {t('checkout.address.continue')}
        </ReadyButton>
      </ReadyFieldset>
    </form>
  );
}

/** A labelled input with its hint and the machine's problem for it. */
function Field({
  field,
  label,
  hint,
  children,
}: {
  field: CheckoutField;
  label: string;
  hint?: string;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}) {
  const problem = useFieldProblem(field);
  const id = `checkout-${field}`;
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, {
        id,
        'aria-invalid': Boolean(problem),
        'aria-describedby': described || undefined,
      })}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldProblem field={field} id={`${id}-problem`} />
    </div>
  );
}
