/**
 * Initial JavaScript (gzip kB) of the home page, the product list, a product page, the cart, the
 * checkout and the account page (issue #19) in every locale, as the built server serves them to a
 * returning visitor past the age gate (a guest: the cart is empty, checkout and account show their
 * login step, from the same screen chunks): the entry script and every modulepreload in the HTML,
 * the page's messages included (the shell's and its screen's parts, awaited before hydration).
 * Budget (issues #7, #19): 150 kB on every page in every locale. Much quicker than
 * tests/bench/lighthouse.ts, which measures the mn pages only.
 *
 * Prints a table (and each page's message parts in mn) and writes tests/bench/results/initial-js-<time>.json.
 * Usage: npm run build && tsx tests/bench/initial-js.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AGE_COOKIE } from '../../web/src/brand/age-cookie.ts';
import { shopLocales } from '../../web/src/i18n/locales.ts';
import { startServer } from '../support/server-process.ts';
import { firstProductSlug } from './first-product.ts';
import { gzipKb, initialJavaScriptGzipKb, initialScripts } from './initial-js-size.ts';

const BUDGET_KB = 150;
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

const server = await startServer();
const rows: Array<Record<string, string | number>> = [];
const messageParts: Record<string, Record<string, number>> = {};
let overBudget = 0;
try {
  const slug = await firstProductSlug(server.url);
  const pages = {
    home: '/',
    products: '/products',
    product: `/products/${slug}`,
    cart: '/cart',
    checkout: '/checkout',
    account: '/account',
  };

  for (const [page, path] of Object.entries(pages)) {
    const row: Record<string, string | number> = { page };
    for (const locale of shopLocales) {
      const response = await fetch(`${server.url}${path}`, {
        headers: { cookie: `${AGE_COOKIE}=1; locale=${locale}` },
      });
      if (!response.ok) throw new Error(`${path} in ${locale}: HTTP ${response.status}`);
      const html = await response.text();
      const kb = await initialJavaScriptGzipKb(html);
      row[locale] = kb;
      if (kb > BUDGET_KB) overBudget++;
      for (const file of initialScripts(html)) {
        const part = /^assets\/catalogs-[\w-]+\/(\w+)\/([\w-]+)\.js$/.exec(file);
        if (!part) continue;
        messageParts[part[1] as string] ??= {};
        (messageParts[part[1] as string] as Record<string, number>)[part[2] as string] = await gzipKb(file);
      }
    }
    rows.push(row);
  }
} finally {
  await server.stop();
}

console.table(rows);
console.log('message parts preloaded, per locale (gzip kB; web/vite-plugins/route-catalogs.ts):');
console.table(messageParts);
console.log(
  `budget ${BUDGET_KB} kB gzip per page: ${overBudget === 0 ? 'every page within' : `${overBudget} over`}`,
);
await mkdir(resultsDir, { recursive: true });
const file = join(resultsDir, `initial-js-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
await writeFile(
  file,
  `${JSON.stringify({ at: new Date().toISOString(), node: process.version, budgetKb: BUDGET_KB, initialJsGzipKb: rows, messageParts }, null, 2)}\n`,
);
console.log(`written ${file}`);
if (overBudget > 0) process.exitCode = 1;
