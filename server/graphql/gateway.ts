import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ExecutionResult, type FormattedExecutionResult, GraphQLError } from 'graphql';
import mercurius, { type MercuriusContext } from 'mercurius';
import type { TaxonDto } from '../commerce/contract.ts';
import { ShopError } from '../platform/errors.ts';
import type { CommerceClient } from './clients/commerce-client.ts';
import type { SearchClient } from './clients/search-client.ts';
import { forCompiledExecution } from './compiled-queries.ts';
import type { GatewayContext } from './context.ts';
import { limitDocument } from './document-limits.ts';
import type { Resolvers } from './generated/resolvers.ts';
import { inProcessGraphql } from './in-process.ts';
import { sameOriginUpgrade } from './live-orders.ts';
import { requestLocale } from './locale.ts';
import { fieldAndAliasLimits, noIntrospection, oneSecretFieldPerRequest } from './request-limits.ts';
import { accountsResolvers } from './resolvers/accounts.ts';
import { analyticsResolvers } from './resolvers/analytics.ts';
import { backOfficeResolvers } from './resolvers/backoffice.ts';
import { catalogResolvers } from './resolvers/catalog.ts';
import { checkoutResolvers } from './resolvers/checkout.ts';
import { contentEditingResolvers } from './resolvers/content-editing.ts';
import { couponResolvers } from './resolvers/coupons.ts';
import { horecaResolvers } from './resolvers/horeca.ts';
import { lookBookResolvers } from './resolvers/lookbooks.ts';
import { moderationResolvers } from './resolvers/moderation.ts';
import { newsResolvers } from './resolvers/news.ts';
import { orderGoodsResolvers } from './resolvers/order-goods.ts';
import { orderUpdatesResolvers } from './resolvers/order-updates.ts';
import { ordersResolvers } from './resolvers/orders.ts';
import { paymentsResolvers } from './resolvers/payments.ts';
import { photoResolvers } from './resolvers/photos.ts';
import { prizeResolvers } from './resolvers/prizes.ts';
import { pushResolvers } from './resolvers/push.ts';
import { quoteResolvers } from './resolvers/quotes.ts';
import { rechargeResolvers } from './resolvers/recharges.ts';
import { reviewResolvers } from './resolvers/reviews.ts';
import { rouletteAdminResolvers } from './resolvers/roulette-admin.ts';
import { searchResolvers } from './resolvers/search.ts';
import { searchHistoryResolvers } from './resolvers/search-history.ts';
import { siteResolvers } from './resolvers/site.ts';
import { storefrontResolvers } from './resolvers/storefront.ts';
import { storefrontEditingResolvers } from './resolvers/storefront-editing.ts';
import { vendorReviewResolvers } from './resolvers/vendor-reviews.ts';
import { walletResolvers } from './resolvers/wallet.ts';
import { wishlistResolvers } from './resolvers/wishlists.ts';
import { refuseIllFormedStrings } from './well-formed-strings.ts';

const schemaDir = fileURLToPath(new URL('../../schema/', import.meta.url));

export function loadSchema(): string[] {
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort((a, b) => (a === 'site.graphql' ? -1 : b === 'site.graphql' ? 1 : a.localeCompare(b)))
    .map((file) => readFileSync(`${schemaDir}${file}`, 'utf8'));
}

/** `errors: { max: ['30000'] }` → `extensions.max: 30000`: the web shows the limit (spec §5 wallet). */
function limitExtensions(fields: Record<string, string[]> | undefined): Record<string, number> {
  const limits: Record<string, number> = {};
  for (const key of ['max', 'min'] as const) {
    const value = Number(fields?.[key]?.[0]);
    if (fields?.[key] && Number.isFinite(value)) limits[key] = value;
  }
  return limits;
}

/** One GraphQL error in the shop's terms: a coded ShopError keeps its message; anything else is hidden. */
export function formatGraphqlError(
  error: GraphQLError,
  log: FastifyRequest['log'],
  options: { hideSuggestions?: boolean } = {},
): GraphQLError {
  const original = error.originalError;
  if (original instanceof ShopError) {
    return new GraphQLError(original.message, {
      path: error.path,
      extensions: {
        code: original.graphqlCode,
        // the HTTP status the error stands for: the web's server-rendered pages answer with it
        status: original.statusCode,
        ...(original.fieldErrors ? { fields: original.fieldErrors } : {}),
        ...limitExtensions(original.fieldErrors),
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
  // Syntax and validation errors: their message is the useful part, but for its "Did you mean …?"
  // in production (variable coercion names enum values even where validation hides suggestions)
  const message = options.hideSuggestions
    ? error.message.replace(/ ?Did you mean [^?]*\?/g, '')
    : error.message;
  return new GraphQLError(message, {
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
  orderGoodsResolvers,
  checkoutResolvers,
  searchResolvers,
  searchHistoryResolvers,
  pushResolvers,
  analyticsResolvers,
  walletResolvers,
  couponResolvers,
  prizeResolvers,
  rouletteAdminResolvers,
  wishlistResolvers,
  reviewResolvers,
  vendorReviewResolvers,
  moderationResolvers,
  newsResolvers,
  backOfficeResolvers,
  paymentsResolvers,
  rechargeResolvers,
  orderUpdatesResolvers,
  storefrontResolvers,
  horecaResolvers,
  quoteResolvers,
  lookBookResolvers,
  storefrontEditingResolvers,
  photoResolvers,
  contentEditingResolvers,
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

/**
 * A subscription refused at subscribe time (someone else's order) is sent by Mercurius as it was
 * thrown, without the error formatter: coded here the same way, so the client sees ORDER_NOT_FOUND.
 */
function codedSubscribeErrors(resolvers: Resolvers): Resolvers {
  type Subscribe = (root: unknown, args: unknown, ctx: { app: FastifyInstance }, info: unknown) => unknown;
  const fields = Object.entries(resolvers.Subscription ?? {}).map(([field, resolver]) => {
    const { subscribe, ...rest } = resolver as unknown as { subscribe: Subscribe };
    const coded: Subscribe = async (root, args, ctx, info) => {
      try {
        return await subscribe(root, args, ctx, info);
      } catch (error) {
        const wrapped =
          error instanceof GraphQLError
            ? error
            : new GraphQLError((error as Error).message, { originalError: error as Error });
        throw formatGraphqlError(wrapped, ctx.app.log);
      }
    };
    return [field, { ...rest, subscribe: coded }];
  });
  return fields.length > 0 ? { ...resolvers, Subscription: Object.fromEntries(fields) } : resolvers;
}

/**
 * The gateway's answer to a GraphQL request that failed, whole or in part: its HTTP status and body.
 * Syntax, validation and body-parsing failures are the client's bug: their own 4xx (400; 405 for a
 * mutation over GET; 413 for a body over the limit; 415…) with their message. Resolver errors ride
 * in a 200 beside the data (GraphQL over HTTP, application/json).
 */
export function gatewayErrorFormatter(options: { hideSuggestions: boolean }) {
  return (
    execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>,
    context: Pick<MercuriusContext, 'app' | 'reply'>,
  ): { statusCode: number; response: FormattedExecutionResult } => {
    const log = context.reply?.log ?? context.app.log;
    let statusCode = 200;
    const errors = execution.errors.flatMap((error) => {
      const original = error.originalError as (Error & { errors?: unknown; statusCode?: number }) | undefined;
      const status = original?.statusCode;
      const clientStatus = typeof status === 'number' && status >= 400 && status < 500;
      if (original && !(original instanceof ShopError) && clientStatus) {
        statusCode = original.statusCode as number;
        if (Array.isArray(original.errors)) {
          return original.errors.map((inner: Error) =>
            inner instanceof GraphQLError ? inner : new GraphQLError(inner.message),
          );
        }
        const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
        return [new GraphQLError(original.message, { extensions: { code } })];
      }
      return [error];
    });
    return {
      statusCode,
      response: {
        data: execution.data ?? null,
        errors: errors.map((error) => formatGraphqlError(error, log, options).toJSON()),
      },
    };
  };
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
    /**
     * What HTTP requests and WebSocket subscriptions share; the reply is the transport's own. The
     * locale is the `x-shop-locale` of the headers the operation came with: the request's own, or for
     * an operation run in-process, those its page gave it (in-process.ts).
     */
    const sharedContext = (
      request: FastifyRequest,
      headers: Readonly<Record<string, unknown>> = request.headers,
    ): Omit<GatewayContext, 'reply'> => {
      let taxons: Promise<TaxonDto[]> | undefined;
      return {
        commerce,
        search,
        locale: requestLocale(
          headers['x-shop-locale'],
          (request as FastifyRequest & { cookies?: Record<string, string> }).cookies?.locale,
        ),
        taxons: () => {
          taxons ??= commerce.taxons();
          return taxons as Promise<TaxonDto[]>;
        },
      };
    };
    /** The context of an operation that came over HTTP: POST or GET /graphql, or a page's, in-process. */
    const httpContext = (
      request: FastifyRequest,
      reply: FastifyReply,
      headers?: Readonly<Record<string, unknown>>,
    ): GatewayContext => ({ reply, ...sharedContext(request, headers) });
    const errorFormatter = gatewayErrorFormatter({ hideSuggestions: !graphiql });
    await app.register(mercurius, {
      schema: loadSchema(),
      resolvers: codedSubscribeErrors(mergeResolvers(resolverModules)) as never,
      graphiql,
      // Compiled (graphql-jit) from a query's second call, once the preExecution hook below has mended
      // what compiled queries get wrong (compiled-queries.ts; gateway.test.ts "operation variables").
      jit: 1,
      queryDepth: 12,
      // Introspection off in production (the schema is not a map for attackers); batching stays off.
      validationRules: [
        oneSecretFieldPerRequest,
        fieldAndAliasLimits,
        ...(graphiql ? [] : [noIntrospection]),
      ],
      // "Did you mean …?" names fields and types: in production it would map the schema that
      // introspection keeps closed (#15)
      // (graphql 16.15's validate option; Mercurius' types know only maxErrors)
      graphql: { validateOptions: { maxErrors: 100, hideSuggestions: !graphiql } as { maxErrors: number } },
      allowBatchedQueries: false,
      // Live order status over WebSocket at /graphql (graphql-transport-ws, and the legacy graphql-ws).
      // Mercurius gives each operation `reply: { request }` (the upgrade request, with its cookies).
      subscription: {
        context: (_socket, request) => sharedContext(request),
        verifyClient: (info, next) => next(sameOriginUpgrade(info), 403, 'Cross-site WebSocket refused'),
        keepAlive: 30_000,
      },
      context: httpContext,
      errorFormatter,
    });
    app.graphql.addHook('preParsing', limitDocument);
    app.graphql.addHook('preExecution', refuseIllFormedStrings);
    app.graphql.addHook('preExecution', forCompiledExecution);
    app.decorate('graphqlInProcess', inProcessGraphql(app, { context: httpContext, errorFormatter }));
  },
  { name: 'graphql-gateway' },
);
