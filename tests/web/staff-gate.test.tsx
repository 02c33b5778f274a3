import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, serverState } from './app-harness.tsx';
import { failure, fakeGateway, siteData } from './fixtures.ts';

/** The one door of the back-office sections (staffRoute + StaffGate), for each screen that uses it. */
afterEach(cleanup);

const sections = [
  { url: '/back-office/lookbooks', operation: 'staffLookBooks' },
  { url: '/back-office/moderation', operation: 'staffModeration' },
  { url: '/back-office/quotes', operation: 'staffQuotes' },
  { url: '/back-office/roulette', operation: 'staffRoulette' },
  { url: '/back-office/tickets', operation: 'staffTickets' },
  { url: '/back-office/orders/R100', operation: 'staffOrder' },
  { url: '/back-office/quotes/7', operation: 'staffQuote' },
  { url: '/back-office/stock', operation: 'staffStock' },
  { url: '/back-office/contact-forms', operation: 'staffContactForms' },
];

async function open(url: string, operation: string, code: string) {
  const { execute, requests } = fakeGateway({
    siteData: () => ({ data: siteData }),
    [operation]: () => failure(code),
  });
  renderApp(url, execute, await serverState(url, execute));
  return requests;
}

describe('the back-office gate', () => {
  it.each(sections)('$url: nobody logged in gets the staff login form', async ({ url, operation }) => {
    const requests = await open(url, operation, 'STAFF_LOGIN_REQUIRED');
    expect(requests.map((request) => request.operation)).toContain(
      operation.charAt(0).toUpperCase() + operation.slice(1),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ажилтны нэвтрэлт');
    expect(document.querySelector('.back-office__header')).toBeNull();
  });

  it.each(sections)(
    '$url: a member without the role is told so, with no header',
    async ({ url, operation }) => {
      await open(url, operation, 'STAFF_ROLE_REQUIRED');
      expect(screen.getByRole('alert').textContent).toBe('Таны ажлын эрх үүнийг зөвшөөрөхгүй.');
      expect(screen.queryByRole('heading', { name: 'Ажилтны нэвтрэлт' })).toBeNull();
      expect(document.querySelector('.back-office__header')).toBeNull();
    },
  );

  it('an unknown quote says so and links back to the list', async () => {
    await open('/back-office/quotes/7', 'staffQuote', 'QUOTE_NOT_FOUND');
    expect(screen.getByRole('alert').textContent).toBe('Ийм үнийн санал олдсонгүй.');
    expect(screen.getByRole('link', { name: 'Үнийн санал' }).getAttribute('href')).toBe(
      '/back-office/quotes',
    );
  });

  it('any other failure is the error page, not a login form', async () => {
    const { execute } = fakeGateway({
      siteData: () => ({ data: siteData }),
      staffTickets: () => failure('INTERNAL'),
    });
    const state = await serverState('/back-office/tickets', execute);
    expect(state.route.outcome).toMatchObject({ kind: 'error', code: 'INTERNAL' });
    renderApp('/back-office/tickets', execute, state);
    expect(screen.queryByRole('heading', { name: 'Ажилтны нэвтрэлт' })).toBeNull();
  });
});
