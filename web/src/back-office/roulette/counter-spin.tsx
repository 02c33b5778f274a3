import { useState } from 'react';
import { useIntl } from 'react-intl';
import { selectIsSubmitting } from '../../../../machines/form-submission.ts';
import { formFields, useFormSubmission } from '../../account/form-submission.ts';
import { useExecute } from '../../graphql/context.tsx';
import { StaffCheckRouletteNumberDocument } from '../../graphql/generated/graphql.ts';
import { formatShopDate } from '../../i18n/formats.ts';
import { errorMessage, useT } from '../../i18n/intl.ts';
import type { CounterNumber } from './counter-number.ts';
import { CounterWheel } from './counter-wheel.tsx';

/**
 * Counter spins (#18): staff at a location type a customer's number, see whose it is and whether
 * its spin is left, and spin it for them; the wheel turns to the server's outcome (CounterWheel).
 */
export function CounterSpin({
  locations,
  onSpun,
}: {
  locations: readonly { id: string; name: string }[];
  onSpun: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  // a counter is a shop: the first location that is not the online wheel, if there is one
  const [locationId, setLocationId] = useState(
    (locations.find((location) => location.id !== 'online') ?? locations[0])?.id ?? '',
  );
  const [found, setFound] = useState<CounterNumber | null>(null);
  const [check, sendCheck] = useFormSubmission(async (values: Record<string, string>) => {
    setFound(null);
    const data = await execute(StaffCheckRouletteNumberDocument, {
      number: values.number ?? '',
      locationId: values.location ?? '',
    });
    setLocationId(values.location ?? '');
    setFound(data.staffCheckRouletteNumber);
  });
  const checking = selectIsSubmitting(check);
  const where = (id: string | null | undefined) => locations.find((l) => l.id === id)?.name ?? id ?? '';

  return (
    <section className="counter-spin" aria-labelledby="counter-spin-title">
      <h2 id="counter-spin-title">{t('prizes.counter.title')}</h2>
      <p className="form-hint">{t('prizes.counter.hint')}</p>
      <form
        className="back-office__form counter-spin__form"
        noValidate
        aria-busy={checking}
        onSubmit={(event) => {
          event.preventDefault();
          sendCheck({ type: 'SUBMIT', values: formFields(event.currentTarget) });
        }}
      >
        <label>
          {t('prizes.admin.location')}
          <select name="location" defaultValue={locationId}>
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('prizes.counter.number')}
          <input
            name="number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            aria-invalid={check.context.failure ? true : undefined}
          />
        </label>
        <button type="submit" className="button button--primary" disabled={checking}>
          {t('prizes.counter.check')}
        </button>
        {check.context.failure ? (
          <p role="alert" className="back-office__error">
            {errorMessage(intl, check.context.failure)}
          </p>
        ) : null}
      </form>
      {found ? (
        <div className="counter-spin__found" data-testid="counter-number">
          <dl className="counter-spin__facts">
            <dt>{t('prizes.admin.number')}</dt>
            <dd>{found.number.code}</dd>
            <dt>{t('prizes.counter.holder')}</dt>
            <dd>{found.number.holderName || t('prizes.counter.noName')}</dd>
            <dt>{t('prizes.admin.wheel')}</dt>
            <dd>{t(found.number.wheel === 'JACKPOT' ? 'prizes.tab.jackpot' : 'prizes.tab.lucky')}</dd>
            <dt>{t('prizes.admin.order')}</dt>
            <dd>{found.number.orderNumber}</dd>
          </dl>
          {found.number.spunAt ? (
            <p role="alert" className="back-office__error">
              {t('prizes.counter.used', {
                at: formatShopDate(intl, found.number.spunAt, 'dateTime'),
                location: where(found.number.locationId),
                // a shopper's own spin online has no staff member: the customer spun it
                by: found.number.spunBy ?? t('prizes.counter.holder'),
                prize: found.number.prizeName ?? t('prizes.noPrize'),
              })}
            </p>
          ) : (
            <CounterWheel
              key={`${found.number.code}@${locationId}`}
              found={found}
              locationId={locationId}
              onSpun={onSpun}
              onNext={() => setFound(null)}
            />
          )}
        </div>
      ) : null}
    </section>
  );
}
