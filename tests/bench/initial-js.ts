/**
 * Initial JavaScript (gzip kB) of the home page, the product list and a product page in every
 * locale, as the built server serves them to a returning visitor past the age gate: the entry
 * script and every modulepreload in the HTML, the page's message catalog included (it is awaited
 * before hydration). Budget (issue #7): 150 kB on every page in every locale. Much quicker than
 * tests/bench/lighthouse.ts, which measures the mn pages only.
 *
 * Prints a table (and each locale's catalog chunk) and writes tests/bench/results/initial-js-<time>.json.
 * Usage: npm run build && tsx tests/bench/initial-js.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AGE_COOKIE } from '../../web/src/brand/age-cookie.ts';
import { shopLocales } from '../../web/src/i18n/locales.ts';
import { startServer } from '../support/server-process.ts';
import { gzipKb, initialJavaScriptGzipKb, initialScripts } from './initial-js-size.ts';

const BUDGET_KB = 150;
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

const server = await startServer();
const rows: Array<Record<string, string | number>> = [];
const catalogChunks: Record<string, { file: string; gzipKb: number } | null> = {};
let overBudget = 0;
try {
  const products = (await (
    await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ products(perPage: 1) { items { slug } } }' }),
    })
  ).json()) as { data: { products: { items: { slug: string }[] } } };
  const slug = products.data.products.items[0]?.slug ?? 'missing';
  const pages = { home: '/', products: '/products', product: `/products/${slug}` };

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
      if (!(locale in catalogChunks)) {
        const file = initialScripts(html).find((script) => script.startsWith(`assets/${locale}-`));
        catalogChunks[locale] = file ? { file, gzipKb: await gzipKb(file) } : null;
      }
    }
    rows.push(row);
  }
} finally {
  await server.stop();
}

console.table(rows);
console.log('catalog chunk preloaded per locale (gzip kB; null: in the shared JavaScript):');
console.table(
  Object.fromEntries(Object.entries(catalogChunks).map(([locale, c]) => [locale, c?.gzipKb ?? null])),
);
console.log(
  `budget ${BUDGET_KB} kB gzip per page: ${overBudget === 0 ? 'every page within' : `${overBudget} over`}`,
);
await mkdir(resultsDir, { recursive: true });
const file = join(resultsDir, `initial-js-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
await writeFile(
  file,
  `${JSON.stringify({ at: new Date().toISOString(), node: process.version, budgetKb: BUDGET_KB, initialJsGzipKb: rows, catalogChunks }, null, 2)}\n`,
);
console.log(`written ${file}`);
if (overBudget > 0) process.exitCode = 1;
