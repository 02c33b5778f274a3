import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SHELF_FIRST_CARDS } from '../../../web/src/catalog/product-shelf.tsx';
import type { ProductQuery } from '../../../web/src/graphql/generated/graphql.ts';
import { renderApp, serverState } from '../app-harness.tsx';
import { card, fakeGateway, product, siteData } from '../fixtures.ts';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

type Product = ProductQuery['product'];

/** A product page with 30 related products (spec §9's size) and 3 recommended ones. */
async function open() {
  const data: Product = {
    ...product,
    related: Array.from({ length: 30 }, (_, at) => card(100 + at)),
    recommended: [card(200), card(201), card(202)],
  };
  const { execute } = fakeGateway({
    siteData: () => ({ data: siteData }),
    product: () => ({ data: { product: data } }),
  });
  const url = `/products/${data.slug}`;
  renderApp(url, execute, await serverState(url, execute, 'mn'));
  const shelf = (name: string) => screen.getByRole('region', { name });
  return { related: shelf('Холбоотой бүтээгдэхүүн'), recommended: shelf('Танд санал болгох') };
}

const cards = (shelf: HTMLElement) => within(shelf).queryAllByRole('article');

describe('product page shelves', () => {
  it('render a screen’s worth of cards until the shopper reaches into the shelf', async () => {
    const { related, recommended } = await open();
    expect(cards(related)).toHaveLength(SHELF_FIRST_CARDS);
    expect(cards(recommended)).toHaveLength(3);
    fireEvent.scroll(within(related).getByRole('list'));
    expect(cards(related)).toHaveLength(30);
    // each shelf on its own: the other one has not been reached
    expect(cards(recommended)).toHaveLength(3);
  });

  for (const [how, reach] of [
    ['a keyboard focus', (list: HTMLElement) => act(() => within(list).getAllByRole('link')[0]?.focus())],
    ['a pointer', (list: HTMLElement) => fireEvent.pointerEnter(list)],
    ['a touch', (list: HTMLElement) => fireEvent.touchStart(list)],
  ] as const) {
    it(`show every card after ${how}`, async () => {
      const { related } = await open();
      reach(within(related).getByRole('list'));
      expect(cards(related)).toHaveLength(30);
    });
  }

  it('fetch the main image first: it is the page’s largest paint', async () => {
    await open();
    expect(document.querySelector('.gallery__main')?.getAttribute('fetchpriority')).toBe('high');
  });
});
