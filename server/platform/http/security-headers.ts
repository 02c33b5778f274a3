import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer (@fastify/helmet), with a Content-Security-Policy that allows
 * only the shop's own scripts. The server-rendered page needs no inline script: its state travels in
 * a `<script type="application/json">` (data, which CSP does not run) and React's shell holds all
 * content, so there is no streamed `$RC` script either; Vite emits external module scripts only.
 * React's `style={…}` props render as style attributes, hence `style-src-attr 'unsafe-inline'`
 * (attributes cannot run script). GraphiQL (development only) loads from a CDN and is exempt.
 */
export const securityHeaders = fp<{ production: boolean }>(
  async (app, { production }) => {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/graphiql')) return;
      route.config = { ...(route.config as object), helmet: { skipRoute: true } } as typeof route.config;
    });
    await app.register(fastifyHelmet, {
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
    });
  },
  { name: 'security-headers' },
);
