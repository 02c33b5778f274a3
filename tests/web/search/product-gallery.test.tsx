import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GALLERY_IMAGE_SIZE } from '../../../web/src/catalog/product-gallery.tsx';
import { artSrcSet } from '../../../web/src/catalog/responsive-image.tsx';
import type { ProductQuery } from '../../../web/src/graphql/generated/graphql.ts';
import { createShopIntl } from '../../../web/src/i18n/intl.ts';
import { catalogs } from '../../../web/src/i18n/messages.ts';
import { productRoute } from '../../../web/src/routes/product.tsx';
import { headHtml } from '../../../web/src/routing/route-view.tsx';
import { renderApp, serverState } from '../app-harness.tsx';
import { fakeGateway, product, siteData } from '../fixtures.ts';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

type Product = ProductQuery['product'];

async function open(data: Product, locale: 'mn' | 'en' = 'mn') {
  const { execute } = fakeGateway({
    siteData: () => ({ data: siteData }),
    product: () => ({ data: { product: data } }),
  });
  const url = `/products/${data.slug}`;
  renderApp(url, execute, await serverState(url, execute, locale));
}

const main = () => document.querySelector<HTMLImageElement>('.gallery__main')!;

const sized = (type: string, names: string[]): Product => ({
  ...product,
  variants: names.map((name, at) => ({
    ...product.variants[0]!,
    id: String(80 + at),
    sku: `T-${name}`,
    optionValues: [{ type, name, presentation: name }],
  })),
});

describe('product gallery', () => {
  it('shows the first image at its reserved size and the others on a thumbnail', async () => {
    await open(product);
    expect(main().getAttribute('src')).toBe('/images/products/7.jpg');
    expect(main().getAttribute('width')).toBe(String(GALLERY_IMAGE_SIZE));
    expect(main().getAttribute('height')).toBe(String(GALLERY_IMAGE_SIZE));
    const thumbs = within(screen.getByRole('list', { name: 'Бүтээгдэхүүний зургууд' })).getAllByRole(
      'button',
    );
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-label'))).toEqual([
      '2 зургийн 1-р зургийг харах',
      '2 зургийн 2-р зургийг харах',
    ]);
    fireEvent.click(thumbs[1]!);
    expect(main().getAttribute('src')).toBe('/images/products/7-back.jpg');
    expect(thumbs[1]!.getAttribute('aria-pressed')).toBe('true');
  });

  it('is one tab stop: arrow keys move between thumbnails, Enter shows one', async () => {
    await open({ ...product, images: ['/a.jpg', '/b.jpg', '/c.jpg'], image: '/a.jpg' }, 'en');
    const thumbs = within(screen.getByRole('list', { name: 'Product images' })).getAllByRole('button');
    expect(thumbs.map((thumb) => thumb.tabIndex)).toEqual([0, -1, -1]);
    thumbs[0]!.focus();
    fireEvent.keyDown(thumbs[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(thumbs[2]);
    expect(thumbs.map((thumb) => thumb.tabIndex)).toEqual([-1, -1, 0]);
    fireEvent.keyDown(thumbs[2]!, { key: 'Home' });
    fireEvent.keyDown(thumbs[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(thumbs[1]);
    fireEvent.click(thumbs[1]!);
    expect(main().getAttribute('src')).toBe('/b.jpg');
  });

  it('shows no thumbnails for a single image, and a placeholder without any', async () => {
    await open({ ...product, images: ['/images/products/7.jpg'] });
    expect(screen.queryByRole('list', { name: 'Бүтээгдэхүүний зургууд' })).toBeNull();
    cleanup();
    await open({ ...product, image: null, images: [] });
    expect(main()).toBeNull();
    expect(document.querySelector('.product__image--none')).not.toBeNull();
  });
});

/** Generated art as the commerce service lists it: a colour variant's front, angle and detail (#19). */
const views = (url: string) => [url, `${url}&view=angle`, `${url}&view=detail`];
const art = '/images/products/zebra-pen.svg';
const coloured: Product = {
  ...product,
  image: art,
  images: [art, `${art}?v=81`, `${art}?v=82`],
  variants: (['black', 'blue'] as const).map((name, at) => ({
    ...product.variants[0]!,
    id: String(81 + at),
    sku: `Z-${name}`,
    inStock: true,
    image: `${art}?v=${81 + at}`,
    images: views(`${art}?v=${81 + at}`),
    optionValues: [{ type: 'color', name, presentation: name === 'black' ? 'Хар' : 'Цэнхэр' }],
  })),
};

describe('several views per product with variants (#19)', () => {
  const thumbs = () =>
    within(screen.getByRole('list', { name: 'Бүтээгдэхүүний зургууд' })).getAllByRole('button');
  const thumbSources = () => thumbs().map((thumb) => thumb.querySelector('img')!.getAttribute('src'));

  it("leads with the chosen colour's front, angle and detail, then the other colours", async () => {
    await open(coloured);
    expect(main().getAttribute('src')).toBe(`${art}?v=81`);
    expect(thumbSources()).toEqual([...views(`${art}?v=81`), art, `${art}?v=82`]);
    // the angle view, from its thumbnail
    fireEvent.click(thumbs()[1]!);
    expect(main().getAttribute('src')).toBe(`${art}?v=81&view=angle`);

    // choosing the blue variant brings its three views forward and shows its front
    fireEvent.click(screen.getByRole('radio', { name: /Цэнхэр/ }));
    expect(main().getAttribute('src')).toBe(`${art}?v=82`);
    expect(thumbSources()).toEqual([...views(`${art}?v=82`), art, `${art}?v=81`]);
    expect(thumbs()[0]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(thumbs()[2]!);
    expect(main().getAttribute('src')).toBe(`${art}?v=82&view=detail`);
  });

  it("a product whose variants share its picture shows the product's three views", async () => {
    const shared = `${art}`;
    await open({
      ...product,
      image: shared,
      images: [shared, `${shared}?view=angle`, `${shared}?view=detail`],
    });
    expect(main().getAttribute('src')).toBe(shared);
    expect(thumbSources()).toEqual([shared, `${shared}?view=angle`, `${shared}?view=detail`]);
  });
});

describe('sizing guide (sizable keys: clothing_size, shoe_size, pants_size)', () => {
  it('is absent for a product without sizes', async () => {
    await open(product);
    expect(screen.queryByText('Хэмжээний заавар')).toBeNull();
  });

  for (const [type, caption] of [
    ['clothing_size', 'product.sizingGuide.clothing_size'],
    ['shoe_size', 'product.sizingGuide.shoe_size'],
    ['pants_size', 'product.sizingGuide.pants_size'],
  ] as const) {
    it(`${type}: a closed disclosure with its table, in the shopper language`, async () => {
      await open(sized(type, ['S', 'M']), 'en');
      const summary = screen.getByText('Sizing guide');
      const details = summary.closest('details')!;
      expect(details.open).toBe(false);
      const table = within(details).getByRole('table', { name: catalogs.en[caption] });
      expect(within(table).getAllByRole('row').length).toBeGreaterThan(5);
    });
  }

  it('shows one table per size kind the variants use', async () => {
    const both = sized('clothing_size', ['M']);
    both.variants = [
      ...both.variants,
      {
        ...both.variants[0]!,
        id: '99',
        optionValues: [{ type: 'pants_size', name: '32', presentation: '32' }],
      },
    ];
    await open(both, 'mn');
    const details = screen.getByText('Хэмжээний заавар').closest('details')!;
    expect(within(details).getAllByRole('table')).toHaveLength(2);
  });
});

describe('product photos (#19)', () => {
  const photo = (hash: string, largest = 1024) => `/images/r/${hash.padEnd(32, 'x')}/${largest}.webp`;
  const front = photo('front');
  const back = photo('back', 500);
  const red = photo('red');
  const withPhotos: Product = {
    ...product,
    image: front,
    images: [front, back, red],
    variants: [
      { ...product.variants[0]!, id: '91', image: null, images: [] },
      {
        ...product.variants[0]!,
        id: '92',
        sku: 'T-RED',
        image: red,
        images: [red],
        optionValues: [{ type: 'color', name: 'red', presentation: 'Улаан' }],
      },
    ],
  };

  it('shows the main photo eagerly with AVIF and WebP srcsets, thumbnails lazily', async () => {
    await open(withPhotos);
    const picture = main().closest('picture')!;
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe(
      ['160', '320', '640', '1024'].map((w) => front.replace('1024.webp', `${w}.avif ${w}w`)).join(', '),
    );
    expect(sources[1]!.getAttribute('sizes')).toBe('(max-width: 992px) 100vw, 560px');
    expect(main().getAttribute('src')).toBe(front);
    expect(main().getAttribute('loading')).toBe('eager');
    expect(main().getAttribute('fetchpriority')).toBe('high');
    const thumbs = document.querySelectorAll<HTMLImageElement>('.gallery__thumb img');
    expect([...thumbs].every((thumb) => thumb.getAttribute('loading') === 'lazy')).toBe(true);
    // a photo 500 px wide was never made wider: its set stops at its own width
    const backThumb = thumbs[1]!.closest('picture')!.querySelector('source[type="image/webp"]')!;
    expect(backThumb.getAttribute('srcset')).toBe(
      `${back.replace('500.webp', '160.webp')} 160w, ${back.replace('500.webp', '320.webp')} 320w, ${back} 500w`,
    );
  });

  it('shows the drawn SVG art as its WebP drawings, the SVG its src (#19)', async () => {
    await open({ ...product, image: '/images/products/x.svg', images: ['/images/products/x.svg'] });
    expect(main().closest('picture')).toBeNull();
    expect(main().getAttribute('src')).toBe('/images/products/x.svg');
    expect(main().getAttribute('srcset')).toBe(
      '/images/products/x.webp?w=160 160w, /images/products/x.webp?w=320 320w, /images/products/x.webp?w=640 640w',
    );
    expect(main().getAttribute('sizes')).toBeTruthy();
  });

  it('preloads the drawn art as its WebP drawings, with the gallery’s sizes', () => {
    const art = '/images/products/x.svg';
    const head = productRoute.head(
      { ...withPhotos, image: art, images: [art], reviewPage: null, requestedVariant: null },
      createShopIntl('mn'),
    );
    const html = headHtml(head);
    expect(html).toContain(`<link rel="preload" as="image" href="${art}" imagesrcset="`);
    expect(html).toContain('/images/products/x.webp?w=640 640w');
    expect(html).toContain('imagesizes="(max-width: 992px) 100vw, 560px" fetchpriority="high">');
  });

  it("names a variant's and a view's drawings by the same query, and nothing else as art", () => {
    expect(artSrcSet('/images/products/zebra-pen.svg?v=81&view=angle')).toContain(
      '/images/products/zebra-pen.webp?w=640&v=81&view=angle 640w',
    );
    for (const other of [
      '/images/products/7.jpg',
      '/images/r/abcdefghijklmnopqrstuvwxyz012345/640.webp',
      '/images/brands/zebra.svg',
      'https://elsewhere.example/images/products/x.svg',
      null,
    ]) {
      expect(artSrcSet(other), String(other)).toBeNull();
    }
  });

  it('preloads the main photo from the document head with the same srcset and sizes', () => {
    const intl = createShopIntl('mn');
    const head = productRoute.head({ ...withPhotos, reviewPage: null, requestedVariant: null }, intl);
    expect(head.preloadImage).toEqual({ src: front, sizes: '(max-width: 992px) 100vw, 560px' });
    const html = headHtml(head);
    expect(html).toContain(`<link rel="preload" as="image" href="${front}" imagesrcset="`);
    expect(html).toContain(`${front.replace('1024.webp', '640.avif')} 640w`);
    expect(html).toContain(
      'imagesizes="(max-width: 992px) 100vw, 560px" type="image/avif" fetchpriority="high">',
    );
  });
});
