import { afterEach, describe, expect, it } from 'vitest';
import { createRecentList, remember } from '../../../web/src/catalog/recent-list.ts';
import { RECENTLY_VIEWED, recentlyViewed } from '../../../web/src/catalog/recently-viewed.ts';
import { isSearchText } from '../../../web/src/search/recent-searches.ts';
import { card } from '../fixtures.ts';

afterEach(() => window.localStorage.clear());

describe('recent lists', () => {
  it('keep unique entries, newest first, up to the limit', () => {
    let list: string[] = [];
    for (const text of ['a', 'b', 'A', 'c', 'd'])
      list = remember(list, text, (item) => item.toLowerCase(), 3);
    expect(list).toEqual(['d', 'c', 'A']);
  });

  it('persist in this browser and survive a reload', () => {
    const first = createRecentList<string>('test.recent', (item) => item, 10, isSearchText);
    for (let index = 0; index < 12; index++) first.add(`q${index}`);
    expect(first.store.getSnapshot().context.items).toHaveLength(10);
    const again = createRecentList<string>('test.recent', (item) => item, 10, isSearchText);
    expect(again.store.getSnapshot().context.items).toEqual([]);
    again.restore();
    expect(again.store.getSnapshot().context.items[0]).toBe('q11');
    again.clear();
    const third = createRecentList<string>('test.recent', (item) => item, 10, isSearchText);
    third.restore();
    expect(third.store.getSnapshot().context.items).toEqual([]);
  });

  it('restoring nothing into an empty list keeps its snapshot: no reader renders again after hydration', () => {
    const list = createRecentList<string>('test.none', (item) => item, 10, isSearchText);
    const before = list.store.getSnapshot().context;
    list.restore();
    expect(list.store.getSnapshot().context).toBe(before);
  });

  it('start afresh when storage holds garbage', () => {
    window.localStorage.setItem('test.garbage', '{not json');
    const list = createRecentList<string>('test.garbage', (item) => item, 10, isSearchText);
    list.restore();
    expect(list.store.getSnapshot().context.items).toEqual([]);
  });

  it('recently viewed keeps exactly 40, newest first, unique by id, across a reload', () => {
    recentlyViewed.clear();
    for (let index = 1; index <= 45; index++) recentlyViewed.add(card(index));
    // seen again: moves to the top instead of appearing twice
    recentlyViewed.add(card(30, { name: 'seen again' }));
    const ids = recentlyViewed.store.getSnapshot().context.items.map((item) => item.id);
    expect(RECENTLY_VIEWED).toBe(40);
    expect(ids).toHaveLength(40);
    expect(ids[0]).toBe('30');
    expect(ids.slice(1, 4)).toEqual(['45', '44', '43']);
    expect(new Set(ids).size).toBe(40);
    expect(ids).not.toContain('5');
    recentlyViewed.store.trigger.cleared();
    recentlyViewed.restore();
    expect(recentlyViewed.store.getSnapshot().context.items.map((item) => item.id)).toEqual(ids);
    expect(recentlyViewed.store.getSnapshot().context.items[0]?.name).toBe('seen again');
  });
});
