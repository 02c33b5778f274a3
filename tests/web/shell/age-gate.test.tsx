import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasAgeCookie } from '../../../web/src/brand/age-cookie.ts';
import { BRAND_HREF } from '../../../web/src/brand/links.ts';
import { render as renderOnServer } from '../../../web/src/entry-server.tsx';
import { renderApp, serverState } from '../app-harness.tsx';
import { card, fakeGateway, productPage, siteData } from '../fixtures.ts';
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

const gateway = () =>
  fakeGateway({
    siteData: () => ({ data: siteData }),
    products: () => ({ data: { products: productPage([card(1, { slug: 'tsagaan-tal-classic' })]) } }),
  });

describe('age gate on the brand microsite', () => {
  it('asks first; a yes opens the microsite and is remembered in a cookie', async () => {
    const { execute } = gateway();
    renderApp(BRAND_HREF, execute, await serverState(BRAND_HREF, execute));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Та 21 нас хүрсэн үү?');
    expect(screen.queryByText('Бидний түүх')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Тийм, би 21 нас хүрсэн' }));
    expect(hasAgeCookie(document.cookie)).toBe(true);
    // the server withheld the brand's products; they are fetched now
    expect(await screen.findByRole('heading', { level: 1, name: 'Цагаан Тал' })).toBeTruthy();
    const buy = screen.getAllByRole('link', { name: 'Одоо худалдан авах' });
    expect(buy[0]?.getAttribute('href')).toBe('/products/tsagaan-tal-classic');
  });

  it('a no gives a polite refusal, keeps the microsite closed and remembers nothing', async () => {
    const { execute } = gateway();
    renderApp(BRAND_HREF, execute, await serverState(BRAND_HREF, execute));
    fireEvent.click(screen.getByRole('button', { name: 'Үгүй, би 21 хүрээгүй' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Үнэнээ хэлсэнд баярлалаа');
    expect(screen.queryByRole('button', { name: 'Тийм, би 21 нас хүрсэн' })).toBeNull();
    expect(screen.queryByText('Бидний түүх')).toBeNull();
    expect(hasAgeCookie(document.cookie)).toBe(false);
  });

  it('the server renders the microsite open for a remembered adult, closed for anyone else', async () => {
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
    const closedGateway = gateway();
    const closed = await renderOnServer({ url: BRAND_HREF, locale: 'en', execute: closedGateway.execute });
    const closedHtml = await appHtml(closed);
    expect(closedHtml).toContain('Are you 21 or older?');
    expect(closedHtml).not.toContain('Our story');
    // the brand's products are not even read, so they cannot reach the page's state
    expect(closed.stateScript).not.toContain('tsagaan-tal-classic');
    expect(closedGateway.requests.some((request) => request.operation === 'Products')).toBe(false);
    expect(closed.status).toBe(200);
  });

  it('reads only its own cookie', () => {
    expect(hasAgeCookie('locale=en; age_verified=1')).toBe(true);
    expect(hasAgeCookie('age_verified=0')).toBe(false);
    expect(hasAgeCookie('x_age_verified=1')).toBe(false);
    expect(hasAgeCookie(undefined)).toBe(false);
  });
});
