/**
 * What each row of hot-paths.ts sends and how it checks the answers: one scenario per row, the
 * same for every process it is sent to (the processes share one database, so a cart made through
 * one is found through any other).
 */
import type autocannon from 'autocannon';
import { AGE_COOKIE } from '../../web/src/brand/age-cookie.ts';
import { SEARCH } from './seeded.ts';

export const ROWS = ['add', 'current', 'search', 'word', 'words', 'products', 'product'] as const;
export type RowName = (typeof ROWS)[number];
const ADDS_PER_CART = 10;
const CART_LINES = 3;
const PRODUCT_PAGES = 100;

const ADD =
  'mutation ($v: ID!) { addToCart(input: { variantId: $v, quantity: 1 }) { number totalQuantity } }';
const CURRENT = '{ currentOrder { number totalQuantity total lineItems { id quantity } } }';
const LISTED = `{ products(page: 1, perPage: ${PRODUCT_PAGES}) { items { slug variantId inStock } } }`;
const SEARCH_INPUT = { text: 'бэх', brands: ['hp'], facets: true, page: 1, perPage: 40 } as const;
/** #21's one- and two-word searches: text and facets, no filter. */
const WORD_INPUT = { text: 'хор', facets: true, page: 1, perPage: 40 } as const;
const WORDS_INPUT = { ...WORD_INPUT, text: 'хар хор' } as const;
type SearchInput = typeof SEARCH_INPUT | typeof WORD_INPUT | typeof WORDS_INPUT;
const JSON_HEADERS = { 'content-type': 'application/json' };
/** The guest cart's cookie (server/graphql/resolvers/orders.ts ORDER_COOKIE). */
const ORDER_COOKIE = 'shop_order';
const VERIFIED_VISITOR = { cookie: `${AGE_COOKIE}=1` };

/** The failed responses of one row (warm-up included): any one fails the run. */
export class Failures {
  count = 0;
  readonly first: string[] = [];
  note(detail: string) {
    this.count += 1;
    if (this.first.length < 3) this.first.push(detail.replace(/\s+/g, ' ').slice(0, 200));
  }
  /**
   * Notes a non-2xx answer, or a GraphQL answer without data or with `errors` (GraphQL refuses
   * with a 200: a benchmark of refusals would flatter the figures). Looking for the `"errors":`
   * key in the text is enough: inside a string of the data its quotes would be escaped.
   */
  check(status: number, body: string, graphql: boolean): boolean {
    if (status < 200 || status >= 300) this.note(`HTTP ${status} ${body}`);
    else if (graphql && (body.includes('"errors":') || !body.startsWith('{"data":{'))) this.note(body);
    else return true;
    return false;
  }
}

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The sequence each connection loops over; its context starts empty at every loop. */
  requests: autocannon.Request[];
}

/** What a connection of the add row knows about its cart. */
interface CartContext {
  cookie?: string;
  /** Where the cart's adds start in the variant list: carts differ, lines of a cart too. */
  first?: number;
}

async function graphql(url: string, query: string, variables = {}, cookie?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`${query}: ${JSON.stringify(body.errors)}`);
  return { data: body.data, cookie: orderCookie(response.headers.getSetCookie()) };
}

/** `shop_order=…` among Set-Cookie values, as the next request's Cookie header. */
function orderCookie(setCookie: string | string[] | undefined): string | undefined {
  const values = typeof setCookie === 'string' ? [setCookie] : (setCookie ?? []);
  const found = values.find((value) => value.startsWith(`${ORDER_COOKIE}=`));
  return found?.split(';')[0];
}

const addBody = (variantId: string) => JSON.stringify({ query: ADD, variables: { v: variantId } });

/**
 * Variants an add accepts (in stock, no age or quantity rule in the way): each listed product's
 * quick-add variant, tried once in a cart of its own.
 */
async function orderableVariants(url: string, listed: { variantId: string; inStock: boolean }[]) {
  const variants: string[] = [];
  for (const { variantId } of listed.filter((item) => item.inStock)) {
    if (variants.length === 2 * ADDS_PER_CART) break;
    const tried = await graphql(url, ADD, { v: variantId }).catch(() => undefined);
    if (tried) variants.push(variantId);
  }
  if (variants.length < ADDS_PER_CART) throw new Error(`only ${variants.length} variants can be added`);
  return variants;
}

function addScenario(variants: string[], failures: Failures): Scenario {
  let carts = 0;
  return {
    name: `addToCart (a new cart every ${ADDS_PER_CART} adds)`,
    method: 'POST',
    path: '/graphql',
    headers: JSON_HEADERS,
    requests: Array.from({ length: ADDS_PER_CART }, (_, index) => ({
      setupRequest: (request: autocannon.Request, context: object) => {
        const cart = context as CartContext;
        cart.first ??= carts++;
        const variant = variants[(cart.first + index) % variants.length]!;
        const headers = cart.cookie ? { ...request.headers, cookie: cart.cookie } : request.headers;
        return { ...request, headers, body: addBody(variant) };
      },
      onResponse: (status: number, body: string, context: object, headers: autocannon.Request['headers']) => {
        const cart = context as CartContext;
        if (!failures.check(status, body, true)) return;
        cart.cookie = orderCookie(headers?.['set-cookie']) ?? cart.cookie;
        // each add lands in the connection's own cart, one more line each time
        if (!cart.cookie) failures.note(`no ${ORDER_COOKIE} cookie after an add: ${body}`);
        else if (!body.includes(`"totalQuantity":${index + 1}}`)) failures.note(`not the own cart: ${body}`);
      },
    })),
  };
}

function currentScenario(cookie: string, failures: Failures): Scenario {
  return {
    name: `currentOrder (${CART_LINES} lines)`,
    method: 'POST',
    path: '/graphql',
    headers: { ...JSON_HEADERS, cookie },
    body: JSON.stringify({ query: CURRENT }),
    requests: [
      {
        onResponse: (status: number, body: string) => {
          if (failures.check(status, body, true) && !body.includes(`"totalQuantity":${CART_LINES},`))
            failures.note(`not the ${CART_LINES}-line cart: ${body}`);
        },
      },
    ],
  };
}

function searchScenario(input: SearchInput, failures: Failures): Scenario {
  // the seed is a no-op for a relevance order but part of the answer cache's key: every request a miss
  let seed = 0;
  const filters = 'brands' in input ? ` + ${input.brands.join(',')}` : '';
  return {
    name: `search "${input.text}"${filters} + facets (cold)`,
    method: 'POST',
    path: '/graphql',
    headers: JSON_HEADERS,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          body: JSON.stringify({ query: SEARCH, variables: { input: { ...input, seed: ++seed } } }),
        }),
        onResponse: (status: number, body: string) => void failures.check(status, body, true),
      },
    ],
  };
}

function pageScenario(name: string, paths: string[], failures: Failures): Scenario {
  let sent = 0;
  return {
    name,
    method: 'GET',
    path: paths[0]!,
    headers: process.env.BENCH_ACCEPT_ENCODING
      ? { ...VERIFIED_VISITOR, 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING }
      : VERIFIED_VISITOR,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[sent++ % paths.length]! }),
        onResponse: (status: number, body: string) => void failures.check(status, body, false),
      },
    ],
  };
}

/** The input, once checked to find something: a search that finds nothing would flatter the figures. */
async function findingInput<Input extends SearchInput>(url: string, input: Input): Promise<Input> {
  const { data } = await graphql(url, SEARCH, { input });
  if ((data.search as { total: number }).total === 0) throw new Error(`"${input.text}" finds nothing`);
  return input;
}

/**
 * Each row's scenario, built when the row comes (the cart of `current` is made then, so the rows
 * before it do not touch it). `urls` are the processes': the 3-line cart gets each line through the
 * next process, so every process reads a cart that others wrote.
 */
export async function hotPathScenarios(
  urls: string[],
): Promise<Record<RowName, (failures: Failures) => Promise<Scenario>>> {
  const url = urls[0]!;
  const listed = (await graphql(url, LISTED)).data.products as {
    items: { slug: string; variantId: string; inStock: boolean }[];
  };
  let orderable: Promise<string[]> | undefined;
  const variants = () => {
    orderable ??= orderableVariants(url, listed.items);
    return orderable;
  };
  return {
    add: async (failures) => addScenario(await variants(), failures),
    current: async (failures) => {
      const [first, ...rest] = (await variants()).slice(0, CART_LINES);
      const { cookie } = await graphql(url, ADD, { v: first });
      if (!cookie) throw new Error(`an add sets no ${ORDER_COOKIE} cookie`);
      for (const [index, variant] of rest.entries())
        await graphql(urls[(index + 1) % urls.length]!, ADD, { v: variant }, cookie);
      return currentScenario(cookie, failures);
    },
    search: async (failures) => searchScenario(await findingInput(url, SEARCH_INPUT), failures),
    word: async (failures) => searchScenario(await findingInput(url, WORD_INPUT), failures),
    words: async (failures) => searchScenario(await findingInput(url, WORDS_INPUT), failures),
    products: async (failures) => pageScenario('SSR GET /products', ['/products'], failures),
    product: async (failures) =>
      pageScenario(
        `SSR GET /products/:slug (${listed.items.length} slugs)`,
        listed.items.map((item) => `/products/${encodeURIComponent(item.slug)}`),
        failures,
      ),
  };
}
