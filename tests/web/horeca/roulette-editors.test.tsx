import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphqlExecutor } from '../../../web/src/graphql/client.ts';
import { catalogs } from '../../../web/src/i18n/messages.ts';
import { renderApp, serverState } from '../app-harness.tsx';

/** The roulette admin's location and prize editors (#18), against a fake gateway. */
const mn = (id: string) => (catalogs.mn as Record<string, string>)[id] ?? id;

afterEach(cleanup);

const roulette = {
  wheels: [{ id: 'LUCKY_WHEEL', name: 'Азын хүрд', minOrderTotal: 50_000, loseWeight: 10, active: true }],
  prizes: [
    {
      id: '3',
      wheel: 'LUCKY_WHEEL',
      name: '2 000₮ хэтэвчинд',
      nameMn: '2 000₮ хэтэвчинд',
      nameEn: '2,000₮ wallet credit',
      kind: 'WALLET_CREDIT',
      couponCode: null,
      creditAmount: 2000,
      weight: 5,
      active: true,
      stocks: [],
    },
  ],
  locations: [
    { id: 'online', name: 'Онлайн', nameMn: 'Онлайн', nameEn: 'Online', address: '' },
    { id: 'ub-central', name: 'Төв салбар', nameMn: 'Төв салбар', nameEn: 'Central', address: 'СБД' },
  ],
  numbers: [],
  spins: [],
};

function gateway(refuse?: Record<string, string[]>) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const executor: GraphqlExecutor = async ({ query, variables = {} }) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    calls.push({ name, variables });
    if (name === 'StaffRoulette') {
      return {
        data: {
          staffMe: { id: '1', name: 'Хүрдний админ', email: 'a@shoppy.mn', roles: ['ROULETTE'] },
          staffRoulette: roulette,
        },
      };
    }
    if (name === 'StaffSaveRouletteLocation' || name === 'StaffSavePrize') {
      if (refuse) {
        return { errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT', fields: refuse } }] };
      }
      const key = name === 'StaffSavePrize' ? 'staffSavePrize' : 'staffSaveRouletteLocation';
      return { data: { [key]: roulette } };
    }
    return { errors: [{ message: 'not in this fake', extensions: { code: 'NOT_FOUND' } }] };
  };
  return { executor, calls };
}

async function open(refuse?: Record<string, string[]>) {
  const fake = gateway(refuse);
  renderApp(
    '/back-office/roulette',
    fake.executor,
    await serverState('/back-office/roulette', fake.executor),
  );
  return fake;
}

describe('roulette admin editors', () => {
  it("changes a location's names, its code fixed", async () => {
    const fake = await open();
    const section = screen.getByRole('heading', { name: mn('prizes.admin.locations') }).closest('section')!;
    const central = section.querySelector<HTMLElement>('[data-location="ub-central"]')!;
    fireEvent.click(within(central).getByRole('button', { name: mn('prizes.admin.edit') }));
    expect(within(section).queryByLabelText(mn('prizes.admin.locationId'))).toBeNull();
    fireEvent.change(within(section).getByLabelText(mn('prizes.admin.nameEn')), {
      target: { value: 'Central branch' },
    });
    fireEvent.click(within(section).getByRole('button', { name: mn('prizes.admin.save') }));
    await waitFor(() =>
      expect(fake.calls.some((call) => call.name === 'StaffSaveRouletteLocation')).toBe(true),
    );
    expect(fake.calls.find((call) => call.name === 'StaffSaveRouletteLocation')?.variables).toEqual({
      input: { id: 'ub-central', nameMn: 'Төв салбар', nameEn: 'Central branch', address: 'СБД' },
    });
    await screen.findByText(mn('prizes.admin.saved'));
  });

  it('adds a coupon prize to a wheel', async () => {
    const fake = await open();
    const section = screen.getByRole('heading', { name: mn('prizes.admin.prizes') }).closest('section')!;
    fireEvent.change(within(section).getByLabelText(mn('prizes.admin.nameMn')), {
      target: { value: '10% купон' },
    });
    fireEvent.change(within(section).getByLabelText(mn('prizes.admin.nameEn')), {
      target: { value: '10% coupon' },
    });
    fireEvent.click(within(section).getByLabelText(mn('prizes.admin.kindCoupon')));
    fireEvent.change(within(section).getByLabelText(mn('prizes.admin.couponCode')), {
      target: { value: 'WHEEL15' },
    });
    fireEvent.change(within(section).getByLabelText(mn('prizes.admin.weight')), { target: { value: '4' } });
    fireEvent.click(within(section).getByRole('button', { name: mn('prizes.admin.save') }));
    await waitFor(() => expect(fake.calls.some((call) => call.name === 'StaffSavePrize')).toBe(true));
    expect(fake.calls.find((call) => call.name === 'StaffSavePrize')?.variables).toEqual({
      input: {
        id: null,
        wheel: 'LUCKY_WHEEL',
        nameMn: '10% купон',
        nameEn: '10% coupon',
        kind: 'COUPON',
        couponCode: 'WHEEL15',
        creditAmount: null,
        weight: 4,
        active: true,
      },
    });
  });

  it('fills the form with a chosen prize and marks the fields a refusal names, only in that form', async () => {
    await open({ weight: ['0..1000000'], nameEn: ['1..80'] });
    const section = screen.getByRole('heading', { name: mn('prizes.admin.prizes') }).closest('section')!;
    fireEvent.change(within(section).getByLabelText(mn('prizes.admin.choosePrize')), {
      target: { value: '3' },
    });
    expect((within(section).getByLabelText(mn('prizes.admin.creditAmount')) as HTMLInputElement).value).toBe(
      '2000',
    );
    expect((within(section).getByLabelText(mn('prizes.admin.wheel')) as HTMLSelectElement).disabled).toBe(
      true,
    );
    fireEvent.click(within(section).getByRole('button', { name: mn('prizes.admin.save') }));
    await waitFor(() =>
      expect(within(section).getByLabelText(mn('prizes.admin.weight')).getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(within(section).getByLabelText(mn('prizes.admin.nameEn')).getAttribute('aria-invalid')).toBe(
      'true',
    );
    const locations = screen.getByRole('heading', { name: mn('prizes.admin.locations') }).closest('section')!;
    expect(
      within(locations).getByLabelText(mn('prizes.admin.nameEn')).getAttribute('aria-invalid'),
    ).toBeNull();
  });
});
