import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphqlExecutor } from '../../web/src/graphql/client.ts';
import { catalogs } from '../../web/src/i18n/messages.ts';
import { renderApp, serverState } from './app-harness.tsx';

const mn = catalogs.mn;

const detail = {
  number: 'R100000001',
  state: 'cart',
  status: 'PENDING',
  statusDetails: ['PENDING'],
  createdAt: '2026-06-15T09:00:00.000Z',
  itemTotal: 73_800,
  shipTotal: 0,
  taxTotal: 6_709,
  total: 73_800,
  totalQuantity: 2,
  adjustmentTotal: 0,
  paidTotal: 0,
  amountDue: 73_800,
  paymentMethod: null,
  paymentDueAt: null,
  deliveredAt: null,
  returnRequest: null,
  eTickets: [],
  licenses: [],
  checkout: null,
  shipping: null,
  adjustments: [],
  payments: [],
  lineItems: [
    {
      id: '1',
      quantity: 2,
      price: 36_900,
      total: 73_800,
      product: { name: 'HP 46 хар бэх', slug: 'hp-46-black', sku: 'HP-46-BK', image: null },
    },
  ],
  events: [
    {
      id: '1',
      type: 'LineItemAdded',
      occurredAt: '2026-06-15T09:00:00.000Z',
      actor: 'GUEST',
      status: null,
      productName: 'HP 46 хар бэх',
      quantity: 2,
      amount: null,
    },
  ],
};

const summary = (n: number) => ({
  number: `R${String(n).padStart(9, '0')}`,
  status: 'PENDING',
  createdAt: '2026-06-15T09:00:00.000Z',
  total: 10_000 * n,
  totalQuantity: n,
});

function gateway(options: { loggedIn: boolean; orders?: number }) {
  const pages: number[] = [];
  const executor: GraphqlExecutor = async ({ query, variables }) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    if (name === 'OrderDetail') {
      const { number } = variables as { number: string };
      return number === detail.number
        ? { data: { order: detail } }
        : { errors: [{ message: 'No order was found', extensions: { code: 'ORDER_NOT_FOUND' } }] };
    }
    if (name === 'Orders') {
      if (!options.loggedIn)
        return { errors: [{ message: 'Login required', extensions: { code: 'LOGIN_REQUIRED' } }] };
      const { page, perPage } = variables as { page: number; perPage: number };
      pages.push(page);
      const all = Array.from({ length: options.orders ?? 0 }, (_, index) => summary(index + 1));
      const items = all.slice((page - 1) * perPage, page * perPage);
      return { data: { orders: { items, total: all.length, more: items.length >= perPage } } };
    }
    if (name === 'CurrentOrder') return { data: { currentOrder: null } };
    return { errors: [{ message: 'not in this fake', extensions: { code: 'NOT_FOUND' } }] };
  };
  return { executor, pages };
}

afterEach(cleanup);

describe('/orders/:number', () => {
  it('shows the status label, the items and the localized timeline', async () => {
    const { executor } = gateway({ loggedIn: false });
    renderApp(`/orders/${detail.number}`, executor, await serverState(`/orders/${detail.number}`, executor));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Захиалга ${detail.number}`);
    expect(screen.getByTestId('order-status').textContent).toBe(mn['orders.status.pending']);
    expect(screen.getAllByText('HP 46 хар бэх').length).toBeGreaterThan(0);
    const timeline = screen.getByTestId('order-timeline');
    expect(timeline.textContent).toContain('HP 46 хар бэх 2 ширхэг нэмсэн');
    expect(timeline.textContent).toContain('та');
  });

  it('answers someone else’s or an unknown order number with a not-found page, not the order', async () => {
    const { executor } = gateway({ loggedIn: false });
    const state = await serverState('/orders/R999999999', executor);
    renderApp('/orders/R999999999', executor, state);
    expect(document.body.textContent).not.toContain('HP 46 хар бэх');
    expect(document.body.textContent).toContain('/orders/R999999999');
  });
});

describe('/orders', () => {
  it('invites a guest to log in (spec §6) instead of failing', async () => {
    const { executor } = gateway({ loggedIn: false });
    renderApp('/orders', executor, await serverState('/orders', executor));
    expect(document.body.textContent).toContain(mn['orders.list.loginRequired']);
    const main = screen.getByRole('main');
    const login = Array.from(main.querySelectorAll('a')).find(
      (a) => a.textContent === mn['orders.list.login'],
    );
    expect(login?.getAttribute('href')).toContain('/login');
  });

  it('lists a member’s orders and appends the next page with the list machine', async () => {
    const { executor, pages } = gateway({ loggedIn: true, orders: 25 });
    renderApp('/orders', executor, await serverState('/orders', executor));
    const links = () =>
      screen.getAllByRole('link').filter((link) => /\/orders\/R\d+/.test(link.getAttribute('href') ?? ''));
    const firstPage = links().length;
    expect(firstPage).toBeGreaterThan(0);
    expect(firstPage).toBeLessThan(25);
    fireEvent.click(screen.getByRole('button', { name: mn['orders.list.more'] }));
    await waitFor(() => expect(links().length).toBeGreaterThan(firstPage));
    expect(pages.slice(-1)[0]).toBe(2);
  });

  it('says so when a member has no orders', async () => {
    const { executor } = gateway({ loggedIn: true, orders: 0 });
    renderApp('/orders', executor, await serverState('/orders', executor));
    expect(document.body.textContent).toContain(mn['orders.list.empty']);
  });
});
