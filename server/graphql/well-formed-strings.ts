import type { DocumentNode } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { ShopError } from '../platform/errors.ts';

/** A UTF-16 surrogate without its other half: not text, and `encodeURIComponent` throws on it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Where in `value` (a variables object) the first string that is not well-formed Unicode sits. */
export function illFormedPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = illFormedPath(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = illFormedPath(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Refuses, before any resolver runs, a request whose variables hold a lone surrogate: a coded
 * BAD_USER_INPUT naming the variable, where it was an INTERNAL error (a client URL built from it
 * threw) and an error-level log line (#15). In the query's own text GraphQL's parser refuses one.
 */
export async function refuseIllFormedStrings(
  _schema: unknown,
  _document: DocumentNode,
  _context: MercuriusContext,
  variables: Record<string, unknown> | undefined,
): Promise<void> {
  const path = illFormedPath(variables ?? {}, '');
  if (path !== null) throw new ShopError('VALIDATION', `Variable $${path} is not valid Unicode text`);
}
