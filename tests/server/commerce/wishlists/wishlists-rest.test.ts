import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishlistsProjection } from '../../../../server/commerce/wishlists/projection.ts';
import { wishlistsOf } from '../../../../server/commerce/wishlists/queries.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { setStock } from '../checkout/checkout-support.ts';
import { sellableVariant } from '../orders/order-support.ts';

/** Wish lists over the commerce REST service (#16, spec §3, §7): a member's own, every refusal coded. */
let shop: TestShop;
let token: string;
let variants: number[];
let nextUser = 100;

beforeAll(async () => {
  shop = await createTestShop();
  token = await shop.token();
  variants = [];
  for (let skip = 0; skip < 4; skip++) variants.push((await sellableVariant(shop.db, 3, skip)).id);
}, 60_000);

afterAll(async () => shop?.close());

/** A REST caller as the gateway calls for a logged-in member (or a guest, without a user id). */
function member(userId: number | null = nextUser++) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (userId !== null) headers['x-shop-user-id'] = String(userId);
  return {
    userId,
    async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
      const response = await shop.app.inject({
        method,
        url: `/api/v2/wishlists${url}`,
        headers,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      return {
        status: response.statusCode,
        body: (response.body ? response.json() : {}) as Record<string, unknown> & { code?: string },
      };
    },
  };
}

async function wishlistEventCount(): Promise<number> {
  const { rows } = await shop.db.query<{ count: number }>(
    `select count(*)::int as count from events where stream_id like 'wishlists-%'`,
  );
  return rows[0]!.count;
}

describe('wish lists (REST)', () => {
  it('a guest is told to log in, for reading and for wishing', async () => {
    const guest = member(null);
    for (const [method, url, body] of [
      ['GET', '', undefined],
      ['GET', '/wished_products', undefined],
      ['POST', '/add_id', { variant_id: variants[0] }],
    ] as const) {
      const answer = await guest.call(method, url, body);
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('SHOP_ERR_LOGIN_REQUIRED');
    }
  });

  it('add_id makes the default list with the first wish; wished_products and the ids follow', async () => {
    const shopper = member();
    const added = await shopper.call('POST', '/add_id', { variant_id: variants[0] });
    expect(added).toEqual({ status: 200, body: { variant_ids: [variants[0]] } });
    // the same wish again changes nothing
    const before = await wishlistEventCount();
    await shopper.call('POST', '/add_id', { variant_id: variants[0] });
    expect(await wishlistEventCount()).toBe(before);

    const { body } = await shopper.call('GET', '/wished_products');
    expect(body.variant_ids).toEqual([variants[0]]);
    expect(body.wished_products).toEqual([
      expect.objectContaining({
        variant_id: variants[0],
        product: expect.objectContaining({
          slug: expect.any(String),
          in_stock: true,
          price: expect.any(Number),
        }),
      }),
    ]);
    const lists = (await shopper.call('GET', '')).body.wishlists as { is_default: boolean; name: string }[];
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({ is_default: true, name: '' });

    const removed = await shopper.call('POST', '/remove_id', { variant_id: variants[0] });
    expect(removed.body).toEqual({ variant_ids: [] });
  });

  it('the toggle sets the state it was left in; an unknown variant writes nothing', async () => {
    const shopper = member();
    expect((await shopper.call('PUT', '/wished', { variant_id: variants[1], wished: true })).body).toEqual({
      variant_ids: [variants[1]],
    });
    const before = await wishlistEventCount();
    const unknown = await shopper.call('PUT', '/wished', { variant_id: 99_999_999, wished: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('SHOP_ERR_NOT_FOUND');
    // removing what is not wished, or a fraction, writes nothing either
    await shopper.call('PUT', '/wished', { variant_id: variants[2], wished: false });
    const fraction = await shopper.call('PUT', '/wished', { variant_id: 1.5, wished: true });
    expect(fraction.status).toBe(400);
    expect(await wishlistEventCount()).toBe(before);
  });

  it('named lists: create, rename, move a wish, empty, delete; the default list is kept', async () => {
    const shopper = member();
    await shopper.call('POST', '/add_id', { variant_id: variants[0] });
    const created = await shopper.call('POST', '', { name: '  Төрсөн өдөр  ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Төрсөн өдөр', is_default: false, items: [] });
    const second = created.body.id as string;
    const lists = (await shopper.call('GET', '')).body.wishlists as { id: string; is_default: boolean }[];
    const main = lists.find((list) => list.is_default)!.id;

    const moved = await shopper.call('POST', `/${main}/move`, {
      variant_id: variants[0],
      to_wishlist_id: second,
    });
    const after = moved.body.wishlists as { id: string; items: { variant_id: number }[] }[];
    expect(after.find((list) => list.id === main)!.items).toEqual([]);
    expect(after.find((list) => list.id === second)!.items.map((item) => item.variant_id)).toEqual([
      variants[0],
    ]);
    const notThere = await shopper.call('POST', `/${main}/move`, {
      variant_id: variants[0],
      to_wishlist_id: second,
    });
    expect(notThere.status).toBe(404);

    expect((await shopper.call('PUT', `/${second}`, { name: 'Бэлэг' })).body).toMatchObject({
      name: 'Бэлэг',
    });
    expect((await shopper.call('POST', `/${second}/empty`)).body).toMatchObject({ items: [] });
    const keepDefault = await shopper.call('DELETE', `/${main}`);
    expect(keepDefault.status).toBe(409);
    expect(keepDefault.body.code).toBe('SHOP_ERR_WISHLIST_IS_DEFAULT');
    expect((await shopper.call('DELETE', `/${second}`)).status).toBe(204);
    expect((await shopper.call('GET', '')).body.wishlists).toHaveLength(1);
  });

  it('refuses bad names and a 21st list, with their codes', async () => {
    const shopper = member();
    for (const name of ['', '   ', 'ж'.repeat(61), 'tab\there']) {
      const answer = await shopper.call('POST', '', { name });
      expect(answer.status, name).toBe(422);
      expect(answer.body.code).toBe('SHOP_ERR_WISHLIST_NAME_INVALID');
    }
    for (let index = 0; index < 20; index++) {
      expect((await shopper.call('POST', '', { name: `List ${index}` })).status).toBe(201);
    }
    const full = await shopper.call('POST', '', { name: 'One more' });
    expect(full.status).toBe(422);
    expect(full.body.code).toBe('SHOP_ERR_WISHLIST_FULL');
  });

  it("another shopper's list is not found, whatever is asked of it", async () => {
    const owner = member();
    const list = (await owner.call('POST', '', { name: 'Mine' })).body.id as string;
    const stranger = member();
    for (const [method, url, body] of [
      ['PUT', `/${list}`, { name: 'Taken' }],
      ['DELETE', `/${list}`, undefined],
      ['POST', `/${list}/empty`, undefined],
      ['POST', `/${list}/share`, undefined],
      ['POST', `/${list}/batch`, { add: [variants[0]] }],
      ['POST', `/${list}/to_cart`, {}],
      ['POST', '/add_id', { variant_id: variants[0], wishlist_id: list }],
    ] as const) {
      const answer = await stranger.call(method, url, body);
      expect(answer.status, `${method} ${url}`).toBe(404);
      expect(answer.body.code).toBe('SHOP_ERR_WISHLIST_NOT_FOUND');
    }
    expect((await owner.call('GET', '')).body.wishlists).toEqual([expect.objectContaining({ name: 'Mine' })]);
  });

  it('a share link shows the list to anyone; a new link or stopping sharing closes the old one', async () => {
    const owner = member();
    await owner.call('POST', '/add_id', { variant_id: variants[1] });
    const list = ((await owner.call('GET', '')).body.wishlists as { id: string }[])[0]!.id;
    const shared = (await owner.call('POST', `/${list}/share`)).body.share_token as string;
    expect(shared).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const visitor = member(null);
    const seen = await visitor.call('GET', `/shared/${shared}`);
    expect(seen.status).toBe(200);
    expect(seen.body.items).toEqual([expect.objectContaining({ variant_id: variants[1] })]);

    const renewed = (await owner.call('POST', `/${list}/share`)).body.share_token as string;
    expect(renewed).not.toBe(shared);
    expect((await visitor.call('GET', `/shared/${shared}`)).body.code).toBe('SHOP_ERR_WISHLIST_NOT_FOUND');
    await owner.call('DELETE', `/${list}/share`);
    const revoked = await visitor.call('GET', `/shared/${renewed}`);
    expect(revoked.status).toBe(404);
    expect(revoked.body.code).toBe('SHOP_ERR_WISHLIST_NOT_FOUND');
  });

  it('wish to cart: what can be bought goes to the cart and leaves the list, the rest stays, named', async () => {
    const shopper = member();
    await shopper.call('POST', '/add_id', { variant_id: variants[2] });
    await shopper.call('POST', '/add_id', { variant_id: variants[3] });
    await setStock(shop, variants[3]!, 0);
    const list = ((await shopper.call('GET', '')).body.wishlists as { id: string }[])[0]!.id;
    const answer = await shopper.call('POST', `/${list}/to_cart`, {});
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      added: [variants[2]],
      refused: [{ variant_id: variants[3], code: 'OUT_OF_STOCK' }],
      order: { state: 'cart', total_quantity: 1 },
    });
    const left = (await shopper.call('GET', '')).body.wishlists as { items: { variant_id: number }[] }[];
    expect(left[0]!.items.map((item) => item.variant_id)).toEqual([variants[3]]);
    const sold = (await shopper.call('GET', '/wished_products')).body.wished_products as {
      product: { in_stock: boolean };
    }[];
    expect(sold[0]!.product.in_stock).toBe(false);
    await setStock(shop, variants[3]!, 10);
  });

  it('20 wishes at once from one shopper: every one kept, one default list', async () => {
    const shopper = member();
    const ids = [];
    for (let skip = 0; skip < 20; skip++) ids.push((await sellableVariant(shop.db, 1, skip)).id);
    const answers = await Promise.all(ids.map((id) => shopper.call('POST', '/add_id', { variant_id: id })));
    expect(answers.map((answer) => answer.status)).toEqual(ids.map(() => 200));
    const lists = (await shopper.call('GET', '')).body.wishlists as { items: unknown[] }[];
    expect(lists).toHaveLength(1);
    expect(lists[0]!.items).toHaveLength(20);
  });

  it('the read model rebuilt from the log equals the one kept with every append', async () => {
    const users = [
      ...new Set(
        (await shop.db.query<{ user_id: number }>('select user_id from wishlists')).rows.map(
          (row) => row.user_id,
        ),
      ),
    ];
    const before = await Promise.all(users.map((id) => wishlistsOf(shop.db, id, shop.clock.now())));
    await shop.store.rebuild(wishlistsProjection);
    const after = await Promise.all(users.map((id) => wishlistsOf(shop.db, id, shop.clock.now())));
    expect(users.length).toBeGreaterThan(3);
    expect(after).toEqual(before);
  });
});
