import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  browserExecutor,
  createExecute,
  GraphqlRequestError,
  INTERNAL,
  NETWORK,
} from '../../web/src/graphql/client.ts';
import {
  type AnalyticsEventInput,
  SiteDataDocument,
  TrackAnalyticsDocument,
} from '../../web/src/graphql/generated/graphql.ts';
import { toastStore } from '../../web/src/shell/toasts.ts';
import { freePort } from '../support/free-port.ts';

/**
 * The browser's executor (graphql-request) against a real HTTP server on this origin: what it
 * sends, and how each kind of answer the gateway can give reaches the views.
 */
interface Received {
  method: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

type Answer = { status: number; contentType?: string; body: string };

let server: Server;
let origin: string;
let received: Received[] = [];
let answer: Answer;

const json = (status: number, body: unknown): Answer => ({ status, body: JSON.stringify(body) });

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        headers: request.headers,
        body: JSON.parse(raw || '{}'),
      });
      response.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json' });
      response.end(answer.body);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The page's own origin, as in the browser: the executor posts to `/graphql` there.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/products`);
});

afterAll(async () => {
  server.close();
  await once(server, 'close');
});

beforeEach(() => {
  received = [];
  toastStore.trigger.clear();
});

const siteData = { menus: [] };

describe('the browser executor', () => {
  it('posts the document text and variables to /graphql with the shopper locale', async () => {
    answer = json(200, { data: { trackAnalytics: true } });
    const execute = createExecute(browserExecutor('ru'));
    const events: AnalyticsEventInput[] = [{ name: 'page_view', pagePath: '/products' }];
    await expect(execute(TrackAnalyticsDocument, { events })).resolves.toEqual({ trackAnalytics: true });

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.headers['x-shop-locale']).toBe('ru');
    expect(request?.headers['content-type']).toContain('application/json');
    // The codegen string itself: nothing parsed or printed on the way.
    expect(request?.body.query).toBe(TrackAnalyticsDocument.toString());
    expect(request?.body.variables).toEqual({ events });
  });

  it('returns data and errors together (errorPolicy all)', async () => {
    const errors = [{ message: 'Search is slow', extensions: { code: 'UPSTREAM_TIMEOUT' } }];
    answer = json(200, { data: { siteData }, errors });
    await expect(browserExecutor('mn')({ query: SiteDataDocument.toString() })).resolves.toEqual({
      data: { siteData },
      errors,
    });
  });

  it("keeps the gateway's error codes on a non-2xx answer", async () => {
    answer = json(400, { errors: [{ message: 'Too deep', extensions: { code: 'QUERY_TOO_COMPLEX' } }] });
    const failure = await createExecute(browserExecutor('en'))(SiteDataDocument, {}).catch((error) => error);
    expect(failure).toBeInstanceOf(GraphqlRequestError);
    expect((failure as GraphqlRequestError).code).toBe('QUERY_TOO_COMPLEX');
    expect((failure as GraphqlRequestError).message).toBe('Too deep');
    // the view translates the code; the shared handler stays out of it
    expect(toastStore.getSnapshot().context.toasts).toEqual([]);
  });

  it('reports a non-2xx answer without GraphQL errors (a proxy page) as NETWORK', async () => {
    answer = { status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' };
    const failure = await createExecute(browserExecutor('mn'))(SiteDataDocument, {}).catch((error) => error);
    expect((failure as GraphqlRequestError).code).toBe(NETWORK);
  });

  it("shows a non-GraphQL refusal's own text in a warning toast (spec §8) and marks it shown", async () => {
    answer = json(429, { error: 'Too many requests, slow down' });
    const failure = await createExecute(browserExecutor('mn'))(SiteDataDocument, {}).catch((error) => error);
    expect(failure).toMatchObject({ code: INTERNAL, message: 'Too many requests, slow down', shown: true });
    expect(toastStore.getSnapshot().context.toasts).toMatchObject([
      { kind: 'warning', text: 'Too many requests, slow down' },
    ]);
  });

  it('apologises in a warning toast for an error page, never showing its HTML', async () => {
    answer = { status: 503, contentType: 'text/html', body: '<h1>Down for maintenance</h1>' };
    const failure = await createExecute(browserExecutor('mn'))(SiteDataDocument, {}).catch((error) => error);
    expect(failure).toMatchObject({ code: NETWORK, shown: true });
    expect(toastStore.getSnapshot().context.toasts).toMatchObject([
      { kind: 'warning', messageId: 'error.INTERNAL' },
    ]);
  });

  it('reports an answer without data or errors as INTERNAL', async () => {
    answer = json(200, { data: null });
    const failure = await createExecute(browserExecutor('mn'))(SiteDataDocument, {}).catch((error) => error);
    expect((failure as GraphqlRequestError).code).toBe(INTERNAL);
  });

  it('reports an unreachable gateway as NETWORK', async () => {
    const closedPort = await freePort();
    const execute = createExecute(browserExecutor('mn', `http://127.0.0.1:${closedPort}/graphql`));
    const failure = await execute(SiteDataDocument, {}).catch((error) => error);
    expect((failure as GraphqlRequestError).code).toBe(NETWORK);
  });
});
