import { afterEach, describe, expect, it } from 'vitest';
import { createRecentList, remember } from '../../../web/src/catalog/recent-list.ts';

afterEach(() => window.localStorage.clear());

describe('recent lists', () => {
  it('keep unique entries, newest first, up to the limit', () => {
    let list: string[] = [];
    for (const text of ['a', 'b', 'A', 'c', 'd'])
      list = remember(list, text, (item) => item.toLowerCase(), 3);
    expect(list).toEqual(['d', 'c', 'A']);
  });

  it('persist in this browser and survive a reload', () => {
    const first = createRecentList<string>('test.recent', (item) => item, 10);
    for (let index = 0; index < 12; index++) first.add(`q${index}`);
    expect(first.store.getSnapshot().context.items).toHaveLength(10);
    const again = createRecentList<string>('test.recent', (item) => item, 10);
    expect(again.store.getSnapshot().context.items).toEqual([]);
    again.restore();
    expect(again.store.getSnapshot().context.items[0]).toBe('q11');
    again.clear();
    const third = createRecentList<string>('test.recent', (item) => item, 10);
    third.restore();
    expect(third.store.getSnapshot().context.items).toEqual([]);
  });

  it('start afresh when storage holds garbage', () => {
    window.localStorage.setItem('test.garbage', '{not json');
    const list = createRecentList<string>('test.garbage', (item) => item, 10);
    list.restore();
    expect(list.store.getSnapshot().context.items).toEqual([]);
  });
});
