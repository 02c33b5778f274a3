import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The public paths commerce answers itself: product and avatar images, the sandbox pay page, payment
 * provider webhooks (signed over their raw bytes) and the crawler files. A gateway deployed apart
 * passes them through unchanged, so shoppers, providers and crawlers keep one address.
 */
export const COMMERCE_PUBLIC_PATHS = [
  { methods: ['GET', 'HEAD'], url: '/images/*' },
  { methods: ['GET', 'POST'], url: '/sandbox/pay/*' },
  { methods: ['POST'], url: '/api/v2/payments/webhooks/*' },
  { methods: ['GET'], url: '/robots.txt' },
  { methods: ['GET'], url: '/sitemap.xml' },
] as const;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);
const PASSTHROUGH_TIMEOUT_MS = 10_000;

export const commercePassthrough: FastifyPluginAsync<{ commerceUrl: string }> = async (
  app,
  { commerceUrl },
) => {
  // bytes as they came: a webhook's signature covers the exact body
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    headers.set('x-request-id', request.id);
    headers.set('x-forwarded-host', request.headers.host ?? '');
    headers.set('x-forwarded-proto', request.protocol);
    const body = request.body as Buffer | undefined;
    const answer = await fetch(`${commerceUrl}${request.url}`, {
      method: request.method,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(PASSTHROUGH_TIMEOUT_MS),
      ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
    }).catch(() => null);
    if (!answer) {
      return reply.status(502).send({ code: 'UPSTREAM_UNAVAILABLE', error: 'commerce is not reachable' });
    }
    for (const [name, value] of answer.headers) {
      if (!HOP_BY_HOP.has(name) && name !== 'content-encoding') reply.header(name, value);
    }
    return reply.status(answer.status).send(Buffer.from(await answer.arrayBuffer()));
  };
  for (const { methods, url } of COMMERCE_PUBLIC_PATHS) {
    app.route({ method: [...methods], url, handler: forward });
  }
};
