import type { FastifyPluginAsync } from 'fastify';
import type { Secrets } from '../config.ts';
import type { Clock } from '../platform/clock.ts';
import type { Database } from '../platform/db/index.ts';
import { restErrorHandler, restNotFoundHandler } from '../platform/http/errors.ts';
import { renditionRoutes } from '../platform/images/routes.ts';
import { avatarImageRoutes } from './accounts/avatar-http.ts';
import { accountRoutes } from './accounts/routes.ts';
import { searchHistoryRoutes } from './accounts/search-history.ts';
import type { AccountService } from './accounts/service.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { productImageRoutes } from './catalog/images.ts';
import { productPhotoStaffRoutes } from './catalog/photos/routes.ts';
import { productFactsRoutes } from './catalog/product-facts-routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { buildMissingSearchDocuments } from './catalog/search-documents.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { staffCancelRoutes } from './checkout/staff-cancel.ts';
import { articleImageRoutes } from './content/images.ts';
import { newsStaffRoutes } from './content/news-staff-routes.ts';
import { contentRoutes } from './content/routes.ts';
import { contentStaffRoutes } from './content/staff-routes.ts';
import { eTicketShopperRoutes } from './e-tickets/routes.ts';
import { commerceEventStore } from './event-store.ts';
import { horecaImageRoutes } from './horeca/images.ts';
import { horecaRoutes } from './horeca/routes.ts';
import { lookBookRoutes, lookBookStaffRoutes } from './lookbooks/routes.ts';
import { lookSceneRoutes } from './lookbooks/scene.ts';
import { oauth } from './oauth.ts';
import { licenseRoutes } from './orders/license-routes.ts';
import { orderUpdateStream } from './orders/order-updates-stream.ts';
import { orderRoutes } from './orders/routes.ts';
import {
  type PaymentsConfig,
  paymentDeps,
  paymentPublicRoutes,
  paymentRoutes,
  providerJobScheduler,
} from './payments/index.ts';
import { rouletteRoutes } from './prizes/roulette-routes.ts';
import { prizeShopperRoutes } from './prizes/routes.ts';
import { couponRoutes } from './promotions/routes.ts';
import { pushRoutes } from './push/routes.ts';
import { quoteRoutes, quoteStaffRoutes } from './quotes/routes.ts';
import { reviewImageRoutes } from './reviews/images.ts';
import { moderationStaffRoutes } from './reviews/moderation-routes.ts';
import { reviewRoutes, reviewStaffRoutes } from './reviews/routes.ts';
import { vendorReviewRoutes } from './reviews/vendor-routes.ts';
import { StaffAccounts } from './staff/accounts.ts';
import { backOfficeLoginRoutes, backOfficeRoutes } from './staff/back-office-routes.ts';
import { staffRoutes } from './staff/routes.ts';
import { stockReceivingRoutes } from './staff/stock-receiving.ts';
import { storefrontEditingRoutes } from './storefront/editing-routes.ts';
import { pageStaffRoutes } from './storefront/page-staff-routes.ts';
import { shopPagePlaceholders } from './storefront/placeholders.ts';
import { storefrontRoutes } from './storefront/routes.ts';
import { vatReceiptStaffRoutes } from './vat-receipts/staff-routes.ts';
import { walletRoutes } from './wallet/routes.ts';
import { wishlistRoutes } from './wishlists/routes.ts';

export interface CommerceOptions {
  db: Database;
  clock: Clock;
  secrets: Secrets;
  accounts: AccountService;
  /** Web Push: the VAPID public key browsers subscribe with. */
  push: { publicKey: string; allowedOrigins: readonly string[] };
  /** Payments (#5): the provider's settings, and where shoppers reach the shop (sandbox pay links). */
  payments: { config: PaymentsConfig; publicUrl: string };
  /** `RETURN_WINDOW_HOURS` (server/config.ts): returns within this many hours of delivery. */
  returnWindowHours?: number | undefined;
  /** Staff accounts (#18): production retires the static STAFF_TOKEN; staff sessions live this long. */
  staff?: { production: boolean; sessionTtlSeconds: number } | undefined;
}

/**
 * The commerce REST service: the shop's main API. Every `/api/v2` route needs a client-credentials
 * bearer token from `POST /oauth/token`; product images are public (browsers load them directly).
 */
export const commerceService: FastifyPluginAsync<CommerceOptions> = async (
  app,
  { db, clock, secrets, accounts, push, payments, returnWindowHours, staff: staffOptions },
) => {
  app.setErrorHandler(restErrorHandler);
  // before the search service (registered after commerce) reads them
  await buildMissingSearchDocuments(db);
  await app.register(oauth, { secrets, clock, accounts });
  await app.register(productImageRoutes, { db });
  await app.register(renditionRoutes, { db });
  await app.register(avatarImageRoutes, { avatars: accounts.avatars });
  await app.register(reviewImageRoutes, { db });
  await app.register(articleImageRoutes, { db });
  await app.register(horecaImageRoutes);
  await app.register(lookSceneRoutes, { db });
  const payment = paymentDeps({ db, clock, tokenSecret: secrets.tokenSecret, ...payments });
  // Provider webhooks and the sandbox pay page: reached without the client token (signed instead).
  await app.register(paymentPublicRoutes, { deps: payment });
  // Refunds, voided intents and lease applications: provider calls outside any transaction.
  await app.register(providerJobScheduler, { deps: payment, intervalMs: payments.config.jobsIntervalMs });
  // Staff API (/api/v2/admin, /api/back_office): behind a staff session (or, outside production,
  // the static staff token) instead of the client token; staffGuard finds sessions here.
  const staff = new StaffAccounts(
    db,
    clock,
    commerceEventStore(db),
    accounts,
    staffOptions?.sessionTtlSeconds ?? 12 * 3600,
    staffOptions?.production ?? false,
  );
  app.decorate('staffDirectory', staff);
  await app.register(backOfficeRoutes, { db, clock, staffToken: secrets.staffToken, staff });
  await app.register(stockReceivingRoutes, { db, clock, staffToken: secrets.staffToken });
  await app.register(staffRoutes, { db, clock, staffToken: secrets.staffToken });
  await app.register(staffCancelRoutes, { db, clock, staffToken: secrets.staffToken });
  await app.register(vatReceiptStaffRoutes, { db, clock, staffToken: secrets.staffToken });
  await app.register(reviewStaffRoutes, { db, clock, staffToken: secrets.staffToken });
  await app.register(moderationStaffRoutes, { db, clock, staffToken: secrets.staffToken });
  await app.register(contentStaffRoutes, {
    db,
    clock,
    outbox: accounts.outbox,
    staffToken: secrets.staffToken,
  });
  await app.register(newsStaffRoutes, {
    db,
    clock,
    store: commerceEventStore(db),
    staffToken: secrets.staffToken,
  });
  await app.register(pageStaffRoutes, {
    db,
    clock,
    store: commerceEventStore(db),
    staffToken: secrets.staffToken,
  });
  await app.register(storefrontEditingRoutes, {
    db,
    clock,
    store: commerceEventStore(db),
    staffToken: secrets.staffToken,
  });
  await app.register(rouletteRoutes, { db, clock, staffToken: secrets.staffToken });
  await app.register(quoteStaffRoutes, {
    publicUrl: payments.publicUrl,
    db,
    clock,
    outbox: accounts.outbox,
    staffToken: secrets.staffToken,
  });
  await app.register(lookBookStaffRoutes, {
    db,
    clock,
    store: commerceEventStore(db),
    staffToken: secrets.staffToken,
  });
  await app.register(productPhotoStaffRoutes, {
    db,
    clock,
    store: commerceEventStore(db),
    staffToken: secrets.staffToken,
  });

  await app.register(async (api) => {
    api.addHook('onRequest', api.requireToken);
    await api.register(catalogRoutes, { db });
    await api.register(orderRoutes, { db, clock, returnWindowHours });
    await api.register(orderUpdateStream, { db });
    await api.register(checkoutRoutes, { db, clock });
    await api.register(analyticsRoutes, { db, clock });
    await api.register(accountRoutes, { accounts });
    await api.register(backOfficeLoginRoutes, { staff });
    await api.register(eTicketShopperRoutes, { db });
    await api.register(licenseRoutes, { db });
    await api.register(horecaRoutes, { db, clock });
    await api.register(quoteRoutes, { db, clock });
    await api.register(productFactsRoutes, { db, clock });
    await api.register(pushRoutes, {
      db,
      clock,
      publicKey: push.publicKey,
      endpoints: { allowedOrigins: push.allowedOrigins },
    });
    await api.register(paymentRoutes, { deps: payment, recharge: payments.config.recharge });
    await api.register(walletRoutes, { db, clock, recharge: payments.config.recharge });
    await api.register(couponRoutes, { db, clock, accounts });
    await api.register(prizeShopperRoutes, { db, clock });
    await api.register(wishlistRoutes, { db, clock });
    await api.register(reviewRoutes, { db, clock });
    await api.register(vendorReviewRoutes, { db, clock });
    await api.register(searchHistoryRoutes, { db });
    await api.register(contentRoutes, { db, clock, outbox: accounts.outbox, publicUrl: payments.publicUrl });
    await api.register(storefrontRoutes, {
      db,
      clock,
      placeholders: shopPagePlaceholders(returnWindowHours),
    });
    await api.register(lookBookRoutes, { db, clock });
    // Unknown /api paths answer coded JSON, not the web app's HTML not-found page.
    api.all('/api/*', restNotFoundHandler);
  });
};
