import { beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The catalogs part by part (web/src/i18n/messages.ts) over a stand-in for the build's parts
 * (web/vite-plugins/route-catalogs.ts): each `<locale>/<part>` arrives when the test lets it.
 */
const network = vi.hoisted(() => {
  const parts: Record<string, Record<string, string>> = {
    'mn/shell': { 'app.name': 'Shoppy', 'error.INTERNAL': 'Алдаа гарлаа' },
    'en/shell': { 'app.name': 'Shoppy', 'error.INTERNAL': 'Something went wrong' },
    'ru/shell': { 'app.name': 'Shoppy', 'error.INTERNAL': 'Что-то пошло не так' },
    'mn/product': { 'product.addToCart': 'Сагсанд нэмэх' },
    'ru/product': { 'product.addToCart': 'В корзину' },
    'mn/cart': { 'cart.title': 'Сагс' },
    'ru/cart': { 'cart.title': 'Корзина' },
    'mn/errors': { 'error.OUT_OF_STOCK': 'Үлдэгдэл хүрэлцэхгүй' },
  };
  const held = new Map<
    string,
    { promise: Promise<void>; release: () => void; fail: (error: Error) => void }
  >();
  const hold = (key: string) => {
    let release = () => {};
    let fail = (_error: Error) => {};
    const promise = new Promise<void>((resolve, reject) => {
      release = resolve;
      fail = reject;
    });
    const gate = { promise, release, fail };
    held.set(key, gate);
    return gate;
  };
  const requested: string[] = [];
  return { parts, held, hold, requested };
});

// The setup (setup-catalogs.ts) has loaded the real modules: these tests take fresh ones over the stand-in.
let i18n: typeof import('../../web/src/i18n/messages.ts');
let intlModule: typeof import('../../web/src/i18n/intl.ts');
beforeAll(async () => {
  vi.resetModules();
  vi.doMock('virtual:shop-catalogs', () => standIn);
  i18n = await import('../../web/src/i18n/messages.ts');
  intlModule = await import('../../web/src/i18n/intl.ts');
});

const standIn = {
  catalogFile: (locale: string, part: string) => `assets/catalogs-test/${locale}/${part}.js`,
  importPart: async (locale: string, part: string) => {
    const key = `${locale}/${part}`;
    network.requested.push(key);
    const gate = network.held.get(key);
    if (gate) {
      network.held.delete(key);
      await gate.promise;
    }
    return { default: network.parts[key] ?? {} };
  },
};

describe('message catalogs in parts', () => {
  it("names a page's parts: the shell's and its screen's", () => {
    expect(i18n.catalogFiles('ru', 'product')).toEqual([
      'assets/catalogs-test/ru/shell.js',
      'assets/catalogs-test/ru/product.js',
    ]);
    expect(i18n.catalogFiles('mn')).toEqual(['assets/catalogs-test/mn/shell.js']);
  });

  it("grows a language's one catalog in place, so a page's intl sees a screen's part once it is in", async () => {
    await i18n.loadCatalog('mn');
    const live = i18n.messagesFor('mn');
    const intl = intlModule.createShopIntl('mn');
    expect(Object.hasOwn(live, 'product.addToCart')).toBe(false);
    await i18n.loadPartMessages('mn', 'product');
    expect(i18n.messagesFor('mn')).toBe(live);
    expect(intlModule.translate(intl, 'product.addToCart' as never)).toBe('Сагсанд нэмэх');
    // the language names come with every language
    expect(live['locale.name.ru']).toBe('Русский');
  });

  it('counts a language loaded only with every part the page has needed, and loads them all', async () => {
    expect(i18n.isCatalogLoaded('ru')).toBe(false);
    await i18n.loadCatalog('ru');
    expect(i18n.isCatalogLoaded('ru')).toBe(true);
    expect(i18n.catalogs.ru['product.addToCart']).toBe('В корзину');
  });

  it('brings a screen visited while a language is on its way before the switch lands', async () => {
    await i18n.loadPartMessages('mn', 'cart');
    // ru's shell and product are in; cart is wanted now, and ru's is held back
    const gate = network.hold('ru/cart');
    const switching = i18n.loadCatalog('ru');
    let landed = false;
    void switching.then(() => {
      landed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(landed).toBe(false);
    expect(i18n.isCatalogLoaded('ru')).toBe(false);
    gate.release();
    await switching;
    expect(i18n.catalogs.ru['cart.title']).toBe('Корзина');
  });

  it('shows the general error text until the error texts are in, never the raw id', async () => {
    const intl = intlModule.createShopIntl('mn');
    expect(intlModule.translate(intl, 'error.OUT_OF_STOCK' as never)).toBe('Алдаа гарлаа');
    await i18n.loadPartMessages('mn', 'errors');
    expect(intlModule.translate(intl, 'error.OUT_OF_STOCK' as never)).toBe('Үлдэгдэл хүрэлцэхгүй');
  });

  it('rejects a part that fails to arrive, keeps it missing, and loads it on a retry', async () => {
    network.parts['mn/wallet'] = { 'wallet.title': 'Хэтэвч' };
    const gate = network.hold('mn/wallet');
    const first = i18n.loadPartMessages('mn', 'wallet');
    gate.fail(new Error('Failed to fetch dynamically imported module'));
    await expect(first).rejects.toThrow(/Failed to fetch/);
    expect(Object.hasOwn(i18n.catalogs.mn, 'wallet.title')).toBe(false);
    expect(i18n.isCatalogLoaded('mn')).toBe(false);
    await i18n.loadPartMessages('mn', 'wallet');
    expect(i18n.catalogs.mn['wallet.title']).toBe('Хэтэвч');
  });
});
