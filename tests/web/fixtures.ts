import type { GraphqlExecutor, GraphqlRequest, GraphqlResponse } from '../../web/src/graphql/client.ts';
import type {
  ProductCardFieldsFragment,
  ProductPageFieldsFragment,
  ProductQuery,
  SearchQuery,
  SiteDataQuery,
  TaxonQuery,
} from '../../web/src/graphql/generated/graphql.ts';

export function card(
  index: number,
  overrides: Partial<ProductCardFieldsFragment> = {},
): ProductCardFieldsFragment {
  return {
    id: String(index),
    slug: `hp-ink-${index}`,
    name: `HP 652 хар хор №${index}`,
    image: `/images/products/${index}.jpg`,
    price: 45_000,
    sellingPrice: 45_000,
    salePercent: 0,
    brand: 'HP',
    inStock: true,
    averageRating: 0,
    totalReviews: 0,
    variantId: String(1000 + index),
    ...overrides,
  };
}

export function productPage(
  items: ProductCardFieldsFragment[],
  page = 1,
  perPage = 40,
): ProductPageFieldsFragment {
  return { items, total: 100, page, perPage, more: items.length >= perPage };
}

/** A `search` answer (product list, category and search pages), with facets. */
export function searchResult(
  items: ProductCardFieldsFragment[],
  page = 1,
  perPage = 40,
): SearchQuery['search'] {
  return {
    ...productPage(items, page, perPage),
    fuzzy: false,
    facets: {
      taxons: [{ level: 0, buckets: [{ value: 'printer-ink', label: 'Принтерийн хор', count: 100 }] }],
      brands: [
        { value: 'hp', label: 'HP', count: 60 },
        { value: 'canon', label: 'Canon', count: 40 },
      ],
      options: [{ type: 'color', buckets: [{ value: 'black', label: 'Хар', count: 30 }] }],
      price: { min: 1_000, max: 900_000 },
    },
  };
}

export const siteData: SiteDataQuery = {
  siteData: {
    menus: [{ title: 'Принтерийн хор', link: '/t/printer-ink', children: [] }],
    configs: { defaultLocale: 'mn', locales: ['mn', 'en'], productsPerPage: 40, features: ['compare'] },
    translation: [{ key: 'phone', value: '7700-1500' }],
  },
  shopPages: [{ slug: 'delivery', title: 'Хүргэлт' }],
};

export const product: ProductQuery['product'] = {
  id: '7',
  slug: 'canon-pg-445',
  name: 'Canon PG-445 хар бэх',
  description: 'Canon PIXMA принтерт зориулсан бэх.\n\n180 хуудас хэвлэнэ.',
  image: '/images/products/7.jpg',
  images: ['/images/products/7.jpg', '/images/products/7-back.jpg'],
  sku: 'PG-445',
  price: 62_000,
  sellingPrice: 52_700,
  salePercent: 15,
  saleStartAt: null,
  saleExpireAt: null,
  availableOn: null,
  totalOnHand: 12,
  inStock: true,
  averageRating: 0,
  totalReviews: 0,
  brand: { code: 'canon', name: 'Canon', logo: null },
  store: { code: 'main', name: 'Төв дэлгүүр' },
  taxon: {
    id: '3',
    permalink: 'printer-ink/canon',
    name: 'Canon бэх',
    breadcrumbs: [
      { link: '/t/printer-ink', title: 'Принтерийн хор' },
      { link: '/t/printer-ink/canon', title: 'Canon бэх' },
    ],
  },
  properties: [{ name: 'Өнгө', value: 'Хар' }],
  variants: [
    {
      id: '71',
      sku: 'PG-445',
      price: 62_000,
      sellingPrice: 52_700,
      image: null,
      images: [],
      inStock: true,
      optionValues: [{ type: 'volume', name: '8ml', presentation: '8 мл' }],
    },
    {
      id: '72',
      sku: 'PG-445XL',
      price: 98_000,
      sellingPrice: 98_000,
      image: null,
      images: [],
      inStock: false,
      optionValues: [{ type: 'volume', name: '15ml', presentation: '15 мл' }],
    },
  ],
  badges: [],
  packageContents: [],
  hasBranchStock: false,
  branchStock: null,
  nutrition: null,
  fitsPrinters: [],
  related: [],
  sameSeries: [],
  recommended: [],
};

export function taxon(items: ProductCardFieldsFragment[]): TaxonQuery {
  return {
    taxon: {
      id: '2',
      permalink: 'printer-ink',
      name: 'Принтерийн хор',
      depth: 1,
      breadcrumbs: [{ link: '/t/printer-ink', title: 'Принтерийн хор' }],
      children: [{ id: '3', permalink: 'printer-ink/canon', name: 'Canon бэх' }],
    },
    search: searchResult(items),
  };
}

export function notFound(message = 'Not found'): GraphqlResponse {
  return { errors: [{ message, extensions: { code: 'NOT_FOUND' } }] };
}

/** A refusal as the gateway sends it: its code, and the HTTP status it stands for when given. */
export function failure(code: string, status?: number): GraphqlResponse {
  return { errors: [{ message: code, extensions: { code, ...(status ? { status } : {}) } }] };
}

type Handler = (variables: Record<string, unknown>) => GraphqlResponse | Promise<GraphqlResponse>;

/**
 * A stand-in gateway: answers each operation (`products` for `query Products`) with `{ data }` or
 * `{ errors }` and records every request it got.
 */
export function fakeGateway(handlers: Record<string, Handler>) {
  const requests: { operation: string; variables: Record<string, unknown> }[] = [];
  const execute: GraphqlExecutor = async ({ query, variables = {} }: GraphqlRequest) => {
    const operation = /^\s*query\s+(\w+)/m.exec(query)?.[1] ?? '?';
    requests.push({ operation, variables });
    const handler = handlers[operation.charAt(0).toLowerCase() + operation.slice(1)];
    if (!handler) return failure('INTERNAL');
    return handler(variables);
  };
  return { execute, requests };
}
