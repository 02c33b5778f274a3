import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, graphql, type TestShop } from '../../../support/shop.ts';
import { staffUser } from '../staff/back-office-support.ts';

/** Moderation through the gateway (schema/content.graphql): the back office's staff cookie. */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
}, 60_000);

afterAll(async () => shop?.close());

const LIST = `query ($kind: ModerationKind, $hidden: Boolean) {
  staffModeration(kind: $kind, hidden: $hidden, perPage: 3) { items { kind id hidden hiddenReason text } total more } }`;
const MODERATE = `mutation ($kind: ModerationKind!, $id: ID!, $hide: Boolean!, $reason: String!) {
  staffModerate(kind: $kind, id: $id, hide: $hide, reason: $reason) { kind id hidden hiddenReason } }`;

describe('moderation (GraphQL)', () => {
  it('a content editor lists comments, hides one with a reason and shows it again', async () => {
    const editor = await staffUser(shop, ['content']);
    const headers = { cookie: `shop_staff=${editor.token}` };
    const list = await graphql<{ staffModeration: { items: { id: string }[]; more: boolean } }>(
      shop.app,
      LIST,
      { kind: 'COMMENT' },
      headers,
    );
    expect(list.body.errors).toBeUndefined();
    const id = list.body.data!.staffModeration.items[0]!.id;
    const hidden = await graphql(
      shop.app,
      MODERATE,
      { kind: 'COMMENT', id, hide: true, reason: 'Спам' },
      headers,
    );
    expect(hidden.body.data).toEqual({
      staffModerate: { kind: 'COMMENT', id, hidden: true, hiddenReason: 'Спам' },
    });
    const onlyHidden = await graphql<{ staffModeration: { items: { id: string }[] } }>(
      shop.app,
      LIST,
      { hidden: true },
      headers,
    );
    expect(onlyHidden.body.data!.staffModeration.items.map((item) => item.id)).toEqual([id]);
    const refused = await graphql(
      shop.app,
      MODERATE,
      { kind: 'COMMENT', id, hide: false, reason: ' ' },
      headers,
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('REVIEW_HIDE_REASON_INVALID');
    const shown = await graphql(
      shop.app,
      MODERATE,
      { kind: 'COMMENT', id, hide: false, reason: 'Алдаа' },
      headers,
    );
    expect(shown.body.data).toMatchObject({ staffModerate: { hidden: false, hiddenReason: null } });
  });

  it('refuses a visitor, a shopper cookie and staff without the content role', async () => {
    const none = await graphql(shop.app, LIST, {});
    expect(none.body.errors?.[0]?.extensions?.code).toBe('STAFF_LOGIN_REQUIRED');
    const shopper = await graphql(shop.app, LIST, {}, { cookie: 'shop_session=x' });
    expect(shopper.body.errors?.[0]?.extensions?.code).toBe('STAFF_LOGIN_REQUIRED');
    const fulfilment = await staffUser(shop, ['fulfilment']);
    const refused = await graphql(shop.app, LIST, {}, { cookie: `shop_staff=${fulfilment.token}` });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('STAFF_ROLE_REQUIRED');
    const unknown = await graphql(
      shop.app,
      MODERATE,
      { kind: 'REVIEW', id: 'no such/../id', hide: true, reason: 'x' },
      { cookie: `shop_staff=${(await staffUser(shop, ['content'])).token}` },
    );
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('REVIEW_NOT_FOUND');
  });
});
