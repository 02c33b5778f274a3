import { BRAND_HREF } from '../brand/links.ts';
import { parseSearch } from '../search/search-url.ts';

/** The coupons page's tabs (spec §8), in the URL as `?status=`; the first is the default. */
export const couponTabs = ['usable', 'used', 'expired'] as const;
export type CouponTab = (typeof couponTabs)[number];
const couponTabOf = (value: string | null): CouponTab => couponTabs.find((tab) => tab === value) ?? 'usable';

/** The lucky wheel page's tabs (`?wheel=jackpot`); the first is the default. */
export type WheelTab = 'lucky' | 'jackpot';

/** The news and article lists' URL state: which list, a search (`?q=`, news search) or a tag. */
export interface NewsListParams {
  kind: 'news' | 'article';
  q?: string | undefined;
  tag?: string | undefined;
}
export interface ArticleParams {
  kind: 'news' | 'article';
  id: string;
}
export type NewsletterAction = 'confirm' | 'unsubscribe';

/** The product page's chosen variant in its address (`/products/<slug>?variant=<id>`). */
export const VARIANT_PARAM = 'variant';

const textParam = (search: URLSearchParams, name: string) =>
  search.get(name)?.trim().slice(0, 200) || undefined;

/**
 * Which paths each screen answers, apart from the screens themselves: the app bundle holds these
 * few lines, and a screen's code (its components, loader, queries) is fetched only when its path
 * is visited (routes/index.ts). Each route file uses its matcher here as its `match`.
 */
export const routePaths = {
  products: (pathname: string, search: URLSearchParams) =>
    /^\/products\/?$/.test(pathname) ? { state: parseSearch(search) } : null,
  /** `?variant=<id>`: the colour or size chosen, kept in the address for a reload or a shared link. */
  product: (pathname: string, search: URLSearchParams) => {
    const slug = /^\/products\/([^/]+)\/?$/.exec(pathname)?.[1];
    return slug ? { slug, variant: search.get(VARIANT_PARAM) ?? undefined } : null;
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
  luckyWheel: (pathname: string, search: URLSearchParams) =>
    /^\/lucky-wheel\/?$/.test(pathname)
      ? { tab: (search.get('wheel') === 'jackpot' ? 'jackpot' : 'lucky') as WheelTab }
      : null,
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
  news: (pathname: string, search: URLSearchParams): NewsListParams | null => {
    const list = /^\/(news|articles)\/?$/.exec(pathname)?.[1];
    if (!list) return null;
    return {
      kind: list === 'news' ? 'news' : 'article',
      q: textParam(search, 'q'),
      tag: textParam(search, 'tag'),
    };
  },
  article: (pathname: string): ArticleParams | null => {
    const match = /^\/(news|articles)\/([1-9][0-9]{0,9})\/?$/.exec(pathname);
    return match ? { kind: match[1] === 'news' ? 'news' : 'article', id: match[2] as string } : null;
  },
  authors: (pathname: string) => (/^\/authors\/?$/.test(pathname) ? {} : null),
  author: (pathname: string) => {
    const id = /^\/authors\/([1-9][0-9]{0,9})\/?$/.exec(pathname)?.[1];
    return id ? { id } : null;
  },
  contact: (pathname: string) => (/^\/contact\/?$/.test(pathname) ? {} : null),
  myArticles: (pathname: string) => (/^\/account\/articles\/?$/.test(pathname) ? {} : null),
  articleNew: (pathname: string) => (/^\/articles\/new\/?$/.test(pathname) ? {} : null),
  articleEdit: (pathname: string) => {
    const id = /^\/articles\/([1-9][0-9]{0,9})\/edit\/?$/.exec(pathname)?.[1];
    return id ? { id } : null;
  },
  bookmarks: (pathname: string) => (/^\/account\/bookmarks\/?$/.test(pathname) ? {} : null),
  tickets: (pathname: string) => (/^\/account\/tickets\/?$/.test(pathname) ? {} : null),
  licenses: (pathname: string) => (/^\/account\/licenses\/?$/.test(pathname) ? {} : null),
  quotes: (pathname: string) => (/^\/account\/quotes\/?$/.test(pathname) ? {} : null),
  quote: (pathname: string) => {
    const id = /^\/account\/quotes\/([1-9][0-9]{0,8})\/?$/.exec(pathname)?.[1];
    return id ? { id } : null;
  },
  newsletter: (pathname: string): { action: NewsletterAction } | null => {
    const action = /^\/newsletter\/(confirm|unsubscribe)\/?$/.exec(pathname)?.[1];
    return action ? { action: action as NewsletterAction } : null;
  },
  checkout: (pathname: string) => (/^\/checkout\/?$/.test(pathname) ? {} : null),
  brands: (pathname: string) => (/^\/brands\/?$/.test(pathname) ? {} : null),
  lookBooks: (pathname: string) => (/^\/lookbooks\/?$/.test(pathname) ? {} : null),
  lookBook: (pathname: string) => {
    const slug = /^\/lookbooks\/([a-z0-9][a-z0-9-]{0,79})\/?$/.exec(pathname)?.[1];
    return slug ? { slug } : null;
  },
  brandProducts: (pathname: string, search: URLSearchParams) => {
    const code = /^\/brands\/([a-z0-9][a-z0-9-]{0,79})\/?$/.exec(pathname)?.[1];
    return code ? { code, state: parseSearch(search) } : null;
  },
  shopPage: (pathname: string) => {
    const slug = /^\/pages\/([a-z0-9][a-z0-9-]{0,79})\/?$/.exec(pathname)?.[1];
    return slug ? { slug } : null;
  },
  promotions: (pathname: string) => (/^\/promotions\/?$/.test(pathname) ? {} : null),
  promotion: (pathname: string) => {
    const id = /^\/promotions\/([1-9][0-9]{0,8})\/?$/.exec(pathname)?.[1];
    return id ? { id } : null;
  },
  badge: (pathname: string) => {
    const id = /^\/badges\/([1-9][0-9]{0,8})\/?$/.exec(pathname)?.[1];
    return id ? { id } : null;
  },
  vendor: (pathname: string) => {
    const id = /^\/vendors\/([1-9][0-9]{0,8})\/?$/.exec(pathname)?.[1];
    return id ? { id } : null;
  },
  branches: (pathname: string) => (/^\/branches\/?$/.test(pathname) ? {} : null),
  compatibility: (pathname: string, search: URLSearchParams) => {
    if (!/^\/compatibility\/?$/.test(pathname)) return null;
    const printer = search.get('printer')?.trim().slice(0, 80);
    return { printer: printer && printer.length >= 2 ? printer : null };
  },
  savedPrinters: (pathname: string) => (/^\/account\/printers\/?$/.test(pathname) ? {} : null),
  stays: (pathname: string) => (/^\/account\/stays\/?$/.test(pathname) ? {} : null),
  hotel: (pathname: string) => (/^\/hotel\/?$/.test(pathname) ? {} : null),
  hotelRoom: (pathname: string) => {
    const slug = /^\/hotel\/([a-z0-9][a-z0-9-]{0,99})\/?$/.exec(pathname)?.[1];
    return slug ? { slug } : null;
  },
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
  backOfficeModeration: (pathname: string) => (/^\/back-office\/moderation\/?$/.test(pathname) ? {} : null),
  backOfficeLookBooks: (pathname: string) => (/^\/back-office\/lookbooks\/?$/.test(pathname) ? {} : null),
  backOfficeNews: (pathname: string) => (/^\/back-office\/news\/?$/.test(pathname) ? {} : null),
  backOfficePages: (pathname: string) => (/^\/back-office\/pages\/?$/.test(pathname) ? {} : null),
  backOfficePromotions: (pathname: string) => (/^\/back-office\/promotions\/?$/.test(pathname) ? {} : null),
  backOfficeBrands: (pathname: string) => (/^\/back-office\/brands\/?$/.test(pathname) ? {} : null),
  backOfficePhotos: (pathname: string) => {
    const match = /^\/back-office\/photos(?:\/([a-z0-9][a-z0-9-]{0,79}))?\/?$/.exec(pathname);
    return match ? { slug: match[1] ?? null } : null;
  },
  backOfficeRoulette: (pathname: string) => (/^\/back-office\/roulette\/?$/.test(pathname) ? {} : null),
  backOfficeCoupons: (pathname: string) => (/^\/back-office\/coupons\/?$/.test(pathname) ? {} : null),
  backOfficeStock: (pathname: string) => (/^\/back-office\/stock\/?$/.test(pathname) ? {} : null),
  backOfficeContactForms: (pathname: string) =>
    /^\/back-office\/contact-forms\/?$/.test(pathname) ? {} : null,
  backOfficeQuotes: (pathname: string, search: URLSearchParams) => {
    if (!/^\/back-office\/quotes\/?$/.test(pathname)) return null;
    const status = search.get('status');
    const page = Number(search.get('page') ?? '1');
    return {
      status: status && /^[A-Z]{1,20}$/.test(status) ? status : null,
      page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    };
  },
  backOfficeQuote: (pathname: string) => {
    const id = /^\/back-office\/quotes\/([1-9][0-9]{0,8})\/?$/.exec(pathname)?.[1];
    return id ? { id } : null;
  },
  checkoutOrder: (pathname: string) => {
    const number = /^\/checkout\/([A-Za-z0-9]{1,32})\/?$/.exec(pathname)?.[1];
    return number ? { number } : null;
  },
};
