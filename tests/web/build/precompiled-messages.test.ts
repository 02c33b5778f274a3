import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { precompiledMessages } from '../../../web/vite-plugins/precompiled-messages.ts';

/** The plugin as Vite calls it: `transform(code, id)` on a catalog file. */
async function compile(files: Record<string, Record<string, string>>, file: string) {
  const root = await mkdtemp(join(tmpdir(), 'catalogs-'));
  for (const [path, messages] of Object.entries(files)) {
    await mkdir(join(root, 'src/i18n/messages', path, '..'), { recursive: true });
    await writeFile(join(root, 'src/i18n/messages', path), JSON.stringify(messages));
  }
  const transform = precompiledMessages().transform as (
    code: string,
    id: string,
  ) => Promise<{ code: string }>;
  const id = join(root, 'src/i18n/messages', file);
  return JSON.parse((await transform(JSON.stringify(files[file]), id)).code) as Record<string, unknown>;
}

describe('catalogs as the build compiles them', () => {
  const files = {
    'en/cart.json': { 'cart.title': 'Cart', 'cart.items': '{count, plural, one {# item} other {# items}}' },
    'ru/cart.json': { 'cart.title': 'Корзина' },
  };

  it('fills an id a language lacks from the same domain in English, its own texts kept', async () => {
    const ru = await compile(files, 'ru/cart.json');
    expect(ru['cart.title']).toEqual([{ type: 0, value: 'Корзина' }]);
    expect(ru['cart.items']).toEqual((await compile(files, 'en/cart.json'))['cart.items']);
  });

  it('fails the build on a message that does not parse, naming it', async () => {
    await expect(
      compile({ ...files, 'ru/cart.json': { 'cart.title': 'Корзина {' } }, 'ru/cart.json'),
    ).rejects.toThrow(/cart\.title is not a valid ICU message/);
  });
});
