/**
 * Stands in for `graphql` where graphql-request's `analyzeDocument` imports it, in the browser build
 * only (web/vite.config.ts). The browser's executor hands graphql-request query strings (codegen's
 * string mode) with `excludeOperationName`, so it never parses or prints: the real `parse` and
 * `print` would be ~13 kB gzip of every page's first JavaScript, unused. Should a DocumentNode
 * ever reach it, `print` fails the request loudly here; a `parse` failure graphql-request itself
 * swallows (it only wanted the operation name, which the gateway does not need).
 */
const leftOut = (name: string) =>
  new Error(
    `graphql's ${name} is left out of the browser build: pass graphql-request query strings with excludeOperationName`,
  );

export function parse(): never {
  throw leftOut('parse');
}

export function print(): never {
  throw leftOut('print');
}
