import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, serverState } from './app-harness.tsx';
import { card, fakeGateway, searchResult, siteData } from './fixtures.ts';

afterEach(cleanup);

const gateway = () =>
  fakeGateway({
    siteData: () => ({ data: siteData }),
    backOfficeHome: () => ({ data: { staffMe: null } }),
    search: () => ({ data: { search: searchResult([card(1)]) } }),
  });

const banner = () => document.querySelector<HTMLElement>('.site-header') as HTMLElement;

describe('the back office frame', () => {
  it('gives staff pages their own header, without the cart, menus, footer or bottom navigation', async () => {
    const { execute } = gateway();
    renderApp('/back-office', execute, await serverState('/back-office', execute));
    expect(within(banner()).getByRole('link', { name: 'Ажлын булан' }).getAttribute('href')).toBe(
      '/back-office',
    );
    expect(within(banner()).getByRole('link', { name: 'Дэлгүүр рүү' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('main').textContent).toContain('Ажилтны нэвтрэлт');
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(document.querySelector('a[href="/cart"]')).toBeNull();
    expect(document.querySelector('.bottom-nav')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the shop frame everywhere else', async () => {
    const { execute } = gateway();
    renderApp('/products', execute, await serverState('/products', execute));
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(within(banner()).queryByRole('link', { name: 'Дэлгүүр рүү' })).toBeNull();
    expect(document.querySelector('a[href="/cart"]')).not.toBeNull();
  });
});
