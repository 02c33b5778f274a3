import { describe, expect, it } from 'vitest';
import { type ComparedProduct, differs, propertyRows } from '../../../web/src/compare/compare-rows.ts';

function compared(slug: string, properties: Array<[string, string]>): ComparedProduct {
  return {
    id: slug,
    slug,
    name: slug,
    image: null,
    price: 1000,
    sellingPrice: 1000,
    salePercent: 0,
    inStock: true,
    totalOnHand: 3,
    brand: null,
    properties: properties.map(([name, value]) => ({ name, value })),
  };
}

describe('compare rows', () => {
  it('one row per property any product has, in the order first met; missing is null', () => {
    const rows = propertyRows([
      compared('a', [
        ['Өнгө', 'хар'],
        ['Хэмжээ', 'A4'],
      ]),
      compared('b', [
        ['Жин', '80 г/м²'],
        ['Өнгө', 'хар'],
      ]),
    ]);
    expect(rows).toEqual([
      { name: 'Өнгө', values: ['хар', 'хар'], differs: false },
      { name: 'Хэмжээ', values: ['A4', null], differs: true },
      { name: 'Жин', values: [null, '80 г/м²'], differs: true },
    ]);
  });

  it('a property listed twice by one product shows its first value', () => {
    const rows = propertyRows([
      compared('a', [
        ['Өнгө', 'хар'],
        ['Өнгө', 'цэнхэр'],
      ]),
    ]);
    expect(rows).toEqual([{ name: 'Өнгө', values: ['хар'], differs: false }]);
  });

  it('no products, no rows; a single product never differs', () => {
    expect(propertyRows([])).toEqual([]);
    expect(differs([5])).toBe(false);
    expect(differs([5, 5, 5])).toBe(false);
    expect(differs([5, 6])).toBe(true);
    expect(differs(['Deli', null])).toBe(true);
  });
});
