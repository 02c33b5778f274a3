import type { FastifyInstance } from 'fastify';
import { fromErrorBody, ShopError } from '../../platform/errors.ts';

export interface ServiceRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** A body that is not JSON (an upload's multipart), passed through as bytes. */
  rawBody?: { contentType: string; data: Buffer };
  headers?: Record<string, string>;
}

/** Content type and bytes of a request's body: the raw one as given, else JSON. */
function encodedBody(request: ServiceRequest): { contentType: string; data: Buffer | string } | undefined {
  if (request.rawBody) return request.rawBody;
  return request.body === undefined
    ? undefined
    : { contentType: 'application/json', data: JSON.stringify(request.body) };
}

export interface ServiceResponse<Body = unknown> {
  status: number;
  body: Body;
}

/** How a client reaches its service: in-process (`inject`, the default) or over HTTP. */
export type Transport = (request: ServiceRequest, timeoutMs: number) => Promise<ServiceResponse>;

function pathWithQuery({ path, query }: ServiceRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { error: text.slice(0, 500) };
  }
}

/**
 * The same Fastify process, no socket: the boundary (routes, auth, validation, serialisation) is
 * real and costs ~0.1 ms. `app` is looked up lazily because the gateway is registered before the
 * root instance finishes booting.
 */
export function injectTransport(app: () => FastifyInstance): Transport {
  return async (request, timeoutMs) => {
    const body = encodedBody(request);
    const response = app().inject({
      method: request.method,
      url: pathWithQuery(request),
      headers: { ...request.headers, ...(body ? { 'content-type': body.contentType } : {}) },
      ...(body ? { payload: body.data } : {}),
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ShopError('UPSTREAM_TIMEOUT')), timeoutMs);
    });
    try {
      const result = await Promise.race([response, timeout]);
      return { status: result.statusCode, body: parse(result.body) };
    } finally {
      clearTimeout(timer);
    }
  };
}

/** A separately deployed service (`COMMERCE_URL`, `SEARCH_URL`). */
export function httpTransport(baseUrl: string): Transport {
  return async (request, timeoutMs) => {
    let response: Response;
    const body = encodedBody(request);
    try {
      response = await fetch(`${baseUrl}${pathWithQuery(request)}`, {
        method: request.method,
        headers: { ...request.headers, ...(body ? { 'content-type': body.contentType } : {}) },
        ...(body ? { body: typeof body.data === 'string' ? body.data : new Uint8Array(body.data) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') throw new ShopError('UPSTREAM_TIMEOUT');
      throw new ShopError('UPSTREAM_UNAVAILABLE', `Service at ${baseUrl} is unreachable`);
    }
    return { status: response.status, body: parse(await response.text()) };
  };
}

/** A 2xx body, or the service's coded error re-thrown as a ShopError. */
export function expectOk<Body>(response: ServiceResponse): Body {
  if (response.status >= 200 && response.status < 300) return response.body as Body;
  throw fromErrorBody(response.status, response.body);
}
