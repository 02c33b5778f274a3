import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphqlExecutor } from '../../../web/src/graphql/client.ts';
import { catalogs } from '../../../web/src/i18n/messages.ts';
import { renderApp, serverState } from '../app-harness.tsx';

/** Counter spins on the roulette admin (#18), against a fake gateway. */
const mn = (id: string) => (catalogs.mn as Record<string, string>)[id] ?? id;

// reduced motion: the wheel lands at once and the outcome shows without waiting 4.5 s
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const credit = {
  id: '3',
  name: '2 000₮ хэтэвчинд',
  kind: 'WALLET_CREDIT',
  couponCode: null,
  creditAmount: 2000,
};
const roulette = {
  wheels: [{ id: 'LUCKY_WHEEL', name: 'Азын хүрд', minOrderTotal: 50_000, loseWeight: 10, active: true }],
  prizes: [],
  locations: [
    { id: 'online', name: 'Онлайн', nameMn: 'Онлайн', nameEn: 'Online', address: '' },
    { id: 'ub-central', name: 'Төв салбар', nameMn: 'Төв салбар', nameEn: 'Central', address: 'СБД' },
  ],
  numbers: [],
  spins: [],
};
const number = (spun: boolean) => ({
  code: '48213907',
  wheel: 'LUCKY_WHEEL',
  userId: '12',
  orderNumber: 'R100234',
  issuedAt: '2026-11-20T04:00:00.000Z',
  spunAt: spun ? '2026-11-25T03:10:00.000Z' : null,
  locationId: spun ? 'ub-central' : null,
  prizeName: spun ? credit.name : null,
  spunBy: spun ? 'Сараа' : null,
  holderName: 'Болд Бат',
});
const segments = [
  { oddsPercent: 50, inStock: true, prize: credit },
  { oddsPercent: 50, inStock: true, prize: null },
];

type Answer = Record<string, unknown>;
function gateway(answers: { check: Answer[]; spin?: Answer }) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const executor: GraphqlExecutor = async ({ query, variables = {} }) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    calls.push({ name, variables });
    if (name === 'StaffRoulette') {
      return {
        data: {
          staffMe: { id: '1', name: 'Сараа', email: 's@shoppy.mn', roles: ['ROULETTE'] },
          staffRoulette: roulette,
        },
      };
    }
    if (name === 'StaffCheckRouletteNumber') return answers.check.shift() ?? answers.check[0]!;
    if (name === 'StaffSpinRouletteNumber' && answers.spin) return answers.spin;
    return { errors: [{ message: 'not in this fake', extensions: { code: 'NOT_FOUND' } }] };
  };
  return { executor, calls };
}

const checked = (spun: boolean) => ({
  data: { staffCheckRouletteNumber: { number: number(spun), segments } },
});
const refused = (code: string) => ({ errors: [{ message: code, extensions: { code } }] });

async function open(answers: { check: Answer[]; spin?: Answer }) {
  const fake = gateway(answers);
  renderApp(
    '/back-office/roulette',
    fake.executor,
    await serverState('/back-office/roulette', fake.executor),
  );
  const counter = screen.getByRole('heading', { name: mn('prizes.counter.title') }).closest('section')!;
  return { fake, counter: within(counter) };
}

function check(counter: ReturnType<typeof within>, typed: string) {
  fireEvent.change(counter.getByLabelText(mn('prizes.counter.number')), { target: { value: typed } });
  fireEvent.click(counter.getByRole('button', { name: mn('prizes.counter.check') }));
}

describe('spinning at the counter', () => {
  it("shows whose number it is, spins it at the chosen location and shows the server's prize", async () => {
    const { fake, counter } = await open({
      check: [checked(false)],
      spin: {
        data: {
          staffSpinRouletteNumber: {
            number: '48213907',
            won: true,
            segment: 0,
            spunAt: '2026-11-26T05:00:00.000Z',
            prize: credit,
          },
        },
      },
    });
    // a counter is a shop: the first location that is not online is chosen
    expect((counter.getByLabelText(mn('prizes.admin.location')) as HTMLSelectElement).value).toBe(
      'ub-central',
    );
    check(counter, '4821 3907');
    await counter.findByText('Болд Бат');
    expect(fake.calls.find((call) => call.name === 'StaffCheckRouletteNumber')?.variables).toEqual({
      number: '4821 3907',
      locationId: 'ub-central',
    });
    expect(counter.getByText('R100234')).toBeTruthy();
    expect(counter.getByText(mn('prizes.counter.hasSpin'))).toBeTruthy();
    fireEvent.click(counter.getByRole('button', { name: 'Болд Бат-д эргүүлэх' }));
    const prize = await waitFor(() => {
      const shown = document.querySelector('[data-field="prize"]');
      expect(shown).not.toBeNull();
      return shown!;
    });
    expect(prize.textContent).toBe('Хожсон: 2 000₮ хэтэвчинд. Үйлчлүүлэгчийн бүртгэлд орсон.');
    expect(fake.calls.find((call) => call.name === 'StaffSpinRouletteNumber')?.variables).toEqual({
      number: '48213907',
      locationId: 'ub-central',
    });
    // the stock and the latest spins are read again after the spin
    await waitFor(() => expect(fake.calls.filter((call) => call.name === 'StaffRoulette')).toHaveLength(2));
    fireEvent.click(counter.getByRole('button', { name: mn('prizes.counter.next') }));
    expect(counter.queryByText('Болд Бат')).toBeNull();
  });

  it('says when, where and by whom a used number was spun, and offers no spin', async () => {
    const { counter } = await open({ check: [checked(true)] });
    check(counter, '48213907');
    const alert = await counter.findByRole('alert');
    expect(alert.textContent).toContain('Төв салбар');
    expect(alert.textContent).toContain('Сараа');
    expect(alert.textContent).toContain('2 000₮ хэтэвчинд');
    expect(counter.queryByRole('button', { name: /эргүүлэх$/ })).toBeNull();
  });

  it('says an unknown number is unknown, in Mongolian, and shows nobody', async () => {
    const { counter } = await open({ check: [refused('ROULETTE_NUMBER_NOT_FOUND')] });
    check(counter, '11112222');
    expect((await counter.findByRole('alert')).textContent).toBe(mn('error.ROULETTE_NUMBER_NOT_FOUND'));
    expect(counter.queryByTestId('counter-number')).toBeNull();
  });

  it('a spin another counter beat: the refusal, then "Try again" reads the number as used', async () => {
    const { counter } = await open({
      check: [checked(false), checked(true)],
      spin: refused('ROULETTE_NUMBER_USED'),
    });
    check(counter, '48213907');
    fireEvent.click(await counter.findByRole('button', { name: 'Болд Бат-д эргүүлэх' }));
    expect((await counter.findByRole('alert')).textContent).toBe(mn('error.ROULETTE_NUMBER_USED'));
    fireEvent.click(counter.getByRole('button', { name: mn('prizes.retry') }));
    await counter.findByRole('button', { name: mn('prizes.counter.next') });
    expect(counter.getByRole('alert').textContent).toBe(mn('error.ROULETTE_NUMBER_USED'));
    expect(counter.queryByRole('button', { name: 'Болд Бат-д эргүүлэх' })).toBeNull();
  });
});
