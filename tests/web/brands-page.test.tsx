import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, serverState } from './app-harness.tsx';
import { fakeGateway, siteData } from './fixtures.ts';

afterEach(cleanup);

const brand = (code: string, name: string) => ({ code, name, logo: null });

function gateway(items: ReturnType<typeof brand>[]) {
  return fakeGateway({
    siteData: () => ({ data: siteData }),
    brands: () => ({ data: { brands: { items, total: items.length, more: false } } }),
  });
}

describe('/brands through the shared paged list', () => {
  it('groups the server-rendered brands under their letters, Latin then Cyrillic, with no "load more"', async () => {
    const { execute, requests } = gateway([
      brand('hp', 'HP'),
      brand('canon', 'Canon'),
      brand('gobi', 'Говь'),
    ]);
    renderApp('/brands', execute, await serverState('/brands', execute));
    expect(screen.getByRole('navigation', { name: 'Брэндийг үсгээр нь' })).toBeTruthy();
    const groups = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(groups).toEqual(['C', 'H', 'Г']);
    const c = screen.getByRole('heading', { level: 2, name: 'C' }).closest('section') as HTMLElement;
    expect(within(c).getByRole('link', { name: 'Canon' }).getAttribute('href')).toBe('/brands/canon');
    expect(screen.queryByRole('button', { name: 'Цааш үзэх' })).toBeNull();
    // hydrated from the server's page: no second fetch of page 1
    expect(requests.filter((request) => request.operation === 'Brands')).toHaveLength(1);
  });

  it('says there are no brands when the shop has none', async () => {
    const { execute } = gateway([]);
    renderApp('/brands', execute, await serverState('/brands', execute));
    expect(screen.getByText('Одоогоор брэнд алга.')).toBeTruthy();
  });
});
