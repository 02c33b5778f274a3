import { readFile } from 'node:fs/promises';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * The message catalogs (web/src/i18n/messages/<locale>/<domain>.json) reach both builds already
 * parsed into ICU MessageFormat ASTs, which react-intl formats as they are; so the browser build
 * swaps the ICU parser (with its number-skeleton parser, ~12 kB gzip) for its `no-parser` build,
 * and no page parses a message at run time. The parsed mn + en catalogs are ~7 kB gzip bigger than
 * their strings: a net ~5 kB less per page. Same parser and defaults as react-intl's at run time (it
 * also passes the locale, which only date skeletons use; the catalogs have none). A message that
 * does not parse fails the build, naming it.
 *
 * An id a lagging language lacks (ru, cn, it may lag; spec §1: English shows instead) is filled in
 * from the same domain's English file here, so a page in any language loads its own catalog alone,
 * never English's beside it (web/src/i18n/messages.ts).
 */
export function precompiledMessages(): Plugin {
  const catalogFile = /\/src\/i18n\/messages\/([^/]+)\/([^/]+\.json)$/;
  return {
    name: 'shop:precompiled-messages',
    enforce: 'pre',
    async transform(code, id) {
      const file = catalogFile.exec(id);
      if (!file) return null;
      const english =
        file[1] === 'en'
          ? {}
          : (JSON.parse(
              await readFile(id.replace(`/messages/${file[1]}/`, '/messages/en/'), 'utf8'),
            ) as Record<string, string>);
      const messages = { ...english, ...(JSON.parse(code) as Record<string, string>) };
      return { code: JSON.stringify(compileMessages(id, messages)), map: null };
    },
  };
}

/** Each text parsed into its ICU AST; `source` names the catalog in the error of one that does not parse. */
export function compileMessages(source: string, messages: Record<string, string>): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  for (const [messageId, text] of Object.entries(messages)) {
    try {
      compiled[messageId] = parseMessage(text);
    } catch (error) {
      throw new Error(`${source}: ${messageId} is not a valid ICU message: ${(error as Error).message}`);
    }
  }
  return compiled;
}
