/** The parts of Vite's `.vite/manifest.json` this reads (one entry per source module). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** What a module needs in the page's head: its chunks' preloads, and its own stylesheets. */
export interface ModuleLinks {
  /**
   * `<link rel="modulepreload" data-screen>` tags, for early in the head; marked for the boot script,
   * which inserts the entry's preloads and the messages first, then these one per task
   */
  scripts: string;
  /** `<link rel="stylesheet">` tags, for after the entry's stylesheet (the cascade's order) */
  styles: string;
}

const NONE: ModuleLinks = { scripts: '', styles: '' };

/**
 * `<link rel="modulepreload">` tags for a module's chunk (a screen, a language's message catalog) and
 * the shared chunks it imports (the entry's own are already loaded by its script tag), from the
 * client build's manifest, with the stylesheets of those chunks (a screen's own CSS, e.g. the
 * checkout's). Without them the browser learns of the chunk only after the entry has run, one round
 * trip later, and hydration waits for it. Memoised per module: the manifest never changes at runtime.
 */
export function preloadLinks(manifest: ViteManifest): (source: string | undefined) => ModuleLinks {
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryFiles);
  const cssOf = (file: string) => Object.values(manifest).find((chunk) => chunk.file === file)?.css ?? [];

  const memo = new Map<string, ModuleLinks>();
  return (source) => {
    if (!source || !manifest[source]) return NONE;
    const known = memo.get(source);
    if (known !== undefined) return known;
    const files = new Set<string>();
    collect(source, files);
    // the entry's chunks and stylesheets are already in the template
    const own = [...files].filter((file) => !entryFiles.has(file));
    const links = {
      scripts: own
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" data-screen>`)
        .join(''),
      styles: [...new Set(own.flatMap(cssOf))]
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
        .join(''),
    };
    memo.set(source, links);
    return links;
  };
}
