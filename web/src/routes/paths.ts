import { BRAND_HREF } from '../brand/links.ts';
import { parseSearch } from '../search/search-url.ts';

/** The coupons page's tabs (spec §8), in the URL as `?status=`; the first is the default. */
export const couponTabs = ['usable', 'used', 'expired'] as const;
export type CouponTab = (typeof couponTabs)[number];
const couponTabOf = (value: string | null): CouponTab => couponTabs.find((tab) => tab === value) ?? 'usable';

/**
 * Which paths each screen answers, apart from the screens themselves: the app bundle holds these
 * few lines, and a screen's code (its components, loader, queries) is fetched only when its path
 * is visited (routes/index.ts). Each route file uses its matcher here as its `match`.
 */
export const routePaths = {
  products: (pathname: string, search: URLSearchParams) =>
    /^\/products\/?$/.test(pathname) ? { state: parseSearch(search) } : null,
  product: (pathname: string) => {
    const slug = /^\/products\/([^/]+)\/?$/.exec(pathname)?.[1];
    return slug ? { slug } : null;
  },
  taxon: (pathname: string, search: URLSearchParams) => {
    const permalink = /^\/t\/(.+?)\/?$/.exec(pathname)?.[1];
    return permalink ? { permalink, state: parseSearch(search) } : null;
  },
  home: (pathname: string) => (pathname === '/' ? {} : null),
  brand: (pathname: string) => (pathname === BRAND_HREF || pathname === `${BRAND_HREF}/` ? {} : null),
  login: (pathname: string) => (/^\/login\/?$/.test(pathname) ? {} : null),
  account: (pathname: string) => (/^\/account\/?$/.test(pathname) ? {} : null),
  confirmEmail: (pathname: string) => (/^\/account\/confirm-email\/?$/.test(pathname) ? {} : null),
  coupons: (pathname: string, search: URLSearchParams) =>
    /^\/coupons\/?$/.test(pathname) ? { tab: couponTabOf(search.get('status')) } : null,
  points: (pathname: string) => (/^\/points\/?$/.test(pathname) ? {} : null),
  compare: (pathname: string) => (/^\/compare\/?$/.test(pathname) ? {} : null),
  cart: (pathname: string) => (/^\/cart\/?$/.test(pathname) ? {} : null),
  order: (pathname: string) => {
    const number = /^\/orders\/([A-Za-z0-9]{1,32})\/?$/.exec(pathname)?.[1];
    return number ? { number } : null;
  },
  wishlist: (pathname: string) => (/^\/wishlist\/?$/.test(pathname) ? {} : null),
  wishlistShared: (pathname: string) => {
    const token = /^\/wishlist\/shared\/([A-Za-z0-9_-]{1,200})\/?$/.exec(pathname)?.[1];
    return token ? { token } : null;
  },
  orders: (pathname: string) => (/^\/orders\/?$/.test(pathname) ? {} : null),
  wallet: (pathname: string) => (/^\/wallet\/?$/.test(pathname) ? {} : null),
  checkout: (pathname: string) => (/^\/checkout\/?$/.test(pathname) ? {} : null),
  backOffice: (pathname: string, search: URLSearchParams) => {
    if (!/^\/back-office\/?$/.test(pathname)) return null;
    const status = search.get('status');
    return { status: status && /^[a-zA-Z]{1,40}$/.test(status) ? status : null };
  },
  backOfficeOrder: (pathname: string) => {
    const number = /^\/back-office\/orders\/([A-Za-z0-9]{1,32})\/?$/.exec(pathname)?.[1];
    return number ? { number } : null;
  },
  backOfficeTickets: (pathname: string) => (/^\/back-office\/tickets\/?$/.test(pathname) ? {} : null),
  checkoutOrder: (pathname: string) => {
    const number = /^\/checkout\/([A-Za-z0-9]{1,32})\/?$/.exec(pathname)?.[1];
    return number ? { number } : null;
  },
};
