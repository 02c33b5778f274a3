import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { check, checkFiles, checkTree, importsOf } from '../../scripts/check-boundaries.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the import rules', () => {
  it('hold in the repository as it is', () => {
    expect(checkTree(root)).toEqual([]);
  });

  // one import per rule, each breaking it on purpose
  it.each([
    [
      'server/graphql/resolvers/orders.ts',
      '../../commerce/orders/read-model.ts',
      'through server/commerce/contract.ts',
    ],
    ['server/graphql/resolvers/search.ts', '../../search/query.ts', 'through server/search/contract.ts'],
    ['server/graphql/live-orders.ts', '../platform/db/index.ts', 'gateway must not import platform'],
    ['server/graphql/live-orders.ts', '../platform/events/index.ts', 'gateway must not import platform'],
    ['server/graphql/context.ts', 'pg', 'must not open a database'],
    ['server/graphql/locale.ts', '../../web/src/i18n/locales.ts', 'gateway must not import web'],
    ['server/platform/db/index.ts', '../../commerce/orders/events.ts', 'platform must not import commerce'],
    ['server/platform/http/errors.ts', '../../graphql/gateway.ts', 'platform must not import gateway'],
    ['server/commerce/promotions/labels.ts', '../../graphql/locale.ts', 'commerce must not import gateway'],
    [
      'server/commerce/checkout/delivery-times.ts',
      '../../../web/src/i18n/locales.ts',
      'commerce must not import web',
    ],
    [
      'server/search/service.ts',
      '../commerce/catalog/search-documents.ts',
      'search must not import commerce',
    ],
    ['web/src/routing/status.ts', '../../../server/platform/errors.ts', 'web must not import platform'],
    ['machines/checkout.ts', '../server/platform/clock.ts', 'machines must not import platform'],
    ['machines/checkout.ts', 'node:fs', 'machines does no I/O'],
    ['machines/checkout.ts', 'graphql-request', 'machines imports only'],
    ['machines/checkout.ts', '../web/src/graphql/client.ts', 'machines must not import web'],
  ])('%s importing %s is refused', (file, specifier, reason) => {
    expect(check(file, specifier)).toContain(reason);
  });

  it.each([
    ['server/graphql/resolvers/orders.ts', '../../commerce/contract.ts'],
    ['server/graphql/resolvers/search.ts', '../../search/contract.ts'],
    ['server/graphql/gateway.ts', '../platform/errors.ts'],
    ['server/graphql/resolvers/orders.ts', '../../../machines/order-lifecycle.ts'],
    ['server/commerce/orders/routes.ts', '../../platform/db/index.ts'],
    ['server/pages/ssr.ts', '../../web/src/entry-server.tsx'],
    ['server/app.ts', './commerce/service.ts'],
    ['machines/checkout.ts', 'xstate'],
    ['web/src/app.tsx', '../../machines/locales.ts'],
  ])('%s may import %s', (file, specifier) => {
    expect(check(file, specifier)).toBeUndefined();
  });

  it('reads multi-line, type-only, re-exported, side-effect and dynamic imports', () => {
    const source = [
      "import type {\n  A,\n  B,\n} from './a.ts';",
      "export { c } from './c.ts';",
      "import './side-effect.ts';",
      "const lazy = () => import('./lazy.ts');",
      "const text = 'not an import from here';",
    ].join('\n');
    expect(importsOf(source).sort()).toEqual(['./a.ts', './c.ts', './lazy.ts', './side-effect.ts']);
    const violations = checkFiles([
      ['server/graphql/x.ts', "import type {\n  Database,\n} from '../platform/db/index.ts';"],
    ]);
    expect(violations).toHaveLength(1);
  });

  it('refuses an event store built outside commerce/event-store.ts', () => {
    const store = 'const store = new EventStore(db, orderProjections);';
    expect(checkFiles([['server/commerce/orders/routes.ts', store]])).toEqual([
      expect.objectContaining({ file: 'server/commerce/orders/routes.ts', imported: 'new EventStore' }),
    ]);
    expect(checkFiles([['server/commerce/event-store.ts', store]])).toEqual([]);
    // tests build stores of their own for the platform's tests
    expect(checkFiles([['tests/server/x.test.ts', store]])).toEqual([]);
  });

  it('fails `npm run lint` when a rule is broken', async () => {
    const tree = await mkdtemp(join(tmpdir(), 'boundaries-'));
    try {
      const put = async (path: string, text: string) => {
        await mkdir(dirname(join(tree, path)), { recursive: true });
        await writeFile(join(tree, path), text);
      };
      await put('server/graphql/live-orders.ts', "import { openDatabase } from '../platform/db/index.ts';\n");
      await put('server/platform/db/index.ts', 'export const openDatabase = () => {};\n');
      const run = promisify(execFile);
      const script = join(root, 'scripts/check-boundaries.ts');
      const failure = await run('npx', ['tsx', script, '--root', tree], { cwd: root }).catch(
        (error) => error,
      );
      expect(failure.code).toBe(1);
      expect(failure.stderr).toContain('gateway must not import platform');

      await put('server/graphql/live-orders.ts', "import { clock } from '../platform/clock.ts';\n");
      await put('server/platform/clock.ts', 'export const clock = {};\n');
      const pass = await run('npx', ['tsx', script, '--root', tree], { cwd: root });
      expect(pass.stdout).toContain('every import keeps the import rules');
    } finally {
      await rm(tree, { recursive: true, force: true });
    }
  });
});
