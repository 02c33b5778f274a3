import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FLUSH_DELAY_MS,
  flushAnalytics,
  pendingAnalytics,
  setAnalyticsSender,
  track,
} from '../../web/src/analytics/track.ts';
import type { AnalyticsEventInput } from '../../web/src/graphql/generated/graphql.ts';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

beforeEach(async () => {
  vi.useFakeTimers();
  // leave nothing from the previous test in the queue
  setAnalyticsSender(async () => {});
  await flushAnalytics();
  setAnalyticsSender(undefined);
  (window as DataLayerWindow).dataLayer = [];
});
afterEach(() => {
  vi.useRealTimers();
  setAnalyticsSender(undefined);
});

describe('track', () => {
  it('pushes GA4 e-commerce objects in MNT, clearing the previous ecommerce first', () => {
    track('view_item', { value: 36_900, items: [{ item_id: 'HP-46-BK', price: 36_900 }] });
    expect((window as DataLayerWindow).dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'view_item',
        ecommerce: { currency: 'MNT', value: 36_900, items: [{ item_id: 'HP-46-BK', price: 36_900 }] },
      },
    ]);
  });

  it('sends queued events to the gateway in one batch a second later, camelCased', async () => {
    const sent: AnalyticsEventInput[][] = [];
    setAnalyticsSender(async (events) => {
      sent.push(events);
    });
    track('search', { search_term: 'tsaas' });
    track('view_item_list', { item_list_name: 'paper', items: [{ item_id: 'a4', index: 0 }] });
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(sent).toEqual([
      [
        { name: 'search', searchTerm: 'tsaas' },
        { name: 'view_item_list', itemListName: 'paper', items: [{ itemId: 'a4', index: 0 }] },
      ],
    ]);
    expect(pendingAnalytics()).toHaveLength(0);
  });

  it('splits more than 50 events into batches the service accepts', async () => {
    const sizes: number[] = [];
    setAnalyticsSender(async (events) => {
      sizes.push(events.length);
    });
    for (let n = 0; n < 120; n++) track('page_view', { page_path: `/products?page=${n}` });
    await flushAnalytics();
    expect(sizes).toEqual([50, 50, 20]);
  });

  it('keeps events made before the sender exists and drops a failed batch without retrying', async () => {
    track('page_view', { page_path: '/' });
    let calls = 0;
    setAnalyticsSender(async () => {
      calls++;
      throw new Error('offline');
    });
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(calls).toBe(1);
    expect(pendingAnalytics()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS * 5);
    expect(calls).toBe(1);
  });

  it('trims over-long texts to what the service accepts', async () => {
    track('search', { search_term: 'x'.repeat(500) });
    expect(pendingAnalytics()[0]!.searchTerm).toHaveLength(200);
  });
});
