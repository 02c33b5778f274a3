import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COMPARE_SLICE,
  type CompareList,
  createCompareList,
  MAX_COMPARED,
} from '../../../web/src/compare/compare-store.ts';
import {
  loadPersistedState,
  PERSISTED_STATE_KEY,
  PERSISTED_STATE_VERSION,
  savePersistedState,
} from '../../../web/src/shell/persisted-state.ts';

let list: CompareList;
const slugs = (of = list) => of.store.getSnapshot().context.slugs;
const stored = () => loadPersistedState()[COMPARE_SLICE];

beforeEach(() => {
  window.localStorage.clear();
  list = createCompareList();
});
afterEach(() => window.localStorage.clear());

describe('the compare list', () => {
  it('adds and removes by slug, keeping the order products were added in', () => {
    expect(list.toggle('canon-pg-445')).toBe('added');
    expect(list.toggle('hp-305')).toBe('added');
    expect(list.toggle('epson-t664')).toBe('added');
    expect(slugs()).toEqual(['canon-pg-445', 'hp-305', 'epson-t664']);
    expect(list.toggle('hp-305')).toBe('removed');
    expect(slugs()).toEqual(['canon-pg-445', 'epson-t664']);
  });

  it(`holds at most ${MAX_COMPARED}: a fifth is refused as full and changes nothing (spec §5)`, () => {
    for (const slug of ['a', 'b', 'c', 'd']) expect(list.toggle(slug)).toBe('added');
    const before = { slugs: slugs(), stored: window.localStorage.getItem(PERSISTED_STATE_KEY) };
    expect(list.toggle('e')).toBe('full');
    expect(slugs()).toBe(before.slugs);
    expect(slugs()).toEqual(['a', 'b', 'c', 'd']);
    expect(window.localStorage.getItem(PERSISTED_STATE_KEY)).toBe(before.stored);
  });

  it('always allows removal, also from a full list, after which a new one fits', () => {
    for (const slug of ['a', 'b', 'c', 'd']) list.toggle(slug);
    expect(list.toggle('c')).toBe('removed');
    list.remove('a');
    expect(slugs()).toEqual(['b', 'd']);
    expect(list.toggle('e')).toBe('added');
    expect(slugs()).toEqual(['b', 'd', 'e']);
  });

  it('the store itself refuses a fifth, whoever sends the event', () => {
    for (const slug of ['a', 'b', 'c', 'd']) list.toggle(slug);
    list.store.trigger.toggled({ slug: 'e' });
    expect(slugs()).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('the compare list in the persisted client state', () => {
  it('round-trips through the version 2 document, order kept', () => {
    list.toggle('b');
    list.toggle('a');
    list.toggle('c');
    const document = JSON.parse(window.localStorage.getItem(PERSISTED_STATE_KEY)!);
    expect(document).toEqual({
      version: PERSISTED_STATE_VERSION,
      state: { compare: { slugs: ['b', 'a', 'c'] } },
    });

    const nextPage = createCompareList();
    nextPage.restore();
    expect(slugs(nextPage)).toEqual(['b', 'a', 'c']);
  });

  it('keeps the other slices of the document', () => {
    savePersistedState({ cart: { token: 't' }, push: { choice: 'opted-out' } });
    list.toggle('a');
    expect(loadPersistedState()).toEqual({
      cart: { token: 't' },
      push: { choice: 'opted-out' },
      compare: { slugs: ['a'] },
    });
  });

  it('starts empty and unrestored, as the server renders it, until restore()', () => {
    savePersistedState({ compare: { slugs: ['a'] } });
    expect(list.store.getSnapshot().context).toEqual({ slugs: [], restored: false });
    list.restore();
    expect(list.store.getSnapshot().context).toEqual({ slugs: ['a'], restored: true });
  });

  it('reads the stored list before a first toggle, so it never overwrites another page’s', () => {
    savePersistedState({ compare: { slugs: ['a', 'b', 'c', 'd'] } });
    expect(list.toggle('e')).toBe('full');
    expect(list.toggle('a')).toBe('removed');
    expect(stored()).toEqual({ slugs: ['b', 'c', 'd'] });
  });

  it.each<[string, unknown]>([
    ['a string', 'canon'],
    ['an array instead of the slice', ['a', 'b']],
    ['slugs that are not a list', { slugs: 'a,b' }],
    ['null', null],
    ['numbers and objects', { slugs: [1, {}, null, true] }],
  ])('ignores a corrupt slice (%s) and rewrites it clean', (_label, slice) => {
    savePersistedState({ compare: slice, cart: { token: 't' } });
    list.restore();
    expect(slugs()).toEqual([]);
    expect(stored()).toEqual({ slugs: [] });
    expect(loadPersistedState().cart).toEqual({ token: 't' });
    expect(list.toggle('a')).toBe('added');
  });

  it('keeps the valid slugs among bad ones: unique, at most 4, in order', () => {
    savePersistedState({
      compare: { slugs: ['a', '', 'a', 'b/../x', 7, 'b', 'with space', 'c', 'd', 'e', 'f'] },
    });
    list.restore();
    expect(slugs()).toEqual(['a', 'b', 'c', 'd']);
    expect(stored()).toEqual({ slugs: ['a', 'b', 'c', 'd'] });
  });

  it('ignores a document that is not JSON, or of a future version', () => {
    window.localStorage.setItem(PERSISTED_STATE_KEY, '{"version":2,"state":{"compare":');
    list.restore();
    expect(slugs()).toEqual([]);
    window.localStorage.setItem(
      PERSISTED_STATE_KEY,
      JSON.stringify({ version: 99, state: { compare: { slugs: ['a'] } } }),
    );
    const future = createCompareList();
    future.restore();
    expect(slugs(future)).toEqual([]);
  });

  it('works without storage (blocked): the list lives for the visit', () => {
    const blocked = createCompareList(() => undefined);
    blocked.restore();
    expect(blocked.toggle('a')).toBe('added');
    expect(slugs(blocked)).toEqual(['a']);
  });
});
