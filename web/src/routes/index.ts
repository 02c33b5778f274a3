import type { LazyRoute } from '../routing/route.ts';
import { routePaths } from './paths.ts';

/**
 * Every screen with a URL, tried in order; a path none matches is the not-found page. Each screen
 * is its own chunk, fetched the first time its path is visited (on the server before rendering,
 * in the browser before hydrating or on navigation), so the first page loads only its own code.
 * `source` is the module's path in Vite's manifest, for the page's `<link rel="modulepreload">`.
 */
export const routes: readonly LazyRoute[] = [
  {
    id: 'products',
    match: routePaths.products,
    source: 'src/routes/products.tsx',
    screen: async () => (await import('./products.tsx')).productsRoute,
  },
  {
    id: 'product',
    match: routePaths.product,
    source: 'src/routes/product.tsx',
    screen: async () => (await import('./product.tsx')).productRoute,
  },
  {
    id: 'taxon',
    match: routePaths.taxon,
    source: 'src/routes/taxon.tsx',
    screen: async () => (await import('./taxon.tsx')).taxonRoute,
  },
  {
    id: 'home',
    match: routePaths.home,
    source: 'src/routes/home.tsx',
    screen: async () => (await import('./home.tsx')).homeRoute,
  },
  {
    id: 'brand',
    match: routePaths.brand,
    source: 'src/routes/brand.tsx',
    screen: async () => (await import('./brand.tsx')).brandRoute,
  },
  {
    id: 'login',
    match: routePaths.login,
    source: 'src/routes/login.tsx',
    screen: async () => (await import('./login.tsx')).loginRoute,
  },
  {
    id: 'account',
    match: routePaths.account,
    source: 'src/routes/account.tsx',
    screen: async () => (await import('./account.tsx')).accountRoute,
  },
  {
    id: 'confirm-email',
    match: routePaths.confirmEmail,
    source: 'src/routes/confirm-email.tsx',
    screen: async () => (await import('./confirm-email.tsx')).confirmEmailRoute,
  },
  {
    id: 'coupons',
    match: routePaths.coupons,
    source: 'src/routes/coupons.tsx',
    screen: async () => (await import('./coupons.tsx')).couponsRoute,
  },
  {
    id: 'points',
    match: routePaths.points,
    source: 'src/routes/points.tsx',
    screen: async () => (await import('./points.tsx')).pointsRoute,
  },
  {
    id: 'lucky-wheel',
    match: routePaths.luckyWheel,
    source: 'src/routes/lucky-wheel.tsx',
    screen: async () => (await import('./lucky-wheel.tsx')).luckyWheelRoute,
  },
  {
    id: 'cart',
    match: routePaths.cart,
    source: 'src/routes/cart.tsx',
    screen: async () => (await import('./cart.tsx')).cartRoute,
  },
  {
    id: 'compare',
    match: routePaths.compare,
    source: 'src/routes/compare.tsx',
    screen: async () => (await import('./compare.tsx')).compareRoute,
  },
  {
    id: 'order',
    match: routePaths.order,
    source: 'src/routes/order.tsx',
    screen: async () => (await import('./order.tsx')).orderRoute,
  },
  {
    id: 'orders',
    match: routePaths.orders,
    source: 'src/routes/orders.tsx',
    screen: async () => (await import('./orders.tsx')).ordersRoute,
  },
  {
    id: 'wallet',
    match: routePaths.wallet,
    source: 'src/routes/wallet.tsx',
    screen: async () => (await import('./wallet.tsx')).walletRoute,
  },
  {
    id: 'wishlist',
    match: routePaths.wishlist,
    source: 'src/routes/wishlist.tsx',
    screen: async () => (await import('./wishlist.tsx')).wishlistRoute,
  },
  {
    id: 'wishlist-shared',
    match: routePaths.wishlistShared,
    source: 'src/routes/wishlist-shared.tsx',
    screen: async () => (await import('./wishlist-shared.tsx')).wishlistSharedRoute,
  },
  {
    id: 'checkout',
    match: routePaths.checkout,
    source: 'src/routes/checkout.tsx',
    screen: async () => (await import('./checkout.tsx')).checkoutRoute,
  },
  {
    id: 'checkout-order',
    match: routePaths.checkoutOrder,
    source: 'src/routes/checkout-order.tsx',
    screen: async () => (await import('./checkout-order.tsx')).checkoutOrderRoute,
  },
  {
    id: 'news',
    match: routePaths.news,
    source: 'src/routes/news.tsx',
    screen: async () => (await import('./news.tsx')).newsRoute,
  },
  {
    id: 'article',
    match: routePaths.article,
    source: 'src/routes/article.tsx',
    screen: async () => (await import('./article.tsx')).articleRoute,
  },
  {
    id: 'my-articles',
    match: routePaths.myArticles,
    source: 'src/routes/my-articles.tsx',
    screen: async () => (await import('./my-articles.tsx')).myArticlesRoute,
  },
  {
    id: 'article-new',
    match: routePaths.articleNew,
    source: 'src/routes/article-write.tsx',
    screen: async () => (await import('./article-write.tsx')).articleNewRoute,
  },
  {
    id: 'article-edit',
    match: routePaths.articleEdit,
    source: 'src/routes/article-write.tsx',
    screen: async () => (await import('./article-write.tsx')).articleEditRoute,
  },
  {
    id: 'authors',
    match: routePaths.authors,
    source: 'src/routes/authors.tsx',
    screen: async () => (await import('./authors.tsx')).authorsRoute,
  },
  {
    id: 'author',
    match: routePaths.author,
    source: 'src/routes/author.tsx',
    screen: async () => (await import('./author.tsx')).authorRoute,
  },
  {
    id: 'contact',
    match: routePaths.contact,
    source: 'src/routes/contact.tsx',
    screen: async () => (await import('./contact.tsx')).contactRoute,
  },
  {
    id: 'bookmarks',
    match: routePaths.bookmarks,
    source: 'src/routes/bookmarks.tsx',
    screen: async () => (await import('./bookmarks.tsx')).bookmarksRoute,
  },
  {
    id: 'tickets',
    match: routePaths.tickets,
    source: 'src/account/tickets-page.tsx',
    screen: async () => (await import('../account/tickets-page.tsx')).ticketsRoute,
  },
  {
    id: 'licenses',
    match: routePaths.licenses,
    source: 'src/account/licenses-page.tsx',
    screen: async () => (await import('../account/licenses-page.tsx')).licensesRoute,
  },
  {
    id: 'newsletter',
    match: routePaths.newsletter,
    source: 'src/routes/newsletter.tsx',
    screen: async () => (await import('./newsletter.tsx')).newsletterRoute,
  },
  {
    id: 'brands',
    match: routePaths.brands,
    source: 'src/routes/brands.tsx',
    screen: async () => (await import('./brands.tsx')).brandsRoute,
  },
  {
    id: 'brand-products',
    match: routePaths.brandProducts,
    source: 'src/routes/brand-products.tsx',
    screen: async () => (await import('./brand-products.tsx')).brandProductsRoute,
  },
  {
    id: 'shop-page',
    match: routePaths.shopPage,
    source: 'src/routes/shop-page.tsx',
    screen: async () => (await import('./shop-page.tsx')).shopPageRoute,
  },
  {
    id: 'branches',
    match: routePaths.branches,
    source: 'src/routes/branches.tsx',
    screen: async () => (await import('./branches.tsx')).branchesRoute,
  },
  {
    id: 'hotel',
    match: routePaths.hotel,
    source: 'src/horeca/hotel-route.tsx',
    screen: async () => (await import('../horeca/hotel-route.tsx')).hotelRoute,
  },
  {
    id: 'hotel-room',
    match: routePaths.hotelRoom,
    source: 'src/horeca/room-route.tsx',
    screen: async () => (await import('../horeca/room-route.tsx')).roomRoute,
  },
  {
    id: 'promotions',
    match: routePaths.promotions,
    source: 'src/routes/promotions.tsx',
    screen: async () => (await import('./promotions.tsx')).promotionsRoute,
  },
  {
    id: 'promotion',
    match: routePaths.promotion,
    source: 'src/routes/promotion.tsx',
    screen: async () => (await import('./promotion.tsx')).promotionRoute,
  },
  {
    id: 'badge',
    match: routePaths.badge,
    source: 'src/routes/badge.tsx',
    screen: async () => (await import('./badge.tsx')).badgeRoute,
  },
  {
    id: 'vendor',
    match: routePaths.vendor,
    source: 'src/routes/vendor.tsx',
    screen: async () => (await import('./vendor.tsx')).vendorRoute,
  },
  // The back office (#18): staff only, each screen its own chunk, never fetched by a shopper's page.
  {
    id: 'back-office',
    match: routePaths.backOffice,
    source: 'src/routes/back-office.tsx',
    screen: async () => (await import('./back-office.tsx')).backOfficeRoute,
  },
  {
    id: 'back-office-order',
    match: routePaths.backOfficeOrder,
    source: 'src/routes/back-office-order.tsx',
    screen: async () => (await import('./back-office-order.tsx')).backOfficeOrderRoute,
  },
  {
    id: 'back-office-tickets',
    match: routePaths.backOfficeTickets,
    source: 'src/routes/back-office-tickets.tsx',
    screen: async () => (await import('./back-office-tickets.tsx')).backOfficeTicketsRoute,
  },
  {
    id: 'back-office-moderation',
    match: routePaths.backOfficeModeration,
    source: 'src/routes/back-office-moderation.tsx',
    screen: async () => (await import('./back-office-moderation.tsx')).backOfficeModerationRoute,
  },
  {
    id: 'back-office-roulette',
    match: routePaths.backOfficeRoulette,
    source: 'src/routes/back-office-roulette.tsx',
    screen: async () => (await import('./back-office-roulette.tsx')).backOfficeRouletteRoute,
  },
];
