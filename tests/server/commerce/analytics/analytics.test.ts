import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT } from '../../../../server/commerce/analytics/routes.ts';
import { createTestShop, graphql, type TestShop } from '../../../support/shop.ts';

let shop: TestShop;
let auth: { authorization: string };

beforeAll(async () => {
  shop = await createTestShop();
  auth = { authorization: `Bearer ${await shop.token()}` };
});
afterAll(async () => shop.close());

async function recorded() {
  return (await shop.store.readAll(0, 10_000, [ANALYTICS_EVENT])).map((event) => event.data);
}

const view = {
  name: 'view_item',
  params: { value: 36_900, items: [{ item_id: 'HP-46-BK', item_name: 'HP 46 хар бэх', price: 36_900 }] },
};

describe('POST /api/v2/analytics/events', () => {
  it('records each event in the log, in MNT, and answers 202 with the count', async () => {
    const before = (await recorded()).length;
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/v2/analytics/events',
      headers: auth,
      payload: { events: [view, { name: 'page_view', params: { page_path: '/products' } }] },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ recorded: 2 });
    const events = (await recorded()).slice(before);
    expect(events).toEqual([
      { name: 'view_item', params: { currency: 'MNT', ...view.params } },
      { name: 'page_view', params: { currency: 'MNT', page_path: '/products' } },
    ]);
  });

  it('keeps every concurrent batch (one stream per batch, no version contention)', async () => {
    const before = (await recorded()).length;
    const sends = Array.from({ length: 12 }, () =>
      shop.app.inject({
        method: 'POST',
        url: '/api/v2/analytics/events',
        headers: auth,
        payload: { events: [view] },
      }),
    );
    const statuses = (await Promise.all(sends)).map((response) => response.statusCode);
    expect(statuses.every((status) => status === 202)).toBe(true);
    expect((await recorded()).length - before).toBe(12);
  });

  it.each([
    ['an unknown event name', { events: [{ name: 'clicked_everything' }] }],
    ['no events', { events: [] }],
    ['more than 50 events', { events: Array.from({ length: 51 }, () => view) }],
    ['a fractional value', { events: [{ name: 'view_cart', params: { value: 10.5 } }] }],
    ['another currency', { events: [{ name: 'view_cart', params: { currency: 'USD' } }] }],
    ['an unknown parameter', { events: [{ name: 'view_cart', params: { user_email: 'a@b.mn' } }] }],
    ['an item without id', { events: [{ name: 'view_item', params: { items: [{ item_name: 'x' }] } }] }],
  ])('refuses %s with a validation error and records nothing', async (_label, payload) => {
    const before = (await recorded()).length;
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/v2/analytics/events',
      headers: auth,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('SHOP_ERR_VALIDATION');
    expect((await recorded()).length).toBe(before);
  });

  it('needs the client token', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/v2/analytics/events',
      payload: { events: [view] },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GraphQL trackAnalytics', () => {
  it('maps the camelCase input to GA4 parameters and records it', async () => {
    const before = (await recorded()).length;
    const { body } = await graphql<{ trackAnalytics: number }>(
      shop.app,
      `mutation ($events: [AnalyticsEventInput!]!) { trackAnalytics(events: $events) }`,
      {
        events: [
          { name: 'search', searchTerm: 'bichig' },
          {
            name: 'view_item_list',
            itemListName: 'ink-toner',
            items: [{ itemId: 'hp-46', price: 36900, index: 0 }],
          },
        ],
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.trackAnalytics).toBe(2);
    expect((await recorded()).slice(before)).toEqual([
      { name: 'search', params: { currency: 'MNT', search_term: 'bichig' } },
      {
        name: 'view_item_list',
        params: {
          currency: 'MNT',
          item_list_name: 'ink-toner',
          items: [{ item_id: 'hp-46', price: 36900, index: 0 }],
        },
      },
    ]);
  });

  it('answers an unknown event name as a malformed request', async () => {
    const { status } = await graphql(shop.app, 'mutation { trackAnalytics(events: [{ name: nothing }]) }');
    expect(status).toBe(400);
  });

  it('passes the service’s refusal through as BAD_USER_INPUT', async () => {
    const { body } = await graphql(
      shop.app,
      `mutation ($events: [AnalyticsEventInput!]!) { trackAnalytics(events: $events) }`,
      { events: Array.from({ length: 51 }, () => ({ name: 'page_view' })) },
    );
    expect(body.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });
});
