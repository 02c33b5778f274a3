import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ageCookie,
  ageRefusedCookie,
  hasAgeCookie,
  hasAgeRefusedCookie,
} from '../../../web/src/brand/age-cookie.ts';
import { BRAND_HREF } from '../../../web/src/brand/links.ts';
import { render as renderOnServer } from '../../../web/src/entry-server.tsx';
import { renderApp, serverState } from '../app-harness.tsx';
import { card, fakeGateway, product, productPage, siteData } from '../fixtures.ts';
import { appHtml } from '../render-html.ts';

const clearCookies = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the test document's cookies
  document.cookie = 'age_verified=; Max-Age=0; Path=/';
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the test document's cookies
  document.cookie = 'age_refused=; Max-Age=0; Path=/';
};
beforeEach(clearCookies);
afterEach(() => {
  cleanup();
  clearCookies();
});

const gateway = () =>
  fakeGateway({
    siteData: () => ({ data: siteData }),
    products: () => ({ data: { products: productPage([card(1, { slug: 'tsagaan-tal-classic' })]) } }),
    product: () => ({ data: { product } }),
  });

/** A page outside the vodka line: under the dialog, but never withheld. */
const PAGE = `/products/${product.slug}`;
const QUESTION = 'Та 21 нас хүрсэн үү?';
const REFUSAL = 'Үнэнээ хэлсэнд баярлалаа';
const YES = 'Тийм, би 21 нас хүрсэн';
const NO = 'Үгүй, би 21 хүрээгүй';

/** The wrapper the dialog makes inert: everything of the page but the dialog. */
const site = () => document.querySelector('.age-gate-site');
const dialog = () => screen.queryByRole('dialog', { name: QUESTION });

describe('the age gate over the whole site', () => {
  it('the server renders a first visit with the question as a modal dialog and the page inert under it', async () => {
    const html = await appHtml(await renderOnServer({ url: PAGE, locale: 'mn', execute: gateway().execute }));
    // the page under it is still in the HTML (crawlers), inside the inert wrapper
    expect(html).toMatch(/<div class="age-gate-site" inert="">/);
    expect(html).toContain(product.name);
    expect(html).toMatch(/role="dialog" aria-modal="true" aria-labelledby="age-gate-title"/);
    // the browser focuses it on load, before any script
    expect(html).toMatch(/role="dialog"[^>]*autofocus=""/);
    expect(html).toContain(QUESTION);
    expect(html).toContain(YES);

    const verified = await appHtml(
      await renderOnServer({ url: PAGE, locale: 'mn', execute: gateway().execute, ageVerified: true }),
    );
    expect(verified).not.toContain('inert');
    expect(verified).not.toContain('age-gate-title');
    expect(verified).toContain(product.name);
  });

  it('the server renders the refusal, not the question, after a no in this browser session', async () => {
    const html = await appHtml(
      await renderOnServer({ url: PAGE, locale: 'en', execute: gateway().execute, ageRefused: true }),
    );
    expect(html).toContain('Thank you for your honesty');
    expect(html).not.toContain('Yes, I am 21 or older');
    expect(html).toMatch(/<div class="age-gate-site" inert="">/);
  });

  it('a yes closes the dialog, makes the page usable and is remembered for a year', async () => {
    const { execute } = gateway();
    renderApp(PAGE, execute, await serverState(PAGE, execute, 'mn', { ageVerified: false }));
    expect(site()?.hasAttribute('inert')).toBe(true);
    const question = dialog();
    expect(question?.getAttribute('aria-modal')).toBe('true');
    expect(question?.contains(document.activeElement)).toBe(true);
    // Escape is not an answer: the dialog stays
    fireEvent.keyDown(question as HTMLElement, { key: 'Escape' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dialog()).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: YES }));
    expect(dialog()).toBeNull();
    expect(site()?.hasAttribute('inert')).toBe(false);
    expect(hasAgeCookie(document.cookie)).toBe(true);
    expect(ageCookie()).toMatch(/Max-Age=31536000/);
    expect(screen.getByRole('heading', { level: 1, name: product.name })).toBeTruthy();
  });

  it('a no puts a polite refusal in the dialog, with focus, and the site stays closed for the session', async () => {
    const { execute } = gateway();
    renderApp(PAGE, execute, await serverState(PAGE, execute, 'mn', { ageVerified: false }));
    fireEvent.click(screen.getByRole('button', { name: NO }));
    const refusal = screen.getByRole('dialog', { name: REFUSAL });
    expect(refusal.contains(document.activeElement)).toBe(true);
    expect(screen.queryByRole('button', { name: YES })).toBeNull();
    expect(site()?.hasAttribute('inert')).toBe(true);
    expect(hasAgeCookie(document.cookie)).toBe(false);
    expect(hasAgeRefusedCookie(document.cookie)).toBe(true);
    // a session cookie: no Max-Age or Expires, so a new browser session asks again
    expect(ageRefusedCookie()).not.toMatch(/Max-Age|Expires/i);
  });

  it('hydrates the refusal for a visitor who said no earlier in this session', async () => {
    const { execute } = gateway();
    renderApp(PAGE, execute, {
      ...(await serverState(PAGE, execute, 'mn', { ageVerified: false })),
      ageRefused: true,
    });
    expect(screen.getByRole('dialog', { name: REFUSAL })).toBeTruthy();
    expect(screen.queryByRole('button', { name: YES })).toBeNull();
    expect(site()?.hasAttribute('inert')).toBe(true);
  });
});

describe('the brand microsite under the age gate', () => {
  it('a yes loads the withheld microsite', async () => {
    const { execute } = gateway();
    renderApp(BRAND_HREF, execute, await serverState(BRAND_HREF, execute, 'mn', { ageVerified: false }));
    expect(dialog()).not.toBeNull();
    expect(screen.queryByText('Бидний түүх')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: YES }));
    // the server withheld the brand's products; they are fetched now
    expect(await screen.findByRole('heading', { level: 1, name: 'Цагаан Тал' })).toBeTruthy();
    const buy = screen.getAllByRole('link', { name: 'Одоо худалдан авах' });
    expect(buy[0]?.getAttribute('href')).toBe('/products/tsagaan-tal-classic');
  });

  it('a no keeps the microsite closed', async () => {
    const { execute } = gateway();
    renderApp(BRAND_HREF, execute, await serverState(BRAND_HREF, execute, 'mn', { ageVerified: false }));
    fireEvent.click(screen.getByRole('button', { name: NO }));
    expect(screen.getByRole('dialog', { name: REFUSAL })).toBeTruthy();
    expect(screen.queryByText('Бидний түүх')).toBeNull();
  });

  it('the server renders the microsite open for a remembered adult, withheld for anyone else', async () => {
    const open = await renderOnServer({
      url: BRAND_HREF,
      locale: 'en',
      execute: gateway().execute,
      ageVerified: true,
    });
    const openHtml = await appHtml(open);
    expect(openHtml).toContain('Our story');
    expect(openHtml).toContain('Recipes');
    expect(openHtml).toContain('times distilled');
    expect(open.stateScript).toContain('tsagaan-tal-classic');
    for (const ageRefused of [false, true]) {
      const closedGateway = gateway();
      const closed = await renderOnServer({
        url: BRAND_HREF,
        locale: 'en',
        execute: closedGateway.execute,
        ageRefused,
      });
      const closedHtml = await appHtml(closed);
      expect(closedHtml).toContain('Shown only to visitors aged 21 and over.');
      expect(closedHtml).not.toContain('Our story');
      // the brand's products are not even read, so they cannot reach the page's state
      expect(closed.stateScript).not.toContain('tsagaan-tal-classic');
      expect(closedGateway.requests.some((request) => request.operation === 'Products')).toBe(false);
      expect(closed.status).toBe(200);
    }
  });

  it('reads only its own cookies', () => {
    expect(hasAgeCookie('locale=en; age_verified=1')).toBe(true);
    expect(hasAgeCookie('age_verified=0')).toBe(false);
    expect(hasAgeCookie('x_age_verified=1')).toBe(false);
    expect(hasAgeCookie(undefined)).toBe(false);
    expect(hasAgeRefusedCookie('locale=en; age_refused=1')).toBe(true);
    expect(hasAgeRefusedCookie('age_refused=0; age_verified=1')).toBe(false);
    expect(hasAgeRefusedCookie('x_age_refused=1')).toBe(false);
  });
});
