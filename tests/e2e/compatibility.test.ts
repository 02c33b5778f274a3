/**
 * The printer-compatibility builder (#18) in Chromium against the real server, in Mongolian: from an
 * ink's page ("Тохирох принтерүүд") to the builder, a model found by typing, the fitting cartridges
 * added to the cart; a guest saving is told to log in; a shopper saves the printer, finds it under
 * "My printers" in the account and removes it.
 */
import { describe, expect, test } from 'vitest';
import { openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';
import { checkoutSteps } from './checkout-steps.ts';

const e2e = startServerAndBrowser();
const { miniCartCount, signUp } = checkoutSteps(() => e2e.server.url);

describe('printer compatibility', () => {
  test('a guest goes from an ink to its printer, adds a cartridge and is asked to log in to save', async (context) => {
    const page = await openPage(e2e.browser, context);
    await page.goto(`${e2e.server.url}/products/hp-305-black-ink-cartridge`);
    // hydrated (the add-to-cart button is enabled only then): a link clicked before is lost
    const addToCart = page.getByRole('button', { name: 'Сагсанд нэмэх', exact: true });
    await expect.poll(() => addToCart.isEnabled(), { timeout: 15_000 }).toBe(true);
    const fits = page.getByRole('region', { name: 'Тохирох принтерүүд' });
    await fits.getByRole('link', { name: 'HP DeskJet 2320' }).click();
    await page.waitForURL((url) => url.searchParams.get('printer') === 'HP DeskJet 2320');
    await page.getByRole('heading', { name: /HP DeskJet 2320-д тохирох \(\d+\)/ }).waitFor();

    // another printer, found by typing loosely
    await page.getByRole('searchbox').fill('deskjet 2710');
    const models = page.getByRole('list', { name: 'Принтерийн загвар' });
    await expect.poll(() => models.getByRole('link').count(), { timeout: 10_000 }).toBe(1);
    await models.getByRole('link', { name: /HP DeskJet 2710/ }).click();
    await page.getByRole('heading', { name: /HP DeskJet 2710-д тохирох/ }).waitFor();
    const cards = page.locator('.compatibility .product-card');
    expect(await cards.count()).toBeGreaterThan(0);
    await expect.poll(() => miniCartCount(page), { timeout: 10_000 }).toBe('0');
    // the first fitting cartridge in stock (a card's quick add is disabled when none is left)
    await cards.locator('button.quick-add:not([disabled])').first().click();
    await expect.poll(() => miniCartCount(page), { timeout: 10_000 }).toBe('1');

    await page.getByRole('button', { name: 'Принтерээ хадгалах' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Нэвтрэх шаардлагатай' });
    await alert.waitFor();
    expect(await alert.getByRole('link', { name: 'Нэвтрэх' }).getAttribute('href')).toBe(
      `/login?return=${encodeURIComponent('/compatibility?printer=HP%20DeskJet%202710')}`,
    );
  });

  test('a shopper saves a printer, finds it in the account and removes it', async (context) => {
    const page = await openPage(e2e.browser, context);
    await signUp(page, '99117799');
    await page.goto(`${e2e.server.url}/compatibility?printer=${encodeURIComponent('Canon PIXMA MG2540S')}`);
    await page.getByRole('button', { name: 'Принтерээ хадгалах' }).click();
    await page.getByText('Таны бүртгэлд хадгалагдлаа.').waitFor();

    await page.goto(`${e2e.server.url}/account`);
    await page.getByRole('main').getByRole('link', { name: 'Миний принтерүүд' }).click();
    await page.waitForURL((url) => url.pathname === '/account/printers');
    const saved = page.locator('.saved-printers__item');
    await saved.getByRole('link', { name: 'Canon PIXMA MG2540S' }).first().waitFor();
    await page.getByRole('button', { name: 'Canon PIXMA MG2540S-г устгах' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Устгах' }).click();
    await page.getByText('Хадгалсан принтер алга.').waitFor();
  });
});
