import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SOURCE = fileURLToPath(new URL('../service-worker/sw.js', import.meta.url));
const BUILD_MARK = '__SHOP_BUILD__';
const PRECACHE_MARK = '[] /* __SHOP_PRECACHE__ */';

/**
 * `/sw.js` (web/service-worker/sw.js), stamped per build: its caches are named by a hash of every
 * file name of the browser build (Vite's names carry content hashes, so any change of code or style
 * is a new version) and it precaches the entry's scripts and styles, the shell every page needs, and
 * the cart screen's.
 * In development the source is served as is: unstamped, it caches nothing.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'shop:service-worker',
    applyToEnvironment: (environment) => environment.name === 'client',
    // after Vite's own generateBundle, which deletes the chunks that only carried CSS
    enforce: 'post',
    configureServer(server) {
      server.middlewares.use('/sw.js', (_request, response) => {
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.end(readFileSync(SOURCE, 'utf8'));
      });
    },
    generateBundle(_options, bundle) {
      const names = Object.keys(bundle).sort();
      const build = createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
      const shell = new Set<string>();
      // A chunk, what it imports and their styles, all the way down (a shared chunk's CSS is
      // fetched with the screen that imports it: missing offline, the screen fails to load).
      const keep = (fileName: string) => {
        if (shell.has(fileName)) return;
        shell.add(fileName);
        const output = bundle[fileName];
        if (output?.type !== 'chunk') return;
        for (const name of output.viteMetadata?.importedCss ?? []) shell.add(name);
        for (const name of output.imports) keep(name);
      };
      for (const output of Object.values(bundle)) {
        // The entry, and the cart screen: the one page opened offline that is never kept as a page
        // (it is personal), reached through the mini cart to see the adds waiting to send.
        if (output.type !== 'chunk') continue;
        if (output.isEntry || output.facadeModuleId?.endsWith('/src/routes/cart.tsx')) keep(output.fileName);
      }
      // A style sheet no chunk imports is the page's own, linked by index.html: with the whole shop's
      // CSS in one file (web/vite.config.ts cssCodeSplit), every page's look.
      const importedCss = new Set(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [...(output.viteMetadata?.importedCss ?? [])] : [],
        ),
      );
      for (const name of names) if (name.endsWith('.css') && !importedCss.has(name)) shell.add(name);
      const cartMessages = /^assets\/catalogs-[^/]+\/[a-z]{2}\/(shell|errors|cart)\.js$/;
      // The messages the cart screen shows, in every language (the shopper's is not known at
      // install): the shell's, the cart's own and the error texts, a few kB in all. Without them a
      // cart opened offline waits for its messages and never renders (route-catalogs.ts).
      for (const name of names) if (cartMessages.test(name)) shell.add(name);
      const precache = [...shell]
        .filter((name) => name in bundle)
        // other screens' messages come with those screens (they are kept as their pages are visited)
        .filter((name) => !name.startsWith('assets/catalogs-') || cartMessages.test(name))
        .sort()
        .map((name) => `/${name}`);
      const source = readFileSync(SOURCE, 'utf8');
      if (!source.includes(BUILD_MARK) || !source.includes(PRECACHE_MARK)) {
        this.error('web/service-worker/sw.js lost its build marks');
      }
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: source
          .replace(`'${BUILD_MARK}'`, JSON.stringify(build))
          .replace(PRECACHE_MARK, JSON.stringify(precache)),
      });
    },
  };
}
