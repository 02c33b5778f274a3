/**
 * The brands page's A–Z index (Latin and Cyrillic letters): brands grouped by their first letter,
 * Latin letters first, then Cyrillic, then everything else under "#".
 *
 * One collation on both sides: Chromium has no Mongolian collation data while Node does (ө, ү sort
 * differently), so the server's HTML and the hydrated page would disagree; the root order of the
 * `en` collator is the same in both and already keeps Latin and Cyrillic letters in alphabet order.
 */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export interface LetterGroup<T> {
  letter: string;
  /** The element id the index links to (`#brands-1041`): a code point, safe in any URL. */
  anchor: string;
  items: T[];
}

const OTHER = '#';

function scriptRank(letter: string): number {
  if (/^[A-Z]$/.test(letter)) return 0;
  if (/^\p{Script=Cyrillic}$/u.test(letter)) return 1;
  return 2;
}

export function letterOf(name: string): string {
  const first = name.trim().charAt(0).toLocaleUpperCase('en');
  return /^\p{L}$/u.test(first) && scriptRank(first) < 2 ? first : OTHER;
}

export function groupByLetter<T extends { name: string }>(items: readonly T[]): LetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => collator.compare(a.name, b.name))) {
    const letter = letterOf(item.name);
    const group = groups.get(letter);
    if (group) group.push(item);
    else groups.set(letter, [item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => scriptRank(a) - scriptRank(b) || (a === b ? 0 : collator.compare(a, b)))
    .map(([letter, grouped]) => ({
      letter,
      anchor: `brands-${letter.codePointAt(0)}`,
      items: grouped,
    }));
}
