import { connect } from 'node:net';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { trackRequests } from '../../../../server/platform/http/drain.ts';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server whose handlers record when their work (standing in for database queries) ends. */
async function server() {
  const app = Fastify();
  apps.push(app);
  const events: string[] = [];
  const requests = trackRequests(app);
  app.get('/slow', async () => {
    await sleep(300);
    events.push('slow work done');
    return { ok: true };
  });
  app.get('/inner', async () => {
    await sleep(200);
    events.push('inner work done');
    return 'inner';
  });
  app.post('/slow', async () => {
    await sleep(300);
    events.push('slow post done');
    return { ok: true };
  });
  app.get('/stream', async () => {
    // a streaming render: chunks keep coming, each needing an in-process call, after onSend
    return Readable.from(
      (async function* () {
        for (let chunk = 0; chunk < 3; chunk++) {
          await app.inject('/inner');
          yield `chunk ${chunk}\n`;
        }
        events.push('stream done');
      })(),
    );
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, events, requests };
}

describe('draining before the database closes', () => {
  it('waits for the work of a request whose client has left', async () => {
    const { url, events, requests } = await server();
    const client = new AbortController();
    const request = fetch(`${url}/slow`, { signal: client.signal }).catch(() => 'left');
    await sleep(50);
    client.abort();
    expect(await request).toBe('left');
    await sleep(20);
    expect(requests.inFlight).toBe(1);
    await requests.drain();
    events.push('drained');
    expect(events).toEqual(['slow work done', 'drained']);
    expect(requests.inFlight).toBe(0);
  });

  it('waits for a streamed answer to end, with the in-process calls it makes, even if the client left', async () => {
    const { url, events, requests } = await server();
    const client = new AbortController();
    const response = await fetch(`${url}/stream`, { signal: client.signal });
    expect(response.status).toBe(200);
    client.abort();
    await requests.drain();
    events.push('drained');
    expect(events.at(-1)).toBe('drained');
    expect(events.filter((event) => event === 'inner work done').length).toBeGreaterThanOrEqual(1);
    expect(events.indexOf('drained')).toBeGreaterThan(events.lastIndexOf('inner work done'));
  });

  it('resolves at once when nothing is in flight, and counts in-process calls', async () => {
    const { app, requests } = await server();
    const inner = app.inject('/inner');
    await sleep(10);
    expect(requests.inFlight).toBe(1);
    await inner;
    expect(requests.inFlight).toBe(0);
    await requests.drain();
  });

  it('counts a request done when its client closed the connection while it was worked on', async () => {
    // a load generator stopping (autocannon): the whole request was sent, then the socket closed;
    // Fastify saw no abort and, with nobody to write to, no response: the count stayed up for good
    // and every shutdown waited out its grace time
    const { url, events, requests } = await server();
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname);
    const body = '{"a":1}';
    socket.write(
      `POST /slow HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
    );
    await sleep(50);
    expect(requests.inFlight).toBe(1);
    socket.destroy();
    await expect.poll(() => events).toContain('slow post done');
    await expect.poll(() => requests.inFlight, { timeout: 2_000 }).toBe(0);
    await requests.drain();
  });
});
