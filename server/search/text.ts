/**
 * Query text → what the index holds. The index side is SQL (`search_fold` in migration 0010 and
 * `words()` in catalog/search-documents.ts); these functions must fold the same way.
 */

/** At most this many words reach the tsquery: a longer text is a paste, not a search. */
const MAX_WORDS = 8;

const cyrillicFold: Record<string, string> = { ө: 'о', ү: 'у', э: 'е', ё: 'е', й: 'и', ы: 'и', ъ: '', ь: '' };

/**
 * Lower case, Latin diacritics stripped (as unaccent does), Mongolian Cyrillic folded like SQL
 * `search_fold`. NFKD would split й and ё into a letter and a mark; they fold to и and е anyway.
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[өүэёйыъь]/g, (letter) => cyrillicFold[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
}

/** The words of a text as the index splits them: runs of letters and digits, folded. */
export function queryWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

// Mongolian Cyrillic as shoppers type it on a Latin keyboard, longest spelling first. The targets are
// already folded (ө/о and ү/у are one letter in the index), which is what makes the guess unambiguous.
const latinToCyrillic: [string, string][] = [
  ['shch', 'щ'],
  ['sh', 'ш'],
  ['ch', 'ч'],
  ['ts', 'ц'],
  ['kh', 'х'],
  ['zh', 'ж'],
  ['ya', 'я'],
  ['yo', 'е'],
  ['yu', 'ю'],
  ['ye', 'е'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'ц'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'х'],
  ['i', 'и'],
  ['j', 'ж'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['x', 'кс'],
  ['y', 'и'],
  ['z', 'з'],
];

/** `bichig` → `бичиг`, `tsaas` → `цаас`, `hor` → `хор`; characters without a mapping stay. */
export function transliterate(word: string): string {
  let out = '';
  for (let at = 0; at < word.length; ) {
    const pair = latinToCyrillic.find(([latin]) => word.startsWith(latin, at));
    if (pair) {
      out += pair[1];
      at += pair[0].length;
    } else {
      out += word[at];
      at += 1;
    }
  }
  return out;
}

/**
 * A prefix tsquery where each word matches as typed or, when it has Latin letters, as its Cyrillic
 * transliteration: `hp bichig` → `(hp:* | хп:*) & (bichig:* | бичиг:*)`. Only letters and digits
 * survive `queryWords`, so user text never reaches the tsquery parser's operators (`& | ! : * ( ) '`).
 */
export function prefixTsQuery(text: string): string | null {
  const terms = queryWords(text).map((word) => {
    const cyrillic = /[a-z]/.test(word) ? transliterate(word) : word;
    return cyrillic === word ? `${word}:*` : `(${word}:* | ${cyrillic}:*)`;
  });
  return terms.length > 0 ? terms.join(' & ') : null;
}

/** The whole query folded to one line of words, and its Cyrillic reading, for trigram matching. */
export function fuzzyForms(text: string): { typed: string; cyrillic: string } | null {
  const words = queryWords(text);
  if (words.length === 0) return null;
  return { typed: words.join(' '), cyrillic: words.map(transliterate).join(' ') };
}
