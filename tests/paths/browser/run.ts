import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { launchBrowser, newShopContext } from '../../support/browser.ts';
import { startServer } from '../../support/server-process.ts';
import { findModels } from '../registry.ts';
import { matchesGrep } from '../run-model.ts';
import { browserPaths, runBrowserPath } from './flow.ts';
import { browserFlows } from './registry.ts';

const artifactsDir = fileURLToPath(new URL('../../e2e/artifacts/', import.meta.url));

/**
 * `npm run paths -- run --browser`: the browser paths against the built app on a real server with a
 * fresh data dir, one Chromium, a new browser context per path, a screenshot of each failure.
 */
export async function runBrowserPaths(options: { machine?: string | undefined; grep?: string | undefined }) {
  const wanted = new Set(findModels(options.machine).map((model) => model.name));
  const flows = browserFlows.filter((flow) => wanted.has(flow.model.name));
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  let passed = 0;
  let failed = 0;
  try {
    for (const flow of flows) {
      for (const path of browserPaths(flow).filter((candidate) => matchesGrep(candidate, options.grep))) {
        console.log(`\n▶ ${path.id}  ${path.name}  (Chromium)`);
        const context = await newShopContext(browser);
        const page = await context.newPage();
        try {
          await runBrowserPath(flow, path, page, server.url, (report) =>
            console.log(
              `   ${report.index === 0 ? 'start:' : `${report.index}.`} ${report.step}  →  expect: ${report.expected}`,
            ),
          );
          console.log('✓ passed');
          passed += 1;
        } catch (error) {
          await mkdir(artifactsDir, { recursive: true });
          const shot = `${artifactsDir}paths-${path.id.replace('#', '-')}.png`;
          await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
          console.log(`✗ FAILED: ${(error as Error).message}\n  screenshot: ${shot}`);
          failed += 1;
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return { passed, failed };
}
