import type { GraphQLResolveInfo } from 'graphql';
import type { TaxonModel, ProductModel, ProductCardModel } from '../mappers.ts';
import type { OrderDto, LineItemDto } from '../../orders/read-model.ts';
import type { TimelineEntryDto } from '../../orders/queries.ts';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type Account = {
  __typename?: 'Account';
  email?: Maybe<Scalars['String']['output']>;
  emailStatus: EmailStatus;
  firstName?: Maybe<Scalars['String']['output']>;
  gender?: Maybe<Gender>;
  hasPassword: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  /** A new address waiting for its confirmation link. */
  pendingEmail?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  /** MR or MS, from the gender (spec §3). */
  salutation?: Maybe<Salutation>;
};

export type AddToCartInput = {
  gift?: InputMaybe<Scalars['Boolean']['input']>;
  /** A client-made unique key: repeating the mutation with it returns the first result, once applied. */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  options?: InputMaybe<Array<LineItemOptionInput>>;
  quantity: Scalars['Int']['input'];
  variantId: Scalars['ID']['input'];
};

export type AnalyticsEventInput = {
  itemListName?: InputMaybe<Scalars['String']['input']>;
  items?: InputMaybe<Array<AnalyticsItemInput>>;
  name: AnalyticsEventName;
  pagePath?: InputMaybe<Scalars['String']['input']>;
  searchTerm?: InputMaybe<Scalars['String']['input']>;
  /** Whole tugrik. */
  value?: InputMaybe<Scalars['Int']['input']>;
};

export type AnalyticsEventName =
  | 'add_payment_info'
  | 'add_shipping_info'
  | 'add_to_cart'
  | 'add_to_wishlist'
  | 'begin_checkout'
  | 'page_view'
  | 'purchase'
  | 'remove_from_cart'
  | 'search'
  | 'sign_up'
  | 'view_cart'
  | 'view_item'
  | 'view_item_list';

export type AnalyticsItemInput = {
  index?: InputMaybe<Scalars['Int']['input']>;
  itemBrand?: InputMaybe<Scalars['String']['input']>;
  itemId: Scalars['String']['input'];
  itemName?: InputMaybe<Scalars['String']['input']>;
  price?: InputMaybe<Scalars['Int']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

export type Badge = {
  __typename?: 'Badge';
  code: Scalars['String']['output'];
  color: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Brand = {
  __typename?: 'Brand';
  code: Scalars['String']['output'];
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type Breadcrumb = {
  __typename?: 'Breadcrumb';
  link: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type CodeChallenge = {
  __typename?: 'CodeChallenge';
  channel: CodeChannel;
  /** Seconds the code stays valid. */
  expiresIn: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Seconds before another code may be requested. */
  resendIn: Scalars['Int']['output'];
};

export type CodeChannel =
  | 'EMAIL'
  | 'SMS';

export type CodePurpose =
  | 'LOGIN'
  | 'RESET';

export type CodeVerification = {
  __typename?: 'CodeVerification';
  /** Set when the code logged a known account in. */
  account?: Maybe<Account>;
  /** Set when a password is needed next (a new account, or a reset). */
  passwordTicket?: Maybe<Scalars['String']['output']>;
};

export type CollectionName =
  /** Spec §9 deals: 20, biggest sale first. */
  | 'DEALS'
  /** 40, newest first. */
  | 'NEW_ARRIVALS'
  /** Suggested: 50. */
  | 'RECOMMENDED'
  /** 40 on sale. */
  | 'SALE';

export type EmailStatus =
  | 'CONFIRMED'
  | 'NOT_CONFIRMED'
  | 'WAITING';

export type FacetBucket = {
  __typename?: 'FacetBucket';
  count: Scalars['Int']['output'];
  /** In the shopper's language. */
  label: Scalars['String']['output'];
  /** The filter value: taxon permalink, brand code or option value name. */
  value: Scalars['String']['output'];
};

export type Gender =
  | 'FEMALE'
  | 'MALE';

export type LineItem = {
  __typename?: 'LineItem';
  gift: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  options: Array<LineItemOption>;
  price: Scalars['Int']['output'];
  product: LineItemProduct;
  quantity: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  variantId: Scalars['ID']['output'];
};

export type LineItemOption = {
  __typename?: 'LineItemOption';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type LineItemOptionInput = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type LineItemProduct = {
  __typename?: 'LineItemProduct';
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type Menu = {
  __typename?: 'Menu';
  children: Array<Menu>;
  link: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Adds to the current cart, creating it (and the order-token cookie) when there is none. Errors:
   * OUT_OF_STOCK, TEMPORARILY_UNAVAILABLE, QUANTITY_NOT_ORDERABLE, NOT_FOUND (variant).
   */
  addToCart: Order;
  /** Follows the link sent to a new e-mail address. */
  confirmEmail: Account;
  /** Removes every line of the current cart. */
  emptyCart?: Maybe<Order>;
  /**
   * Stores this browser's push subscription for the current shopper (the session's user and/or the
   * guest cart cookie), so order status changes reach it. `playerId` is the browser's own stable id.
   */
  linkPushDevice: Scalars['Boolean']['output'];
  loginWithPassword: Account;
  /** Revokes the session on the server and clears the cookie. */
  logout: Scalars['Boolean']['output'];
  removeLineItem: Order;
  /** Sends a 6-digit code to a Mongolian mobile number or an e-mail. The same answer for any account. */
  requestLoginCode: CodeChallenge;
  /** Another code for the same challenge, after the cooldown. */
  resendLoginCode: CodeChallenge;
  /** Sets the password with a ticket from verifyLoginCode and logs in. */
  setPassword: Account;
  /** Records up to 50 events; returns how many were recorded. */
  trackAnalytics: Scalars['Int']['output'];
  /** Sets a line's quantity; 0 or less removes it. LINE_ITEM_NOT_FOUND when the line is gone. */
  updateLineItem: Order;
  /** Names (Cyrillic), gender, e-mail (a new one waits for its confirmation link). LOGIN_REQUIRED for a guest. */
  updateProfile: Account;
  /** A right code logs a known account in, or gives a ticket to set a password (sign-up, reset). */
  verifyLoginCode: CodeVerification;
};


export type MutationAddToCartArgs = {
  input: AddToCartInput;
};


export type MutationConfirmEmailArgs = {
  token: Scalars['String']['input'];
};


export type MutationLinkPushDeviceArgs = {
  playerId: Scalars['String']['input'];
  subscription: PushSubscriptionInput;
};


export type MutationLoginWithPasswordArgs = {
  login: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationRemoveLineItemArgs = {
  input: RemoveLineItemInput;
};


export type MutationRequestLoginCodeArgs = {
  login: Scalars['String']['input'];
  purpose?: CodePurpose;
};


export type MutationResendLoginCodeArgs = {
  challengeId: Scalars['ID']['input'];
};


export type MutationSetPasswordArgs = {
  password: Scalars['String']['input'];
  passwordConfirmation: Scalars['String']['input'];
  ticket: Scalars['String']['input'];
};


export type MutationTrackAnalyticsArgs = {
  events: Array<AnalyticsEventInput>;
};


export type MutationUpdateLineItemArgs = {
  input: UpdateLineItemInput;
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


export type MutationVerifyLoginCodeArgs = {
  challengeId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
};

export type OptionFacet = {
  __typename?: 'OptionFacet';
  buckets: Array<FacetBucket>;
  type: Scalars['String']['output'];
};

export type OptionFilter = {
  type: Scalars['String']['input'];
  values: Array<Scalars['String']['input']>;
};

export type OptionValue = {
  __typename?: 'OptionValue';
  name: Scalars['String']['output'];
  presentation: Scalars['String']['output'];
  /** The option type: color, volume, size, clothing_size, shoe_size, pants_size, pack. */
  type: Scalars['String']['output'];
};

/** An order; money in whole tugrik (MNT). */
export type Order = {
  __typename?: 'Order';
  completedAt?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** The order's log as a timeline: what happened, when, by whom. */
  events: Array<OrderTimelineEntry>;
  itemTotal: Scalars['Int']['output'];
  lineItems: Array<LineItem>;
  number: Scalars['String']['output'];
  shipTotal: Scalars['Int']['output'];
  /** cart, complete, merged, canceled, expired or returned. */
  state: Scalars['String']['output'];
  status: OrderStatus;
  /** Every label that applies now (payment, VAT receipt, loan beside the main one). */
  statusDetails: Array<OrderStatus>;
  taxTotal: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  totalQuantity: Scalars['Int']['output'];
  updatedAt: Scalars['String']['output'];
};

export type OrderActor =
  | 'GUEST'
  | 'STAFF'
  | 'SYSTEM'
  | 'USER';

export type OrderPage = {
  __typename?: 'OrderPage';
  items: Array<Order>;
  more: Scalars['Boolean']['output'];
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Order and payment status labels of spec §4. */
export type OrderStatus =
  | 'CANCELED'
  | 'COMPLETED'
  | 'DELIVERED'
  | 'EXPIRED'
  | 'FINISHED'
  | 'IN_PROGRESS'
  | 'MERGED'
  | 'ORDERED'
  | 'PAYMENT_COMPLETED'
  | 'PAYMENT_FAILED'
  | 'PAYMENT_PENDING'
  | 'PENDING'
  | 'READY_TO_DELIVER'
  | 'RETURNED'
  | 'SHIPMENT'
  | 'VAT_RECEIPT_PENDING'
  | 'WAITING_VAT_RECEIPT';

export type OrderTimelineEntry = {
  __typename?: 'OrderTimelineEntry';
  actor: OrderActor;
  amount?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  occurredAt: Scalars['String']['output'];
  productName?: Maybe<Scalars['String']['output']>;
  quantity?: Maybe<Scalars['Int']['output']>;
  /** The order's status right after this event. */
  status: OrderStatus;
  /** The stored fact: LineItemAdded, LineItemQuantityChanged, PaymentCaptured, … */
  type: Scalars['String']['output'];
};

export type PriceRange = {
  __typename?: 'PriceRange';
  max: Scalars['Int']['output'];
  min: Scalars['Int']['output'];
};

export type Product = {
  __typename?: 'Product';
  availableOn?: Maybe<Scalars['String']['output']>;
  badges: Array<Badge>;
  brand?: Maybe<Brand>;
  countryOfOrigin?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  images: Array<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Int']['output'];
  properties: Array<Property>;
  /** Spec §9 suggested: 50 products from the same department. */
  recommended: Array<ProductCard>;
  /** Spec §9: 30 products from the same category. */
  related: Array<ProductCard>;
  saleExpireAt?: Maybe<Scalars['String']['output']>;
  salePercent: Scalars['Int']['output'];
  /** Spec §9: 20 products of the same series. */
  sameSeries: Array<ProductCard>;
  sellingPrice: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  store?: Maybe<Store>;
  taxon: Taxon;
  totalOnHand: Scalars['Int']['output'];
  variants: Array<Variant>;
};

/** A product as listed: what a card needs. Money is whole tugrik (MNT). */
export type ProductCard = {
  __typename?: 'ProductCard';
  brand?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Int']['output'];
  salePercent: Scalars['Int']['output'];
  sellingPrice: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
};

export type ProductCollection = {
  __typename?: 'ProductCollection';
  items: Array<ProductCard>;
  name: CollectionName;
};

export type ProductPage = {
  __typename?: 'ProductPage';
  items: Array<ProductCard>;
  /** True while a page holds at least perPage products (spec §4). */
  more: Scalars['Boolean']['output'];
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type ProductSort =
  | 'DATE_ASC'
  | 'DATE_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  | 'RANDOM'
  | 'RELEVANCE'
  | 'SALE_DESC';

/** Only the fields given change; all errors come back at once in extensions.fields. */
export type ProfileInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Gender>;
  lastName?: InputMaybe<Scalars['String']['input']>;
};

export type Property = {
  __typename?: 'Property';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** `PushSubscription.toJSON()` of the browser. */
export type PushSubscriptionInput = {
  endpoint: Scalars['String']['input'];
  keys: PushSubscriptionKeysInput;
};

export type PushSubscriptionKeysInput = {
  auth: Scalars['String']['input'];
  p256dh: Scalars['String']['input'];
};

/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type Query = {
  __typename?: 'Query';
  /** Named product lists of the spec's sizes (deals 20, new arrivals 40, sale 40…), in the asked order. */
  collections: Array<ProductCollection>;
  /**
   * The shopper's cart (an order in state cart), or null. A guest is known by the HttpOnly order-token
   * cookie, a logged-in user by the session. A completed order is never the current one.
   */
  currentOrder?: Maybe<Order>;
  /** The logged-in shopper, or null (no session, or it expired or was revoked). */
  me?: Maybe<Account>;
  /** Several searches in one round trip (at most 10), answered in order: the home page's shelves. */
  multiSearch: Array<SearchResult>;
  /** One of the shopper's orders; ORDER_NOT_FOUND for an unknown number or someone else's order. */
  order: Order;
  /** The logged-in user's orders, newest first (LOGIN_REQUIRED for a guest). */
  orders: OrderPage;
  /** A product by its slug; NOT_FOUND when there is none. */
  product: Product;
  /**
   * The visible catalog (spec §5 visibility rule), optionally under a taxon permalink and a text query.
   * Pages of `perPage` (default 40, at most 100); `page` starts at 1. Out-of-range values are a
   * BAD_USER_INPUT error.
   */
  products: ProductPage;
  /** The VAPID public key browsers subscribe to Web Push with (spec §4 push prompt). */
  pushPublicKey: Scalars['String']['output'];
  /**
   * Full-text search and browsing (an empty text browses the visible catalog) under filters, in one of
   * the eight sorts (relevance by default when there is text). Words match as prefixes, Latin letters
   * also as Mongolian Cyrillic (`bichig` finds бичиг); when nothing matches, typo-tolerant matching takes
   * over and `fuzzy` says so. Out-of-range paging or values are a BAD_USER_INPUT error.
   */
  search: SearchResult;
  siteData: SiteData;
  /** Social logins this shop offers (start at /auth/<provider>/start). */
  socialProviders: Array<SocialProvider>;
  /** Completion for the search box: at most 10, best first. Never an error: a failure is an empty list. */
  suggest: Array<Suggestion>;
  /** A taxon by permalink (without the /t/ prefix); NOT_FOUND when there is none. */
  taxon: Taxon;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryCollectionsArgs = {
  names: Array<CollectionName>;
  seed?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryMultiSearchArgs = {
  inputs: Array<SearchInput>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryOrderArgs = {
  number: Scalars['String']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryOrdersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryProductArgs = {
  slug: Scalars['String']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryProductsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductSort>;
  taxon?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QuerySearchArgs = {
  input: SearchInput;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QuerySuggestArgs = {
  text: Scalars['String']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryTaxonArgs = {
  permalink: Scalars['String']['input'];
};

export type RemoveLineItemInput = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  lineItemId: Scalars['ID']['input'];
  number: Scalars['String']['input'];
};

export type Salutation =
  | 'MR'
  | 'MS';

export type SearchFacets = {
  __typename?: 'SearchFacets';
  brands: Array<FacetBucket>;
  options: Array<OptionFacet>;
  /** Null when nothing matches. */
  price?: Maybe<PriceRange>;
  /** One entry per taxon level (0 = top), up to 20 buckets each. */
  taxons: Array<TaxonFacet>;
};

export type SearchInput = {
  /** Brand codes; any of them. */
  brands?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Compute facet counts for this text and these filters. */
  facets?: InputMaybe<Scalars['Boolean']['input']>;
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  onSale?: InputMaybe<Scalars['Boolean']['input']>;
  /** Option values by type (color, clothing_size, shoe_size, pants_size…): any value within a type. */
  options?: InputMaybe<Array<OptionFilter>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  priceMax?: InputMaybe<Scalars['Int']['input']>;
  /** Selling price bounds in whole tugrik, inclusive. */
  priceMin?: InputMaybe<Scalars['Int']['input']>;
  /** Keeps a RANDOM order stable across the pages of one session. */
  seed?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
  /** Store codes; any of them. */
  stores?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A taxon permalink at any level (without /t/). */
  taxon?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

export type SearchResult = {
  __typename?: 'SearchResult';
  /** Present when the input asked for facets. */
  facets?: Maybe<SearchFacets>;
  /** True when nothing matched as typed and these are typo-tolerant matches. */
  fuzzy: Scalars['Boolean']['output'];
  items: Array<ProductCard>;
  /** True while a page holds at least perPage products (spec §4). */
  more: Scalars['Boolean']['output'];
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type SiteConfigs = {
  __typename?: 'SiteConfigs';
  currency: Scalars['String']['output'];
  defaultLocale: Scalars['String']['output'];
  features: Array<Scalars['String']['output']>;
  locales: Array<Scalars['String']['output']>;
  productsPerPage: Scalars['Int']['output'];
  taxonStartLevel: Scalars['Int']['output'];
};

export type SiteData = {
  __typename?: 'SiteData';
  badges: Array<Badge>;
  configs: SiteConfigs;
  menus: Array<Menu>;
  notifications: Array<Scalars['String']['output']>;
  storeLocations: Array<StoreLocation>;
  taxons: Array<Taxon>;
  translation: Array<TranslationEntry>;
};

export type SocialProvider =
  | 'FACEBOOK'
  | 'GOOGLE';

export type Store = {
  __typename?: 'Store';
  code: Scalars['String']['output'];
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type StoreLocation = {
  __typename?: 'StoreLocation';
  address: Scalars['String']['output'];
  code: Scalars['String']['output'];
  hours?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  pickup: Scalars['Boolean']['output'];
};

export type Suggestion = {
  __typename?: 'Suggestion';
  /** Set when the suggestion is a product name: link to /products/<slug>; otherwise search the text. */
  slug?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
};

export type Taxon = {
  __typename?: 'Taxon';
  /** From the root down to this taxon, each linking to /t/<permalink>. */
  breadcrumbs: Array<Breadcrumb>;
  children: Array<Taxon>;
  depth: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  permalink: Scalars['String']['output'];
};

export type TaxonFacet = {
  __typename?: 'TaxonFacet';
  buckets: Array<FacetBucket>;
  level: Scalars['Int']['output'];
};

export type TranslationEntry = {
  __typename?: 'TranslationEntry';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type UpdateLineItemInput = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  lineItemId: Scalars['ID']['input'];
  number: Scalars['String']['input'];
  quantity: Scalars['Int']['input'];
};

export type Variant = {
  __typename?: 'Variant';
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  optionValues: Array<OptionValue>;
  price: Scalars['Int']['output'];
  sellingPrice: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Account: ResolverTypeWrapper<Account>;
  AddToCartInput: AddToCartInput;
  AnalyticsEventInput: AnalyticsEventInput;
  AnalyticsEventName: AnalyticsEventName;
  AnalyticsItemInput: AnalyticsItemInput;
  Badge: ResolverTypeWrapper<Badge>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  Breadcrumb: ResolverTypeWrapper<Breadcrumb>;
  CodeChallenge: ResolverTypeWrapper<CodeChallenge>;
  CodeChannel: CodeChannel;
  CodePurpose: CodePurpose;
  CodeVerification: ResolverTypeWrapper<CodeVerification>;
  CollectionName: CollectionName;
  EmailStatus: EmailStatus;
  FacetBucket: ResolverTypeWrapper<FacetBucket>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Gender: Gender;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LineItem: ResolverTypeWrapper<LineItemDto>;
  LineItemOption: ResolverTypeWrapper<LineItemOption>;
  LineItemOptionInput: LineItemOptionInput;
  LineItemProduct: ResolverTypeWrapper<LineItemProduct>;
  Menu: ResolverTypeWrapper<Menu>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OptionFacet: ResolverTypeWrapper<OptionFacet>;
  OptionFilter: OptionFilter;
  OptionValue: ResolverTypeWrapper<OptionValue>;
  Order: ResolverTypeWrapper<OrderDto>;
  OrderActor: OrderActor;
  OrderPage: ResolverTypeWrapper<Omit<OrderPage, 'items'> & { items: Array<ResolversTypes['Order']> }>;
  OrderStatus: OrderStatus;
  OrderTimelineEntry: ResolverTypeWrapper<TimelineEntryDto>;
  PriceRange: ResolverTypeWrapper<PriceRange>;
  Product: ResolverTypeWrapper<ProductModel>;
  ProductCard: ResolverTypeWrapper<ProductCardModel>;
  ProductCollection: ResolverTypeWrapper<Omit<ProductCollection, 'items'> & { items: Array<ResolversTypes['ProductCard']> }>;
  ProductPage: ResolverTypeWrapper<Omit<ProductPage, 'items'> & { items: Array<ResolversTypes['ProductCard']> }>;
  ProductSort: ProductSort;
  ProfileInput: ProfileInput;
  Property: ResolverTypeWrapper<Property>;
  PushSubscriptionInput: PushSubscriptionInput;
  PushSubscriptionKeysInput: PushSubscriptionKeysInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RemoveLineItemInput: RemoveLineItemInput;
  Salutation: Salutation;
  SearchFacets: ResolverTypeWrapper<SearchFacets>;
  SearchInput: SearchInput;
  SearchResult: ResolverTypeWrapper<Omit<SearchResult, 'items'> & { items: Array<ResolversTypes['ProductCard']> }>;
  SiteConfigs: ResolverTypeWrapper<SiteConfigs>;
  SiteData: ResolverTypeWrapper<Omit<SiteData, 'taxons'> & { taxons: Array<ResolversTypes['Taxon']> }>;
  SocialProvider: SocialProvider;
  Store: ResolverTypeWrapper<Store>;
  StoreLocation: ResolverTypeWrapper<StoreLocation>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Suggestion: ResolverTypeWrapper<Suggestion>;
  Taxon: ResolverTypeWrapper<TaxonModel>;
  TaxonFacet: ResolverTypeWrapper<TaxonFacet>;
  TranslationEntry: ResolverTypeWrapper<TranslationEntry>;
  UpdateLineItemInput: UpdateLineItemInput;
  Variant: ResolverTypeWrapper<Variant>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Account: Account;
  AddToCartInput: AddToCartInput;
  AnalyticsEventInput: AnalyticsEventInput;
  AnalyticsItemInput: AnalyticsItemInput;
  Badge: Badge;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  Breadcrumb: Breadcrumb;
  CodeChallenge: CodeChallenge;
  CodeVerification: CodeVerification;
  FacetBucket: FacetBucket;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LineItem: LineItemDto;
  LineItemOption: LineItemOption;
  LineItemOptionInput: LineItemOptionInput;
  LineItemProduct: LineItemProduct;
  Menu: Menu;
  Mutation: Record<PropertyKey, never>;
  OptionFacet: OptionFacet;
  OptionFilter: OptionFilter;
  OptionValue: OptionValue;
  Order: OrderDto;
  OrderPage: Omit<OrderPage, 'items'> & { items: Array<ResolversParentTypes['Order']> };
  OrderTimelineEntry: TimelineEntryDto;
  PriceRange: PriceRange;
  Product: ProductModel;
  ProductCard: ProductCardModel;
  ProductCollection: Omit<ProductCollection, 'items'> & { items: Array<ResolversParentTypes['ProductCard']> };
  ProductPage: Omit<ProductPage, 'items'> & { items: Array<ResolversParentTypes['ProductCard']> };
  ProfileInput: ProfileInput;
  Property: Property;
  PushSubscriptionInput: PushSubscriptionInput;
  PushSubscriptionKeysInput: PushSubscriptionKeysInput;
  Query: Record<PropertyKey, never>;
  RemoveLineItemInput: RemoveLineItemInput;
  SearchFacets: SearchFacets;
  SearchInput: SearchInput;
  SearchResult: Omit<SearchResult, 'items'> & { items: Array<ResolversParentTypes['ProductCard']> };
  SiteConfigs: SiteConfigs;
  SiteData: Omit<SiteData, 'taxons'> & { taxons: Array<ResolversParentTypes['Taxon']> };
  Store: Store;
  StoreLocation: StoreLocation;
  String: Scalars['String']['output'];
  Suggestion: Suggestion;
  Taxon: TaxonModel;
  TaxonFacet: TaxonFacet;
  TranslationEntry: TranslationEntry;
  UpdateLineItemInput: UpdateLineItemInput;
  Variant: Variant;
};

export type AccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailStatus?: Resolver<ResolversTypes['EmailStatus'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pendingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salutation?: Resolver<Maybe<ResolversTypes['Salutation']>, ParentType, ContextType>;
};

export type BadgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Badge'] = ResolversParentTypes['Badge']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BreadcrumbResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Breadcrumb'] = ResolversParentTypes['Breadcrumb']> = {
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CodeChallengeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CodeChallenge'] = ResolversParentTypes['CodeChallenge']> = {
  channel?: Resolver<ResolversTypes['CodeChannel'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resendIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CodeVerificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CodeVerification'] = ResolversParentTypes['CodeVerification']> = {
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  passwordTicket?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FacetBucketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FacetBucket'] = ResolversParentTypes['FacetBucket']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LineItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LineItem'] = ResolversParentTypes['LineItem']> = {
  gift?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['LineItemOption']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['LineItemProduct'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LineItemOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LineItemOption'] = ResolversParentTypes['LineItemOption']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LineItemProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LineItemProduct'] = ResolversParentTypes['LineItemProduct']> = {
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Menu'] = ResolversParentTypes['Menu']> = {
  children?: Resolver<Array<ResolversTypes['Menu']>, ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addToCart?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'input'>>;
  confirmEmail?: Resolver<ResolversTypes['Account'], ParentType, ContextType, RequireFields<MutationConfirmEmailArgs, 'token'>>;
  emptyCart?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  linkPushDevice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLinkPushDeviceArgs, 'playerId' | 'subscription'>>;
  loginWithPassword?: Resolver<ResolversTypes['Account'], ParentType, ContextType, RequireFields<MutationLoginWithPasswordArgs, 'login' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  removeLineItem?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationRemoveLineItemArgs, 'input'>>;
  requestLoginCode?: Resolver<ResolversTypes['CodeChallenge'], ParentType, ContextType, RequireFields<MutationRequestLoginCodeArgs, 'login' | 'purpose'>>;
  resendLoginCode?: Resolver<ResolversTypes['CodeChallenge'], ParentType, ContextType, RequireFields<MutationResendLoginCodeArgs, 'challengeId'>>;
  setPassword?: Resolver<ResolversTypes['Account'], ParentType, ContextType, RequireFields<MutationSetPasswordArgs, 'password' | 'passwordConfirmation' | 'ticket'>>;
  trackAnalytics?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationTrackAnalyticsArgs, 'events'>>;
  updateLineItem?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateLineItemArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['Account'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  verifyLoginCode?: Resolver<ResolversTypes['CodeVerification'], ParentType, ContextType, RequireFields<MutationVerifyLoginCodeArgs, 'challengeId' | 'code'>>;
};

export type OptionFacetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OptionFacet'] = ResolversParentTypes['OptionFacet']> = {
  buckets?: Resolver<Array<ResolversTypes['FacetBucket']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OptionValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OptionValue'] = ResolversParentTypes['OptionValue']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  presentation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  completedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['OrderTimelineEntry']>, ParentType, ContextType>;
  itemTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['LineItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusDetails?: Resolver<Array<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  taxTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = {
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderTimelineEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderTimelineEntry'] = ResolversParentTypes['OrderTimelineEntry']> = {
  actor?: Resolver<ResolversTypes['OrderActor'], ParentType, ContextType>;
  amount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceRangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceRange'] = ResolversParentTypes['PriceRange']> = {
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  availableOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  badges?: Resolver<Array<ResolversTypes['Badge']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  countryOfOrigin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  properties?: Resolver<Array<ResolversTypes['Property']>, ParentType, ContextType>;
  recommended?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  related?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  saleExpireAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sameSeries?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  sellingPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  store?: Resolver<Maybe<ResolversTypes['Store']>, ParentType, ContextType>;
  taxon?: Resolver<ResolversTypes['Taxon'], ParentType, ContextType>;
  totalOnHand?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['Variant']>, ParentType, ContextType>;
};

export type ProductCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductCard'] = ResolversParentTypes['ProductCard']> = {
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  salePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sellingPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductCollectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductCollection'] = ResolversParentTypes['ProductCollection']> = {
  items?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['CollectionName'], ParentType, ContextType>;
};

export type ProductPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = {
  items?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PropertyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Property'] = ResolversParentTypes['Property']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  collections?: Resolver<Array<ResolversTypes['ProductCollection']>, ParentType, ContextType, RequireFields<QueryCollectionsArgs, 'names'>>;
  currentOrder?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  multiSearch?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType, RequireFields<QueryMultiSearchArgs, 'inputs'>>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'number'>>;
  orders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'page' | 'perPage'>>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<QueryProductArgs, 'slug'>>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'page' | 'perPage'>>;
  pushPublicKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  search?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'input'>>;
  siteData?: Resolver<ResolversTypes['SiteData'], ParentType, ContextType>;
  socialProviders?: Resolver<Array<ResolversTypes['SocialProvider']>, ParentType, ContextType>;
  suggest?: Resolver<Array<ResolversTypes['Suggestion']>, ParentType, ContextType, RequireFields<QuerySuggestArgs, 'text'>>;
  taxon?: Resolver<ResolversTypes['Taxon'], ParentType, ContextType, RequireFields<QueryTaxonArgs, 'permalink'>>;
};

export type SearchFacetsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchFacets'] = ResolversParentTypes['SearchFacets']> = {
  brands?: Resolver<Array<ResolversTypes['FacetBucket']>, ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['OptionFacet']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['PriceRange']>, ParentType, ContextType>;
  taxons?: Resolver<Array<ResolversTypes['TaxonFacet']>, ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  facets?: Resolver<Maybe<ResolversTypes['SearchFacets']>, ParentType, ContextType>;
  fuzzy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SiteConfigsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteConfigs'] = ResolversParentTypes['SiteConfigs']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultLocale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  locales?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  productsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxonStartLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SiteDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteData'] = ResolversParentTypes['SiteData']> = {
  badges?: Resolver<Array<ResolversTypes['Badge']>, ParentType, ContextType>;
  configs?: Resolver<ResolversTypes['SiteConfigs'], ParentType, ContextType>;
  menus?: Resolver<Array<ResolversTypes['Menu']>, ParentType, ContextType>;
  notifications?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  storeLocations?: Resolver<Array<ResolversTypes['StoreLocation']>, ParentType, ContextType>;
  taxons?: Resolver<Array<ResolversTypes['Taxon']>, ParentType, ContextType>;
  translation?: Resolver<Array<ResolversTypes['TranslationEntry']>, ParentType, ContextType>;
};

export type StoreResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Store'] = ResolversParentTypes['Store']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreLocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoreLocation'] = ResolversParentTypes['StoreLocation']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SuggestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Suggestion'] = ResolversParentTypes['Suggestion']> = {
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TaxonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Taxon'] = ResolversParentTypes['Taxon']> = {
  breadcrumbs?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['Taxon']>, ParentType, ContextType>;
  depth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permalink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TaxonFacetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaxonFacet'] = ResolversParentTypes['TaxonFacet']> = {
  buckets?: Resolver<Array<ResolversTypes['FacetBucket']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TranslationEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TranslationEntry'] = ResolversParentTypes['TranslationEntry']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VariantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Variant'] = ResolversParentTypes['Variant']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  optionValues?: Resolver<Array<ResolversTypes['OptionValue']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sellingPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Account?: AccountResolvers<ContextType>;
  Badge?: BadgeResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  Breadcrumb?: BreadcrumbResolvers<ContextType>;
  CodeChallenge?: CodeChallengeResolvers<ContextType>;
  CodeVerification?: CodeVerificationResolvers<ContextType>;
  FacetBucket?: FacetBucketResolvers<ContextType>;
  LineItem?: LineItemResolvers<ContextType>;
  LineItemOption?: LineItemOptionResolvers<ContextType>;
  LineItemProduct?: LineItemProductResolvers<ContextType>;
  Menu?: MenuResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OptionFacet?: OptionFacetResolvers<ContextType>;
  OptionValue?: OptionValueResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderTimelineEntry?: OrderTimelineEntryResolvers<ContextType>;
  PriceRange?: PriceRangeResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductCard?: ProductCardResolvers<ContextType>;
  ProductCollection?: ProductCollectionResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  Property?: PropertyResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SearchFacets?: SearchFacetsResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SiteConfigs?: SiteConfigsResolvers<ContextType>;
  SiteData?: SiteDataResolvers<ContextType>;
  Store?: StoreResolvers<ContextType>;
  StoreLocation?: StoreLocationResolvers<ContextType>;
  Suggestion?: SuggestionResolvers<ContextType>;
  Taxon?: TaxonResolvers<ContextType>;
  TaxonFacet?: TaxonFacetResolvers<ContextType>;
  TranslationEntry?: TranslationEntryResolvers<ContextType>;
  Variant?: VariantResolvers<ContextType>;
};

