import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphqlExecutor, GraphqlRequest } from '../../web/src/graphql/client.ts';
import { renderApp, serverState } from './app-harness.tsx';
import { failure, siteData } from './fixtures.ts';

/** Coupons at the counter (/back-office/coupons, #18): look up, confirm, use; a stale confirm never uses. */
afterEach(cleanup);

const staff = { id: '3', name: 'Кассир Оюун', email: 'oyun@shoppy.mn', roles: ['COUPONS'] };
const coupon = (code: string, status: 'USABLE' | 'USED', uses: number) => ({
  shopper: { id: '9', phone: '88001122', email: null, name: 'Сараа' },
  coupon: {
    id: code,
    kind: 'VOUCHER',
    code,
    discountType: 'PERCENT',
    discountValue: 10,
    minOrder: 20000,
    startsAt: null,
    endsAt: null,
    status,
    uses,
    usesLeft: status === 'USED' ? 0 : 1,
    terms: [{ kind: 'MIN_ORDER', amount: 20000, date: null }],
    redemptions: uses ? [{ orderNumber: 'COUNTER-AB12', redeemedAt: '2026-06-15T09:00:00Z' }] : [],
  },
});

function gateway() {
  const used: string[] = [];
  const execute: GraphqlExecutor = async ({ query, variables = {} }: GraphqlRequest) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    if (name === 'SiteData') return { data: siteData };
    if (name === 'BackOfficeHome') return { data: { staffMe: staff } };
    if (name === 'StaffCoupon') {
      const code = String(variables.code).toUpperCase();
      return code === 'NOPE'
        ? failure('COUPON_NOT_FOUND')
        : { data: { staffCoupon: coupon(code, used.includes(code) ? 'USED' : 'USABLE', 0) } };
    }
    if (name === 'StaffUseCoupon') {
      const code = String(variables.code).toUpperCase();
      used.push(code);
      return { data: { staffUseCoupon: coupon(code, 'USED', 1) } };
    }
    return failure('INTERNAL');
  };
  return { execute, used };
}

async function open(fake: ReturnType<typeof gateway>) {
  renderApp('/back-office/coupons', fake.execute, await serverState('/back-office/coupons', fake.execute));
}

function lookUp(code: string) {
  fireEvent.change(screen.getByLabelText('Худалдан авагчийн утас эсвэл и-мэйл'), {
    target: { value: '88001122' },
  });
  fireEvent.change(screen.getByLabelText('Купоны код'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Хайх' }));
}

describe('coupons at the counter', () => {
  it('looks up, asks once more, uses, and then offers nothing to use', async () => {
    const fake = gateway();
    await open(fake);
    lookUp('nope');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Купон олдсонгүй'));
    lookUp('welcome10');
    await screen.findByText('Ашиглах боломжтой', { exact: false });
    expect(screen.getByText('Эзэмшигч: Сараа (88001122)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Дэлгүүрт ашиглах' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Тийм, ашиглах' }));
    await screen.findByText('WELCOME10 купоныг ашиглалаа.');
    expect(fake.used).toEqual(['WELCOME10']);
    expect(screen.queryByRole('button', { name: 'Дэлгүүрт ашиглах' })).toBeNull();
  });

  it('a new look-up closes the confirm step of the coupon shown before', async () => {
    const fake = gateway();
    await open(fake);
    lookUp('5000');
    fireEvent.click(await screen.findByRole('button', { name: 'Дэлгүүрт ашиглах' }));
    await screen.findByRole('button', { name: 'Тийм, ашиглах' });
    lookUp('6000');
    await screen.findByText('6000');
    expect(screen.queryByRole('button', { name: 'Тийм, ашиглах' })).toBeNull();
    expect(fake.used).toEqual([]);
  });
});
