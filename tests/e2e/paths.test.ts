/**
 * The shopper flows as generated paths in Chromium against the real server (fresh data dir): the age
 * gate, the cart, checkout, login and the push prompt, each walked from its machine's model with the
 * events a shopper can cause (tests/paths/browser/). A failed path leaves a screenshot in
 * tests/e2e/artifacts/. The same paths run from `npm run paths -- run --browser`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { browserPaths, runBrowserPath } from '../paths/browser/flow.ts';
import { browserFlows } from '../paths/browser/registry.ts';
import { openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';

const e2e = startServerAndBrowser();

for (const flow of browserFlows) {
  describe(`${flow.model.title} in the browser (generated paths)`, () => {
    for (const path of browserPaths(flow)) {
      test(`${path.id} ${path.name}`, async (context) => {
        const page = await openPage(e2e.browser, context);
        await runBrowserPath(flow, path, page, e2e.server.url);
      });
    }
  });
}

describe('/dev/flows', () => {
  test("lists the live actors of the shop's other tab with their current states", async (context) => {
    const shop = await openPage(e2e.browser, context);
    await shop.goto(`${e2e.server.url}/login`);
    await shop.getByLabel('Утасны дугаар эсвэл и-мэйл').waitFor();
    const flows = await shop.context().newPage();
    await flows.goto(`${e2e.server.url}/dev/flows`);
    const row = (machine: string) => flows.locator(`#actors tr[data-machine="${machine}"]`);
    // The shop tab may still be hydrating: its actors arrive one by one as they start.
    await expect.poll(() => row('login').locator('td.state').allTextContents()).toEqual(['identifier']);
    await expect.poll(() => row('cart').count()).toBe(1);
    // A step in the shop tab shows up at once.
    await shop.getByLabel('Утасны дугаар эсвэл и-мэйл').fill('12');
    await shop.getByRole('button', { name: 'Код илгээх' }).click();
    await expect.poll(() => row('login').locator('td.event').textContent()).toBe('SUBMIT_LOGIN');
  });
});

/** The built files holding `@statelyai/inspect` (found by a string only that package has). */
function inspectorFiles(): string[] {
  const assets = fileURLToPath(new URL('../../dist/client/assets/', import.meta.url));
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  if (scripts.length === 0) throw new Error('no scripts in dist/client/assets (run npm run build)');
  return scripts.filter((name) => readFileSync(`${assets}${name}`, 'utf8').includes('statelyai.connected'));
}

describe('?inspect', () => {
  test('is development only: the production build has no inspector, and ?inspect changes nothing', async (context) => {
    expect(inspectorFiles()).toEqual([]);
    const page = await openPage(e2e.browser, context);
    const popups: string[] = [];
    page.context().on('page', (popup) => {
      popups.push(popup.url());
      void popup.close();
    });
    await page.goto(`${e2e.server.url}/login?inspect`);
    await page.getByLabel('Утасны дугаар эсвэл и-мэйл').fill('12');
    await page.getByRole('button', { name: 'Код илгээх' }).click();
    await expect
      .poll(async () => (await page.getByRole('alert').allTextContents()).join(' '))
      .toContain('8 оронтой');
    expect(popups).toEqual([]);
  });
});
