/** The parts of Vite's `.vite/manifest.json` this reads (one entry per source module). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/**
 * `<link rel="modulepreload">` tags for a module's chunk (a screen, a language's message catalog) and
 * the shared chunks it imports (the entry's own are already loaded by its script tag), from the
 * client build's manifest. Without them the browser learns of the chunk only after the entry has
 * run, one round trip later, and hydration waits for it. Memoised per module: the manifest never changes at runtime.
 */
export function preloadLinks(manifest: ViteManifest): (source: string | undefined) => string {
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryFiles);

  const memo = new Map<string, string>();
  return (source) => {
    if (!source || !manifest[source]) return '';
    const known = memo.get(source);
    if (known !== undefined) return known;
    const files = new Set<string>();
    collect(source, files);
    const scripts = [...files].filter((file) => !entryFiles.has(file));
    const styles = [...files].flatMap(
      (file) => Object.values(manifest).find((chunk) => chunk.file === file)?.css ?? [],
    );
    const html =
      scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('') +
      styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
    memo.set(source, html);
    return html;
  };
}
