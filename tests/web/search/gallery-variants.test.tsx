/**
 * A gallery thumbnail of another colour chooses that colour (#19): the option, price, stock and the
 * add follow, as when the colour option is clicked; a thumbnail of the chosen colour (or the
 * product's own picture) only changes the picture.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { variantForImage } from '../../../web/src/catalog/gallery-variants.ts';
import type { ProductQuery } from '../../../web/src/graphql/generated/graphql.ts';
import { renderApp, serverState } from '../app-harness.tsx';
import { fakeGateway, product, siteData } from '../fixtures.ts';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

type Product = ProductQuery['product'];

const art = '/images/products/zebra-pen.svg';
const views = (url: string) => [url, `${url}&view=angle`, `${url}&view=detail`];
const coloured: Product = {
  ...product,
  image: art,
  images: [art, `${art}?v=81`, `${art}?v=82`],
  variants: (['black', 'blue'] as const).map((name, at) => ({
    ...product.variants[0]!,
    id: String(81 + at),
    sku: `Z-${name}`,
    price: 3_000 + at * 1_000,
    sellingPrice: 3_000 + at * 1_000,
    inStock: name === 'black',
    image: `${art}?v=${81 + at}`,
    images: views(`${art}?v=${81 + at}`),
    optionValues: [{ type: 'color', name, presentation: name === 'black' ? 'Хар' : 'Цэнхэр' }],
  })),
};

async function open(data: Product) {
  const { execute } = fakeGateway({
    siteData: () => ({ data: siteData }),
    product: () => ({ data: { product: data } }),
  });
  const url = `/products/${data.slug}`;
  renderApp(url, execute, await serverState(url, execute, 'mn'));
}

const main = () => document.querySelector<HTMLImageElement>('.gallery__main')!;
const thumbs = () =>
  within(screen.getByRole('list', { name: 'Бүтээгдэхүүний зургууд' })).getAllByRole('button');
const thumb = (src: string) =>
  thumbs().find((button) => button.querySelector('img')!.getAttribute('src') === src)!;
const radio = (name: RegExp) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('a thumbnail of another colour', () => {
  it('chooses that colour: option, price, stock and add follow; its picture stays shown', async () => {
    await open(coloured);
    expect(radio(/Хар/).checked).toBe(true);
    const blue = thumb(`${art}?v=82`);
    expect(blue.getAttribute('aria-label')).toBe('Цэнхэр сонгох (5 зургийн 5-р зураг)');
    fireEvent.click(blue);
    expect(radio(/Цэнхэр/).checked).toBe(true);
    expect(radio(/Хар/).checked).toBe(false);
    expect(main().getAttribute('src')).toBe(`${art}?v=82`);
    // the blue views lead now; the black front is the other colour's thumbnail
    expect(thumbs().map((button) => button.querySelector('img')!.getAttribute('src'))).toEqual([
      ...views(`${art}?v=82`),
      art,
      `${art}?v=81`,
    ]);
    expect(thumb(`${art}?v=82`).getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('.product__price')!.textContent).toContain('4,000');
    // blue is out of stock: the add is refused as when the option is clicked
    expect(screen.getByRole('button', { name: 'Сагсанд нэмэх' }).hasAttribute('disabled')).toBe(true);
    expect(thumb(`${art}?v=81`).getAttribute('aria-label')).toBe('Хар сонгох (5 зургийн 5-р зураг)');
  });

  it('a view of the chosen colour or the product picture only changes the picture', async () => {
    await open(coloured);
    fireEvent.click(thumb(`${art}?v=81&view=angle`));
    expect(main().getAttribute('src')).toBe(`${art}?v=81&view=angle`);
    expect(radio(/Хар/).checked).toBe(true);
    expect(thumb(art).getAttribute('aria-label')).toBe('5 зургийн 4-р зургийг харах');
    fireEvent.click(thumb(art));
    expect(main().getAttribute('src')).toBe(art);
    expect(radio(/Хар/).checked).toBe(true);
  });

  it('by keyboard: Enter on it chooses the colour and the focus stays on that thumbnail', async () => {
    await open(coloured);
    const first = thumbs()[0]!;
    first.focus();
    fireEvent.keyDown(first, { key: 'End' });
    const blue = thumb(`${art}?v=82`);
    expect(document.activeElement).toBe(blue);
    // a button's Enter is its click
    fireEvent.click(blue);
    expect(radio(/Цэнхэр/).checked).toBe(true);
    expect(document.activeElement).toBe(thumb(`${art}?v=82`));
    expect(thumb(`${art}?v=82`).tabIndex).toBe(0);
    expect(thumbs().filter((button) => button.tabIndex === 0)).toHaveLength(1);
  });

  it('the colour option still brings its own front forward', async () => {
    await open(coloured);
    fireEvent.click(thumb(`${art}?v=81&view=detail`));
    fireEvent.click(radio(/Цэнхэр/));
    expect(main().getAttribute('src')).toBe(`${art}?v=82`);
  });
});

describe('variantForImage', () => {
  const variant = (id: string, colour: string, size: string | null) => ({
    id,
    image: null,
    images: views(`${art}?v=${colour}`),
    optionValues: [{ type: 'color', name: colour }, ...(size ? [{ type: 'clothing_size', name: size }] : [])],
  });
  const variants = [
    variant('1', 'red', 'S'),
    variant('2', 'red', 'M'),
    variant('3', 'blue', 'S'),
    variant('4', 'blue', 'M'),
  ];
  const blueFront = `${art}?v=blue`;

  it('keeps the chosen size when the colour changes', () => {
    expect(variantForImage(variants, variants[1], blueFront)?.id).toBe('4');
    expect(variantForImage(variants, variants[0], `${blueFront}&view=angle`)?.id).toBe('3');
  });

  it("chooses nothing for the chosen colour's own views or a picture no variant owns", () => {
    expect(variantForImage(variants, variants[2], blueFront)).toBeUndefined();
    expect(variantForImage(variants, variants[0], art)).toBeUndefined();
  });

  it('with no size chosen yet, chooses only a colour that comes in one variant', () => {
    expect(variantForImage(variants, undefined, blueFront)).toBeUndefined();
    const single = [variant('5', 'green', null), variant('6', 'black', null)];
    expect(variantForImage(single, undefined, `${art}?v=black`)?.id).toBe('6');
  });

  it("owns a variant's one image too", () => {
    const photo = { id: '9', image: '/red.jpg', images: [], optionValues: [] };
    expect(variantForImage([photo], undefined, '/red.jpg')?.id).toBe('9');
  });
});
