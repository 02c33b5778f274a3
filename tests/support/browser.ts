/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser: CI has no network for
 * it). One browser per test file; one context + page per test, screenshotted when the test fails.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import type { TestContext } from 'vitest';
import { AGE_COOKIE } from '../../web/src/brand/age-cookie.ts';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const artifactsDir = fileURLToPath(new URL('../e2e/artifacts/', import.meta.url));

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    // --no-sandbox: CI runs as root; the networking flags stop Chromium calling Google services,
    // which this machine's closed network refuses (slow, noisy starts)
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * Where the main screens are kept for review after every run (issue #19: CI artifacts in
 * `test-results/`, not in the repository; `docs/screens/` holds the chosen before/after pairs).
 */
export const SCREENS_DIR = fileURLToPath(new URL('../../test-results/screens/', import.meta.url));

/** The first screen of `page` as laid out now, as test-results/screens/<name>.png. */
export async function keepScreen(page: Page, name: string): Promise<void> {
  await mkdir(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENS_DIR, `${name.replace(/[^\p{L}\p{N}._-]+/gu, '-')}.png`) });
}

/** tests/e2e/artifacts/<file> <describe> <test>.png, with a file-system-safe name. */
export function screenshotPath(task: TestContext['task']): string {
  const names: string[] = [task.name];
  for (let suite = task.suite; suite?.name; suite = suite.suite) names.unshift(suite.name);
  names.unshift(task.file.name.replace(/^.*\//, '').replace(/\.test\.ts$/, ''));
  const name = names
    .join(' ')
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 150);
  return join(artifactsDir, `${name}.png`);
}

export interface ShopContextOptions extends BrowserContextOptions {
  /**
   * The visitor already said yes at the age gate (its cookie is set), so the gate's dialog does not
   * cover the shop. Default true; false for a first visit (the age gate's own tests).
   */
  ageVerified?: boolean;
}

/**
 * A new browser context as a returning shopper: Mongolian, and past the age gate unless
 * `ageVerified: false`. The test servers listen on 127.0.0.1, and a cookie ignores the port.
 */
export async function newShopContext(
  browser: Browser,
  { ageVerified = true, ...options }: ShopContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'mn-MN', ...options });
  if (ageVerified)
    await context.addCookies([{ name: AGE_COOKIE, value: '1', domain: '127.0.0.1', path: '/' }]);
  return context;
}

/**
 * The console errors and uncaught exceptions of a page from now on (hydration errors among them),
 * into a new list or one shared by several pages.
 */
export function consoleErrors(page: Page, into: string[] = []): string[] {
  page.on('console', (message) => {
    if (message.type() === 'error') into.push(message.text());
  });
  page.on('pageerror', (error) => into.push(error.message));
  return into;
}

/**
 * A new context (see `newShopContext`) and page for this test. When the test finishes the context closes; when it failed,
 * a full-page screenshot goes to tests/e2e/artifacts/ first (named after the test).
 */
export async function openPage(
  browser: Browser,
  test: TestContext,
  options: ShopContextOptions = {},
): Promise<Page> {
  const context = await newShopContext(browser, options);
  const page = await context.newPage();
  const trail = pageTrail(page);
  // one handler for both: onTestFailed would run after the context is already closed
  test.onTestFinished(async ({ task }) => {
    try {
      if (task.result?.state === 'fail' && !page.isClosed()) {
        // CI keeps only its log, and only its end: what the page said and showed goes into the
        // failure itself (the summary prints it), the screenshot beside it
        const report = await failureReport(page, trail);
        const first = task.result.errors?.[0];
        if (first) first.message = `${first.message}\n\n${report}`;
        else console.error(report);
        await mkdir(artifactsDir, { recursive: true });
        const path = screenshotPath(task);
        await page.screenshot({ path, fullPage: true, timeout: 10_000 });
        console.error(`screenshot of the failed page (${page.url()}): ${path}`);
      }
    } catch (error) {
      console.error(`could not take a failure screenshot: ${(error as Error).message}`);
    } finally {
      await context.close();
    }
  });
  return page;
}

const TRAIL_LENGTH = 30;

/** The page's last console errors and warnings, uncaught errors and failed requests, newest last. */
function pageTrail(page: Page): string[] {
  const trail: string[] = [];
  const note = (line: string) => {
    trail.push(line);
    if (trail.length > TRAIL_LENGTH) trail.shift();
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    note(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? '?'})`),
  );
  return trail;
}

async function failureReport(page: Page, trail: readonly string[]): Promise<string> {
  const text = await page
    // the page's own content, not the header and footer every page repeats
    .evaluate(() => (document.querySelector('main') ?? document.body)?.innerText ?? '')
    .catch((error: Error) => `(no text: ${error.message})`);
  return [
    `the failed page: ${page.url()}`,
    ...trail.map((line) => `  ${line}`),
    'its text:',
    text.replace(/\n{2,}/g, '\n').slice(0, 1_500),
  ].join('\n');
}
