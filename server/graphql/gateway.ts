import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { GraphQLError } from 'graphql';
import mercurius from 'mercurius';
import type { TaxonDto } from '../catalog/types.ts';
import { type ErrorCode, ShopError } from '../errors.ts';
import type { CommerceClient } from './clients/commerce-client.ts';
import type { SearchClient } from './clients/search-client.ts';
import type { GatewayContext } from './context.ts';
import type { Resolvers } from './generated/resolvers.ts';
import { requestLocale } from './locale.ts';
import { noIntrospection, oneSecretFieldPerRequest } from './request-limits.ts';
import { accountsResolvers } from './resolvers/accounts.ts';
import { analyticsResolvers } from './resolvers/analytics.ts';
import { catalogResolvers } from './resolvers/catalog.ts';
import { ordersResolvers } from './resolvers/orders.ts';
import { pushResolvers } from './resolvers/push.ts';
import { searchResolvers } from './resolvers/search.ts';
import { siteResolvers } from './resolvers/site.ts';

const schemaDir = fileURLToPath(new URL('../../schema/', import.meta.url));

export function loadSchema(): string[] {
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort((a, b) => (a === 'site.graphql' ? -1 : b === 'site.graphql' ? 1 : a.localeCompare(b)))
    .map((file) => readFileSync(`${schemaDir}${file}`, 'utf8'));
}

/** ShopError code → GraphQL `extensions.code`, the names GraphQL clients already know. */
const graphqlCodes: Record<ErrorCode, string> = {
  UNAUTHORIZED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  VALIDATION: 'BAD_USER_INPUT',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  UPSTREAM_TIMEOUT: 'UPSTREAM_TIMEOUT',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
  WRONG_CREDENTIALS: 'WRONG_CREDENTIALS',
  CODE_INCORRECT: 'CODE_INCORRECT',
  CODE_EXPIRED: 'CODE_EXPIRED',
  LOCKED: 'LOCKED',
  PASSWORD_MISMATCH: 'PASSWORD_MISMATCH',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  LOGIN_REQUIRED: 'LOGIN_REQUIRED',
  ORDER_NOT_FOUND: 'ORDER_NOT_FOUND',
  LINE_ITEM_NOT_FOUND: 'LINE_ITEM_NOT_FOUND',
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  TEMPORARILY_UNAVAILABLE: 'TEMPORARILY_UNAVAILABLE',
  QUANTITY_NOT_ORDERABLE: 'QUANTITY_NOT_ORDERABLE',
  ORDER_TRANSITION_REFUSED: 'ORDER_TRANSITION_REFUSED',
};

/** One GraphQL error in the shop's terms: a coded ShopError keeps its message; anything else is hidden. */
export function formatGraphqlError(error: GraphQLError, log: FastifyRequest['log']): GraphQLError {
  const original = error.originalError;
  if (original instanceof ShopError) {
    return new GraphQLError(original.message, {
      path: error.path,
      extensions: {
        code: graphqlCodes[original.shopCode],
        ...(original.fieldErrors ? { fields: original.fieldErrors } : {}),
      },
    });
  }
  if (original && !(original instanceof GraphQLError)) {
    log.error({ err: original }, 'resolver failed');
    return new GraphQLError('Something went wrong on our side', {
      path: error.path,
      extensions: { code: 'INTERNAL' },
    });
  }
  // Syntax and validation errors: their message is the useful part.
  return new GraphQLError(error.message, {
    ...(error.nodes ? { nodes: error.nodes } : {}),
    ...(error.path ? { path: error.path } : {}),
    extensions: { code: (error.extensions?.code as string | undefined) ?? 'GRAPHQL_VALIDATION_FAILED' },
  });
}

/** One module per domain; a new domain adds its resolvers here. */
const resolverModules: Resolvers[] = [
  siteResolvers,
  catalogResolvers,
  accountsResolvers,
  ordersResolvers,
  searchResolvers,
  pushResolvers,
  analyticsResolvers,
];

/** Domain modules → one resolver map; two modules resolving the same field is a bug, refused. */
export function mergeResolvers(modules: readonly Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const module of modules) {
    for (const [type, fields] of Object.entries(module)) {
      merged[type] ??= {};
      const target = merged[type];
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in target) throw new Error(`GraphQL resolver ${type}.${field} is defined twice`);
        target[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}

export interface GatewayOptions {
  commerce: CommerceClient;
  search: SearchClient;
  /** Serve GraphiQL at /graphiql (development only). */
  graphiql: boolean;
}

/** The GraphQL gateway: the only API the web app talks to. */
export const gateway = fp<GatewayOptions>(
  async (app, { commerce, search, graphiql }) => {
    await app.register(mercurius, {
      schema: loadSchema(),
      resolvers: mergeResolvers(resolverModules) as never,
      graphiql,
      // No graphql-jit: compiled queries drop the defaults of non-null variables (`$p: Int! = 2` fails
      // on the second call; tests/server/graphql/gateway.test.ts "operation variables").
      jit: 0,
      queryDepth: 12,
      // Introspection off in production (the schema is not a map for attackers); batching stays off.
      validationRules: [oneSecretFieldPerRequest, ...(graphiql ? [] : [noIntrospection])],
      allowBatchedQueries: false,
      context: (request, reply): GatewayContext => {
        let taxons: Promise<TaxonDto[]> | undefined;
        return {
          reply,
          commerce,
          search,
          locale: requestLocale(
            request.headers['x-shop-locale'],
            (request as FastifyRequest & { cookies?: Record<string, string> }).cookies?.locale,
          ),
          taxons: () => {
            taxons ??= commerce.taxons();
            return taxons as Promise<TaxonDto[]>;
          },
        };
      },
      errorFormatter: (execution, context) => {
        const log = context.reply?.log ?? context.app.log;
        let statusCode = 200;
        const errors = (execution.errors ?? []).flatMap((error) => {
          const original = error.originalError as
            | (Error & { errors?: unknown; statusCode?: number })
            | undefined;
          // Syntax, validation and body-parsing failures are the client's bug: 400 with their message.
          // Resolver errors ride in a 200 beside the data (GraphQL over HTTP, application/json).
          if (original && !(original instanceof ShopError) && original.statusCode === 400) {
            statusCode = 400;
            if (Array.isArray(original.errors)) {
              return original.errors.map((inner: Error) =>
                inner instanceof GraphQLError ? inner : new GraphQLError(inner.message),
              );
            }
            return [new GraphQLError(original.message, { extensions: { code: 'BAD_REQUEST' } })];
          }
          return [error];
        });
        return {
          statusCode,
          response: {
            data: execution.data ?? null,
            errors: errors.map((error) => formatGraphqlError(error, log).toJSON()),
          },
        };
      },
    });
  },
  { name: 'graphql-gateway' },
);
