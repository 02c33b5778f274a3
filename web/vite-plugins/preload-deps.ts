import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

interface ChunkImports {
  isEntry: boolean;
  imports: readonly string[];
}

/**
 * Trims each lazy route's preload list of the scripts every page already has.
 *
 * Vite gives each `import()` the list of files to preload with it, so a route fetched on navigation
 * loads its chunks in parallel rather than one import level at a time. All those lists live in the
 * entry chunk, and most of each list is the entry's own static imports (React's runtime, xstate,
 * the intl runtime, the shell's stores), which every page loaded before its first render: preloading
 * them again does nothing. Listed 66 times, they were ~3 kB of the first JavaScript (#19). Only
 * scripts are dropped: a style sheet stays listed, since the server links only the entry's own.
 */
export function preloadDeps(): {
  plugin: Plugin;
  resolveDependencies: ResolveModulePreloadDependenciesFn;
} {
  let loadedByEveryPage: ReadonlySet<string> | undefined;
  const plugin: Plugin = {
    name: 'shop:preload-deps',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // before Vite's own generateBundle writes the lists: the bundle's names are final here
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks: Record<string, ChunkImports> = {};
        for (const [file, output] of Object.entries(bundle)) {
          if (output.type === 'chunk') chunks[file] = { isEntry: output.isEntry, imports: output.imports };
        }
        loadedByEveryPage = staticClosureOfEntries(chunks);
      },
    },
  };
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (_file, deps, { hostType }) =>
    // the HTML's own list is the entry's static imports: those are the ones every page must have
    hostType === 'html' || loadedByEveryPage === undefined
      ? deps
      : deps.filter((dep) => !(dep.endsWith('.js') && loadedByEveryPage?.has(dep)));
  return { plugin, resolveDependencies };
}

/** Every chunk an entry imports statically, directly or through another, the entries included. */
export function staticClosureOfEntries(chunks: Readonly<Record<string, ChunkImports>>): Set<string> {
  const seen = new Set<string>();
  const pending = Object.entries(chunks)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([file]) => file);
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(chunks[file]?.imports ?? []));
  }
  return seen;
}
