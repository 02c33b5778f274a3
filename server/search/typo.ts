import { type FacetData, prefixRange } from './facet-index-data.ts';
import { queryWords, transliterate } from './text.ts';

/**
 * Typo tolerance from the index's own vocabulary (issue #21): a word of five or more letters that
 * matches nothing is read as the catalog word one edit away (a letter added, dropped, changed, or two
 * neighbours swapped — Damerau-Levenshtein distance 1), in Cyrillic as in Latin. pg_trgm's word
 * similarity, the older fallback, missed `тонре` (тонер) and read the truncated `картриж` (картридж)
 * as картон; it stays as the last resort for what this cannot correct.
 *
 * The corrected text then runs as an ordinary word search, so ranking, facets and the in-memory pages
 * work unchanged.
 */

/** Shorter words have too many neighbours one edit away to guess from. */
export const MIN_TYPO_LETTERS = 5;

const LATIN = 'abcdefghijklmnopqrstuvwxyz';
// folded Cyrillic (text.ts foldText): ө ү э ё й ы ъ ь never reach the index
const CYRILLIC = 'абвгдежзиклмнопрстуфхцчшщюя';
const DIGITS = '0123456789';

/** Every string one edit from `word` over `alphabet`, without `word` itself. */
export function oneEditAway(word: string, alphabet: string): Set<string> {
  const out = new Set<string>();
  for (let at = 0; at <= word.length; at++) {
    const head = word.slice(0, at);
    const tail = word.slice(at);
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of alphabet) {
      if (tail && letter !== tail[0]) out.add(head + letter + tail.slice(1));
      out.add(head + letter + tail);
    }
  }
  out.delete(word);
  return out;
}

/** How many documents hold a lexeme starting with `prefix` (summed postings; an upper bound is enough). */
function weight(data: Pick<FacetData, 'lexemes' | 'starts'>, prefix: string, whole: boolean): number {
  const [from, to] = prefixRange(data as FacetData, prefix);
  if (from === to) return 0;
  if (whole) return data.lexemes[from] === prefix ? data.starts[from + 1]! - data.starts[from]! : 0;
  return data.starts[to]! - data.starts[from]!;
}

/**
 * The catalog word a typed word most likely meant: among its one-edit neighbours (as typed and, for a
 * Latin word, its Cyrillic reading) those that are a whole catalog word, or the start of one when the
 * edit was not a dropped letter (a dropped last letter would only widen the prefix), the one the most
 * documents hold. Null when the word already matches, is too short, or has no such neighbour.
 */
export function correctWord(data: Pick<FacetData, 'lexemes' | 'starts'>, word: string): string | null {
  const readings = /[a-z]/.test(word) ? [...new Set([word, transliterate(word)])] : [word];
  if (readings.some((reading) => weight(data, reading, false) > 0)) return null;
  let best: string | null = null;
  let bestWeight = 0;
  for (const reading of readings) {
    if ([...reading].length < MIN_TYPO_LETTERS) continue;
    const alphabet = (/[\u0400-\u04ff]/.test(reading) ? CYRILLIC : LATIN) + DIGITS;
    for (const candidate of oneEditAway(reading, alphabet)) {
      const found = weight(data, candidate, candidate.length < reading.length);
      if (found === 0 || found < bestWeight) continue;
      if (found > bestWeight || best === null || candidate < best) {
        best = candidate;
        bestWeight = found;
      }
    }
  }
  return best;
}

/**
 * The text with each word that matches nothing replaced by its correction; null when no word changed
 * (then nothing better than the trigram fallback is known).
 */
export function correctText(data: Pick<FacetData, 'lexemes' | 'starts'>, text: string): string | null {
  const words = queryWords(text);
  let changed = false;
  const corrected = words.map((word) => {
    const better = correctWord(data, word);
    if (better === null) return word;
    changed = true;
    return better;
  });
  return changed ? corrected.join(' ') : null;
}
