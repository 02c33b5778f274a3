import { describe, expect, it } from 'vitest';
import { foldText, fuzzyForms, prefixTsQuery, transliterate } from '../../../server/search/text.ts';

describe('query text', () => {
  it.each([
    ['bichig', 'бичиг'],
    ['tsaas', 'цаас'],
    ['hor', 'хор'],
    ['khar', 'хар'],
    ['devter', 'девтер'],
    ['shar', 'шар'],
    ['chiher', 'чихер'],
    ['yamaa', 'ямаа'],
    ['hp305', 'хп305'],
  ])('reads %s as Mongolian Cyrillic %s (folded)', (latin, cyrillic) => {
    expect(transliterate(latin)).toBe(cyrillic);
  });

  it('folds the letters a Latin keyboard cannot reach, case and diacritics aside', () => {
    expect(foldText('ДЭВТЭР Үзэг Өнгө Ёотон Хийц')).toBe('девтер узег онго еотон хииц');
    expect(foldText('Café')).toBe('cafe');
  });

  it('builds a prefix query of letters and digits only: tsquery operators never get through', () => {
    expect(prefixTsQuery('  HP   305 ')).toBe('(hp:* | хп:*) & 305:*');
    const terms = prefixTsQuery("a&b|c!d:e*f(g)h'i")?.split(' & ') ?? [];
    expect(terms).toHaveLength(8);
    for (const term of terms) expect(term).toMatch(/^(\p{L}+:\*|\(\p{L}+:\* \| \p{L}+:\*\))$/u);
    expect(prefixTsQuery("&|!:*()'")).toBeNull();
    expect(prefixTsQuery('дэвтэр')).toBe('девтер:*');
  });

  it('keeps at most eight words', () => {
    expect(fuzzyForms('a b c d e f g h i j')?.typed.split(' ')).toHaveLength(8);
    expect(fuzzyForms('?!')).toBeNull();
  });
});
