import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphqlExecutor } from '../../web/src/graphql/client.ts';
import { catalogs } from '../../web/src/i18n/messages.ts';
import { renderApp, serverState } from './app-harness.tsx';

const mn = catalogs.mn;

const coupon = (code: string, status: 'USABLE' | 'USED' | 'EXPIRED') => ({
  id: code,
  kind: 'VOUCHER',
  code,
  discountType: 'PERCENT',
  discountValue: 10,
  minOrder: 20_000,
  startsAt: null,
  endsAt: status === 'EXPIRED' ? '2019-12-31T23:59:59.000Z' : null,
  status,
  usesLeft: 1,
  terms: [
    { kind: 'MIN_ORDER', amount: 20_000, date: null },
    { kind: 'ITEMS_ONLY', amount: null, date: null },
  ],
});

const entry = (n: number) => ({
  id: String(n),
  kind: 'EARNED',
  points: 100 + n,
  orderNumber: `R${String(n).padStart(9, '0')}`,
  occurredAt: '2026-06-15T09:00:00.000Z',
});

function gateway(options: { loggedIn: boolean; entries?: number }) {
  const calls: { name: string; variables: unknown }[] = [];
  const executor: GraphqlExecutor = async ({ query, variables }) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    calls.push({ name, variables });
    const loginRequired = { errors: [{ message: 'Login required', extensions: { code: 'LOGIN_REQUIRED' } }] };
    if (name === 'MyCoupons') {
      if (!options.loggedIn) return loginRequired;
      return { data: { myCoupons: [coupon('WELCOME10', 'USABLE'), coupon('2019', 'EXPIRED')] } };
    }
    if (name === 'SendCouponByEmail') {
      return { errors: [{ message: 'no e-mail', extensions: { code: 'EMAIL_NOT_CONFIRMED' } }] };
    }
    if (name === 'CheckGiftCard') {
      return {
        errors: [{ message: 'Gift card number incorrect', extensions: { code: 'GIFT_CARD_INVALID' } }],
      };
    }
    if (name === 'LoyaltyHistory') {
      if (!options.loggedIn) return loginRequired;
      const { page } = variables as { page: number };
      const all = Array.from({ length: options.entries ?? 0 }, (_, index) => entry(index + 1));
      const entries = all.slice((page - 1) * 20, page * 20);
      return { data: { loyaltyHistory: { points: 1_234, more: all.length > page * 20, entries } } };
    }
    if (name === 'CurrentOrder') return { data: { currentOrder: null } };
    return { errors: [{ message: 'not in this fake', extensions: { code: 'NOT_FOUND' } }] };
  };
  return { executor, calls };
}

afterEach(cleanup);

describe('/coupons', () => {
  it('invites a guest to log in and come back here', async () => {
    const { executor } = gateway({ loggedIn: false });
    renderApp('/coupons', executor, await serverState('/coupons', executor));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(mn['coupons.loginRequired']);
    const login = within(screen.getByRole('main')).getByRole('link', { name: mn['coupons.login'] });
    expect(login.getAttribute('href')).toBe('/login?return=%2Fcoupons');
  });

  it('shows the usable tab by default, with the terms in words', async () => {
    const { executor } = gateway({ loggedIn: true });
    renderApp('/coupons', executor, await serverState('/coupons', executor));
    const tabs = screen.getByRole('navigation', { name: mn['coupons.tabs'] });
    expect(
      within(tabs).getByRole('link', { name: mn['coupons.tab.usable'] }).getAttribute('aria-current'),
    ).toBe('page');
    const card = document.querySelector('li.coupon[data-code="WELCOME10"]') as HTMLElement;
    expect(card.textContent).toContain('10% хөнгөлөлт');
    expect(card.textContent).toContain(mn['coupons.term.ITEMS_ONLY']);
    expect(document.querySelector('li.coupon[data-code="2019"]')).toBeNull();
  });

  it('says "No coupons of this kind" on an empty tab', async () => {
    const { executor } = gateway({ loggedIn: true });
    renderApp('/coupons?status=used', executor, await serverState('/coupons?status=used', executor));
    expect(document.body.textContent).toContain(mn['coupons.empty']);
    expect(document.querySelector('li.coupon')).toBeNull();
  });

  it('names a missing e-mail when sending, and a wrong gift-card number when checking', async () => {
    const { executor, calls } = gateway({ loggedIn: true });
    renderApp('/coupons', executor, await serverState('/coupons', executor));
    fireEvent.click(screen.getByRole('button', { name: mn['coupons.send'] }));
    await screen.findByText(mn['error.EMAIL_NOT_CONFIRMED'] as string);

    const check = screen.getByRole('button', { name: mn['giftCard.check'] }) as HTMLButtonElement;
    expect(check.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(mn['giftCard.number'] as string), {
      target: { value: '6011 0000 0000 0038' },
    });
    fireEvent.click(check);
    await screen.findByText(mn['error.GIFT_CARD_INVALID'] as string);
    expect(calls.find((call) => call.name === 'CheckGiftCard')?.variables).toEqual({
      number: '6011 0000 0000 0038',
    });
  });
});

describe('/points', () => {
  it('shows the balance and appends the next page of the history with the list machine', async () => {
    const { executor, calls } = gateway({ loggedIn: true, entries: 25 });
    renderApp('/points', executor, await serverState('/points', executor));
    expect(document.body.textContent).toContain('1234 оноо');
    expect(document.querySelectorAll('.points__list > li')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: mn['points.more'] }));
    await waitFor(() => expect(document.querySelectorAll('.points__list > li')).toHaveLength(25));
    expect(calls.filter((call) => call.name === 'LoyaltyHistory').at(-1)?.variables).toEqual({ page: 2 });
  });

  it('invites a guest to log in', async () => {
    const { executor } = gateway({ loggedIn: false });
    renderApp('/points', executor, await serverState('/points', executor));
    expect(document.body.textContent).toContain(mn['points.loginRequired.body']);
  });
});
