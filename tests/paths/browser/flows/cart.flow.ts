import type { Page } from 'playwright-core';
import type { AnyEventObject } from 'xstate';
import type { CartSnapshot } from '../../../../machines/cart.ts';
import { cartModel, cartOf } from '../../models/cart.model.ts';
import { type BrowserFlow, eventually } from '../flow.ts';

const LOADED = 'xstate.done.actor.0.cart.sync.loading';
const ACCEPTED = 'xstate.done.actor.0.cart.sync.updating';
const REFUSED = 'xstate.error.actor.0.cart.sync.updating';
const TOO_MANY = 10_000;

const miniCartCount = async (page: Page) =>
  ((await page.getByTestId('mini-cart').first().locator('.mini-cart__count').textContent()) ?? '').trim();

/** An in-stock product outside the age-gated vodka line. */
async function sellableSlug(serverUrl: string): Promise<string> {
  const response = await fetch(`${serverUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products(perPage: 40) { items { slug inStock } } }' }),
  });
  const body = (await response.json()) as {
    data: { products: { items: { slug: string; inStock: boolean }[] } };
  };
  const product = body.data.products.items.find(
    (item) => item.inStock && !item.slug.startsWith('tsagaan-tal'),
  );
  if (!product) throw new Error('no sellable product in the first page');
  return product.slug;
}

/**
 * The cart from a product page for a new guest: adds (one at a time, as a shopper clicks), an add of
 * an unorderable quantity that the server refuses, the 3 s "added" flag running out (real time).
 */
export const cartFlow: BrowserFlow = {
  model: cartModel,
  scenarios: { 'product page': undefined },
  events: (snapshot) => {
    const { context } = snapshot as CartSnapshot;
    const quantity = context.order?.totalQuantity ?? 0;
    const head = context.queue[0];
    const idle = snapshot.matches({ sync: 'ready' }) && context.queue.length === 0;
    const events: AnyEventObject[] = [
      { type: LOADED, output: null },
      { type: 'xstate.after.changedFor.cart.flag.justChanged' },
    ];
    if (idle && quantity < 2) events.push({ type: 'ADD', variantId: 'v', quantity: 1, key: 'add' });
    if (idle && quantity === 0 && !context.error)
      events.push({ type: 'ADD', variantId: 'v', quantity: TOO_MANY, key: 'too-many' });
    if (head?.kind === 'add' && head.quantity === 1)
      events.push({ type: ACCEPTED, output: cartOf(quantity + 1) });
    if (head?.kind === 'add' && head.quantity === TOO_MANY)
      events.push({ type: REFUSED, error: { code: 'QUANTITY_NOT_ORDERABLE', message: 'not orderable' } });
    return events;
  },
  open: async (page, { serverUrl }) => {
    await page.goto(`${serverUrl}/products/${await sellableSlug(serverUrl)}`);
  },
  perform: {
    ADD: async (page, event) => {
      const quantity = page.getByRole('spinbutton').first();
      if ((await quantity.inputValue()) !== String(event.quantity))
        await quantity.fill(String(event.quantity));
      await page.getByRole('button', { name: 'Сагсанд нэмэх' }).click();
    },
  },
  expect: async (page, state) => {
    const cart = state as CartSnapshot;
    if (cart.hasTag('fetching') || cart.hasTag('updating')) return; // in flight: the next step shows the answer
    const expected = String(cart.context.order?.totalQuantity ?? 0);
    await eventually(async () => (await miniCartCount(page)) === expected, `${expected} in the mini-cart`);
    const added = page.getByText('Сагсанд нэмэгдлээ');
    if (cart.matches({ flag: 'justChanged' }))
      await eventually(async () => (await added.count()) > 0, 'the "added" flag');
    else await eventually(async () => (await added.count()) === 0, 'no "added" flag', 6_000);
    if (cart.context.error) {
      const refusal = page.getByText('Энэ тоо ширхэгээр захиалах боломжгүй.');
      await eventually(async () => (await refusal.count()) > 0, 'the refusal toast');
    }
  },
};
