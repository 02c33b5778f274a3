import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Which message ids each part of the app can show: the shell (the entry's code, every page) and each
 * screen of the route table (its code-split chunk). Read from the sources, as the bundler will split
 * them: a module's ids are the string literals in it that are message ids (`t('cart.title')`,
 * `messageId: 'error.NETWORK'`, `label: 'orders.status.paid'`), and a literal that builds ids
 * (`` `orders.event.${type}` ``, `'option.type.' + type`) counts as every id with that prefix.
 *
 * The shell is everything the entry reaches, through static and dynamic imports alike (a lazy
 * dialog of the header may open on any page), except the route table's screens fetched on demand; a
 * screen is what its module reaches (another screen's module it imports outright included). A
 * screen's part leaves out what the shell already holds.
 *
 * Error texts built from a server's code (`` `error.${code}` ``, ~180 ids, ~5 kB gzip in mn) are a
 * part of their own, `errors`: they show only after a request failed (a toast, a checkout problem
 * from the shopper's step, the error page, which waits for them), so they follow the page instead of
 * delaying it, and until they are in the general text shows (web/src/i18n/intl.ts translate). An
 * error id a module names literally (`'error.NETWORK'`) is in that module's part like any other id.
 */
export interface MessageUsage {
  shell: Set<string>;
  /** Ids only built from `error.` templates: loaded after the page */
  errors: Set<string>;
  routes: Map<string, Set<string>>;
}

const DEFERRED_PREFIX = 'error.';

export interface RouteSource {
  id: string;
  /** The screen module, relative to the web root (`src/routes/product.tsx`). */
  source: string;
}

const importSpecifier =
  /(?:\bimport\s*(?:[\w*{}\s,$]+?\s*from\s*)?|\bexport\s*[\w*{}\s,$]+?\s*from\s*|\bimport\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\1/g;
/**
 * An id-shaped literal: a quote, word characters and dots, then the same quote or a template's
 * `${`. Id-shaped only, so an apostrophe in a comment ("the shop's") never pairs with a real quote.
 */
const literal = /(['"`])([\w.-]+)(?:\1|(\$\{))/g;

/** The screens of `web/src/routes/index.ts`, in table order: `id` and `source` of each entry. */
export function routeSources(routeTable: string): RouteSource[] {
  const entries = [...routeTable.matchAll(/id:\s*'([^']+)',[\s\S]*?source:\s*'([^']+)'/g)];
  return entries.map((match) => ({ id: match[1] as string, source: match[2] as string }));
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

interface ModuleFacts {
  imports: string[];
  /** `import('./x')`: the route table's screens are reached only so */
  dynamicImports: string[];
  ids: Set<string>;
}

/** Message usage of the app under `webRoot` (the folder of index.html), for the ids of `messageIds`. */
export function messageUsage(
  webRoot: string,
  messageIds: Iterable<string>,
  routes: RouteSource[],
): MessageUsage {
  const known = [...messageIds].sort();
  const knownSet = new Set(known);
  const facts = new Map<string, ModuleFacts>();

  const idsIn = (text: string): Set<string> => {
    const ids = new Set<string>();
    for (const match of text.matchAll(literal)) {
      const value = match[2] as string;
      const building = match[3] !== undefined || value.endsWith('.');
      if (knownSet.has(value)) ids.add(value);
      else if (building && value.includes('.') && !value.startsWith(DEFERRED_PREFIX)) {
        for (const id of known) if (id.startsWith(value)) ids.add(id);
      }
    }
    return ids;
  };

  const factsOf = (file: string): ModuleFacts => {
    let found = facts.get(file);
    if (!found) {
      const text = readFileSync(file, 'utf8');
      const imports: string[] = [];
      const dynamicImports: string[] = [];
      for (const match of text.matchAll(importSpecifier)) {
        const target = resolveImport(file, match[2] as string);
        if (target) (/^import\s*\(/.test(match[0]) ? dynamicImports : imports).push(target);
      }
      found = { imports, dynamicImports, ids: idsIn(text) };
      facts.set(file, found);
    }
    return found;
  };

  const reach = (start: string, stopAt: Set<string>, skip = new Set<string>()) => {
    const ids = new Set<string>();
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (seen.has(file) || skip.has(file)) continue;
      seen.add(file);
      const own = factsOf(file);
      for (const id of own.ids) ids.add(id);
      queue.push(...own.imports);
      for (const next of own.dynamicImports) if (!stopAt.has(next)) queue.push(next);
    }
    return { ids, modules: seen };
  };

  const screens = new Set(routes.map((route) => resolve(webRoot, route.source)));
  const shell = reach(resolve(webRoot, 'src/entry-client.tsx'), screens);
  const byRoute = new Map<string, Set<string>>();
  for (const route of routes) {
    const file = resolve(webRoot, route.source);
    if (!existsSync(file))
      throw new Error(`message usage: route ${route.id}'s ${route.source} does not exist`);
    // another screen's module imported outright (orders.tsx takes order.tsx's status words) is
    // in this screen's chunk too; one fetched on demand is not
    const others = new Set([...screens].filter((screen) => screen !== file));
    // the shell's modules are on the page already, ids and all
    const own = reach(file, others, shell.modules);
    byRoute.set(route.id, new Set([...own.ids].filter((id) => !shell.ids.has(id))));
  }
  const errors = new Set(known.filter((id) => id.startsWith(DEFERRED_PREFIX) && !shell.ids.has(id)));
  return { shell: shell.ids, errors, routes: byRoute };
}
