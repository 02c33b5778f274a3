import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: this route's answers go out without the security headers (GraphiQL). */
    securityHeaders?: false;
  }
}

/**
 * The shop's helmet options: a Content-Security-Policy that allows only the shop's own scripts. The
 * server-rendered page needs no inline script: its state travels in a `<script type="application/json">`
 * (data, which CSP does not run) and React's shell holds all content, so there is no streamed `$RC`
 * script either; Vite emits external module scripts only. React's `style={…}` props render as
 * style attributes, hence `style-src-attr 'unsafe-inline'` (attributes cannot run script).
 */
function helmetOptions(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only behind https: on plain-http development hosts it would break every asset.
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    // Browsers remember HSTS for a year: only announce it where https is really served.
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * Security headers on every answer, set by helmet's own middleware, built once. @fastify/helmet
 * (13.2) called `helmet(options)` for every request, parsing and validating the CSP directives and
 * every other header's options each time: 2.8 % of a server-rendered product page's CPU (#20). The
 * middleware helmet returns holds each header's value ready, so running it per request only sets
 * them, on the raw response in onRequest as @fastify/helmet did: the same headers, at the same
 * point, on pages, assets, GraphQL, 404s and errors alike (security-headers.test.ts).
 * GraphiQL (development only) loads from a CDN and is exempt.
 */
export const securityHeaders = fp<{ production: boolean }>(
  async (app, { production }) => {
    const setHeaders = helmet(helmetOptions(production));
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/graphiql')) return;
      route.config = { ...route.config, securityHeaders: false } as typeof route.config;
    });
    app.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.config.securityHeaders === false) return done();
      // helmet's middleware calls next synchronously, with an Error only
      setHeaders(request.raw, reply.raw, done as (error?: unknown) => void);
    });
  },
  { name: 'security-headers' },
);
