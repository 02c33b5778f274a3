import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasAgeCookie } from '../../../web/src/brand/age-cookie.ts';
import { isAgeRestricted } from '../../../web/src/brand/links.ts';
import { render as renderOnServer } from '../../../web/src/entry-server.tsx';
import { renderApp, serverState } from '../app-harness.tsx';
import { fakeGateway, product, siteData } from '../fixtures.ts';
import { appHtml } from '../render-html.ts';

const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the test document's cookie
  document.cookie = 'age_verified=; Max-Age=0; Path=/';
};
beforeEach(clearCookie);
afterEach(() => {
  cleanup();
  clearCookie();
});

/** A vodka as the catalog gives it: what makes it a spirit is its taxon, not its slug. */
const vodka = {
  ...product,
  slug: 'steppe-gold-07',
  name: 'Steppe Gold 0.7 л',
  description: 'Зургаан удаа нэрсэн.',
  taxon: {
    id: '40',
    permalink: 'premium-vodka/tsagaan-tal/reserve',
    name: 'Нөөцийн цуврал',
    breadcrumbs: [
      { link: '/t/premium-vodka', title: 'Дээд зэрэглэлийн архи' },
      { link: '/t/premium-vodka/tsagaan-tal/reserve', title: 'Нөөцийн цуврал' },
    ],
  },
};

const gateway = () =>
  fakeGateway({
    siteData: () => ({ data: siteData }),
    product: ({ slug }) => ({ data: { product: slug === vodka.slug ? vodka : product } }),
  });

const VODKA_URL = `/products/${vodka.slug}`;

describe('age gate on vodka product pages', () => {
  it('is decided by the product’s taxon', () => {
    expect(isAgeRestricted('premium-vodka')).toBe(true);
    expect(isAgeRestricted('premium-vodka/tsagaan-tal/gift-sets')).toBe(true);
    expect(isAgeRestricted('printer-ink/canon')).toBe(false);
    expect(isAgeRestricted('premium-vodka-glasses')).toBe(false);
  });

  it('the server renders the question, not the product, for a visitor without the remembered yes', async () => {
    const closed = await renderOnServer({ url: VODKA_URL, locale: 'en', execute: gateway().execute });
    const html = await appHtml(closed);
    expect(html).toContain('Are you 21 or older?');
    expect(html).not.toContain('Steppe Gold');
    expect(html).not.toContain('Зургаан удаа нэрсэн');
    expect(html).not.toMatch(/₮\s?52,700/);

    const open = await renderOnServer({
      url: VODKA_URL,
      locale: 'en',
      execute: gateway().execute,
      ageVerified: true,
    });
    const openHtml = await appHtml(open);
    expect(openHtml).toContain('Steppe Gold 0.7 л');
    expect(openHtml).not.toContain('Are you 21 or older?');
  });

  it('other products are never gated', async () => {
    const html = await appHtml(
      await renderOnServer({ url: `/products/${product.slug}`, locale: 'en', execute: gateway().execute }),
    );
    expect(html).toContain('Canon PG-445 хар бэх');
    expect(html).not.toContain('Are you 21 or older?');
  });

  it('in the browser a yes opens the product and is remembered; a no keeps it closed', async () => {
    const { execute } = gateway();
    renderApp(VODKA_URL, execute, await serverState(VODKA_URL, execute));
    expect(screen.queryByText('Steppe Gold 0.7 л')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Үгүй, би 21 хүрээгүй' }));
    expect(screen.queryByText('Steppe Gold 0.7 л')).toBeNull();
    expect(hasAgeCookie(document.cookie)).toBe(false);
    cleanup();

    renderApp(VODKA_URL, execute, await serverState(VODKA_URL, execute));
    fireEvent.click(screen.getByRole('button', { name: 'Тийм, би 21 нас хүрсэн' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Steppe Gold 0.7 л');
    expect(hasAgeCookie(document.cookie)).toBe(true);
  });
});
