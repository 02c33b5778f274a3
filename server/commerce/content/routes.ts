import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import type { Outbox } from '../accounts/outbox.ts';
import { articleRoutes } from './article-routes.ts';
import { authorRoutes } from './author-routes.ts';
import { commentRoutes } from './comment-routes.ts';
import { newsletterRoutes } from './newsletter-routes.ts';

export interface ContentRoutesOptions {
  db: Database;
  clock: Clock;
  outbox: Outbox;
  /** Where the shopper opens the newsletter's confirm and unsubscribe links. */
  publicUrl: string;
}

/**
 * News, articles, comments, authors, bookmarks, newsletter and contact (#17, spec §7), one file per
 * concern. Reading is open to guests; writing needs the shopper the gateway names in
 * `x-shop-user-id`. News are written by staff only (staff-routes.ts).
 */
export const contentRoutes: FastifyPluginAsync<ContentRoutesOptions> = async (app, options) => {
  const { db, clock } = options;
  await app.register(articleRoutes, { db, clock });
  await app.register(commentRoutes, { db, clock });
  await app.register(authorRoutes, { db, clock });
  await app.register(newsletterRoutes, options);
};
