import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { shopper, signUp } from '../accounts/support.ts';
import { sellableVariant } from '../orders/order-support.ts';

/** Wish lists through the gateway (#16): the heart's setWished, the lists, the share link. */
let shop: TestShop;
let variant: number;

beforeAll(async () => {
  shop = await createTestShop();
  variant = (await sellableVariant(shop.db, 3)).id;
}, 60_000);

afterAll(async () => shop?.close());

const LISTS = `{ wishlists { id name isDefault shareToken items { variantId addedAt
  product { id slug name image price sellingPrice salePercent brand inStock options } } } }`;

describe('wish lists (GraphQL)', () => {
  it('a guest has no hearts and is told to log in to wish', async () => {
    const guest = shopper(shop.app);
    expect((await guest.gql('{ wishedVariantIds }')).body).toEqual({ data: { wishedVariantIds: [] } });
    const refused = await guest.gql(`mutation { setWished(variantId: "${variant}", wished: true) }`);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'LOGIN_REQUIRED', status: 401 });
    const lists = await guest.gql(LISTS);
    expect(lists.body.errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
  });

  it('a member wishes, sees the list with the product, shares it, and a guest reads the link', async () => {
    const { caller } = await signUp(shop.app, shop.db, '88112244');
    const wished = await caller.gql(`mutation { setWished(variantId: "${variant}", wished: true) }`);
    expect(wished.body).toEqual({ data: { setWished: [String(variant)] } });
    const lists = await caller.gql<{ wishlists: { id: string; items: unknown[] }[] }>(LISTS);
    expect(lists.body.data?.wishlists).toEqual([
      expect.objectContaining({
        isDefault: true,
        shareToken: null,
        items: [
          expect.objectContaining({
            variantId: String(variant),
            product: expect.objectContaining({
              inStock: true,
              name: expect.any(String),
              options: expect.any(Array),
            }),
          }),
        ],
      }),
    ]);
    const id = lists.body.data!.wishlists[0]!.id;
    const shared = await caller.gql<{ shareWishlist: { shareToken: string } }>(
      `mutation { shareWishlist(id: "${id}") { shareToken } }`,
    );
    const token = shared.body.data!.shareWishlist.shareToken;
    const visitor = shopper(shop.app);
    const seen = await visitor.gql(`{ sharedWishlist(token: "${token}") { name items { variantId } } }`);
    expect(seen.body).toEqual({
      data: { sharedWishlist: { name: '', items: [{ variantId: String(variant) }] } },
    });
    await caller.gql(`mutation { stopSharingWishlist(id: "${id}") { id } }`);
    const gone = await visitor.gql(`{ sharedWishlist(token: "${token}") { name } }`);
    expect(gone.body.errors?.[0]?.extensions).toMatchObject({ code: 'WISHLIST_NOT_FOUND', status: 404 });
    // a malformed link is the same "not found", without a call
    const malformed = await visitor.gql('{ sharedWishlist(token: "../../etc") { name } }');
    expect(malformed.body.errors?.[0]?.extensions?.code).toBe('WISHLIST_NOT_FOUND');
  });

  it("wishes to cart: the member's cart gets the product and the list lets it go", async () => {
    const { caller } = await signUp(shop.app, shop.db, '88112255');
    await caller.gql(`mutation { setWished(variantId: "${variant}", wished: true) }`);
    const id = (await caller.gql<{ wishlists: { id: string }[] }>('{ wishlists { id } }')).body.data!
      .wishlists[0]!.id;
    const moved = await caller.gql(
      `mutation { wishesToCart(wishlistId: "${id}") { order { totalQuantity } added refused { variantId code } } }`,
    );
    expect(moved.body).toEqual({
      data: { wishesToCart: { order: { totalQuantity: 1 }, added: [String(variant)], refused: [] } },
    });
    expect((await caller.gql('{ wishedVariantIds }')).body).toEqual({ data: { wishedVariantIds: [] } });
    expect((await caller.gql('{ currentOrder { totalQuantity } }')).body).toEqual({
      data: { currentOrder: { totalQuantity: 1 } },
    });
  });

  it('refuses a variant id that is not one, and a list name out of bounds, in its codes', async () => {
    const { caller } = await signUp(shop.app, shop.db, '88112266');
    for (const id of ['abc', '-1', '0', '1.5', '99999999999']) {
      const answer = await caller.gql(`mutation { setWished(variantId: "${id}", wished: true) }`);
      expect(answer.body.errors?.[0]?.extensions?.code, id).toBe('BAD_USER_INPUT');
    }
    const unnamed = await caller.gql('mutation { createWishlist(name: "  ") { id } }');
    expect(unnamed.body.errors?.[0]?.extensions).toMatchObject({
      code: 'WISHLIST_NAME_INVALID',
      status: 422,
    });
    expect((await caller.gql('{ wishlists { id } }')).body).toEqual({ data: { wishlists: [] } });
  });
});
