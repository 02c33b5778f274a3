import type { GraphQLResolveInfo } from 'graphql';
import type { TaxonModel, ProductModel, ProductCardModel, BankAccountModel, BankModel } from '../mappers.ts';
import type { OrderDto, LineItemDto, TimelineEntryDto, ShopperCouponDto, CounterCouponDto, WishlistDto, WishedItemDto, WishedProductDto, SharedWishlistDto, WishesToCartDto, ReviewDto, ReviewPageDto } from '../../commerce/contract.ts';
import type { WalletModel } from '../resolvers/wallet.ts';
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
  /** The profile picture (POST /account/avatar, multipart); a new URL for each new picture. */
  avatarUrl?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  emailStatus: EmailStatus;
  firstName?: Maybe<Scalars['String']['output']>;
  gender?: Maybe<Gender>;
  hasPassword: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  /** Set for a business buyer. */
  organization?: Maybe<Organization>;
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

export type AddressInput = {
  /** Street, building, entrance, apartment: precise, or delivery may be late (§5). */
  address: Scalars['String']['input'];
  country?: InputMaybe<Scalars['String']['input']>;
  district: Scalars['String']['input'];
  /** An aimag or the capital (a ZipcodeArea name). */
  province: Scalars['String']['input'];
  zipcode: Scalars['String']['input'];
};

export type AdjustmentKind =
  | 'COUPON'
  | 'GIFT_CARD'
  | 'LOYALTY'
  | 'STORE_CREDIT'
  | 'VOUCHER';

/** Spec §3 Airport. */
export type Airport = {
  __typename?: 'Airport';
  /** ISO 3166-1 alpha-2 country code. */
  cc: Scalars['String']['output'];
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  iata: Scalars['String']['output'];
  icao: Scalars['String']['output'];
  name: Scalars['String']['output'];
  state: Scalars['String']['output'];
};

export type AirportPage = {
  __typename?: 'AirportPage';
  items: Array<Airport>;
  /** True while a page holds 40 airports. */
  more: Scalars['Boolean']['output'];
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
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

export type Article = {
  __typename?: 'Article';
  author?: Maybe<ArticleAuthor>;
  /** Sanitised on the server; null in lists. */
  bodyHtml?: Maybe<Scalars['String']['output']>;
  commentsCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  kind: ArticleKind;
  /** The logged-in reader wrote it. */
  mine: Scalars['Boolean']['output'];
  publishedAt: Scalars['String']['output'];
  summary: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type ArticleAuthor = {
  __typename?: 'ArticleAuthor';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ArticleInput = {
  bodyHtml: Scalars['String']['input'];
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  summary?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title: Scalars['String']['input'];
};

export type ArticleKind =
  | 'ARTICLE'
  | 'NEWS';

export type ArticlePage = {
  __typename?: 'ArticlePage';
  items: Array<Article>;
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type ArticleTag = {
  __typename?: 'ArticleTag';
  count: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type Author = {
  __typename?: 'Author';
  articlesCount: Scalars['Int']['output'];
  bio: Scalars['String']['output'];
  followed: Scalars['Boolean']['output'];
  followersCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type AuthorPage = {
  __typename?: 'AuthorPage';
  items: Array<Author>;
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type Badge = {
  __typename?: 'Badge';
  code: Scalars['String']['output'];
  color: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type BadgeProducts = {
  __typename?: 'BadgeProducts';
  badge: Badge;
  products: ProductPage;
};

export type Bank = {
  __typename?: 'Bank';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** Spec §3 Bank account: where a bank transfer goes; the order number is the transfer reference. */
export type BankAccount = {
  __typename?: 'BankAccount';
  accountName: Scalars['String']['output'];
  accountNumber: Scalars['String']['output'];
  bankName: Scalars['String']['output'];
  iban: Scalars['String']['output'];
  reference: Scalars['String']['output'];
};

export type Bookmark = {
  __typename?: 'Bookmark';
  article: Article;
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  type: ArticleKind;
};

export type BookmarkId = {
  __typename?: 'BookmarkId';
  id: Scalars['ID']['output'];
  type: ArticleKind;
};

export type BranchStock = {
  __typename?: 'BranchStock';
  address: Scalars['String']['output'];
  code: Scalars['String']['output'];
  countOnHand: Scalars['Int']['output'];
  hours?: Maybe<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  pickupAvailable: Scalars['Boolean']['output'];
};

export type Brand = {
  __typename?: 'Brand';
  code: Scalars['String']['output'];
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

/** A brand as its page shows it: the name and story in the shopper's language (English fills gaps). */
export type BrandDetail = {
  __typename?: 'BrandDetail';
  code: Scalars['String']['output'];
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Paragraphs apart by blank lines; null when the brand has no story. */
  story?: Maybe<Scalars['String']['output']>;
};

export type BrandInput = {
  /** Latin letters, digits and hyphens; only when creating (a brand's code is its address). */
  code?: InputMaybe<Scalars['String']['input']>;
  /** A path on this shop (an uploaded logo); empty: the brand's drawn logo. */
  logo?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  nameEn?: InputMaybe<Scalars['String']['input']>;
  story?: InputMaybe<Scalars['String']['input']>;
  storyEn?: InputMaybe<Scalars['String']['input']>;
  /** The version the editor loaded: an edit of a stale copy is CONFLICT. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type BrandPage = {
  __typename?: 'BrandPage';
  items: Array<BrandDetail>;
  /** True while a page holds at least perPage brands (spec §4). */
  more: Scalars['Boolean']['output'];
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type Breadcrumb = {
  __typename?: 'Breadcrumb';
  link: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type CardPaymentInput = {
  cardNumber: Scalars['String']['input'];
  cvc: Scalars['String']['input'];
  /** MM/YY */
  expiry: Scalars['String']['input'];
  holder?: InputMaybe<Scalars['String']['input']>;
  idempotencyKey: Scalars['String']['input'];
  paymentId: Scalars['ID']['input'];
  /** Save the card for next time (logged-in shoppers). */
  saveCard?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CheckoutDetailsInput = {
  /** Required for DELIVERY. */
  address?: InputMaybe<AddressInput>;
  delivery: DeliveryKind;
  /** A DeliveryTime id. */
  deliveryTime: Scalars['String']['input'];
  organization?: InputMaybe<OrganizationInput>;
  receiverName: Scalars['String']['input'];
  /** A Mongolian 8-digit mobile number. */
  receiverPhone: Scalars['String']['input'];
  /** Required for PICKUP: a store_locations code. */
  storeCode?: InputMaybe<Scalars['String']['input']>;
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
  /** Spec §9 lifestyle: 100, a shuffle of the catalog (stable for one seed). */
  | 'LIFESTYLE'
  /** 40, newest first. */
  | 'NEW_ARRIVALS'
  /** Suggested: 50. */
  | 'RECOMMENDED'
  /** 40 on sale. */
  | 'SALE';

export type Comment = {
  __typename?: 'Comment';
  articleId: Scalars['ID']['output'];
  authorName: Scalars['String']['output'];
  /** Null once deleted. */
  comment?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  deleted: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  mine: Scalars['Boolean']['output'];
  myRating?: Maybe<Scalars['Int']['output']>;
  ratingAverage: Scalars['Float']['output'];
  ratingsCount: Scalars['Int']['output'];
  /** The comment this one answers; null at the top of a thread. */
  replyId?: Maybe<Scalars['ID']['output']>;
};

export type CommentPage = {
  __typename?: 'CommentPage';
  items: Array<Comment>;
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  /** Threads (top-level comments) in all. */
  totalCount: Scalars['Int']['output'];
};

/** One contact form as staff read it: who wrote, how to answer them, what they asked. */
export type ContactFormEntry = {
  __typename?: 'ContactFormEntry';
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** Sent by a logged-in shopper (else a visitor). */
  fromMember: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  subject: Scalars['String']['output'];
};

export type ContactFormInput = {
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  subject: Scalars['String']['input'];
};

/** A change in the log: NewsCreated, NewsEdited, NewsPublished, PageEdited, PageUnpublished … */
export type ContentHistoryEntry = {
  __typename?: 'ContentHistoryEntry';
  at: Scalars['String']['output'];
  by: Scalars['String']['output'];
  type: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

/** A shopper's coupon as coupon staff see it at the counter. */
export type CounterCoupon = {
  __typename?: 'CounterCoupon';
  coupon: HeldCoupon;
  shopper: CounterShopper;
};

/** A number at the counter, with the wheel it spins as drawn at that location. */
export type CounterNumber = {
  __typename?: 'CounterNumber';
  number: RouletteNumber;
  segments: Array<PrizeWheelSegment>;
};

/** Whose coupon it is, for staff to check against the person at the counter. */
export type CounterShopper = {
  __typename?: 'CounterShopper';
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
};

export type CouponEmail = {
  __typename?: 'CouponEmail';
  /** The confirmed address it went to. */
  sentTo: Scalars['String']['output'];
};

/** A coupon is a 4-digit promo code; a voucher any other code. One of each per order. */
export type CouponKind =
  | 'COUPON'
  | 'VOUCHER';

export type CouponRedemption = {
  __typename?: 'CouponRedemption';
  orderNumber: Scalars['String']['output'];
  redeemedAt: Scalars['String']['output'];
};

/** Spec §8: the coupons page's tabs. */
export type CouponStatus =
  | 'EXPIRED'
  | 'USABLE'
  | 'USED';

export type CouponTerm = {
  __typename?: 'CouponTerm';
  amount?: Maybe<Scalars['Int']['output']>;
  date?: Maybe<Scalars['String']['output']>;
  kind: CouponTermKind;
};

export type CouponTermKind =
  /** Takes off the items' price, never the shipping. */
  | 'ITEMS_ONLY'
  /** Orders from `amount` ₮. */
  | 'MIN_ORDER'
  /** One coupon and one voucher per order. */
  | 'ONE_OF_KIND_PER_ORDER'
  /** At most `amount` uses per shopper. */
  | 'PER_SHOPPER'
  /** Usable from `date`. */
  | 'VALID_FROM'
  /** Usable until `date`. */
  | 'VALID_UNTIL';

export type DeliveryAddress = {
  __typename?: 'DeliveryAddress';
  address: Scalars['String']['output'];
  country: Scalars['String']['output'];
  district: Scalars['String']['output'];
  province: Scalars['String']['output'];
  zipcode: Scalars['String']['output'];
};

export type DeliveryKind =
  | 'DELIVERY'
  | 'PICKUP';

export type DeliveryTime = {
  __typename?: 'DeliveryTime';
  from: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Localized label, e.g. 'Today 18:00–21:00'. */
  label: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type DiscountType =
  /** `discountValue` ₮ off */
  | 'FIXED'
  /** `discountValue` percent of the items */
  | 'PERCENT';

export type ETicket = {
  __typename?: 'ETicket';
  code: Scalars['ID']['output'];
  event: TicketEvent;
  issuedAt: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  productName: Scalars['String']['output'];
  usedAt?: Maybe<Scalars['String']['output']>;
  usedBy?: Maybe<Scalars['String']['output']>;
};

export type EditingHistoryEntry = {
  __typename?: 'EditingHistoryEntry';
  at: Scalars['String']['output'];
  by: Scalars['String']['output'];
  /** BrandCreated, BrandEdited, PromotionCreated, PromotionEdited, PromotionEnded. */
  type: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

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

export type GiftCardBalance = {
  __typename?: 'GiftCardBalance';
  balance: Scalars['Int']['output'];
  expired: Scalars['Boolean']['output'];
  expiresAt: Scalars['String']['output'];
  /** The last 4 digits of the card. */
  last4: Scalars['String']['output'];
  /** The share of an order the card may pay (100, or 50 for some cards). */
  maxSharePercent: Scalars['Int']['output'];
  minOrder: Scalars['Int']['output'];
};

export type HeldCoupon = {
  __typename?: 'HeldCoupon';
  code: Scalars['String']['output'];
  discountType: DiscountType;
  discountValue: Scalars['Int']['output'];
  endsAt?: Maybe<Scalars['String']['output']>;
  heldSince: Scalars['String']['output'];
  /** The code (one coupon per code). */
  id: Scalars['ID']['output'];
  kind: CouponKind;
  /** Orders from this total (₮); 0 for any. */
  minOrder: Scalars['Int']['output'];
  /** The shopper's orders that used it, newest first (asked of the detail when the list lacks them). */
  redemptions: Array<CouponRedemption>;
  startsAt?: Maybe<Scalars['String']['output']>;
  status: CouponStatus;
  /** Its conditions, as data the page words in the shopper's language. */
  terms: Array<CouponTerm>;
  /** The shopper's active uses. */
  uses: Scalars['Int']['output'];
  /** Uses left to the shopper; null when a shopper may use it any number of times. */
  usesLeft?: Maybe<Scalars['Int']['output']>;
};

export type Hotel = {
  __typename?: 'Hotel';
  address: Scalars['String']['output'];
  amenities: Array<HotelAmenity>;
  checkInTime: Scalars['String']['output'];
  checkOutTime: Scalars['String']['output'];
  cityTaxPercent: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  photos: Array<Scalars['String']['output']>;
  seasons: Array<HotelSeason>;
  vatPercent: Scalars['Int']['output'];
};

export type HotelAmenity = {
  __typename?: 'HotelAmenity';
  /** A lucide icon name. */
  icon: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type HotelRoom = {
  __typename?: 'HotelRoom';
  amenities: Array<HotelAmenity>;
  beds: Scalars['String']['output'];
  capacity: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  photos: Array<Scalars['String']['output']>;
  sizeM2: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  /** Sunday to Thursday nights, taxes excluded. */
  weekdayRate: Scalars['Int']['output'];
  /** Friday and Saturday nights, taxes excluded. */
  weekendRate: Scalars['Int']['output'];
};

export type HotelRoomPage = {
  __typename?: 'HotelRoomPage';
  /** Nights already taken over the next 120 days. */
  bookedNights: Array<Scalars['String']['output']>;
  hotel: Hotel;
  room: HotelRoom;
  /** Today in Ulaanbaatar (YYYY-MM-DD): the first night that can be booked. */
  today: Scalars['String']['output'];
};

export type HotelSeason = {
  __typename?: 'HotelSeason';
  firstNight: Scalars['String']['output'];
  lastNight: Scalars['String']['output'];
  name: Scalars['String']['output'];
  ratePercent: Scalars['Int']['output'];
};

export type InAppPaymentInput = {
  custtkn: Scalars['String']['input'];
  orderNumber: Scalars['String']['input'];
  txntkn: Scalars['String']['input'];
};

export type LeaseQuote = {
  __typename?: 'LeaseQuote';
  allowedMax: Scalars['Int']['output'];
  allowedMin: Scalars['Int']['output'];
  amount: Scalars['Int']['output'];
  downPayment: Scalars['Int']['output'];
  eligible: Scalars['Boolean']['output'];
  financed: Scalars['Int']['output'];
  /** Monthly interest in percent (§9: 1.8). */
  interestPercent: Scalars['Float']['output'];
  /** Month counts the shopper can choose. */
  monthOptions: Array<Scalars['Int']['output']>;
  /** Per month (§3 'leasing per month'). */
  monthly: Scalars['Int']['output'];
  months: Scalars['Int']['output'];
  /** LEASE_AMOUNT_TOO_LOW / LEASE_AMOUNT_TOO_HIGH when not eligible. */
  reason?: Maybe<Scalars['String']['output']>;
};

export type LeaseRequestInput = {
  downPayment: Scalars['Int']['input'];
  months: Scalars['Int']['input'];
  orderNumber: Scalars['String']['input'];
};

/** A license key for a digital product, issued when its order was paid. */
export type License = {
  __typename?: 'License';
  issuedAt: Scalars['String']['output'];
  key: Scalars['ID']['output'];
  kind: LicenseKind;
  orderNumber: Scalars['String']['output'];
  productName: Scalars['String']['output'];
  productSlug: Scalars['String']['output'];
};

export type LicenseKind =
  | 'DRIVER'
  | 'SOFTWARE';

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
  /** The variant bought, by its option values in the shopper's language (Хэмжээ: 15 мл). */
  variant: Array<LineItemOption>;
};

export type Look = {
  __typename?: 'Look';
  caption: Scalars['String']['output'];
  image: Scalars['String']['output'];
  /** The products placed on the photo, numbered from 1 across the whole look book. */
  spots: Array<LookSpot>;
};

export type LookBook = {
  __typename?: 'LookBook';
  cover: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Sanitised HTML (like an article's body). */
  introHtml: Scalars['String']['output'];
  looks: Array<Look>;
  publishedAt?: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type LookBookHistoryEntry = {
  __typename?: 'LookBookHistoryEntry';
  at: Scalars['String']['output'];
  by: Scalars['String']['output'];
  /** LookBookCreated, LookBookEdited, LookBookPublished, LookBookUnpublished. */
  type: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type LookBookInput = {
  coverImage?: InputMaybe<Scalars['String']['input']>;
  introHtml?: InputMaybe<Scalars['String']['input']>;
  introHtmlEn?: InputMaybe<Scalars['String']['input']>;
  looks: Array<LookInput>;
  slug: Scalars['String']['input'];
  title: Scalars['String']['input'];
  titleEn?: InputMaybe<Scalars['String']['input']>;
  /** The version the editor loaded: a save on a stale copy is a CONFLICT. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type LookBookPage = {
  __typename?: 'LookBookPage';
  items: Array<LookBookSummary>;
  /** True while a page holds at least perPage look books (spec §4). */
  more: Scalars['Boolean']['output'];
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type LookBookSummary = {
  __typename?: 'LookBookSummary';
  cover: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The intro as plain text, at most 200 characters. */
  intro: Scalars['String']['output'];
  lookCount: Scalars['Int']['output'];
  productCount: Scalars['Int']['output'];
  publishedAt?: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  updatedBy: Scalars['String']['output'];
};

export type LookInput = {
  caption?: InputMaybe<Scalars['String']['input']>;
  captionEn?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  spots: Array<LookSpotInput>;
};

export type LookSpot = {
  __typename?: 'LookSpot';
  /** The placed variant can be bought now. */
  inStock: Scalars['Boolean']['output'];
  number: Scalars['Int']['output'];
  product: ProductCard;
  sku: Scalars['String']['output'];
  /** The product's category: a spirit puts the look book behind the age gate. */
  taxonPermalink: Scalars['String']['output'];
  variantId: Scalars['ID']['output'];
  /** Percent of the photo's width, 0–100. */
  x: Scalars['Float']['output'];
  /** Percent of the photo's height, 0–100. */
  y: Scalars['Float']['output'];
};

export type LookSpotInput = {
  sku: Scalars['String']['input'];
  x: Scalars['Float']['input'];
  y: Scalars['Float']['input'];
};

export type LoyaltyEntry = {
  __typename?: 'LoyaltyEntry';
  id: Scalars['ID']['output'];
  kind: LoyaltyEntryKind;
  occurredAt: Scalars['String']['output'];
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** Signed: + earned or returned, − spent. */
  points: Scalars['Int']['output'];
};

export type LoyaltyEntryKind =
  /** Earned by a paid order (1 % of what was paid). */
  | 'EARNED'
  /** Given back when that order expired or was canceled. */
  | 'RETURNED'
  /** Spent on an order. */
  | 'SPENT';

export type LoyaltyHistory = {
  __typename?: 'LoyaltyHistory';
  entries: Array<LoyaltyEntry>;
  more: Scalars['Boolean']['output'];
  page: Scalars['Int']['output'];
  /** 1 point = 1 ₮. */
  points: Scalars['Int']['output'];
};

export type Menu = {
  __typename?: 'Menu';
  children: Array<Menu>;
  link: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ModerationItem = {
  __typename?: 'ModerationItem';
  authorName: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  hidden: Scalars['Boolean']['output'];
  hiddenReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: ModerationKind;
  /** Stars of a review; null for a comment. */
  rating?: Maybe<Scalars['Int']['output']>;
  /** What it is about: the product, the vendor or the article. */
  subjectId: Scalars['ID']['output'];
  subjectName: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type ModerationKind =
  | 'COMMENT'
  | 'REVIEW'
  | 'VENDOR_REVIEW';

export type ModerationPage = {
  __typename?: 'ModerationPage';
  items: Array<ModerationItem>;
  more: Scalars['Boolean']['output'];
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Puts an answered quote in the cart at its prices. QUOTE_NOT_ANSWERED, QUOTE_ALREADY_ACCEPTED,
   * QUOTE_DECLINED, QUOTE_EXPIRED, OUT_OF_STOCK, QUANTITY_NOT_ORDERABLE.
   */
  acceptQuote: Order;
  /** A comment on a news item or article (COMMENT_INVALID: 1 to 2000 characters). */
  addComment: Comment;
  /**
   * Adds to the current cart, creating it (and the order-token cookie) when there is none. Errors:
   * OUT_OF_STOCK, TEMPORARILY_UNAVAILABLE, QUANTITY_NOT_ORDERABLE, NOT_FOUND (variant).
   */
  addToCart: Order;
  /**
   * Staff: a unit price per line (1 ₮ to its list price) and how long they hold (1–90 days, default 14);
   * the buyer is e-mailed. QUOTE_PRICE_INVALID, QUOTE_EXPIRY_INVALID, QUOTE_NOT_OPEN.
   */
  answerQuote: Quote;
  /**
   * A coupon, voucher or 4-digit promo code (§5). Errors: PROMO_CODE_FORMAT (not 4 digits where a
   * promo code is expected), COUPON_NOT_FOUND ("No coupon found"), COUPON_EXPIRED.
   */
  applyCoupon: Order;
  /** A gift card (GIFT_CARD_INVALID: 'Gift card number incorrect'; GIFT_CARD_EXPIRED; GIFT_CARD_MINIMUM). */
  applyGiftCard: Order;
  /** Loyalty points (1 point = 1 ₮). LOYALTY_POINTS_INSUFFICIENT. */
  applyLoyaltyPoints: Order;
  /**
   * Store credit from the wallet (§9 caps and minimums). WALLET_AMOUNT_TOO_HIGH carries the usable
   * maximum in `extensions.max`; WALLET_AMOUNT_TOO_LOW the minimum in `extensions.min`.
   */
  applyStoreCredit: Order;
  /**
   * Books a room: its nights are held and the stay enters the cart as one line, paid through the
   * normal checkout. Errors: LOGIN_REQUIRED, ROOM_NOT_AVAILABLE and those of stayPrice.
   */
  bookRoom: Order;
  /**
   * Cancels the shopper's own placed, unpaid order (POST /api/v2/orders/{order}/cancel): the reserved
   * stock, wallet credit, gift-card balance and loyalty points come back. ORDER_NOT_FOUND (not theirs),
   * ORDER_NOT_PLACED (still a cart), ORDER_ALREADY_PAID, ORDER_TRANSITION_REFUSED (expired or canceled).
   */
  cancelOrder: Order;
  /**
   * A gift card's balance, expiry and minimum order. GIFT_CARD_INVALID ("Gift card number incorrect")
   * for a wrong number; RATE_LIMITED past 10 tries in 15 minutes. LOGIN_REQUIRED for a guest.
   */
  checkGiftCard: GiftCardBalance;
  /** Chooses a shipping method for the current cart (SHIPPING_RATES_UNAVAILABLE, SHIPPING_METHOD_NOT_FOUND). */
  chooseShippingMethod: Order;
  /** Forgets the account's search history. LOGIN_REQUIRED for a guest. */
  clearSearchHistory: Array<Scalars['String']['output']>;
  /** Follows the link sent to a new e-mail address. */
  confirmEmail: Account;
  /** The e-mailed link's token (SUBSCRIPTION_LINK_INVALID when unknown, used or older than 24 h). */
  confirmNewsletter: Scalars['Boolean']['output'];
  /** Confirms a payment waiting for a TAN code (TAN_INCORRECT: 'TAN code incorrect'). */
  confirmPaymentTan: Payment;
  confirmPhoneChange: Account;
  /**
   * A new article by the logged-in shopper, under their author profile. `bodyHtml` is sanitised on the
   * server (allowed tags only, https links, no script or handlers). ARTICLE_INVALID names the fields.
   */
  createArticle: Article;
  /** The shopper's author profile (AUTHOR_EXISTS: one each). */
  createAuthor: Author;
  /** A new named list (WISHLIST_NAME_INVALID: 1–60 characters; WISHLIST_FULL: at most 20 lists). */
  createWishlist: Wishlist;
  /** Staff: declines a waiting quote with the reason the buyer reads. QUOTE_DECLINE_REASON_INVALID, QUOTE_NOT_OPEN. */
  declineQuote: Quote;
  /** Deletes the shopper's own comment (COMMENT_NOT_YOURS otherwise); its replies stay. */
  deleteComment: Scalars['Boolean']['output'];
  /** Withdraws the shopper's own review of the vendor; REVIEW_NOT_FOUND when there is none. */
  deleteVendorReview: Scalars['Boolean']['output'];
  /** Deletes a list and its wishes; the default list is kept (WISHLIST_IS_DEFAULT). */
  deleteWishlist: Scalars['Boolean']['output'];
  /** Removes every line of the current cart. */
  emptyCart?: Maybe<Order>;
  /** Removes every wish of the list. */
  emptyWishlist: Wishlist;
  /**
   * Stores this browser's push subscription for the current shopper (the session's user and/or the
   * guest cart cookie), so order status changes reach it. `playerId` is the browser's own stable id.
   */
  linkPushDevice: Scalars['Boolean']['output'];
  loginWithPassword: Account;
  /** Revokes the session on the server and clears the cookie. */
  logout: Scalars['Boolean']['output'];
  /** Puts the browser's recent searches (newest first) on top of the account's, at login. LOGIN_REQUIRED for a guest. */
  mergeSearchHistory: Array<Scalars['String']['output']>;
  /** Moves a wished variant from one of the shopper's lists to another; returns both lists. */
  moveWish: Array<Wishlist>;
  /**
   * Pays a card payment. Sandbox test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
   * declined, 4000 0000 0000 0119 fails ("Payment failed"), 4000 0000 0000 3220 asks for a TAN code.
   */
  payByCard: Payment;
  /** PUT /api/v2/checkouts/{order}/most_in_app: pays with the store-pay app's customer and transaction tokens. */
  payInApp: Payment;
  /**
   * Places the current cart: reserves stock atomically (OUT_OF_STOCK names the item), fixes the total
   * and the payment deadline, and starts the payment with the chosen method. Idempotent per key: a
   * repeat returns the first answer. CHECKOUT_INCOMPLETE when the address step or shipping is missing,
   * PAYMENT_BELOW_MINIMUM under the method's minimum.
   */
  placeOrder: PlacedOrder;
  /** The shopper's rating of a comment, 1 to 5 (COMMENT_RATING_INVALID). */
  rateComment: Comment;
  /** PUT /api/v2/users/register_card. */
  registerCard: SavedCard;
  /** Takes an adjustment off again; wallet, gift card and points go back to where they came from. */
  removeAdjustment: Order;
  /** DELETE /api/v2/users/remove_card. */
  removeCard: Scalars['Boolean']['output'];
  removeLineItem: Order;
  /** Back to a private buyer. */
  removeOrganization: Scalars['Boolean']['output'];
  removeSavedPrinter: Array<SavedPrinter>;
  renameWishlist: Wishlist;
  /** An answer to a comment (COMMENT_NOT_FOUND when it does not exist or was deleted). */
  replyToComment: Comment;
  /** Asks for a lease on a placed order; the application is sent once the down payment is paid (§4). */
  requestLease: Order;
  /** Sends a 6-digit code to a Mongolian mobile number or an e-mail. The same answer for any account. */
  requestLoginCode: CodeChallenge;
  /** Sends a code to the new phone number; confirmPhoneChange with it makes the number the account's. */
  requestPhoneChange: CodeChallenge;
  /**
   * Asks for a quote: 1 to 50 different products, 1 to 9999 each, a note of at most 1000 characters.
   * LOGIN_REQUIRED, QUOTE_ORGANIZATION_REQUIRED, QUOTE_LINES_INVALID, QUOTE_NOTE_INVALID, VARIANT_NOT_FOUND.
   */
  requestQuote: Quote;
  /**
   * Asks to return the shopper's delivered order (spec §9), within RETURN_WINDOW_HOURS of delivery. The
   * reason is 1 to 500 characters. Errors: ORDER_NOT_FOUND (not theirs), RETURN_NOT_DELIVERED,
   * RETURN_WINDOW_CLOSED, RETURN_ALREADY_REQUESTED, RETURN_REASON_INVALID.
   */
  requestReturn: Order;
  /** Another code for the same challenge, after the cooldown. */
  resendLoginCode: CodeChallenge;
  /** Saves a printer to the account (POST /compatibility_build/add); PRINTER_NOT_FOUND, LOGIN_REQUIRED. */
  savePrinter: Array<SavedPrinter>;
  /** The contact form (spec §7 contact_forms): kept for staff, acknowledged by e-mail. */
  sendContactForm: Scalars['Boolean']['output'];
  /**
   * Sends a held coupon's code and terms to the shopper's confirmed e-mail. EMAIL_NOT_CONFIRMED without
   * one; RATE_LIMITED past 5 an hour; COUPON_NOT_FOUND when not the shopper's.
   */
  sendCouponByEmail: CouponEmail;
  /** Bookmark toggle (spec §4): adds or removes an article; returns the bookmarked ids. */
  setBookmarked: Array<BookmarkId>;
  /** The address step: delivery address or store pickup, receiver, delivery time, organization buyer. */
  setCheckoutDetails: Order;
  setFollowingAuthor: Author;
  /** Sets the password with a ticket from verifyLoginCode and logs in. */
  setPassword: Account;
  /**
   * The shopper's price opinion of a product (spec §2): good, fair or high; one per shopper, changeable.
   * LOGIN_REQUIRED for a guest. Returns the product's split.
   */
  setPriceOpinion: ReviewPage;
  /**
   * The wish toggle's last word after its quiet time: true adds the variant to the default list (or to
   * `wishlistId`), false removes it from every list of the shopper. Returns every wished variant id.
   * LOGIN_REQUIRED for a guest, NOT_FOUND for an unknown variant, WISHLIST_FULL past the limits.
   */
  setWished: Array<Scalars['ID']['output']>;
  /** Makes a read-only link to the list (a new unguessable token each time; the old link stops working). */
  shareWishlist: Wishlist;
  /**
   * Spins the wheel once, decided on the server, spending one of the shopper's roulette numbers (the
   * one given, or their oldest). The prize is in the account when this answers (a coupon held, or
   * wallet credit). LOGIN_REQUIRED for a guest; PRIZE_NOT_ENTITLED without a spin left;
   * ROULETTE_NUMBER_NOT_FOUND, ROULETTE_NUMBER_USED, ROULETTE_NUMBER_WRONG_WHEEL for a bad number;
   * PRIZE_WHEEL_CLOSED when the wheel is off.
   */
  spinPrizeWheel: PrizeSpin;
  /** Units of a prize put at a location. PRIZE_NOT_FOUND, ROULETTE_LOCATION_NOT_FOUND. */
  staffAddPrizeStock: StaffRoulette;
  /**
   * Adds a page at `slug` (lower-case letters, digits and dashes). SLUG_TAKEN; BAD_USER_INPUT names the
   * fields (a title of 1–120 characters, a text).
   */
  staffCreateShopPage: StaffShopPage;
  staffDeleteLookBook: Scalars['Boolean']['output'];
  /** Deletes it and its comments; its history stays in the log. */
  staffDeleteNews: Scalars['Boolean']['output'];
  staffDeleteShopPage: Scalars['Boolean']['output'];
  /** Replaces a page's texts. PAGE_NOT_FOUND, BAD_USER_INPUT, CONFLICT (saved on a stale copy). */
  staffEditShopPage: StaffShopPage;
  /** Ends a running promotion now. PROMOTION_ALREADY_ENDED, PROMOTION_NOT_STARTED. */
  staffEndPromotion: StaffPromotion;
  /** The password step: a code goes to the staff e-mail. WRONG_CREDENTIALS, RATE_LIMITED. */
  staffLogin: StaffChallenge;
  staffLogout: Scalars['Boolean']['output'];
  /**
   * Hides (or shows again) a review or a comment; the reason (1–500 characters) and the staff member
   * go into the log. REVIEW_HIDE_REASON_INVALID, REVIEW_NOT_FOUND, COMMENT_NOT_FOUND keep nothing.
   */
  staffModerate: ModerationItem;
  /** A fulfilment step; ORDER_TRANSITION_REFUSED when the order does not allow it now. */
  staffMoveOrder: StaffOrder;
  /** Shows it in the shop, or takes it out. Content role. */
  staffPublishLookBook: StaffLookBook;
  /** Shows it in the shop (dated now) or takes it out. */
  staffPublishNews: StaffNews;
  /** Shows it in the shop and the footer, or takes it out. */
  staffPublishShopPage: StaffShopPage;
  /**
   * Goods arrived: `quantity` (1–10,000) units of the variant with this SKU, with a note (supplier,
   * delivery). BAD_USER_INPUT, STOCK_SKU_NOT_FOUND, STOCK_PACKAGE_FROM_PARTS (receive its parts).
   */
  staffReceiveStock: StockOnHand;
  staffRemoveProductPhoto: StaffProductPhotos;
  /** The photos in a new order, naming each of them once. */
  staffReorderProductPhotos: StaffProductPhotos;
  /** Creates a brand (no `code` argument; the input's code) or edits one. SLUG_TAKEN, BRAND_NOT_FOUND. */
  staffSaveBrand: StaffBrand;
  /**
   * Creates a look book (no `id`) as a draft, or replaces one. LOOK_BOOK_INVALID,
   * LOOK_BOOK_HOTSPOT_INVALID (a spot outside 0–100), LOOK_BOOK_PRODUCT_UNKNOWN (an SKU the shop does
   * not have), SLUG_TAKEN, CONFLICT (edited on a stale copy). Content role.
   */
  staffSaveLookBook: StaffLookBook;
  /**
   * Writes a news item (no `id`) or replaces one's text. ARTICLE_INVALID names the fields (title
   * 1–200 characters, a text, at most 10 tags of 40 characters, an https image), AUTHOR_NOT_FOUND,
   * CONFLICT (saved on a stale copy: `version` is the one the editor loaded).
   */
  staffSaveNews: StaffNews;
  /**
   * A new prize (no id) or a change to one (PrizeSaved, with who did it): a coupon prize names an
   * existing coupon code, a credit prize an amount. PRIZE_INVALID, PRIZE_NOT_FOUND (or another
   * wheel's), COUPON_NOT_FOUND, BAD_USER_INPUT.
   */
  staffSavePrize: StaffRoulette;
  /**
   * Creates a promotion (no `id`) or edits one. PROMOTION_ENDS_BEFORE_START, PROMOTION_PRODUCT_UNKNOWN,
   * SLUG_TAKEN, PROMOTION_NOT_FOUND.
   */
  staffSavePromotion: StaffPromotion;
  /**
   * A new location, or a change to the one with this id (RouletteLocationSaved, with who did it).
   * BAD_USER_INPUT on a malformed id (a-z, 0-9, dashes, at most 40), an empty or too long name.
   */
  staffSaveRouletteLocation: StaffRoulette;
  /** A wheel's minimum order, its 'no prize' weight (the odds) and whether it is open. */
  staffSetWheel: StaffRoulette;
  /**
   * Spins a customer's number at the counter of a location, decided on the server; the spin is
   * recorded with the staff member who pressed it, and the prize is in the customer's account when
   * this answers. Two staff spinning one number at once: one spins, the other gets ROULETTE_NUMBER_USED.
   * ROULETTE_NUMBER_NOT_FOUND, ROULETTE_LOCATION_NOT_FOUND, PRIZE_WHEEL_CLOSED.
   */
  staffSpinRouletteNumber: PrizeSpin;
  /**
   * Uses a shopper's coupon in the store, once, counted with its online uses (the staff member in the
   * log): COUPON_USED_UP when none is left, COUPON_EXPIRED, COUPON_NOT_FOUND.
   */
  staffUseCoupon: CounterCoupon;
  /** Uses a ticket at the door of `eventId`, once: ETICKET_ALREADY_USED (with when and by whom), ETICKET_WRONG_EVENT, ETICKET_NOT_FOUND. */
  staffUseTicket: ETicket;
  /** The code step: sets the staff session cookie. CODE_INCORRECT, CODE_EXPIRED, LOCKED. */
  staffVerifyCode: StaffUser;
  /** Starts another payment on a placed, unpaid order (after a decline, or to switch method). */
  startPayment: Payment;
  /**
   * Recharges the wallet: a new recharge and its payment with the chosen method (qpay, card,
   * bank_transfer, internet_bank). Whole tugrik between `WalletRules.rechargeMin` and `rechargeMax`:
   * RECHARGE_BELOW_MINIMUM (`extensions.min`), RECHARGE_ABOVE_MAXIMUM (`extensions.max`). The wallet
   * is credited once, when the provider captures the payment. Idempotent per key. LOGIN_REQUIRED.
   */
  startRecharge: Recharge;
  /** The share link stops working. */
  stopSharingWishlist: Wishlist;
  /**
   * Newsletter (spec §7 subscribe): a confirmation link is e-mailed (double opt-in).
   * SUBSCRIPTION_EMAIL_INVALID: "Subscription error: check the e-mail address" (§8).
   */
  subscribeNewsletter: Scalars['Boolean']['output'];
  /** Records up to 50 events; returns how many were recorded. */
  trackAnalytics: Scalars['Int']['output'];
  unsubscribeNewsletter: Scalars['Boolean']['output'];
  /** Changes the shopper's own article (ARTICLE_NOT_YOURS otherwise). */
  updateArticle: Article;
  /** Sets a line's quantity; 0 or less removes it. LINE_ITEM_NOT_FOUND when the line is gone. */
  updateLineItem: Order;
  /** Organization details of a business buyer (spec §3), created or replaced. LOGIN_REQUIRED for a guest. */
  updateOrganization: Organization;
  /** Names (Cyrillic), gender, e-mail (a new one waits for its confirmation link). LOGIN_REQUIRED for a guest. */
  updateProfile: Account;
  /** A right code logs a known account in, or gives a ticket to set a password (sign-up, reset). */
  verifyLoginCode: CodeVerification;
  /**
   * Puts one wished variant (or every one of the list) into the cart, one of each. What cannot be
   * bought now (out of stock, not yet on sale) stays in the list and is named in `refused`; what was
   * added leaves the list.
   */
  wishesToCart: WishesToCart;
  /**
   * The shopper's one review of a vendor (rating 1–5, comment 1–1000 characters), written or edited.
   * LOGIN_REQUIRED for a guest; REVIEW_RATING_INVALID, REVIEW_COMMENT_INVALID keep nothing.
   */
  writeVendorReview: VendorReview;
};


export type MutationAcceptQuoteArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAddCommentArgs = {
  articleId: Scalars['ID']['input'];
  comment: Scalars['String']['input'];
  kind: ArticleKind;
};


export type MutationAddToCartArgs = {
  input: AddToCartInput;
};


export type MutationAnswerQuoteArgs = {
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  prices: Array<Scalars['Int']['input']>;
};


export type MutationApplyCouponArgs = {
  code: Scalars['String']['input'];
};


export type MutationApplyGiftCardArgs = {
  number: Scalars['String']['input'];
};


export type MutationApplyLoyaltyPointsArgs = {
  points: Scalars['Int']['input'];
};


export type MutationApplyStoreCreditArgs = {
  amount: Scalars['Int']['input'];
};


export type MutationBookRoomArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: StayInput;
};


export type MutationCancelOrderArgs = {
  number: Scalars['String']['input'];
};


export type MutationCheckGiftCardArgs = {
  number: Scalars['String']['input'];
};


export type MutationChooseShippingMethodArgs = {
  code: Scalars['String']['input'];
};


export type MutationConfirmEmailArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmNewsletterArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmPaymentTanArgs = {
  input: TanInput;
};


export type MutationConfirmPhoneChangeArgs = {
  challengeId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
};


export type MutationCreateArticleArgs = {
  input: ArticleInput;
};


export type MutationCreateAuthorArgs = {
  bio?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};


export type MutationCreateWishlistArgs = {
  name: Scalars['String']['input'];
};


export type MutationDeclineQuoteArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationDeleteCommentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteVendorReviewArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteWishlistArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEmptyWishlistArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLinkPushDeviceArgs = {
  playerId: Scalars['String']['input'];
  subscription: PushSubscriptionInput;
};


export type MutationLoginWithPasswordArgs = {
  login: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationMergeSearchHistoryArgs = {
  texts: Array<Scalars['String']['input']>;
};


export type MutationMoveWishArgs = {
  fromWishlistId: Scalars['ID']['input'];
  toWishlistId: Scalars['ID']['input'];
  variantId: Scalars['ID']['input'];
};


export type MutationPayByCardArgs = {
  input: CardPaymentInput;
};


export type MutationPayInAppArgs = {
  input: InAppPaymentInput;
};


export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


export type MutationRateCommentArgs = {
  id: Scalars['ID']['input'];
  rating: Scalars['Int']['input'];
};


export type MutationRegisterCardArgs = {
  input: RegisterCardInput;
};


export type MutationRemoveAdjustmentArgs = {
  code: Scalars['String']['input'];
  kind: AdjustmentKind;
};


export type MutationRemoveCardArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveLineItemArgs = {
  input: RemoveLineItemInput;
};


export type MutationRemoveSavedPrinterArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRenameWishlistArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationReplyToCommentArgs = {
  comment: Scalars['String']['input'];
  replyId: Scalars['ID']['input'];
};


export type MutationRequestLeaseArgs = {
  input: LeaseRequestInput;
};


export type MutationRequestLoginCodeArgs = {
  login: Scalars['String']['input'];
  purpose?: CodePurpose;
};


export type MutationRequestPhoneChangeArgs = {
  phone: Scalars['String']['input'];
};


export type MutationRequestQuoteArgs = {
  lines: Array<QuoteLineInput>;
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRequestReturnArgs = {
  number: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};


export type MutationResendLoginCodeArgs = {
  challengeId: Scalars['ID']['input'];
};


export type MutationSavePrinterArgs = {
  printerModel: Scalars['String']['input'];
};


export type MutationSendContactFormArgs = {
  input: ContactFormInput;
};


export type MutationSendCouponByEmailArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetBookmarkedArgs = {
  bookmarked: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  type?: InputMaybe<ArticleKind>;
};


export type MutationSetCheckoutDetailsArgs = {
  input: CheckoutDetailsInput;
};


export type MutationSetFollowingAuthorArgs = {
  following: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetPasswordArgs = {
  password: Scalars['String']['input'];
  passwordConfirmation: Scalars['String']['input'];
  ticket: Scalars['String']['input'];
};


export type MutationSetPriceOpinionArgs = {
  opinion: PriceOpinion;
  slug: Scalars['String']['input'];
};


export type MutationSetWishedArgs = {
  variantId: Scalars['ID']['input'];
  wished: Scalars['Boolean']['input'];
  wishlistId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationShareWishlistArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSpinPrizeWheelArgs = {
  number?: InputMaybe<Scalars['String']['input']>;
  wheel: PrizeWheelKind;
};


export type MutationStaffAddPrizeStockArgs = {
  locationId: Scalars['String']['input'];
  prizeId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};


export type MutationStaffCreateShopPageArgs = {
  input: ShopPageInput;
  slug: Scalars['String']['input'];
};


export type MutationStaffDeleteLookBookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStaffDeleteNewsArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStaffDeleteShopPageArgs = {
  slug: Scalars['String']['input'];
};


export type MutationStaffEditShopPageArgs = {
  input: ShopPageInput;
  slug: Scalars['String']['input'];
};


export type MutationStaffEndPromotionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStaffLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationStaffModerateArgs = {
  hide: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  kind: ModerationKind;
  reason: Scalars['String']['input'];
};


export type MutationStaffMoveOrderArgs = {
  number: Scalars['String']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  step: StaffOrderAction;
  trackingCode?: InputMaybe<Scalars['String']['input']>;
};


export type MutationStaffPublishLookBookArgs = {
  id: Scalars['ID']['input'];
  published: Scalars['Boolean']['input'];
};


export type MutationStaffPublishNewsArgs = {
  id: Scalars['ID']['input'];
  published: Scalars['Boolean']['input'];
};


export type MutationStaffPublishShopPageArgs = {
  published: Scalars['Boolean']['input'];
  slug: Scalars['String']['input'];
};


export type MutationStaffReceiveStockArgs = {
  note?: InputMaybe<Scalars['String']['input']>;
  quantity: Scalars['Int']['input'];
  sku: Scalars['String']['input'];
};


export type MutationStaffRemoveProductPhotoArgs = {
  photoId: Scalars['ID']['input'];
  slug: Scalars['String']['input'];
};


export type MutationStaffReorderProductPhotosArgs = {
  photoIds: Array<Scalars['ID']['input']>;
  slug: Scalars['String']['input'];
};


export type MutationStaffSaveBrandArgs = {
  code?: InputMaybe<Scalars['String']['input']>;
  input: BrandInput;
};


export type MutationStaffSaveLookBookArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: LookBookInput;
};


export type MutationStaffSaveNewsArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: NewsInput;
};


export type MutationStaffSavePrizeArgs = {
  input: StaffPrizeInput;
};


export type MutationStaffSavePromotionArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: PromotionInput;
};


export type MutationStaffSaveRouletteLocationArgs = {
  input: RouletteLocationInput;
};


export type MutationStaffSetWheelArgs = {
  active: Scalars['Boolean']['input'];
  loseWeight: Scalars['Int']['input'];
  minOrderTotal: Scalars['Int']['input'];
  wheel: PrizeWheelKind;
};


export type MutationStaffSpinRouletteNumberArgs = {
  locationId: Scalars['String']['input'];
  number: Scalars['String']['input'];
};


export type MutationStaffUseCouponArgs = {
  code: Scalars['String']['input'];
  shopper: Scalars['String']['input'];
};


export type MutationStaffUseTicketArgs = {
  code: Scalars['String']['input'];
  eventId: Scalars['String']['input'];
};


export type MutationStaffVerifyCodeArgs = {
  challengeId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
};


export type MutationStartPaymentArgs = {
  input: StartPaymentInput;
};


export type MutationStartRechargeArgs = {
  input: StartRechargeInput;
};


export type MutationStopSharingWishlistArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSubscribeNewsletterArgs = {
  email: Scalars['String']['input'];
};


export type MutationTrackAnalyticsArgs = {
  events: Array<AnalyticsEventInput>;
};


export type MutationUnsubscribeNewsletterArgs = {
  token: Scalars['String']['input'];
};


export type MutationUpdateArticleArgs = {
  id: Scalars['ID']['input'];
  input: ArticleInput;
};


export type MutationUpdateLineItemArgs = {
  input: UpdateLineItemInput;
};


export type MutationUpdateOrganizationArgs = {
  input: OrganizationInput;
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


export type MutationVerifyLoginCodeArgs = {
  challengeId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
};


export type MutationWishesToCartArgs = {
  variantId?: InputMaybe<Scalars['ID']['input']>;
  wishlistId: Scalars['ID']['input'];
};


export type MutationWriteVendorReviewArgs = {
  comment: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  rating: Scalars['Int']['input'];
};

export type NewsInput = {
  authorId?: InputMaybe<Scalars['ID']['input']>;
  bodyHtml: Scalars['String']['input'];
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** On create: false keeps it a draft (default true). On edit: shows or hides it with the save. */
  published?: InputMaybe<Scalars['Boolean']['input']>;
  /** Empty: the first 200 characters of the text. */
  summary?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title: Scalars['String']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type NightPrice = {
  __typename?: 'NightPrice';
  date: Scalars['String']['output'];
  rate: Scalars['Int']['output'];
  /** The season whose rate applies, if any. */
  season?: Maybe<Scalars['String']['output']>;
  weekend: Scalars['Boolean']['output'];
};

export type NutritionFacts = {
  __typename?: 'NutritionFacts';
  abvPercent: Scalars['Float']['output'];
  alcoholGramsPer100ml: Scalars['Float']['output'];
  allergens: Scalars['String']['output'];
  carbohydratesG: Scalars['Float']['output'];
  energyKcalPer100ml: Scalars['Int']['output'];
  energyKcalPerServing: Scalars['Int']['output'];
  fatG: Scalars['Float']['output'];
  proteinG: Scalars['Float']['output'];
  servingMl: Scalars['Int']['output'];
  sodiumMg: Scalars['Int']['output'];
  standardDrinksPer100ml: Scalars['Float']['output'];
  sugarsG: Scalars['Float']['output'];
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
  adjustmentTotal: Scalars['Int']['output'];
  adjustments: Array<OrderAdjustment>;
  /** What is still to pay: total − paidTotal. */
  amountDue: Scalars['Int']['output'];
  /** The address step's answer; null until it is given. */
  checkout?: Maybe<OrderCheckout>;
  completedAt?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** When it was delivered; the return window (spec §9) starts here. */
  deliveredAt?: Maybe<Scalars['String']['output']>;
  /** The e-tickets paying this order issued (#18), each with its QR code; empty for other goods. */
  eTickets: Array<ShopperTicket>;
  /** The order's log as a timeline: what happened, when, by whom. */
  events: Array<OrderTimelineEntry>;
  itemTotal: Scalars['Int']['output'];
  /** The license keys paying this order issued (one per unit of a digital product); empty otherwise. */
  licenses: Array<License>;
  lineItems: Array<LineItem>;
  number: Scalars['String']['output'];
  paidTotal: Scalars['Int']['output'];
  /** When an unpaid order expires ('Payment is overdue'). */
  paymentDueAt?: Maybe<Scalars['String']['output']>;
  /** The method chosen when the order was placed. */
  paymentMethod?: Maybe<Scalars['String']['output']>;
  payments: Array<Payment>;
  /** The shopper's return request, with staff's reason once they refused it; null when none was asked. */
  returnRequest?: Maybe<OrderReturnRequest>;
  shipTotal: Scalars['Int']['output'];
  shipping?: Maybe<OrderShipping>;
  /** cart, complete, merged, canceled, expired or returned. */
  state: Scalars['String']['output'];
  status: OrderStatus;
  /** Every label that applies now (payment, VAT receipt, loan beside the main one). */
  statusDetails: Array<OrderStatus>;
  taxTotal: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  totalQuantity: Scalars['Int']['output'];
  updatedAt: Scalars['String']['output'];
  /** ORGANIZATION when an organization buyer was given at the address step, else PERSONAL. */
  vatReceiptKind: VatReceiptKind;
};

export type OrderActor =
  | 'GUEST'
  | 'STAFF'
  | 'SYSTEM'
  | 'USER';

export type OrderAdjustment = {
  __typename?: 'OrderAdjustment';
  /** Whole tugrik taken off the order. */
  amount: Scalars['Int']['output'];
  code: Scalars['String']['output'];
  kind: AdjustmentKind;
  label: Scalars['String']['output'];
};

export type OrderCheckout = {
  __typename?: 'OrderCheckout';
  address?: Maybe<DeliveryAddress>;
  delivery: DeliveryKind;
  deliveryTime: DeliveryTime;
  organization?: Maybe<Organization>;
  pickupLocation?: Maybe<PickupLocation>;
  receiverName: Scalars['String']['output'];
  receiverPhone: Scalars['String']['output'];
};

export type OrderPage = {
  __typename?: 'OrderPage';
  items: Array<Order>;
  more: Scalars['Boolean']['output'];
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type OrderReturnRequest = {
  __typename?: 'OrderReturnRequest';
  reason: Scalars['String']['output'];
  /** Why staff refused the return; null while it waits for their answer (or once it was accepted). */
  refusal?: Maybe<Scalars['String']['output']>;
  requestedAt: Scalars['String']['output'];
};

export type OrderShipping = {
  __typename?: 'OrderShipping';
  cost: Scalars['Int']['output'];
  method: Scalars['String']['output'];
  name: Scalars['String']['output'];
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
  /** The shopper asked to return the delivered order; staff have not answered yet (spec §9). */
  | 'RETURN_REQUESTED'
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

export type Organization = {
  __typename?: 'Organization';
  address?: Maybe<Scalars['String']['output']>;
  direction?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  registerNumber: Scalars['String']['output'];
  workerCount?: Maybe<Scalars['Int']['output']>;
};

export type OrganizationInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  direction?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  /** 7 digits (Mongolian organization register number). */
  registerNumber: Scalars['String']['input'];
  workerCount?: InputMaybe<Scalars['Int']['input']>;
};

/** One part of a package: how many of which variant, linked to its product. */
export type PackageContent = {
  __typename?: 'PackageContent';
  image?: Maybe<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The part's option values ('0.75 л'), so the size or colour in the package is never ambiguous. */
  options: Array<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
  /** Price of one part bought on its own, in tugrik. */
  sellingPrice: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  variantId: Scalars['ID']['output'];
};

export type Payment = {
  __typename?: 'Payment';
  amount: Scalars['Int']['output'];
  bankAccount?: Maybe<BankAccount>;
  createdAt: Scalars['String']['output'];
  /** PAYMENT_DECLINED, PAYMENT_FAILED, … when state is FAILED. */
  failureCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  method: Scalars['String']['output'];
  /** The order it pays; null for a wallet recharge's payment. */
  orderNumber?: Maybe<Scalars['String']['output']>;
  qr?: Maybe<QrPayment>;
  /** The wallet recharge it pays (#16); null for an order's payment. */
  rechargeId?: Maybe<Scalars['ID']['output']>;
  /** Where the shopper continues (internet bank, digital wallet); the sandbox's own page in test mode. */
  redirectUrl?: Maybe<Scalars['String']['output']>;
  state: PaymentState;
  /**
   * True when the sandbox (the provider's test mode) made this payment: nothing real is charged, and
   * the web may offer to complete it in test mode (e.g. the store-pay app with sandbox tokens).
   */
  testMode: Scalars['Boolean']['output'];
};

export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  available: Scalars['Boolean']['output'];
  /** The named banks of internet banking. */
  banks: Array<Bank>;
  code: Scalars['String']['output'];
  kind: PaymentMethodKind;
  /** Smallest amount due this method accepts, in ₮; null when none. */
  minimum?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  /** An error code (PAYMENT_BELOW_MINIMUM, LOGIN_REQUIRED) when not available. */
  unavailableReason?: Maybe<Scalars['String']['output']>;
};

export type PaymentMethodKind =
  | 'BANK_TRANSFER'
  | 'CARD'
  | 'DIGITAL_WALLET'
  | 'INTERNET_BANK'
  | 'LEASE'
  | 'QR'
  | 'SAVED_CARD'
  | 'STORE_PAY_APP';

export type PaymentState =
  | 'CANCELED'
  | 'CAPTURED'
  | 'FAILED'
  | 'PENDING'
  | 'REFUNDED'
  | 'REQUIRES_TAN';

export type PhotoHistoryEntry = {
  __typename?: 'PhotoHistoryEntry';
  at: Scalars['String']['output'];
  by: Scalars['String']['output'];
  type: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type PhotoVariant = {
  __typename?: 'PhotoVariant';
  id: Scalars['ID']['output'];
  /** Its option values as shown ('Cyan', 'M'). */
  label: Scalars['String']['output'];
  sku: Scalars['String']['output'];
};

export type PickupLocation = {
  __typename?: 'PickupLocation';
  address: Scalars['String']['output'];
  code: Scalars['String']['output'];
  hours?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type PlaceOrderInput = {
  bank?: InputMaybe<Scalars['String']['input']>;
  /** A client-made unique key; repeating placeOrder with it returns the first result. */
  idempotencyKey: Scalars['String']['input'];
  /** The cart being placed. Give it on a retry: once placed, the order is no longer the current cart. */
  orderNumber?: InputMaybe<Scalars['String']['input']>;
  paymentMethod: Scalars['String']['input'];
  savedCardId?: InputMaybe<Scalars['ID']['input']>;
};

export type PlacedOrder = {
  __typename?: 'PlacedOrder';
  order: Order;
  /** Null when nothing is left to pay (wallet, gift card or points cover the total). */
  payment?: Maybe<Payment>;
};

export type PriceOpinion =
  | 'FAIR'
  | 'GOOD'
  | 'HIGH';

export type PriceOpinionSplit = {
  __typename?: 'PriceOpinionSplit';
  fair: Scalars['Int']['output'];
  good: Scalars['Int']['output'];
  high: Scalars['Int']['output'];
};

export type PriceRange = {
  __typename?: 'PriceRange';
  max: Scalars['Int']['output'];
  min: Scalars['Int']['output'];
};

export type PrinterModel = {
  __typename?: 'PrinterModel';
  model: Scalars['String']['output'];
  /** How many inks and toners fit it. */
  supplies: Scalars['Int']['output'];
};

export type PrinterSupplies = {
  __typename?: 'PrinterSupplies';
  printerModel: Scalars['String']['output'];
  products: Array<PrinterSupply>;
};

export type PrinterSupply = {
  __typename?: 'PrinterSupply';
  image?: Maybe<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  sellingPrice: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  variantId: Scalars['ID']['output'];
};

export type Prize = {
  __typename?: 'Prize';
  couponCode?: Maybe<Scalars['String']['output']>;
  creditAmount?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  kind: PrizeKind;
  name: Scalars['String']['output'];
};

export type PrizeKind =
  /** a coupon code the shopper now holds */
  | 'COUPON'
  /** tugrik credited to the wallet */
  | 'WALLET_CREDIT';

export type PrizeSpin = {
  __typename?: 'PrizeSpin';
  number: Scalars['String']['output'];
  prize?: Maybe<Prize>;
  /** The segment the wheel lands on (index into `segments`). */
  segment: Scalars['Int']['output'];
  spunAt: Scalars['String']['output'];
  won: Scalars['Boolean']['output'];
};

export type PrizeSpinRecord = {
  __typename?: 'PrizeSpinRecord';
  number: Scalars['String']['output'];
  /** null: no prize */
  prize?: Maybe<Prize>;
  spunAt: Scalars['String']['output'];
};

export type PrizeStock = {
  __typename?: 'PrizeStock';
  locationId: Scalars['String']['output'];
  received: Scalars['Int']['output'];
  remaining: Scalars['Int']['output'];
  won: Scalars['Int']['output'];
};

export type PrizeWheel = {
  __typename?: 'PrizeWheel';
  active: Scalars['Boolean']['output'];
  id: PrizeWheelKind;
  /** A paid order whose items reach this (₮) earns a spin. */
  minOrderTotal: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** The shopper's unspent roulette numbers, oldest first. */
  numbers: Array<Scalars['String']['output']>;
  /** The shopper's last 10 spins of this wheel, newest first. */
  recentSpins: Array<PrizeSpinRecord>;
  segments: Array<PrizeWheelSegment>;
  spinsLeft: Scalars['Int']['output'];
};

export type PrizeWheelKind =
  | 'JACKPOT'
  | 'LUCKY_WHEEL';

/** One segment of the wheel, clockwise from the top; the last is 'no prize'. */
export type PrizeWheelSegment = {
  __typename?: 'PrizeWheelSegment';
  /** false: none left; landing here wins nothing */
  inStock: Scalars['Boolean']['output'];
  /** Per cent, one decimal. */
  oddsPercent: Scalars['Float']['output'];
  /** null: no prize */
  prize?: Maybe<Prize>;
};

export type Product = {
  __typename?: 'Product';
  availableOn?: Maybe<Scalars['String']['output']>;
  /** The average of the visible reviews, one decimal; 0 without reviews. */
  averageRating: Scalars['Float']['output'];
  badges: Array<Badge>;
  /**
   * Stock by branch of its first variant (the one a page shows first); null, without asking the
   * commerce service, when no branch holds any of the product.
   */
  branchStock?: Maybe<Array<BranchStock>>;
  brand?: Maybe<Brand>;
  countryOfOrigin?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  /** The printers an ink or toner fits (full model names); empty for anything else. */
  fitsPrinters: Array<Scalars['String']['output']>;
  /** Some branch holds some of its variants: the page shows where to buy it. */
  hasBranchStock: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  images: Array<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Nutrition and alcohol facts; null, without asking the commerce service, for a product without. */
  nutrition?: Maybe<NutritionFacts>;
  /**
   * A package product's contents (#16), in listed order; empty for an ordinary product. Adding the
   * package to the cart adds one line; its stock is the minimum over the parts of floor(part stock /
   * quantity).
   */
  packageContents: Array<PackageContent>;
  price: Scalars['Int']['output'];
  properties: Array<Property>;
  /** Spec §9 suggested: 50 products from the same department. */
  recommended: Array<ProductCard>;
  /** Spec §9: 30 products from the same category. */
  related: Array<ProductCard>;
  saleExpireAt?: Maybe<Scalars['String']['output']>;
  salePercent: Scalars['Int']['output'];
  saleStartAt?: Maybe<Scalars['String']['output']>;
  /** Spec §9: 20 products of the same series. */
  sameSeries: Array<ProductCard>;
  sellingPrice: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  store?: Maybe<Store>;
  taxon: Taxon;
  totalOnHand: Scalars['Int']['output'];
  totalReviews: Scalars['Int']['output'];
  variants: Array<Variant>;
};

/** A product as listed: what a card needs. Money is whole tugrik (MNT). */
export type ProductCard = {
  __typename?: 'ProductCard';
  /** The average of the visible reviews, one decimal; 0 without reviews. */
  averageRating: Scalars['Float']['output'];
  brand?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Int']['output'];
  salePercent: Scalars['Int']['output'];
  sellingPrice: Scalars['Int']['output'];
  /** The master variant's SKU: what a look book's hotspot names (the editor finds it by search). */
  sku: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  totalReviews: Scalars['Int']['output'];
  /**
   * The variant a card's quick add puts in the cart (the master, the product page's first variant): known
   * with the card, so an add made offline queues without asking the gateway for it.
   */
  variantId: Scalars['ID']['output'];
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

export type ProductPhoto = {
  __typename?: 'ProductPhoto';
  createdAt: Scalars['String']['output'];
  createdBy: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The largest WebP rendition (`/images/r/<hash>/<width>.webp`); the others are named from it. */
  url: Scalars['String']['output'];
  /** The variant (colour) it shows, or null for the whole product. */
  variantId?: Maybe<Scalars['ID']['output']>;
  width: Scalars['Int']['output'];
};

export type ProductSort =
  | 'DATE_ASC'
  | 'DATE_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  | 'RANDOM'
  /** Best average rating first, then the most reviewed. */
  | 'RATING_DESC'
  | 'RELEVANCE'
  | 'SALE_DESC';

/** Only the fields given change; all errors come back at once in extensions.fields. */
export type ProfileInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Gender>;
  lastName?: InputMaybe<Scalars['String']['input']>;
};

export type Promotion = {
  __typename?: 'Promotion';
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** When the promotion ends (ISO 8601, UTC). */
  endsAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  productCount: Scalars['Int']['output'];
  startsAt?: Maybe<Scalars['String']['output']>;
};

export type PromotionDetail = {
  __typename?: 'PromotionDetail';
  products: ProductPage;
  promotion: Promotion;
};

export type PromotionInput = {
  /** Latin letters, digits and hyphens; only when creating. */
  code?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  descriptionEn?: InputMaybe<Scalars['String']['input']>;
  endsAt: Scalars['String']['input'];
  name: Scalars['String']['input'];
  nameEn?: InputMaybe<Scalars['String']['input']>;
  productIds: Array<Scalars['ID']['input']>;
  /** ISO 8601; null or absent: from now. */
  startsAt?: InputMaybe<Scalars['String']['input']>;
  /** The version the editor loaded: an edit of a stale copy is CONFLICT. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type PromotionStatus =
  | 'ENDED'
  | 'RUNNING'
  | 'SCHEDULED';

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

/** A QR code drawn on the server: an SVG of size × size units with one path of dark modules. */
export type QrCode = {
  __typename?: 'QrCode';
  path: Scalars['String']['output'];
  size: Scalars['Int']['output'];
};

export type QrPayment = {
  __typename?: 'QrPayment';
  expiresAt: Scalars['String']['output'];
  /** Opening this link pays the QR (in the sandbox: a page that marks it paid). */
  payUrl: Scalars['String']['output'];
  /** The text encoded in the QR code. */
  payload: Scalars['String']['output'];
  /** The QR code as an SVG image. */
  svg: Scalars['String']['output'];
};

/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type Query = {
  __typename?: 'Query';
  /** Airports by code, name or city, in Latin or Cyrillic; 40 per page (spec §9). An empty text lists all. */
  airports: AirportPage;
  /** One news item or article with its sanitised text. ARTICLE_NOT_FOUND when there is none. */
  article: Article;
  /** Tags with how many items carry each, most used first. */
  articleTags: Array<ArticleTag>;
  /** Shoppers' articles, newest first (optionally one tag's or one author's). */
  articles: ArticlePage;
  /** AUTHOR_NOT_FOUND when there is none. */
  author: Author;
  authors: AuthorPage;
  /** A badge with a page of its products, newest first (spec §7 /badges/{id}); BADGE_NOT_FOUND when there is none. */
  badgeProducts: BadgeProducts;
  /** The logged-in shopper's bookmarked articles, newest first (LOGIN_REQUIRED for a guest). */
  bookmarks: Array<Bookmark>;
  /** A brand by its code (the `/brands/<code>` page); BRAND_NOT_FOUND when there is none. */
  brandByCode: BrandDetail;
  /**
   * Every brand (spec §9: loaded with perPage 999), in name order, with its logo and story. Pages of
   * `perPage` (1–999); `page` starts at 1. Out-of-range values are a BAD_USER_INPUT error.
   */
  brands: BrandPage;
  /** GET /api/v2/orders/{order}/check_lend: whether the order can be paid by lease, and on what terms. */
  checkLend: LeaseQuote;
  /** Named product lists of the spec's sizes (deals 20, new arrivals 40, sale 40, lifestyle 100…), in the asked order. */
  collections: Array<ProductCollection>;
  /** A page of comment threads (top-level comments, each followed by its replies), oldest first. */
  comments: CommentPage;
  /**
   * The shopper's cart (an order in state cart), or null. A guest is known by the HttpOnly order-token
   * cookie, a logged-in user by the session. A completed order is never the current one.
   */
  currentOrder?: Maybe<Order>;
  /** Delivery windows to choose from (§5: a delivery time is required). */
  deliveryTimes: Array<DeliveryTime>;
  hotel: Hotel;
  hotelAmenities: Array<HotelAmenity>;
  /** A room by slug with its taken nights; ROOM_NOT_FOUND. */
  hotelRoom: HotelRoomPage;
  /** Rooms cheapest first; `amenity` keeps those with it, `guests` those that fit. */
  hotelRooms: Array<HotelRoom>;
  /** The lease / instalment calculator with the §9 constants. */
  leaseQuote: LeaseQuote;
  /** The logged-in user's license keys, newest first (spec §7 orders/licenses; LOGIN_REQUIRED for a guest). */
  licenses: Array<License>;
  /** A published look book by slug; LOOK_BOOK_NOT_FOUND for an unknown or unpublished one. */
  lookBook: LookBook;
  /**
   * Published look books, newest first (spec §4 lists: a first page, then more). Pages of `perPage`
   * (default 12, at most 48); out of range is BAD_USER_INPUT.
   */
  lookBooks: LookBookPage;
  /** The loyalty points balance and one page (20) of its history, newest first. LOGIN_REQUIRED for a guest. */
  loyaltyHistory: LoyaltyHistory;
  /** The logged-in shopper's loyalty points (GET /api/v2/orders/erp_loyalty; 1 point = 1 ₮). LOGIN_REQUIRED for a guest. */
  loyaltyPoints: Scalars['Int']['output'];
  /** The logged-in shopper, or null (no session, or it expired or was revoked). */
  me?: Maybe<Account>;
  /** Several searches in one round trip (at most 10), answered in order: the home page's shelves. */
  multiSearch: Array<SearchResult>;
  /** The logged-in shopper's own articles (LOGIN_REQUIRED for a guest). */
  myArticles: ArticlePage;
  /** One held coupon with its terms and uses. COUPON_NOT_FOUND when unknown or not the shopper's. */
  myCoupon: HeldCoupon;
  /**
   * The coupons and vouchers the logged-in shopper holds, newest first: given to them (every account
   * holds WELCOME10) or redeemed by them. Only those of `status` when given. LOGIN_REQUIRED for a guest.
   */
  myCoupons: Array<HeldCoupon>;
  /** The logged-in shopper's saved printers (LOGIN_REQUIRED for a guest). */
  myPrinters: Array<SavedPrinter>;
  /** The logged-in buyer's quotes, newest first. LOGIN_REQUIRED. */
  myQuotes: Array<Quote>;
  /** The logged-in shopper's bookings (LOGIN_REQUIRED for a guest). */
  myRoomBookings: Array<RoomBooking>;
  /** The logged-in user's e-tickets, newest first, each with its QR code (LOGIN_REQUIRED for a guest). */
  myTickets: Array<ShopperTicket>;
  /** News items, newest first (optionally one tag's); a page of `perPage` (at most 50). */
  news: ArticlePage;
  /** One of the shopper's orders; ORDER_NOT_FOUND for an unknown number or someone else's order. */
  order: Order;
  /** The logged-in user's orders, newest first (LOGIN_REQUIRED for a guest). */
  orders: OrderPage;
  /** One payment of one of the shopper's orders (PAYMENT_NOT_FOUND otherwise). */
  payment: Payment;
  /**
   * The payment methods of spec §1 for the current cart (or the given placed order), each with its
   * minimum (§9: 500 MNT, 100,000 MNT). `available` is false, with the error code in
   * `unavailableReason`, when the order's amount due is below the minimum.
   */
  paymentMethods: Array<PaymentMethod>;
  /** Branches where an order can be picked up instead of delivered (site data store_locations). */
  pickupLocations: Array<PickupLocation>;
  /**
   * Printer models matching what the shopper typed (case, spaces and dashes ignored), A–Z, at most
   * `limit` (1–200, else BAD_USER_INPUT).
   */
  printerModels: Array<PrinterModel>;
  /** The ink and toner that fit a printer; PRINTER_NOT_FOUND. */
  printerSupplies: PrinterSupplies;
  /**
   * The lucky wheel or the jackpot as the shopper's page draws it: its segments with their odds, and
   * the logged-in shopper's spins left (0 for a guest). A paid order above `minOrderTotal` earns one.
   */
  prizeWheel: PrizeWheel;
  /** A product by its slug; NOT_FOUND when there is none. */
  product: Product;
  /** Nutrition and alcohol facts of a product, or null when it has none. */
  productNutrition?: Maybe<NutritionFacts>;
  /**
   * A page of a product's reviews (newest first, 10 a page by default, at most 50), with its rating,
   * the split of stars and of price opinions, and the asking shopper's own review and opinion.
   * `withPhotos` keeps the reviews with a photo. NOT_FOUND for an unknown product.
   * Reviews are written through the upload route `POST /products/:slug/reviews` (multipart, beside
   * /graphql like the avatar: `images[]` files, `comment`, `rating`).
   */
  productReviews: ReviewPage;
  /**
   * The visible catalog (spec §5 visibility rule), optionally under a taxon permalink and a text query.
   * Pages of `perPage` (default 40, at most 100); `page` starts at 1. Out-of-range values are a
   * BAD_USER_INPUT error.
   */
  products: ProductPage;
  /**
   * The products of the compare list (spec §4, §9: at most 4 slugs, else BAD_USER_INPUT), in the order
   * asked. A slug with no product (removed from the catalog since it was added) is left out, so one
   * stale entry does not blank the whole compare page.
   */
  productsBySlugs: Array<Product>;
  /** A promotion with a page of its products (40 by default); PROMOTION_NOT_FOUND when there is none. */
  promotion: PromotionDetail;
  /** Promotions running now, the soonest to end first (spec §7 /promotions). */
  promotions: Array<Promotion>;
  /** The VAPID public key browsers subscribe to Web Push with (spec §4 push prompt). */
  pushPublicKey: Scalars['String']['output'];
  /** One of the buyer's quotes with its lines. LOGIN_REQUIRED, QUOTE_NOT_FOUND. */
  quote: Quote;
  /** One of the logged-in shopper's recharges with its latest payment (RECHARGE_NOT_FOUND otherwise). */
  recharge: Recharge;
  /** The logged-in shopper's saved cards (GET /api/v2/users/cards). LOGIN_REQUIRED for a guest. */
  savedCards: Array<SavedCard>;
  /**
   * Full-text search and browsing (an empty text browses the visible catalog) under filters, in one of
   * the eight sorts (relevance by default when there is text). Words match as prefixes, Latin letters
   * also as Mongolian Cyrillic (`bichig` finds бичиг); when nothing matches, typo-tolerant matching takes
   * over and `fuzzy` says so. Out-of-range paging or values are a BAD_USER_INPUT error.
   */
  search: SearchResult;
  /** The logged-in shopper's recent searches, newest first; empty for a guest. */
  searchHistory: Array<Scalars['String']['output']>;
  /**
   * News search (spec §2): each word as typed or in Cyrillic (`salbar` finds `салбар`), folded like the
   * product search; best first.
   */
  searchNews: ArticlePage;
  /** A wish list its owner shared, read-only. WISHLIST_NOT_FOUND when the link is unknown or revoked. */
  sharedWishlist: SharedWishlist;
  /**
   * Shipping methods with their rate for the current cart and its address step. When rates cannot be
   * calculated for the selected items the error is SHIPPING_RATES_UNAVAILABLE (§8: the web asks the
   * shopper to choose the delivery address again).
   */
  shippingMethods: Array<ShippingMethod>;
  /** A page by its slug (`/pages/<slug>`); PAGE_NOT_FOUND when there is none. */
  shopPage: ShopPage;
  /** The shop's own pages (delivery, returns, payment, about, contacts, terms, privacy), in footer order. */
  shopPages: Array<ShopPage>;
  siteData: SiteData;
  /** Social logins this shop offers (start at /auth/<provider>/start). */
  socialProviders: Array<SocialProvider>;
  /** One brand as the editor opens it, with who changed it. BRAND_NOT_FOUND. */
  staffBrand: StaffBrand;
  /** Every brand by name, 50 a page, filtered by a part of its name or code. */
  staffBrands: StaffBrandPage;
  /**
   * A number typed at the counter of a location (spaces and dashes allowed): whose it is, its wheel,
   * whether its spin is still there (spunAt null), and that wheel as drawn with the location's stock.
   * ROULETTE_NUMBER_NOT_FOUND, ROULETTE_LOCATION_NOT_FOUND.
   */
  staffCheckRouletteNumber: CounterNumber;
  /** The contact forms shoppers sent (spec §7 contact_forms), newest first, a page at a time. Content role. */
  staffContactForms: Array<ContactFormEntry>;
  /**
   * A shopper's coupon looked up at the counter by its code and the shopper's phone or e-mail (coupon
   * staff): its terms, status and uses. COUPON_NOT_FOUND when the shopper or their coupon is unknown.
   */
  staffCoupon: CounterCoupon;
  /** One look book as staff edit it, with its history. Content role. */
  staffLookBook: StaffLookBook;
  /** Every look book, drafts too, newest first. Content role. */
  staffLookBooks: LookBookPage;
  /** The logged-in staff user and their roles (spec §6 users/me); null without a staff session. */
  staffMe?: Maybe<StaffUser>;
  /**
   * Back office (staff with the content role): the newest product reviews, vendor reviews and
   * comments, all kinds in one list, or one kind; `hidden` keeps only the hidden (or shown) ones.
   * STAFF_LOGIN_REQUIRED without a staff session, STAFF_ROLE_REQUIRED without the role.
   */
  staffModeration: ModerationPage;
  /** One news item as the editor opens it, with its history. ARTICLE_NOT_FOUND. */
  staffNews: StaffNews;
  /** Every news item, drafts and hidden ones too, newest first; 20 a page (`more` while there are more). */
  staffNewsList: StaffNewsPage;
  /** One placed order with the actions its state allows. Fulfilment role. */
  staffOrder: StaffOrder;
  /** Placed orders, newest first, of one status when given (`ordered`, `readyToDeliver`, …). Fulfilment role. */
  staffOrders: StaffOrderPage;
  /** Staff with the content role: products whose name, address or SKU contains the text (10 at most). */
  staffPhotoProducts: Array<StaffPhotoProduct>;
  staffProductPhotos: StaffProductPhotos;
  /** One promotion as the editor opens it, with its products and who changed it. PROMOTION_NOT_FOUND. */
  staffPromotion: StaffPromotion;
  /**
   * Every promotion, ended and scheduled ones too: running and scheduled first, then ended, latest
   * first. 50 a page, filtered by a part of the name or code and by status.
   */
  staffPromotions: StaffPromotionPage;
  /** Staff (role sales): one quote with its lines. QUOTE_NOT_FOUND. */
  staffQuote: Quote;
  /** Staff (role sales): quotes by status, oldest waiting first for REQUESTED. STAFF_LOGIN_REQUIRED, STAFF_ROLE_REQUIRED. */
  staffQuotes: StaffQuotePage;
  /** The wheels with their odds, the prizes with their stock at every location, the latest numbers and spins. */
  staffRoulette: StaffRoulette;
  /** One page as staff wrote it (placeholders unfilled), with its history. PAGE_NOT_FOUND. */
  staffShopPage: StaffShopPage;
  /** Every one of the shop's pages, hidden ones too, in footer order. */
  staffShopPages: Array<StaffShopPageSummary>;
  /** A variant's stock by its SKU (any case). STOCK_SKU_NOT_FOUND. Fulfilment role. */
  staffStockItem: StockOnHand;
  /** The latest goods staff received, newest first (20). Fulfilment role. */
  staffStockReceipts: Array<StockReceipt>;
  /** The ticketed events and the latest scans (who scanned what when). E-ticket role. */
  staffTickets: StaffTicketOverview;
  /** VAT receipts sent with no answer, to look up in ebarimt. Fulfilment role. */
  staffVatReceiptsToCheck: Array<VatReceiptToCheck>;
  /**
   * The price of a stay (POST /horeca/calculate_price). Errors: ROOM_NOT_FOUND, BOOKING_DATE_PAST,
   * BOOKING_CHECKOUT_BEFORE_CHECKIN, BOOKING_DATES_INVALID, BOOKING_TOO_LONG, BOOKING_TOO_FAR,
   * ROOM_CAPACITY_EXCEEDED.
   */
  stayPrice: StayPrice;
  /** Completion for the search box: at most 10, best first. Never an error: a failure is an empty list. */
  suggest: Array<Suggestion>;
  /** A taxon by permalink (without the /t/ prefix); NOT_FOUND when there is none. */
  taxon: Taxon;
  /** Stock of a variant by branch, stocked branches first; VARIANT_NOT_FOUND. */
  variantStockItems: Array<BranchStock>;
  /** A vendor with a page of its products (spec §9: 20 by default); VENDOR_NOT_FOUND when there is none. */
  vendorProducts: VendorProducts;
  /**
   * A page of a vendor's visible reviews (newest first, 10 a page by default, at most 50), with its
   * stars and the asking shopper's own review. VENDOR_NOT_FOUND for an unknown vendor.
   */
  vendorReviews: VendorReviewPage;
  /** Vendors selling through the shop (spec §7 /vendors). */
  vendors: Array<Vendor>;
  /** The logged-in shopper's wallet (store credit): balance and statement. LOGIN_REQUIRED for a guest. */
  wallet: Wallet;
  /** The variant ids in any of the shopper's wish lists (the hearts); empty for a guest. */
  wishedVariantIds: Array<Scalars['ID']['output']>;
  /** The logged-in shopper's wish lists, the default one first (LOGIN_REQUIRED for a guest). */
  wishlists: Array<Wishlist>;
  /** The capital, its districts and the 21 aimags with their zip codes, for the delivery address form. */
  zipcodeAreas: Array<ZipcodeArea>;
  /**
   * The zip area containing a geo point (spec §3 "Address lookup result"): an Ulaanbaatar district
   * before the capital, an aimag otherwise; null outside Mongolia. Latitude -90…90 and longitude
   * -180…180, else BAD_USER_INPUT.
   */
  zipcodeAt?: Maybe<ZipcodeLookup>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryAirportsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryArticleArgs = {
  id: Scalars['ID']['input'];
  kind: ArticleKind;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryArticleTagsArgs = {
  kind: ArticleKind;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryArticlesArgs = {
  authorId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  tag?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryAuthorArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryAuthorsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryBadgeProductsArgs = {
  id: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryBrandByCodeArgs = {
  code: Scalars['String']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryBrandsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryCheckLendArgs = {
  orderNumber: Scalars['String']['input'];
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
export type QueryCommentsArgs = {
  articleId: Scalars['ID']['input'];
  kind: ArticleKind;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryHotelRoomArgs = {
  slug: Scalars['String']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryHotelRoomsArgs = {
  amenity?: InputMaybe<Scalars['String']['input']>;
  guests?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryLeaseQuoteArgs = {
  amount: Scalars['Int']['input'];
  downPayment?: InputMaybe<Scalars['Int']['input']>;
  months?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryLookBookArgs = {
  slug: Scalars['String']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryLookBooksArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryLoyaltyHistoryArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
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
export type QueryMyArticlesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryMyCouponArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryMyCouponsArgs = {
  status?: InputMaybe<CouponStatus>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryNewsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  tag?: InputMaybe<Scalars['String']['input']>;
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
export type QueryPaymentArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryPaymentMethodsArgs = {
  orderNumber?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryPrinterModelsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryPrinterSuppliesArgs = {
  printerModel: Scalars['String']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryPrizeWheelArgs = {
  wheel: PrizeWheelKind;
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
export type QueryProductNutritionArgs = {
  slug: Scalars['String']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryProductReviewsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  slug: Scalars['String']['input'];
  withPhotos?: InputMaybe<Scalars['Boolean']['input']>;
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
export type QueryProductsBySlugsArgs = {
  slugs: Array<Scalars['String']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryPromotionArgs = {
  id: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryQuoteArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryRechargeArgs = {
  id: Scalars['ID']['input'];
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
export type QuerySearchNewsArgs = {
  kind?: InputMaybe<ArticleKind>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QuerySharedWishlistArgs = {
  token: Scalars['String']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryShopPageArgs = {
  slug: Scalars['String']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryStaffBrandArgs = {
  code: Scalars['String']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryStaffBrandsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryStaffCheckRouletteNumberArgs = {
  locationId: Scalars['String']['input'];
  number: Scalars['String']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryStaffContactFormsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryStaffCouponArgs = {
  code: Scalars['String']['input'];
  shopper: Scalars['String']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryStaffLookBookArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryStaffLookBooksArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryStaffModerationArgs = {
  hidden?: InputMaybe<Scalars['Boolean']['input']>;
  kind?: InputMaybe<ModerationKind>;
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryStaffNewsArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryStaffNewsListArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryStaffOrderArgs = {
  number: Scalars['String']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryStaffOrdersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryStaffPhotoProductsArgs = {
  query: Scalars['String']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryStaffProductPhotosArgs = {
  slug: Scalars['String']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryStaffPromotionArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryStaffPromotionsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<PromotionStatus>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryStaffQuoteArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryStaffQuotesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<QuoteStatus>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryStaffShopPageArgs = {
  slug: Scalars['String']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryStaffStockItemArgs = {
  sku: Scalars['String']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryStaffTicketsArgs = {
  eventId?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryStayPriceArgs = {
  input: StayInput;
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


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryVariantStockItemsArgs = {
  variantId: Scalars['ID']['input'];
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryVendorProductsArgs = {
  id: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryVendorReviewsArgs = {
  id: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryWalletArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Site-wide data from the commerce service (spec §3 "Site data"). Names are in the request's locale
 * (the `locale` cookie or the `x-shop-locale` header; default mn), English filling any missing one.
 */
export type QueryZipcodeAtArgs = {
  lat: Scalars['Float']['input'];
  lon: Scalars['Float']['input'];
};

export type Quote = {
  __typename?: 'Quote';
  answeredAt?: Maybe<Scalars['String']['output']>;
  declineReason?: Maybe<Scalars['String']['output']>;
  expiresAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lineCount: Scalars['Int']['output'];
  /** Empty in lists; the lines of one quote when asked for by id. */
  lines: Array<QuoteLine>;
  /** Float: 50 lines of 9,999 pieces can pass a 32-bit Int; always a whole number. */
  listTotal: Scalars['Float']['output'];
  note?: Maybe<Scalars['String']['output']>;
  /** The cart the accepted lines went into. */
  orderNumber?: Maybe<Scalars['String']['output']>;
  organizationName: Scalars['String']['output'];
  quotedTotal?: Maybe<Scalars['Float']['output']>;
  registerNumber: Scalars['String']['output'];
  requestedAt: Scalars['String']['output'];
  status: QuoteStatus;
};

export type QuoteLine = {
  __typename?: 'QuoteLine';
  image?: Maybe<Scalars['String']['output']>;
  /** The variant's price when the quote was asked: the highest price staff may quote. */
  listPrice: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  /** In the request's language. */
  productName: Scalars['String']['output'];
  productSlug: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  /** The unit price staff quoted; null until answered. */
  quotedPrice?: Maybe<Scalars['Int']['output']>;
  sku: Scalars['String']['output'];
  variantId: Scalars['ID']['output'];
};

export type QuoteLineInput = {
  quantity: Scalars['Int']['input'];
  variantId: Scalars['ID']['input'];
};

export type QuoteStatus =
  | 'ACCEPTED'
  | 'ANSWERED'
  | 'DECLINED'
  /** Answered, and its expiry has passed: it can no longer be accepted. */
  | 'EXPIRED'
  | 'REQUESTED';

export type Recharge = {
  __typename?: 'Recharge';
  amount: Scalars['Int']['output'];
  expiresAt: Scalars['String']['output'];
  /** PAYMENT_DECLINED, PAYMENT_FAILED, RECHARGE_EXPIRED … when FAILED or EXPIRED. */
  failureCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The latest payment (QR, card form, redirect): the checkout's `Payment`. */
  payment?: Maybe<Payment>;
  state: RechargeState;
};

export type RechargeState =
  /** Not paid in time; a late payment is refunded. */
  | 'EXPIRED'
  | 'FAILED'
  /** Paid: the wallet was credited. */
  | 'PAID'
  /** Waiting for its payment. */
  | 'REQUESTED';

export type RegisterCardInput = {
  cardNumber: Scalars['String']['input'];
  cvc: Scalars['String']['input'];
  expiry: Scalars['String']['input'];
  holder?: InputMaybe<Scalars['String']['input']>;
};

export type RemoveLineItemInput = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  lineItemId: Scalars['ID']['input'];
  number: Scalars['String']['input'];
};

export type Review = {
  __typename?: 'Review';
  /** The author's first name and family initial; empty when the account has no name. */
  authorName: Scalars['String']['output'];
  comment: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  images: Array<ReviewImage>;
  rating: Scalars['Int']['output'];
  updatedAt: Scalars['String']['output'];
  /** The author paid an order holding this product. */
  verifiedPurchase: Scalars['Boolean']['output'];
};

export type ReviewImage = {
  __typename?: 'ReviewImage';
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type ReviewPage = {
  __typename?: 'ReviewPage';
  averageRating: Scalars['Float']['output'];
  more: Scalars['Boolean']['output'];
  myPriceOpinion?: Maybe<PriceOpinion>;
  myReview?: Maybe<Review>;
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  priceOpinions: PriceOpinionSplit;
  reviews: Array<Review>;
  /** How many visible reviews gave 1, 2, 3, 4 and 5 stars. */
  stars: Array<Scalars['Int']['output']>;
  /** Reviews matching the filter (all, or with photos). */
  total: Scalars['Int']['output'];
  totalReviews: Scalars['Int']['output'];
};

export type RoomBooking = {
  __typename?: 'RoomBooking';
  checkIn: Scalars['String']['output'];
  checkOut: Scalars['String']['output'];
  guests: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  roomName: Scalars['String']['output'];
  roomSlug: Scalars['String']['output'];
  /** held (in the cart), ordered, confirmed (paid) */
  status: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

export type RouletteLocation = {
  __typename?: 'RouletteLocation';
  address: Scalars['String']['output'];
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
  nameEn: Scalars['String']['output'];
  nameMn: Scalars['String']['output'];
};

export type RouletteLocationInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['String']['input'];
  nameEn: Scalars['String']['input'];
  nameMn: Scalars['String']['input'];
};

export type RouletteNumber = {
  __typename?: 'RouletteNumber';
  code: Scalars['String']['output'];
  /** The customer's name on their account (blank when they gave none). */
  holderName: Scalars['String']['output'];
  issuedAt: Scalars['String']['output'];
  locationId?: Maybe<Scalars['String']['output']>;
  orderNumber: Scalars['String']['output'];
  prizeName?: Maybe<Scalars['String']['output']>;
  spunAt?: Maybe<Scalars['String']['output']>;
  spunBy?: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
  wheel: PrizeWheelKind;
};

export type Salutation =
  | 'MR'
  | 'MS';

export type SavedCard = {
  __typename?: 'SavedCard';
  brand: Scalars['String']['output'];
  expiry: Scalars['String']['output'];
  holder?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  last4: Scalars['String']['output'];
};

export type SavedPrinter = {
  __typename?: 'SavedPrinter';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  printerModel: Scalars['String']['output'];
};

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
  /** At least this many stars on average (1–5). */
  minRating?: InputMaybe<Scalars['Int']['input']>;
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

export type SharedWishlist = {
  __typename?: 'SharedWishlist';
  items: Array<WishedItem>;
  name: Scalars['String']['output'];
  /** The owner's first name, when they gave one. */
  ownerName?: Maybe<Scalars['String']['output']>;
};

export type ShippingMethod = {
  __typename?: 'ShippingMethod';
  code: Scalars['String']['output'];
  cost: Scalars['Int']['output'];
  /** Delivery promise in hours from payment confirmation (§9: 24, 48–72, 4 for express). */
  etaHours: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/**
 * One of the shop's own pages. The body is plain text: blank lines part paragraphs, a line starting
 * "## " is a heading and "- " a list item. Numbers the shop's configuration decides (delivery and
 * return windows, rates) are already filled in.
 */
export type ShopPage = {
  __typename?: 'ShopPage';
  body: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type ShopPageInput = {
  body: Scalars['String']['input'];
  bodyEn?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<Scalars['Int']['input']>;
  published?: InputMaybe<Scalars['Boolean']['input']>;
  title: Scalars['String']['input'];
  /** Empty: English falls back to the Mongolian. */
  titleEn?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** A ticket the shopper bought (#18): shown at the door as a QR code, used once by staff. */
export type ShopperTicket = {
  __typename?: 'ShopperTicket';
  code: Scalars['ID']['output'];
  /** The event, in the shopper's language (Mongolian, else English). */
  eventName: Scalars['String']['output'];
  issuedAt: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  productName: Scalars['String']['output'];
  productSlug: Scalars['String']['output'];
  qr: QrCode;
  startsAt: Scalars['String']['output'];
  /** When staff at the door used it; null while it is valid. */
  usedAt?: Maybe<Scalars['String']['output']>;
  /** The staff member who used it. */
  usedBy?: Maybe<Scalars['String']['output']>;
  venue: Scalars['String']['output'];
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

export type StaffBrand = {
  __typename?: 'StaffBrand';
  code: Scalars['String']['output'];
  history: Array<EditingHistoryEntry>;
  logo?: Maybe<Scalars['String']['output']>;
  /** Mongolian, as written. */
  name: Scalars['String']['output'];
  nameEn: Scalars['String']['output'];
  productCount: Scalars['Int']['output'];
  story: Scalars['String']['output'];
  storyEn: Scalars['String']['output'];
  updatedAt?: Maybe<Scalars['String']['output']>;
  updatedBy?: Maybe<Scalars['String']['output']>;
  /** The count of its changes in the log; 0 in the list. Sent back with an edit (BrandInput.version). */
  version: Scalars['Int']['output'];
};

export type StaffBrandPage = {
  __typename?: 'StaffBrandPage';
  items: Array<StaffBrand>;
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type StaffChallenge = {
  __typename?: 'StaffChallenge';
  challengeId: Scalars['ID']['output'];
  expiresIn: Scalars['Int']['output'];
};

export type StaffLook = {
  __typename?: 'StaffLook';
  caption: Scalars['String']['output'];
  captionEn: Scalars['String']['output'];
  /** Null: drawn from the look's products. */
  image?: Maybe<Scalars['String']['output']>;
  spots: Array<StaffLookSpot>;
};

export type StaffLookBook = {
  __typename?: 'StaffLookBook';
  /** The cover set by staff; null: the first look's photo. */
  coverImage?: Maybe<Scalars['String']['output']>;
  history: Array<LookBookHistoryEntry>;
  id: Scalars['ID']['output'];
  introHtml: Scalars['String']['output'];
  introHtmlEn: Scalars['String']['output'];
  looks: Array<StaffLook>;
  published: Scalars['Boolean']['output'];
  publishedAt?: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  /** Mongolian, as written. */
  title: Scalars['String']['output'];
  titleEn: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type StaffLookSpot = {
  __typename?: 'StaffLookSpot';
  /** The product's name, empty when it has left the catalog. */
  name: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
};

export type StaffNews = {
  __typename?: 'StaffNews';
  authorId?: Maybe<Scalars['ID']['output']>;
  authorName?: Maybe<Scalars['String']['output']>;
  /** Sanitised HTML, as stored. */
  bodyHtml: Scalars['String']['output'];
  history: Array<ContentHistoryEntry>;
  id: Scalars['ID']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  published: Scalars['Boolean']['output'];
  publishedAt: Scalars['String']['output'];
  summary: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
  /** The version to send back with a save. */
  version: Scalars['Int']['output'];
};

export type StaffNewsPage = {
  __typename?: 'StaffNewsPage';
  items: Array<StaffNewsSummary>;
  more: Scalars['Boolean']['output'];
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type StaffNewsSummary = {
  __typename?: 'StaffNewsSummary';
  authorName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  published: Scalars['Boolean']['output'];
  /** When it went out (a draft: when it was written). */
  publishedAt: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  /** The staff member who changed it last; null for news from before the log. */
  updatedBy?: Maybe<Scalars['String']['output']>;
};

export type StaffOrder = {
  __typename?: 'StaffOrder';
  actions: Array<StaffOrderAction>;
  order: Order;
  /** The receiver, phone and delivery or pickup, from the address step. */
  receiverName?: Maybe<Scalars['String']['output']>;
  receiverPhone?: Maybe<Scalars['String']['output']>;
};

/** What staff may do to an order; the back office offers only those its state allows. */
export type StaffOrderAction =
  | 'ACCEPT_RETURN'
  | 'CANCEL'
  | 'COMPLETE'
  | 'DELIVER'
  | 'DISPATCH'
  | 'FINISH'
  | 'PREPARE'
  | 'REFUSE_RETURN';

export type StaffOrderPage = {
  __typename?: 'StaffOrderPage';
  orders: Array<Order>;
  page: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** A product to manage photos for, found by name or SKU. */
export type StaffPhotoProduct = {
  __typename?: 'StaffPhotoProduct';
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  photoCount: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type StaffPrize = {
  __typename?: 'StaffPrize';
  active: Scalars['Boolean']['output'];
  couponCode?: Maybe<Scalars['String']['output']>;
  creditAmount?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  kind: PrizeKind;
  name: Scalars['String']['output'];
  nameEn: Scalars['String']['output'];
  /** The names the editor shows (Mongolian, English). */
  nameMn: Scalars['String']['output'];
  stocks: Array<PrizeStock>;
  weight: Scalars['Int']['output'];
  wheel: PrizeWheelKind;
};

export type StaffPrizeInput = {
  active: Scalars['Boolean']['input'];
  couponCode?: InputMaybe<Scalars['String']['input']>;
  creditAmount?: InputMaybe<Scalars['Int']['input']>;
  /** Absent for a new prize. */
  id?: InputMaybe<Scalars['ID']['input']>;
  kind: PrizeKind;
  nameEn: Scalars['String']['input'];
  nameMn: Scalars['String']['input'];
  /** Its share of the draw against the others and the wheel's 'no prize' weight. */
  weight: Scalars['Int']['input'];
  wheel: PrizeWheelKind;
};

export type StaffProductPhotos = {
  __typename?: 'StaffProductPhotos';
  /** Newest first, at most 50. */
  history: Array<PhotoHistoryEntry>;
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  photos: Array<ProductPhoto>;
  slug: Scalars['String']['output'];
  variants: Array<PhotoVariant>;
};

export type StaffPromotion = {
  __typename?: 'StaffPromotion';
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  descriptionEn: Scalars['String']['output'];
  endsAt: Scalars['String']['output'];
  history: Array<EditingHistoryEntry>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  nameEn: Scalars['String']['output'];
  productCount: Scalars['Int']['output'];
  /** Only in staffPromotion and the mutations' answers; empty in the list. */
  products: Array<StaffPromotionProduct>;
  startsAt?: Maybe<Scalars['String']['output']>;
  status: PromotionStatus;
  updatedAt?: Maybe<Scalars['String']['output']>;
  updatedBy?: Maybe<Scalars['String']['output']>;
  /** The count of its changes in the log; 0 in the list. Sent back with an edit (PromotionInput.version). */
  version: Scalars['Int']['output'];
};

export type StaffPromotionPage = {
  __typename?: 'StaffPromotionPage';
  items: Array<StaffPromotion>;
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type StaffPromotionProduct = {
  __typename?: 'StaffPromotionProduct';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  sku: Scalars['String']['output'];
};

export type StaffQuotePage = {
  __typename?: 'StaffQuotePage';
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  quotes: Array<Quote>;
  total: Scalars['Int']['output'];
};

export type StaffRole =
  | 'CONTENT'
  | 'COUPONS'
  | 'E_TICKETS'
  | 'FULFILMENT'
  | 'ROULETTE'
  | 'SALES'
  | 'WEBSITE_ADMIN';

export type StaffRoulette = {
  __typename?: 'StaffRoulette';
  locations: Array<RouletteLocation>;
  /** The 20 latest numbers issued. */
  numbers: Array<RouletteNumber>;
  prizes: Array<StaffPrize>;
  /** The 20 latest spins. */
  spins: Array<RouletteNumber>;
  wheels: Array<StaffWheel>;
};

export type StaffShopPage = {
  __typename?: 'StaffShopPage';
  body: Scalars['String']['output'];
  bodyEn: Scalars['String']['output'];
  history: Array<ContentHistoryEntry>;
  /** Order in the footer, 0–1000. */
  position: Scalars['Int']['output'];
  published: Scalars['Boolean']['output'];
  slug: Scalars['String']['output'];
  /** Mongolian, as written, placeholders such as {return_hours} unfilled. */
  title: Scalars['String']['output'];
  titleEn: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
};

export type StaffShopPageSummary = {
  __typename?: 'StaffShopPageSummary';
  position: Scalars['Int']['output'];
  published: Scalars['Boolean']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  updatedBy?: Maybe<Scalars['String']['output']>;
};

export type StaffTicketOverview = {
  __typename?: 'StaffTicketOverview';
  events: Array<TicketEvent>;
  scans: Array<ETicket>;
};

export type StaffUser = {
  __typename?: 'StaffUser';
  email?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
  roles: Array<StaffRole>;
};

export type StaffWheel = {
  __typename?: 'StaffWheel';
  active: Scalars['Boolean']['output'];
  id: PrizeWheelKind;
  loseWeight: Scalars['Int']['output'];
  minOrderTotal: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type StartPaymentInput = {
  bank?: InputMaybe<Scalars['String']['input']>;
  idempotencyKey: Scalars['String']['input'];
  orderNumber: Scalars['String']['input'];
  paymentMethod: Scalars['String']['input'];
  savedCardId?: InputMaybe<Scalars['ID']['input']>;
};

export type StartRechargeInput = {
  amount: Scalars['Int']['input'];
  bank?: InputMaybe<Scalars['String']['input']>;
  idempotencyKey: Scalars['String']['input'];
  paymentMethod: Scalars['String']['input'];
};

export type StayInput = {
  checkIn: Scalars['String']['input'];
  checkOut: Scalars['String']['input'];
  guests?: InputMaybe<Scalars['Int']['input']>;
  roomId: Scalars['ID']['input'];
};

export type StayPrice = {
  __typename?: 'StayPrice';
  checkIn: Scalars['String']['output'];
  checkOut: Scalars['String']['output'];
  cityTax: Scalars['Int']['output'];
  nightCount: Scalars['Int']['output'];
  nights: Array<NightPrice>;
  subtotal: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  vat: Scalars['Int']['output'];
};

/** A sellable variant and what is on hand of it. */
export type StockOnHand = {
  __typename?: 'StockOnHand';
  onHand: Scalars['Int']['output'];
  productName: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  variantId: Scalars['ID']['output'];
};

/** Goods received by staff. */
export type StockReceipt = {
  __typename?: 'StockReceipt';
  note?: Maybe<Scalars['String']['output']>;
  productName: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  receivedAt: Scalars['String']['output'];
  receivedBy?: Maybe<Scalars['String']['output']>;
  sku: Scalars['String']['output'];
};

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

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The order each time its status changes (payment captured elsewhere, expiry, fulfilment). Works
   * across server processes sharing one PostgreSQL (LISTEN/NOTIFY).
   */
  orderUpdated: Order;
};


export type SubscriptionOrderUpdatedArgs = {
  number: Scalars['String']['input'];
};

export type Suggestion = {
  __typename?: 'Suggestion';
  /** Set when the suggestion is a product name: link to /products/<slug>; otherwise search the text. */
  slug?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
};

export type TanInput = {
  paymentId: Scalars['ID']['input'];
  tan: Scalars['String']['input'];
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

export type TicketEvent = {
  __typename?: 'TicketEvent';
  id: Scalars['ID']['output'];
  /** In the staff member's language (Mongolian, else English). */
  name: Scalars['String']['output'];
  startsAt: Scalars['String']['output'];
  venue: Scalars['String']['output'];
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
  /** The variant's own photos (its colour's views), in order; empty when it has none. */
  images: Array<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  optionValues: Array<OptionValue>;
  price: Scalars['Int']['output'];
  sellingPrice: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
};

export type VatReceiptKind =
  | 'ORGANIZATION'
  | 'PERSONAL';

export type VatReceiptToCheck = {
  __typename?: 'VatReceiptToCheck';
  kind: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  since?: Maybe<Scalars['String']['output']>;
};

export type Vendor = {
  __typename?: 'Vendor';
  id: Scalars['ID']['output'];
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type VendorProducts = {
  __typename?: 'VendorProducts';
  products: ProductPage;
  vendor: Vendor;
};

export type VendorReview = {
  __typename?: 'VendorReview';
  authorName: Scalars['String']['output'];
  comment: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  /** Hidden by a moderator: only its author still sees it. */
  hidden: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  rating: Scalars['Int']['output'];
  updatedAt: Scalars['String']['output'];
};

export type VendorReviewPage = {
  __typename?: 'VendorReviewPage';
  averageRating: Scalars['Float']['output'];
  more: Scalars['Boolean']['output'];
  myReview?: Maybe<VendorReview>;
  page: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
  reviews: Array<VendorReview>;
  /** How many visible reviews gave 1, 2, 3, 4 and 5 stars. */
  stars: Array<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
  totalReviews: Scalars['Int']['output'];
};

export type Wallet = {
  __typename?: 'Wallet';
  balance: Scalars['Int']['output'];
  /** The purchase bonus: usable up to `rules.bonusMaxSharePercent` of an order. */
  bonus: Scalars['Int']['output'];
  /** Cash recharges, gift-card transfers and refunds: count 100 % of an order. */
  cash: Scalars['Int']['output'];
  entries: Array<WalletEntry>;
  /** The smallest single wallet use on the current cart (§9: 500 ₮); 0 when there is no cart. */
  minimumUse: Scalars['Int']['output'];
  more: Scalars['Boolean']['output'];
  rules: WalletRules;
  /**
   * The most store credit the shopper's current cart may take now (§9 caps: orders above 20,000 ₮,
   * the purchase bonus up to 50 %), shown beside the wallet input; 0 when it may take none or there
   * is no cart.
   */
  usableOnCart: Scalars['Int']['output'];
};

export type WalletEntry = {
  __typename?: 'WalletEntry';
  /** Signed: + credited, − debited. */
  amount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  occurredAt: Scalars['String']['output'];
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** PURCHASE_BONUS, ORDER_PAYMENT, ORDER_RELEASE, RECHARGE, GIFT_CARD, ADJUSTMENT */
  reason: Scalars['String']['output'];
};

/** The wallet's rules as the server applies them (§9), for the wallet page to state. */
export type WalletRules = {
  __typename?: 'WalletRules';
  /** The purchase bonus is usable up to this share of an order (%). */
  bonusMaxSharePercent: Scalars['Int']['output'];
  /** Loyalty points earned on each paid order (%). */
  loyaltyEarnPercent: Scalars['Int']['output'];
  /** The wallet is usable only on orders above this (₮). */
  minOrder: Scalars['Int']['output'];
  /** The smallest single use (₮). */
  minUse: Scalars['Int']['output'];
  /** The purchase bonus credited on each paid order (%). */
  purchaseBonusPercent: Scalars['Int']['output'];
  rechargeMax: Scalars['Int']['output'];
  rechargeMin: Scalars['Int']['output'];
};

export type WishRefused = {
  __typename?: 'WishRefused';
  /** OUT_OF_STOCK, TEMPORARILY_UNAVAILABLE, QUANTITY_NOT_ORDERABLE, SIZE_REQUIRED or NOT_FOUND. */
  code: Scalars['String']['output'];
  variantId: Scalars['ID']['output'];
};

export type WishedItem = {
  __typename?: 'WishedItem';
  addedAt: Scalars['String']['output'];
  product: WishedProduct;
  variantId: Scalars['ID']['output'];
};

/** What a wish list shows of a product, whether it can be bought now or not. */
export type WishedProduct = {
  __typename?: 'WishedProduct';
  brand?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The variant's option values (colour, size), as shoppers read them. */
  options: Array<Scalars['String']['output']>;
  price: Scalars['Int']['output'];
  salePercent: Scalars['Int']['output'];
  sellingPrice: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
};

export type WishesToCart = {
  __typename?: 'WishesToCart';
  added: Array<Scalars['ID']['output']>;
  /** The cart after the additions (null when nothing could be added and there was no cart). */
  order?: Maybe<Order>;
  refused: Array<WishRefused>;
};

export type Wishlist = {
  __typename?: 'Wishlist';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The list the heart adds to; created with the first wish. */
  isDefault: Scalars['Boolean']['output'];
  items: Array<WishedItem>;
  name: Scalars['String']['output'];
  /** Set while the list is shared: the page is /wishlist/shared/<token>. */
  shareToken?: Maybe<Scalars['String']['output']>;
};

export type ZipcodeArea = {
  __typename?: 'ZipcodeArea';
  /** capital, aimag or district */
  cat: Scalars['String']['output'];
  /** In the shopper's language (Mongolian, else English). */
  name: Scalars['String']['output'];
  /** The capital's zipcode for a district; null otherwise. */
  parent?: Maybe<Scalars['String']['output']>;
  zipcode: Scalars['String']['output'];
};

/** Spec §3 Address lookup result. */
export type ZipcodeLookup = {
  __typename?: 'ZipcodeLookup';
  /** capital, aimag or district */
  cat: Scalars['String']['output'];
  /** In the shopper's language. */
  name: Scalars['String']['output'];
  zipcode: Scalars['String']['output'];
  zipid: Scalars['Int']['output'];
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
  AddressInput: AddressInput;
  AdjustmentKind: AdjustmentKind;
  Airport: ResolverTypeWrapper<Airport>;
  AirportPage: ResolverTypeWrapper<AirportPage>;
  AnalyticsEventInput: AnalyticsEventInput;
  AnalyticsEventName: AnalyticsEventName;
  AnalyticsItemInput: AnalyticsItemInput;
  Article: ResolverTypeWrapper<Article>;
  ArticleAuthor: ResolverTypeWrapper<ArticleAuthor>;
  ArticleInput: ArticleInput;
  ArticleKind: ArticleKind;
  ArticlePage: ResolverTypeWrapper<ArticlePage>;
  ArticleTag: ResolverTypeWrapper<ArticleTag>;
  Author: ResolverTypeWrapper<Author>;
  AuthorPage: ResolverTypeWrapper<AuthorPage>;
  Badge: ResolverTypeWrapper<Badge>;
  BadgeProducts: ResolverTypeWrapper<Omit<BadgeProducts, 'products'> & { products: ResolversTypes['ProductPage'] }>;
  Bank: ResolverTypeWrapper<BankModel>;
  BankAccount: ResolverTypeWrapper<BankAccountModel>;
  Bookmark: ResolverTypeWrapper<Bookmark>;
  BookmarkId: ResolverTypeWrapper<BookmarkId>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BranchStock: ResolverTypeWrapper<BranchStock>;
  Brand: ResolverTypeWrapper<Brand>;
  BrandDetail: ResolverTypeWrapper<BrandDetail>;
  BrandInput: BrandInput;
  BrandPage: ResolverTypeWrapper<BrandPage>;
  Breadcrumb: ResolverTypeWrapper<Breadcrumb>;
  CardPaymentInput: CardPaymentInput;
  CheckoutDetailsInput: CheckoutDetailsInput;
  CodeChallenge: ResolverTypeWrapper<CodeChallenge>;
  CodeChannel: CodeChannel;
  CodePurpose: CodePurpose;
  CodeVerification: ResolverTypeWrapper<CodeVerification>;
  CollectionName: CollectionName;
  Comment: ResolverTypeWrapper<Comment>;
  CommentPage: ResolverTypeWrapper<CommentPage>;
  ContactFormEntry: ResolverTypeWrapper<ContactFormEntry>;
  ContactFormInput: ContactFormInput;
  ContentHistoryEntry: ResolverTypeWrapper<ContentHistoryEntry>;
  CounterCoupon: ResolverTypeWrapper<CounterCouponDto>;
  CounterNumber: ResolverTypeWrapper<CounterNumber>;
  CounterShopper: ResolverTypeWrapper<CounterShopper>;
  CouponEmail: ResolverTypeWrapper<CouponEmail>;
  CouponKind: CouponKind;
  CouponRedemption: ResolverTypeWrapper<CouponRedemption>;
  CouponStatus: CouponStatus;
  CouponTerm: ResolverTypeWrapper<CouponTerm>;
  CouponTermKind: CouponTermKind;
  DeliveryAddress: ResolverTypeWrapper<DeliveryAddress>;
  DeliveryKind: DeliveryKind;
  DeliveryTime: ResolverTypeWrapper<DeliveryTime>;
  DiscountType: DiscountType;
  ETicket: ResolverTypeWrapper<ETicket>;
  EditingHistoryEntry: ResolverTypeWrapper<EditingHistoryEntry>;
  EmailStatus: EmailStatus;
  FacetBucket: ResolverTypeWrapper<FacetBucket>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Gender: Gender;
  GiftCardBalance: ResolverTypeWrapper<GiftCardBalance>;
  HeldCoupon: ResolverTypeWrapper<ShopperCouponDto>;
  Hotel: ResolverTypeWrapper<Hotel>;
  HotelAmenity: ResolverTypeWrapper<HotelAmenity>;
  HotelRoom: ResolverTypeWrapper<HotelRoom>;
  HotelRoomPage: ResolverTypeWrapper<HotelRoomPage>;
  HotelSeason: ResolverTypeWrapper<HotelSeason>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InAppPaymentInput: InAppPaymentInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LeaseQuote: ResolverTypeWrapper<LeaseQuote>;
  LeaseRequestInput: LeaseRequestInput;
  License: ResolverTypeWrapper<License>;
  LicenseKind: LicenseKind;
  LineItem: ResolverTypeWrapper<LineItemDto>;
  LineItemOption: ResolverTypeWrapper<LineItemOption>;
  LineItemOptionInput: LineItemOptionInput;
  LineItemProduct: ResolverTypeWrapper<LineItemProduct>;
  Look: ResolverTypeWrapper<Omit<Look, 'spots'> & { spots: Array<ResolversTypes['LookSpot']> }>;
  LookBook: ResolverTypeWrapper<Omit<LookBook, 'looks'> & { looks: Array<ResolversTypes['Look']> }>;
  LookBookHistoryEntry: ResolverTypeWrapper<LookBookHistoryEntry>;
  LookBookInput: LookBookInput;
  LookBookPage: ResolverTypeWrapper<LookBookPage>;
  LookBookSummary: ResolverTypeWrapper<LookBookSummary>;
  LookInput: LookInput;
  LookSpot: ResolverTypeWrapper<Omit<LookSpot, 'product'> & { product: ResolversTypes['ProductCard'] }>;
  LookSpotInput: LookSpotInput;
  LoyaltyEntry: ResolverTypeWrapper<LoyaltyEntry>;
  LoyaltyEntryKind: LoyaltyEntryKind;
  LoyaltyHistory: ResolverTypeWrapper<LoyaltyHistory>;
  Menu: ResolverTypeWrapper<Menu>;
  ModerationItem: ResolverTypeWrapper<ModerationItem>;
  ModerationKind: ModerationKind;
  ModerationPage: ResolverTypeWrapper<ModerationPage>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewsInput: NewsInput;
  NightPrice: ResolverTypeWrapper<NightPrice>;
  NutritionFacts: ResolverTypeWrapper<NutritionFacts>;
  OptionFacet: ResolverTypeWrapper<OptionFacet>;
  OptionFilter: OptionFilter;
  OptionValue: ResolverTypeWrapper<OptionValue>;
  Order: ResolverTypeWrapper<OrderDto>;
  OrderActor: OrderActor;
  OrderAdjustment: ResolverTypeWrapper<OrderAdjustment>;
  OrderCheckout: ResolverTypeWrapper<OrderCheckout>;
  OrderPage: ResolverTypeWrapper<Omit<OrderPage, 'items'> & { items: Array<ResolversTypes['Order']> }>;
  OrderReturnRequest: ResolverTypeWrapper<OrderReturnRequest>;
  OrderShipping: ResolverTypeWrapper<OrderShipping>;
  OrderStatus: OrderStatus;
  OrderTimelineEntry: ResolverTypeWrapper<TimelineEntryDto>;
  Organization: ResolverTypeWrapper<Organization>;
  OrganizationInput: OrganizationInput;
  PackageContent: ResolverTypeWrapper<PackageContent>;
  Payment: ResolverTypeWrapper<Omit<Payment, 'bankAccount'> & { bankAccount?: Maybe<ResolversTypes['BankAccount']> }>;
  PaymentMethod: ResolverTypeWrapper<Omit<PaymentMethod, 'banks'> & { banks: Array<ResolversTypes['Bank']> }>;
  PaymentMethodKind: PaymentMethodKind;
  PaymentState: PaymentState;
  PhotoHistoryEntry: ResolverTypeWrapper<PhotoHistoryEntry>;
  PhotoVariant: ResolverTypeWrapper<PhotoVariant>;
  PickupLocation: ResolverTypeWrapper<PickupLocation>;
  PlaceOrderInput: PlaceOrderInput;
  PlacedOrder: ResolverTypeWrapper<Omit<PlacedOrder, 'order' | 'payment'> & { order: ResolversTypes['Order'], payment?: Maybe<ResolversTypes['Payment']> }>;
  PriceOpinion: PriceOpinion;
  PriceOpinionSplit: ResolverTypeWrapper<PriceOpinionSplit>;
  PriceRange: ResolverTypeWrapper<PriceRange>;
  PrinterModel: ResolverTypeWrapper<PrinterModel>;
  PrinterSupplies: ResolverTypeWrapper<PrinterSupplies>;
  PrinterSupply: ResolverTypeWrapper<PrinterSupply>;
  Prize: ResolverTypeWrapper<Prize>;
  PrizeKind: PrizeKind;
  PrizeSpin: ResolverTypeWrapper<PrizeSpin>;
  PrizeSpinRecord: ResolverTypeWrapper<PrizeSpinRecord>;
  PrizeStock: ResolverTypeWrapper<PrizeStock>;
  PrizeWheel: ResolverTypeWrapper<PrizeWheel>;
  PrizeWheelKind: PrizeWheelKind;
  PrizeWheelSegment: ResolverTypeWrapper<PrizeWheelSegment>;
  Product: ResolverTypeWrapper<ProductModel>;
  ProductCard: ResolverTypeWrapper<ProductCardModel>;
  ProductCollection: ResolverTypeWrapper<Omit<ProductCollection, 'items'> & { items: Array<ResolversTypes['ProductCard']> }>;
  ProductPage: ResolverTypeWrapper<Omit<ProductPage, 'items'> & { items: Array<ResolversTypes['ProductCard']> }>;
  ProductPhoto: ResolverTypeWrapper<ProductPhoto>;
  ProductSort: ProductSort;
  ProfileInput: ProfileInput;
  Promotion: ResolverTypeWrapper<Promotion>;
  PromotionDetail: ResolverTypeWrapper<Omit<PromotionDetail, 'products'> & { products: ResolversTypes['ProductPage'] }>;
  PromotionInput: PromotionInput;
  PromotionStatus: PromotionStatus;
  Property: ResolverTypeWrapper<Property>;
  PushSubscriptionInput: PushSubscriptionInput;
  PushSubscriptionKeysInput: PushSubscriptionKeysInput;
  QrCode: ResolverTypeWrapper<QrCode>;
  QrPayment: ResolverTypeWrapper<QrPayment>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Quote: ResolverTypeWrapper<Quote>;
  QuoteLine: ResolverTypeWrapper<QuoteLine>;
  QuoteLineInput: QuoteLineInput;
  QuoteStatus: QuoteStatus;
  Recharge: ResolverTypeWrapper<Omit<Recharge, 'payment'> & { payment?: Maybe<ResolversTypes['Payment']> }>;
  RechargeState: RechargeState;
  RegisterCardInput: RegisterCardInput;
  RemoveLineItemInput: RemoveLineItemInput;
  Review: ResolverTypeWrapper<ReviewDto>;
  ReviewImage: ResolverTypeWrapper<ReviewImage>;
  ReviewPage: ResolverTypeWrapper<ReviewPageDto>;
  RoomBooking: ResolverTypeWrapper<RoomBooking>;
  RouletteLocation: ResolverTypeWrapper<RouletteLocation>;
  RouletteLocationInput: RouletteLocationInput;
  RouletteNumber: ResolverTypeWrapper<RouletteNumber>;
  Salutation: Salutation;
  SavedCard: ResolverTypeWrapper<SavedCard>;
  SavedPrinter: ResolverTypeWrapper<SavedPrinter>;
  SearchFacets: ResolverTypeWrapper<SearchFacets>;
  SearchInput: SearchInput;
  SearchResult: ResolverTypeWrapper<Omit<SearchResult, 'items'> & { items: Array<ResolversTypes['ProductCard']> }>;
  SharedWishlist: ResolverTypeWrapper<SharedWishlistDto>;
  ShippingMethod: ResolverTypeWrapper<ShippingMethod>;
  ShopPage: ResolverTypeWrapper<ShopPage>;
  ShopPageInput: ShopPageInput;
  ShopperTicket: ResolverTypeWrapper<ShopperTicket>;
  SiteConfigs: ResolverTypeWrapper<SiteConfigs>;
  SiteData: ResolverTypeWrapper<Omit<SiteData, 'taxons'> & { taxons: Array<ResolversTypes['Taxon']> }>;
  SocialProvider: SocialProvider;
  StaffBrand: ResolverTypeWrapper<StaffBrand>;
  StaffBrandPage: ResolverTypeWrapper<StaffBrandPage>;
  StaffChallenge: ResolverTypeWrapper<StaffChallenge>;
  StaffLook: ResolverTypeWrapper<StaffLook>;
  StaffLookBook: ResolverTypeWrapper<StaffLookBook>;
  StaffLookSpot: ResolverTypeWrapper<StaffLookSpot>;
  StaffNews: ResolverTypeWrapper<StaffNews>;
  StaffNewsPage: ResolverTypeWrapper<StaffNewsPage>;
  StaffNewsSummary: ResolverTypeWrapper<StaffNewsSummary>;
  StaffOrder: ResolverTypeWrapper<Omit<StaffOrder, 'order'> & { order: ResolversTypes['Order'] }>;
  StaffOrderAction: StaffOrderAction;
  StaffOrderPage: ResolverTypeWrapper<Omit<StaffOrderPage, 'orders'> & { orders: Array<ResolversTypes['Order']> }>;
  StaffPhotoProduct: ResolverTypeWrapper<StaffPhotoProduct>;
  StaffPrize: ResolverTypeWrapper<StaffPrize>;
  StaffPrizeInput: StaffPrizeInput;
  StaffProductPhotos: ResolverTypeWrapper<StaffProductPhotos>;
  StaffPromotion: ResolverTypeWrapper<StaffPromotion>;
  StaffPromotionPage: ResolverTypeWrapper<StaffPromotionPage>;
  StaffPromotionProduct: ResolverTypeWrapper<StaffPromotionProduct>;
  StaffQuotePage: ResolverTypeWrapper<StaffQuotePage>;
  StaffRole: StaffRole;
  StaffRoulette: ResolverTypeWrapper<StaffRoulette>;
  StaffShopPage: ResolverTypeWrapper<StaffShopPage>;
  StaffShopPageSummary: ResolverTypeWrapper<StaffShopPageSummary>;
  StaffTicketOverview: ResolverTypeWrapper<StaffTicketOverview>;
  StaffUser: ResolverTypeWrapper<StaffUser>;
  StaffWheel: ResolverTypeWrapper<StaffWheel>;
  StartPaymentInput: StartPaymentInput;
  StartRechargeInput: StartRechargeInput;
  StayInput: StayInput;
  StayPrice: ResolverTypeWrapper<StayPrice>;
  StockOnHand: ResolverTypeWrapper<StockOnHand>;
  StockReceipt: ResolverTypeWrapper<StockReceipt>;
  Store: ResolverTypeWrapper<Store>;
  StoreLocation: ResolverTypeWrapper<StoreLocation>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Suggestion: ResolverTypeWrapper<Suggestion>;
  TanInput: TanInput;
  Taxon: ResolverTypeWrapper<TaxonModel>;
  TaxonFacet: ResolverTypeWrapper<TaxonFacet>;
  TicketEvent: ResolverTypeWrapper<TicketEvent>;
  TranslationEntry: ResolverTypeWrapper<TranslationEntry>;
  UpdateLineItemInput: UpdateLineItemInput;
  Variant: ResolverTypeWrapper<Variant>;
  VatReceiptKind: VatReceiptKind;
  VatReceiptToCheck: ResolverTypeWrapper<VatReceiptToCheck>;
  Vendor: ResolverTypeWrapper<Vendor>;
  VendorProducts: ResolverTypeWrapper<Omit<VendorProducts, 'products'> & { products: ResolversTypes['ProductPage'] }>;
  VendorReview: ResolverTypeWrapper<VendorReview>;
  VendorReviewPage: ResolverTypeWrapper<VendorReviewPage>;
  Wallet: ResolverTypeWrapper<WalletModel>;
  WalletEntry: ResolverTypeWrapper<WalletEntry>;
  WalletRules: ResolverTypeWrapper<WalletRules>;
  WishRefused: ResolverTypeWrapper<WishRefused>;
  WishedItem: ResolverTypeWrapper<WishedItemDto>;
  WishedProduct: ResolverTypeWrapper<WishedProductDto>;
  WishesToCart: ResolverTypeWrapper<WishesToCartDto>;
  Wishlist: ResolverTypeWrapper<WishlistDto>;
  ZipcodeArea: ResolverTypeWrapper<ZipcodeArea>;
  ZipcodeLookup: ResolverTypeWrapper<ZipcodeLookup>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Account: Account;
  AddToCartInput: AddToCartInput;
  AddressInput: AddressInput;
  Airport: Airport;
  AirportPage: AirportPage;
  AnalyticsEventInput: AnalyticsEventInput;
  AnalyticsItemInput: AnalyticsItemInput;
  Article: Article;
  ArticleAuthor: ArticleAuthor;
  ArticleInput: ArticleInput;
  ArticlePage: ArticlePage;
  ArticleTag: ArticleTag;
  Author: Author;
  AuthorPage: AuthorPage;
  Badge: Badge;
  BadgeProducts: Omit<BadgeProducts, 'products'> & { products: ResolversParentTypes['ProductPage'] };
  Bank: BankModel;
  BankAccount: BankAccountModel;
  Bookmark: Bookmark;
  BookmarkId: BookmarkId;
  Boolean: Scalars['Boolean']['output'];
  BranchStock: BranchStock;
  Brand: Brand;
  BrandDetail: BrandDetail;
  BrandInput: BrandInput;
  BrandPage: BrandPage;
  Breadcrumb: Breadcrumb;
  CardPaymentInput: CardPaymentInput;
  CheckoutDetailsInput: CheckoutDetailsInput;
  CodeChallenge: CodeChallenge;
  CodeVerification: CodeVerification;
  Comment: Comment;
  CommentPage: CommentPage;
  ContactFormEntry: ContactFormEntry;
  ContactFormInput: ContactFormInput;
  ContentHistoryEntry: ContentHistoryEntry;
  CounterCoupon: CounterCouponDto;
  CounterNumber: CounterNumber;
  CounterShopper: CounterShopper;
  CouponEmail: CouponEmail;
  CouponRedemption: CouponRedemption;
  CouponTerm: CouponTerm;
  DeliveryAddress: DeliveryAddress;
  DeliveryTime: DeliveryTime;
  ETicket: ETicket;
  EditingHistoryEntry: EditingHistoryEntry;
  FacetBucket: FacetBucket;
  Float: Scalars['Float']['output'];
  GiftCardBalance: GiftCardBalance;
  HeldCoupon: ShopperCouponDto;
  Hotel: Hotel;
  HotelAmenity: HotelAmenity;
  HotelRoom: HotelRoom;
  HotelRoomPage: HotelRoomPage;
  HotelSeason: HotelSeason;
  ID: Scalars['ID']['output'];
  InAppPaymentInput: InAppPaymentInput;
  Int: Scalars['Int']['output'];
  LeaseQuote: LeaseQuote;
  LeaseRequestInput: LeaseRequestInput;
  License: License;
  LineItem: LineItemDto;
  LineItemOption: LineItemOption;
  LineItemOptionInput: LineItemOptionInput;
  LineItemProduct: LineItemProduct;
  Look: Omit<Look, 'spots'> & { spots: Array<ResolversParentTypes['LookSpot']> };
  LookBook: Omit<LookBook, 'looks'> & { looks: Array<ResolversParentTypes['Look']> };
  LookBookHistoryEntry: LookBookHistoryEntry;
  LookBookInput: LookBookInput;
  LookBookPage: LookBookPage;
  LookBookSummary: LookBookSummary;
  LookInput: LookInput;
  LookSpot: Omit<LookSpot, 'product'> & { product: ResolversParentTypes['ProductCard'] };
  LookSpotInput: LookSpotInput;
  LoyaltyEntry: LoyaltyEntry;
  LoyaltyHistory: LoyaltyHistory;
  Menu: Menu;
  ModerationItem: ModerationItem;
  ModerationPage: ModerationPage;
  Mutation: Record<PropertyKey, never>;
  NewsInput: NewsInput;
  NightPrice: NightPrice;
  NutritionFacts: NutritionFacts;
  OptionFacet: OptionFacet;
  OptionFilter: OptionFilter;
  OptionValue: OptionValue;
  Order: OrderDto;
  OrderAdjustment: OrderAdjustment;
  OrderCheckout: OrderCheckout;
  OrderPage: Omit<OrderPage, 'items'> & { items: Array<ResolversParentTypes['Order']> };
  OrderReturnRequest: OrderReturnRequest;
  OrderShipping: OrderShipping;
  OrderTimelineEntry: TimelineEntryDto;
  Organization: Organization;
  OrganizationInput: OrganizationInput;
  PackageContent: PackageContent;
  Payment: Omit<Payment, 'bankAccount'> & { bankAccount?: Maybe<ResolversParentTypes['BankAccount']> };
  PaymentMethod: Omit<PaymentMethod, 'banks'> & { banks: Array<ResolversParentTypes['Bank']> };
  PhotoHistoryEntry: PhotoHistoryEntry;
  PhotoVariant: PhotoVariant;
  PickupLocation: PickupLocation;
  PlaceOrderInput: PlaceOrderInput;
  PlacedOrder: Omit<PlacedOrder, 'order' | 'payment'> & { order: ResolversParentTypes['Order'], payment?: Maybe<ResolversParentTypes['Payment']> };
  PriceOpinionSplit: PriceOpinionSplit;
  PriceRange: PriceRange;
  PrinterModel: PrinterModel;
  PrinterSupplies: PrinterSupplies;
  PrinterSupply: PrinterSupply;
  Prize: Prize;
  PrizeSpin: PrizeSpin;
  PrizeSpinRecord: PrizeSpinRecord;
  PrizeStock: PrizeStock;
  PrizeWheel: PrizeWheel;
  PrizeWheelSegment: PrizeWheelSegment;
  Product: ProductModel;
  ProductCard: ProductCardModel;
  ProductCollection: Omit<ProductCollection, 'items'> & { items: Array<ResolversParentTypes['ProductCard']> };
  ProductPage: Omit<ProductPage, 'items'> & { items: Array<ResolversParentTypes['ProductCard']> };
  ProductPhoto: ProductPhoto;
  ProfileInput: ProfileInput;
  Promotion: Promotion;
  PromotionDetail: Omit<PromotionDetail, 'products'> & { products: ResolversParentTypes['ProductPage'] };
  PromotionInput: PromotionInput;
  Property: Property;
  PushSubscriptionInput: PushSubscriptionInput;
  PushSubscriptionKeysInput: PushSubscriptionKeysInput;
  QrCode: QrCode;
  QrPayment: QrPayment;
  Query: Record<PropertyKey, never>;
  Quote: Quote;
  QuoteLine: QuoteLine;
  QuoteLineInput: QuoteLineInput;
  Recharge: Omit<Recharge, 'payment'> & { payment?: Maybe<ResolversParentTypes['Payment']> };
  RegisterCardInput: RegisterCardInput;
  RemoveLineItemInput: RemoveLineItemInput;
  Review: ReviewDto;
  ReviewImage: ReviewImage;
  ReviewPage: ReviewPageDto;
  RoomBooking: RoomBooking;
  RouletteLocation: RouletteLocation;
  RouletteLocationInput: RouletteLocationInput;
  RouletteNumber: RouletteNumber;
  SavedCard: SavedCard;
  SavedPrinter: SavedPrinter;
  SearchFacets: SearchFacets;
  SearchInput: SearchInput;
  SearchResult: Omit<SearchResult, 'items'> & { items: Array<ResolversParentTypes['ProductCard']> };
  SharedWishlist: SharedWishlistDto;
  ShippingMethod: ShippingMethod;
  ShopPage: ShopPage;
  ShopPageInput: ShopPageInput;
  ShopperTicket: ShopperTicket;
  SiteConfigs: SiteConfigs;
  SiteData: Omit<SiteData, 'taxons'> & { taxons: Array<ResolversParentTypes['Taxon']> };
  StaffBrand: StaffBrand;
  StaffBrandPage: StaffBrandPage;
  StaffChallenge: StaffChallenge;
  StaffLook: StaffLook;
  StaffLookBook: StaffLookBook;
  StaffLookSpot: StaffLookSpot;
  StaffNews: StaffNews;
  StaffNewsPage: StaffNewsPage;
  StaffNewsSummary: StaffNewsSummary;
  StaffOrder: Omit<StaffOrder, 'order'> & { order: ResolversParentTypes['Order'] };
  StaffOrderPage: Omit<StaffOrderPage, 'orders'> & { orders: Array<ResolversParentTypes['Order']> };
  StaffPhotoProduct: StaffPhotoProduct;
  StaffPrize: StaffPrize;
  StaffPrizeInput: StaffPrizeInput;
  StaffProductPhotos: StaffProductPhotos;
  StaffPromotion: StaffPromotion;
  StaffPromotionPage: StaffPromotionPage;
  StaffPromotionProduct: StaffPromotionProduct;
  StaffQuotePage: StaffQuotePage;
  StaffRoulette: StaffRoulette;
  StaffShopPage: StaffShopPage;
  StaffShopPageSummary: StaffShopPageSummary;
  StaffTicketOverview: StaffTicketOverview;
  StaffUser: StaffUser;
  StaffWheel: StaffWheel;
  StartPaymentInput: StartPaymentInput;
  StartRechargeInput: StartRechargeInput;
  StayInput: StayInput;
  StayPrice: StayPrice;
  StockOnHand: StockOnHand;
  StockReceipt: StockReceipt;
  Store: Store;
  StoreLocation: StoreLocation;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Suggestion: Suggestion;
  TanInput: TanInput;
  Taxon: TaxonModel;
  TaxonFacet: TaxonFacet;
  TicketEvent: TicketEvent;
  TranslationEntry: TranslationEntry;
  UpdateLineItemInput: UpdateLineItemInput;
  Variant: Variant;
  VatReceiptToCheck: VatReceiptToCheck;
  Vendor: Vendor;
  VendorProducts: Omit<VendorProducts, 'products'> & { products: ResolversParentTypes['ProductPage'] };
  VendorReview: VendorReview;
  VendorReviewPage: VendorReviewPage;
  Wallet: WalletModel;
  WalletEntry: WalletEntry;
  WalletRules: WalletRules;
  WishRefused: WishRefused;
  WishedItem: WishedItemDto;
  WishedProduct: WishedProductDto;
  WishesToCart: WishesToCartDto;
  Wishlist: WishlistDto;
  ZipcodeArea: ZipcodeArea;
  ZipcodeLookup: ZipcodeLookup;
};

export type AccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = {
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailStatus?: Resolver<ResolversTypes['EmailStatus'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
  pendingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salutation?: Resolver<Maybe<ResolversTypes['Salutation']>, ParentType, ContextType>;
};

export type AirportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Airport'] = ResolversParentTypes['Airport']> = {
  cc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iata?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icao?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AirportPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AirportPage'] = ResolversParentTypes['AirportPage']> = {
  items?: Resolver<Array<ResolversTypes['Airport']>, ParentType, ContextType>;
  more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ArticleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Article'] = ResolversParentTypes['Article']> = {
  author?: Resolver<Maybe<ResolversTypes['ArticleAuthor']>, ParentType, ContextType>;
  bodyHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  commentsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ArticleKind'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ArticleAuthorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArticleAuthor'] = ResolversParentTypes['ArticleAuthor']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ArticlePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArticlePage'] = ResolversParentTypes['ArticlePage']> = {
  items?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ArticleTagResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArticleTag'] = ResolversParentTypes['ArticleTag']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Author'] = ResolversParentTypes['Author']> = {
  articlesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  followed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  followersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthorPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthorPage'] = ResolversParentTypes['AuthorPage']> = {
  items?: Resolver<Array<ResolversTypes['Author']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BadgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Badge'] = ResolversParentTypes['Badge']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BadgeProductsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BadgeProducts'] = ResolversParentTypes['BadgeProducts']> = {
  badge?: Resolver<ResolversTypes['Badge'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType>;
};

export type BankResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Bank'] = ResolversParentTypes['Bank']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BankAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankAccount'] = ResolversParentTypes['BankAccount']> = {
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iban?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BookmarkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Bookmark'] = ResolversParentTypes['Bookmark']> = {
  article?: Resolver<ResolversTypes['Article'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ArticleKind'], ParentType, ContextType>;
};

export type BookmarkIdResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookmarkId'] = ResolversParentTypes['BookmarkId']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ArticleKind'], ParentType, ContextType>;
};

export type BranchStockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BranchStock'] = ResolversParentTypes['BranchStock']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countOnHand?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hours?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickupAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BrandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandDetail'] = ResolversParentTypes['BrandDetail']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  story?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BrandPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandPage'] = ResolversParentTypes['BrandPage']> = {
  items?: Resolver<Array<ResolversTypes['BrandDetail']>, ParentType, ContextType>;
  more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type CommentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Comment'] = ResolversParentTypes['Comment']> = {
  articleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  myRating?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ratingAverage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ratingsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  replyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type CommentPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommentPage'] = ResolversParentTypes['CommentPage']> = {
  items?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContactFormEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContactFormEntry'] = ResolversParentTypes['ContactFormEntry']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentHistoryEntry'] = ResolversParentTypes['ContentHistoryEntry']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CounterCouponResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CounterCoupon'] = ResolversParentTypes['CounterCoupon']> = {
  coupon?: Resolver<ResolversTypes['HeldCoupon'], ParentType, ContextType>;
  shopper?: Resolver<ResolversTypes['CounterShopper'], ParentType, ContextType>;
};

export type CounterNumberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CounterNumber'] = ResolversParentTypes['CounterNumber']> = {
  number?: Resolver<ResolversTypes['RouletteNumber'], ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['PrizeWheelSegment']>, ParentType, ContextType>;
};

export type CounterShopperResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CounterShopper'] = ResolversParentTypes['CounterShopper']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CouponEmailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CouponEmail'] = ResolversParentTypes['CouponEmail']> = {
  sentTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CouponRedemptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CouponRedemption'] = ResolversParentTypes['CouponRedemption']> = {
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redeemedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CouponTermResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CouponTerm'] = ResolversParentTypes['CouponTerm']> = {
  amount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CouponTermKind'], ParentType, ContextType>;
};

export type DeliveryAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryAddress'] = ResolversParentTypes['DeliveryAddress']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  district?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  province?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliveryTimeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryTime'] = ResolversParentTypes['DeliveryTime']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ETicketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ETicket'] = ResolversParentTypes['ETicket']> = {
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['TicketEvent'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EditingHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EditingHistoryEntry'] = ResolversParentTypes['EditingHistoryEntry']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FacetBucketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FacetBucket'] = ResolversParentTypes['FacetBucket']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GiftCardBalanceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GiftCardBalance'] = ResolversParentTypes['GiftCardBalance']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxSharePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HeldCouponResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HeldCoupon'] = ResolversParentTypes['HeldCoupon']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountType?: Resolver<ResolversTypes['DiscountType'], ParentType, ContextType>;
  discountValue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  heldSince?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CouponKind'], ParentType, ContextType>;
  minOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  redemptions?: Resolver<Array<ResolversTypes['CouponRedemption']>, ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CouponStatus'], ParentType, ContextType>;
  terms?: Resolver<Array<ResolversTypes['CouponTerm']>, ParentType, ContextType>;
  uses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usesLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type HotelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Hotel'] = ResolversParentTypes['Hotel']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amenities?: Resolver<Array<ResolversTypes['HotelAmenity']>, ParentType, ContextType>;
  checkInTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkOutTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cityTaxPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  seasons?: Resolver<Array<ResolversTypes['HotelSeason']>, ParentType, ContextType>;
  vatPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HotelAmenityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelAmenity'] = ResolversParentTypes['HotelAmenity']> = {
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HotelRoomResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelRoom'] = ResolversParentTypes['HotelRoom']> = {
  amenities?: Resolver<Array<ResolversTypes['HotelAmenity']>, ParentType, ContextType>;
  beds?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sizeM2?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekdayRate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekendRate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HotelRoomPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelRoomPage'] = ResolversParentTypes['HotelRoomPage']> = {
  bookedNights?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  hotel?: Resolver<ResolversTypes['Hotel'], ParentType, ContextType>;
  room?: Resolver<ResolversTypes['HotelRoom'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HotelSeasonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelSeason'] = ResolversParentTypes['HotelSeason']> = {
  firstNight?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastNight?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ratePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LeaseQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeaseQuote'] = ResolversParentTypes['LeaseQuote']> = {
  allowedMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  allowedMin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  downPayment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eligible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  financed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  interestPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monthOptions?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  monthly?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LicenseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['License'] = ResolversParentTypes['License']> = {
  issuedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LicenseKind'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  variant?: Resolver<Array<ResolversTypes['LineItemOption']>, ParentType, ContextType>;
};

export type LookResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Look'] = ResolversParentTypes['Look']> = {
  caption?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spots?: Resolver<Array<ResolversTypes['LookSpot']>, ParentType, ContextType>;
};

export type LookBookResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LookBook'] = ResolversParentTypes['LookBook']> = {
  cover?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  introHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  looks?: Resolver<Array<ResolversTypes['Look']>, ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LookBookHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LookBookHistoryEntry'] = ResolversParentTypes['LookBookHistoryEntry']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LookBookPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LookBookPage'] = ResolversParentTypes['LookBookPage']> = {
  items?: Resolver<Array<ResolversTypes['LookBookSummary']>, ParentType, ContextType>;
  more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LookBookSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LookBookSummary'] = ResolversParentTypes['LookBookSummary']> = {
  cover?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  intro?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lookCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LookSpotResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LookSpot'] = ResolversParentTypes['LookSpot']> = {
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProductCard'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxonPermalink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type LoyaltyEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoyaltyEntry'] = ResolversParentTypes['LoyaltyEntry']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LoyaltyEntryKind'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LoyaltyHistoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoyaltyHistory'] = ResolversParentTypes['LoyaltyHistory']> = {
  entries?: Resolver<Array<ResolversTypes['LoyaltyEntry']>, ParentType, ContextType>;
  more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MenuResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Menu'] = ResolversParentTypes['Menu']> = {
  children?: Resolver<Array<ResolversTypes['Menu']>, ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ModerationItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ModerationItem'] = ResolversParentTypes['ModerationItem']> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hiddenReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ModerationKind'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ModerationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ModerationPage'] = ResolversParentTypes['ModerationPage']> = {
  items?: Resolver<Array<ResolversTypes['ModerationItem']>, ParentType, ContextType>;
  more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptQuote?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationAcceptQuoteArgs, 'id'>>;
  addComment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationAddCommentArgs, 'articleId' | 'comment' | 'kind'>>;
  addToCart?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'input'>>;
  answerQuote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<MutationAnswerQuoteArgs, 'id' | 'prices'>>;
  applyCoupon?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationApplyCouponArgs, 'code'>>;
  applyGiftCard?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationApplyGiftCardArgs, 'number'>>;
  applyLoyaltyPoints?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationApplyLoyaltyPointsArgs, 'points'>>;
  applyStoreCredit?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationApplyStoreCreditArgs, 'amount'>>;
  bookRoom?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationBookRoomArgs, 'input'>>;
  cancelOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'number'>>;
  checkGiftCard?: Resolver<ResolversTypes['GiftCardBalance'], ParentType, ContextType, RequireFields<MutationCheckGiftCardArgs, 'number'>>;
  chooseShippingMethod?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationChooseShippingMethodArgs, 'code'>>;
  clearSearchHistory?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  confirmEmail?: Resolver<ResolversTypes['Account'], ParentType, ContextType, RequireFields<MutationConfirmEmailArgs, 'token'>>;
  confirmNewsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationConfirmNewsletterArgs, 'token'>>;
  confirmPaymentTan?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationConfirmPaymentTanArgs, 'input'>>;
  confirmPhoneChange?: Resolver<ResolversTypes['Account'], ParentType, ContextType, RequireFields<MutationConfirmPhoneChangeArgs, 'challengeId' | 'code'>>;
  createArticle?: Resolver<ResolversTypes['Article'], ParentType, ContextType, RequireFields<MutationCreateArticleArgs, 'input'>>;
  createAuthor?: Resolver<ResolversTypes['Author'], ParentType, ContextType, RequireFields<MutationCreateAuthorArgs, 'name'>>;
  createWishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType, RequireFields<MutationCreateWishlistArgs, 'name'>>;
  declineQuote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<MutationDeclineQuoteArgs, 'id' | 'reason'>>;
  deleteComment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCommentArgs, 'id'>>;
  deleteVendorReview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteVendorReviewArgs, 'id'>>;
  deleteWishlist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteWishlistArgs, 'id'>>;
  emptyCart?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  emptyWishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType, RequireFields<MutationEmptyWishlistArgs, 'id'>>;
  linkPushDevice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLinkPushDeviceArgs, 'playerId' | 'subscription'>>;
  loginWithPassword?: Resolver<ResolversTypes['Account'], ParentType, ContextType, RequireFields<MutationLoginWithPasswordArgs, 'login' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mergeSearchHistory?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationMergeSearchHistoryArgs, 'texts'>>;
  moveWish?: Resolver<Array<ResolversTypes['Wishlist']>, ParentType, ContextType, RequireFields<MutationMoveWishArgs, 'fromWishlistId' | 'toWishlistId' | 'variantId'>>;
  payByCard?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationPayByCardArgs, 'input'>>;
  payInApp?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationPayInAppArgs, 'input'>>;
  placeOrder?: Resolver<ResolversTypes['PlacedOrder'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input'>>;
  rateComment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationRateCommentArgs, 'id' | 'rating'>>;
  registerCard?: Resolver<ResolversTypes['SavedCard'], ParentType, ContextType, RequireFields<MutationRegisterCardArgs, 'input'>>;
  removeAdjustment?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationRemoveAdjustmentArgs, 'code' | 'kind'>>;
  removeCard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveCardArgs, 'id'>>;
  removeLineItem?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationRemoveLineItemArgs, 'input'>>;
  removeOrganization?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  removeSavedPrinter?: Resolver<Array<ResolversTypes['SavedPrinter']>, ParentType, ContextType, RequireFields<MutationRemoveSavedPrinterArgs, 'id'>>;
  renameWishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType, RequireFields<MutationRenameWishlistArgs, 'id' | 'name'>>;
  replyToComment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationReplyToCommentArgs, 'comment' | 'replyId'>>;
  requestLease?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationRequestLeaseArgs, 'input'>>;
  requestLoginCode?: Resolver<ResolversTypes['CodeChallenge'], ParentType, ContextType, RequireFields<MutationRequestLoginCodeArgs, 'login' | 'purpose'>>;
  requestPhoneChange?: Resolver<ResolversTypes['CodeChallenge'], ParentType, ContextType, RequireFields<MutationRequestPhoneChangeArgs, 'phone'>>;
  requestQuote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<MutationRequestQuoteArgs, 'lines'>>;
  requestReturn?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationRequestReturnArgs, 'number' | 'reason'>>;
  resendLoginCode?: Resolver<ResolversTypes['CodeChallenge'], ParentType, ContextType, RequireFields<MutationResendLoginCodeArgs, 'challengeId'>>;
  savePrinter?: Resolver<Array<ResolversTypes['SavedPrinter']>, ParentType, ContextType, RequireFields<MutationSavePrinterArgs, 'printerModel'>>;
  sendContactForm?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendContactFormArgs, 'input'>>;
  sendCouponByEmail?: Resolver<ResolversTypes['CouponEmail'], ParentType, ContextType, RequireFields<MutationSendCouponByEmailArgs, 'id'>>;
  setBookmarked?: Resolver<Array<ResolversTypes['BookmarkId']>, ParentType, ContextType, RequireFields<MutationSetBookmarkedArgs, 'bookmarked' | 'id'>>;
  setCheckoutDetails?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationSetCheckoutDetailsArgs, 'input'>>;
  setFollowingAuthor?: Resolver<ResolversTypes['Author'], ParentType, ContextType, RequireFields<MutationSetFollowingAuthorArgs, 'following' | 'id'>>;
  setPassword?: Resolver<ResolversTypes['Account'], ParentType, ContextType, RequireFields<MutationSetPasswordArgs, 'password' | 'passwordConfirmation' | 'ticket'>>;
  setPriceOpinion?: Resolver<ResolversTypes['ReviewPage'], ParentType, ContextType, RequireFields<MutationSetPriceOpinionArgs, 'opinion' | 'slug'>>;
  setWished?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationSetWishedArgs, 'variantId' | 'wished'>>;
  shareWishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType, RequireFields<MutationShareWishlistArgs, 'id'>>;
  spinPrizeWheel?: Resolver<ResolversTypes['PrizeSpin'], ParentType, ContextType, RequireFields<MutationSpinPrizeWheelArgs, 'wheel'>>;
  staffAddPrizeStock?: Resolver<ResolversTypes['StaffRoulette'], ParentType, ContextType, RequireFields<MutationStaffAddPrizeStockArgs, 'locationId' | 'prizeId' | 'quantity'>>;
  staffCreateShopPage?: Resolver<ResolversTypes['StaffShopPage'], ParentType, ContextType, RequireFields<MutationStaffCreateShopPageArgs, 'input' | 'slug'>>;
  staffDeleteLookBook?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationStaffDeleteLookBookArgs, 'id'>>;
  staffDeleteNews?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationStaffDeleteNewsArgs, 'id'>>;
  staffDeleteShopPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationStaffDeleteShopPageArgs, 'slug'>>;
  staffEditShopPage?: Resolver<ResolversTypes['StaffShopPage'], ParentType, ContextType, RequireFields<MutationStaffEditShopPageArgs, 'input' | 'slug'>>;
  staffEndPromotion?: Resolver<ResolversTypes['StaffPromotion'], ParentType, ContextType, RequireFields<MutationStaffEndPromotionArgs, 'id'>>;
  staffLogin?: Resolver<ResolversTypes['StaffChallenge'], ParentType, ContextType, RequireFields<MutationStaffLoginArgs, 'email' | 'password'>>;
  staffLogout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  staffModerate?: Resolver<ResolversTypes['ModerationItem'], ParentType, ContextType, RequireFields<MutationStaffModerateArgs, 'hide' | 'id' | 'kind' | 'reason'>>;
  staffMoveOrder?: Resolver<ResolversTypes['StaffOrder'], ParentType, ContextType, RequireFields<MutationStaffMoveOrderArgs, 'number' | 'step'>>;
  staffPublishLookBook?: Resolver<ResolversTypes['StaffLookBook'], ParentType, ContextType, RequireFields<MutationStaffPublishLookBookArgs, 'id' | 'published'>>;
  staffPublishNews?: Resolver<ResolversTypes['StaffNews'], ParentType, ContextType, RequireFields<MutationStaffPublishNewsArgs, 'id' | 'published'>>;
  staffPublishShopPage?: Resolver<ResolversTypes['StaffShopPage'], ParentType, ContextType, RequireFields<MutationStaffPublishShopPageArgs, 'published' | 'slug'>>;
  staffReceiveStock?: Resolver<ResolversTypes['StockOnHand'], ParentType, ContextType, RequireFields<MutationStaffReceiveStockArgs, 'quantity' | 'sku'>>;
  staffRemoveProductPhoto?: Resolver<ResolversTypes['StaffProductPhotos'], ParentType, ContextType, RequireFields<MutationStaffRemoveProductPhotoArgs, 'photoId' | 'slug'>>;
  staffReorderProductPhotos?: Resolver<ResolversTypes['StaffProductPhotos'], ParentType, ContextType, RequireFields<MutationStaffReorderProductPhotosArgs, 'photoIds' | 'slug'>>;
  staffSaveBrand?: Resolver<ResolversTypes['StaffBrand'], ParentType, ContextType, RequireFields<MutationStaffSaveBrandArgs, 'input'>>;
  staffSaveLookBook?: Resolver<ResolversTypes['StaffLookBook'], ParentType, ContextType, RequireFields<MutationStaffSaveLookBookArgs, 'input'>>;
  staffSaveNews?: Resolver<ResolversTypes['StaffNews'], ParentType, ContextType, RequireFields<MutationStaffSaveNewsArgs, 'input'>>;
  staffSavePrize?: Resolver<ResolversTypes['StaffRoulette'], ParentType, ContextType, RequireFields<MutationStaffSavePrizeArgs, 'input'>>;
  staffSavePromotion?: Resolver<ResolversTypes['StaffPromotion'], ParentType, ContextType, RequireFields<MutationStaffSavePromotionArgs, 'input'>>;
  staffSaveRouletteLocation?: Resolver<ResolversTypes['StaffRoulette'], ParentType, ContextType, RequireFields<MutationStaffSaveRouletteLocationArgs, 'input'>>;
  staffSetWheel?: Resolver<ResolversTypes['StaffRoulette'], ParentType, ContextType, RequireFields<MutationStaffSetWheelArgs, 'active' | 'loseWeight' | 'minOrderTotal' | 'wheel'>>;
  staffSpinRouletteNumber?: Resolver<ResolversTypes['PrizeSpin'], ParentType, ContextType, RequireFields<MutationStaffSpinRouletteNumberArgs, 'locationId' | 'number'>>;
  staffUseCoupon?: Resolver<ResolversTypes['CounterCoupon'], ParentType, ContextType, RequireFields<MutationStaffUseCouponArgs, 'code' | 'shopper'>>;
  staffUseTicket?: Resolver<ResolversTypes['ETicket'], ParentType, ContextType, RequireFields<MutationStaffUseTicketArgs, 'code' | 'eventId'>>;
  staffVerifyCode?: Resolver<ResolversTypes['StaffUser'], ParentType, ContextType, RequireFields<MutationStaffVerifyCodeArgs, 'challengeId' | 'code'>>;
  startPayment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationStartPaymentArgs, 'input'>>;
  startRecharge?: Resolver<ResolversTypes['Recharge'], ParentType, ContextType, RequireFields<MutationStartRechargeArgs, 'input'>>;
  stopSharingWishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType, RequireFields<MutationStopSharingWishlistArgs, 'id'>>;
  subscribeNewsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSubscribeNewsletterArgs, 'email'>>;
  trackAnalytics?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationTrackAnalyticsArgs, 'events'>>;
  unsubscribeNewsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnsubscribeNewsletterArgs, 'token'>>;
  updateArticle?: Resolver<ResolversTypes['Article'], ParentType, ContextType, RequireFields<MutationUpdateArticleArgs, 'id' | 'input'>>;
  updateLineItem?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateLineItemArgs, 'input'>>;
  updateOrganization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['Account'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  verifyLoginCode?: Resolver<ResolversTypes['CodeVerification'], ParentType, ContextType, RequireFields<MutationVerifyLoginCodeArgs, 'challengeId' | 'code'>>;
  wishesToCart?: Resolver<ResolversTypes['WishesToCart'], ParentType, ContextType, RequireFields<MutationWishesToCartArgs, 'wishlistId'>>;
  writeVendorReview?: Resolver<ResolversTypes['VendorReview'], ParentType, ContextType, RequireFields<MutationWriteVendorReviewArgs, 'comment' | 'id' | 'rating'>>;
};

export type NightPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NightPrice'] = ResolversParentTypes['NightPrice']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  season?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weekend?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NutritionFactsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NutritionFacts'] = ResolversParentTypes['NutritionFacts']> = {
  abvPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  alcoholGramsPer100ml?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  allergens?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carbohydratesG?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  energyKcalPer100ml?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  energyKcalPerServing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fatG?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  proteinG?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  servingMl?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sodiumMg?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  standardDrinksPer100ml?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sugarsG?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
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
  adjustmentTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  adjustments?: Resolver<Array<ResolversTypes['OrderAdjustment']>, ParentType, ContextType>;
  amountDue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkout?: Resolver<Maybe<ResolversTypes['OrderCheckout']>, ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eTickets?: Resolver<Array<ResolversTypes['ShopperTicket']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['OrderTimelineEntry']>, ParentType, ContextType>;
  itemTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  licenses?: Resolver<Array<ResolversTypes['License']>, ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['LineItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentDueAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  returnRequest?: Resolver<Maybe<ResolversTypes['OrderReturnRequest']>, ParentType, ContextType>;
  shipTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipping?: Resolver<Maybe<ResolversTypes['OrderShipping']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusDetails?: Resolver<Array<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  taxTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatReceiptKind?: Resolver<ResolversTypes['VatReceiptKind'], ParentType, ContextType>;
};

export type OrderAdjustmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderAdjustment'] = ResolversParentTypes['OrderAdjustment']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AdjustmentKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderCheckoutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderCheckout'] = ResolversParentTypes['OrderCheckout']> = {
  address?: Resolver<Maybe<ResolversTypes['DeliveryAddress']>, ParentType, ContextType>;
  delivery?: Resolver<ResolversTypes['DeliveryKind'], ParentType, ContextType>;
  deliveryTime?: Resolver<ResolversTypes['DeliveryTime'], ParentType, ContextType>;
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
  pickupLocation?: Resolver<Maybe<ResolversTypes['PickupLocation']>, ParentType, ContextType>;
  receiverName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receiverPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = {
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderReturnRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderReturnRequest'] = ResolversParentTypes['OrderReturnRequest']> = {
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refusal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderShippingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderShipping'] = ResolversParentTypes['OrderShipping']> = {
  cost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type OrganizationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  direction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registerNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workerCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PackageContentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackageContent'] = ResolversParentTypes['PackageContent']> = {
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sellingPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bankAccount?: Resolver<Maybe<ResolversTypes['BankAccount']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failureCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qr?: Resolver<Maybe<ResolversTypes['QrPayment']>, ParentType, ContextType>;
  rechargeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PaymentState'], ParentType, ContextType>;
  testMode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  banks?: Resolver<Array<ResolversTypes['Bank']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PaymentMethodKind'], ParentType, ContextType>;
  minimum?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unavailableReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PhotoHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PhotoHistoryEntry'] = ResolversParentTypes['PhotoHistoryEntry']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PhotoVariantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PhotoVariant'] = ResolversParentTypes['PhotoVariant']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PickupLocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PickupLocation'] = ResolversParentTypes['PickupLocation']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlacedOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlacedOrder'] = ResolversParentTypes['PlacedOrder']> = {
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType>;
};

export type PriceOpinionSplitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceOpinionSplit'] = ResolversParentTypes['PriceOpinionSplit']> = {
  fair?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  good?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  high?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PriceRangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceRange'] = ResolversParentTypes['PriceRange']> = {
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PrinterModelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrinterModel'] = ResolversParentTypes['PrinterModel']> = {
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplies?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PrinterSuppliesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrinterSupplies'] = ResolversParentTypes['PrinterSupplies']> = {
  printerModel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['PrinterSupply']>, ParentType, ContextType>;
};

export type PrinterSupplyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrinterSupply'] = ResolversParentTypes['PrinterSupply']> = {
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sellingPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PrizeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Prize'] = ResolversParentTypes['Prize']> = {
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creditAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PrizeKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PrizeSpinResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrizeSpin'] = ResolversParentTypes['PrizeSpin']> = {
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prize?: Resolver<Maybe<ResolversTypes['Prize']>, ParentType, ContextType>;
  segment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spunAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  won?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PrizeSpinRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrizeSpinRecord'] = ResolversParentTypes['PrizeSpinRecord']> = {
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prize?: Resolver<Maybe<ResolversTypes['Prize']>, ParentType, ContextType>;
  spunAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PrizeStockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrizeStock'] = ResolversParentTypes['PrizeStock']> = {
  locationId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  won?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PrizeWheelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrizeWheel'] = ResolversParentTypes['PrizeWheel']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['PrizeWheelKind'], ParentType, ContextType>;
  minOrderTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  recentSpins?: Resolver<Array<ResolversTypes['PrizeSpinRecord']>, ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['PrizeWheelSegment']>, ParentType, ContextType>;
  spinsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PrizeWheelSegmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrizeWheelSegment'] = ResolversParentTypes['PrizeWheelSegment']> = {
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  oddsPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  prize?: Resolver<Maybe<ResolversTypes['Prize']>, ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  availableOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  averageRating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  badges?: Resolver<Array<ResolversTypes['Badge']>, ParentType, ContextType>;
  branchStock?: Resolver<Maybe<Array<ResolversTypes['BranchStock']>>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  countryOfOrigin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fitsPrinters?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  hasBranchStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nutrition?: Resolver<Maybe<ResolversTypes['NutritionFacts']>, ParentType, ContextType>;
  packageContents?: Resolver<Array<ResolversTypes['PackageContent']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  properties?: Resolver<Array<ResolversTypes['Property']>, ParentType, ContextType>;
  recommended?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  related?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  saleExpireAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  saleStartAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sameSeries?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  sellingPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  store?: Resolver<Maybe<ResolversTypes['Store']>, ParentType, ContextType>;
  taxon?: Resolver<ResolversTypes['Taxon'], ParentType, ContextType>;
  totalOnHand?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalReviews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['Variant']>, ParentType, ContextType>;
};

export type ProductCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductCard'] = ResolversParentTypes['ProductCard']> = {
  averageRating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  salePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sellingPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalReviews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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

export type ProductPhotoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPhoto'] = ResolversParentTypes['ProductPhoto']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variantId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PromotionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Promotion'] = ResolversParentTypes['Promotion']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PromotionDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionDetail'] = ResolversParentTypes['PromotionDetail']> = {
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType>;
  promotion?: Resolver<ResolversTypes['Promotion'], ParentType, ContextType>;
};

export type PropertyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Property'] = ResolversParentTypes['Property']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QrCodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QrCode'] = ResolversParentTypes['QrCode']> = {
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QrPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QrPayment'] = ResolversParentTypes['QrPayment']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  svg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  airports?: Resolver<ResolversTypes['AirportPage'], ParentType, ContextType, RequireFields<QueryAirportsArgs, 'page' | 'text'>>;
  article?: Resolver<ResolversTypes['Article'], ParentType, ContextType, RequireFields<QueryArticleArgs, 'id' | 'kind'>>;
  articleTags?: Resolver<Array<ResolversTypes['ArticleTag']>, ParentType, ContextType, RequireFields<QueryArticleTagsArgs, 'kind'>>;
  articles?: Resolver<ResolversTypes['ArticlePage'], ParentType, ContextType, Partial<QueryArticlesArgs>>;
  author?: Resolver<ResolversTypes['Author'], ParentType, ContextType, RequireFields<QueryAuthorArgs, 'id'>>;
  authors?: Resolver<ResolversTypes['AuthorPage'], ParentType, ContextType, Partial<QueryAuthorsArgs>>;
  badgeProducts?: Resolver<ResolversTypes['BadgeProducts'], ParentType, ContextType, RequireFields<QueryBadgeProductsArgs, 'id' | 'page' | 'perPage'>>;
  bookmarks?: Resolver<Array<ResolversTypes['Bookmark']>, ParentType, ContextType>;
  brandByCode?: Resolver<ResolversTypes['BrandDetail'], ParentType, ContextType, RequireFields<QueryBrandByCodeArgs, 'code'>>;
  brands?: Resolver<ResolversTypes['BrandPage'], ParentType, ContextType, RequireFields<QueryBrandsArgs, 'page' | 'perPage'>>;
  checkLend?: Resolver<ResolversTypes['LeaseQuote'], ParentType, ContextType, RequireFields<QueryCheckLendArgs, 'orderNumber'>>;
  collections?: Resolver<Array<ResolversTypes['ProductCollection']>, ParentType, ContextType, RequireFields<QueryCollectionsArgs, 'names'>>;
  comments?: Resolver<ResolversTypes['CommentPage'], ParentType, ContextType, RequireFields<QueryCommentsArgs, 'articleId' | 'kind'>>;
  currentOrder?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  deliveryTimes?: Resolver<Array<ResolversTypes['DeliveryTime']>, ParentType, ContextType>;
  hotel?: Resolver<ResolversTypes['Hotel'], ParentType, ContextType>;
  hotelAmenities?: Resolver<Array<ResolversTypes['HotelAmenity']>, ParentType, ContextType>;
  hotelRoom?: Resolver<ResolversTypes['HotelRoomPage'], ParentType, ContextType, RequireFields<QueryHotelRoomArgs, 'slug'>>;
  hotelRooms?: Resolver<Array<ResolversTypes['HotelRoom']>, ParentType, ContextType, Partial<QueryHotelRoomsArgs>>;
  leaseQuote?: Resolver<ResolversTypes['LeaseQuote'], ParentType, ContextType, RequireFields<QueryLeaseQuoteArgs, 'amount'>>;
  licenses?: Resolver<Array<ResolversTypes['License']>, ParentType, ContextType>;
  lookBook?: Resolver<ResolversTypes['LookBook'], ParentType, ContextType, RequireFields<QueryLookBookArgs, 'slug'>>;
  lookBooks?: Resolver<ResolversTypes['LookBookPage'], ParentType, ContextType, RequireFields<QueryLookBooksArgs, 'page' | 'perPage'>>;
  loyaltyHistory?: Resolver<ResolversTypes['LoyaltyHistory'], ParentType, ContextType, RequireFields<QueryLoyaltyHistoryArgs, 'page'>>;
  loyaltyPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  multiSearch?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType, RequireFields<QueryMultiSearchArgs, 'inputs'>>;
  myArticles?: Resolver<ResolversTypes['ArticlePage'], ParentType, ContextType, Partial<QueryMyArticlesArgs>>;
  myCoupon?: Resolver<ResolversTypes['HeldCoupon'], ParentType, ContextType, RequireFields<QueryMyCouponArgs, 'id'>>;
  myCoupons?: Resolver<Array<ResolversTypes['HeldCoupon']>, ParentType, ContextType, Partial<QueryMyCouponsArgs>>;
  myPrinters?: Resolver<Array<ResolversTypes['SavedPrinter']>, ParentType, ContextType>;
  myQuotes?: Resolver<Array<ResolversTypes['Quote']>, ParentType, ContextType>;
  myRoomBookings?: Resolver<Array<ResolversTypes['RoomBooking']>, ParentType, ContextType>;
  myTickets?: Resolver<Array<ResolversTypes['ShopperTicket']>, ParentType, ContextType>;
  news?: Resolver<ResolversTypes['ArticlePage'], ParentType, ContextType, Partial<QueryNewsArgs>>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'number'>>;
  orders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'page' | 'perPage'>>;
  payment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<QueryPaymentArgs, 'id'>>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType, Partial<QueryPaymentMethodsArgs>>;
  pickupLocations?: Resolver<Array<ResolversTypes['PickupLocation']>, ParentType, ContextType>;
  printerModels?: Resolver<Array<ResolversTypes['PrinterModel']>, ParentType, ContextType, RequireFields<QueryPrinterModelsArgs, 'limit' | 'query'>>;
  printerSupplies?: Resolver<ResolversTypes['PrinterSupplies'], ParentType, ContextType, RequireFields<QueryPrinterSuppliesArgs, 'printerModel'>>;
  prizeWheel?: Resolver<ResolversTypes['PrizeWheel'], ParentType, ContextType, RequireFields<QueryPrizeWheelArgs, 'wheel'>>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<QueryProductArgs, 'slug'>>;
  productNutrition?: Resolver<Maybe<ResolversTypes['NutritionFacts']>, ParentType, ContextType, RequireFields<QueryProductNutritionArgs, 'slug'>>;
  productReviews?: Resolver<ResolversTypes['ReviewPage'], ParentType, ContextType, RequireFields<QueryProductReviewsArgs, 'page' | 'perPage' | 'slug' | 'withPhotos'>>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'page' | 'perPage'>>;
  productsBySlugs?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductsBySlugsArgs, 'slugs'>>;
  promotion?: Resolver<ResolversTypes['PromotionDetail'], ParentType, ContextType, RequireFields<QueryPromotionArgs, 'id' | 'page' | 'perPage'>>;
  promotions?: Resolver<Array<ResolversTypes['Promotion']>, ParentType, ContextType>;
  pushPublicKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<QueryQuoteArgs, 'id'>>;
  recharge?: Resolver<ResolversTypes['Recharge'], ParentType, ContextType, RequireFields<QueryRechargeArgs, 'id'>>;
  savedCards?: Resolver<Array<ResolversTypes['SavedCard']>, ParentType, ContextType>;
  search?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'input'>>;
  searchHistory?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  searchNews?: Resolver<ResolversTypes['ArticlePage'], ParentType, ContextType, RequireFields<QuerySearchNewsArgs, 'text'>>;
  sharedWishlist?: Resolver<ResolversTypes['SharedWishlist'], ParentType, ContextType, RequireFields<QuerySharedWishlistArgs, 'token'>>;
  shippingMethods?: Resolver<Array<ResolversTypes['ShippingMethod']>, ParentType, ContextType>;
  shopPage?: Resolver<ResolversTypes['ShopPage'], ParentType, ContextType, RequireFields<QueryShopPageArgs, 'slug'>>;
  shopPages?: Resolver<Array<ResolversTypes['ShopPage']>, ParentType, ContextType>;
  siteData?: Resolver<ResolversTypes['SiteData'], ParentType, ContextType>;
  socialProviders?: Resolver<Array<ResolversTypes['SocialProvider']>, ParentType, ContextType>;
  staffBrand?: Resolver<ResolversTypes['StaffBrand'], ParentType, ContextType, RequireFields<QueryStaffBrandArgs, 'code'>>;
  staffBrands?: Resolver<ResolversTypes['StaffBrandPage'], ParentType, ContextType, RequireFields<QueryStaffBrandsArgs, 'page' | 'query'>>;
  staffCheckRouletteNumber?: Resolver<ResolversTypes['CounterNumber'], ParentType, ContextType, RequireFields<QueryStaffCheckRouletteNumberArgs, 'locationId' | 'number'>>;
  staffContactForms?: Resolver<Array<ResolversTypes['ContactFormEntry']>, ParentType, ContextType, RequireFields<QueryStaffContactFormsArgs, 'page' | 'perPage'>>;
  staffCoupon?: Resolver<ResolversTypes['CounterCoupon'], ParentType, ContextType, RequireFields<QueryStaffCouponArgs, 'code' | 'shopper'>>;
  staffLookBook?: Resolver<ResolversTypes['StaffLookBook'], ParentType, ContextType, RequireFields<QueryStaffLookBookArgs, 'id'>>;
  staffLookBooks?: Resolver<ResolversTypes['LookBookPage'], ParentType, ContextType, RequireFields<QueryStaffLookBooksArgs, 'page'>>;
  staffMe?: Resolver<Maybe<ResolversTypes['StaffUser']>, ParentType, ContextType>;
  staffModeration?: Resolver<ResolversTypes['ModerationPage'], ParentType, ContextType, RequireFields<QueryStaffModerationArgs, 'page' | 'perPage'>>;
  staffNews?: Resolver<ResolversTypes['StaffNews'], ParentType, ContextType, RequireFields<QueryStaffNewsArgs, 'id'>>;
  staffNewsList?: Resolver<ResolversTypes['StaffNewsPage'], ParentType, ContextType, RequireFields<QueryStaffNewsListArgs, 'page'>>;
  staffOrder?: Resolver<ResolversTypes['StaffOrder'], ParentType, ContextType, RequireFields<QueryStaffOrderArgs, 'number'>>;
  staffOrders?: Resolver<ResolversTypes['StaffOrderPage'], ParentType, ContextType, RequireFields<QueryStaffOrdersArgs, 'page'>>;
  staffPhotoProducts?: Resolver<Array<ResolversTypes['StaffPhotoProduct']>, ParentType, ContextType, RequireFields<QueryStaffPhotoProductsArgs, 'query'>>;
  staffProductPhotos?: Resolver<ResolversTypes['StaffProductPhotos'], ParentType, ContextType, RequireFields<QueryStaffProductPhotosArgs, 'slug'>>;
  staffPromotion?: Resolver<ResolversTypes['StaffPromotion'], ParentType, ContextType, RequireFields<QueryStaffPromotionArgs, 'id'>>;
  staffPromotions?: Resolver<ResolversTypes['StaffPromotionPage'], ParentType, ContextType, RequireFields<QueryStaffPromotionsArgs, 'page' | 'query'>>;
  staffQuote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<QueryStaffQuoteArgs, 'id'>>;
  staffQuotes?: Resolver<ResolversTypes['StaffQuotePage'], ParentType, ContextType, Partial<QueryStaffQuotesArgs>>;
  staffRoulette?: Resolver<ResolversTypes['StaffRoulette'], ParentType, ContextType>;
  staffShopPage?: Resolver<ResolversTypes['StaffShopPage'], ParentType, ContextType, RequireFields<QueryStaffShopPageArgs, 'slug'>>;
  staffShopPages?: Resolver<Array<ResolversTypes['StaffShopPageSummary']>, ParentType, ContextType>;
  staffStockItem?: Resolver<ResolversTypes['StockOnHand'], ParentType, ContextType, RequireFields<QueryStaffStockItemArgs, 'sku'>>;
  staffStockReceipts?: Resolver<Array<ResolversTypes['StockReceipt']>, ParentType, ContextType>;
  staffTickets?: Resolver<ResolversTypes['StaffTicketOverview'], ParentType, ContextType, Partial<QueryStaffTicketsArgs>>;
  staffVatReceiptsToCheck?: Resolver<Array<ResolversTypes['VatReceiptToCheck']>, ParentType, ContextType>;
  stayPrice?: Resolver<ResolversTypes['StayPrice'], ParentType, ContextType, RequireFields<QueryStayPriceArgs, 'input'>>;
  suggest?: Resolver<Array<ResolversTypes['Suggestion']>, ParentType, ContextType, RequireFields<QuerySuggestArgs, 'text'>>;
  taxon?: Resolver<ResolversTypes['Taxon'], ParentType, ContextType, RequireFields<QueryTaxonArgs, 'permalink'>>;
  variantStockItems?: Resolver<Array<ResolversTypes['BranchStock']>, ParentType, ContextType, RequireFields<QueryVariantStockItemsArgs, 'variantId'>>;
  vendorProducts?: Resolver<ResolversTypes['VendorProducts'], ParentType, ContextType, RequireFields<QueryVendorProductsArgs, 'id' | 'page' | 'perPage'>>;
  vendorReviews?: Resolver<ResolversTypes['VendorReviewPage'], ParentType, ContextType, RequireFields<QueryVendorReviewsArgs, 'id' | 'page' | 'perPage'>>;
  vendors?: Resolver<Array<ResolversTypes['Vendor']>, ParentType, ContextType>;
  wallet?: Resolver<ResolversTypes['Wallet'], ParentType, ContextType, RequireFields<QueryWalletArgs, 'page'>>;
  wishedVariantIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  wishlists?: Resolver<Array<ResolversTypes['Wishlist']>, ParentType, ContextType>;
  zipcodeAreas?: Resolver<Array<ResolversTypes['ZipcodeArea']>, ParentType, ContextType>;
  zipcodeAt?: Resolver<Maybe<ResolversTypes['ZipcodeLookup']>, ParentType, ContextType, RequireFields<QueryZipcodeAtArgs, 'lat' | 'lon'>>;
};

export type QuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Quote'] = ResolversParentTypes['Quote']> = {
  answeredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  declineReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['QuoteLine']>, ParentType, ContextType>;
  listTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quotedTotal?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  registerNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['QuoteStatus'], ParentType, ContextType>;
};

export type QuoteLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuoteLine'] = ResolversParentTypes['QuoteLine']> = {
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quotedPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RechargeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Recharge'] = ResolversParentTypes['Recharge']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failureCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RechargeState'], ParentType, ContextType>;
};

export type ReviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ReviewImage']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verifiedPurchase?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReviewImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewImage'] = ResolversParentTypes['ReviewImage']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewPage'] = ResolversParentTypes['ReviewPage']> = {
  averageRating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  myPriceOpinion?: Resolver<Maybe<ResolversTypes['PriceOpinion']>, ParentType, ContextType>;
  myReview?: Resolver<Maybe<ResolversTypes['Review']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceOpinions?: Resolver<ResolversTypes['PriceOpinionSplit'], ParentType, ContextType>;
  reviews?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  stars?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalReviews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoomBookingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoomBooking'] = ResolversParentTypes['RoomBooking']> = {
  checkIn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkOut?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RouletteLocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RouletteLocation'] = ResolversParentTypes['RouletteLocation']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameMn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RouletteNumberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RouletteNumber'] = ResolversParentTypes['RouletteNumber']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  holderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prizeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  spunAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  spunBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  wheel?: Resolver<ResolversTypes['PrizeWheelKind'], ParentType, ContextType>;
};

export type SavedCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SavedCard'] = ResolversParentTypes['SavedCard']> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  holder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SavedPrinterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SavedPrinter'] = ResolversParentTypes['SavedPrinter']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  printerModel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type SharedWishlistResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SharedWishlist'] = ResolversParentTypes['SharedWishlist']> = {
  items?: Resolver<Array<ResolversTypes['WishedItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShippingMethodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShippingMethod'] = ResolversParentTypes['ShippingMethod']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  etaHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShopPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShopPage'] = ResolversParentTypes['ShopPage']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShopperTicketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShopperTicket'] = ResolversParentTypes['ShopperTicket']> = {
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qr?: Resolver<ResolversTypes['QrCode'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  venue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type StaffBrandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffBrand'] = ResolversParentTypes['StaffBrand']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['EditingHistoryEntry']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  story?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storyEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffBrandPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffBrandPage'] = ResolversParentTypes['StaffBrandPage']> = {
  items?: Resolver<Array<ResolversTypes['StaffBrand']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffChallengeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffChallenge'] = ResolversParentTypes['StaffChallenge']> = {
  challengeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffLookResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffLook'] = ResolversParentTypes['StaffLook']> = {
  caption?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  captionEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  spots?: Resolver<Array<ResolversTypes['StaffLookSpot']>, ParentType, ContextType>;
};

export type StaffLookBookResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffLookBook'] = ResolversParentTypes['StaffLookBook']> = {
  coverImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['LookBookHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  introHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  introHtmlEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  looks?: Resolver<Array<ResolversTypes['StaffLook']>, ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffLookSpotResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffLookSpot'] = ResolversParentTypes['StaffLookSpot']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type StaffNewsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffNews'] = ResolversParentTypes['StaffNews']> = {
  authorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  authorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bodyHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['ContentHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffNewsPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffNewsPage'] = ResolversParentTypes['StaffNewsPage']> = {
  items?: Resolver<Array<ResolversTypes['StaffNewsSummary']>, ParentType, ContextType>;
  more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffNewsSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffNewsSummary'] = ResolversParentTypes['StaffNewsSummary']> = {
  authorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffOrder'] = ResolversParentTypes['StaffOrder']> = {
  actions?: Resolver<Array<ResolversTypes['StaffOrderAction']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  receiverName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiverPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffOrderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffOrderPage'] = ResolversParentTypes['StaffOrderPage']> = {
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffPhotoProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffPhotoProduct'] = ResolversParentTypes['StaffPhotoProduct']> = {
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photoCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffPrizeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffPrize'] = ResolversParentTypes['StaffPrize']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creditAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PrizeKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameMn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stocks?: Resolver<Array<ResolversTypes['PrizeStock']>, ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wheel?: Resolver<ResolversTypes['PrizeWheelKind'], ParentType, ContextType>;
};

export type StaffProductPhotosResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffProductPhotos'] = ResolversParentTypes['StaffProductPhotos']> = {
  history?: Resolver<Array<ResolversTypes['PhotoHistoryEntry']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['ProductPhoto']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['PhotoVariant']>, ParentType, ContextType>;
};

export type StaffPromotionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffPromotion'] = ResolversParentTypes['StaffPromotion']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['EditingHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['StaffPromotionProduct']>, ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PromotionStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffPromotionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffPromotionPage'] = ResolversParentTypes['StaffPromotionPage']> = {
  items?: Resolver<Array<ResolversTypes['StaffPromotion']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffPromotionProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffPromotionProduct'] = ResolversParentTypes['StaffPromotionProduct']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffQuotePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffQuotePage'] = ResolversParentTypes['StaffQuotePage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quotes?: Resolver<Array<ResolversTypes['Quote']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffRouletteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffRoulette'] = ResolversParentTypes['StaffRoulette']> = {
  locations?: Resolver<Array<ResolversTypes['RouletteLocation']>, ParentType, ContextType>;
  numbers?: Resolver<Array<ResolversTypes['RouletteNumber']>, ParentType, ContextType>;
  prizes?: Resolver<Array<ResolversTypes['StaffPrize']>, ParentType, ContextType>;
  spins?: Resolver<Array<ResolversTypes['RouletteNumber']>, ParentType, ContextType>;
  wheels?: Resolver<Array<ResolversTypes['StaffWheel']>, ParentType, ContextType>;
};

export type StaffShopPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffShopPage'] = ResolversParentTypes['StaffShopPage']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bodyEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['ContentHistoryEntry']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffShopPageSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffShopPageSummary'] = ResolversParentTypes['StaffShopPageSummary']> = {
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  published?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffTicketOverviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffTicketOverview'] = ResolversParentTypes['StaffTicketOverview']> = {
  events?: Resolver<Array<ResolversTypes['TicketEvent']>, ParentType, ContextType>;
  scans?: Resolver<Array<ResolversTypes['ETicket']>, ParentType, ContextType>;
};

export type StaffUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffUser'] = ResolversParentTypes['StaffUser']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['StaffRole']>, ParentType, ContextType>;
};

export type StaffWheelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffWheel'] = ResolversParentTypes['StaffWheel']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['PrizeWheelKind'], ParentType, ContextType>;
  loseWeight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minOrderTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StayPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StayPrice'] = ResolversParentTypes['StayPrice']> = {
  checkIn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkOut?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cityTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nightCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nights?: Resolver<Array<ResolversTypes['NightPrice']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StockOnHandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockOnHand'] = ResolversParentTypes['StockOnHand']> = {
  onHand?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StockReceiptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockReceipt'] = ResolversParentTypes['StockReceipt']> = {
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  orderUpdated?: SubscriptionResolver<ResolversTypes['Order'], "orderUpdated", ParentType, ContextType, RequireFields<SubscriptionOrderUpdatedArgs, 'number'>>;
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

export type TicketEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TicketEvent'] = ResolversParentTypes['TicketEvent']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  venue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TranslationEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TranslationEntry'] = ResolversParentTypes['TranslationEntry']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VariantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Variant'] = ResolversParentTypes['Variant']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  optionValues?: Resolver<Array<ResolversTypes['OptionValue']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sellingPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VatReceiptToCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VatReceiptToCheck'] = ResolversParentTypes['VatReceiptToCheck']> = {
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  since?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VendorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Vendor'] = ResolversParentTypes['Vendor']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VendorProductsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VendorProducts'] = ResolversParentTypes['VendorProducts']> = {
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType>;
  vendor?: Resolver<ResolversTypes['Vendor'], ParentType, ContextType>;
};

export type VendorReviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VendorReview'] = ResolversParentTypes['VendorReview']> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VendorReviewPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VendorReviewPage'] = ResolversParentTypes['VendorReviewPage']> = {
  averageRating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  myReview?: Resolver<Maybe<ResolversTypes['VendorReview']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviews?: Resolver<Array<ResolversTypes['VendorReview']>, ParentType, ContextType>;
  stars?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalReviews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WalletResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Wallet'] = ResolversParentTypes['Wallet']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bonus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cash?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['WalletEntry']>, ParentType, ContextType>;
  minimumUse?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rules?: Resolver<ResolversTypes['WalletRules'], ParentType, ContextType>;
  usableOnCart?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WalletEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WalletEntry'] = ResolversParentTypes['WalletEntry']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WalletRulesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WalletRules'] = ResolversParentTypes['WalletRules']> = {
  bonusMaxSharePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  loyaltyEarnPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minUse?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  purchaseBonusPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rechargeMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rechargeMin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WishRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WishRefused'] = ResolversParentTypes['WishRefused']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WishedItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WishedItem'] = ResolversParentTypes['WishedItem']> = {
  addedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['WishedProduct'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WishedProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WishedProduct'] = ResolversParentTypes['WishedProduct']> = {
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  salePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sellingPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WishesToCartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WishesToCart'] = ResolversParentTypes['WishesToCart']> = {
  added?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  refused?: Resolver<Array<ResolversTypes['WishRefused']>, ParentType, ContextType>;
};

export type WishlistResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Wishlist'] = ResolversParentTypes['Wishlist']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['WishedItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shareToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ZipcodeAreaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ZipcodeArea'] = ResolversParentTypes['ZipcodeArea']> = {
  cat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ZipcodeLookupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ZipcodeLookup'] = ResolversParentTypes['ZipcodeLookup']> = {
  cat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Account?: AccountResolvers<ContextType>;
  Airport?: AirportResolvers<ContextType>;
  AirportPage?: AirportPageResolvers<ContextType>;
  Article?: ArticleResolvers<ContextType>;
  ArticleAuthor?: ArticleAuthorResolvers<ContextType>;
  ArticlePage?: ArticlePageResolvers<ContextType>;
  ArticleTag?: ArticleTagResolvers<ContextType>;
  Author?: AuthorResolvers<ContextType>;
  AuthorPage?: AuthorPageResolvers<ContextType>;
  Badge?: BadgeResolvers<ContextType>;
  BadgeProducts?: BadgeProductsResolvers<ContextType>;
  Bank?: BankResolvers<ContextType>;
  BankAccount?: BankAccountResolvers<ContextType>;
  Bookmark?: BookmarkResolvers<ContextType>;
  BookmarkId?: BookmarkIdResolvers<ContextType>;
  BranchStock?: BranchStockResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandDetail?: BrandDetailResolvers<ContextType>;
  BrandPage?: BrandPageResolvers<ContextType>;
  Breadcrumb?: BreadcrumbResolvers<ContextType>;
  CodeChallenge?: CodeChallengeResolvers<ContextType>;
  CodeVerification?: CodeVerificationResolvers<ContextType>;
  Comment?: CommentResolvers<ContextType>;
  CommentPage?: CommentPageResolvers<ContextType>;
  ContactFormEntry?: ContactFormEntryResolvers<ContextType>;
  ContentHistoryEntry?: ContentHistoryEntryResolvers<ContextType>;
  CounterCoupon?: CounterCouponResolvers<ContextType>;
  CounterNumber?: CounterNumberResolvers<ContextType>;
  CounterShopper?: CounterShopperResolvers<ContextType>;
  CouponEmail?: CouponEmailResolvers<ContextType>;
  CouponRedemption?: CouponRedemptionResolvers<ContextType>;
  CouponTerm?: CouponTermResolvers<ContextType>;
  DeliveryAddress?: DeliveryAddressResolvers<ContextType>;
  DeliveryTime?: DeliveryTimeResolvers<ContextType>;
  ETicket?: ETicketResolvers<ContextType>;
  EditingHistoryEntry?: EditingHistoryEntryResolvers<ContextType>;
  FacetBucket?: FacetBucketResolvers<ContextType>;
  GiftCardBalance?: GiftCardBalanceResolvers<ContextType>;
  HeldCoupon?: HeldCouponResolvers<ContextType>;
  Hotel?: HotelResolvers<ContextType>;
  HotelAmenity?: HotelAmenityResolvers<ContextType>;
  HotelRoom?: HotelRoomResolvers<ContextType>;
  HotelRoomPage?: HotelRoomPageResolvers<ContextType>;
  HotelSeason?: HotelSeasonResolvers<ContextType>;
  LeaseQuote?: LeaseQuoteResolvers<ContextType>;
  License?: LicenseResolvers<ContextType>;
  LineItem?: LineItemResolvers<ContextType>;
  LineItemOption?: LineItemOptionResolvers<ContextType>;
  LineItemProduct?: LineItemProductResolvers<ContextType>;
  Look?: LookResolvers<ContextType>;
  LookBook?: LookBookResolvers<ContextType>;
  LookBookHistoryEntry?: LookBookHistoryEntryResolvers<ContextType>;
  LookBookPage?: LookBookPageResolvers<ContextType>;
  LookBookSummary?: LookBookSummaryResolvers<ContextType>;
  LookSpot?: LookSpotResolvers<ContextType>;
  LoyaltyEntry?: LoyaltyEntryResolvers<ContextType>;
  LoyaltyHistory?: LoyaltyHistoryResolvers<ContextType>;
  Menu?: MenuResolvers<ContextType>;
  ModerationItem?: ModerationItemResolvers<ContextType>;
  ModerationPage?: ModerationPageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NightPrice?: NightPriceResolvers<ContextType>;
  NutritionFacts?: NutritionFactsResolvers<ContextType>;
  OptionFacet?: OptionFacetResolvers<ContextType>;
  OptionValue?: OptionValueResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAdjustment?: OrderAdjustmentResolvers<ContextType>;
  OrderCheckout?: OrderCheckoutResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderReturnRequest?: OrderReturnRequestResolvers<ContextType>;
  OrderShipping?: OrderShippingResolvers<ContextType>;
  OrderTimelineEntry?: OrderTimelineEntryResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  PackageContent?: PackageContentResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PhotoHistoryEntry?: PhotoHistoryEntryResolvers<ContextType>;
  PhotoVariant?: PhotoVariantResolvers<ContextType>;
  PickupLocation?: PickupLocationResolvers<ContextType>;
  PlacedOrder?: PlacedOrderResolvers<ContextType>;
  PriceOpinionSplit?: PriceOpinionSplitResolvers<ContextType>;
  PriceRange?: PriceRangeResolvers<ContextType>;
  PrinterModel?: PrinterModelResolvers<ContextType>;
  PrinterSupplies?: PrinterSuppliesResolvers<ContextType>;
  PrinterSupply?: PrinterSupplyResolvers<ContextType>;
  Prize?: PrizeResolvers<ContextType>;
  PrizeSpin?: PrizeSpinResolvers<ContextType>;
  PrizeSpinRecord?: PrizeSpinRecordResolvers<ContextType>;
  PrizeStock?: PrizeStockResolvers<ContextType>;
  PrizeWheel?: PrizeWheelResolvers<ContextType>;
  PrizeWheelSegment?: PrizeWheelSegmentResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductCard?: ProductCardResolvers<ContextType>;
  ProductCollection?: ProductCollectionResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductPhoto?: ProductPhotoResolvers<ContextType>;
  Promotion?: PromotionResolvers<ContextType>;
  PromotionDetail?: PromotionDetailResolvers<ContextType>;
  Property?: PropertyResolvers<ContextType>;
  QrCode?: QrCodeResolvers<ContextType>;
  QrPayment?: QrPaymentResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Quote?: QuoteResolvers<ContextType>;
  QuoteLine?: QuoteLineResolvers<ContextType>;
  Recharge?: RechargeResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewImage?: ReviewImageResolvers<ContextType>;
  ReviewPage?: ReviewPageResolvers<ContextType>;
  RoomBooking?: RoomBookingResolvers<ContextType>;
  RouletteLocation?: RouletteLocationResolvers<ContextType>;
  RouletteNumber?: RouletteNumberResolvers<ContextType>;
  SavedCard?: SavedCardResolvers<ContextType>;
  SavedPrinter?: SavedPrinterResolvers<ContextType>;
  SearchFacets?: SearchFacetsResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SharedWishlist?: SharedWishlistResolvers<ContextType>;
  ShippingMethod?: ShippingMethodResolvers<ContextType>;
  ShopPage?: ShopPageResolvers<ContextType>;
  ShopperTicket?: ShopperTicketResolvers<ContextType>;
  SiteConfigs?: SiteConfigsResolvers<ContextType>;
  SiteData?: SiteDataResolvers<ContextType>;
  StaffBrand?: StaffBrandResolvers<ContextType>;
  StaffBrandPage?: StaffBrandPageResolvers<ContextType>;
  StaffChallenge?: StaffChallengeResolvers<ContextType>;
  StaffLook?: StaffLookResolvers<ContextType>;
  StaffLookBook?: StaffLookBookResolvers<ContextType>;
  StaffLookSpot?: StaffLookSpotResolvers<ContextType>;
  StaffNews?: StaffNewsResolvers<ContextType>;
  StaffNewsPage?: StaffNewsPageResolvers<ContextType>;
  StaffNewsSummary?: StaffNewsSummaryResolvers<ContextType>;
  StaffOrder?: StaffOrderResolvers<ContextType>;
  StaffOrderPage?: StaffOrderPageResolvers<ContextType>;
  StaffPhotoProduct?: StaffPhotoProductResolvers<ContextType>;
  StaffPrize?: StaffPrizeResolvers<ContextType>;
  StaffProductPhotos?: StaffProductPhotosResolvers<ContextType>;
  StaffPromotion?: StaffPromotionResolvers<ContextType>;
  StaffPromotionPage?: StaffPromotionPageResolvers<ContextType>;
  StaffPromotionProduct?: StaffPromotionProductResolvers<ContextType>;
  StaffQuotePage?: StaffQuotePageResolvers<ContextType>;
  StaffRoulette?: StaffRouletteResolvers<ContextType>;
  StaffShopPage?: StaffShopPageResolvers<ContextType>;
  StaffShopPageSummary?: StaffShopPageSummaryResolvers<ContextType>;
  StaffTicketOverview?: StaffTicketOverviewResolvers<ContextType>;
  StaffUser?: StaffUserResolvers<ContextType>;
  StaffWheel?: StaffWheelResolvers<ContextType>;
  StayPrice?: StayPriceResolvers<ContextType>;
  StockOnHand?: StockOnHandResolvers<ContextType>;
  StockReceipt?: StockReceiptResolvers<ContextType>;
  Store?: StoreResolvers<ContextType>;
  StoreLocation?: StoreLocationResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Suggestion?: SuggestionResolvers<ContextType>;
  Taxon?: TaxonResolvers<ContextType>;
  TaxonFacet?: TaxonFacetResolvers<ContextType>;
  TicketEvent?: TicketEventResolvers<ContextType>;
  TranslationEntry?: TranslationEntryResolvers<ContextType>;
  Variant?: VariantResolvers<ContextType>;
  VatReceiptToCheck?: VatReceiptToCheckResolvers<ContextType>;
  Vendor?: VendorResolvers<ContextType>;
  VendorProducts?: VendorProductsResolvers<ContextType>;
  VendorReview?: VendorReviewResolvers<ContextType>;
  VendorReviewPage?: VendorReviewPageResolvers<ContextType>;
  Wallet?: WalletResolvers<ContextType>;
  WalletEntry?: WalletEntryResolvers<ContextType>;
  WalletRules?: WalletRulesResolvers<ContextType>;
  WishRefused?: WishRefusedResolvers<ContextType>;
  WishedItem?: WishedItemResolvers<ContextType>;
  WishedProduct?: WishedProductResolvers<ContextType>;
  WishesToCart?: WishesToCartResolvers<ContextType>;
  Wishlist?: WishlistResolvers<ContextType>;
  ZipcodeArea?: ZipcodeAreaResolvers<ContextType>;
  ZipcodeLookup?: ZipcodeLookupResolvers<ContextType>;
};

