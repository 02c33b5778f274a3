import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ExecutionResult, type FormattedExecutionResult, GraphQLError } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import type { GatewayContext } from './context.ts';

/** One operation as a client sends it in a POST /graphql body. */
export interface GraphqlOperation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/**
 * Runs `operation` in this process for the request `reply` answers (a server-rendered page), with
 * `headers` as the headers it would have been sent with (the page's locale): see inProcessGraphql.
 */
export type InProcessGraphql = (
  operation: GraphqlOperation,
  headers: Readonly<Record<string, unknown>>,
  reply: FastifyReply,
) => Promise<FormattedExecutionResult>;

declare module 'fastify' {
  interface FastifyInstance {
    graphqlInProcess: InProcessGraphql;
  }
}

/** An operation that names itself (in-process): compiled-queries.ts reads its name here, not the request's. */
export interface NamedOperationContext {
  operationName: string | undefined;
}

interface InProcessOptions {
  /** The context builder of the /graphql route, the same function. */
  context(
    request: FastifyRequest,
    reply: FastifyReply,
    headers: Readonly<Record<string, unknown>>,
  ): GatewayContext;
  /** The route's error formatter, the same function. */
  errorFormatter(
    execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>,
    context: Pick<MercuriusContext, 'app' | 'reply'>,
  ): { response: FormattedExecutionResult };
}

/** What Mercurius' route does with a thrown error before its formatter (toGraphQLError, mercurius/lib/errors). */
const asGraphqlError = (error: unknown): GraphQLError =>
  error instanceof GraphQLError
    ? error
    : new GraphQLError((error as Error).message, { originalError: error as Error });

/**
 * A server-rendered page's GraphQL without a second HTTP request through the app (#20). Each page
 * ran its 1–3 operations as `app.inject(POST /graphql)`: a whole request through light-my-request
 * and every hook, a body serialised and parsed twice, for an operation the server wrote itself.
 *
 * Here Mercurius runs it directly (`app.graphql`), so what the route gives an operation is kept:
 * - the context comes from the route's own builder, with the page's request and reply: the same
 *   cookies (session, order token, staff session), the locale of the page's `x-shop-locale`, the
 *   page's logger and request id. One session lookup serves the page's operations (session.ts keys
 *   it by request), where each injected request looked the session up again. A cookie a resolver
 *   writes goes out with the page, where the injected answer dropped it: a page read (no mutation)
 *   writes one only to clear a dead session, which /graphql clears the same way;
 * - Mercurius' parsing, validation (field, alias, depth and secret-field limits, no introspection
 *   in production), the document limits and preExecution hooks, compiled queries, the same caches;
 * - errors in the route's shape: execution errors through its formatter, as Mercurius formats them;
 *   a document refused before execution as the route's error handler formats it;
 * - the page's GET refuses a mutation (405), as GET /graphql does: a page only reads.
 * What the hop added that a page's operation does not need: the body limit and JSON schema of the
 * route (the body is the server's own, not a shopper's), the CSRF hook (it guards cookie-carrying
 * POSTs from other sites; this operation comes from no site) and the security headers of an answer
 * nobody receives. The page's request already passed the hooks every request passes.
 *
 * Variables go through JSON as they would over HTTP: a variable left `undefined` is absent (its
 * default applies), not null. The result is not: its objects are GraphQL's own (null prototypes),
 * which the page reads and serialises like any other.
 */
export function inProcessGraphql(
  app: FastifyInstance,
  { context: contextOf, errorFormatter }: InProcessOptions,
): InProcessGraphql {
  return async ({ query, variables, operationName }, headers, reply) => {
    const named: NamedOperationContext = { operationName };
    const context = Object.assign(contextOf(reply.request, reply, headers), { app }, named);
    const status = reply.statusCode;
    try {
      const sent =
        variables === undefined ? undefined : (JSON.parse(JSON.stringify(variables)) as typeof variables);
      return (await app.graphql(query, context, sent, operationName)) as FormattedExecutionResult;
    } catch (error) {
      return errorFormatter({ errors: [asGraphqlError(error)] }, context).response;
    } finally {
      // Mercurius gives the reply it was handed the status of the errors it formatted: this one is
      // the page's, whose status the page decides
      if (reply.statusCode !== status) reply.code(status);
    }
  };
}
