import { describe, expect, it } from 'vitest';
import { shellChunk, staticClosure } from '../../web/vite-plugins/shell-chunk.ts';

/** A module graph as Rolldown's chunking context shows it: static and dynamic imports apart. */
const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  '/web/src/entry-client.tsx': { importedIds: ['/web/src/app.tsx', 'react'], dynamicallyImportedIds: [] },
  '/web/src/app.tsx': {
    importedIds: ['react', '/web/src/header.tsx'],
    dynamicallyImportedIds: ['/web/src/routes/product.tsx'],
  },
  '/web/src/header.tsx': { importedIds: ['react', '/web/src/app.tsx'], dynamicallyImportedIds: [] },
  react: { importedIds: [], dynamicallyImportedIds: [] },
  '/web/src/routes/product.tsx': {
    importedIds: ['react', '/web/src/gallery.tsx'],
    dynamicallyImportedIds: [],
  },
  '/web/src/gallery.tsx': { importedIds: [], dynamicallyImportedIds: [] },
};
const context = {
  getModuleInfo: (id: string) => (graph[id] ?? null) as never,
};

describe('the shell chunk', () => {
  it("holds the entry's static imports, through cycles, and none of a lazy screen's own modules", () => {
    expect([...staticClosure('/web/src/entry-client.tsx', context)].sort()).toEqual([
      '/web/src/app.tsx',
      '/web/src/entry-client.tsx',
      '/web/src/header.tsx',
      'react',
    ]);
  });

  it('names the shell for those modules, and leaves the entry module to be the entry chunk', () => {
    const { name } = shellChunk('/web/src/entry-client.tsx');
    if (typeof name !== 'function') throw new Error('the shell group names its modules by a function');
    expect(name('/web/src/header.tsx', context)).toBe('shell');
    // shared with the product screen, still loaded by every page first
    expect(name('react', context)).toBe('shell');
    expect(name('/web/src/entry-client.tsx', context)).toBeNull();
    expect(name('/web/src/routes/product.tsx', context)).toBeNull();
    expect(name('/web/src/gallery.tsx', context)).toBeNull();
  });
});
