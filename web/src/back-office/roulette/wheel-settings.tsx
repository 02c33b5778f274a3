import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { StaffRouletteFieldsFragment } from '../../graphql/generated/graphql.ts';
import { formatMnt, useT } from '../../i18n/intl.ts';

type Wheel = StaffRouletteFieldsFragment['wheels'][number];
type Prize = StaffRouletteFieldsFragment['prizes'][number];

export interface WheelChange {
  minOrderTotal: number;
  loseWeight: number;
  active: boolean;
}

/** One wheel: its minimum order, "no prize" weight and open state, and its prizes with odds and stock. */
export function WheelSettings({
  wheel,
  prizes,
  busy,
  onSave,
}: {
  wheel: Wheel;
  prizes: readonly Prize[];
  busy: boolean;
  onSave: (change: WheelChange) => void;
}) {
  const t = useT();
  const intl = useIntl();
  const [minOrder, setMinOrder] = useState(String(wheel.minOrderTotal));
  const [loseWeight, setLoseWeight] = useState(String(wheel.loseWeight));
  const [active, setActive] = useState(wheel.active);
  const activePrizes = prizes.filter((prize) => prize.active);
  const total = activePrizes.reduce((sum, prize) => sum + prize.weight, wheel.loseWeight);
  const odds = (weight: number) =>
    intl.formatNumber(total === 0 ? 0 : weight / total, { style: 'percent', maximumFractionDigits: 1 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ minOrderTotal: Number(minOrder), loseWeight: Number(loseWeight), active });
  };
  return (
    <section className="roulette-admin__wheel" data-wheel={wheel.id}>
      <h2>{wheel.name}</h2>
      <form className="back-office__form" onSubmit={submit} aria-busy={busy}>
        <label>
          {t('prizes.admin.minOrder')}
          <input inputMode="numeric" value={minOrder} onChange={(event) => setMinOrder(event.target.value)} />
        </label>
        <label>
          {t('prizes.admin.loseWeight')}
          <input
            inputMode="numeric"
            value={loseWeight}
            onChange={(event) => setLoseWeight(event.target.value)}
          />
        </label>
        <label className="roulette-admin__check">
          <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} />
          {t('prizes.admin.open')}
        </label>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('prizes.admin.save')}
        </button>
      </form>
      <div className="roulette-admin__scroll">
        <table className="back-office__table">
          <thead>
            <tr>
              <th>{t('prizes.admin.prize')}</th>
              <th>{t('prizes.admin.weight')}</th>
              <th>{t('prizes.admin.odds')}</th>
              <th>{t('prizes.admin.stock')}</th>
            </tr>
          </thead>
          <tbody>
            {prizes.map((prize) => (
              <tr key={prize.id} data-prize={prize.id}>
                <td>
                  {prize.name}
                  <br />
                  <small>
                    {prize.kind === 'COUPON' ? prize.couponCode : formatMnt(intl, prize.creditAmount ?? 0)}
                    {prize.active ? '' : ` · ${t('prizes.admin.off')}`}
                  </small>
                </td>
                <td>{prize.weight}</td>
                <td>{prize.active ? odds(prize.weight) : '—'}</td>
                <td>
                  {prize.stocks.length === 0
                    ? '—'
                    : prize.stocks.map((stock) => (
                        <div key={stock.locationId}>
                          {t('prizes.admin.stockAt', {
                            location: stock.locationId,
                            remaining: stock.remaining,
                            received: stock.received,
                          })}
                        </div>
                      ))}
                </td>
              </tr>
            ))}
            <tr>
              <td>{t('prizes.noPrize')}</td>
              <td>{wheel.loseWeight}</td>
              <td>{odds(wheel.loseWeight)}</td>
              <td>—</td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
