import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const clientDir = fileURLToPath(new URL('../../dist/client/', import.meta.url));

/** The scripts a served page loads up front: its module entry and every modulepreload in its HTML. */
export function initialScripts(html: string): string[] {
  const tags = /<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/(assets\/[^"]+\.js)"/g;
  return [...new Set([...html.matchAll(tags)].map((match) => match[1] as string))];
}

/** gzip size (default level, as a server compressing on the fly would send it) of one built file, kB. */
export async function gzipKb(file: string): Promise<number> {
  return Math.round(gzipSync(await readFile(join(clientDir, file))).length / 102.4) / 10;
}

/**
 * gzip size of the JavaScript a page loads up front (issue #7 budget: 150 kB): the entry, the
 * shared chunks it imports, the page's screen chunk and its message catalog (all modulepreloaded
 * by the served HTML, see server/pages/preload.ts).
 */
export async function initialJavaScriptGzipKb(html: string): Promise<number> {
  let total = 0;
  for (const script of initialScripts(html)) {
    total += gzipSync(await readFile(join(clientDir, script))).length;
  }
  return Math.round(total / 102.4) / 10;
}
