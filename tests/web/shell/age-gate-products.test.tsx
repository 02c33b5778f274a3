import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasAgeCookie } from '../../../web/src/brand/age-cookie.ts';
import { isAgeRestricted } from '../../../web/src/brand/links.ts';
import { render as renderOnServer } from '../../../web/src/entry-server.tsx';
import { renderApp, serverState } from '../app-harness.tsx';
import { failure, fakeGateway, product, siteData } from '../fixtures.ts';
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

  it('the server sends nothing of the product to a visitor without the remembered yes', async () => {
    const closed = await renderOnServer({ url: VODKA_URL, locale: 'en', execute: gateway().execute });
    const html = await appHtml(closed);
    expect(html).toContain('Are you 21 or older?');
    // not in the HTML, the state script (hydration data), the title or the JSON-LD
    for (const part of [html, closed.stateScript, closed.head]) {
      expect(part).not.toContain('Steppe Gold');
      expect(part).not.toContain('Зургаан удаа нэрсэн');
      expect(part).not.toContain(String(vodka.sellingPrice));
    }
    expect(closed.head).not.toContain('application/ld+json');
    expect(closed.head).toContain('<title>Are you 21 or older?');
    expect(closed.status).toBe(200);

    const open = await renderOnServer({
      url: VODKA_URL,
      locale: 'en',
      execute: gateway().execute,
      ageVerified: true,
    });
    const openHtml = await appHtml(open);
    expect(openHtml).toContain('Steppe Gold 0.7 л');
    expect(openHtml).not.toContain('Are you 21 or older?');
    expect(open.head).toContain('<title>Steppe Gold 0.7 л');
    expect(open.head).toContain('application/ld+json');
  });

  it('other products are never withheld: in the HTML under the gate’s dialog, open once verified', async () => {
    const url = `/products/${product.slug}`;
    const html = await appHtml(await renderOnServer({ url, locale: 'en', execute: gateway().execute }));
    expect(html).toContain('Canon PG-445 хар бэх');
    expect(html).toContain('Are you 21 or older?');
    const verified = await appHtml(
      await renderOnServer({ url, locale: 'en', execute: gateway().execute, ageVerified: true }),
    );
    expect(verified).toContain('Canon PG-445 хар бэх');
    expect(verified).not.toContain('Are you 21 or older?');
  });

  it('in the browser a yes loads the withheld product and is remembered; a no loads nothing', async () => {
    const declined = gateway();
    renderApp(
      VODKA_URL,
      declined.execute,
      await serverState(VODKA_URL, declined.execute, 'mn', { ageVerified: false }),
    );
    expect(screen.queryByText('Steppe Gold 0.7 л')).toBeNull();
    const asked = declined.requests.length;
    fireEvent.click(screen.getByRole('button', { name: 'Үгүй, би 21 хүрээгүй' }));
    expect(screen.getByRole('dialog', { name: 'Үнэнээ хэлсэнд баярлалаа' })).toBeTruthy();
    expect(screen.queryByText('Steppe Gold 0.7 л')).toBeNull();
    expect(declined.requests.slice(asked).some((request) => request.operation === 'Product')).toBe(false);
    expect(hasAgeCookie(document.cookie)).toBe(false);
    cleanup();

    const accepted = gateway();
    renderApp(
      VODKA_URL,
      accepted.execute,
      await serverState(VODKA_URL, accepted.execute, 'mn', { ageVerified: false }),
    );
    const before = accepted.requests.length;
    fireEvent.click(screen.getByRole('button', { name: 'Тийм, би 21 нас хүрсэн' }));
    expect(hasAgeCookie(document.cookie)).toBe(true);
    // the product is fetched now, through the route's loader
    expect(await screen.findByRole('heading', { level: 1, name: 'Steppe Gold 0.7 л' })).toBeTruthy();
    expect(accepted.requests.slice(before)).toContainEqual({
      operation: 'Product',
      variables: { slug: vodka.slug },
    });
    await waitFor(() => expect(document.title).toContain('Steppe Gold 0.7 л'));
  });

  it('a failed load after the yes shows the error with a retry that loads the product', async () => {
    let failing = true;
    const { execute } = fakeGateway({
      siteData: () => ({ data: siteData }),
      product: () => (failing ? failure('INTERNAL') : { data: { product: vodka } }),
    });
    failing = false;
    const state = await serverState(VODKA_URL, execute, 'mn', { ageVerified: false });
    failing = true;
    renderApp(VODKA_URL, execute, state);
    fireEvent.click(screen.getByRole('button', { name: 'Тийм, би 21 нас хүрсэн' }));
    const retry = await screen.findByRole('button', { name: 'Дахин оролдох' });
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Steppe Gold 0.7 л' })).toBeTruthy();
  });

  it('a remembered adult hydrates the product as the server sent it, fetching nothing', async () => {
    const { execute, requests } = gateway();
    const state = await serverState(VODKA_URL, execute, 'mn', { ageVerified: true });
    const before = requests.length;
    renderApp(VODKA_URL, execute, state);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Steppe Gold 0.7 л');
    expect(requests.slice(before).some((request) => request.operation === 'Product')).toBe(false);
  });
});
