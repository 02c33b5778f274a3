import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The client template with the placeholders the page plugin fills (web/index.html's, bare). */
export const PAGE_TEMPLATE = `<!doctype html>
<html lang="mn">
  <head><!--app-head--></head>
  <body><div id="root"><!--app-html--></div><!--app-state--></body>
</html>`;

const sourceEntry = pathToFileURL(join(import.meta.dirname, '../../web/src/entry-server.tsx')).href;

export interface SourceDistOptions {
  template?: string;
  /** The client build's manifest (`.vite/manifest.json`); none of the app's chunks by default. */
  manifest?: unknown;
  /** More files under `client/`, by path: hashed assets, their precompressed copies, a favicon. */
  clientFiles?: Record<string, string | Uint8Array>;
}

/**
 * A build folder (`dist/`) for the page plugin without a build: the client's template and manifest,
 * and a server entry that re-exports `load` and `renderLoaded` from the web app's source, so a
 * test renders the real pages. The caller removes the folder.
 */
export async function sourceDist({
  template = PAGE_TEMPLATE,
  manifest = {},
  clientFiles = {},
}: SourceDistOptions = {}): Promise<string> {
  const distDir = await mkdtemp(join(tmpdir(), 'shop-web-'));
  await mkdir(join(distDir, 'client', '.vite'), { recursive: true });
  await mkdir(join(distDir, 'server'), { recursive: true });
  await writeFile(join(distDir, 'client', 'index.html'), template);
  await writeFile(join(distDir, 'client', '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [path, contents] of Object.entries(clientFiles)) {
    await mkdir(join(distDir, 'client', path, '..'), { recursive: true });
    await writeFile(join(distDir, 'client', path), contents);
  }
  await writeFile(
    join(distDir, 'server', 'entry-server.js'),
    `export { load, renderLoaded } from '${sourceEntry}';\n`,
  );
  return distDir;
}
