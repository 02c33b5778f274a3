import { rm } from 'node:fs/promises';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseApp } from '../../../../server/gateway-app.ts';
import { webAppPlugin } from '../../../../server/pages/ssr.ts';
import { sourceDist } from '../../../support/source-dist.ts';

/**
 * The security headers (server/platform/http/security-headers.ts) on every kind of answer the
 * shop gives: a server-rendered page (streamed, compressed), a built asset (precompressed file),
 * GraphQL, an API 404, a refusal from an earlier hook, an error. Each must carry the same set, the
 * one helmet builds from the shop's options; GraphiQL alone (development) carries none.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

const DEVELOPMENT = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const PRODUCTION = {
  ...DEVELOPMENT,
  'content-security-policy': `${CSP};upgrade-insecure-requests`,
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

const NAMES = Object.keys(PRODUCTION);
const securityHeadersOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(NAMES.filter((name) => name in headers).map((name) => [name, headers[name]]));

let distDir: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  distDir = await sourceDist({
    clientFiles: {
      'assets/index-abc123.js': 'console.log("app")',
      'assets/index-abc123.js.br': brotliCompressSync('console.log("app")'),
    },
  });
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await rm(distDir, { recursive: true, force: true });
});

/** The base every role starts from, with GraphQL (and GraphiQL) and the web app on it. */
async function shopApp(production: boolean): Promise<FastifyInstance> {
  const app = await baseApp({ production, trustProxy: false }, false);
  apps.push(app);
  await app.register(mercurius, { schema: 'type Query { hello: String }', graphiql: true });
  await app.register(webAppPlugin, {
    distDir,
    // every page's data is missing: each page renders as the not-found page
    execute: async () => ({ errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] }),
  });
  app.get('/broken', async () => {
    throw new Error('broken');
  });
  await app.ready();
  return app;
}

/** One request of every kind; each answer's status, to be sure it is the kind meant. */
async function everyKindOfAnswer(app: FastifyInstance) {
  const answers = {
    page: await app.inject({ url: '/products/none', headers: { 'accept-encoding': 'br' } }),
    asset: await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } }),
    graphql: await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ hello }' } }),
    apiNotFound: await app.inject({ url: '/api/none' }),
    csrfRefusal: await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: 'query=%7B%20hello%20%7D',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    error: await app.inject({ url: '/broken' }),
  };
  expect(
    Object.fromEntries(Object.entries(answers).map(([kind, answer]) => [kind, answer.statusCode])),
  ).toEqual({ page: 404, asset: 200, graphql: 200, apiNotFound: 404, csrfRefusal: 415, error: 500 });
  expect(answers.page.headers['content-encoding']).toBe('br');
  expect(answers.asset.headers['content-encoding']).toBe('br');
  return answers;
}

describe('security headers', () => {
  it('are the same on every answer: page, asset, GraphQL, 404, refusal, error', async () => {
    const app = await shopApp(false);
    for (const [kind, answer] of Object.entries(await everyKindOfAnswer(app))) {
      expect(securityHeadersOf(answer.headers), kind).toEqual(DEVELOPMENT);
    }
  });

  it('in production add HSTS and upgrade-insecure-requests, on every answer alike', async () => {
    const app = await shopApp(true);
    for (const [kind, answer] of Object.entries(await everyKindOfAnswer(app))) {
      expect(securityHeadersOf(answer.headers), kind).toEqual(PRODUCTION);
    }
  });

  it('leave GraphiQL (development only) alone: it loads from a CDN', async () => {
    const app = await shopApp(false);
    const graphiql = await app.inject({ url: '/graphiql' });
    expect(graphiql.statusCode).toBe(200);
    expect(securityHeadersOf(graphiql.headers)).toEqual({});
    // the next answer elsewhere has them all again
    const again = await app.inject({ url: '/graphql', method: 'POST', payload: { query: '{ hello }' } });
    expect(securityHeadersOf(again.headers)).toEqual(DEVELOPMENT);
  });
});
