import {
  type DocumentNode,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  valueFromASTUntyped,
} from 'graphql';
import type { MercuriusContext } from 'mercurius';
import type { NamedOperationContext } from './in-process.ts';

/** The operation a request runs: the one named, or the document's only one. */
function operationOf(document: DocumentNode, name: unknown): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (typeof name === 'string' && name) return operations.find((operation) => operation.name?.value === name);
  return operations.length === 1 ? operations[0] : undefined;
}

/**
 * `operationName` of a POST body or a GET query string (Mercurius reads it from either); an
 * operation run in-process carries its own (in-process.ts): its request is a page's, whose query
 * string is the page's, not the operation's.
 */
function requestedOperationName(context: MercuriusContext): unknown {
  if (Object.hasOwn(context, 'operationName'))
    return (context as Partial<NamedOperationContext>).operationName;
  const request = (context as { reply?: { request?: { body?: unknown; query?: unknown } } }).reply?.request;
  const from = (value: unknown) =>
    value !== null && typeof value === 'object'
      ? (value as { operationName?: unknown }).operationName
      : undefined;
  return from(request?.body) ?? from(request?.query);
}

/**
 * Readies a request for Mercurius' compiled queries (graphql-jit: faster execution once a query has
 * been seen, #20), which get two things wrong that this hook mends before execution:
 *
 * - A compiled query loses the default of a non-null variable after its first call: `query
 *   ($p: Int! = 2)` then fails with "Variable $p of required type Int! was not provided". The
 *   defaults of the variables a request left out are filled in here, as a client would send them
 *   in JSON (the usual coercion applies; values given, `null` too, are left as sent).
 * - Mercurius keeps one compiled query per document text, whichever operation it was compiled for:
 *   in a document of several operations, the next request's `operationName` ran the first one's
 *   selection. Such a document is handed back as "modified", which Mercurius never compiles.
 *   The web app sends one operation per request; only hand-written clients send several.
 */
export function forCompiledExecution(
  _schema: GraphQLSchema,
  document: DocumentNode,
  context: MercuriusContext,
  variables: Record<string, unknown> | undefined,
): { document?: DocumentNode; variables?: Record<string, unknown> } | undefined {
  const operations = document.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  ).length;
  const operation = operationOf(document, requestedOperationName(context));
  const filled: Record<string, unknown> = { ...(variables ?? {}) };
  let changed = false;
  for (const definition of operation?.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (!definition.defaultValue || Object.hasOwn(filled, name)) continue;
    // a default that does not fit its type is still refused by validation, as before
    filled[name] = valueFromASTUntyped(definition.defaultValue);
    changed = true;
  }
  if (operations <= 1 && !changed) return undefined;
  return { ...(operations > 1 ? { document } : {}), ...(changed ? { variables: filled } : {}) };
}
