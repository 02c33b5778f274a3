/**
 * `npm run lint` (part of): the architecture's import rules, checked on every file of `machines/`,
 * `web/` and `server/`. Each file belongs to one part; each part may import only the parts its rule
 * names. The rules are the README's "Import rules"; a test breaks each one on purpose
 * (tests/server/boundaries.test.ts).
 *
 * Imports are read as text (static, re-exports, side-effect and dynamic `import()`), type-only ones
 * included: a gateway that imports the database's types is already tied to it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Part =
  | 'machines'
  | 'web'
  | 'gateway'
  | 'commerce'
  | 'search'
  | 'platform'
  | 'pages'
  | 'seed'
  | 'dev'
  | 'composition';

/** The part a repository path belongs to, or undefined for files no rule covers (tests, scripts). */
export function partOf(path: string): Part | undefined {
  if (path.startsWith('machines/')) return 'machines';
  if (path.startsWith('web/')) return 'web';
  if (path.startsWith('server/graphql/')) return 'gateway';
  if (path.startsWith('server/commerce/')) return 'commerce';
  if (path.startsWith('server/search/')) return 'search';
  if (path.startsWith('server/platform/')) return 'platform';
  if (path.startsWith('server/pages/')) return 'pages';
  if (path.startsWith('server/seed/')) return 'seed';
  if (path.startsWith('server/dev/')) return 'dev';
  if (/^server\/[^/]+$/.test(path)) return 'composition';
  return undefined;
}

/** The front doors: the only files of a wing that another part (but the composition root) may import. */
export const frontDoors: Partial<Record<Part, readonly string[]>> = {
  commerce: ['server/commerce/contract.ts'],
  search: ['server/search/contract.ts'],
};

/** Plumbing the gateway may use: no database, no event store. */
const gatewayPlatform = ['server/platform/errors.ts', 'server/platform/clock.ts', 'server/platform/http/'];
/** The gateway's own settings (social login clients, timeouts), read by the composition root. */
const gatewayConfig = ['server/config.ts'];

interface Rule {
  /** Parts whose files this part may import whole. */
  parts: readonly Part[];
  /** Parts reached only through their front door. */
  doors?: readonly Part[];
  /** Single files or folders (ending in /) allowed beyond the parts. */
  paths?: readonly string[];
  /** Packages it must not import (I/O the part must not do). */
  forbiddenPackages?: RegExp;
  /** Only these packages (machines: pure). */
  onlyPackages?: RegExp;
}

export const rules: Record<Part, Rule> = {
  // pure: XState and each other, nothing that touches the network, disk or a database
  machines: { parts: ['machines'], onlyPackages: /^(xstate|@xstate\/[\w-]+)$/ },
  // the browser app: never server code (it talks to the gateway over HTTP)
  web: { parts: ['web', 'machines'] },
  // plumbing serves the services and knows none of them
  platform: { parts: ['platform'] },
  // the gateway: its own files, the two front doors, pure machines and stateless plumbing
  gateway: {
    parts: ['gateway', 'machines'],
    doors: ['commerce', 'search'],
    paths: [...gatewayPlatform, ...gatewayConfig],
    forbiddenPackages: /^(pg|@electric-sql\/pglite)(\/|$)/,
  },
  commerce: { parts: ['commerce', 'platform', 'machines'], paths: ['server/config.ts'] },
  search: { parts: ['search', 'platform', 'machines'], paths: ['server/config.ts'] },
  // the page renderer renders the web app
  pages: { parts: ['pages', 'web', 'machines', 'platform'] },
  // the demo data writes the catalog through commerce's own commands
  seed: { parts: ['seed', 'commerce', 'platform', 'machines'], paths: ['server/config.ts'] },
  dev: { parts: ['dev', 'machines', 'platform'] },
  // app.ts, main.ts, shop.ts, config.ts: the one place that wires every part together
  composition: {
    parts: ['composition', 'gateway', 'commerce', 'search', 'platform', 'pages', 'seed', 'dev', 'machines'],
  },
};

export interface Violation {
  file: string;
  imported: string;
  reason: string;
}

const IMPORT_PATTERNS = [
  /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/gms,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

export function importsOf(source: string): string[] {
  const found = new Set<string>();
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of source.matchAll(pattern)) if (match[1]) found.add(match[1]);
  }
  return [...found];
}

function allowedPath(target: string, paths: readonly string[] | undefined): boolean {
  return (paths ?? []).some((path) => (path.endsWith('/') ? target.startsWith(path) : target === path));
}

/** The rule broken by `file` importing `specifier`, if any. */
export function check(file: string, specifier: string): string | undefined {
  const from = partOf(file);
  if (!from) return undefined;
  const rule = rules[from];
  if (!specifier.startsWith('.')) {
    if (specifier.startsWith('node:') && rule.onlyPackages) return `${from} does no I/O (${specifier})`;
    if (rule.onlyPackages && !specifier.startsWith('node:') && !rule.onlyPackages.test(specifier)) {
      return `${from} imports only ${rule.onlyPackages.source}`;
    }
    if (rule.forbiddenPackages?.test(specifier)) return `${from} must not open a database (${specifier})`;
    return undefined;
  }
  const target = posix.normalize(posix.join(posix.dirname(file), specifier));
  const to = partOf(target);
  if (to === undefined) return `${from} imports outside the application (${target})`;
  if (rule.parts.includes(to) || allowedPath(target, rule.paths)) return undefined;
  if (rule.doors?.includes(to)) {
    if (frontDoors[to]?.includes(target)) return undefined;
    return `${from} reaches ${to} only through ${frontDoors[to]?.join(', ')}`;
  }
  return `${from} must not import ${to}`;
}

/**
 * The one place a server event store is built: commerce's, with every read model. A store built
 * elsewhere with a hand-picked list updates some read models and silently skips the others.
 */
export const EVENT_STORE_HOME = 'server/commerce/event-store.ts';

export function checkFiles(files: Iterable<[path: string, source: string]>): Violation[] {
  const violations: Violation[] = [];
  for (const [file, source] of files) {
    for (const imported of importsOf(source)) {
      const reason = check(file, imported);
      if (reason) violations.push({ file, imported, reason });
    }
    if (file.startsWith('server/') && file !== EVENT_STORE_HOME && /\bnew EventStore\b/.test(source)) {
      violations.push({
        file,
        imported: 'new EventStore',
        reason: `the event store is built only in ${EVENT_STORE_HOME} (commerceEventStore)`,
      });
    }
  }
  return violations;
}

function* sourceFiles(root: string, dir: string): Generator<[string, string]> {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* sourceFiles(root, path);
    } else if (/\.(ts|tsx|mts)$/.test(entry.name)) {
      yield [path, readFileSync(join(root, path), 'utf8')];
    }
  }
}

export function checkTree(root: string): Violation[] {
  const dirs = ['machines', 'web', 'server'].filter((dir) => existsSync(join(root, dir)));
  const files = dirs.flatMap((dir) => [...sourceFiles(root, dir)]);
  return checkFiles(files);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const rootArg = process.argv.indexOf('--root');
  const root = rootArg > 0 ? process.argv[rootArg + 1]! : fileURLToPath(new URL('..', import.meta.url));
  const violations = checkTree(root);
  for (const v of violations) {
    console.error(
      `${relative(process.cwd(), join(root, v.file)).split(sep).join('/')}: ${v.reason} ('${v.imported}')`,
    );
  }
  if (violations.length > 0) {
    console.error(
      `Boundaries: ${violations.length} import(s) break the architecture's rules (README "Import rules").`,
    );
    process.exit(1);
  }
  console.log('Boundaries: every import keeps the import rules.');
}
