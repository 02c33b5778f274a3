import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageUsage, routeSources } from '../../../web/vite-plugins/message-usage.ts';

/** A small web app on disk: the entry, a shell, two screens and a module they share. */
async function app(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'message-usage-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

const routeTable = `export const routes = [
  { id: 'product', match: m, source: 'src/routes/product.tsx', screen: () => import('./product.tsx') },
  { id: 'checkout', match: m, source: 'src/routes/checkout.tsx', screen: () => import('./checkout.tsx') },
];`;

const ids = [
  'app.name',
  'nav.menu',
  'push.title',
  'product.title',
  'option.type.color',
  'option.type.size',
  'checkout.title',
  'checkout.step.address',
  'price.label',
  'error.INTERNAL',
  'error.OUT_OF_STOCK',
  'error.CARD_DECLINED',
];

async function usageOf(files: Record<string, string>) {
  const root = await app({ 'src/routes/index.ts': routeTable, ...files });
  return messageUsage(root, ids, routeSources(routeTable));
}

describe('message usage: which part of the catalogs each id ships in', () => {
  it("reads the route table's screens", () => {
    expect(routeSources(routeTable)).toEqual([
      { id: 'product', source: 'src/routes/product.tsx' },
      { id: 'checkout', source: 'src/routes/checkout.tsx' },
    ]);
  });

  it("puts the shell's ids (lazy pieces included) in the shell, a screen's own in its part, shared ones once", async () => {
    const usage = await usageOf({
      'src/entry-client.tsx': `import { App } from './app.tsx';\n// the shop's entry: 'nav.menu' is named below\n`,
      'src/app.tsx': `import { routes } from './routes/index.ts';\nimport { price } from './price.ts';\nconst Push = lazy(() => import('./push.tsx'));\nt('app.name'); t("nav.menu");`,
      'src/push.tsx': `export const P = () => t('push.title');`,
      'src/price.ts': `export const price = 'price.label';`,
      'src/routes/product.tsx': `import { price } from '../price.ts';\nimport { Stepper } from '../stepper.tsx';\nt('product.title'); t(\`option.type.\${type}\`);`,
      'src/stepper.tsx': `export const Stepper = 1;`,
      'src/routes/checkout.tsx': `import { Stepper } from '../stepper.tsx';\nt('checkout.title', {}); const id = 'checkout.step.' + step;`,
    });
    expect([...usage.shell].sort()).toEqual(['app.name', 'nav.menu', 'price.label', 'push.title']);
    expect([...(usage.routes.get('product') ?? [])].sort()).toEqual([
      'option.type.color',
      'option.type.size',
      'product.title',
    ]);
    expect([...(usage.routes.get('checkout') ?? [])].sort()).toEqual([
      'checkout.step.address',
      'checkout.title',
    ]);
  });

  it('leaves error texts built from a code to the errors part, a literal one where it is named', async () => {
    const usage = await usageOf({
      'src/entry-client.tsx': `const text = hasMessage(intl, \`error.\${code}\`) ? x : 'error.INTERNAL';`,
      'src/routes/product.tsx': `showToast({ messageId: 'error.OUT_OF_STOCK' });`,
      'src/routes/checkout.tsx': `t(\`error.\${problem.code}\`);`,
    });
    expect([...usage.shell]).toEqual(['error.INTERNAL']);
    expect([...usage.errors].sort()).toEqual(['error.CARD_DECLINED', 'error.OUT_OF_STOCK']);
    expect([...(usage.routes.get('product') ?? [])]).toEqual(['error.OUT_OF_STOCK']);
    expect([...(usage.routes.get('checkout') ?? [])]).toEqual([]);
  });

  it('is not misled by apostrophes in comments or text', async () => {
    const usage = await usageOf({
      'src/entry-client.tsx': `// the shopper's cart: 'app.name' is the shop's name\nconst label = "it's"; t('nav.menu');`,
      'src/routes/product.tsx': `/* don't */ t('product.title') // isn't 'price.label'?`,
      'src/routes/checkout.tsx': ``,
    });
    expect([...usage.shell].sort()).toEqual(['app.name', 'nav.menu']);
    expect([...(usage.routes.get('product') ?? [])].sort()).toEqual(['price.label', 'product.title']);
  });

  it("follows a screen into another screen's module it imports outright, not one fetched on demand", async () => {
    const usage = await usageOf({
      'src/entry-client.tsx': `import { routes } from './routes/index.ts';`,
      'src/routes/product.tsx': `import { checkoutTitle } from './checkout.tsx';\nt('product.title');`,
      'src/routes/checkout.tsx': `export const checkoutTitle = 'checkout.title';\nconst later = () => import('./product.tsx');`,
    });
    expect(usage.shell.size).toBe(0);
    expect([...(usage.routes.get('product') ?? [])].sort()).toEqual(['checkout.title', 'product.title']);
    expect([...(usage.routes.get('checkout') ?? [])]).toEqual(['checkout.title']);
  });

  it('names a screen whose module is missing', async () => {
    const root = await app({ 'src/entry-client.tsx': '', 'src/routes/product.tsx': '' });
    expect(() => messageUsage(root, ids, routeSources(routeTable))).toThrow(
      /checkout's src\/routes\/checkout.tsx/,
    );
  });
});
