import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { correctText, correctWord, oneEditAway } from '../../../server/search/typo.ts';

/** A vocabulary as the facet index holds it: sorted lexemes and postings starts (document counts). */
function vocabulary(counts: Record<string, number>) {
  const lexemes = Object.keys(counts).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const starts = new Int32Array(lexemes.length + 1);
  lexemes.forEach((lexeme, at) => {
    starts[at + 1] = starts[at]! + counts[lexeme]!;
  });
  return { lexemes, starts };
}

function damerauLevenshtein(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

describe('one edit away', () => {
  it('is exactly the strings at Damerau-Levenshtein distance 1 over the alphabet', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[abc]{0,6}$/), fc.stringMatching(/^[abc]{0,7}$/), (word, other) => {
        expect(oneEditAway(word, 'abc').has(other)).toBe(damerauLevenshtein(word, other) === 1);
      }),
    );
  });
});

describe('correcting a word', () => {
  const words = vocabulary({ тонер: 50, картон: 3, картридж: 148, принтер: 193, toner: 160, тонна: 1 });

  it('swaps, adds, drops or changes one letter, Cyrillic as Latin', () => {
    expect(correctWord(words, 'тонре')).toBe('тонер');
    expect(correctWord(words, 'tonre')).toBe('toner');
    expect(correctWord(words, 'принтр')).toBe('принте');
    expect(correctWord(words, 'принтеер')).toBe('принтер');
  });

  it('reads a truncated word as the start of the word the most products hold', () => {
    // картриж → картрид… (картридж, 148 products), not картон (3)
    expect(correctWord(words, 'картриж')).toBe('картрид');
  });

  it('leaves words that match, short words and words two edits away', () => {
    expect(correctWord(words, 'тоне')).toBeNull();
    expect(correctWord(words, 'картр')).toBeNull();
    expect(correctWord(words, 'тнре')).toBeNull();
    expect(correctWord(words, 'ртонее')).toBeNull();
  });

  it('never widens a typed word into a shorter prefix by dropping a letter', () => {
    // dropping the last letter of прин + x would match принтер by prefix: only a whole word may be dropped to
    expect(correctWord(vocabulary({ принтер: 5 }), 'принтх')).toBe('принте');
    expect(correctWord(vocabulary({ принтер: 5 }), 'принхх')).toBeNull();
  });

  it('corrects only the words of a text that match nothing', () => {
    // canon is not in this vocabulary and has no neighbour there: kept as typed
    expect(correctText(words, 'Canon тонре')).toBe('canon тонер');
    expect(correctText(words, 'Canon zzzzz')).toBeNull();
    const withCanon = vocabulary({ canon: 47, тонер: 50 });
    expect(correctText(withCanon, 'Canon  тонре')).toBe('canon тонер');
    expect(correctText(withCanon, 'canon тонер')).toBeNull();
  });
});
