import type { Page } from 'playwright-core';

/**
 * What the checkout browser flow (checkout.flow.ts) reads from and does to the shop's pages: the
 * cart filled through the gateway from the page (as the app does), amounts read off the order
 * summary, and the sandbox's own pay page opened in a tab of its own.
 */

/** A GraphQL call from the page, with its cookies (the guest's order token), as the web app makes it. */
export async function gatewayFromPage<Data>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Data> {
  const body = await page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: unknown; errors?: { message: string }[] };
    },
    { query, variables },
  );
  if (body.errors?.length || !body.data) throw new Error(`gateway: ${JSON.stringify(body.errors)}`);
  return body.data as Data;
}

interface ProductsData {
  products: { items: { slug: string; inStock: boolean }[] };
}
interface ProductData {
  product: { name: string; sellingPrice: number; variants: { id: string; inStock: boolean }[] };
}

/** Puts one in-stock item (outside the age-gated vodka line) in the guest's cart; its name and price. */
export async function addOneItem(page: Page): Promise<{ name: string; price: number }> {
  const { products } = await gatewayFromPage<ProductsData>(
    page,
    '{ products(perPage: 40) { items { slug inStock } } }',
  );
  const slug = products.items.find((item) => item.inStock && !item.slug.startsWith('tsagaan-tal'))?.slug;
  if (!slug) throw new Error('no sellable product in the first page');
  const { product } = await gatewayFromPage<ProductData>(
    page,
    'query($slug: String!) { product(slug: $slug) { name sellingPrice variants { id inStock } } }',
    { slug },
  );
  const variant = product.variants.find((candidate) => candidate.inStock);
  if (!variant) throw new Error(`no variant of ${slug} in stock`);
  await gatewayFromPage(page, 'mutation($input: AddToCartInput!) { addToCart(input: $input) { number } }', {
    input: { variantId: variant.id, quantity: 1 },
  });
  return { name: product.name, price: product.sellingPrice };
}

/** `₮125,000` → 125000: the page's formatting is its own business, the number is what is checked. */
export const amountIn = (text: string | null) => Number((text ?? '').replace(/\D/g, '') || Number.NaN);

/** The order summary's line, by its label (`Төлөх дүн`), as a number of tugrik. */
export async function summaryAmount(page: Page, label: string): Promise<number> {
  const value = page
    .getByRole('complementary', { name: 'Захиалгын дүн' })
    .locator(`dt:text-is("${label}") + dd`);
  return (await value.count()) === 1 ? amountIn(await value.textContent()) : Number.NaN;
}

/** The placed order's number, from the confirmation's heading `Захиалга R…`. */
export async function orderNumberShown(page: Page): Promise<string | null> {
  // `Захиалга R123456789`, not the steps' title `Захиалга баталгаажуулах` shown before.
  const heading = page.getByRole('heading', { level: 1, name: /^Захиалга [A-Z]\d+$/ });
  if ((await heading.count()) !== 1) return null;
  return /^Захиалга ([A-Z]\d+)$/.exec((await heading.textContent()) ?? '')?.[1] ?? null;
}

/** Pays the order's latest payment on the sandbox's pay page, in a tab of its own (the provider's test mode). */
export async function payOnSandboxPage(page: Page, serverUrl: string, orderNumber: string): Promise<void> {
  const { order } = await gatewayFromPage<{ order: { payments: { id: string }[] } }>(
    page,
    'query($number: String!) { order(number: $number) { payments { id } } }',
    { number: orderNumber },
  );
  const paymentId = order.payments.at(-1)?.id;
  if (!paymentId) throw new Error(`order ${orderNumber} has no payment`);
  const sandbox = await page.context().newPage();
  try {
    await sandbox.goto(`${serverUrl}/sandbox/pay/${encodeURIComponent(paymentId)}`);
    await sandbox.getByRole('button', { name: 'Төлөх', exact: true }).click();
    await sandbox.getByText('Төлбөрийн мэдэгдэл дэлгүүрт илгээгдлээ.').waitFor();
  } finally {
    await sandbox.close();
  }
}
