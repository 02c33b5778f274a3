import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The header the web app sends with uploads (multipart is a "simple" content type a cross-site form
 * can send; a custom header cannot be sent cross-site without a CORS preflight, which this server
 * never grants).
 */
export const CSRF_HEADER = 'x-shop-request';

/** The paths whose POSTs ride on the session cookie. */
const COOKIE_AUTHENTICATED = /^\/(graphql|account\/|staff-uploads\/)/;

const mediaType = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ data: null, errors: [{ message, extensions: { code: 'CSRF_REFUSED' } }] });
}

/**
 * CSRF prevention for the cookie-authenticated gateway (ASVS 3.5). The session cookie is SameSite=Lax,
 * which already keeps it off cross-site POSTs in current browsers; this is the second lock, for
 * older browsers and same-site subdomains:
 * - `POST /graphql` must be `application/json`. HTML forms can only send urlencoded, multipart or
 *   text/plain, and a cross-site `fetch` with JSON needs a preflight that is never answered yes.
 *   (Mercurius alone would run a form-encoded mutation: @fastify/formbody parses those bodies for
 *   `/oauth/token`, and Mercurius reads `query` from any parsed body.)
 * - Mercurius already refuses mutations over GET (405), so a link or an `<img>` cannot change anything.
 *   Its own `csrfConfig` (off by default) checks content type or a header too; this hook is used
 *   instead because it also guards the upload route and runs before any body is parsed.
 * - Uploads (`/account/…`, and the back office's `/staff-uploads/…`, multipart) need the custom CSRF_HEADER.
 * - Any POST a browser marks `Sec-Fetch-Site: cross-site` is refused outright.
 */
export const csrfProtection = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'POST') return;
      const path = request.url.split('?')[0] ?? '';
      if (!COOKIE_AUTHENTICATED.test(path)) return;
      if (request.headers['sec-fetch-site'] === 'cross-site') {
        return refuse(reply, 403, 'Cross-site requests are refused');
      }
      if (path === '/graphql') {
        if (mediaType(request) !== 'application/json') {
          return refuse(reply, 415, 'POST /graphql takes Content-Type: application/json only');
        }
      } else if (request.headers[CSRF_HEADER] !== '1') {
        return refuse(reply, 403, `The ${CSRF_HEADER} header is required`);
      }
    });
  },
  { name: 'csrf-protection' },
);
