import '../styles/back-office.css';
import '../back-office/roulette/roulette.css';
import { type FormEvent, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { type FieldErrors, fieldErrorsOf } from '../account/field-errors.tsx';
import { CounterSpin } from '../back-office/roulette/counter-spin.tsx';
import { LocationEditor } from '../back-office/roulette/location-editor.tsx';
import { PrizeEditor } from '../back-office/roulette/prize-editor.tsx';
import { RouletteNumbers } from '../back-office/roulette/roulette-tables.tsx';
import { type WheelChange, WheelSettings } from '../back-office/roulette/wheel-settings.tsx';
import { StaffGate } from '../back-office/staff-gate.tsx';
import { type StaffData, staffRoute } from '../back-office/staff-route.ts';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  type RouletteLocationInput,
  StaffAddPrizeStockDocument,
  type StaffPrizeInput,
  StaffRouletteDocument,
  type StaffRouletteFieldsFragment,
  StaffSavePrizeDocument,
  StaffSaveRouletteLocationDocument,
  StaffSetWheelDocument,
} from '../graphql/generated/graphql.ts';
import { errorMessage, translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

/** Which editor a refusal belongs to, so its fields are marked there and not in the other form. */
type EditorForm = 'location' | 'prize';

type RouletteData = StaffData<StaffRouletteFieldsFragment>;

/**
 * /back-office/roulette: the roulette admin (spec §2, §6; `roulette` role): each wheel's odds and
 * minimum order, its prizes with their stock at every location, prizes and locations added and
 * changed, stock put at a location, and the latest numbers issued and spins.
 */
export const backOfficeRouletteRoute = defineRoute({
  id: 'back-office-roulette',
  match: routePaths.backOfficeRoulette,
  load: staffRoute(async (_params, { execute }) => {
    const data = await execute(StaffRouletteDocument, {});
    return { staff: data.staffMe, value: data.staffRoulette };
  }),
  head: (_data, intl) => ({ title: translate(intl, 'prizes.admin.title') }),
  Component: RouletteScreen,
});

function RouletteScreen({ data, reload }: RouteComponentProps<RouletteData>) {
  return (
    <StaffGate data={data} reload={reload} className="roulette-admin">
      {(_staff, roulette) => <RouletteAdmin first={roulette} />}
    </StaffGate>
  );
}

function RouletteAdmin({ first }: { first: StaffRouletteFieldsFragment }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [roulette, setRoulette] = useState(first);
  const [busy, setBusy] = useState(false);
  // the last save: done, or refused with its code and (for the editors) the fields it names
  const [outcome, setOutcome] = useState<
    { ok: true } | { error: string; form: EditorForm | null; fields: FieldErrors } | null
  >(null);

  async function run(call: () => Promise<StaffRouletteFieldsFragment>, form: EditorForm | null = null) {
    setBusy(true);
    setOutcome(null);
    try {
      setRoulette(await call());
      setOutcome({ ok: true });
    } catch (error) {
      setOutcome({ error: errorCode(error), form, fields: fieldErrorsOf(error) });
    } finally {
      setBusy(false);
    }
  }
  // after a counter spin the stock and the latest spins below changed: read them again
  const refresh = useCallback(() => {
    void execute(StaffRouletteDocument, {}).then(
      (data) => setRoulette(data.staffRoulette),
      // a failed re-read leaves the lists as they were; the spin itself stands
      () => undefined,
    );
  }, [execute]);
  const fieldsOf = (form: EditorForm) =>
    outcome && 'error' in outcome && outcome.form === form ? outcome.fields : {};
  const saveLocation = (input: RouletteLocationInput) =>
    void run(
      async () => (await execute(StaffSaveRouletteLocationDocument, { input })).staffSaveRouletteLocation,
      'location',
    );
  const savePrize = (input: StaffPrizeInput) =>
    void run(async () => (await execute(StaffSavePrizeDocument, { input })).staffSavePrize, 'prize');
  const saveWheel = (wheel: string) => (change: WheelChange) =>
    void run(
      async () => (await execute(StaffSetWheelDocument, { wheel: wheel as never, ...change })).staffSetWheel,
    );
  const addStock = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(
      async () =>
        (
          await execute(StaffAddPrizeStockDocument, {
            prizeId: String(form.get('prize') ?? ''),
            locationId: String(form.get('location') ?? ''),
            quantity: Number(form.get('quantity') ?? 0),
          })
        ).staffAddPrizeStock,
    );
  };

  return (
    <>
      <h1>{t('prizes.admin.title')}</h1>
      {outcome ? (
        'ok' in outcome ? (
          <p role="status" className="back-office__ok">
            {t('prizes.admin.saved')}
          </p>
        ) : (
          <p role="alert" className="back-office__error">
            {errorMessage(intl, outcome.error)}
          </p>
        )
      ) : null}
      <CounterSpin locations={roulette.locations} onSpun={refresh} />
      {roulette.wheels.map((wheel) => (
        <WheelSettings
          key={wheel.id}
          wheel={wheel}
          prizes={roulette.prizes.filter((prize) => prize.wheel === wheel.id)}
          busy={busy}
          onSave={saveWheel(wheel.id)}
        />
      ))}
      <PrizeEditor
        wheels={roulette.wheels}
        prizes={roulette.prizes}
        busy={busy}
        fieldErrors={fieldsOf('prize')}
        onSave={savePrize}
      />
      <LocationEditor
        locations={roulette.locations}
        busy={busy}
        fieldErrors={fieldsOf('location')}
        onSave={saveLocation}
      />
      <h2>{t('prizes.admin.addStock')}</h2>
      <form className="back-office__form" onSubmit={addStock} aria-busy={busy}>
        <label>
          {t('prizes.admin.prize')}
          <select name="prize">
            {roulette.prizes.map((prize) => (
              <option key={prize.id} value={prize.id}>
                {prize.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('prizes.admin.location')}
          <select name="location">
            {roulette.locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('prizes.admin.quantity')}
          <input name="quantity" inputMode="numeric" defaultValue="1" />
        </label>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('prizes.admin.add')}
        </button>
      </form>
      <h2>{t('prizes.admin.spins')}</h2>
      <RouletteNumbers numbers={roulette.spins} kind="spins" />
      <h2>{t('prizes.admin.numbers')}</h2>
      <RouletteNumbers numbers={roulette.numbers} kind="numbers" />
    </>
  );
}
