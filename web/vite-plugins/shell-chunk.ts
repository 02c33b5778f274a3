import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<Rolldown.CodeSplittingNameFunction>[1];

/**
 * One chunk, `shell-[hash].js`, for every module the browser entry imports statically: what every
 * page runs before its first render (React, xstate, the intl runtime, the shell's stores and
 * header). Left to itself, Rolldown cut that graph into ~18 chunks of 1–14 kB wherever a lazy screen
 * shared a module with it, and the page asked for each: with a screen's own chunks, ~30 scripts
 * and 4–5 style sheets behind HTTP/1.1's six connections per host, round trip after round trip
 * before the first paint (Lighthouse, #19). Screens stay lazy chunks of their own; a module only they
 * share is theirs to split as before.
 */
export function shellChunk(entry: string): Rolldown.CodeSplittingGroup {
  let shell: ReadonlySet<string> | undefined;
  return {
    name: (id, context) => {
      shell ??= staticClosure(entry, context);
      // the entry module stays the entry chunk (the page's script tag, the manifest's `index.html`)
      return id !== entry && shell.has(id) ? 'shell' : null;
    },
    debugName: 'shell',
  };
}

/** The modules `entry` imports statically, directly or through another, itself included. */
export function staticClosure(entry: string, context: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    const info = context.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    pending.push(...info.importedIds);
  }
  return seen;
}
