import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphqlExecutor } from '../../web/src/graphql/client.ts';
import { catalogs } from '../../web/src/i18n/messages.ts';
import { renderApp, serverState } from './app-harness.tsx';

const mn = catalogs.mn;

const line = {
  position: 1,
  variantId: '7',
  productSlug: 'hp-305-black',
  productName: 'HP 305 хар хор',
  sku: 'HP305-BK',
  image: null,
  quantity: 10,
  listPrice: 45_000,
  quotedPrice: 39_000,
};
const answered = {
  id: '1001',
  status: 'ANSWERED',
  requestedAt: '2026-06-15T09:00:00.000Z',
  answeredAt: '2026-06-15T10:00:00.000Z',
  expiresAt: '2026-06-29T10:00:00.000Z',
  lineCount: 1,
  listTotal: 450_000,
  quotedTotal: 390_000,
  organizationName: 'Оффис ХХК',
  registerNumber: '5123456',
  note: null,
  declineReason: null,
  orderNumber: null,
  lines: [line],
};

function gateway(quote: Record<string, unknown>, accept: 'ok' | string = 'ok') {
  const calls: string[] = [];
  const executor: GraphqlExecutor = async ({ query }) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    calls.push(name);
    if (name === 'MyQuote') return { data: { quote } };
    if (name === 'MyQuotes') return { data: { myQuotes: [quote] } };
    if (name === 'AcceptQuote') {
      if (accept !== 'ok') return { errors: [{ message: accept, extensions: { code: accept } }] };
      return { data: { acceptQuote: { number: 'R123456789' } } };
    }
    if (name === 'CurrentOrder') return { data: { currentOrder: null } };
    return { errors: [{ message: 'not in this fake', extensions: { code: 'NOT_FOUND' } }] };
  };
  return { executor, calls };
}

afterEach(cleanup);

describe('/account/quotes/:id', () => {
  it('an answered quote shows the quoted price beside the list price, the expiry, and the accept button', async () => {
    const { executor } = gateway(answered);
    renderApp('/account/quotes/1001', executor, await serverState('/account/quotes/1001', executor));
    const detail = screen.getByTestId('quote-detail');
    expect(within(detail).getByTestId('quote-status').textContent).toBe(mn['quotes.status.ANSWERED']);
    expect(within(detail).getByTestId('quote-total').textContent).toMatch(/390[,.\s ]?000/);
    expect(within(detail).getByTestId('quote-expires').textContent).toMatch(/2026/);
    expect(within(detail).getByTestId('quote-lines').textContent).toMatch(/45[,.\s ]?000/);
    expect(screen.getByTestId('accept-quote').textContent).toBe(mn['quotes.accept']);
  });

  it('a refused accept (expired since the page opened) says why in Mongolian and stays on the page', async () => {
    const { executor, calls } = gateway(answered, 'QUOTE_EXPIRED');
    renderApp('/account/quotes/1001', executor, await serverState('/account/quotes/1001', executor));
    fireEvent.click(screen.getByTestId('accept-quote'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(mn['error.QUOTE_EXPIRED']));
    expect(calls.filter((name) => name === 'AcceptQuote')).toHaveLength(1);
  });

  it('a declined quote shows the reason and no accept button; an expired one says to ask again', async () => {
    const declined = {
      ...answered,
      status: 'DECLINED',
      declineReason: 'Үйлдвэрлэл зогссон',
      quotedTotal: null,
      expiresAt: null,
    };
    const { executor } = gateway(declined);
    renderApp('/account/quotes/1001', executor, await serverState('/account/quotes/1001', executor));
    expect(screen.getByTestId('quote-detail').textContent).toContain('Үйлдвэрлэл зогссон');
    expect(screen.queryByTestId('accept-quote')).toBeNull();
    cleanup();
    const expired = gateway({ ...answered, status: 'EXPIRED' });
    renderApp(
      '/account/quotes/1001',
      expired.executor,
      await serverState('/account/quotes/1001', expired.executor),
    );
    expect(screen.getByTestId('quote-detail').textContent).toContain(mn['quotes.expired']);
    expect(screen.queryByTestId('accept-quote')).toBeNull();
  });
});

describe('/account/quotes', () => {
  it('lists each quote with its status, total and expiry date', async () => {
    const { executor } = gateway(answered);
    renderApp('/account/quotes', executor, await serverState('/account/quotes', executor));
    const card = screen.getByTestId('quote-card');
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/account/quotes/1001');
    expect(within(card).getByTestId('quote-status').textContent).toBe(mn['quotes.status.ANSWERED']);
    expect(card.textContent).toMatch(/390[,.\s ]?000/);
  });
});

describe('/back-office/quotes', () => {
  const staffMe = { id: '3', name: 'Сараа', email: 'sales@shoppy.mn', roles: ['SALES'] };
  const summary = { ...answered, status: 'REQUESTED', quotedTotal: null, expiresAt: null };

  it('lists by status with the organization, and pages 20 at a time keeping the filter', async () => {
    const seen: unknown[] = [];
    const executor: GraphqlExecutor = async ({ query, variables }) => {
      const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
      if (name === 'StaffQuotes') {
        seen.push(variables);
        return { data: { staffMe, staffQuotes: { total: 45, page: 2, perPage: 20, quotes: [summary] } } };
      }
      if (name === 'CurrentOrder') return { data: { currentOrder: null } };
      return { errors: [{ message: 'not in this fake', extensions: { code: 'NOT_FOUND' } }] };
    };
    const path = '/back-office/quotes?status=REQUESTED&page=2';
    renderApp(path, executor, await serverState(path, executor));
    expect(seen[0]).toEqual({ status: 'REQUESTED', page: 2 });
    const table = screen.getByTestId('staff-quotes');
    expect(table.textContent).toContain('Оффис ХХК');
    expect(within(table).getByRole('link').getAttribute('href')).toBe('/back-office/quotes/1001');
    const pages = screen.getByRole('navigation', { name: mn['quotes.admin.pages'] });
    expect(within(pages).getByRole('link', { name: mn['quotes.admin.previous'] }).getAttribute('href')).toBe(
      '/back-office/quotes?status=REQUESTED',
    );
    expect(within(pages).getByRole('link', { name: mn['quotes.admin.next'] }).getAttribute('href')).toBe(
      '/back-office/quotes?status=REQUESTED&page=3',
    );
  });
});
