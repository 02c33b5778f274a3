/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment ProductCardFields on ProductCard {\n  id\n  slug\n  name\n  image\n  price\n  sellingPrice\n  salePercent\n  brand\n  inStock\n}\n\nfragment ProductPageFields on ProductPage {\n  items {\n    ...ProductCardFields\n  }\n  total\n  page\n  perPage\n  more\n}": typeof types.ProductCardFieldsFragmentDoc,
    "query Product($slug: String!) {\n  product(slug: $slug) {\n    id\n    slug\n    name\n    description\n    image\n    sku\n    price\n    sellingPrice\n    salePercent\n    saleExpireAt\n    totalOnHand\n    inStock\n    brand {\n      code\n      name\n      logo\n    }\n    store {\n      code\n      name\n    }\n    taxon {\n      id\n      permalink\n      name\n      breadcrumbs {\n        link\n        title\n      }\n    }\n    properties {\n      name\n      value\n    }\n    variants {\n      id\n      sku\n      price\n      sellingPrice\n      image\n      inStock\n      optionValues {\n        type\n        name\n        presentation\n      }\n    }\n    badges {\n      id\n      code\n      name\n      color\n    }\n  }\n}": typeof types.ProductDocument,
    "query Products($taxon: String, $page: Int, $perPage: Int) {\n  products(taxon: $taxon, page: $page, perPage: $perPage) {\n    ...ProductPageFields\n  }\n}": typeof types.ProductsDocument,
    "query SiteData {\n  siteData {\n    menus {\n      title\n      link\n      children {\n        title\n        link\n      }\n    }\n    configs {\n      defaultLocale\n      locales\n      productsPerPage\n    }\n  }\n}": typeof types.SiteDataDocument,
    "query Taxon($permalink: String!, $perPage: Int) {\n  taxon(permalink: $permalink) {\n    id\n    permalink\n    name\n    depth\n    breadcrumbs {\n      link\n      title\n    }\n    children {\n      id\n      permalink\n      name\n    }\n  }\n  products(taxon: $permalink, page: 1, perPage: $perPage) {\n    ...ProductPageFields\n  }\n}": typeof types.TaxonDocument,
};
const documents: Documents = {
    "fragment ProductCardFields on ProductCard {\n  id\n  slug\n  name\n  image\n  price\n  sellingPrice\n  salePercent\n  brand\n  inStock\n}\n\nfragment ProductPageFields on ProductPage {\n  items {\n    ...ProductCardFields\n  }\n  total\n  page\n  perPage\n  more\n}": types.ProductCardFieldsFragmentDoc,
    "query Product($slug: String!) {\n  product(slug: $slug) {\n    id\n    slug\n    name\n    description\n    image\n    sku\n    price\n    sellingPrice\n    salePercent\n    saleExpireAt\n    totalOnHand\n    inStock\n    brand {\n      code\n      name\n      logo\n    }\n    store {\n      code\n      name\n    }\n    taxon {\n      id\n      permalink\n      name\n      breadcrumbs {\n        link\n        title\n      }\n    }\n    properties {\n      name\n      value\n    }\n    variants {\n      id\n      sku\n      price\n      sellingPrice\n      image\n      inStock\n      optionValues {\n        type\n        name\n        presentation\n      }\n    }\n    badges {\n      id\n      code\n      name\n      color\n    }\n  }\n}": types.ProductDocument,
    "query Products($taxon: String, $page: Int, $perPage: Int) {\n  products(taxon: $taxon, page: $page, perPage: $perPage) {\n    ...ProductPageFields\n  }\n}": types.ProductsDocument,
    "query SiteData {\n  siteData {\n    menus {\n      title\n      link\n      children {\n        title\n        link\n      }\n    }\n    configs {\n      defaultLocale\n      locales\n      productsPerPage\n    }\n  }\n}": types.SiteDataDocument,
    "query Taxon($permalink: String!, $perPage: Int) {\n  taxon(permalink: $permalink) {\n    id\n    permalink\n    name\n    depth\n    breadcrumbs {\n      link\n      title\n    }\n    children {\n      id\n      permalink\n      name\n    }\n  }\n  products(taxon: $permalink, page: 1, perPage: $perPage) {\n    ...ProductPageFields\n  }\n}": types.TaxonDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductCardFields on ProductCard {\n  id\n  slug\n  name\n  image\n  price\n  sellingPrice\n  salePercent\n  brand\n  inStock\n}\n\nfragment ProductPageFields on ProductPage {\n  items {\n    ...ProductCardFields\n  }\n  total\n  page\n  perPage\n  more\n}"): (typeof documents)["fragment ProductCardFields on ProductCard {\n  id\n  slug\n  name\n  image\n  price\n  sellingPrice\n  salePercent\n  brand\n  inStock\n}\n\nfragment ProductPageFields on ProductPage {\n  items {\n    ...ProductCardFields\n  }\n  total\n  page\n  perPage\n  more\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Product($slug: String!) {\n  product(slug: $slug) {\n    id\n    slug\n    name\n    description\n    image\n    sku\n    price\n    sellingPrice\n    salePercent\n    saleExpireAt\n    totalOnHand\n    inStock\n    brand {\n      code\n      name\n      logo\n    }\n    store {\n      code\n      name\n    }\n    taxon {\n      id\n      permalink\n      name\n      breadcrumbs {\n        link\n        title\n      }\n    }\n    properties {\n      name\n      value\n    }\n    variants {\n      id\n      sku\n      price\n      sellingPrice\n      image\n      inStock\n      optionValues {\n        type\n        name\n        presentation\n      }\n    }\n    badges {\n      id\n      code\n      name\n      color\n    }\n  }\n}"): (typeof documents)["query Product($slug: String!) {\n  product(slug: $slug) {\n    id\n    slug\n    name\n    description\n    image\n    sku\n    price\n    sellingPrice\n    salePercent\n    saleExpireAt\n    totalOnHand\n    inStock\n    brand {\n      code\n      name\n      logo\n    }\n    store {\n      code\n      name\n    }\n    taxon {\n      id\n      permalink\n      name\n      breadcrumbs {\n        link\n        title\n      }\n    }\n    properties {\n      name\n      value\n    }\n    variants {\n      id\n      sku\n      price\n      sellingPrice\n      image\n      inStock\n      optionValues {\n        type\n        name\n        presentation\n      }\n    }\n    badges {\n      id\n      code\n      name\n      color\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Products($taxon: String, $page: Int, $perPage: Int) {\n  products(taxon: $taxon, page: $page, perPage: $perPage) {\n    ...ProductPageFields\n  }\n}"): (typeof documents)["query Products($taxon: String, $page: Int, $perPage: Int) {\n  products(taxon: $taxon, page: $page, perPage: $perPage) {\n    ...ProductPageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteData {\n  siteData {\n    menus {\n      title\n      link\n      children {\n        title\n        link\n      }\n    }\n    configs {\n      defaultLocale\n      locales\n      productsPerPage\n    }\n  }\n}"): (typeof documents)["query SiteData {\n  siteData {\n    menus {\n      title\n      link\n      children {\n        title\n        link\n      }\n    }\n    configs {\n      defaultLocale\n      locales\n      productsPerPage\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Taxon($permalink: String!, $perPage: Int) {\n  taxon(permalink: $permalink) {\n    id\n    permalink\n    name\n    depth\n    breadcrumbs {\n      link\n      title\n    }\n    children {\n      id\n      permalink\n      name\n    }\n  }\n  products(taxon: $permalink, page: 1, perPage: $perPage) {\n    ...ProductPageFields\n  }\n}"): (typeof documents)["query Taxon($permalink: String!, $perPage: Int) {\n  taxon(permalink: $permalink) {\n    id\n    permalink\n    name\n    depth\n    breadcrumbs {\n      link\n      title\n    }\n    children {\n      id\n      permalink\n      name\n    }\n  }\n  products(taxon: $permalink, page: 1, perPage: $perPage) {\n    ...ProductPageFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;