import { describe, expect, it } from 'vitest';
import { preloadDeps, staticClosureOfEntries } from '../../web/vite-plugins/preload-deps.ts';

const chunks = {
  'assets/index.js': { isEntry: true, imports: ['assets/react.js', 'assets/shell.js'] },
  'assets/shell.js': { isEntry: false, imports: ['assets/icons.js'] },
  'assets/react.js': { isEntry: false, imports: [] },
  'assets/icons.js': { isEntry: false, imports: ['assets/react.js'] },
  'assets/product.js': { isEntry: false, imports: ['assets/react.js', 'assets/card.js'] },
  'assets/card.js': { isEntry: false, imports: [] },
};

describe('route preload lists', () => {
  it('knows every chunk an entry loads statically, through other chunks too', () => {
    expect([...staticClosureOfEntries(chunks)].sort()).toEqual([
      'assets/icons.js',
      'assets/index.js',
      'assets/react.js',
      'assets/shell.js',
    ]);
  });

  it("drops from a lazy route's list the scripts every page has, keeps its own and every style sheet", async () => {
    const { plugin, resolveDependencies } = preloadDeps();
    const deps = [
      'assets/product.js',
      'assets/react.js',
      'assets/card.js',
      'assets/icons.js',
      'assets/shell.css',
    ];
    // before the bundle is known nothing is dropped
    expect(
      resolveDependencies('assets/index.js', deps, { hostId: 'assets/index.js', hostType: 'js' }),
    ).toEqual(deps);
    const bundle = Object.fromEntries(
      Object.entries(chunks).map(([file, chunk]) => [file, { type: 'chunk', ...chunk }]),
    );
    const hook = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
    hook.handler.call({}, {}, bundle);
    expect(
      resolveDependencies('assets/index.js', deps, { hostId: 'assets/index.js', hostType: 'js' }),
    ).toEqual(['assets/product.js', 'assets/card.js', 'assets/shell.css']);
    // the HTML's own list is what every page must load: left whole
    expect(resolveDependencies('index.html', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
  });
});
