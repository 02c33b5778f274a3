import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { shopLocales } from '../../machines/locales.ts';
import { messageUsage, routeSources } from './message-usage.ts';
import { compileMessages } from './precompiled-messages.ts';

const LOADER = 'virtual:shop-catalogs';
const PART = 'virtual:shop-catalog/';
const ENGLISH_ONLY = 'language-names.json';

type Messages = Record<string, string>;

export interface RouteCatalogsOptions {
  /** Split by what each part of the app shows (the builds); off: one whole catalog per language (tests). */
  split: boolean;
  /** Texts as ICU ASTs (precompiled-messages.ts); off where tests read them as strings. */
  compile: boolean;
}

/**
 * The message catalogs by part: `virtual:shop-catalogs` loads `shell` (every page's own ids),
 * `errors` (error texts built from a server's code) and one part per screen of the route table
 * (web/src/i18n/messages.ts), each per language, so a page's first JavaScript carries the messages
 * it can show and a screen's arrive with its chunk. Which ids belong where is read from the sources
 * (message-usage.ts). An id a lagging language lacks is filled in from English, as before.
 *
 * In the browser build each part is a chunk at a fixed path, `assets/catalogs-<hash>/<locale>/<part>.js`
 * (one hash over all of them): the loader builds the URL instead of holding ~300 hashed names in the
 * first JavaScript, and the server preloads the same path (`catalogFile`). Elsewhere (the server
 * build, development, tests) the loader imports each part by name.
 */
export function routeCatalogs({ split, compile }: RouteCatalogsOptions): Plugin {
  // the web app's folder, whichever config (web/vite.config.ts, vitest.config.ts at the repo's root) runs this
  const root = fileURLToPath(new URL('..', import.meta.url));
  let parts: Map<string, Messages> | undefined;
  let hash = '';
  let browserBuild = false;

  const computeParts = () => {
    if (parts) return parts;
    const messagesDir = join(root, 'src/i18n/messages');
    const read = (locale: string): Messages =>
      Object.assign(
        {},
        ...readdirSync(join(messagesDir, locale))
          .filter((file) => file.endsWith('.json') && file !== ENGLISH_ONLY)
          .sort()
          .map((file) => JSON.parse(readFileSync(join(messagesDir, locale, file), 'utf8')) as Messages),
      );
    const english = read('en');
    const groups = new Map<string, string[]>();
    if (split) {
      const routes = routeSources(readFileSync(join(root, 'src/routes/index.ts'), 'utf8'));
      const usage = messageUsage(root, Object.keys(english), routes);
      groups.set('shell', [...usage.shell]);
      groups.set('errors', [...usage.errors]);
      for (const [id, ids] of usage.routes) groups.set(id, [...ids]);
    } else {
      groups.set('shell', Object.keys(english));
    }
    parts = new Map();
    for (const locale of shopLocales) {
      const own = locale === 'en' ? english : read(locale);
      for (const [part, ids] of groups) {
        const texts: Messages = {};
        for (const id of ids.sort()) {
          const text = own[id] ?? english[id];
          if (text !== undefined) texts[id] = text;
        }
        parts.set(`${locale}/${part}`, texts);
      }
    }
    hash = createHash('sha256')
      .update(JSON.stringify([...parts]))
      .digest('base64url')
      .slice(0, 10);
    return parts;
  };

  const fileOf = (key: string) => `assets/catalogs-${hash}/${key}.js`;

  return {
    name: 'shop:route-catalogs',
    enforce: 'pre',
    configResolved(config) {
      browserBuild = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      parts = undefined;
      computeParts();
      if (!browserBuild) return;
      for (const key of computeParts().keys()) {
        this.emitFile({
          type: 'chunk',
          id: `${PART}${key}`,
          fileName: fileOf(key),
          preserveSignature: 'strict',
        });
      }
    },
    resolveId(source) {
      if (source === LOADER || source.startsWith(PART)) return `\0${source}`;
      return null;
    },
    load(id) {
      if (id === `\0${LOADER}`) return loaderModule();
      if (!id.startsWith(`\0${PART}`)) return null;
      const key = id.slice(PART.length + 1);
      const texts = computeParts().get(key);
      if (!texts) throw new Error(`route catalogs: no part ${key}`);
      return `export default ${JSON.stringify(compile ? compileMessages(key, texts) : texts)};`;
    },
  };

  function loaderModule(): string {
    const keys = [...computeParts().keys()];
    const file = `export function catalogFile(locale, part) { return \`assets/catalogs-${hash}/\${locale}/\${part}.js\`; }`;
    if (browserBuild) {
      return `${file}
export function importPart(locale, part) { return import(/* @vite-ignore */ '/' + catalogFile(locale, part)); }`;
    }
    const entries = keys.map(
      (key) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(`${PART}${key}`)}),`,
    );
    return `${file}
const parts = {
${entries.join('\n')}
};
const none = Promise.resolve({ default: {} });
export function importPart(locale, part) { return parts[locale + '/' + part]?.() ?? none; }`;
  }
}
