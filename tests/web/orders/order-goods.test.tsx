import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GraphqlExecutor } from '../../../web/src/graphql/client.ts';
import { catalogs } from '../../../web/src/i18n/messages.ts';
import { renderApp, serverState } from '../app-harness.tsx';

const mn = catalogs.mn;

const ticket = (code: string, used: boolean) => ({
  code,
  eventName: 'Цагаан Тал амталгааны үдэш',
  venue: 'Улаанбаатар',
  startsAt: '2026-07-15T11:00:00.000Z',
  orderNumber: 'R100000002',
  productName: 'Амталгааны тасалбар',
  productSlug: 'tasting-ticket',
  issuedAt: '2026-06-15T09:00:00.000Z',
  usedAt: used ? '2026-07-15T11:05:00.000Z' : null,
  usedBy: used ? 'Хаалгач Дорж' : null,
  qr: { size: 25, path: 'M2 2.5h7m2 0h1' },
});

const license = {
  key: 'ABCDE-FGHJK-MNPQR-STVWX-YZ012',
  kind: 'DRIVER',
  orderNumber: 'R100000002',
  productName: 'HP Universal Print Driver Pro',
  productSlug: 'hp-upd-pro',
  issuedAt: '2026-06-15T09:00:00.000Z',
};

const order = {
  number: 'R100000002',
  state: 'complete',
  status: 'PAYMENT_COMPLETED',
  statusDetails: ['PAYMENT_COMPLETED'],
  createdAt: '2026-06-15T09:00:00.000Z',
  itemTotal: 149_800,
  shipTotal: 0,
  taxTotal: 0,
  total: 149_800,
  totalQuantity: 2,
  adjustmentTotal: 0,
  paidTotal: 149_800,
  amountDue: 0,
  paymentMethod: 'card',
  paymentDueAt: null,
  deliveredAt: null,
  returnRequest: null,
  checkout: null,
  shipping: null,
  adjustments: [],
  payments: [],
  lineItems: [],
  events: [],
  eTickets: [ticket('AAAA-BBBB-CCCC', false), ticket('DDDD-EEEE-FFFF', true)],
  licenses: [license],
};

function gateway(options: { loggedIn: boolean; empty?: boolean }): GraphqlExecutor {
  return async ({ query }) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    if (name === 'OrderDetail') return { data: { order } };
    if (name === 'MyTickets' || name === 'MyLicenses') {
      if (!options.loggedIn)
        return { errors: [{ message: 'Login required', extensions: { code: 'LOGIN_REQUIRED' } }] };
      if (name === 'MyTickets') return { data: { myTickets: options.empty ? [] : order.eTickets } };
      return { data: { licenses: options.empty ? [] : order.licenses } };
    }
    if (name === 'CurrentOrder') return { data: { currentOrder: null } };
    return { errors: [{ message: 'not in this fake', extensions: { code: 'NOT_FOUND' } }] };
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function open(path: string, executor: GraphqlExecutor) {
  renderApp(path, executor, await serverState(path, executor));
}

describe('the order page', () => {
  it('shows each ticket with its QR code and state, and each license key with a copy button', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await open(`/orders/${order.number}`, gateway({ loggedIn: false }));
    const tickets = screen.getByTestId('ticket-list');
    const qrs = tickets.querySelectorAll('svg[role="img"]');
    expect(qrs).toHaveLength(2);
    expect(qrs[0]?.getAttribute('viewBox')).toBe('0 0 25 25');
    expect(qrs[0]?.querySelector('path')?.getAttribute('d')).toBe('M2 2.5h7m2 0h1');
    const states = screen.getAllByTestId('ticket-state').map((node) => node.textContent);
    expect(states[0]).toBe(mn['goods.tickets.valid']);
    expect(states[1]).toContain('Хаалгач Дорж');
    expect(tickets.textContent).toContain('AAAA-BBBB-CCCC');

    expect(screen.getByTestId('license-key').textContent).toBe(license.key);
    fireEvent.click(screen.getByRole('button', { name: `${mn['goods.copy']}: ${license.productName}` }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(license.key));
    await waitFor(() => expect(screen.getByText(mn['goods.copied'] as string)).toBeTruthy());
  });

  it('tells the shopper to copy by hand when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async () => Promise.reject(new Error('denied')) },
    });
    await open(`/orders/${order.number}`, gateway({ loggedIn: false }));
    fireEvent.click(screen.getByRole('button', { name: `${mn['goods.copy']}: ${license.productName}` }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(mn['goods.copyFailed']));
  });
});

describe('/account/tickets and /account/licenses', () => {
  it('list the account’s tickets and keys, each linking its order', async () => {
    await open('/account/tickets', gateway({ loggedIn: true }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(mn['goods.tickets.title']);
    expect(screen.getByTestId('ticket-list').querySelectorAll('svg')).toHaveLength(2);
    cleanup();
    await open('/account/licenses', gateway({ loggedIn: true }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(mn['goods.licenses.title']);
    const orderLink = screen
      .getAllByRole('link')
      .find((a) => a.getAttribute('href') === `/orders/${order.number}`);
    expect(orderLink).toBeTruthy();
  });

  it('say so when there is nothing, and invite a guest to log in', async () => {
    await open('/account/tickets', gateway({ loggedIn: true, empty: true }));
    expect(screen.getByRole('heading', { level: 2, name: mn['goods.tickets.empty'] })).toBeTruthy();
    cleanup();
    await open('/account/licenses', gateway({ loggedIn: true, empty: true }));
    expect(screen.getByRole('heading', { level: 2, name: mn['goods.licenses.empty'] })).toBeTruthy();
    cleanup();
    await open('/account/licenses', gateway({ loggedIn: false }));
    expect(document.body.textContent).toContain(mn['goods.licenses.loginRequired']);
    cleanup();
    await open('/account/tickets', gateway({ loggedIn: false }));
    expect(document.body.textContent).toContain(mn['goods.tickets.loginRequired']);
  });
});
