import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteOrderUpdates } from '../../../../server/graphql/clients/order-updates-stream.ts';

/** A stand-in for commerce's `GET /api/v2/order_updates`: each connection is handed to `serve`. */
async function streamServer(
  serve: (request: IncomingMessage, response: ServerResponse, nth: number) => void,
) {
  let connections = 0;
  const server: Server = createServer((request, response) => serve(request, response, ++connections));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const sse = (response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  return (event: string, data = '') => response.write(`event: ${event}\ndata: ${data}\n\n`);
};

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

function handlers() {
  return { updated: vi.fn(), resync: vi.fn(), failed: vi.fn() };
}

describe('RemoteOrderUpdates: commerce order updates over Server-Sent Events', () => {
  it('hands on updates, reopens a lost stream and asks for a resync only after a loss', async () => {
    const server = await streamServer((request, response, nth) => {
      expect(request.headers.authorization).toBe('Bearer t');
      const send = sse(response);
      send('ready');
      // split across writes: a chunk boundary inside an event must not lose it
      response.write('event: upd');
      response.write(`ated\ndata: R${nth}00\n\n`);
      if (nth === 1) setTimeout(() => response.destroy(), 20);
    });
    const on = handlers();
    const feed = new RemoteOrderUpdates(
      { baseUrl: server.url, authorization: async () => 'Bearer t', initialBackoffMs: 5 },
      on,
    );
    cleanup.push(server.close, () => feed.stop());
    await feed.start();
    expect(feed.listening).toBe(true);
    await vi.waitFor(() => expect(on.updated).toHaveBeenCalledWith('R200'));
    expect(on.updated.mock.calls).toEqual([['R100'], ['R200']]);
    expect(on.resync).toHaveBeenCalledTimes(1);
    expect(feed.listening).toBe(true);
  });

  it('takes a fresh token after a 401, and keeps retrying while commerce is down', async () => {
    const tokens: boolean[] = [];
    const server = await streamServer((request, response, nth) => {
      if (nth === 1) {
        response.writeHead(503).end();
        return;
      }
      if (request.headers.authorization !== 'Bearer fresh') {
        response.writeHead(401).end();
        return;
      }
      sse(response)('ready');
    });
    const on = handlers();
    const feed = new RemoteOrderUpdates(
      {
        baseUrl: server.url,
        authorization: async (fresh) => {
          tokens.push(fresh);
          return fresh ? 'Bearer fresh' : 'Bearer stale';
        },
        initialBackoffMs: 5,
      },
      on,
    );
    cleanup.push(server.close, () => feed.stop());
    // the first attempt fails: start() still returns, the feed keeps trying in the background
    await feed.start();
    expect(on.failed).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(feed.listening).toBe(true));
    expect(tokens).toEqual([false, false, true]);
    expect(server.connections()).toBe(3);
  });

  it('stops for good: no reconnection after stop()', async () => {
    const server = await streamServer((_request, response) => sse(response)('ready'));
    const feed = new RemoteOrderUpdates(
      { baseUrl: server.url, authorization: async () => 'Bearer t', initialBackoffMs: 5 },
      handlers(),
    );
    cleanup.push(server.close);
    await feed.start();
    await feed.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.connections()).toBe(1);
    expect(feed.listening).toBe(false);
  });
});
