import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { ClientError, GraphQLClient } from 'graphql-request';
import { handleErrorResponse } from '../shell/error-handler.ts';

/** A GraphQL error as the gateway sends it: `extensions.code` is the shop's error code (spec §8). */
export interface GraphqlErrorShape {
  message: string;
  /** `code` to translate (`error.<code>`); `status`, the HTTP status it stands for (a page answers with it). */
  extensions?: { code?: string; status?: number } & Record<string, unknown>;
}

export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown>;
}

export interface GraphqlResponse {
  data?: unknown;
  errors?: readonly GraphqlErrorShape[];
}

/**
 * Sends one GraphQL request. In the browser it goes to `/graphql` over HTTP; during SSR the server
 * injects one that runs the gateway in-process.
 */
export type GraphqlExecutor = (request: GraphqlRequest) => Promise<GraphqlResponse>;

/** A codegen document: the query text (`TypedDocumentString`), typed with its result and variables. */
export type TypedDocument<TData, TVariables> = DocumentTypeDecoration<TData, TVariables> & {
  toString(): string;
};

export type Execute = <TData, TVariables>(
  document: TypedDocument<TData, TVariables>,
  variables: TVariables,
) => Promise<TData>;

/** Codes the web app produces itself, beside the gateway's. */
export const NETWORK = 'NETWORK';
export const INTERNAL = 'INTERNAL';

/**
 * A failed request, carrying the first error's code so the view translates it (`error.<CODE>`).
 * `shown`: the shared error handler has already told the shopper (a toast), so a form need not repeat it.
 */
export class GraphqlRequestError extends Error {
  override name = 'GraphqlRequestError';
  constructor(
    readonly code: string,
    message: string,
    readonly errors: readonly GraphqlErrorShape[] = [],
    readonly shown = false,
  ) {
    super(message);
  }

  /** The spec's shared handler joins several messages with commas (§8). */
  static from(errors: readonly GraphqlErrorShape[]): GraphqlRequestError {
    const coded = errors.find((error) => error.extensions?.code);
    return new GraphqlRequestError(
      coded?.extensions?.code ?? INTERNAL,
      errors.map((error) => error.message).join(', '),
      errors,
    );
  }

  /** The HTTP status the gateway gave the error; a failure to reach it is a bad gateway. */
  get status(): number {
    const status = this.errors.find((error) => error.extensions?.code)?.extensions?.status;
    if (typeof status === 'number') return status;
    return this.code === NETWORK ? 502 : 500;
  }
}

/** GraphQL errors as the gateway sends them: objects with a message (not `['text']` from elsewhere). */
export function isGraphqlErrors(value: unknown): value is GraphqlErrorShape[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((error) => error !== null && typeof error === 'object' && typeof error.message === 'string')
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * An HTTP failure whose body is not the gateway's GraphQL answer: a proxy's 502 page, a server's own
 * `{ "error": "…" }` refusal. The shared handler (spec §8) shows the body's text in a warning toast
 * (the apology when it has none, e.g. an HTML page); the error says it was shown.
 */
export function httpFailure(status: number, body: string): GraphqlRequestError {
  const text = handleErrorResponse(parseJson(body));
  // 5xx and no answer: the gateway is out of reach behind a proxy; a 4xx is a refusal of this request.
  const code = status >= 500 || status === 0 ? NETWORK : INTERNAL;
  return new GraphqlRequestError(code, text ?? `HTTP ${status}`, [], true);
}

/** The error code of anything thrown while loading: the gateway's, NETWORK, or INTERNAL. */
export function errorCode(error: unknown): string {
  return error instanceof GraphqlRequestError ? error.code : INTERNAL;
}

/** The HTTP status of anything thrown while loading (the gateway's, 502 unreachable, else 500). */
export function errorStatus(error: unknown): number {
  return error instanceof GraphqlRequestError ? error.status : 500;
}

/** Typed execution over any executor: documents are the codegen ones, never inline strings. */
export function createExecute(executor: GraphqlExecutor): Execute {
  return async <TData, TVariables>(document: TypedDocument<TData, TVariables>, variables: TVariables) => {
    const query = document.toString();
    let response: GraphqlResponse;
    try {
      response = await executor({ query, variables: (variables ?? {}) as Record<string, unknown> });
    } catch (error) {
      if (error instanceof GraphqlRequestError) throw error;
      throw new GraphqlRequestError(NETWORK, error instanceof Error ? error.message : String(error));
    }
    if (response.errors?.length) throw GraphqlRequestError.from(response.errors);
    if (response.data === undefined || response.data === null) {
      throw new GraphqlRequestError(INTERNAL, 'The response has no data');
    }
    return response.data as TData;
  };
}

/**
 * The browser's executor: graphql-request to `/graphql`, naming the shopper's locale. Documents are
 * already query strings (codegen's string mode) and the gateway needs no operation name, so
 * graphql-request is told not to parse them for one (`excludeOperationName`): the browser build
 * then leaves graphql's parser and printer out (web/vite.config.ts, graphqlRequestWithoutParser).
 */
export function browserExecutor(locale: string, endpoint = '/graphql'): GraphqlExecutor {
  const client = new GraphQLClient(new URL(endpoint, window.location.origin).href, {
    errorPolicy: 'all',
    excludeOperationName: true,
    headers: { 'x-shop-locale': locale },
  });
  return async ({ query, variables }) => {
    try {
      const response = await client.rawRequest(query, variables);
      return { data: response.data, errors: response.errors as GraphqlErrorShape[] | undefined };
    } catch (error) {
      if (!(error instanceof ClientError)) throw error;
      // A non-2xx answer that still carries GraphQL errors (the gateway's 4xx/5xx) keeps its codes.
      if (isGraphqlErrors(error.response.errors)) return { errors: error.response.errors };
      const { status, body } = error.response as { status: number; body?: unknown };
      throw httpFailure(status, typeof body === 'string' ? body : '');
    }
  };
}
