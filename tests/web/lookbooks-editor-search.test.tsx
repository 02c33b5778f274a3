import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphqlExecutor, GraphqlRequest } from '../../web/src/graphql/client.ts';
import { catalogs } from '../../web/src/i18n/messages.ts';
import { renderApp, serverState } from './app-harness.tsx';
import { failure, siteData } from './fixtures.ts';

/** The look-book editor (#17): the list past 48 look books, and products found by search for hotspots. */
afterEach(cleanup);

const mn = (id: string) => (catalogs.mn as Record<string, string>)[id] ?? id;

const staff = { id: '1', name: 'Номин', email: 'nomin@shoppy.mn', roles: ['CONTENT'] };
const summary = (id: number) => ({
  id: String(id),
  slug: `book-${id}`,
  title: `Лукбүүк ${id}`,
  publishedAt: '2026-06-15T09:00:00Z',
  updatedAt: '2026-06-15T09:00:00Z',
  updatedBy: 'Номин',
  lookCount: 1,
  productCount: 2,
});
const tape = { id: '41', sku: 'DELI-810', name: 'Скоч Deli 810', sellingPrice: 3500, inStock: true };
const pen = { id: '42', sku: 'PARKER-IM-1-BLA', name: 'Parker IM үзэг', sellingPrice: 89000, inStock: false };

function gateway(pages: Record<number, number[]>, products: Record<string, unknown[]> = {}) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const execute: GraphqlExecutor = async ({ query, variables = {} }: GraphqlRequest) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    calls.push({ name, variables });
    const page = (at: number) => ({ items: (pages[at] ?? []).map(summary), total: 51 });
    if (name === 'SiteData') return { data: siteData };
    if (name === 'StaffLookBooks') return { data: { staffMe: staff, staffLookBooks: page(1) } };
    if (name === 'StaffLookBookList') return { data: { staffLookBooks: page(Number(variables.page)) } };
    if (name === 'StaffHotspotProducts') {
      const items = products[String(variables.query)];
      return items ? { data: { products: { items } } } : failure('UPSTREAM_TIMEOUT');
    }
    return failure('INTERNAL');
  };
  return { execute, calls };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, at) => from + at);

async function open(fake: ReturnType<typeof gateway>) {
  renderApp(
    '/back-office/lookbooks',
    fake.execute,
    await serverState('/back-office/lookbooks', fake.execute),
  );
}

describe('the look-book list', () => {
  it('shows 48 a page and loads the next page on "load more", then stops', async () => {
    const fake = gateway({ 1: range(1, 48), 2: range(49, 51) });
    await open(fake);
    expect(screen.getAllByRole('row')).toHaveLength(49); // the head row and 48 books
    fireEvent.click(screen.getByRole('button', { name: 'Цааш үзэх' }));
    await screen.findByRole('row', { name: /Лукбүүк 51/ });
    expect(screen.getAllByRole('row')).toHaveLength(52);
    expect(
      fake.calls.filter((call) => call.name === 'StaffLookBookList').map((call) => call.variables),
    ).toEqual([{ page: 2 }]);
    expect(screen.queryByRole('button', { name: 'Цааш үзэх' })).toBeNull();
  });

  it('offers no "load more" when everything fits on one page', async () => {
    await open(gateway({ 1: range(1, 3) }));
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Цааш үзэх' })).toBeNull();
  });
});

describe('finding a product for a hotspot', () => {
  async function newBook(products: Record<string, unknown[]>) {
    const fake = gateway({ 1: [] }, products);
    await open(fake);
    fireEvent.click(screen.getByRole('button', { name: 'Шинэ лукбүүк' }));
    return fake;
  }
  const search = () => screen.getByRole('searchbox', { name: '1-р зурагт бараа хайх' });

  it('searches by name, places the found product in the empty spot, then in a new one', async () => {
    const fake = await newBook({ скоч: [tape, pen] });
    const button = screen.getByRole('button', { name: 'Хайх' }) as HTMLButtonElement;
    fireEvent.change(search(), { target: { value: 'с' } });
    expect(button.disabled).toBe(true); // one letter matches half the catalog
    fireEvent.change(search(), { target: { value: 'скоч' } });
    fireEvent.click(button);
    const add = await screen.findByRole('button', { name: 'Скоч Deli 810-г зураг дээр нэмэх' });
    expect(screen.getByText(/PARKER-IM-1-BLA/).textContent).toContain('Дууссан');
    fireEvent.click(add);
    const sku = screen.getAllByLabelText('SKU') as HTMLInputElement[];
    expect(sku.map((input) => input.value)).toEqual(['DELI-810']);
    expect(screen.getByText('Скоч Deli 810')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /зураг дээр нэмэх/ })).toBeNull();

    fireEvent.change(search(), { target: { value: 'скоч' } });
    fireEvent.keyDown(search(), { key: 'Enter' }); // Enter searches; it does not save the book
    fireEvent.click(await screen.findByRole('button', { name: 'Parker IM үзэг-г зураг дээр нэмэх' }));
    expect((screen.getAllByLabelText('SKU') as HTMLInputElement[]).map((input) => input.value)).toEqual([
      'DELI-810',
      'PARKER-IM-1-BLA',
    ]);
    expect(
      fake.calls.filter((call) => call.name === 'StaffHotspotProducts').map((call) => call.variables),
    ).toEqual([{ query: 'скоч' }, { query: 'скоч' }]);
    expect(fake.calls.some((call) => call.name === 'StaffSaveLookBook')).toBe(false);
  });

  it('says when nothing matches, and a failed search in Mongolian', async () => {
    await newBook({ zzz: [] });
    fireEvent.change(search(), { target: { value: 'zzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Хайх' }));
    await screen.findByText('“zzz”-д тохирох бараа олдсонгүй.');
    fireEvent.change(search(), { target: { value: 'тасарсан' } });
    fireEvent.click(screen.getByRole('button', { name: 'Хайх' }));
    expect((await screen.findByRole('alert')).textContent).toBe(mn('error.UPSTREAM_TIMEOUT'));
    expect(screen.queryByText('“zzz”-д тохирох бараа олдсонгүй.')).toBeNull();
  });
});
