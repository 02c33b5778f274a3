import { describe, expect, it } from 'vitest';
import { activeFilters, parseSearch, searchInput, searchString } from '../../../web/src/search/search-url.ts';

const parse = (query: string) => parseSearch(new URLSearchParams(query));

describe('list state in the URL', () => {
  it('reads text, sort, brands, options, price and sale, and writes them back in one spelling', () => {
    const state = parse('sale=1&max=9000&o.color=black,cyan&brand=hp,canon&sort=price_asc&q=tsaas&min=1000');
    expect(state).toMatchObject({
      text: 'tsaas',
      sort: 'PRICE_ASC',
      brands: ['hp', 'canon'],
      options: { color: ['black', 'cyan'] },
      priceMin: 1000,
      priceMax: 9000,
      onSale: true,
    });
    expect(searchString(state)).toBe(
      '?q=tsaas&sort=PRICE_ASC&brand=hp%2Ccanon&o.color=black%2Ccyan&min=1000&max=9000&sale=1',
    );
    expect(parse(searchString(state).slice(1))).toEqual(state);
    expect(activeFilters(state)).toBe(7);
  });

  it('leaves out what is malformed rather than failing the page', () => {
    const state = parse('sort=cheapest&min=-5&max=1e9&o.Bad!=x&taxon=../etc&seed=7');
    expect(state).toMatchObject({ sort: undefined, priceMin: undefined, priceMax: undefined, options: {} });
    expect(state.taxon).toBeUndefined();
    expect(state.seed).toBeUndefined();
    expect(searchString(state)).toBe('');
  });

  it('keeps a random order stable through its seed', () => {
    const state = parse('sort=RANDOM&seed=42');
    expect(searchString(state)).toBe('?sort=RANDOM&seed=42');
    expect(searchInput(state, 2, 40)).toMatchObject({ sort: 'RANDOM', seed: 42, page: 2, facets: false });
  });

  it('searches under the page taxon unless the panel narrowed it', () => {
    expect(searchInput(parse(''), 1, 40, 'paper')).toMatchObject({ taxon: 'paper', facets: true });
    expect(searchInput(parse('taxon=paper/photo-paper'), 1, 40, 'paper').taxon).toBe('paper/photo-paper');
    expect(searchInput(parse('q=a'.padEnd(400, 'a')), 1, 40).text).toHaveLength(200);
  });
});
