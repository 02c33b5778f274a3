import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphqlExecutor, GraphqlRequest } from '../../web/src/graphql/client.ts';
import { renderApp, serverState } from './app-harness.tsx';
import { card, failure, siteData } from './fixtures.ts';

afterEach(cleanup);

const cover = (index: number) => ({
  id: String(index),
  slug: `book-${index}`,
  title: `Лукбүүк ${index}`,
  intro: `Танилцуулга ${index}`,
  cover: `/images/look-books/${index}-1.svg`,
  lookCount: 2,
  productCount: 5,
});

const spot = (
  number: number,
  variantId: string,
  inStock: boolean,
  taxonPermalink = 'office-supplies/desk',
) => ({
  number,
  variantId,
  x: 20 * number,
  y: 40,
  inStock,
  taxonPermalink,
  product: card(number, { name: `Бараа ${number}`, slug: `product-${number}`, inStock }),
});

const book = {
  id: '1',
  slug: 'home-office',
  title: 'Гэрийн оффис',
  introHtml: '<p>Гэрээсээ ажиллахад</p>',
  cover: '/images/look-books/1-1.svg',
  looks: [
    {
      image: '/images/look-books/1-1.svg',
      caption: 'Өглөөний ширээ',
      spots: [spot(1, '11', true), spot(2, '12', false)],
    },
    // the same variant placed again in a second look goes to the cart once
    {
      image: '/images/look-books/1-2.svg',
      caption: 'Булан',
      spots: [spot(3, '13', true), spot(4, '11', true)],
    },
  ],
};

const gifts = {
  ...book,
  slug: 'gifts',
  title: 'Цагаан Тал: баярын бэлэг',
  looks: [
    {
      image: '/images/look-books/2-1.svg',
      caption: 'Бэлэг',
      spots: [spot(1, '21', true, 'premium-vodka/tsagaan-tal')],
    },
  ],
};

/** A stand-in gateway with a cart: records every AddToCart, answers the lists and the look book. */
function gateway(pages: Record<number, unknown> = {}) {
  const added: string[] = [];
  const operations: string[] = [];
  const execute: GraphqlExecutor = async ({ query, variables = {} }: GraphqlRequest) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    operations.push(name);
    if (name === 'SiteData') return { data: siteData };
    if (name === 'CurrentOrder') return { data: { currentOrder: null } };
    if (name === 'LookBook') {
      if (variables.slug === 'gifts') return { data: { lookBook: gifts } };
      return variables.slug === 'home-office'
        ? { data: { lookBook: book } }
        : failure('LOOK_BOOK_NOT_FOUND', 404);
    }
    if (name === 'LookBooks') {
      const answer = pages[(variables.page as number | undefined) ?? 1];
      return answer === undefined ? failure('UPSTREAM_UNAVAILABLE', 502) : (answer as never);
    }
    if (name === 'AddToCart') {
      const input = (variables as { input: { variantId: string } }).input;
      added.push(input.variantId);
      const lineItems = added.map((variantId, index) => ({
        id: String(index + 1),
        variantId,
        quantity: 1,
        price: 45_000,
        total: 45_000,
        product: { name: 'Бараа', slug: 'product', sku: `SKU-${variantId}`, image: null, variant: [] },
      }));
      const order = {
        number: 'R100',
        totalQuantity: added.length,
        itemTotal: 45_000 * added.length,
        shipTotal: 0,
        taxTotal: 0,
        total: 45_000 * added.length,
        lineItems,
      };
      return { data: { addToCart: order } };
    }
    return failure('INTERNAL');
  };
  return { execute, added, operations };
}

const listPage = (items: ReturnType<typeof cover>[], total: number, more: boolean) => ({
  data: { lookBooks: { items, total, more } },
});

describe('/lookbooks', () => {
  it('shows the covers linked to their look books, and appends the next page on "load more"', async () => {
    const first = Array.from({ length: 12 }, (_, index) => cover(index + 1));
    const { execute, operations } = gateway({
      1: listPage(first, 13, true),
      2: listPage([cover(13)], 13, false),
    });
    renderApp('/lookbooks', execute, await serverState('/lookbooks', execute));
    expect(screen.getByRole('heading', { level: 1, name: 'Лукбүүк' })).toBeTruthy();
    expect(screen.getByText('13 лукбүүк')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Лукбүүк 1 2 зураг · 5 бараа/ });
    expect(link.getAttribute('href')).toBe('/lookbooks/book-1');
    fireEvent.click(screen.getByRole('button', { name: 'Цааш үзэх' }));
    await waitFor(() => expect(screen.getByRole('link', { name: /Лукбүүк 13/ })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Цааш үзэх' })).toBeNull();
    expect(operations.filter((operation) => operation === 'LookBooks')).toHaveLength(2);
  });

  it('says when there are none yet', async () => {
    const { execute } = gateway({ 1: listPage([], 0, false) });
    renderApp('/lookbooks', execute, await serverState('/lookbooks', execute));
    expect(screen.getByText('Одоогоор лукбүүк алга байна.')).toBeTruthy();
  });

  it('keeps the covers and offers a retry when the next page fails', async () => {
    const first = Array.from({ length: 12 }, (_, index) => cover(index + 1));
    const { execute } = gateway({ 1: listPage(first, 20, true) });
    renderApp('/lookbooks', execute, await serverState('/lookbooks', execute));
    fireEvent.click(screen.getByRole('button', { name: 'Цааш үзэх' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Дахин оролдох' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Лукбүүк \d+/ })).toHaveLength(12);
  });
});

describe('/lookbooks/<slug>', () => {
  it('numbers the spots on the photos, each linked to its product, with the cards under the same numbers', async () => {
    const { execute } = gateway();
    renderApp('/lookbooks/home-office', execute, await serverState('/lookbooks/home-office', execute));
    expect(screen.getByRole('heading', { level: 1, name: 'Гэрийн оффис' })).toBeTruthy();
    const spotLink = screen.getByRole('link', { name: '2: Бараа 2' });
    expect(spotLink.getAttribute('href')).toBe('/products/product-2');
    expect(spotLink.className).toContain('look__spot--out');
    const first = screen.getByRole('region', { name: /1-р зураг/ });
    expect(within(first).getAllByRole('listitem')).toHaveLength(2);
  });

  it('adds every in-stock product once and names the one left out', async () => {
    const { execute, added } = gateway();
    renderApp('/lookbooks/home-office', execute, await serverState('/lookbooks/home-office', execute));
    expect(screen.getByText('Бэлэн байгаа 2 бараа, тус бүр нэг ширхэг')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Бүгдийг сагсанд нэмэх' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(added).toEqual(['11', '13']));
    const status = screen.getByText('2 барааг сагсанд нэмлээ.').closest('[role="status"]') as HTMLElement;
    expect(within(status).getByText('Дууссан тул нэмээгүй: Бараа 2.')).toBeTruthy();
  });

  it('keeps a look book with a spirit in it behind the age gate: nothing of it before the yes', async () => {
    const { execute } = gateway();
    const state = await serverState('/lookbooks/gifts', execute, 'mn', { ageVerified: false });
    expect(JSON.stringify(state.route)).not.toContain('Цагаан Тал');
    renderApp('/lookbooks/gifts', execute, state);
    expect(screen.queryByRole('heading', { level: 1, name: 'Цагаан Тал: баярын бэлэг' })).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
    // the yes loads it in the browser
    fireEvent.click(screen.getByRole('button', { name: 'Тийм, би 21 нас хүрсэн' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Цагаан Тал: баярын бэлэг' })).toBeTruthy();
  });

  it('shows a look book with a spirit in it to a visitor past the age gate', async () => {
    const { execute } = gateway();
    renderApp('/lookbooks/gifts', execute, await serverState('/lookbooks/gifts', execute));
    expect(screen.getByRole('heading', { level: 1, name: 'Цагаан Тал: баярын бэлэг' })).toBeTruthy();
  });
});
