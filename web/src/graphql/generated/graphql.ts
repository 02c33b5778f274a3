/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AddToCartInput = {
  gift?: boolean | null | undefined;
  /** A client-made unique key: repeating the mutation with it returns the first result, once applied. */
  idempotencyKey?: string | null | undefined;
  options?: Array<LineItemOptionInput> | null | undefined;
  quantity: number;
  variantId: string | number;
};

export type AddressInput = {
  /** Street, building, entrance, apartment: precise, or delivery may be late (§5). */
  address: string;
  country?: string | null | undefined;
  district: string;
  /** An aimag or the capital (a ZipcodeArea name). */
  province: string;
  zipcode: string;
};

export type AdjustmentKind =
  | 'COUPON'
  | 'GIFT_CARD'
  | 'LOYALTY'
  | 'STORE_CREDIT'
  | 'VOUCHER';

export type AnalyticsEventInput = {
  itemListName?: string | null | undefined;
  items?: Array<AnalyticsItemInput> | null | undefined;
  name: AnalyticsEventName;
  pagePath?: string | null | undefined;
  searchTerm?: string | null | undefined;
  /** Whole tugrik. */
  value?: number | null | undefined;
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
  index?: number | null | undefined;
  itemBrand?: string | null | undefined;
  itemId: string;
  itemName?: string | null | undefined;
  price?: number | null | undefined;
  quantity?: number | null | undefined;
};

export type ArticleInput = {
  bodyHtml: string;
  imageUrl?: string | null | undefined;
  summary?: string | null | undefined;
  tags?: Array<string> | null | undefined;
  title: string;
};

export type ArticleKind =
  | 'ARTICLE'
  | 'NEWS';

export type BrandInput = {
  /** Latin letters, digits and hyphens; only when creating (a brand's code is its address). */
  code?: string | null | undefined;
  /** A path on this shop (an uploaded logo); empty: the brand's drawn logo. */
  logo?: string | null | undefined;
  name: string;
  nameEn?: string | null | undefined;
  story?: string | null | undefined;
  storyEn?: string | null | undefined;
  /** The version the editor loaded: an edit of a stale copy is CONFLICT. */
  version?: number | null | undefined;
};

export type CardPaymentInput = {
  cardNumber: string;
  cvc: string;
  /** MM/YY */
  expiry: string;
  holder?: string | null | undefined;
  idempotencyKey: string;
  paymentId: string | number;
  /** Save the card for next time (logged-in shoppers). */
  saveCard?: boolean | null | undefined;
};

export type CheckoutDetailsInput = {
  /** Required for DELIVERY. */
  address?: AddressInput | null | undefined;
  delivery: DeliveryKind;
  /** A DeliveryTime id. */
  deliveryTime: string;
  organization?: OrganizationInput | null | undefined;
  receiverName: string;
  /** A Mongolian 8-digit mobile number. */
  receiverPhone: string;
  /** Required for PICKUP: a store_locations code. */
  storeCode?: string | null | undefined;
};

export type CodeChannel =
  | 'EMAIL'
  | 'SMS';

export type CodePurpose =
  | 'LOGIN'
  | 'RESET';

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

export type ContactFormInput = {
  email: string;
  message: string;
  name: string;
  phone?: string | null | undefined;
  subject: string;
};

/** A coupon is a 4-digit promo code; a voucher any other code. One of each per order. */
export type CouponKind =
  | 'COUPON'
  | 'VOUCHER';

/** Spec §8: the coupons page's tabs. */
export type CouponStatus =
  | 'EXPIRED'
  | 'USABLE'
  | 'USED';

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

export type DeliveryKind =
  | 'DELIVERY'
  | 'PICKUP';

export type DiscountType =
  /** `discountValue` ₮ off */
  | 'FIXED'
  /** `discountValue` percent of the items */
  | 'PERCENT';

export type EmailStatus =
  | 'CONFIRMED'
  | 'NOT_CONFIRMED'
  | 'WAITING';

export type Gender =
  | 'FEMALE'
  | 'MALE';

export type InAppPaymentInput = {
  custtkn: string;
  orderNumber: string;
  txntkn: string;
};

export type LeaseRequestInput = {
  downPayment: number;
  months: number;
  orderNumber: string;
};

export type LicenseKind =
  | 'DRIVER'
  | 'SOFTWARE';

export type LineItemOptionInput = {
  name: string;
  value: string;
};

export type LookBookInput = {
  coverImage?: string | null | undefined;
  introHtml?: string | null | undefined;
  introHtmlEn?: string | null | undefined;
  looks: Array<LookInput>;
  slug: string;
  title: string;
  titleEn?: string | null | undefined;
  /** The version the editor loaded: a save on a stale copy is a CONFLICT. */
  version?: number | null | undefined;
};

export type LookInput = {
  caption?: string | null | undefined;
  captionEn?: string | null | undefined;
  image?: string | null | undefined;
  spots: Array<LookSpotInput>;
};

export type LookSpotInput = {
  sku: string;
  x: number;
  y: number;
};

export type LoyaltyEntryKind =
  /** Earned by a paid order (1 % of what was paid). */
  | 'EARNED'
  /** Given back when that order expired or was canceled. */
  | 'RETURNED'
  /** Spent on an order. */
  | 'SPENT';

export type ModerationKind =
  | 'COMMENT'
  | 'REVIEW'
  | 'VENDOR_REVIEW';

export type NewsInput = {
  authorId?: string | number | null | undefined;
  bodyHtml: string;
  imageUrl?: string | null | undefined;
  /** On create: false keeps it a draft (default true). On edit: shows or hides it with the save. */
  published?: boolean | null | undefined;
  /** Empty: the first 200 characters of the text. */
  summary?: string | null | undefined;
  tags?: Array<string> | null | undefined;
  title: string;
  version?: number | null | undefined;
};

export type OptionFilter = {
  type: string;
  values: Array<string>;
};

export type OrderActor =
  | 'GUEST'
  | 'STAFF'
  | 'SYSTEM'
  | 'USER';

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

export type OrganizationInput = {
  address?: string | null | undefined;
  direction?: string | null | undefined;
  name: string;
  phone?: string | null | undefined;
  /** 7 digits (Mongolian organization register number). */
  registerNumber: string;
  workerCount?: number | null | undefined;
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

export type PlaceOrderInput = {
  bank?: string | null | undefined;
  /** A client-made unique key; repeating placeOrder with it returns the first result. */
  idempotencyKey: string;
  /** The cart being placed. Give it on a retry: once placed, the order is no longer the current cart. */
  orderNumber?: string | null | undefined;
  paymentMethod: string;
  savedCardId?: string | number | null | undefined;
};

export type PriceOpinion =
  | 'FAIR'
  | 'GOOD'
  | 'HIGH';

export type PrizeKind =
  /** a coupon code the shopper now holds */
  | 'COUPON'
  /** tugrik credited to the wallet */
  | 'WALLET_CREDIT';

export type PrizeWheelKind =
  | 'JACKPOT'
  | 'LUCKY_WHEEL';

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
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  gender?: Gender | null | undefined;
  lastName?: string | null | undefined;
};

export type PromotionInput = {
  /** Latin letters, digits and hyphens; only when creating. */
  code?: string | null | undefined;
  description?: string | null | undefined;
  descriptionEn?: string | null | undefined;
  endsAt: string;
  name: string;
  nameEn?: string | null | undefined;
  productIds: Array<string | number>;
  /** ISO 8601; null or absent: from now. */
  startsAt?: string | null | undefined;
  /** The version the editor loaded: an edit of a stale copy is CONFLICT. */
  version?: number | null | undefined;
};

export type PromotionStatus =
  | 'ENDED'
  | 'RUNNING'
  | 'SCHEDULED';

/** `PushSubscription.toJSON()` of the browser. */
export type PushSubscriptionInput = {
  endpoint: string;
  keys: PushSubscriptionKeysInput;
};

export type PushSubscriptionKeysInput = {
  auth: string;
  p256dh: string;
};

export type QuoteLineInput = {
  quantity: number;
  variantId: string | number;
};

export type QuoteStatus =
  | 'ACCEPTED'
  | 'ANSWERED'
  | 'DECLINED'
  /** Answered, and its expiry has passed: it can no longer be accepted. */
  | 'EXPIRED'
  | 'REQUESTED';

export type RechargeState =
  /** Not paid in time; a late payment is refunded. */
  | 'EXPIRED'
  | 'FAILED'
  /** Paid: the wallet was credited. */
  | 'PAID'
  /** Waiting for its payment. */
  | 'REQUESTED';

export type RegisterCardInput = {
  cardNumber: string;
  cvc: string;
  expiry: string;
  holder?: string | null | undefined;
};

export type RemoveLineItemInput = {
  idempotencyKey?: string | null | undefined;
  lineItemId: string | number;
  number: string;
};

export type RouletteLocationInput = {
  address?: string | null | undefined;
  id: string;
  nameEn: string;
  nameMn: string;
};

export type Salutation =
  | 'MR'
  | 'MS';

export type SearchInput = {
  /** Brand codes; any of them. */
  brands?: Array<string> | null | undefined;
  /** Compute facet counts for this text and these filters. */
  facets?: boolean | null | undefined;
  inStock?: boolean | null | undefined;
  /** At least this many stars on average (1–5). */
  minRating?: number | null | undefined;
  onSale?: boolean | null | undefined;
  /** Option values by type (color, clothing_size, shoe_size, pants_size…): any value within a type. */
  options?: Array<OptionFilter> | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  priceMax?: number | null | undefined;
  /** Selling price bounds in whole tugrik, inclusive. */
  priceMin?: number | null | undefined;
  /** Keeps a RANDOM order stable across the pages of one session. */
  seed?: number | null | undefined;
  sort?: ProductSort | null | undefined;
  /** Store codes; any of them. */
  stores?: Array<string> | null | undefined;
  /** A taxon permalink at any level (without /t/). */
  taxon?: string | null | undefined;
  text?: string | null | undefined;
};

export type ShopPageInput = {
  body: string;
  bodyEn?: string | null | undefined;
  position?: number | null | undefined;
  published?: boolean | null | undefined;
  title: string;
  /** Empty: English falls back to the Mongolian. */
  titleEn?: string | null | undefined;
  version?: number | null | undefined;
};

export type SocialProvider =
  | 'FACEBOOK'
  | 'GOOGLE';

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

export type StaffPrizeInput = {
  active: boolean;
  couponCode?: string | null | undefined;
  creditAmount?: number | null | undefined;
  /** Absent for a new prize. */
  id?: string | number | null | undefined;
  kind: PrizeKind;
  nameEn: string;
  nameMn: string;
  /** Its share of the draw against the others and the wheel's 'no prize' weight. */
  weight: number;
  wheel: PrizeWheelKind;
};

export type StaffRole =
  | 'CONTENT'
  | 'COUPONS'
  | 'E_TICKETS'
  | 'FULFILMENT'
  | 'ROULETTE'
  | 'SALES'
  | 'WEBSITE_ADMIN';

export type StartPaymentInput = {
  bank?: string | null | undefined;
  idempotencyKey: string;
  orderNumber: string;
  paymentMethod: string;
  savedCardId?: string | number | null | undefined;
};

export type StartRechargeInput = {
  amount: number;
  bank?: string | null | undefined;
  idempotencyKey: string;
  paymentMethod: string;
};

export type StayInput = {
  checkIn: string;
  checkOut: string;
  guests?: number | null | undefined;
  roomId: string | number;
};

export type TanInput = {
  paymentId: string | number;
  tan: string;
};

export type UpdateLineItemInput = {
  idempotencyKey?: string | null | undefined;
  lineItemId: string | number;
  number: string;
  quantity: number;
};

export type StaffBrandFieldsFragment = { code: string, name: string, nameEn: string, story: string, storyEn: string, logo: string | null, productCount: number, updatedAt: string | null, updatedBy: string | null, version: number, history: Array<{ version: number, type: string, at: string, by: string }> };

export type StaffPromotionFieldsFragment = { id: string, code: string, name: string, nameEn: string, description: string, descriptionEn: string, startsAt: string | null, endsAt: string, status: PromotionStatus, productCount: number, updatedAt: string | null, updatedBy: string | null, version: number, products: Array<{ id: string, sku: string, name: string }>, history: Array<{ version: number, type: string, at: string, by: string }> };

export type StaffBrandsScreenQueryVariables = Exact<{
  query: string;
}>;


export type StaffBrandsScreenQuery = { staffMe: { id: string | null, name: string, email: string | null, roles: Array<StaffRole> } | null, staffBrands: { total: number, items: Array<{ code: string, name: string, nameEn: string, story: string, storyEn: string, logo: string | null, productCount: number, updatedAt: string | null, updatedBy: string | null, version: number, history: Array<{ version: number, type: string, at: string, by: string }> }> } };

export type StaffBrandListQueryVariables = Exact<{
  query: string;
  page: number;
}>;


export type StaffBrandListQuery = { staffBrands: { total: number, items: Array<{ code: string, name: string, nameEn: string, story: string, storyEn: string, logo: string | null, productCount: number, updatedAt: string | null, updatedBy: string | null, version: number, history: Array<{ version: number, type: string, at: string, by: string }> }> } };

export type StaffBrandQueryVariables = Exact<{
  code: string;
}>;


export type StaffBrandQuery = { staffBrand: { code: string, name: string, nameEn: string, story: string, storyEn: string, logo: string | null, productCount: number, updatedAt: string | null, updatedBy: string | null, version: number, history: Array<{ version: number, type: string, at: string, by: string }> } };

export type StaffSaveBrandMutationVariables = Exact<{
  code?: string | null | undefined;
  input: BrandInput;
}>;


export type StaffSaveBrandMutation = { staffSaveBrand: { code: string, name: string, nameEn: string, story: string, storyEn: string, logo: string | null, productCount: number, updatedAt: string | null, updatedBy: string | null, version: number, history: Array<{ version: number, type: string, at: string, by: string }> } };

export type StaffPromotionsScreenQueryVariables = Exact<{
  query: string;
  status?: PromotionStatus | null | undefined;
}>;


export type StaffPromotionsScreenQuery = { staffMe: { id: string | null, name: string, email: string | null, roles: Array<StaffRole> } | null, staffPromotions: { total: number, items: Array<{ id: string, code: string, name: string, nameEn: string, description: string, descriptionEn: string, startsAt: string | null, endsAt: string, status: PromotionStatus, productCount: number, updatedAt: string | null, updatedBy: string | null, version: number, products: Array<{ id: string, sku: string, name: string }>, history: Array<{ version: number, type: string, at: string, by: string }> }> } };

export type StaffPromotionListQueryVariables = Exact<{
  query: string;
  status?: PromotionStatus | null | undefined;
  page: number;
}>;


export type StaffPromotionListQuery = { staffPromotions: { total: number, items: Array<{ id: string, code: string, name: string, nameEn: string, description: string, descriptionEn: string, startsAt: string | null, endsAt: string, status: PromotionStatus, productCount: number, updatedAt: string | null, updatedBy: string | null, version: number, products: Array<{ id: string, sku: string, name: string }>, history: Array<{ version: number, type: string, at: string, by: string }> }> } };

export type StaffPromotionQueryVariables = Exact<{
  id: string | number;
}>;


export type StaffPromotionQuery = { staffPromotion: { id: string, code: string, name: string, nameEn: string, description: string, descriptionEn: string, startsAt: string | null, endsAt: string, status: PromotionStatus, productCount: number, updatedAt: string | null, updatedBy: string | null, version: number, products: Array<{ id: string, sku: string, name: string }>, history: Array<{ version: number, type: string, at: string, by: string }> } };

export type StaffSavePromotionMutationVariables = Exact<{
  id?: string | number | null | undefined;
  input: PromotionInput;
}>;


export type StaffSavePromotionMutation = { staffSavePromotion: { id: string, code: string, name: string, nameEn: string, description: string, descriptionEn: string, startsAt: string | null, endsAt: string, status: PromotionStatus, productCount: number, updatedAt: string | null, updatedBy: string | null, version: number, products: Array<{ id: string, sku: string, name: string }>, history: Array<{ version: number, type: string, at: string, by: string }> } };

export type StaffEndPromotionMutationVariables = Exact<{
  id: string | number;
}>;


export type StaffEndPromotionMutation = { staffEndPromotion: { id: string, code: string, name: string, nameEn: string, description: string, descriptionEn: string, startsAt: string | null, endsAt: string, status: PromotionStatus, productCount: number, updatedAt: string | null, updatedBy: string | null, version: number, products: Array<{ id: string, sku: string, name: string }>, history: Array<{ version: number, type: string, at: string, by: string }> } };

export type StaffLookBookSummaryFieldsFragment = { id: string, slug: string, title: string, publishedAt: string | null, updatedAt: string, updatedBy: string, lookCount: number, productCount: number };

export type StaffLookBookFieldsFragment = { id: string, slug: string, title: string, titleEn: string, introHtml: string, introHtmlEn: string, coverImage: string | null, published: boolean, version: number, looks: Array<{ image: string | null, caption: string, captionEn: string, spots: Array<{ sku: string, x: number, y: number, name: string }> }>, history: Array<{ version: number, type: string, at: string, by: string }> };

export type StaffLookBooksQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffLookBooksQuery = { staffMe: { id: string | null, name: string, email: string | null, roles: Array<StaffRole> } | null, staffLookBooks: { total: number, items: Array<{ id: string, slug: string, title: string, publishedAt: string | null, updatedAt: string, updatedBy: string, lookCount: number, productCount: number }> } };

export type StaffLookBookListQueryVariables = Exact<{
  page: number;
}>;


export type StaffLookBookListQuery = { staffLookBooks: { total: number, items: Array<{ id: string, slug: string, title: string, publishedAt: string | null, updatedAt: string, updatedBy: string, lookCount: number, productCount: number }> } };

export type StaffLookBookQueryVariables = Exact<{
  id: string | number;
}>;


export type StaffLookBookQuery = { staffLookBook: { id: string, slug: string, title: string, titleEn: string, introHtml: string, introHtmlEn: string, coverImage: string | null, published: boolean, version: number, looks: Array<{ image: string | null, caption: string, captionEn: string, spots: Array<{ sku: string, x: number, y: number, name: string }> }>, history: Array<{ version: number, type: string, at: string, by: string }> } };

export type StaffSaveLookBookMutationVariables = Exact<{
  id?: string | number | null | undefined;
  input: LookBookInput;
}>;


export type StaffSaveLookBookMutation = { staffSaveLookBook: { id: string, slug: string, title: string, titleEn: string, introHtml: string, introHtmlEn: string, coverImage: string | null, published: boolean, version: number, looks: Array<{ image: string | null, caption: string, captionEn: string, spots: Array<{ sku: string, x: number, y: number, name: string }> }>, history: Array<{ version: number, type: string, at: string, by: string }> } };

export type StaffPublishLookBookMutationVariables = Exact<{
  id: string | number;
  published: boolean;
}>;


export type StaffPublishLookBookMutation = { staffPublishLookBook: { id: string, slug: string, title: string, titleEn: string, introHtml: string, introHtmlEn: string, coverImage: string | null, published: boolean, version: number, looks: Array<{ image: string | null, caption: string, captionEn: string, spots: Array<{ sku: string, x: number, y: number, name: string }> }>, history: Array<{ version: number, type: string, at: string, by: string }> } };

export type StaffDeleteLookBookMutationVariables = Exact<{
  id: string | number;
}>;


export type StaffDeleteLookBookMutation = { staffDeleteLookBook: boolean };

export type StaffHotspotProductsQueryVariables = Exact<{
  query: string;
}>;


export type StaffHotspotProductsQuery = { products: { items: Array<{ id: string, sku: string, name: string, sellingPrice: number, inStock: boolean }> } };

export type ModerationItemFieldsFragment = { kind: ModerationKind, id: string, subjectId: string, subjectName: string, authorName: string, rating: number | null, text: string, hidden: boolean, hiddenReason: string | null, createdAt: string };

export type StaffModerationQueryVariables = Exact<{
  kind?: ModerationKind | null | undefined;
  hidden?: boolean | null | undefined;
  page: number;
  perPage: number;
}>;


export type StaffModerationQuery = { staffMe: { id: string | null, name: string, email: string | null, roles: Array<StaffRole> } | null, staffModeration: { total: number, more: boolean, items: Array<{ kind: ModerationKind, id: string, subjectId: string, subjectName: string, authorName: string, rating: number | null, text: string, hidden: boolean, hiddenReason: string | null, createdAt: string }> } };

export type StaffModerationPageQueryVariables = Exact<{
  kind?: ModerationKind | null | undefined;
  hidden?: boolean | null | undefined;
  page: number;
  perPage: number;
}>;


export type StaffModerationPageQuery = { staffModeration: { items: Array<{ kind: ModerationKind, id: string, subjectId: string, subjectName: string, authorName: string, rating: number | null, text: string, hidden: boolean, hiddenReason: string | null, createdAt: string }> } };

export type StaffModerateMutationVariables = Exact<{
  kind: ModerationKind;
  id: string | number;
  hide: boolean;
  reason: string;
}>;


export type StaffModerateMutation = { staffModerate: { kind: ModerationKind, id: string, subjectId: string, subjectName: string, authorName: string, rating: number | null, text: string, hidden: boolean, hiddenReason: string | null, createdAt: string } };

export type StaffNewsSummaryFieldsFragment = { id: string, title: string, tags: Array<string>, published: boolean, publishedAt: string, updatedAt: string, updatedBy: string | null, authorName: string | null };

export type StaffNewsFieldsFragment = { id: string, title: string, summary: string, bodyHtml: string, tags: Array<string>, imageUrl: string | null, authorId: string | null, published: boolean, version: number, history: Array<{ version: number, type: string, at: string, by: string }> };

export type StaffNewsScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffNewsScreenQuery = { staffMe: { id: string | null, name: string, email: string | null, roles: Array<StaffRole> } | null, staffNewsList: { total: number, items: Array<{ id: string, title: string, tags: Array<string>, published: boolean, publishedAt: string, updatedAt: string, updatedBy: string | null, authorName: string | null }> }, authors: { items: Array<{ id: string, name: string }> } };

export type StaffNewsListQueryVariables = Exact<{
  page: number;
}>;


export type StaffNewsListQuery = { staffNewsList: { total: number, items: Array<{ id: string, title: string, tags: Array<string>, published: boolean, publishedAt: string, updatedAt: string, updatedBy: string | null, authorName: string | null }> } };

export type StaffNewsQueryVariables = Exact<{
  id: string | number;
}>;


export type StaffNewsQuery = { staffNews: { id: string, title: string, summary: string, bodyHtml: string, tags: Array<string>, imageUrl: string | null, authorId: string | null, published: boolean, version: number, history: Array<{ version: number, type: string, at: string, by: string }> } };

export type StaffSaveNewsMutationVariables = Exact<{
  id?: string | number | null | undefined;
  input: NewsInput;
}>;


export type StaffSaveNewsMutation = { staffSaveNews: { id: string, title: string, summary: string, bodyHtml: string, tags: Array<string>, imageUrl: string | null, authorId: string | null, published: boolean, version: number, history: Array<{ version: number, type: string, at: string, by: string }> } };

export type StaffPublishNewsMutationVariables = Exact<{
  id: string | number;
  published: boolean;
}>;


export type StaffPublishNewsMutation = { staffPublishNews: { id: string, published: boolean } };

export type StaffDeleteNewsMutationVariables = Exact<{
  id: string | number;
}>;


export type StaffDeleteNewsMutation = { staffDeleteNews: boolean };

export type StaffShopPageSummaryFieldsFragment = { slug: string, title: string, position: number, published: boolean, updatedAt: string, updatedBy: string | null };

export type StaffShopPageFieldsFragment = { slug: string, title: string, body: string, titleEn: string, bodyEn: string, position: number, published: boolean, version: number, history: Array<{ version: number, type: string, at: string, by: string }> };

export type StaffShopPagesScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffShopPagesScreenQuery = { staffMe: { id: string | null, name: string, email: string | null, roles: Array<StaffRole> } | null, staffShopPages: Array<{ slug: string, title: string, position: number, published: boolean, updatedAt: string, updatedBy: string | null }> };

export type StaffShopPageListQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffShopPageListQuery = { staffShopPages: Array<{ slug: string, title: string, position: number, published: boolean, updatedAt: string, updatedBy: string | null }> };

export type StaffShopPageQueryVariables = Exact<{
  slug: string;
}>;


export type StaffShopPageQuery = { staffShopPage: { slug: string, title: string, body: string, titleEn: string, bodyEn: string, position: number, published: boolean, version: number, history: Array<{ version: number, type: string, at: string, by: string }> } };

export type StaffCreateShopPageMutationVariables = Exact<{
  slug: string;
  input: ShopPageInput;
}>;


export type StaffCreateShopPageMutation = { staffCreateShopPage: { slug: string, title: string, body: string, titleEn: string, bodyEn: string, position: number, published: boolean, version: number, history: Array<{ version: number, type: string, at: string, by: string }> } };

export type StaffEditShopPageMutationVariables = Exact<{
  slug: string;
  input: ShopPageInput;
}>;


export type StaffEditShopPageMutation = { staffEditShopPage: { slug: string, title: string, body: string, titleEn: string, bodyEn: string, position: number, published: boolean, version: number, history: Array<{ version: number, type: string, at: string, by: string }> } };

export type StaffPublishShopPageMutationVariables = Exact<{
  slug: string;
  published: boolean;
}>;


export type StaffPublishShopPageMutation = { staffPublishShopPage: { slug: string, published: boolean } };

export type StaffDeleteShopPageMutationVariables = Exact<{
  slug: string;
}>;


export type StaffDeleteShopPageMutation = { staffDeleteShopPage: boolean };

export type StaffProductPhotosFieldsFragment = { slug: string, name: string, image: string | null, variants: Array<{ id: string, sku: string, label: string }>, photos: Array<{ id: string, url: string, width: number, height: number, variantId: string | null, createdAt: string, createdBy: string }>, history: Array<{ version: number, type: string, at: string, by: string }> };

export type StaffPhotosScreenQueryVariables = Exact<{
  slug: string;
  withProduct: boolean;
}>;


export type StaffPhotosScreenQuery = { staffMe: { id: string | null, name: string, email: string | null, roles: Array<StaffRole> } | null, staffProductPhotos?: { slug: string, name: string, image: string | null, variants: Array<{ id: string, sku: string, label: string }>, photos: Array<{ id: string, url: string, width: number, height: number, variantId: string | null, createdAt: string, createdBy: string }>, history: Array<{ version: number, type: string, at: string, by: string }> } };

export type StaffPhotoProductsQueryVariables = Exact<{
  query: string;
}>;


export type StaffPhotoProductsQuery = { staffPhotoProducts: Array<{ slug: string, name: string, sku: string, image: string | null, photoCount: number }> };

export type StaffReorderProductPhotosMutationVariables = Exact<{
  slug: string;
  photoIds: Array<string | number> | string | number;
}>;


export type StaffReorderProductPhotosMutation = { staffReorderProductPhotos: { slug: string, name: string, image: string | null, variants: Array<{ id: string, sku: string, label: string }>, photos: Array<{ id: string, url: string, width: number, height: number, variantId: string | null, createdAt: string, createdBy: string }>, history: Array<{ version: number, type: string, at: string, by: string }> } };

export type StaffRemoveProductPhotoMutationVariables = Exact<{
  slug: string;
  photoId: string | number;
}>;


export type StaffRemoveProductPhotoMutation = { staffRemoveProductPhoto: { slug: string, name: string, image: string | null, variants: Array<{ id: string, sku: string, label: string }>, photos: Array<{ id: string, url: string, width: number, height: number, variantId: string | null, createdAt: string, createdBy: string }>, history: Array<{ version: number, type: string, at: string, by: string }> } };

export type StaffQuotesQueryVariables = Exact<{
  status?: QuoteStatus | null | undefined;
  page?: number | null | undefined;
}>;


export type StaffQuotesQuery = { staffMe: { id: string | null, name: string, email: string | null, roles: Array<StaffRole> } | null, staffQuotes: { total: number, page: number, perPage: number, quotes: Array<{ organizationName: string, id: string, status: QuoteStatus, requestedAt: string, expiresAt: string | null, lineCount: number, listTotal: number, quotedTotal: number | null }> } };

export type StaffQuoteQueryVariables = Exact<{
  id: string | number;
}>;


export type StaffQuoteQuery = { staffMe: { id: string | null, name: string, email: string | null, roles: Array<StaffRole> } | null, staffQuote: { organizationName: string, registerNumber: string, note: string | null, declineReason: string | null, answeredAt: string | null, orderNumber: string | null, id: string, status: QuoteStatus, requestedAt: string, expiresAt: string | null, lineCount: number, listTotal: number, quotedTotal: number | null, lines: Array<{ position: number, variantId: string, productSlug: string, productName: string, sku: string, image: string | null, quantity: number, listPrice: number, quotedPrice: number | null }> } };

export type AnswerQuoteMutationVariables = Exact<{
  id: string | number;
  prices: Array<number> | number;
  expiresInDays?: number | null | undefined;
}>;


export type AnswerQuoteMutation = { answerQuote: { id: string, status: QuoteStatus } };

export type DeclineQuoteMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type DeclineQuoteMutation = { declineQuote: { id: string, status: QuoteStatus } };

export type SavedPrinterFieldsFragment = { id: string, printerModel: string, createdAt: string };

export type PrinterModelsQueryVariables = Exact<{
  query: string;
  limit?: number | null | undefined;
}>;


export type PrinterModelsQuery = { printerModels: Array<{ model: string, supplies: number }> };

export type PrinterSuppliesQueryVariables = Exact<{
  printerModel: string;
}>;


export type PrinterSuppliesQuery = { printerSupplies: { printerModel: string, products: Array<{ productId: string, slug: string, name: string, image: string | null, variantId: string, sellingPrice: number, inStock: boolean }> } };

export type MyPrintersQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPrintersQuery = { myPrinters: Array<{ id: string, printerModel: string, createdAt: string }> };

export type SavePrinterMutationVariables = Exact<{
  printerModel: string;
}>;


export type SavePrinterMutation = { savePrinter: Array<{ id: string, printerModel: string, createdAt: string }> };

export type RemoveSavedPrinterMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveSavedPrinterMutation = { removeSavedPrinter: Array<{ id: string, printerModel: string, createdAt: string }> };

export type AccountFieldsFragment = { id: string, phone: string | null, email: string | null, firstName: string | null, lastName: string | null, gender: Gender | null, salutation: Salutation | null, hasPassword: boolean, emailStatus: EmailStatus, pendingEmail: string | null, avatarUrl: string | null };

export type OrganizationFieldsFragment = { name: string, registerNumber: string, workerCount: number | null, direction: string | null, address: string | null, phone: string | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, phone: string | null, email: string | null, firstName: string | null, lastName: string | null, gender: Gender | null, salutation: Salutation | null, hasPassword: boolean, emailStatus: EmailStatus, pendingEmail: string | null, avatarUrl: string | null } | null };

export type RequestLoginCodeMutationVariables = Exact<{
  login: string;
  purpose: CodePurpose;
}>;


export type RequestLoginCodeMutation = { requestLoginCode: { id: string, channel: CodeChannel, expiresIn: number, resendIn: number } };

export type ResendLoginCodeMutationVariables = Exact<{
  challengeId: string | number;
}>;


export type ResendLoginCodeMutation = { resendLoginCode: { id: string, channel: CodeChannel, expiresIn: number, resendIn: number } };

export type VerifyLoginCodeMutationVariables = Exact<{
  challengeId: string | number;
  code: string;
}>;


export type VerifyLoginCodeMutation = { verifyLoginCode: { passwordTicket: string | null, account: { id: string, phone: string | null, email: string | null, firstName: string | null, lastName: string | null, gender: Gender | null, salutation: Salutation | null, hasPassword: boolean, emailStatus: EmailStatus, pendingEmail: string | null, avatarUrl: string | null } | null } };

export type SetPasswordMutationVariables = Exact<{
  ticket: string;
  password: string;
  passwordConfirmation: string;
}>;


export type SetPasswordMutation = { setPassword: { id: string, phone: string | null, email: string | null, firstName: string | null, lastName: string | null, gender: Gender | null, salutation: Salutation | null, hasPassword: boolean, emailStatus: EmailStatus, pendingEmail: string | null, avatarUrl: string | null } };

export type LoginWithPasswordMutationVariables = Exact<{
  login: string;
  password: string;
}>;


export type LoginWithPasswordMutation = { loginWithPassword: { id: string, phone: string | null, email: string | null, firstName: string | null, lastName: string | null, gender: Gender | null, salutation: Salutation | null, hasPassword: boolean, emailStatus: EmailStatus, pendingEmail: string | null, avatarUrl: string | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, phone: string | null, email: string | null, firstName: string | null, lastName: string | null, gender: Gender | null, salutation: Salutation | null, hasPassword: boolean, emailStatus: EmailStatus, pendingEmail: string | null, avatarUrl: string | null } };

export type ConfirmEmailMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmEmailMutation = { confirmEmail: { id: string, phone: string | null, email: string | null, firstName: string | null, lastName: string | null, gender: Gender | null, salutation: Salutation | null, hasPassword: boolean, emailStatus: EmailStatus, pendingEmail: string | null, avatarUrl: string | null } };

export type LoginPageQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginPageQuery = { socialProviders: Array<SocialProvider> };

export type MyOrganizationQueryVariables = Exact<{ [key: string]: never; }>;


export type MyOrganizationQuery = { me: { id: string, organization: { name: string, registerNumber: string, workerCount: number | null, direction: string | null, address: string | null, phone: string | null } | null } | null };

export type UpdateOrganizationMutationVariables = Exact<{
  input: OrganizationInput;
}>;


export type UpdateOrganizationMutation = { updateOrganization: { name: string, registerNumber: string, workerCount: number | null, direction: string | null, address: string | null, phone: string | null } };

export type RemoveOrganizationMutationVariables = Exact<{ [key: string]: never; }>;


export type RemoveOrganizationMutation = { removeOrganization: boolean };

export type RequestPhoneChangeMutationVariables = Exact<{
  phone: string;
}>;


export type RequestPhoneChangeMutation = { requestPhoneChange: { id: string, channel: CodeChannel, expiresIn: number, resendIn: number } };

export type ConfirmPhoneChangeMutationVariables = Exact<{
  challengeId: string | number;
  code: string;
}>;


export type ConfirmPhoneChangeMutation = { confirmPhoneChange: { id: string, phone: string | null, email: string | null, firstName: string | null, lastName: string | null, gender: Gender | null, salutation: Salutation | null, hasPassword: boolean, emailStatus: EmailStatus, pendingEmail: string | null, avatarUrl: string | null } };

export type TrackAnalyticsMutationVariables = Exact<{
  events: Array<AnalyticsEventInput> | AnalyticsEventInput;
}>;


export type TrackAnalyticsMutation = { trackAnalytics: number };

export type StaffFieldsFragment = { id: string | null, name: string, email: string | null, roles: Array<StaffRole> };

export type BackOfficeHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type BackOfficeHomeQuery = { staffMe: { id: string | null, name: string, email: string | null, roles: Array<StaffRole> } | null };

export type StaffOrdersQueryVariables = Exact<{
  status?: string | null | undefined;
  page?: number | null | undefined;
}>;


export type StaffOrdersQuery = { staffOrders: { page: number, totalPages: number, totalCount: number, orders: Array<{ number: string, status: OrderStatus, total: number, totalQuantity: number, completedAt: string | null }> }, staffVatReceiptsToCheck: Array<{ orderNumber: string, kind: string, since: string | null }> };

export type StaffOrderFieldsFragment = { actions: Array<StaffOrderAction>, receiverName: string | null, receiverPhone: string | null, order: { number: string, status: OrderStatus, statusDetails: Array<OrderStatus>, total: number, completedAt: string | null, deliveredAt: string | null, returnRequest: { reason: string, requestedAt: string, refusal: string | null } | null, lineItems: Array<{ id: string, quantity: number, total: number, product: { name: string } }> } };

export type StaffOrderQueryVariables = Exact<{
  number: string;
}>;


export type StaffOrderQuery = { staffMe: { id: string | null, name: string, email: string | null, roles: Array<StaffRole> } | null, staffOrder: { actions: Array<StaffOrderAction>, receiverName: string | null, receiverPhone: string | null, order: { number: string, status: OrderStatus, statusDetails: Array<OrderStatus>, total: number, completedAt: string | null, deliveredAt: string | null, returnRequest: { reason: string, requestedAt: string, refusal: string | null } | null, lineItems: Array<{ id: string, quantity: number, total: number, product: { name: string } }> } } };

export type StaffTicketsQueryVariables = Exact<{
  eventId?: string | null | undefined;
}>;


export type StaffTicketsQuery = { staffMe: { id: string | null, name: string, email: string | null, roles: Array<StaffRole> } | null, staffTickets: { events: Array<{ id: string, name: string, venue: string, startsAt: string }>, scans: Array<{ code: string, orderNumber: string, productName: string, usedAt: string | null, usedBy: string | null, event: { id: string, name: string } }> } };

export type TicketFieldsFragment = { code: string, orderNumber: string, productName: string, usedAt: string | null, usedBy: string | null, event: { id: string, name: string } };

export type StaffLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type StaffLoginMutation = { staffLogin: { challengeId: string, expiresIn: number } };

export type StaffVerifyCodeMutationVariables = Exact<{
  challengeId: string | number;
  code: string;
}>;


export type StaffVerifyCodeMutation = { staffVerifyCode: { id: string | null, name: string, email: string | null, roles: Array<StaffRole> } };

export type StaffLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type StaffLogoutMutation = { staffLogout: boolean };

export type StaffMoveOrderMutationVariables = Exact<{
  number: string;
  step: StaffOrderAction;
  reason?: string | null | undefined;
  trackingCode?: string | null | undefined;
}>;


export type StaffMoveOrderMutation = { staffMoveOrder: { actions: Array<StaffOrderAction>, receiverName: string | null, receiverPhone: string | null, order: { number: string, status: OrderStatus, statusDetails: Array<OrderStatus>, total: number, completedAt: string | null, deliveredAt: string | null, returnRequest: { reason: string, requestedAt: string, refusal: string | null } | null, lineItems: Array<{ id: string, quantity: number, total: number, product: { name: string } }> } } };

export type StaffUseTicketMutationVariables = Exact<{
  code: string;
  eventId: string;
}>;


export type StaffUseTicketMutation = { staffUseTicket: { code: string, orderNumber: string, productName: string, usedAt: string | null, usedBy: string | null, event: { id: string, name: string } } };

export type CounterCouponFieldsFragment = { shopper: { id: string, phone: string | null, email: string | null, name: string | null }, coupon: { id: string, kind: CouponKind, code: string, discountType: DiscountType, discountValue: number, minOrder: number, startsAt: string | null, endsAt: string | null, status: CouponStatus, uses: number, usesLeft: number | null, terms: Array<{ kind: CouponTermKind, amount: number | null, date: string | null }>, redemptions: Array<{ orderNumber: string, redeemedAt: string }> } };

export type StaffCouponQueryVariables = Exact<{
  code: string;
  shopper: string;
}>;


export type StaffCouponQuery = { staffCoupon: { shopper: { id: string, phone: string | null, email: string | null, name: string | null }, coupon: { id: string, kind: CouponKind, code: string, discountType: DiscountType, discountValue: number, minOrder: number, startsAt: string | null, endsAt: string | null, status: CouponStatus, uses: number, usesLeft: number | null, terms: Array<{ kind: CouponTermKind, amount: number | null, date: string | null }>, redemptions: Array<{ orderNumber: string, redeemedAt: string }> } } };

export type StaffUseCouponMutationVariables = Exact<{
  code: string;
  shopper: string;
}>;


export type StaffUseCouponMutation = { staffUseCoupon: { shopper: { id: string, phone: string | null, email: string | null, name: string | null }, coupon: { id: string, kind: CouponKind, code: string, discountType: DiscountType, discountValue: number, minOrder: number, startsAt: string | null, endsAt: string | null, status: CouponStatus, uses: number, usesLeft: number | null, terms: Array<{ kind: CouponTermKind, amount: number | null, date: string | null }>, redemptions: Array<{ orderNumber: string, redeemedAt: string }> } } };

export type ContactFormFieldsFragment = { id: string, name: string, email: string, phone: string | null, subject: string, message: string, createdAt: string, fromMember: boolean };

export type StaffContactFormsQueryVariables = Exact<{
  page: number;
  perPage: number;
}>;


export type StaffContactFormsQuery = { staffMe: { id: string | null, name: string, email: string | null, roles: Array<StaffRole> } | null, staffContactForms: Array<{ id: string, name: string, email: string, phone: string | null, subject: string, message: string, createdAt: string, fromMember: boolean }> };

export type StockOnHandFieldsFragment = { variantId: string, sku: string, productName: string, onHand: number };

export type StockReceiptFieldsFragment = { sku: string, productName: string, quantity: number, note: string | null, receivedBy: string | null, receivedAt: string };

export type StaffStockQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffStockQuery = { staffMe: { id: string | null, name: string, email: string | null, roles: Array<StaffRole> } | null, staffStockReceipts: Array<{ sku: string, productName: string, quantity: number, note: string | null, receivedBy: string | null, receivedAt: string }> };

export type StaffStockItemQueryVariables = Exact<{
  sku: string;
}>;


export type StaffStockItemQuery = { staffStockItem: { variantId: string, sku: string, productName: string, onHand: number } };

export type StaffReceiveStockMutationVariables = Exact<{
  sku: string;
  quantity: number;
  note?: string | null | undefined;
}>;


export type StaffReceiveStockMutation = { staffReceiveStock: { variantId: string, sku: string, productName: string, onHand: number } };

export type CartOrderFragment = { number: string, totalQuantity: number, itemTotal: number, shipTotal: number, taxTotal: number, total: number, lineItems: Array<{ id: string, variantId: string, quantity: number, price: number, total: number, options: Array<{ name: string, value: string }>, product: { name: string, slug: string, sku: string, image: string | null, variant: Array<{ name: string, value: string }> } }> };

export type CurrentOrderQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentOrderQuery = { currentOrder: { number: string, totalQuantity: number, itemTotal: number, shipTotal: number, taxTotal: number, total: number, lineItems: Array<{ id: string, variantId: string, quantity: number, price: number, total: number, options: Array<{ name: string, value: string }>, product: { name: string, slug: string, sku: string, image: string | null, variant: Array<{ name: string, value: string }> } }> } | null };

export type AddToCartMutationVariables = Exact<{
  input: AddToCartInput;
}>;


export type AddToCartMutation = { addToCart: { number: string, totalQuantity: number, itemTotal: number, shipTotal: number, taxTotal: number, total: number, lineItems: Array<{ id: string, variantId: string, quantity: number, price: number, total: number, options: Array<{ name: string, value: string }>, product: { name: string, slug: string, sku: string, image: string | null, variant: Array<{ name: string, value: string }> } }> } };

export type UpdateLineItemMutationVariables = Exact<{
  input: UpdateLineItemInput;
}>;


export type UpdateLineItemMutation = { updateLineItem: { number: string, totalQuantity: number, itemTotal: number, shipTotal: number, taxTotal: number, total: number, lineItems: Array<{ id: string, variantId: string, quantity: number, price: number, total: number, options: Array<{ name: string, value: string }>, product: { name: string, slug: string, sku: string, image: string | null, variant: Array<{ name: string, value: string }> } }> } };

export type RemoveLineItemMutationVariables = Exact<{
  input: RemoveLineItemInput;
}>;


export type RemoveLineItemMutation = { removeLineItem: { number: string, totalQuantity: number, itemTotal: number, shipTotal: number, taxTotal: number, total: number, lineItems: Array<{ id: string, variantId: string, quantity: number, price: number, total: number, options: Array<{ name: string, value: string }>, product: { name: string, slug: string, sku: string, image: string | null, variant: Array<{ name: string, value: string }> } }> } };

export type EmptyCartMutationVariables = Exact<{ [key: string]: never; }>;


export type EmptyCartMutation = { emptyCart: { number: string, totalQuantity: number, itemTotal: number, shipTotal: number, taxTotal: number, total: number, lineItems: Array<{ id: string, variantId: string, quantity: number, price: number, total: number, options: Array<{ name: string, value: string }>, product: { name: string, slug: string, sku: string, image: string | null, variant: Array<{ name: string, value: string }> } }> } | null };

export type CheckoutOrderFragment = { number: string, state: string, status: OrderStatus, statusDetails: Array<OrderStatus>, itemTotal: number, shipTotal: number, taxTotal: number, adjustmentTotal: number, total: number, paidTotal: number, amountDue: number, paymentMethod: string | null, paymentDueAt: string | null, adjustments: Array<{ kind: AdjustmentKind, code: string, amount: number, label: string }>, lineItems: Array<{ id: string, quantity: number, price: number, total: number, product: { name: string, sku: string, slug: string, image: string | null, variant: Array<{ name: string, value: string }> } }>, shipping: { method: string, name: string, cost: number } | null, checkout: { delivery: DeliveryKind, receiverName: string, receiverPhone: string, address: { province: string, district: string, address: string, zipcode: string } | null, pickupLocation: { code: string, name: string } | null, deliveryTime: { id: string }, organization: { name: string, registerNumber: string, workerCount: number | null, direction: string | null, address: string | null, phone: string | null } | null } | null };

export type CheckoutPaymentFragment = { id: string, orderNumber: string | null, method: string, amount: number, state: PaymentState, failureCode: string | null, redirectUrl: string | null, testMode: boolean, bankAccount: { bankName: string, accountName: string, accountNumber: string, iban: string, reference: string } | null, qr: { payload: string, svg: string, payUrl: string, expiresAt: string } | null };

export type SavedCardFieldsFragment = { id: string, brand: string, last4: string, expiry: string, holder: string | null };

export type LeaseTermsFragment = { amount: number, eligible: boolean, reason: string | null, downPayment: number, financed: number, months: number, monthly: number, interestPercent: number, allowedMin: number, allowedMax: number, monthOptions: Array<number> };

export type CheckoutStartQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutStartQuery = { me: { id: string } | null, currentOrder: { number: string, state: string, status: OrderStatus, statusDetails: Array<OrderStatus>, itemTotal: number, shipTotal: number, taxTotal: number, adjustmentTotal: number, total: number, paidTotal: number, amountDue: number, paymentMethod: string | null, paymentDueAt: string | null, adjustments: Array<{ kind: AdjustmentKind, code: string, amount: number, label: string }>, lineItems: Array<{ id: string, quantity: number, price: number, total: number, product: { name: string, sku: string, slug: string, image: string | null, variant: Array<{ name: string, value: string }> } }>, shipping: { method: string, name: string, cost: number } | null, checkout: { delivery: DeliveryKind, receiverName: string, receiverPhone: string, address: { province: string, district: string, address: string, zipcode: string } | null, pickupLocation: { code: string, name: string } | null, deliveryTime: { id: string }, organization: { name: string, registerNumber: string, workerCount: number | null, direction: string | null, address: string | null, phone: string | null } | null } | null } | null, deliveryTimes: Array<{ id: string, label: string, from: string, to: string }>, pickupLocations: Array<{ code: string, name: string, address: string, hours: string | null }>, zipcodeAreas: Array<{ zipcode: string, name: string, cat: string, parent: string | null }> };

export type CheckoutPlacedOrderQueryVariables = Exact<{
  number: string;
}>;


export type CheckoutPlacedOrderQuery = { me: { id: string } | null, order: { number: string, state: string, status: OrderStatus, statusDetails: Array<OrderStatus>, itemTotal: number, shipTotal: number, taxTotal: number, adjustmentTotal: number, total: number, paidTotal: number, amountDue: number, paymentMethod: string | null, paymentDueAt: string | null, payments: Array<{ id: string, orderNumber: string | null, method: string, amount: number, state: PaymentState, failureCode: string | null, redirectUrl: string | null, testMode: boolean, bankAccount: { bankName: string, accountName: string, accountNumber: string, iban: string, reference: string } | null, qr: { payload: string, svg: string, payUrl: string, expiresAt: string } | null }>, adjustments: Array<{ kind: AdjustmentKind, code: string, amount: number, label: string }>, lineItems: Array<{ id: string, quantity: number, price: number, total: number, product: { name: string, sku: string, slug: string, image: string | null, variant: Array<{ name: string, value: string }> } }>, shipping: { method: string, name: string, cost: number } | null, checkout: { delivery: DeliveryKind, receiverName: string, receiverPhone: string, address: { province: string, district: string, address: string, zipcode: string } | null, pickupLocation: { code: string, name: string } | null, deliveryTime: { id: string }, organization: { name: string, registerNumber: string, workerCount: number | null, direction: string | null, address: string | null, phone: string | null } | null } | null } };

export type CheckoutZipcodeAtQueryVariables = Exact<{
  lat: number;
  lon: number;
}>;


export type CheckoutZipcodeAtQuery = { zipcodeAt: { zipcode: string, name: string } | null };

export type CheckoutLoyaltyPointsQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutLoyaltyPointsQuery = { loyaltyPoints: number };

export type CheckoutShippingMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutShippingMethodsQuery = { shippingMethods: Array<{ code: string, name: string, cost: number, etaHours: number }> };

export type CheckoutPaymentMethodsQueryVariables = Exact<{
  orderNumber?: string | null | undefined;
}>;


export type CheckoutPaymentMethodsQuery = { paymentMethods: Array<{ code: string, kind: PaymentMethodKind, name: string, minimum: number | null, available: boolean, unavailableReason: string | null, banks: Array<{ code: string, name: string }> }> };

export type CheckoutLeaseQuoteQueryVariables = Exact<{
  amount: number;
  months?: number | null | undefined;
  downPayment?: number | null | undefined;
}>;


export type CheckoutLeaseQuoteQuery = { leaseQuote: { amount: number, eligible: boolean, reason: string | null, downPayment: number, financed: number, months: number, monthly: number, interestPercent: number, allowedMin: number, allowedMax: number, monthOptions: Array<number> } };

export type SetCheckoutDetailsMutationVariables = Exact<{
  input: CheckoutDetailsInput;
}>;


export type SetCheckoutDetailsMutation = { setCheckoutDetails: { number: string, state: string, status: OrderStatus, statusDetails: Array<OrderStatus>, itemTotal: number, shipTotal: number, taxTotal: number, adjustmentTotal: number, total: number, paidTotal: number, amountDue: number, paymentMethod: string | null, paymentDueAt: string | null, adjustments: Array<{ kind: AdjustmentKind, code: string, amount: number, label: string }>, lineItems: Array<{ id: string, quantity: number, price: number, total: number, product: { name: string, sku: string, slug: string, image: string | null, variant: Array<{ name: string, value: string }> } }>, shipping: { method: string, name: string, cost: number } | null, checkout: { delivery: DeliveryKind, receiverName: string, receiverPhone: string, address: { province: string, district: string, address: string, zipcode: string } | null, pickupLocation: { code: string, name: string } | null, deliveryTime: { id: string }, organization: { name: string, registerNumber: string, workerCount: number | null, direction: string | null, address: string | null, phone: string | null } | null } | null } };

export type ChooseShippingMethodMutationVariables = Exact<{
  code: string;
}>;


export type ChooseShippingMethodMutation = { chooseShippingMethod: { number: string, state: string, status: OrderStatus, statusDetails: Array<OrderStatus>, itemTotal: number, shipTotal: number, taxTotal: number, adjustmentTotal: number, total: number, paidTotal: number, amountDue: number, paymentMethod: string | null, paymentDueAt: string | null, adjustments: Array<{ kind: AdjustmentKind, code: string, amount: number, label: string }>, lineItems: Array<{ id: string, quantity: number, price: number, total: number, product: { name: string, sku: string, slug: string, image: string | null, variant: Array<{ name: string, value: string }> } }>, shipping: { method: string, name: string, cost: number } | null, checkout: { delivery: DeliveryKind, receiverName: string, receiverPhone: string, address: { province: string, district: string, address: string, zipcode: string } | null, pickupLocation: { code: string, name: string } | null, deliveryTime: { id: string }, organization: { name: string, registerNumber: string, workerCount: number | null, direction: string | null, address: string | null, phone: string | null } | null } | null } };

export type ApplyCouponMutationVariables = Exact<{
  code: string;
}>;


export type ApplyCouponMutation = { applyCoupon: { number: string, state: string, status: OrderStatus, statusDetails: Array<OrderStatus>, itemTotal: number, shipTotal: number, taxTotal: number, adjustmentTotal: number, total: number, paidTotal: number, amountDue: number, paymentMethod: string | null, paymentDueAt: string | null, adjustments: Array<{ kind: AdjustmentKind, code: string, amount: number, label: string }>, lineItems: Array<{ id: string, quantity: number, price: number, total: number, product: { name: string, sku: string, slug: string, image: string | null, variant: Array<{ name: string, value: string }> } }>, shipping: { method: string, name: string, cost: number } | null, checkout: { delivery: DeliveryKind, receiverName: string, receiverPhone: string, address: { province: string, district: string, address: string, zipcode: string } | null, pickupLocation: { code: string, name: string } | null, deliveryTime: { id: string }, organization: { name: string, registerNumber: string, workerCount: number | null, direction: string | null, address: string | null, phone: string | null } | null } | null } };

export type ApplyGiftCardMutationVariables = Exact<{
  number: string;
}>;


export type ApplyGiftCardMutation = { applyGiftCard: { number: string, state: string, status: OrderStatus, statusDetails: Array<OrderStatus>, itemTotal: number, shipTotal: number, taxTotal: number, adjustmentTotal: number, total: number, paidTotal: number, amountDue: number, paymentMethod: string | null, paymentDueAt: string | null, adjustments: Array<{ kind: AdjustmentKind, code: string, amount: number, label: string }>, lineItems: Array<{ id: string, quantity: number, price: number, total: number, product: { name: string, sku: string, slug: string, image: string | null, variant: Array<{ name: string, value: string }> } }>, shipping: { method: string, name: string, cost: number } | null, checkout: { delivery: DeliveryKind, receiverName: string, receiverPhone: string, address: { province: string, district: string, address: string, zipcode: string } | null, pickupLocation: { code: string, name: string } | null, deliveryTime: { id: string }, organization: { name: string, registerNumber: string, workerCount: number | null, direction: string | null, address: string | null, phone: string | null } | null } | null } };

export type ApplyStoreCreditMutationVariables = Exact<{
  amount: number;
}>;


export type ApplyStoreCreditMutation = { applyStoreCredit: { number: string, state: string, status: OrderStatus, statusDetails: Array<OrderStatus>, itemTotal: number, shipTotal: number, taxTotal: number, adjustmentTotal: number, total: number, paidTotal: number, amountDue: number, paymentMethod: string | null, paymentDueAt: string | null, adjustments: Array<{ kind: AdjustmentKind, code: string, amount: number, label: string }>, lineItems: Array<{ id: string, quantity: number, price: number, total: number, product: { name: string, sku: string, slug: string, image: string | null, variant: Array<{ name: string, value: string }> } }>, shipping: { method: string, name: string, cost: number } | null, checkout: { delivery: DeliveryKind, receiverName: string, receiverPhone: string, address: { province: string, district: string, address: string, zipcode: string } | null, pickupLocation: { code: string, name: string } | null, deliveryTime: { id: string }, organization: { name: string, registerNumber: string, workerCount: number | null, direction: string | null, address: string | null, phone: string | null } | null } | null } };

export type ApplyLoyaltyPointsMutationVariables = Exact<{
  points: number;
}>;


export type ApplyLoyaltyPointsMutation = { applyLoyaltyPoints: { number: string, state: string, status: OrderStatus, statusDetails: Array<OrderStatus>, itemTotal: number, shipTotal: number, taxTotal: number, adjustmentTotal: number, total: number, paidTotal: number, amountDue: number, paymentMethod: string | null, paymentDueAt: string | null, adjustments: Array<{ kind: AdjustmentKind, code: string, amount: number, label: string }>, lineItems: Array<{ id: string, quantity: number, price: number, total: number, product: { name: string, sku: string, slug: string, image: string | null, variant: Array<{ name: string, value: string }> } }>, shipping: { method: string, name: string, cost: number } | null, checkout: { delivery: DeliveryKind, receiverName: string, receiverPhone: string, address: { province: string, district: string, address: string, zipcode: string } | null, pickupLocation: { code: string, name: string } | null, deliveryTime: { id: string }, organization: { name: string, registerNumber: string, workerCount: number | null, direction: string | null, address: string | null, phone: string | null } | null } | null } };

export type RemoveAdjustmentMutationVariables = Exact<{
  kind: AdjustmentKind;
  code: string;
}>;


export type RemoveAdjustmentMutation = { removeAdjustment: { number: string, state: string, status: OrderStatus, statusDetails: Array<OrderStatus>, itemTotal: number, shipTotal: number, taxTotal: number, adjustmentTotal: number, total: number, paidTotal: number, amountDue: number, paymentMethod: string | null, paymentDueAt: string | null, adjustments: Array<{ kind: AdjustmentKind, code: string, amount: number, label: string }>, lineItems: Array<{ id: string, quantity: number, price: number, total: number, product: { name: string, sku: string, slug: string, image: string | null, variant: Array<{ name: string, value: string }> } }>, shipping: { method: string, name: string, cost: number } | null, checkout: { delivery: DeliveryKind, receiverName: string, receiverPhone: string, address: { province: string, district: string, address: string, zipcode: string } | null, pickupLocation: { code: string, name: string } | null, deliveryTime: { id: string }, organization: { name: string, registerNumber: string, workerCount: number | null, direction: string | null, address: string | null, phone: string | null } | null } | null } };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type PlaceOrderMutation = { placeOrder: { order: { number: string, state: string, status: OrderStatus, statusDetails: Array<OrderStatus>, itemTotal: number, shipTotal: number, taxTotal: number, adjustmentTotal: number, total: number, paidTotal: number, amountDue: number, paymentMethod: string | null, paymentDueAt: string | null, adjustments: Array<{ kind: AdjustmentKind, code: string, amount: number, label: string }>, lineItems: Array<{ id: string, quantity: number, price: number, total: number, product: { name: string, sku: string, slug: string, image: string | null, variant: Array<{ name: string, value: string }> } }>, shipping: { method: string, name: string, cost: number } | null, checkout: { delivery: DeliveryKind, receiverName: string, receiverPhone: string, address: { province: string, district: string, address: string, zipcode: string } | null, pickupLocation: { code: string, name: string } | null, deliveryTime: { id: string }, organization: { name: string, registerNumber: string, workerCount: number | null, direction: string | null, address: string | null, phone: string | null } | null } | null }, payment: { id: string, orderNumber: string | null, method: string, amount: number, state: PaymentState, failureCode: string | null, redirectUrl: string | null, testMode: boolean, bankAccount: { bankName: string, accountName: string, accountNumber: string, iban: string, reference: string } | null, qr: { payload: string, svg: string, payUrl: string, expiresAt: string } | null } | null } };

export type RequestLeaseMutationVariables = Exact<{
  input: LeaseRequestInput;
}>;


export type RequestLeaseMutation = { requestLease: { number: string, state: string, status: OrderStatus, statusDetails: Array<OrderStatus>, itemTotal: number, shipTotal: number, taxTotal: number, adjustmentTotal: number, total: number, paidTotal: number, amountDue: number, paymentMethod: string | null, paymentDueAt: string | null, adjustments: Array<{ kind: AdjustmentKind, code: string, amount: number, label: string }>, lineItems: Array<{ id: string, quantity: number, price: number, total: number, product: { name: string, sku: string, slug: string, image: string | null, variant: Array<{ name: string, value: string }> } }>, shipping: { method: string, name: string, cost: number } | null, checkout: { delivery: DeliveryKind, receiverName: string, receiverPhone: string, address: { province: string, district: string, address: string, zipcode: string } | null, pickupLocation: { code: string, name: string } | null, deliveryTime: { id: string }, organization: { name: string, registerNumber: string, workerCount: number | null, direction: string | null, address: string | null, phone: string | null } | null } | null } };

export type StartPaymentMutationVariables = Exact<{
  input: StartPaymentInput;
}>;


export type StartPaymentMutation = { startPayment: { id: string, orderNumber: string | null, method: string, amount: number, state: PaymentState, failureCode: string | null, redirectUrl: string | null, testMode: boolean, bankAccount: { bankName: string, accountName: string, accountNumber: string, iban: string, reference: string } | null, qr: { payload: string, svg: string, payUrl: string, expiresAt: string } | null } };

export type PayByCardMutationVariables = Exact<{
  input: CardPaymentInput;
}>;


export type PayByCardMutation = { payByCard: { id: string, orderNumber: string | null, method: string, amount: number, state: PaymentState, failureCode: string | null, redirectUrl: string | null, testMode: boolean, bankAccount: { bankName: string, accountName: string, accountNumber: string, iban: string, reference: string } | null, qr: { payload: string, svg: string, payUrl: string, expiresAt: string } | null } };

export type ConfirmPaymentTanMutationVariables = Exact<{
  input: TanInput;
}>;


export type ConfirmPaymentTanMutation = { confirmPaymentTan: { id: string, orderNumber: string | null, method: string, amount: number, state: PaymentState, failureCode: string | null, redirectUrl: string | null, testMode: boolean, bankAccount: { bankName: string, accountName: string, accountNumber: string, iban: string, reference: string } | null, qr: { payload: string, svg: string, payUrl: string, expiresAt: string } | null } };

export type OrderUpdatedSubscriptionVariables = Exact<{
  number: string;
}>;


export type OrderUpdatedSubscription = { orderUpdated: { number: string, state: string, status: OrderStatus, statusDetails: Array<OrderStatus>, itemTotal: number, shipTotal: number, taxTotal: number, adjustmentTotal: number, total: number, paidTotal: number, amountDue: number, paymentMethod: string | null, paymentDueAt: string | null, adjustments: Array<{ kind: AdjustmentKind, code: string, amount: number, label: string }>, lineItems: Array<{ id: string, quantity: number, price: number, total: number, product: { name: string, sku: string, slug: string, image: string | null, variant: Array<{ name: string, value: string }> } }>, shipping: { method: string, name: string, cost: number } | null, checkout: { delivery: DeliveryKind, receiverName: string, receiverPhone: string, address: { province: string, district: string, address: string, zipcode: string } | null, pickupLocation: { code: string, name: string } | null, deliveryTime: { id: string }, organization: { name: string, registerNumber: string, workerCount: number | null, direction: string | null, address: string | null, phone: string | null } | null } | null } };

export type SavedCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type SavedCardsQuery = { savedCards: Array<{ id: string, brand: string, last4: string, expiry: string, holder: string | null }> };

export type RegisterCardMutationVariables = Exact<{
  input: RegisterCardInput;
}>;


export type RegisterCardMutation = { registerCard: { id: string, brand: string, last4: string, expiry: string, holder: string | null } };

export type RemoveCardMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveCardMutation = { removeCard: boolean };

export type PayInAppMutationVariables = Exact<{
  input: InAppPaymentInput;
}>;


export type PayInAppMutation = { payInApp: { id: string, orderNumber: string | null, method: string, amount: number, state: PaymentState, failureCode: string | null, redirectUrl: string | null, testMode: boolean, bankAccount: { bankName: string, accountName: string, accountNumber: string, iban: string, reference: string } | null, qr: { payload: string, svg: string, payUrl: string, expiresAt: string } | null } };

export type CheckoutWalletQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutWalletQuery = { wallet: { balance: number, usableOnCart: number, minimumUse: number } };

export type CompareProductsQueryVariables = Exact<{
  slugs: Array<string> | string;
}>;


export type CompareProductsQuery = { productsBySlugs: Array<{ id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, inStock: boolean, totalOnHand: number, brand: { name: string } | null, properties: Array<{ name: string, value: string }> }> };

export type BrandListingFieldsFragment = { code: string, name: string, logo: string | null };

export type BrandsQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type BrandsQuery = { brands: { total: number, more: boolean, items: Array<{ code: string, name: string, logo: string | null }> } };

export type BrandProductsQueryVariables = Exact<{
  code: string;
  input: SearchInput;
}>;


export type BrandProductsQuery = { brandByCode: { story: string | null, code: string, name: string, logo: string | null }, search: { total: number, page: number, perPage: number, more: boolean, fuzzy: boolean, items: Array<{ id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, averageRating: number, totalReviews: number, variantId: string }>, facets: { taxons: Array<{ level: number, buckets: Array<{ value: string, label: string, count: number }> }>, brands: Array<{ value: string, label: string, count: number }>, options: Array<{ type: string, buckets: Array<{ value: string, label: string, count: number }> }>, price: { min: number, max: number } | null } | null } };

export type ShopPageQueryVariables = Exact<{
  slug: string;
}>;


export type ShopPageQuery = { shopPage: { slug: string, title: string, body: string, updatedAt: string } };

export type BranchesQueryVariables = Exact<{ [key: string]: never; }>;


export type BranchesQuery = { siteData: { storeLocations: Array<{ id: string, code: string, name: string, address: string, phone: string | null, hours: string | null, latitude: number | null, longitude: number | null, pickup: boolean }> } };

export type PromotionFieldsFragment = { id: string, code: string, name: string, description: string, endsAt: string, productCount: number };

export type PromotionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PromotionsQuery = { promotions: Array<{ id: string, code: string, name: string, description: string, endsAt: string, productCount: number }> };

export type PromotionProductsQueryVariables = Exact<{
  id: string | number;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type PromotionProductsQuery = { promotion: { promotion: { id: string, code: string, name: string, description: string, endsAt: string, productCount: number }, products: { total: number, page: number, perPage: number, more: boolean, items: Array<{ id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, averageRating: number, totalReviews: number, variantId: string }> } } };

export type BadgeProductsQueryVariables = Exact<{
  id: string | number;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type BadgeProductsQuery = { badgeProducts: { badge: { id: string, code: string, name: string, color: string }, products: { total: number, page: number, perPage: number, more: boolean, items: Array<{ id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, averageRating: number, totalReviews: number, variantId: string }> } } };

export type VendorProductsQueryVariables = Exact<{
  id: string | number;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type VendorProductsQuery = { vendorProducts: { vendor: { id: string, name: string, logo: string | null }, products: { total: number, page: number, perPage: number, more: boolean, items: Array<{ id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, averageRating: number, totalReviews: number, variantId: string }> } } };

export type MyCouponsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCouponsQuery = { myCoupons: Array<{ id: string, kind: CouponKind, code: string, discountType: DiscountType, discountValue: number, minOrder: number, startsAt: string | null, endsAt: string | null, status: CouponStatus, usesLeft: number | null, terms: Array<{ kind: CouponTermKind, amount: number | null, date: string | null }> }> };

export type SendCouponByEmailMutationVariables = Exact<{
  id: string | number;
}>;


export type SendCouponByEmailMutation = { sendCouponByEmail: { sentTo: string } };

export type CheckGiftCardMutationVariables = Exact<{
  number: string;
}>;


export type CheckGiftCardMutation = { checkGiftCard: { last4: string, balance: number, minOrder: number, maxSharePercent: number, expiresAt: string, expired: boolean } };

export type LoyaltyHistoryQueryVariables = Exact<{
  page: number;
}>;


export type LoyaltyHistoryQuery = { loyaltyHistory: { points: number, more: boolean, entries: Array<{ id: string, kind: LoyaltyEntryKind, points: number, orderNumber: string | null, occurredAt: string }> } };

export type HomeSectionsQueryVariables = Exact<{
  seed?: number | null | undefined;
}>;


export type HomeSectionsQuery = { collections: Array<{ name: CollectionName, items: Array<{ id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, averageRating: number, totalReviews: number, variantId: string }> }> };

export type ShopperTicketFieldsFragment = { code: string, eventName: string, venue: string, startsAt: string, orderNumber: string, productName: string, productSlug: string, issuedAt: string, usedAt: string | null, usedBy: string | null, qr: { size: number, path: string } };

export type LicenseFieldsFragment = { key: string, kind: LicenseKind, orderNumber: string, productName: string, productSlug: string, issuedAt: string };

export type MyTicketsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTicketsQuery = { myTickets: Array<{ code: string, eventName: string, venue: string, startsAt: string, orderNumber: string, productName: string, productSlug: string, issuedAt: string, usedAt: string | null, usedBy: string | null, qr: { size: number, path: string } }> };

export type MyLicensesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLicensesQuery = { licenses: Array<{ key: string, kind: LicenseKind, orderNumber: string, productName: string, productSlug: string, issuedAt: string }> };

export type OrderDetailFieldsFragment = { number: string, state: string, status: OrderStatus, statusDetails: Array<OrderStatus>, createdAt: string, itemTotal: number, shipTotal: number, taxTotal: number, adjustmentTotal: number, total: number, totalQuantity: number, paidTotal: number, amountDue: number, paymentMethod: string | null, paymentDueAt: string | null, deliveredAt: string | null, returnRequest: { reason: string, requestedAt: string, refusal: string | null } | null, checkout: { delivery: DeliveryKind, receiverName: string, receiverPhone: string, address: { province: string, district: string, address: string, zipcode: string, country: string } | null, pickupLocation: { code: string, name: string, address: string, hours: string | null } | null, deliveryTime: { id: string, label: string, from: string, to: string } } | null, shipping: { method: string, name: string, cost: number } | null, adjustments: Array<{ kind: AdjustmentKind, code: string, amount: number, label: string }>, payments: Array<{ id: string, method: string, amount: number, state: PaymentState, failureCode: string | null, createdAt: string, bankAccount: { bankName: string, accountName: string, accountNumber: string, iban: string, reference: string } | null }>, lineItems: Array<{ id: string, quantity: number, price: number, total: number, product: { name: string, slug: string, sku: string, image: string | null } }>, events: Array<{ id: string, type: string, occurredAt: string, actor: OrderActor, status: OrderStatus, productName: string | null, quantity: number | null, amount: number | null }>, eTickets: Array<{ code: string, eventName: string, venue: string, startsAt: string, orderNumber: string, productName: string, productSlug: string, issuedAt: string, usedAt: string | null, usedBy: string | null, qr: { size: number, path: string } }>, licenses: Array<{ key: string, kind: LicenseKind, orderNumber: string, productName: string, productSlug: string, issuedAt: string }> };

export type OrderDetailQueryVariables = Exact<{
  number: string;
}>;


export type OrderDetailQuery = { order: { number: string, state: string, status: OrderStatus, statusDetails: Array<OrderStatus>, createdAt: string, itemTotal: number, shipTotal: number, taxTotal: number, adjustmentTotal: number, total: number, totalQuantity: number, paidTotal: number, amountDue: number, paymentMethod: string | null, paymentDueAt: string | null, deliveredAt: string | null, returnRequest: { reason: string, requestedAt: string, refusal: string | null } | null, checkout: { delivery: DeliveryKind, receiverName: string, receiverPhone: string, address: { province: string, district: string, address: string, zipcode: string, country: string } | null, pickupLocation: { code: string, name: string, address: string, hours: string | null } | null, deliveryTime: { id: string, label: string, from: string, to: string } } | null, shipping: { method: string, name: string, cost: number } | null, adjustments: Array<{ kind: AdjustmentKind, code: string, amount: number, label: string }>, payments: Array<{ id: string, method: string, amount: number, state: PaymentState, failureCode: string | null, createdAt: string, bankAccount: { bankName: string, accountName: string, accountNumber: string, iban: string, reference: string } | null }>, lineItems: Array<{ id: string, quantity: number, price: number, total: number, product: { name: string, slug: string, sku: string, image: string | null } }>, events: Array<{ id: string, type: string, occurredAt: string, actor: OrderActor, status: OrderStatus, productName: string | null, quantity: number | null, amount: number | null }>, eTickets: Array<{ code: string, eventName: string, venue: string, startsAt: string, orderNumber: string, productName: string, productSlug: string, issuedAt: string, usedAt: string | null, usedBy: string | null, qr: { size: number, path: string } }>, licenses: Array<{ key: string, kind: LicenseKind, orderNumber: string, productName: string, productSlug: string, issuedAt: string }> } };

export type CancelOrderFromPageMutationVariables = Exact<{
  number: string;
}>;


export type CancelOrderFromPageMutation = { cancelOrder: { number: string, state: string, status: OrderStatus, statusDetails: Array<OrderStatus>, createdAt: string, itemTotal: number, shipTotal: number, taxTotal: number, adjustmentTotal: number, total: number, totalQuantity: number, paidTotal: number, amountDue: number, paymentMethod: string | null, paymentDueAt: string | null, deliveredAt: string | null, returnRequest: { reason: string, requestedAt: string, refusal: string | null } | null, checkout: { delivery: DeliveryKind, receiverName: string, receiverPhone: string, address: { province: string, district: string, address: string, zipcode: string, country: string } | null, pickupLocation: { code: string, name: string, address: string, hours: string | null } | null, deliveryTime: { id: string, label: string, from: string, to: string } } | null, shipping: { method: string, name: string, cost: number } | null, adjustments: Array<{ kind: AdjustmentKind, code: string, amount: number, label: string }>, payments: Array<{ id: string, method: string, amount: number, state: PaymentState, failureCode: string | null, createdAt: string, bankAccount: { bankName: string, accountName: string, accountNumber: string, iban: string, reference: string } | null }>, lineItems: Array<{ id: string, quantity: number, price: number, total: number, product: { name: string, slug: string, sku: string, image: string | null } }>, events: Array<{ id: string, type: string, occurredAt: string, actor: OrderActor, status: OrderStatus, productName: string | null, quantity: number | null, amount: number | null }>, eTickets: Array<{ code: string, eventName: string, venue: string, startsAt: string, orderNumber: string, productName: string, productSlug: string, issuedAt: string, usedAt: string | null, usedBy: string | null, qr: { size: number, path: string } }>, licenses: Array<{ key: string, kind: LicenseKind, orderNumber: string, productName: string, productSlug: string, issuedAt: string }> } };

export type RequestOrderReturnMutationVariables = Exact<{
  number: string;
  reason: string;
}>;


export type RequestOrderReturnMutation = { requestReturn: { number: string, state: string, status: OrderStatus, statusDetails: Array<OrderStatus>, createdAt: string, itemTotal: number, shipTotal: number, taxTotal: number, adjustmentTotal: number, total: number, totalQuantity: number, paidTotal: number, amountDue: number, paymentMethod: string | null, paymentDueAt: string | null, deliveredAt: string | null, returnRequest: { reason: string, requestedAt: string, refusal: string | null } | null, checkout: { delivery: DeliveryKind, receiverName: string, receiverPhone: string, address: { province: string, district: string, address: string, zipcode: string, country: string } | null, pickupLocation: { code: string, name: string, address: string, hours: string | null } | null, deliveryTime: { id: string, label: string, from: string, to: string } } | null, shipping: { method: string, name: string, cost: number } | null, adjustments: Array<{ kind: AdjustmentKind, code: string, amount: number, label: string }>, payments: Array<{ id: string, method: string, amount: number, state: PaymentState, failureCode: string | null, createdAt: string, bankAccount: { bankName: string, accountName: string, accountNumber: string, iban: string, reference: string } | null }>, lineItems: Array<{ id: string, quantity: number, price: number, total: number, product: { name: string, slug: string, sku: string, image: string | null } }>, events: Array<{ id: string, type: string, occurredAt: string, actor: OrderActor, status: OrderStatus, productName: string | null, quantity: number | null, amount: number | null }>, eTickets: Array<{ code: string, eventName: string, venue: string, startsAt: string, orderNumber: string, productName: string, productSlug: string, issuedAt: string, usedAt: string | null, usedBy: string | null, qr: { size: number, path: string } }>, licenses: Array<{ key: string, kind: LicenseKind, orderNumber: string, productName: string, productSlug: string, issuedAt: string }> } };

export type OrdersQueryVariables = Exact<{
  page: number;
  perPage: number;
}>;


export type OrdersQuery = { orders: { total: number, more: boolean, items: Array<{ number: string, status: OrderStatus, createdAt: string, total: number, totalQuantity: number }> } };

export type StaffRouletteFieldsFragment = { wheels: Array<{ id: PrizeWheelKind, name: string, minOrderTotal: number, loseWeight: number, active: boolean }>, prizes: Array<{ id: string, wheel: PrizeWheelKind, name: string, nameMn: string, nameEn: string, kind: PrizeKind, couponCode: string | null, creditAmount: number | null, weight: number, active: boolean, stocks: Array<{ locationId: string, received: number, won: number, remaining: number }> }>, locations: Array<{ id: string, name: string, nameMn: string, nameEn: string, address: string }>, numbers: Array<{ code: string, wheel: PrizeWheelKind, userId: string, orderNumber: string, issuedAt: string, spunAt: string | null, locationId: string | null, prizeName: string | null, spunBy: string | null, holderName: string }>, spins: Array<{ code: string, wheel: PrizeWheelKind, userId: string, orderNumber: string, issuedAt: string, spunAt: string | null, locationId: string | null, prizeName: string | null, spunBy: string | null, holderName: string }> };

export type RouletteNumberFieldsFragment = { code: string, wheel: PrizeWheelKind, userId: string, orderNumber: string, issuedAt: string, spunAt: string | null, locationId: string | null, prizeName: string | null, spunBy: string | null, holderName: string };

export type StaffRouletteQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffRouletteQuery = { staffMe: { id: string | null, name: string, email: string | null, roles: Array<StaffRole> } | null, staffRoulette: { wheels: Array<{ id: PrizeWheelKind, name: string, minOrderTotal: number, loseWeight: number, active: boolean }>, prizes: Array<{ id: string, wheel: PrizeWheelKind, name: string, nameMn: string, nameEn: string, kind: PrizeKind, couponCode: string | null, creditAmount: number | null, weight: number, active: boolean, stocks: Array<{ locationId: string, received: number, won: number, remaining: number }> }>, locations: Array<{ id: string, name: string, nameMn: string, nameEn: string, address: string }>, numbers: Array<{ code: string, wheel: PrizeWheelKind, userId: string, orderNumber: string, issuedAt: string, spunAt: string | null, locationId: string | null, prizeName: string | null, spunBy: string | null, holderName: string }>, spins: Array<{ code: string, wheel: PrizeWheelKind, userId: string, orderNumber: string, issuedAt: string, spunAt: string | null, locationId: string | null, prizeName: string | null, spunBy: string | null, holderName: string }> } };

export type StaffAddPrizeStockMutationVariables = Exact<{
  prizeId: string | number;
  locationId: string;
  quantity: number;
}>;


export type StaffAddPrizeStockMutation = { staffAddPrizeStock: { wheels: Array<{ id: PrizeWheelKind, name: string, minOrderTotal: number, loseWeight: number, active: boolean }>, prizes: Array<{ id: string, wheel: PrizeWheelKind, name: string, nameMn: string, nameEn: string, kind: PrizeKind, couponCode: string | null, creditAmount: number | null, weight: number, active: boolean, stocks: Array<{ locationId: string, received: number, won: number, remaining: number }> }>, locations: Array<{ id: string, name: string, nameMn: string, nameEn: string, address: string }>, numbers: Array<{ code: string, wheel: PrizeWheelKind, userId: string, orderNumber: string, issuedAt: string, spunAt: string | null, locationId: string | null, prizeName: string | null, spunBy: string | null, holderName: string }>, spins: Array<{ code: string, wheel: PrizeWheelKind, userId: string, orderNumber: string, issuedAt: string, spunAt: string | null, locationId: string | null, prizeName: string | null, spunBy: string | null, holderName: string }> } };

export type StaffSetWheelMutationVariables = Exact<{
  wheel: PrizeWheelKind;
  minOrderTotal: number;
  loseWeight: number;
  active: boolean;
}>;


export type StaffSetWheelMutation = { staffSetWheel: { wheels: Array<{ id: PrizeWheelKind, name: string, minOrderTotal: number, loseWeight: number, active: boolean }>, prizes: Array<{ id: string, wheel: PrizeWheelKind, name: string, nameMn: string, nameEn: string, kind: PrizeKind, couponCode: string | null, creditAmount: number | null, weight: number, active: boolean, stocks: Array<{ locationId: string, received: number, won: number, remaining: number }> }>, locations: Array<{ id: string, name: string, nameMn: string, nameEn: string, address: string }>, numbers: Array<{ code: string, wheel: PrizeWheelKind, userId: string, orderNumber: string, issuedAt: string, spunAt: string | null, locationId: string | null, prizeName: string | null, spunBy: string | null, holderName: string }>, spins: Array<{ code: string, wheel: PrizeWheelKind, userId: string, orderNumber: string, issuedAt: string, spunAt: string | null, locationId: string | null, prizeName: string | null, spunBy: string | null, holderName: string }> } };

export type StaffSaveRouletteLocationMutationVariables = Exact<{
  input: RouletteLocationInput;
}>;


export type StaffSaveRouletteLocationMutation = { staffSaveRouletteLocation: { wheels: Array<{ id: PrizeWheelKind, name: string, minOrderTotal: number, loseWeight: number, active: boolean }>, prizes: Array<{ id: string, wheel: PrizeWheelKind, name: string, nameMn: string, nameEn: string, kind: PrizeKind, couponCode: string | null, creditAmount: number | null, weight: number, active: boolean, stocks: Array<{ locationId: string, received: number, won: number, remaining: number }> }>, locations: Array<{ id: string, name: string, nameMn: string, nameEn: string, address: string }>, numbers: Array<{ code: string, wheel: PrizeWheelKind, userId: string, orderNumber: string, issuedAt: string, spunAt: string | null, locationId: string | null, prizeName: string | null, spunBy: string | null, holderName: string }>, spins: Array<{ code: string, wheel: PrizeWheelKind, userId: string, orderNumber: string, issuedAt: string, spunAt: string | null, locationId: string | null, prizeName: string | null, spunBy: string | null, holderName: string }> } };

export type StaffSavePrizeMutationVariables = Exact<{
  input: StaffPrizeInput;
}>;


export type StaffSavePrizeMutation = { staffSavePrize: { wheels: Array<{ id: PrizeWheelKind, name: string, minOrderTotal: number, loseWeight: number, active: boolean }>, prizes: Array<{ id: string, wheel: PrizeWheelKind, name: string, nameMn: string, nameEn: string, kind: PrizeKind, couponCode: string | null, creditAmount: number | null, weight: number, active: boolean, stocks: Array<{ locationId: string, received: number, won: number, remaining: number }> }>, locations: Array<{ id: string, name: string, nameMn: string, nameEn: string, address: string }>, numbers: Array<{ code: string, wheel: PrizeWheelKind, userId: string, orderNumber: string, issuedAt: string, spunAt: string | null, locationId: string | null, prizeName: string | null, spunBy: string | null, holderName: string }>, spins: Array<{ code: string, wheel: PrizeWheelKind, userId: string, orderNumber: string, issuedAt: string, spunAt: string | null, locationId: string | null, prizeName: string | null, spunBy: string | null, holderName: string }> } };

export type StaffCheckRouletteNumberQueryVariables = Exact<{
  number: string;
  locationId: string;
}>;


export type StaffCheckRouletteNumberQuery = { staffCheckRouletteNumber: { number: { code: string, wheel: PrizeWheelKind, userId: string, orderNumber: string, issuedAt: string, spunAt: string | null, locationId: string | null, prizeName: string | null, spunBy: string | null, holderName: string }, segments: Array<{ oddsPercent: number, inStock: boolean, prize: { id: string, name: string, kind: PrizeKind, couponCode: string | null, creditAmount: number | null } | null }> } };

export type StaffSpinRouletteNumberMutationVariables = Exact<{
  number: string;
  locationId: string;
}>;


export type StaffSpinRouletteNumberMutation = { staffSpinRouletteNumber: { number: string, won: boolean, segment: number, spunAt: string, prize: { id: string, name: string, kind: PrizeKind, couponCode: string | null, creditAmount: number | null } | null } };

export type PrizeFieldsFragment = { id: string, name: string, kind: PrizeKind, couponCode: string | null, creditAmount: number | null };

export type PrizeWheelQueryVariables = Exact<{
  wheel: PrizeWheelKind;
}>;


export type PrizeWheelQuery = { me: { id: string } | null, prizeWheel: { id: PrizeWheelKind, name: string, active: boolean, minOrderTotal: number, spinsLeft: number, segments: Array<{ oddsPercent: number, inStock: boolean, prize: { id: string, name: string, kind: PrizeKind, couponCode: string | null, creditAmount: number | null } | null }>, recentSpins: Array<{ number: string, spunAt: string, prize: { id: string, name: string, kind: PrizeKind, couponCode: string | null, creditAmount: number | null } | null }> } };

export type SpinPrizeWheelMutationVariables = Exact<{
  wheel: PrizeWheelKind;
  number?: string | null | undefined;
}>;


export type SpinPrizeWheelMutation = { spinPrizeWheel: { number: string, won: boolean, segment: number, spunAt: string, prize: { id: string, name: string, kind: PrizeKind, couponCode: string | null, creditAmount: number | null } | null } };

export type ProductCardFieldsFragment = { id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, averageRating: number, totalReviews: number, variantId: string };

export type ProductPageFieldsFragment = { total: number, page: number, perPage: number, more: boolean, items: Array<{ id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, averageRating: number, totalReviews: number, variantId: string }> };

export type ProductQueryVariables = Exact<{
  slug: string;
}>;


export type ProductQuery = { product: { id: string, slug: string, name: string, description: string, image: string | null, images: Array<string>, sku: string, price: number, sellingPrice: number, salePercent: number, saleStartAt: string | null, saleExpireAt: string | null, availableOn: string | null, totalOnHand: number, inStock: boolean, averageRating: number, totalReviews: number, hasBranchStock: boolean, fitsPrinters: Array<string>, brand: { code: string, name: string, logo: string | null } | null, store: { code: string, name: string } | null, taxon: { id: string, permalink: string, name: string, breadcrumbs: Array<{ link: string, title: string }> }, properties: Array<{ name: string, value: string }>, variants: Array<{ id: string, sku: string, price: number, sellingPrice: number, image: string | null, images: Array<string>, inStock: boolean, optionValues: Array<{ type: string, name: string, presentation: string }> }>, badges: Array<{ id: string, code: string, name: string, color: string }>, packageContents: Array<{ variantId: string, quantity: number, slug: string, name: string, sku: string, options: Array<string>, image: string | null, sellingPrice: number, inStock: boolean }>, branchStock: Array<{ code: string, name: string, address: string, hours: string | null, countOnHand: number, inStock: boolean, pickupAvailable: boolean }> | null, nutrition: { abvPercent: number, alcoholGramsPer100ml: number, energyKcalPer100ml: number, carbohydratesG: number, sugarsG: number, fatG: number, proteinG: number, sodiumMg: number, standardDrinksPer100ml: number, servingMl: number, energyKcalPerServing: number, allergens: string } | null, related: Array<{ id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, averageRating: number, totalReviews: number, variantId: string }>, sameSeries: Array<{ id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, averageRating: number, totalReviews: number, variantId: string }>, recommended: Array<{ id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, averageRating: number, totalReviews: number, variantId: string }> } };

export type ProductsQueryVariables = Exact<{
  taxon?: string | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type ProductsQuery = { products: { total: number, page: number, perPage: number, more: boolean, items: Array<{ id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, averageRating: number, totalReviews: number, variantId: string }> } };

export type PushPublicKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type PushPublicKeyQuery = { pushPublicKey: string };

export type LinkPushDeviceMutationVariables = Exact<{
  playerId: string;
  subscription: PushSubscriptionInput;
}>;


export type LinkPushDeviceMutation = { linkPushDevice: boolean };

export type SearchHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type SearchHistoryQuery = { searchHistory: Array<string> };

export type MergeSearchHistoryMutationVariables = Exact<{
  texts: Array<string> | string;
}>;


export type MergeSearchHistoryMutation = { mergeSearchHistory: Array<string> };

export type ClearSearchHistoryMutationVariables = Exact<{ [key: string]: never; }>;


export type ClearSearchHistoryMutation = { clearSearchHistory: Array<string> };

export type SearchFacetsFieldsFragment = { taxons: Array<{ level: number, buckets: Array<{ value: string, label: string, count: number }> }>, brands: Array<{ value: string, label: string, count: number }>, options: Array<{ type: string, buckets: Array<{ value: string, label: string, count: number }> }>, price: { min: number, max: number } | null };

export type SearchQueryVariables = Exact<{
  input: SearchInput;
}>;


export type SearchQuery = { search: { total: number, page: number, perPage: number, more: boolean, fuzzy: boolean, items: Array<{ id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, averageRating: number, totalReviews: number, variantId: string }>, facets: { taxons: Array<{ level: number, buckets: Array<{ value: string, label: string, count: number }> }>, brands: Array<{ value: string, label: string, count: number }>, options: Array<{ type: string, buckets: Array<{ value: string, label: string, count: number }> }>, price: { min: number, max: number } | null } | null } };

export type SearchPageQueryVariables = Exact<{
  input: SearchInput;
}>;


export type SearchPageQuery = { search: { items: Array<{ id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, averageRating: number, totalReviews: number, variantId: string }> } };

export type SuggestQueryVariables = Exact<{
  text: string;
}>;


export type SuggestQuery = { suggest: Array<{ text: string, slug: string | null }> };

export type SiteDataQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteDataQuery = { siteData: { menus: Array<{ title: string, link: string, children: Array<{ title: string, link: string }> }>, configs: { defaultLocale: string, locales: Array<string>, productsPerPage: number, features: Array<string> }, translation: Array<{ key: string, value: string }> }, shopPages: Array<{ slug: string, title: string }> };

export type TaxonQueryVariables = Exact<{
  permalink: string;
  input: SearchInput;
}>;


export type TaxonQuery = { taxon: { id: string, permalink: string, name: string, depth: number, breadcrumbs: Array<{ link: string, title: string }>, children: Array<{ id: string, permalink: string, name: string }> }, search: { total: number, page: number, perPage: number, more: boolean, fuzzy: boolean, items: Array<{ id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, averageRating: number, totalReviews: number, variantId: string }>, facets: { taxons: Array<{ level: number, buckets: Array<{ value: string, label: string, count: number }> }>, brands: Array<{ value: string, label: string, count: number }>, options: Array<{ type: string, buckets: Array<{ value: string, label: string, count: number }> }>, price: { min: number, max: number } | null } | null } };

export type WalletPageQueryVariables = Exact<{
  page: number;
}>;


export type WalletPageQuery = { wallet: { balance: number, cash: number, bonus: number, more: boolean, rules: { minOrder: number, minUse: number, bonusMaxSharePercent: number, purchaseBonusPercent: number, loyaltyEarnPercent: number, rechargeMin: number, rechargeMax: number }, entries: Array<{ id: string, amount: number, reason: string, orderNumber: string | null, occurredAt: string }> } };

export type WalletRechargeFragment = { id: string, amount: number, state: RechargeState, failureCode: string | null, expiresAt: string, payment: { id: string, orderNumber: string | null, method: string, amount: number, state: PaymentState, failureCode: string | null, redirectUrl: string | null, testMode: boolean, bankAccount: { bankName: string, accountName: string, accountNumber: string, iban: string, reference: string } | null, qr: { payload: string, svg: string, payUrl: string, expiresAt: string } | null } | null };

export type StartRechargeMutationVariables = Exact<{
  input: StartRechargeInput;
}>;


export type StartRechargeMutation = { startRecharge: { id: string, amount: number, state: RechargeState, failureCode: string | null, expiresAt: string, payment: { id: string, orderNumber: string | null, method: string, amount: number, state: PaymentState, failureCode: string | null, redirectUrl: string | null, testMode: boolean, bankAccount: { bankName: string, accountName: string, accountNumber: string, iban: string, reference: string } | null, qr: { payload: string, svg: string, payUrl: string, expiresAt: string } | null } | null } };

export type RechargeQueryVariables = Exact<{
  id: string | number;
}>;


export type RechargeQuery = { recharge: { id: string, amount: number, state: RechargeState, failureCode: string | null, expiresAt: string, payment: { id: string, orderNumber: string | null, method: string, amount: number, state: PaymentState, failureCode: string | null, redirectUrl: string | null, testMode: boolean, bankAccount: { bankName: string, accountName: string, accountNumber: string, iban: string, reference: string } | null, qr: { payload: string, svg: string, payUrl: string, expiresAt: string } | null } | null } };

export type HotelRoomCardFragment = { id: string, slug: string, name: string, description: string, capacity: number, beds: string, sizeM2: number, weekdayRate: number, weekendRate: number, photos: Array<string>, amenities: Array<{ id: string, name: string, icon: string }> };

export type HotelRoomsQueryVariables = Exact<{ [key: string]: never; }>;


export type HotelRoomsQuery = { hotel: { id: string, name: string, description: string, address: string, phone: string, checkInTime: string, checkOutTime: string, vatPercent: number, cityTaxPercent: number, photos: Array<string>, seasons: Array<{ name: string, firstNight: string, lastNight: string, ratePercent: number }>, amenities: Array<{ id: string, name: string, icon: string }> }, hotelRooms: Array<{ id: string, slug: string, name: string, description: string, capacity: number, beds: string, sizeM2: number, weekdayRate: number, weekendRate: number, photos: Array<string>, amenities: Array<{ id: string, name: string, icon: string }> }> };

export type HotelRoomPageQueryVariables = Exact<{
  slug: string;
}>;


export type HotelRoomPageQuery = { hotelRoom: { today: string, bookedNights: Array<string>, hotel: { id: string, name: string, checkInTime: string, checkOutTime: string, vatPercent: number, cityTaxPercent: number }, room: { id: string, slug: string, name: string, description: string, capacity: number, beds: string, sizeM2: number, weekdayRate: number, weekendRate: number, photos: Array<string>, amenities: Array<{ id: string, name: string, icon: string }> } } };

export type StayPriceQueryVariables = Exact<{
  input: StayInput;
}>;


export type StayPriceQuery = { stayPrice: { nightCount: number, subtotal: number, vat: number, cityTax: number, total: number } };

export type BookRoomMutationVariables = Exact<{
  input: StayInput;
  idempotencyKey?: string | null | undefined;
}>;


export type BookRoomMutation = { bookRoom: { number: string } };

export type MyRoomBookingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyRoomBookingsQuery = { myRoomBookings: Array<{ id: string, roomSlug: string, roomName: string, checkIn: string, checkOut: string, guests: number, orderNumber: string, total: number, status: string }> };

export type BranchStockFieldsFragment = { code: string, name: string, address: string, hours: string | null, countOnHand: number, inStock: boolean, pickupAvailable: boolean };

export type NutritionFieldsFragment = { abvPercent: number, alcoholGramsPer100ml: number, energyKcalPer100ml: number, carbohydratesG: number, sugarsG: number, fatG: number, proteinG: number, sodiumMg: number, standardDrinksPer100ml: number, servingMl: number, energyKcalPerServing: number, allergens: string };

export type VariantStockItemsQueryVariables = Exact<{
  variantId: string | number;
}>;


export type VariantStockItemsQuery = { variantStockItems: Array<{ code: string, name: string, address: string, hours: string | null, countOnHand: number, inStock: boolean, pickupAvailable: boolean }> };

export type LookBooksQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type LookBooksQuery = { lookBooks: { total: number, more: boolean, items: Array<{ id: string, slug: string, title: string, intro: string, cover: string, lookCount: number, productCount: number }> } };

export type LookBookQueryVariables = Exact<{
  slug: string;
}>;


export type LookBookQuery = { lookBook: { id: string, slug: string, title: string, introHtml: string, cover: string, looks: Array<{ image: string, caption: string, spots: Array<{ number: number, variantId: string, x: number, y: number, inStock: boolean, taxonPermalink: string, product: { id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, averageRating: number, totalReviews: number, variantId: string } }> }> } };

export type MyArticlesQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type MyArticlesQuery = { myArticles: { totalCount: number, items: Array<{ id: string, kind: ArticleKind, title: string, summary: string, tags: Array<string>, imageUrl: string | null, publishedAt: string, commentsCount: number, author: { id: string, name: string } | null }> } };

export type ArticleForEditQueryVariables = Exact<{
  id: string | number;
}>;


export type ArticleForEditQuery = { article: { id: string, title: string, summary: string, tags: Array<string>, imageUrl: string | null, bodyHtml: string | null, mine: boolean } };

export type CreateArticleMutationVariables = Exact<{
  input: ArticleInput;
}>;


export type CreateArticleMutation = { createArticle: { id: string } };

export type UpdateArticleMutationVariables = Exact<{
  id: string | number;
  input: ArticleInput;
}>;


export type UpdateArticleMutation = { updateArticle: { id: string } };

export type ArticleCardFieldsFragment = { id: string, kind: ArticleKind, title: string, summary: string, tags: Array<string>, imageUrl: string | null, publishedAt: string, commentsCount: number, author: { id: string, name: string } | null };

export type CommentFieldsFragment = { id: string, articleId: string, replyId: string | null, authorName: string, comment: string | null, deleted: boolean, createdAt: string, ratingAverage: number, ratingsCount: number, myRating: number | null, mine: boolean };

export type NewsListQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  tag?: string | null | undefined;
}>;


export type NewsListQuery = { news: { totalCount: number, items: Array<{ id: string, kind: ArticleKind, title: string, summary: string, tags: Array<string>, imageUrl: string | null, publishedAt: string, commentsCount: number, author: { id: string, name: string } | null }> } };

export type ArticleListQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  tag?: string | null | undefined;
  authorId?: string | number | null | undefined;
}>;


export type ArticleListQuery = { articles: { totalCount: number, items: Array<{ id: string, kind: ArticleKind, title: string, summary: string, tags: Array<string>, imageUrl: string | null, publishedAt: string, commentsCount: number, author: { id: string, name: string } | null }> } };

export type SearchNewsQueryVariables = Exact<{
  text: string;
  kind?: ArticleKind | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type SearchNewsQuery = { searchNews: { totalCount: number, items: Array<{ id: string, kind: ArticleKind, title: string, summary: string, tags: Array<string>, imageUrl: string | null, publishedAt: string, commentsCount: number, author: { id: string, name: string } | null }> } };

export type ArticleTagsQueryVariables = Exact<{
  kind: ArticleKind;
}>;


export type ArticleTagsQuery = { articleTags: Array<{ name: string, count: number }> };

export type ArticlePageQueryVariables = Exact<{
  kind: ArticleKind;
  id: string | number;
}>;


export type ArticlePageQuery = { article: { bodyHtml: string | null, mine: boolean, id: string, kind: ArticleKind, title: string, summary: string, tags: Array<string>, imageUrl: string | null, publishedAt: string, commentsCount: number, author: { id: string, name: string } | null }, comments: { totalCount: number, items: Array<{ id: string, articleId: string, replyId: string | null, authorName: string, comment: string | null, deleted: boolean, createdAt: string, ratingAverage: number, ratingsCount: number, myRating: number | null, mine: boolean }> } };

export type CommentsQueryVariables = Exact<{
  kind: ArticleKind;
  articleId: string | number;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type CommentsQuery = { comments: { totalCount: number, items: Array<{ id: string, articleId: string, replyId: string | null, authorName: string, comment: string | null, deleted: boolean, createdAt: string, ratingAverage: number, ratingsCount: number, myRating: number | null, mine: boolean }> } };

export type AddCommentMutationVariables = Exact<{
  kind: ArticleKind;
  articleId: string | number;
  comment: string;
}>;


export type AddCommentMutation = { addComment: { id: string, articleId: string, replyId: string | null, authorName: string, comment: string | null, deleted: boolean, createdAt: string, ratingAverage: number, ratingsCount: number, myRating: number | null, mine: boolean } };

export type ReplyToCommentMutationVariables = Exact<{
  replyId: string | number;
  comment: string;
}>;


export type ReplyToCommentMutation = { replyToComment: { id: string, articleId: string, replyId: string | null, authorName: string, comment: string | null, deleted: boolean, createdAt: string, ratingAverage: number, ratingsCount: number, myRating: number | null, mine: boolean } };

export type DeleteCommentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCommentMutation = { deleteComment: boolean };

export type RateCommentMutationVariables = Exact<{
  id: string | number;
  rating: number;
}>;


export type RateCommentMutation = { rateComment: { id: string, articleId: string, replyId: string | null, authorName: string, comment: string | null, deleted: boolean, createdAt: string, ratingAverage: number, ratingsCount: number, myRating: number | null, mine: boolean } };

export type AuthorPageQueryVariables = Exact<{
  id: string | number;
  perPage?: number | null | undefined;
}>;


export type AuthorPageQuery = { author: { id: string, name: string, bio: string, articlesCount: number, followersCount: number, followed: boolean }, articles: { totalCount: number, items: Array<{ id: string, kind: ArticleKind, title: string, summary: string, tags: Array<string>, imageUrl: string | null, publishedAt: string, commentsCount: number, author: { id: string, name: string } | null }> } };

export type SetFollowingAuthorMutationVariables = Exact<{
  id: string | number;
  following: boolean;
}>;


export type SetFollowingAuthorMutation = { setFollowingAuthor: { id: string, followersCount: number, followed: boolean } };

export type BookmarksQueryVariables = Exact<{ [key: string]: never; }>;


export type BookmarksQuery = { bookmarks: Array<{ id: string, type: ArticleKind, createdAt: string, article: { id: string, kind: ArticleKind, title: string, summary: string, tags: Array<string>, imageUrl: string | null, publishedAt: string, commentsCount: number, author: { id: string, name: string } | null } }> };

export type SetBookmarkedMutationVariables = Exact<{
  id: string | number;
  type?: ArticleKind | null | undefined;
  bookmarked: boolean;
}>;


export type SetBookmarkedMutation = { setBookmarked: Array<{ id: string, type: ArticleKind }> };

export type SubscribeNewsletterMutationVariables = Exact<{
  email: string;
}>;


export type SubscribeNewsletterMutation = { subscribeNewsletter: boolean };

export type ConfirmNewsletterMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmNewsletterMutation = { confirmNewsletter: boolean };

export type UnsubscribeNewsletterMutationVariables = Exact<{
  token: string;
}>;


export type UnsubscribeNewsletterMutation = { unsubscribeNewsletter: boolean };

export type SendContactFormMutationVariables = Exact<{
  input: ContactFormInput;
}>;


export type SendContactFormMutation = { sendContactForm: boolean };

export type AuthorCardFieldsFragment = { id: string, name: string, bio: string, articlesCount: number, followersCount: number };

export type AuthorListQueryVariables = Exact<{
  page: number;
  perPage: number;
}>;


export type AuthorListQuery = { authors: { totalCount: number, items: Array<{ id: string, name: string, bio: string, articlesCount: number, followersCount: number }> } };

export type QuoteSummaryFieldsFragment = { id: string, status: QuoteStatus, requestedAt: string, expiresAt: string | null, lineCount: number, listTotal: number, quotedTotal: number | null };

export type QuoteFieldsFragment = { organizationName: string, registerNumber: string, note: string | null, declineReason: string | null, answeredAt: string | null, orderNumber: string | null, id: string, status: QuoteStatus, requestedAt: string, expiresAt: string | null, lineCount: number, listTotal: number, quotedTotal: number | null, lines: Array<{ position: number, variantId: string, productSlug: string, productName: string, sku: string, image: string | null, quantity: number, listPrice: number, quotedPrice: number | null }> };

export type MyQuotesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyQuotesQuery = { myQuotes: Array<{ id: string, status: QuoteStatus, requestedAt: string, expiresAt: string | null, lineCount: number, listTotal: number, quotedTotal: number | null }> };

export type MyQuoteQueryVariables = Exact<{
  id: string | number;
}>;


export type MyQuoteQuery = { quote: { organizationName: string, registerNumber: string, note: string | null, declineReason: string | null, answeredAt: string | null, orderNumber: string | null, id: string, status: QuoteStatus, requestedAt: string, expiresAt: string | null, lineCount: number, listTotal: number, quotedTotal: number | null, lines: Array<{ position: number, variantId: string, productSlug: string, productName: string, sku: string, image: string | null, quantity: number, listPrice: number, quotedPrice: number | null }> } };

export type RequestQuoteMutationVariables = Exact<{
  lines: Array<QuoteLineInput> | QuoteLineInput;
  note?: string | null | undefined;
}>;


export type RequestQuoteMutation = { requestQuote: { id: string } };

export type AcceptQuoteMutationVariables = Exact<{
  id: string | number;
  idempotencyKey?: string | null | undefined;
}>;


export type AcceptQuoteMutation = { acceptQuote: { number: string } };

export type ReviewFieldsFragment = { id: string, rating: number, comment: string, authorName: string, verifiedPurchase: boolean, createdAt: string, images: Array<{ url: string, name: string }> };

export type ReviewSummaryFieldsFragment = { averageRating: number, totalReviews: number, stars: Array<number>, myPriceOpinion: PriceOpinion | null, priceOpinions: { good: number, fair: number, high: number }, myReview: { id: string, rating: number, comment: string, authorName: string, verifiedPurchase: boolean, createdAt: string, images: Array<{ url: string, name: string }> } | null };

export type ProductReviewsQueryVariables = Exact<{
  slug: string;
  page: number;
  perPage: number;
  withPhotos: boolean;
}>;


export type ProductReviewsQuery = { productReviews: { total: number, page: number, perPage: number, more: boolean, averageRating: number, totalReviews: number, stars: Array<number>, myPriceOpinion: PriceOpinion | null, reviews: Array<{ id: string, rating: number, comment: string, authorName: string, verifiedPurchase: boolean, createdAt: string, images: Array<{ url: string, name: string }> }>, priceOpinions: { good: number, fair: number, high: number }, myReview: { id: string, rating: number, comment: string, authorName: string, verifiedPurchase: boolean, createdAt: string, images: Array<{ url: string, name: string }> } | null } };

export type SetPriceOpinionMutationVariables = Exact<{
  slug: string;
  opinion: PriceOpinion;
}>;


export type SetPriceOpinionMutation = { setPriceOpinion: { averageRating: number, totalReviews: number, stars: Array<number>, myPriceOpinion: PriceOpinion | null, priceOpinions: { good: number, fair: number, high: number }, myReview: { id: string, rating: number, comment: string, authorName: string, verifiedPurchase: boolean, createdAt: string, images: Array<{ url: string, name: string }> } | null } };

export type VendorReviewFieldsFragment = { id: string, rating: number, comment: string, authorName: string, hidden: boolean, createdAt: string };

export type VendorReviewsQueryVariables = Exact<{
  id: string | number;
  page: number;
  perPage: number;
}>;


export type VendorReviewsQuery = { vendorReviews: { averageRating: number, totalReviews: number, stars: Array<number>, total: number, page: number, perPage: number, more: boolean, reviews: Array<{ id: string, rating: number, comment: string, authorName: string, hidden: boolean, createdAt: string }>, myReview: { id: string, rating: number, comment: string, authorName: string, hidden: boolean, createdAt: string } | null } };

export type WriteVendorReviewMutationVariables = Exact<{
  id: string | number;
  rating: number;
  comment: string;
}>;


export type WriteVendorReviewMutation = { writeVendorReview: { id: string, rating: number, comment: string, authorName: string, hidden: boolean, createdAt: string } };

export type DeleteVendorReviewMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteVendorReviewMutation = { deleteVendorReview: boolean };

export type WishedItemFieldsFragment = { variantId: string, addedAt: string, product: { id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, options: Array<string> } };

export type WishlistFieldsFragment = { id: string, name: string, isDefault: boolean, shareToken: string | null, createdAt: string, items: Array<{ variantId: string, addedAt: string, product: { id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, options: Array<string> } }> };

export type WishedVariantIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type WishedVariantIdsQuery = { wishedVariantIds: Array<string> };

export type WishedProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type WishedProductsQuery = { wishlists: Array<{ id: string, items: Array<{ variantId: string, product: { id: string } }> }> };

export type ProductVariantIdsQueryVariables = Exact<{
  slug: string;
}>;


export type ProductVariantIdsQuery = { product: { id: string, variants: Array<{ id: string }> } };

export type SetWishedMutationVariables = Exact<{
  variantId: string | number;
  wished: boolean;
}>;


export type SetWishedMutation = { setWished: Array<string> };

export type WishlistsQueryVariables = Exact<{ [key: string]: never; }>;


export type WishlistsQuery = { wishlists: Array<{ id: string, name: string, isDefault: boolean, shareToken: string | null, createdAt: string, items: Array<{ variantId: string, addedAt: string, product: { id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, options: Array<string> } }> }> };

export type SharedWishlistQueryVariables = Exact<{
  token: string;
}>;


export type SharedWishlistQuery = { sharedWishlist: { name: string, ownerName: string | null, items: Array<{ variantId: string, addedAt: string, product: { id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, options: Array<string> } }> } };

export type CreateWishlistMutationVariables = Exact<{
  name: string;
}>;


export type CreateWishlistMutation = { createWishlist: { id: string, name: string, isDefault: boolean, shareToken: string | null, createdAt: string, items: Array<{ variantId: string, addedAt: string, product: { id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, options: Array<string> } }> } };

export type RenameWishlistMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type RenameWishlistMutation = { renameWishlist: { id: string, name: string, isDefault: boolean, shareToken: string | null, createdAt: string, items: Array<{ variantId: string, addedAt: string, product: { id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, options: Array<string> } }> } };

export type DeleteWishlistMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWishlistMutation = { deleteWishlist: boolean };

export type EmptyWishlistMutationVariables = Exact<{
  id: string | number;
}>;


export type EmptyWishlistMutation = { emptyWishlist: { id: string, name: string, isDefault: boolean, shareToken: string | null, createdAt: string, items: Array<{ variantId: string, addedAt: string, product: { id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, options: Array<string> } }> } };

export type MoveWishMutationVariables = Exact<{
  variantId: string | number;
  fromWishlistId: string | number;
  toWishlistId: string | number;
}>;


export type MoveWishMutation = { moveWish: Array<{ id: string, name: string, isDefault: boolean, shareToken: string | null, createdAt: string, items: Array<{ variantId: string, addedAt: string, product: { id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, options: Array<string> } }> }> };

export type WishesToCartMutationVariables = Exact<{
  wishlistId: string | number;
  variantId?: string | number | null | undefined;
}>;


export type WishesToCartMutation = { wishesToCart: { added: Array<string>, order: { number: string, totalQuantity: number, itemTotal: number, shipTotal: number, taxTotal: number, total: number, lineItems: Array<{ id: string, variantId: string, quantity: number, price: number, total: number, options: Array<{ name: string, value: string }>, product: { name: string, slug: string, sku: string, image: string | null, variant: Array<{ name: string, value: string }> } }> } | null, refused: Array<{ variantId: string, code: string }> } };

export type ShareWishlistMutationVariables = Exact<{
  id: string | number;
}>;


export type ShareWishlistMutation = { shareWishlist: { id: string, name: string, isDefault: boolean, shareToken: string | null, createdAt: string, items: Array<{ variantId: string, addedAt: string, product: { id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, options: Array<string> } }> } };

export type StopSharingWishlistMutationVariables = Exact<{
  id: string | number;
}>;


export type StopSharingWishlistMutation = { stopSharingWishlist: { id: string, name: string, isDefault: boolean, shareToken: string | null, createdAt: string, items: Array<{ variantId: string, addedAt: string, product: { id: string, slug: string, name: string, image: string | null, price: number, sellingPrice: number, salePercent: number, brand: string | null, inStock: boolean, options: Array<string> } }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const StaffBrandFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffBrandFields on StaffBrand {
  code
  name
  nameEn
  story
  storyEn
  logo
  productCount
  updatedAt
  updatedBy
  version
  history {
    version
    type
    at
    by
  }
}
    `, {"fragmentName":"StaffBrandFields"}) as unknown as TypedDocumentString<StaffBrandFieldsFragment, unknown>;
export const StaffPromotionFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffPromotionFields on StaffPromotion {
  id
  code
  name
  nameEn
  description
  descriptionEn
  startsAt
  endsAt
  status
  productCount
  products {
    id
    sku
    name
  }
  updatedAt
  updatedBy
  version
  history {
    version
    type
    at
    by
  }
}
    `, {"fragmentName":"StaffPromotionFields"}) as unknown as TypedDocumentString<StaffPromotionFieldsFragment, unknown>;
export const StaffLookBookSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffLookBookSummaryFields on LookBookSummary {
  id
  slug
  title
  publishedAt
  updatedAt
  updatedBy
  lookCount
  productCount
}
    `, {"fragmentName":"StaffLookBookSummaryFields"}) as unknown as TypedDocumentString<StaffLookBookSummaryFieldsFragment, unknown>;
export const StaffLookBookFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffLookBookFields on StaffLookBook {
  id
  slug
  title
  titleEn
  introHtml
  introHtmlEn
  coverImage
  published
  version
  looks {
    image
    caption
    captionEn
    spots {
      sku
      x
      y
      name
    }
  }
  history {
    version
    type
    at
    by
  }
}
    `, {"fragmentName":"StaffLookBookFields"}) as unknown as TypedDocumentString<StaffLookBookFieldsFragment, unknown>;
export const ModerationItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment ModerationItemFields on ModerationItem {
  kind
  id
  subjectId
  subjectName
  authorName
  rating
  text
  hidden
  hiddenReason
  createdAt
}
    `, {"fragmentName":"ModerationItemFields"}) as unknown as TypedDocumentString<ModerationItemFieldsFragment, unknown>;
export const StaffNewsSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffNewsSummaryFields on StaffNewsSummary {
  id
  title
  tags
  published
  publishedAt
  updatedAt
  updatedBy
  authorName
}
    `, {"fragmentName":"StaffNewsSummaryFields"}) as unknown as TypedDocumentString<StaffNewsSummaryFieldsFragment, unknown>;
export const StaffNewsFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffNewsFields on StaffNews {
  id
  title
  summary
  bodyHtml
  tags
  imageUrl
  authorId
  published
  version
  history {
    version
    type
    at
    by
  }
}
    `, {"fragmentName":"StaffNewsFields"}) as unknown as TypedDocumentString<StaffNewsFieldsFragment, unknown>;
export const StaffShopPageSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffShopPageSummaryFields on StaffShopPageSummary {
  slug
  title
  position
  published
  updatedAt
  updatedBy
}
    `, {"fragmentName":"StaffShopPageSummaryFields"}) as unknown as TypedDocumentString<StaffShopPageSummaryFieldsFragment, unknown>;
export const StaffShopPageFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffShopPageFields on StaffShopPage {
  slug
  title
  body
  titleEn
  bodyEn
  position
  published
  version
  history {
    version
    type
    at
    by
  }
}
    `, {"fragmentName":"StaffShopPageFields"}) as unknown as TypedDocumentString<StaffShopPageFieldsFragment, unknown>;
export const StaffProductPhotosFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffProductPhotosFields on StaffProductPhotos {
  slug
  name
  image
  variants {
    id
    sku
    label
  }
  photos {
    id
    url
    width
    height
    variantId
    createdAt
    createdBy
  }
  history {
    version
    type
    at
    by
  }
}
    `, {"fragmentName":"StaffProductPhotosFields"}) as unknown as TypedDocumentString<StaffProductPhotosFieldsFragment, unknown>;
export const SavedPrinterFieldsFragmentDoc = new TypedDocumentString(`
    fragment SavedPrinterFields on SavedPrinter {
  id
  printerModel
  createdAt
}
    `, {"fragmentName":"SavedPrinterFields"}) as unknown as TypedDocumentString<SavedPrinterFieldsFragment, unknown>;
export const AccountFieldsFragmentDoc = new TypedDocumentString(`
    fragment AccountFields on Account {
  id
  phone
  email
  firstName
  lastName
  gender
  salutation
  hasPassword
  emailStatus
  pendingEmail
  avatarUrl
}
    `, {"fragmentName":"AccountFields"}) as unknown as TypedDocumentString<AccountFieldsFragment, unknown>;
export const OrganizationFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrganizationFields on Organization {
  name
  registerNumber
  workerCount
  direction
  address
  phone
}
    `, {"fragmentName":"OrganizationFields"}) as unknown as TypedDocumentString<OrganizationFieldsFragment, unknown>;
export const StaffFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffFields on StaffUser {
  id
  name
  email
  roles
}
    `, {"fragmentName":"StaffFields"}) as unknown as TypedDocumentString<StaffFieldsFragment, unknown>;
export const StaffOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffOrderFields on StaffOrder {
  actions
  receiverName
  receiverPhone
  order {
    number
    status
    statusDetails
    total
    completedAt
    deliveredAt
    returnRequest {
      reason
      requestedAt
      refusal
    }
    lineItems {
      id
      quantity
      total
      product {
        name
      }
    }
  }
}
    `, {"fragmentName":"StaffOrderFields"}) as unknown as TypedDocumentString<StaffOrderFieldsFragment, unknown>;
export const TicketFieldsFragmentDoc = new TypedDocumentString(`
    fragment TicketFields on ETicket {
  code
  orderNumber
  productName
  usedAt
  usedBy
  event {
    id
    name
  }
}
    `, {"fragmentName":"TicketFields"}) as unknown as TypedDocumentString<TicketFieldsFragment, unknown>;
export const CounterCouponFieldsFragmentDoc = new TypedDocumentString(`
    fragment CounterCouponFields on CounterCoupon {
  shopper {
    id
    phone
    email
    name
  }
  coupon {
    id
    kind
    code
    discountType
    discountValue
    minOrder
    startsAt
    endsAt
    status
    uses
    usesLeft
    terms {
      kind
      amount
      date
    }
    redemptions {
      orderNumber
      redeemedAt
    }
  }
}
    `, {"fragmentName":"CounterCouponFields"}) as unknown as TypedDocumentString<CounterCouponFieldsFragment, unknown>;
export const ContactFormFieldsFragmentDoc = new TypedDocumentString(`
    fragment ContactFormFields on ContactFormEntry {
  id
  name
  email
  phone
  subject
  message
  createdAt
  fromMember
}
    `, {"fragmentName":"ContactFormFields"}) as unknown as TypedDocumentString<ContactFormFieldsFragment, unknown>;
export const StockOnHandFieldsFragmentDoc = new TypedDocumentString(`
    fragment StockOnHandFields on StockOnHand {
  variantId
  sku
  productName
  onHand
}
    `, {"fragmentName":"StockOnHandFields"}) as unknown as TypedDocumentString<StockOnHandFieldsFragment, unknown>;
export const StockReceiptFieldsFragmentDoc = new TypedDocumentString(`
    fragment StockReceiptFields on StockReceipt {
  sku
  productName
  quantity
  note
  receivedBy
  receivedAt
}
    `, {"fragmentName":"StockReceiptFields"}) as unknown as TypedDocumentString<StockReceiptFieldsFragment, unknown>;
export const CartOrderFragmentDoc = new TypedDocumentString(`
    fragment CartOrder on Order {
  number
  totalQuantity
  itemTotal
  shipTotal
  taxTotal
  total
  lineItems {
    id
    variantId
    quantity
    price
    total
    options {
      name
      value
    }
    product {
      name
      slug
      sku
      image
      variant {
        name
        value
      }
    }
  }
}
    `, {"fragmentName":"CartOrder"}) as unknown as TypedDocumentString<CartOrderFragment, unknown>;
export const CheckoutOrderFragmentDoc = new TypedDocumentString(`
    fragment CheckoutOrder on Order {
  number
  state
  status
  statusDetails
  itemTotal
  shipTotal
  taxTotal
  adjustmentTotal
  total
  paidTotal
  amountDue
  paymentMethod
  paymentDueAt
  adjustments {
    kind
    code
    amount
    label
  }
  lineItems {
    id
    quantity
    price
    total
    product {
      name
      sku
      slug
      image
      variant {
        name
        value
      }
    }
  }
  shipping {
    method
    name
    cost
  }
  checkout {
    delivery
    address {
      province
      district
      address
      zipcode
    }
    pickupLocation {
      code
      name
    }
    receiverName
    receiverPhone
    deliveryTime {
      id
    }
    organization {
      name
      registerNumber
      workerCount
      direction
      address
      phone
    }
  }
}
    `, {"fragmentName":"CheckoutOrder"}) as unknown as TypedDocumentString<CheckoutOrderFragment, unknown>;
export const SavedCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment SavedCardFields on SavedCard {
  id
  brand
  last4
  expiry
  holder
}
    `, {"fragmentName":"SavedCardFields"}) as unknown as TypedDocumentString<SavedCardFieldsFragment, unknown>;
export const LeaseTermsFragmentDoc = new TypedDocumentString(`
    fragment LeaseTerms on LeaseQuote {
  amount
  eligible
  reason
  downPayment
  financed
  months
  monthly
  interestPercent
  allowedMin
  allowedMax
  monthOptions
}
    `, {"fragmentName":"LeaseTerms"}) as unknown as TypedDocumentString<LeaseTermsFragment, unknown>;
export const BrandListingFieldsFragmentDoc = new TypedDocumentString(`
    fragment BrandListingFields on BrandDetail {
  code
  name
  logo
}
    `, {"fragmentName":"BrandListingFields"}) as unknown as TypedDocumentString<BrandListingFieldsFragment, unknown>;
export const PromotionFieldsFragmentDoc = new TypedDocumentString(`
    fragment PromotionFields on Promotion {
  id
  code
  name
  description
  endsAt
  productCount
}
    `, {"fragmentName":"PromotionFields"}) as unknown as TypedDocumentString<PromotionFieldsFragment, unknown>;
export const ShopperTicketFieldsFragmentDoc = new TypedDocumentString(`
    fragment ShopperTicketFields on ShopperTicket {
  code
  eventName
  venue
  startsAt
  orderNumber
  productName
  productSlug
  issuedAt
  usedAt
  usedBy
  qr {
    size
    path
  }
}
    `, {"fragmentName":"ShopperTicketFields"}) as unknown as TypedDocumentString<ShopperTicketFieldsFragment, unknown>;
export const LicenseFieldsFragmentDoc = new TypedDocumentString(`
    fragment LicenseFields on License {
  key
  kind
  orderNumber
  productName
  productSlug
  issuedAt
}
    `, {"fragmentName":"LicenseFields"}) as unknown as TypedDocumentString<LicenseFieldsFragment, unknown>;
export const OrderDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderDetailFields on Order {
  number
  state
  status
  statusDetails
  createdAt
  itemTotal
  shipTotal
  taxTotal
  adjustmentTotal
  total
  totalQuantity
  paidTotal
  amountDue
  paymentMethod
  paymentDueAt
  deliveredAt
  returnRequest {
    reason
    requestedAt
    refusal
  }
  checkout {
    delivery
    address {
      province
      district
      address
      zipcode
      country
    }
    pickupLocation {
      code
      name
      address
      hours
    }
    receiverName
    receiverPhone
    deliveryTime {
      id
      label
      from
      to
    }
  }
  shipping {
    method
    name
    cost
  }
  adjustments {
    kind
    code
    amount
    label
  }
  payments {
    id
    method
    amount
    state
    failureCode
    createdAt
    bankAccount {
      bankName
      accountName
      accountNumber
      iban
      reference
    }
  }
  lineItems {
    id
    quantity
    price
    total
    product {
      name
      slug
      sku
      image
    }
  }
  events {
    id
    type
    occurredAt
    actor
    status
    productName
    quantity
    amount
  }
  eTickets {
    ...ShopperTicketFields
  }
  licenses {
    ...LicenseFields
  }
}
    fragment ShopperTicketFields on ShopperTicket {
  code
  eventName
  venue
  startsAt
  orderNumber
  productName
  productSlug
  issuedAt
  usedAt
  usedBy
  qr {
    size
    path
  }
}
fragment LicenseFields on License {
  key
  kind
  orderNumber
  productName
  productSlug
  issuedAt
}`, {"fragmentName":"OrderDetailFields"}) as unknown as TypedDocumentString<OrderDetailFieldsFragment, unknown>;
export const RouletteNumberFieldsFragmentDoc = new TypedDocumentString(`
    fragment RouletteNumberFields on RouletteNumber {
  code
  wheel
  userId
  orderNumber
  issuedAt
  spunAt
  locationId
  prizeName
  spunBy
  holderName
}
    `, {"fragmentName":"RouletteNumberFields"}) as unknown as TypedDocumentString<RouletteNumberFieldsFragment, unknown>;
export const StaffRouletteFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffRouletteFields on StaffRoulette {
  wheels {
    id
    name
    minOrderTotal
    loseWeight
    active
  }
  prizes {
    id
    wheel
    name
    nameMn
    nameEn
    kind
    couponCode
    creditAmount
    weight
    active
    stocks {
      locationId
      received
      won
      remaining
    }
  }
  locations {
    id
    name
    nameMn
    nameEn
    address
  }
  numbers {
    ...RouletteNumberFields
  }
  spins {
    ...RouletteNumberFields
  }
}
    fragment RouletteNumberFields on RouletteNumber {
  code
  wheel
  userId
  orderNumber
  issuedAt
  spunAt
  locationId
  prizeName
  spunBy
  holderName
}`, {"fragmentName":"StaffRouletteFields"}) as unknown as TypedDocumentString<StaffRouletteFieldsFragment, unknown>;
export const PrizeFieldsFragmentDoc = new TypedDocumentString(`
    fragment PrizeFields on Prize {
  id
  name
  kind
  couponCode
  creditAmount
}
    `, {"fragmentName":"PrizeFields"}) as unknown as TypedDocumentString<PrizeFieldsFragment, unknown>;
export const ProductCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductCardFields on ProductCard {
  id
  slug
  name
  image
  price
  sellingPrice
  salePercent
  brand
  inStock
  averageRating
  totalReviews
  variantId
}
    `, {"fragmentName":"ProductCardFields"}) as unknown as TypedDocumentString<ProductCardFieldsFragment, unknown>;
export const ProductPageFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductPageFields on ProductPage {
  items {
    ...ProductCardFields
  }
  total
  page
  perPage
  more
}
    fragment ProductCardFields on ProductCard {
  id
  slug
  name
  image
  price
  sellingPrice
  salePercent
  brand
  inStock
  averageRating
  totalReviews
  variantId
}`, {"fragmentName":"ProductPageFields"}) as unknown as TypedDocumentString<ProductPageFieldsFragment, unknown>;
export const SearchFacetsFieldsFragmentDoc = new TypedDocumentString(`
    fragment SearchFacetsFields on SearchFacets {
  taxons {
    level
    buckets {
      value
      label
      count
    }
  }
  brands {
    value
    label
    count
  }
  options {
    type
    buckets {
      value
      label
      count
    }
  }
  price {
    min
    max
  }
}
    `, {"fragmentName":"SearchFacetsFields"}) as unknown as TypedDocumentString<SearchFacetsFieldsFragment, unknown>;
export const CheckoutPaymentFragmentDoc = new TypedDocumentString(`
    fragment CheckoutPayment on Payment {
  id
  orderNumber
  method
  amount
  state
  failureCode
  bankAccount {
    bankName
    accountName
    accountNumber
    iban
    reference
  }
  qr {
    payload
    svg
    payUrl
    expiresAt
  }
  redirectUrl
  testMode
}
    `, {"fragmentName":"CheckoutPayment"}) as unknown as TypedDocumentString<CheckoutPaymentFragment, unknown>;
export const WalletRechargeFragmentDoc = new TypedDocumentString(`
    fragment WalletRecharge on Recharge {
  id
  amount
  state
  failureCode
  expiresAt
  payment {
    ...CheckoutPayment
  }
}
    fragment CheckoutPayment on Payment {
  id
  orderNumber
  method
  amount
  state
  failureCode
  bankAccount {
    bankName
    accountName
    accountNumber
    iban
    reference
  }
  qr {
    payload
    svg
    payUrl
    expiresAt
  }
  redirectUrl
  testMode
}`, {"fragmentName":"WalletRecharge"}) as unknown as TypedDocumentString<WalletRechargeFragment, unknown>;
export const HotelRoomCardFragmentDoc = new TypedDocumentString(`
    fragment HotelRoomCard on HotelRoom {
  id
  slug
  name
  description
  capacity
  beds
  sizeM2
  weekdayRate
  weekendRate
  photos
  amenities {
    id
    name
    icon
  }
}
    `, {"fragmentName":"HotelRoomCard"}) as unknown as TypedDocumentString<HotelRoomCardFragment, unknown>;
export const BranchStockFieldsFragmentDoc = new TypedDocumentString(`
    fragment BranchStockFields on BranchStock {
  code
  name
  address
  hours
  countOnHand
  inStock
  pickupAvailable
}
    `, {"fragmentName":"BranchStockFields"}) as unknown as TypedDocumentString<BranchStockFieldsFragment, unknown>;
export const NutritionFieldsFragmentDoc = new TypedDocumentString(`
    fragment NutritionFields on NutritionFacts {
  abvPercent
  alcoholGramsPer100ml
  energyKcalPer100ml
  carbohydratesG
  sugarsG
  fatG
  proteinG
  sodiumMg
  standardDrinksPer100ml
  servingMl
  energyKcalPerServing
  allergens
}
    `, {"fragmentName":"NutritionFields"}) as unknown as TypedDocumentString<NutritionFieldsFragment, unknown>;
export const ArticleCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment ArticleCardFields on Article {
  id
  kind
  title
  summary
  tags
  imageUrl
  publishedAt
  commentsCount
  author {
    id
    name
  }
}
    `, {"fragmentName":"ArticleCardFields"}) as unknown as TypedDocumentString<ArticleCardFieldsFragment, unknown>;
export const CommentFieldsFragmentDoc = new TypedDocumentString(`
    fragment CommentFields on Comment {
  id
  articleId
  replyId
  authorName
  comment
  deleted
  createdAt
  ratingAverage
  ratingsCount
  myRating
  mine
}
    `, {"fragmentName":"CommentFields"}) as unknown as TypedDocumentString<CommentFieldsFragment, unknown>;
export const AuthorCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment AuthorCardFields on Author {
  id
  name
  bio
  articlesCount
  followersCount
}
    `, {"fragmentName":"AuthorCardFields"}) as unknown as TypedDocumentString<AuthorCardFieldsFragment, unknown>;
export const QuoteSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment QuoteSummaryFields on Quote {
  id
  status
  requestedAt
  expiresAt
  lineCount
  listTotal
  quotedTotal
}
    `, {"fragmentName":"QuoteSummaryFields"}) as unknown as TypedDocumentString<QuoteSummaryFieldsFragment, unknown>;
export const QuoteFieldsFragmentDoc = new TypedDocumentString(`
    fragment QuoteFields on Quote {
  ...QuoteSummaryFields
  organizationName
  registerNumber
  note
  declineReason
  answeredAt
  orderNumber
  lines {
    position
    variantId
    productSlug
    productName
    sku
    image
    quantity
    listPrice
    quotedPrice
  }
}
    fragment QuoteSummaryFields on Quote {
  id
  status
  requestedAt
  expiresAt
  lineCount
  listTotal
  quotedTotal
}`, {"fragmentName":"QuoteFields"}) as unknown as TypedDocumentString<QuoteFieldsFragment, unknown>;
export const ReviewFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReviewFields on Review {
  id
  rating
  comment
  authorName
  images {
    url
    name
  }
  verifiedPurchase
  createdAt
}
    `, {"fragmentName":"ReviewFields"}) as unknown as TypedDocumentString<ReviewFieldsFragment, unknown>;
export const ReviewSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReviewSummaryFields on ReviewPage {
  averageRating
  totalReviews
  stars
  priceOpinions {
    good
    fair
    high
  }
  myPriceOpinion
  myReview {
    ...ReviewFields
  }
}
    fragment ReviewFields on Review {
  id
  rating
  comment
  authorName
  images {
    url
    name
  }
  verifiedPurchase
  createdAt
}`, {"fragmentName":"ReviewSummaryFields"}) as unknown as TypedDocumentString<ReviewSummaryFieldsFragment, unknown>;
export const VendorReviewFieldsFragmentDoc = new TypedDocumentString(`
    fragment VendorReviewFields on VendorReview {
  id
  rating
  comment
  authorName
  hidden
  createdAt
}
    `, {"fragmentName":"VendorReviewFields"}) as unknown as TypedDocumentString<VendorReviewFieldsFragment, unknown>;
export const WishedItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment WishedItemFields on WishedItem {
  variantId
  addedAt
  product {
    id
    slug
    name
    image
    price
    sellingPrice
    salePercent
    brand
    inStock
    options
  }
}
    `, {"fragmentName":"WishedItemFields"}) as unknown as TypedDocumentString<WishedItemFieldsFragment, unknown>;
export const WishlistFieldsFragmentDoc = new TypedDocumentString(`
    fragment WishlistFields on Wishlist {
  id
  name
  isDefault
  shareToken
  createdAt
  items {
    ...WishedItemFields
  }
}
    fragment WishedItemFields on WishedItem {
  variantId
  addedAt
  product {
    id
    slug
    name
    image
    price
    sellingPrice
    salePercent
    brand
    inStock
    options
  }
}`, {"fragmentName":"WishlistFields"}) as unknown as TypedDocumentString<WishlistFieldsFragment, unknown>;
export const StaffBrandsScreenDocument = new TypedDocumentString(`
    query StaffBrandsScreen($query: String!) {
  staffMe {
    ...StaffFields
  }
  staffBrands(query: $query) {
    items {
      ...StaffBrandFields
    }
    total
  }
}
    fragment StaffBrandFields on StaffBrand {
  code
  name
  nameEn
  story
  storyEn
  logo
  productCount
  updatedAt
  updatedBy
  version
  history {
    version
    type
    at
    by
  }
}
fragment StaffFields on StaffUser {
  id
  name
  email
  roles
}`) as unknown as TypedDocumentString<StaffBrandsScreenQuery, StaffBrandsScreenQueryVariables>;
export const StaffBrandListDocument = new TypedDocumentString(`
    query StaffBrandList($query: String!, $page: Int!) {
  staffBrands(query: $query, page: $page) {
    items {
      ...StaffBrandFields
    }
    total
  }
}
    fragment StaffBrandFields on StaffBrand {
  code
  name
  nameEn
  story
  storyEn
  logo
  productCount
  updatedAt
  updatedBy
  version
  history {
    version
    type
    at
    by
  }
}`) as unknown as TypedDocumentString<StaffBrandListQuery, StaffBrandListQueryVariables>;
export const StaffBrandDocument = new TypedDocumentString(`
    query StaffBrand($code: String!) {
  staffBrand(code: $code) {
    ...StaffBrandFields
  }
}
    fragment StaffBrandFields on StaffBrand {
  code
  name
  nameEn
  story
  storyEn
  logo
  productCount
  updatedAt
  updatedBy
  version
  history {
    version
    type
    at
    by
  }
}`) as unknown as TypedDocumentString<StaffBrandQuery, StaffBrandQueryVariables>;
export const StaffSaveBrandDocument = new TypedDocumentString(`
    mutation StaffSaveBrand($code: String, $input: BrandInput!) {
  staffSaveBrand(code: $code, input: $input) {
    ...StaffBrandFields
  }
}
    fragment StaffBrandFields on StaffBrand {
  code
  name
  nameEn
  story
  storyEn
  logo
  productCount
  updatedAt
  updatedBy
  version
  history {
    version
    type
    at
    by
  }
}`) as unknown as TypedDocumentString<StaffSaveBrandMutation, StaffSaveBrandMutationVariables>;
export const StaffPromotionsScreenDocument = new TypedDocumentString(`
    query StaffPromotionsScreen($query: String!, $status: PromotionStatus) {
  staffMe {
    ...StaffFields
  }
  staffPromotions(query: $query, status: $status) {
    items {
      ...StaffPromotionFields
    }
    total
  }
}
    fragment StaffPromotionFields on StaffPromotion {
  id
  code
  name
  nameEn
  description
  descriptionEn
  startsAt
  endsAt
  status
  productCount
  products {
    id
    sku
    name
  }
  updatedAt
  updatedBy
  version
  history {
    version
    type
    at
    by
  }
}
fragment StaffFields on StaffUser {
  id
  name
  email
  roles
}`) as unknown as TypedDocumentString<StaffPromotionsScreenQuery, StaffPromotionsScreenQueryVariables>;
export const StaffPromotionListDocument = new TypedDocumentString(`
    query StaffPromotionList($query: String!, $status: PromotionStatus, $page: Int!) {
  staffPromotions(query: $query, status: $status, page: $page) {
    items {
      ...StaffPromotionFields
    }
    total
  }
}
    fragment StaffPromotionFields on StaffPromotion {
  id
  code
  name
  nameEn
  description
  descriptionEn
  startsAt
  endsAt
  status
  productCount
  products {
    id
    sku
    name
  }
  updatedAt
  updatedBy
  version
  history {
    version
    type
    at
    by
  }
}`) as unknown as TypedDocumentString<StaffPromotionListQuery, StaffPromotionListQueryVariables>;
export const StaffPromotionDocument = new TypedDocumentString(`
    query StaffPromotion($id: ID!) {
  staffPromotion(id: $id) {
    ...StaffPromotionFields
  }
}
    fragment StaffPromotionFields on StaffPromotion {
  id
  code
  name
  nameEn
  description
  descriptionEn
  startsAt
  endsAt
  status
  productCount
  products {
    id
    sku
    name
  }
  updatedAt
  updatedBy
  version
  history {
    version
    type
    at
    by
  }
}`) as unknown as TypedDocumentString<StaffPromotionQuery, StaffPromotionQueryVariables>;
export const StaffSavePromotionDocument = new TypedDocumentString(`
    mutation StaffSavePromotion($id: ID, $input: PromotionInput!) {
  staffSavePromotion(id: $id, input: $input) {
    ...StaffPromotionFields
  }
}
    fragment StaffPromotionFields on StaffPromotion {
  id
  code
  name
  nameEn
  description
  descriptionEn
  startsAt
  endsAt
  status
  productCount
  products {
    id
    sku
    name
  }
  updatedAt
  updatedBy
  version
  history {
    version
    type
    at
    by
  }
}`) as unknown as TypedDocumentString<StaffSavePromotionMutation, StaffSavePromotionMutationVariables>;
export const StaffEndPromotionDocument = new TypedDocumentString(`
    mutation StaffEndPromotion($id: ID!) {
  staffEndPromotion(id: $id) {
    ...StaffPromotionFields
  }
}
    fragment StaffPromotionFields on StaffPromotion {
  id
  code
  name
  nameEn
  description
  descriptionEn
  startsAt
  endsAt
  status
  productCount
  products {
    id
    sku
    name
  }
  updatedAt
  updatedBy
  version
  history {
    version
    type
    at
    by
  }
}`) as unknown as TypedDocumentString<StaffEndPromotionMutation, StaffEndPromotionMutationVariables>;
export const StaffLookBooksDocument = new TypedDocumentString(`
    query StaffLookBooks {
  staffMe {
    ...StaffFields
  }
  staffLookBooks {
    items {
      ...StaffLookBookSummaryFields
    }
    total
  }
}
    fragment StaffLookBookSummaryFields on LookBookSummary {
  id
  slug
  title
  publishedAt
  updatedAt
  updatedBy
  lookCount
  productCount
}
fragment StaffFields on StaffUser {
  id
  name
  email
  roles
}`) as unknown as TypedDocumentString<StaffLookBooksQuery, StaffLookBooksQueryVariables>;
export const StaffLookBookListDocument = new TypedDocumentString(`
    query StaffLookBookList($page: Int!) {
  staffLookBooks(page: $page) {
    items {
      ...StaffLookBookSummaryFields
    }
    total
  }
}
    fragment StaffLookBookSummaryFields on LookBookSummary {
  id
  slug
  title
  publishedAt
  updatedAt
  updatedBy
  lookCount
  productCount
}`) as unknown as TypedDocumentString<StaffLookBookListQuery, StaffLookBookListQueryVariables>;
export const StaffLookBookDocument = new TypedDocumentString(`
    query StaffLookBook($id: ID!) {
  staffLookBook(id: $id) {
    ...StaffLookBookFields
  }
}
    fragment StaffLookBookFields on StaffLookBook {
  id
  slug
  title
  titleEn
  introHtml
  introHtmlEn
  coverImage
  published
  version
  looks {
    image
    caption
    captionEn
    spots {
      sku
      x
      y
      name
    }
  }
  history {
    version
    type
    at
    by
  }
}`) as unknown as TypedDocumentString<StaffLookBookQuery, StaffLookBookQueryVariables>;
export const StaffSaveLookBookDocument = new TypedDocumentString(`
    mutation StaffSaveLookBook($id: ID, $input: LookBookInput!) {
  staffSaveLookBook(id: $id, input: $input) {
    ...StaffLookBookFields
  }
}
    fragment StaffLookBookFields on StaffLookBook {
  id
  slug
  title
  titleEn
  introHtml
  introHtmlEn
  coverImage
  published
  version
  looks {
    image
    caption
    captionEn
    spots {
      sku
      x
      y
      name
    }
  }
  history {
    version
    type
    at
    by
  }
}`) as unknown as TypedDocumentString<StaffSaveLookBookMutation, StaffSaveLookBookMutationVariables>;
export const StaffPublishLookBookDocument = new TypedDocumentString(`
    mutation StaffPublishLookBook($id: ID!, $published: Boolean!) {
  staffPublishLookBook(id: $id, published: $published) {
    ...StaffLookBookFields
  }
}
    fragment StaffLookBookFields on StaffLookBook {
  id
  slug
  title
  titleEn
  introHtml
  introHtmlEn
  coverImage
  published
  version
  looks {
    image
    caption
    captionEn
    spots {
      sku
      x
      y
      name
    }
  }
  history {
    version
    type
    at
    by
  }
}`) as unknown as TypedDocumentString<StaffPublishLookBookMutation, StaffPublishLookBookMutationVariables>;
export const StaffDeleteLookBookDocument = new TypedDocumentString(`
    mutation StaffDeleteLookBook($id: ID!) {
  staffDeleteLookBook(id: $id)
}
    `) as unknown as TypedDocumentString<StaffDeleteLookBookMutation, StaffDeleteLookBookMutationVariables>;
export const StaffHotspotProductsDocument = new TypedDocumentString(`
    query StaffHotspotProducts($query: String!) {
  products(query: $query, perPage: 8) {
    items {
      id
      sku
      name
      sellingPrice
      inStock
    }
  }
}
    `) as unknown as TypedDocumentString<StaffHotspotProductsQuery, StaffHotspotProductsQueryVariables>;
export const StaffModerationDocument = new TypedDocumentString(`
    query StaffModeration($kind: ModerationKind, $hidden: Boolean, $page: Int!, $perPage: Int!) {
  staffMe {
    ...StaffFields
  }
  staffModeration(kind: $kind, hidden: $hidden, page: $page, perPage: $perPage) {
    items {
      ...ModerationItemFields
    }
    total
    more
  }
}
    fragment ModerationItemFields on ModerationItem {
  kind
  id
  subjectId
  subjectName
  authorName
  rating
  text
  hidden
  hiddenReason
  createdAt
}
fragment StaffFields on StaffUser {
  id
  name
  email
  roles
}`) as unknown as TypedDocumentString<StaffModerationQuery, StaffModerationQueryVariables>;
export const StaffModerationPageDocument = new TypedDocumentString(`
    query StaffModerationPage($kind: ModerationKind, $hidden: Boolean, $page: Int!, $perPage: Int!) {
  staffModeration(kind: $kind, hidden: $hidden, page: $page, perPage: $perPage) {
    items {
      ...ModerationItemFields
    }
  }
}
    fragment ModerationItemFields on ModerationItem {
  kind
  id
  subjectId
  subjectName
  authorName
  rating
  text
  hidden
  hiddenReason
  createdAt
}`) as unknown as TypedDocumentString<StaffModerationPageQuery, StaffModerationPageQueryVariables>;
export const StaffModerateDocument = new TypedDocumentString(`
    mutation StaffModerate($kind: ModerationKind!, $id: ID!, $hide: Boolean!, $reason: String!) {
  staffModerate(kind: $kind, id: $id, hide: $hide, reason: $reason) {
    ...ModerationItemFields
  }
}
    fragment ModerationItemFields on ModerationItem {
  kind
  id
  subjectId
  subjectName
  authorName
  rating
  text
  hidden
  hiddenReason
  createdAt
}`) as unknown as TypedDocumentString<StaffModerateMutation, StaffModerateMutationVariables>;
export const StaffNewsScreenDocument = new TypedDocumentString(`
    query StaffNewsScreen {
  staffMe {
    ...StaffFields
  }
  staffNewsList {
    items {
      ...StaffNewsSummaryFields
    }
    total
  }
  authors(perPage: 50) {
    items {
      id
      name
    }
  }
}
    fragment StaffNewsSummaryFields on StaffNewsSummary {
  id
  title
  tags
  published
  publishedAt
  updatedAt
  updatedBy
  authorName
}
fragment StaffFields on StaffUser {
  id
  name
  email
  roles
}`) as unknown as TypedDocumentString<StaffNewsScreenQuery, StaffNewsScreenQueryVariables>;
export const StaffNewsListDocument = new TypedDocumentString(`
    query StaffNewsList($page: Int!) {
  staffNewsList(page: $page) {
    items {
      ...StaffNewsSummaryFields
    }
    total
  }
}
    fragment StaffNewsSummaryFields on StaffNewsSummary {
  id
  title
  tags
  published
  publishedAt
  updatedAt
  updatedBy
  authorName
}`) as unknown as TypedDocumentString<StaffNewsListQuery, StaffNewsListQueryVariables>;
export const StaffNewsDocument = new TypedDocumentString(`
    query StaffNews($id: ID!) {
  staffNews(id: $id) {
    ...StaffNewsFields
  }
}
    fragment StaffNewsFields on StaffNews {
  id
  title
  summary
  bodyHtml
  tags
  imageUrl
  authorId
  published
  version
  history {
    version
    type
    at
    by
  }
}`) as unknown as TypedDocumentString<StaffNewsQuery, StaffNewsQueryVariables>;
export const StaffSaveNewsDocument = new TypedDocumentString(`
    mutation StaffSaveNews($id: ID, $input: NewsInput!) {
  staffSaveNews(id: $id, input: $input) {
    ...StaffNewsFields
  }
}
    fragment StaffNewsFields on StaffNews {
  id
  title
  summary
  bodyHtml
  tags
  imageUrl
  authorId
  published
  version
  history {
    version
    type
    at
    by
  }
}`) as unknown as TypedDocumentString<StaffSaveNewsMutation, StaffSaveNewsMutationVariables>;
export const StaffPublishNewsDocument = new TypedDocumentString(`
    mutation StaffPublishNews($id: ID!, $published: Boolean!) {
  staffPublishNews(id: $id, published: $published) {
    id
    published
  }
}
    `) as unknown as TypedDocumentString<StaffPublishNewsMutation, StaffPublishNewsMutationVariables>;
export const StaffDeleteNewsDocument = new TypedDocumentString(`
    mutation StaffDeleteNews($id: ID!) {
  staffDeleteNews(id: $id)
}
    `) as unknown as TypedDocumentString<StaffDeleteNewsMutation, StaffDeleteNewsMutationVariables>;
export const StaffShopPagesScreenDocument = new TypedDocumentString(`
    query StaffShopPagesScreen {
  staffMe {
    ...StaffFields
  }
  staffShopPages {
    ...StaffShopPageSummaryFields
  }
}
    fragment StaffShopPageSummaryFields on StaffShopPageSummary {
  slug
  title
  position
  published
  updatedAt
  updatedBy
}
fragment StaffFields on StaffUser {
  id
  name
  email
  roles
}`) as unknown as TypedDocumentString<StaffShopPagesScreenQuery, StaffShopPagesScreenQueryVariables>;
export const StaffShopPageListDocument = new TypedDocumentString(`
    query StaffShopPageList {
  staffShopPages {
    ...StaffShopPageSummaryFields
  }
}
    fragment StaffShopPageSummaryFields on StaffShopPageSummary {
  slug
  title
  position
  published
  updatedAt
  updatedBy
}`) as unknown as TypedDocumentString<StaffShopPageListQuery, StaffShopPageListQueryVariables>;
export const StaffShopPageDocument = new TypedDocumentString(`
    query StaffShopPage($slug: String!) {
  staffShopPage(slug: $slug) {
    ...StaffShopPageFields
  }
}
    fragment StaffShopPageFields on StaffShopPage {
  slug
  title
  body
  titleEn
  bodyEn
  position
  published
  version
  history {
    version
    type
    at
    by
  }
}`) as unknown as TypedDocumentString<StaffShopPageQuery, StaffShopPageQueryVariables>;
export const StaffCreateShopPageDocument = new TypedDocumentString(`
    mutation StaffCreateShopPage($slug: String!, $input: ShopPageInput!) {
  staffCreateShopPage(slug: $slug, input: $input) {
    ...StaffShopPageFields
  }
}
    fragment StaffShopPageFields on StaffShopPage {
  slug
  title
  body
  titleEn
  bodyEn
  position
  published
  version
  history {
    version
    type
    at
    by
  }
}`) as unknown as TypedDocumentString<StaffCreateShopPageMutation, StaffCreateShopPageMutationVariables>;
export const StaffEditShopPageDocument = new TypedDocumentString(`
    mutation StaffEditShopPage($slug: String!, $input: ShopPageInput!) {
  staffEditShopPage(slug: $slug, input: $input) {
    ...StaffShopPageFields
  }
}
    fragment StaffShopPageFields on StaffShopPage {
  slug
  title
  body
  titleEn
  bodyEn
  position
  published
  version
  history {
    version
    type
    at
    by
  }
}`) as unknown as TypedDocumentString<StaffEditShopPageMutation, StaffEditShopPageMutationVariables>;
export const StaffPublishShopPageDocument = new TypedDocumentString(`
    mutation StaffPublishShopPage($slug: String!, $published: Boolean!) {
  staffPublishShopPage(slug: $slug, published: $published) {
    slug
    published
  }
}
    `) as unknown as TypedDocumentString<StaffPublishShopPageMutation, StaffPublishShopPageMutationVariables>;
export const StaffDeleteShopPageDocument = new TypedDocumentString(`
    mutation StaffDeleteShopPage($slug: String!) {
  staffDeleteShopPage(slug: $slug)
}
    `) as unknown as TypedDocumentString<StaffDeleteShopPageMutation, StaffDeleteShopPageMutationVariables>;
export const StaffPhotosScreenDocument = new TypedDocumentString(`
    query StaffPhotosScreen($slug: String!, $withProduct: Boolean!) {
  staffMe {
    ...StaffFields
  }
  staffProductPhotos(slug: $slug) @include(if: $withProduct) {
    ...StaffProductPhotosFields
  }
}
    fragment StaffProductPhotosFields on StaffProductPhotos {
  slug
  name
  image
  variants {
    id
    sku
    label
  }
  photos {
    id
    url
    width
    height
    variantId
    createdAt
    createdBy
  }
  history {
    version
    type
    at
    by
  }
}
fragment StaffFields on StaffUser {
  id
  name
  email
  roles
}`) as unknown as TypedDocumentString<StaffPhotosScreenQuery, StaffPhotosScreenQueryVariables>;
export const StaffPhotoProductsDocument = new TypedDocumentString(`
    query StaffPhotoProducts($query: String!) {
  staffPhotoProducts(query: $query) {
    slug
    name
    sku
    image
    photoCount
  }
}
    `) as unknown as TypedDocumentString<StaffPhotoProductsQuery, StaffPhotoProductsQueryVariables>;
export const StaffReorderProductPhotosDocument = new TypedDocumentString(`
    mutation StaffReorderProductPhotos($slug: String!, $photoIds: [ID!]!) {
  staffReorderProductPhotos(slug: $slug, photoIds: $photoIds) {
    ...StaffProductPhotosFields
  }
}
    fragment StaffProductPhotosFields on StaffProductPhotos {
  slug
  name
  image
  variants {
    id
    sku
    label
  }
  photos {
    id
    url
    width
    height
    variantId
    createdAt
    createdBy
  }
  history {
    version
    type
    at
    by
  }
}`) as unknown as TypedDocumentString<StaffReorderProductPhotosMutation, StaffReorderProductPhotosMutationVariables>;
export const StaffRemoveProductPhotoDocument = new TypedDocumentString(`
    mutation StaffRemoveProductPhoto($slug: String!, $photoId: ID!) {
  staffRemoveProductPhoto(slug: $slug, photoId: $photoId) {
    ...StaffProductPhotosFields
  }
}
    fragment StaffProductPhotosFields on StaffProductPhotos {
  slug
  name
  image
  variants {
    id
    sku
    label
  }
  photos {
    id
    url
    width
    height
    variantId
    createdAt
    createdBy
  }
  history {
    version
    type
    at
    by
  }
}`) as unknown as TypedDocumentString<StaffRemoveProductPhotoMutation, StaffRemoveProductPhotoMutationVariables>;
export const StaffQuotesDocument = new TypedDocumentString(`
    query StaffQuotes($status: QuoteStatus, $page: Int) {
  staffMe {
    ...StaffFields
  }
  staffQuotes(status: $status, page: $page) {
    total
    page
    perPage
    quotes {
      ...QuoteSummaryFields
      organizationName
    }
  }
}
    fragment StaffFields on StaffUser {
  id
  name
  email
  roles
}
fragment QuoteSummaryFields on Quote {
  id
  status
  requestedAt
  expiresAt
  lineCount
  listTotal
  quotedTotal
}`) as unknown as TypedDocumentString<StaffQuotesQuery, StaffQuotesQueryVariables>;
export const StaffQuoteDocument = new TypedDocumentString(`
    query StaffQuote($id: ID!) {
  staffMe {
    ...StaffFields
  }
  staffQuote(id: $id) {
    ...QuoteFields
  }
}
    fragment StaffFields on StaffUser {
  id
  name
  email
  roles
}
fragment QuoteSummaryFields on Quote {
  id
  status
  requestedAt
  expiresAt
  lineCount
  listTotal
  quotedTotal
}
fragment QuoteFields on Quote {
  ...QuoteSummaryFields
  organizationName
  registerNumber
  note
  declineReason
  answeredAt
  orderNumber
  lines {
    position
    variantId
    productSlug
    productName
    sku
    image
    quantity
    listPrice
    quotedPrice
  }
}`) as unknown as TypedDocumentString<StaffQuoteQuery, StaffQuoteQueryVariables>;
export const AnswerQuoteDocument = new TypedDocumentString(`
    mutation AnswerQuote($id: ID!, $prices: [Int!]!, $expiresInDays: Int) {
  answerQuote(id: $id, prices: $prices, expiresInDays: $expiresInDays) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<AnswerQuoteMutation, AnswerQuoteMutationVariables>;
export const DeclineQuoteDocument = new TypedDocumentString(`
    mutation DeclineQuote($id: ID!, $reason: String!) {
  declineQuote(id: $id, reason: $reason) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<DeclineQuoteMutation, DeclineQuoteMutationVariables>;
export const PrinterModelsDocument = new TypedDocumentString(`
    query PrinterModels($query: String!, $limit: Int) {
  printerModels(query: $query, limit: $limit) {
    model
    supplies
  }
}
    `) as unknown as TypedDocumentString<PrinterModelsQuery, PrinterModelsQueryVariables>;
export const PrinterSuppliesDocument = new TypedDocumentString(`
    query PrinterSupplies($printerModel: String!) {
  printerSupplies(printerModel: $printerModel) {
    printerModel
    products {
      productId
      slug
      name
      image
      variantId
      sellingPrice
      inStock
    }
  }
}
    `) as unknown as TypedDocumentString<PrinterSuppliesQuery, PrinterSuppliesQueryVariables>;
export const MyPrintersDocument = new TypedDocumentString(`
    query MyPrinters {
  myPrinters {
    ...SavedPrinterFields
  }
}
    fragment SavedPrinterFields on SavedPrinter {
  id
  printerModel
  createdAt
}`) as unknown as TypedDocumentString<MyPrintersQuery, MyPrintersQueryVariables>;
export const SavePrinterDocument = new TypedDocumentString(`
    mutation SavePrinter($printerModel: String!) {
  savePrinter(printerModel: $printerModel) {
    ...SavedPrinterFields
  }
}
    fragment SavedPrinterFields on SavedPrinter {
  id
  printerModel
  createdAt
}`) as unknown as TypedDocumentString<SavePrinterMutation, SavePrinterMutationVariables>;
export const RemoveSavedPrinterDocument = new TypedDocumentString(`
    mutation RemoveSavedPrinter($id: ID!) {
  removeSavedPrinter(id: $id) {
    ...SavedPrinterFields
  }
}
    fragment SavedPrinterFields on SavedPrinter {
  id
  printerModel
  createdAt
}`) as unknown as TypedDocumentString<RemoveSavedPrinterMutation, RemoveSavedPrinterMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    ...AccountFields
  }
}
    fragment AccountFields on Account {
  id
  phone
  email
  firstName
  lastName
  gender
  salutation
  hasPassword
  emailStatus
  pendingEmail
  avatarUrl
}`) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const RequestLoginCodeDocument = new TypedDocumentString(`
    mutation RequestLoginCode($login: String!, $purpose: CodePurpose!) {
  requestLoginCode(login: $login, purpose: $purpose) {
    id
    channel
    expiresIn
    resendIn
  }
}
    `) as unknown as TypedDocumentString<RequestLoginCodeMutation, RequestLoginCodeMutationVariables>;
export const ResendLoginCodeDocument = new TypedDocumentString(`
    mutation ResendLoginCode($challengeId: ID!) {
  resendLoginCode(challengeId: $challengeId) {
    id
    channel
    expiresIn
    resendIn
  }
}
    `) as unknown as TypedDocumentString<ResendLoginCodeMutation, ResendLoginCodeMutationVariables>;
export const VerifyLoginCodeDocument = new TypedDocumentString(`
    mutation VerifyLoginCode($challengeId: ID!, $code: String!) {
  verifyLoginCode(challengeId: $challengeId, code: $code) {
    passwordTicket
    account {
      ...AccountFields
    }
  }
}
    fragment AccountFields on Account {
  id
  phone
  email
  firstName
  lastName
  gender
  salutation
  hasPassword
  emailStatus
  pendingEmail
  avatarUrl
}`) as unknown as TypedDocumentString<VerifyLoginCodeMutation, VerifyLoginCodeMutationVariables>;
export const SetPasswordDocument = new TypedDocumentString(`
    mutation SetPassword($ticket: String!, $password: String!, $passwordConfirmation: String!) {
  setPassword(
    ticket: $ticket
    password: $password
    passwordConfirmation: $passwordConfirmation
  ) {
    ...AccountFields
  }
}
    fragment AccountFields on Account {
  id
  phone
  email
  firstName
  lastName
  gender
  salutation
  hasPassword
  emailStatus
  pendingEmail
  avatarUrl
}`) as unknown as TypedDocumentString<SetPasswordMutation, SetPasswordMutationVariables>;
export const LoginWithPasswordDocument = new TypedDocumentString(`
    mutation LoginWithPassword($login: String!, $password: String!) {
  loginWithPassword(login: $login, password: $password) {
    ...AccountFields
  }
}
    fragment AccountFields on Account {
  id
  phone
  email
  firstName
  lastName
  gender
  salutation
  hasPassword
  emailStatus
  pendingEmail
  avatarUrl
}`) as unknown as TypedDocumentString<LoginWithPasswordMutation, LoginWithPasswordMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation UpdateProfile($input: ProfileInput!) {
  updateProfile(input: $input) {
    ...AccountFields
  }
}
    fragment AccountFields on Account {
  id
  phone
  email
  firstName
  lastName
  gender
  salutation
  hasPassword
  emailStatus
  pendingEmail
  avatarUrl
}`) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ConfirmEmailDocument = new TypedDocumentString(`
    mutation ConfirmEmail($token: String!) {
  confirmEmail(token: $token) {
    ...AccountFields
  }
}
    fragment AccountFields on Account {
  id
  phone
  email
  firstName
  lastName
  gender
  salutation
  hasPassword
  emailStatus
  pendingEmail
  avatarUrl
}`) as unknown as TypedDocumentString<ConfirmEmailMutation, ConfirmEmailMutationVariables>;
export const LoginPageDocument = new TypedDocumentString(`
    query LoginPage {
  socialProviders
}
    `) as unknown as TypedDocumentString<LoginPageQuery, LoginPageQueryVariables>;
export const MyOrganizationDocument = new TypedDocumentString(`
    query MyOrganization {
  me {
    id
    organization {
      ...OrganizationFields
    }
  }
}
    fragment OrganizationFields on Organization {
  name
  registerNumber
  workerCount
  direction
  address
  phone
}`) as unknown as TypedDocumentString<MyOrganizationQuery, MyOrganizationQueryVariables>;
export const UpdateOrganizationDocument = new TypedDocumentString(`
    mutation UpdateOrganization($input: OrganizationInput!) {
  updateOrganization(input: $input) {
    ...OrganizationFields
  }
}
    fragment OrganizationFields on Organization {
  name
  registerNumber
  workerCount
  direction
  address
  phone
}`) as unknown as TypedDocumentString<UpdateOrganizationMutation, UpdateOrganizationMutationVariables>;
export const RemoveOrganizationDocument = new TypedDocumentString(`
    mutation RemoveOrganization {
  removeOrganization
}
    `) as unknown as TypedDocumentString<RemoveOrganizationMutation, RemoveOrganizationMutationVariables>;
export const RequestPhoneChangeDocument = new TypedDocumentString(`
    mutation RequestPhoneChange($phone: String!) {
  requestPhoneChange(phone: $phone) {
    id
    channel
    expiresIn
    resendIn
  }
}
    `) as unknown as TypedDocumentString<RequestPhoneChangeMutation, RequestPhoneChangeMutationVariables>;
export const ConfirmPhoneChangeDocument = new TypedDocumentString(`
    mutation ConfirmPhoneChange($challengeId: ID!, $code: String!) {
  confirmPhoneChange(challengeId: $challengeId, code: $code) {
    ...AccountFields
  }
}
    fragment AccountFields on Account {
  id
  phone
  email
  firstName
  lastName
  gender
  salutation
  hasPassword
  emailStatus
  pendingEmail
  avatarUrl
}`) as unknown as TypedDocumentString<ConfirmPhoneChangeMutation, ConfirmPhoneChangeMutationVariables>;
export const TrackAnalyticsDocument = new TypedDocumentString(`
    mutation TrackAnalytics($events: [AnalyticsEventInput!]!) {
  trackAnalytics(events: $events)
}
    `) as unknown as TypedDocumentString<TrackAnalyticsMutation, TrackAnalyticsMutationVariables>;
export const BackOfficeHomeDocument = new TypedDocumentString(`
    query BackOfficeHome {
  staffMe {
    ...StaffFields
  }
}
    fragment StaffFields on StaffUser {
  id
  name
  email
  roles
}`) as unknown as TypedDocumentString<BackOfficeHomeQuery, BackOfficeHomeQueryVariables>;
export const StaffOrdersDocument = new TypedDocumentString(`
    query StaffOrders($status: String, $page: Int) {
  staffOrders(status: $status, page: $page) {
    orders {
      number
      status
      total
      totalQuantity
      completedAt
    }
    page
    totalPages
    totalCount
  }
  staffVatReceiptsToCheck {
    orderNumber
    kind
    since
  }
}
    `) as unknown as TypedDocumentString<StaffOrdersQuery, StaffOrdersQueryVariables>;
export const StaffOrderDocument = new TypedDocumentString(`
    query StaffOrder($number: String!) {
  staffMe {
    ...StaffFields
  }
  staffOrder(number: $number) {
    ...StaffOrderFields
  }
}
    fragment StaffFields on StaffUser {
  id
  name
  email
  roles
}
fragment StaffOrderFields on StaffOrder {
  actions
  receiverName
  receiverPhone
  order {
    number
    status
    statusDetails
    total
    completedAt
    deliveredAt
    returnRequest {
      reason
      requestedAt
      refusal
    }
    lineItems {
      id
      quantity
      total
      product {
        name
      }
    }
  }
}`) as unknown as TypedDocumentString<StaffOrderQuery, StaffOrderQueryVariables>;
export const StaffTicketsDocument = new TypedDocumentString(`
    query StaffTickets($eventId: String) {
  staffMe {
    ...StaffFields
  }
  staffTickets(eventId: $eventId) {
    events {
      id
      name
      venue
      startsAt
    }
    scans {
      ...TicketFields
    }
  }
}
    fragment StaffFields on StaffUser {
  id
  name
  email
  roles
}
fragment TicketFields on ETicket {
  code
  orderNumber
  productName
  usedAt
  usedBy
  event {
    id
    name
  }
}`) as unknown as TypedDocumentString<StaffTicketsQuery, StaffTicketsQueryVariables>;
export const StaffLoginDocument = new TypedDocumentString(`
    mutation StaffLogin($email: String!, $password: String!) {
  staffLogin(email: $email, password: $password) {
    challengeId
    expiresIn
  }
}
    `) as unknown as TypedDocumentString<StaffLoginMutation, StaffLoginMutationVariables>;
export const StaffVerifyCodeDocument = new TypedDocumentString(`
    mutation StaffVerifyCode($challengeId: ID!, $code: String!) {
  staffVerifyCode(challengeId: $challengeId, code: $code) {
    ...StaffFields
  }
}
    fragment StaffFields on StaffUser {
  id
  name
  email
  roles
}`) as unknown as TypedDocumentString<StaffVerifyCodeMutation, StaffVerifyCodeMutationVariables>;
export const StaffLogoutDocument = new TypedDocumentString(`
    mutation StaffLogout {
  staffLogout
}
    `) as unknown as TypedDocumentString<StaffLogoutMutation, StaffLogoutMutationVariables>;
export const StaffMoveOrderDocument = new TypedDocumentString(`
    mutation StaffMoveOrder($number: String!, $step: StaffOrderAction!, $reason: String, $trackingCode: String) {
  staffMoveOrder(
    number: $number
    step: $step
    reason: $reason
    trackingCode: $trackingCode
  ) {
    ...StaffOrderFields
  }
}
    fragment StaffOrderFields on StaffOrder {
  actions
  receiverName
  receiverPhone
  order {
    number
    status
    statusDetails
    total
    completedAt
    deliveredAt
    returnRequest {
      reason
      requestedAt
      refusal
    }
    lineItems {
      id
      quantity
      total
      product {
        name
      }
    }
  }
}`) as unknown as TypedDocumentString<StaffMoveOrderMutation, StaffMoveOrderMutationVariables>;
export const StaffUseTicketDocument = new TypedDocumentString(`
    mutation StaffUseTicket($code: String!, $eventId: String!) {
  staffUseTicket(code: $code, eventId: $eventId) {
    ...TicketFields
  }
}
    fragment TicketFields on ETicket {
  code
  orderNumber
  productName
  usedAt
  usedBy
  event {
    id
    name
  }
}`) as unknown as TypedDocumentString<StaffUseTicketMutation, StaffUseTicketMutationVariables>;
export const StaffCouponDocument = new TypedDocumentString(`
    query StaffCoupon($code: String!, $shopper: String!) {
  staffCoupon(code: $code, shopper: $shopper) {
    ...CounterCouponFields
  }
}
    fragment CounterCouponFields on CounterCoupon {
  shopper {
    id
    phone
    email
    name
  }
  coupon {
    id
    kind
    code
    discountType
    discountValue
    minOrder
    startsAt
    endsAt
    status
    uses
    usesLeft
    terms {
      kind
      amount
      date
    }
    redemptions {
      orderNumber
      redeemedAt
    }
  }
}`) as unknown as TypedDocumentString<StaffCouponQuery, StaffCouponQueryVariables>;
export const StaffUseCouponDocument = new TypedDocumentString(`
    mutation StaffUseCoupon($code: String!, $shopper: String!) {
  staffUseCoupon(code: $code, shopper: $shopper) {
    ...CounterCouponFields
  }
}
    fragment CounterCouponFields on CounterCoupon {
  shopper {
    id
    phone
    email
    name
  }
  coupon {
    id
    kind
    code
    discountType
    discountValue
    minOrder
    startsAt
    endsAt
    status
    uses
    usesLeft
    terms {
      kind
      amount
      date
    }
    redemptions {
      orderNumber
      redeemedAt
    }
  }
}`) as unknown as TypedDocumentString<StaffUseCouponMutation, StaffUseCouponMutationVariables>;
export const StaffContactFormsDocument = new TypedDocumentString(`
    query StaffContactForms($page: Int!, $perPage: Int!) {
  staffMe {
    ...StaffFields
  }
  staffContactForms(page: $page, perPage: $perPage) {
    ...ContactFormFields
  }
}
    fragment StaffFields on StaffUser {
  id
  name
  email
  roles
}
fragment ContactFormFields on ContactFormEntry {
  id
  name
  email
  phone
  subject
  message
  createdAt
  fromMember
}`) as unknown as TypedDocumentString<StaffContactFormsQuery, StaffContactFormsQueryVariables>;
export const StaffStockDocument = new TypedDocumentString(`
    query StaffStock {
  staffMe {
    ...StaffFields
  }
  staffStockReceipts {
    ...StockReceiptFields
  }
}
    fragment StaffFields on StaffUser {
  id
  name
  email
  roles
}
fragment StockReceiptFields on StockReceipt {
  sku
  productName
  quantity
  note
  receivedBy
  receivedAt
}`) as unknown as TypedDocumentString<StaffStockQuery, StaffStockQueryVariables>;
export const StaffStockItemDocument = new TypedDocumentString(`
    query StaffStockItem($sku: String!) {
  staffStockItem(sku: $sku) {
    ...StockOnHandFields
  }
}
    fragment StockOnHandFields on StockOnHand {
  variantId
  sku
  productName
  onHand
}`) as unknown as TypedDocumentString<StaffStockItemQuery, StaffStockItemQueryVariables>;
export const StaffReceiveStockDocument = new TypedDocumentString(`
    mutation StaffReceiveStock($sku: String!, $quantity: Int!, $note: String) {
  staffReceiveStock(sku: $sku, quantity: $quantity, note: $note) {
    ...StockOnHandFields
  }
}
    fragment StockOnHandFields on StockOnHand {
  variantId
  sku
  productName
  onHand
}`) as unknown as TypedDocumentString<StaffReceiveStockMutation, StaffReceiveStockMutationVariables>;
export const CurrentOrderDocument = new TypedDocumentString(`
    query CurrentOrder {
  currentOrder {
    ...CartOrder
  }
}
    fragment CartOrder on Order {
  number
  totalQuantity
  itemTotal
  shipTotal
  taxTotal
  total
  lineItems {
    id
    variantId
    quantity
    price
    total
    options {
      name
      value
    }
    product {
      name
      slug
      sku
      image
      variant {
        name
        value
      }
    }
  }
}`) as unknown as TypedDocumentString<CurrentOrderQuery, CurrentOrderQueryVariables>;
export const AddToCartDocument = new TypedDocumentString(`
    mutation AddToCart($input: AddToCartInput!) {
  addToCart(input: $input) {
    ...CartOrder
  }
}
    fragment CartOrder on Order {
  number
  totalQuantity
  itemTotal
  shipTotal
  taxTotal
  total
  lineItems {
    id
    variantId
    quantity
    price
    total
    options {
      name
      value
    }
    product {
      name
      slug
      sku
      image
      variant {
        name
        value
      }
    }
  }
}`) as unknown as TypedDocumentString<AddToCartMutation, AddToCartMutationVariables>;
export const UpdateLineItemDocument = new TypedDocumentString(`
    mutation UpdateLineItem($input: UpdateLineItemInput!) {
  updateLineItem(input: $input) {
    ...CartOrder
  }
}
    fragment CartOrder on Order {
  number
  totalQuantity
  itemTotal
  shipTotal
  taxTotal
  total
  lineItems {
    id
    variantId
    quantity
    price
    total
    options {
      name
      value
    }
    product {
      name
      slug
      sku
      image
      variant {
        name
        value
      }
    }
  }
}`) as unknown as TypedDocumentString<UpdateLineItemMutation, UpdateLineItemMutationVariables>;
export const RemoveLineItemDocument = new TypedDocumentString(`
    mutation RemoveLineItem($input: RemoveLineItemInput!) {
  removeLineItem(input: $input) {
    ...CartOrder
  }
}
    fragment CartOrder on Order {
  number
  totalQuantity
  itemTotal
  shipTotal
  taxTotal
  total
  lineItems {
    id
    variantId
    quantity
    price
    total
    options {
      name
      value
    }
    product {
      name
      slug
      sku
      image
      variant {
        name
        value
      }
    }
  }
}`) as unknown as TypedDocumentString<RemoveLineItemMutation, RemoveLineItemMutationVariables>;
export const EmptyCartDocument = new TypedDocumentString(`
    mutation EmptyCart {
  emptyCart {
    ...CartOrder
  }
}
    fragment CartOrder on Order {
  number
  totalQuantity
  itemTotal
  shipTotal
  taxTotal
  total
  lineItems {
    id
    variantId
    quantity
    price
    total
    options {
      name
      value
    }
    product {
      name
      slug
      sku
      image
      variant {
        name
        value
      }
    }
  }
}`) as unknown as TypedDocumentString<EmptyCartMutation, EmptyCartMutationVariables>;
export const CheckoutStartDocument = new TypedDocumentString(`
    query CheckoutStart {
  me {
    id
  }
  currentOrder {
    ...CheckoutOrder
  }
  deliveryTimes {
    id
    label
    from
    to
  }
  pickupLocations {
    code
    name
    address
    hours
  }
  zipcodeAreas {
    zipcode
    name
    cat
    parent
  }
}
    fragment CheckoutOrder on Order {
  number
  state
  status
  statusDetails
  itemTotal
  shipTotal
  taxTotal
  adjustmentTotal
  total
  paidTotal
  amountDue
  paymentMethod
  paymentDueAt
  adjustments {
    kind
    code
    amount
    label
  }
  lineItems {
    id
    quantity
    price
    total
    product {
      name
      sku
      slug
      image
      variant {
        name
        value
      }
    }
  }
  shipping {
    method
    name
    cost
  }
  checkout {
    delivery
    address {
      province
      district
      address
      zipcode
    }
    pickupLocation {
      code
      name
    }
    receiverName
    receiverPhone
    deliveryTime {
      id
    }
    organization {
      name
      registerNumber
      workerCount
      direction
      address
      phone
    }
  }
}`) as unknown as TypedDocumentString<CheckoutStartQuery, CheckoutStartQueryVariables>;
export const CheckoutPlacedOrderDocument = new TypedDocumentString(`
    query CheckoutPlacedOrder($number: String!) {
  me {
    id
  }
  order(number: $number) {
    ...CheckoutOrder
    payments {
      ...CheckoutPayment
    }
  }
}
    fragment CheckoutOrder on Order {
  number
  state
  status
  statusDetails
  itemTotal
  shipTotal
  taxTotal
  adjustmentTotal
  total
  paidTotal
  amountDue
  paymentMethod
  paymentDueAt
  adjustments {
    kind
    code
    amount
    label
  }
  lineItems {
    id
    quantity
    price
    total
    product {
      name
      sku
      slug
      image
      variant {
        name
        value
      }
    }
  }
  shipping {
    method
    name
    cost
  }
  checkout {
    delivery
    address {
      province
      district
      address
      zipcode
    }
    pickupLocation {
      code
      name
    }
    receiverName
    receiverPhone
    deliveryTime {
      id
    }
    organization {
      name
      registerNumber
      workerCount
      direction
      address
      phone
    }
  }
}
fragment CheckoutPayment on Payment {
  id
  orderNumber
  method
  amount
  state
  failureCode
  bankAccount {
    bankName
    accountName
    accountNumber
    iban
    reference
  }
  qr {
    payload
    svg
    payUrl
    expiresAt
  }
  redirectUrl
  testMode
}`) as unknown as TypedDocumentString<CheckoutPlacedOrderQuery, CheckoutPlacedOrderQueryVariables>;
export const CheckoutZipcodeAtDocument = new TypedDocumentString(`
    query CheckoutZipcodeAt($lat: Float!, $lon: Float!) {
  zipcodeAt(lat: $lat, lon: $lon) {
    zipcode
    name
  }
}
    `) as unknown as TypedDocumentString<CheckoutZipcodeAtQuery, CheckoutZipcodeAtQueryVariables>;
export const CheckoutLoyaltyPointsDocument = new TypedDocumentString(`
    query CheckoutLoyaltyPoints {
  loyaltyPoints
}
    `) as unknown as TypedDocumentString<CheckoutLoyaltyPointsQuery, CheckoutLoyaltyPointsQueryVariables>;
export const CheckoutShippingMethodsDocument = new TypedDocumentString(`
    query CheckoutShippingMethods {
  shippingMethods {
    code
    name
    cost
    etaHours
  }
}
    `) as unknown as TypedDocumentString<CheckoutShippingMethodsQuery, CheckoutShippingMethodsQueryVariables>;
export const CheckoutPaymentMethodsDocument = new TypedDocumentString(`
    query CheckoutPaymentMethods($orderNumber: String) {
  paymentMethods(orderNumber: $orderNumber) {
    code
    kind
    name
    minimum
    available
    unavailableReason
    banks {
      code
      name
    }
  }
}
    `) as unknown as TypedDocumentString<CheckoutPaymentMethodsQuery, CheckoutPaymentMethodsQueryVariables>;
export const CheckoutLeaseQuoteDocument = new TypedDocumentString(`
    query CheckoutLeaseQuote($amount: Int!, $months: Int, $downPayment: Int) {
  leaseQuote(amount: $amount, months: $months, downPayment: $downPayment) {
    ...LeaseTerms
  }
}
    fragment LeaseTerms on LeaseQuote {
  amount
  eligible
  reason
  downPayment
  financed
  months
  monthly
  interestPercent
  allowedMin
  allowedMax
  monthOptions
}`) as unknown as TypedDocumentString<CheckoutLeaseQuoteQuery, CheckoutLeaseQuoteQueryVariables>;
export const SetCheckoutDetailsDocument = new TypedDocumentString(`
    mutation SetCheckoutDetails($input: CheckoutDetailsInput!) {
  setCheckoutDetails(input: $input) {
    ...CheckoutOrder
  }
}
    fragment CheckoutOrder on Order {
  number
  state
  status
  statusDetails
  itemTotal
  shipTotal
  taxTotal
  adjustmentTotal
  total
  paidTotal
  amountDue
  paymentMethod
  paymentDueAt
  adjustments {
    kind
    code
    amount
    label
  }
  lineItems {
    id
    quantity
    price
    total
    product {
      name
      sku
      slug
      image
      variant {
        name
        value
      }
    }
  }
  shipping {
    method
    name
    cost
  }
  checkout {
    delivery
    address {
      province
      district
      address
      zipcode
    }
    pickupLocation {
      code
      name
    }
    receiverName
    receiverPhone
    deliveryTime {
      id
    }
    organization {
      name
      registerNumber
      workerCount
      direction
      address
      phone
    }
  }
}`) as unknown as TypedDocumentString<SetCheckoutDetailsMutation, SetCheckoutDetailsMutationVariables>;
export const ChooseShippingMethodDocument = new TypedDocumentString(`
    mutation ChooseShippingMethod($code: String!) {
  chooseShippingMethod(code: $code) {
    ...CheckoutOrder
  }
}
    fragment CheckoutOrder on Order {
  number
  state
  status
  statusDetails
  itemTotal
  shipTotal
  taxTotal
  adjustmentTotal
  total
  paidTotal
  amountDue
  paymentMethod
  paymentDueAt
  adjustments {
    kind
    code
    amount
    label
  }
  lineItems {
    id
    quantity
    price
    total
    product {
      name
      sku
      slug
      image
      variant {
        name
        value
      }
    }
  }
  shipping {
    method
    name
    cost
  }
  checkout {
    delivery
    address {
      province
      district
      address
      zipcode
    }
    pickupLocation {
      code
      name
    }
    receiverName
    receiverPhone
    deliveryTime {
      id
    }
    organization {
      name
      registerNumber
      workerCount
      direction
      address
      phone
    }
  }
}`) as unknown as TypedDocumentString<ChooseShippingMethodMutation, ChooseShippingMethodMutationVariables>;
export const ApplyCouponDocument = new TypedDocumentString(`
    mutation ApplyCoupon($code: String!) {
  applyCoupon(code: $code) {
    ...CheckoutOrder
  }
}
    fragment CheckoutOrder on Order {
  number
  state
  status
  statusDetails
  itemTotal
  shipTotal
  taxTotal
  adjustmentTotal
  total
  paidTotal
  amountDue
  paymentMethod
  paymentDueAt
  adjustments {
    kind
    code
    amount
    label
  }
  lineItems {
    id
    quantity
    price
    total
    product {
      name
      sku
      slug
      image
      variant {
        name
        value
      }
    }
  }
  shipping {
    method
    name
    cost
  }
  checkout {
    delivery
    address {
      province
      district
      address
      zipcode
    }
    pickupLocation {
      code
      name
    }
    receiverName
    receiverPhone
    deliveryTime {
      id
    }
    organization {
      name
      registerNumber
      workerCount
      direction
      address
      phone
    }
  }
}`) as unknown as TypedDocumentString<ApplyCouponMutation, ApplyCouponMutationVariables>;
export const ApplyGiftCardDocument = new TypedDocumentString(`
    mutation ApplyGiftCard($number: String!) {
  applyGiftCard(number: $number) {
    ...CheckoutOrder
  }
}
    fragment CheckoutOrder on Order {
  number
  state
  status
  statusDetails
  itemTotal
  shipTotal
  taxTotal
  adjustmentTotal
  total
  paidTotal
  amountDue
  paymentMethod
  paymentDueAt
  adjustments {
    kind
    code
    amount
    label
  }
  lineItems {
    id
    quantity
    price
    total
    product {
      name
      sku
      slug
      image
      variant {
        name
        value
      }
    }
  }
  shipping {
    method
    name
    cost
  }
  checkout {
    delivery
    address {
      province
      district
      address
      zipcode
    }
    pickupLocation {
      code
      name
    }
    receiverName
    receiverPhone
    deliveryTime {
      id
    }
    organization {
      name
      registerNumber
      workerCount
      direction
      address
      phone
    }
  }
}`) as unknown as TypedDocumentString<ApplyGiftCardMutation, ApplyGiftCardMutationVariables>;
export const ApplyStoreCreditDocument = new TypedDocumentString(`
    mutation ApplyStoreCredit($amount: Int!) {
  applyStoreCredit(amount: $amount) {
    ...CheckoutOrder
  }
}
    fragment CheckoutOrder on Order {
  number
  state
  status
  statusDetails
  itemTotal
  shipTotal
  taxTotal
  adjustmentTotal
  total
  paidTotal
  amountDue
  paymentMethod
  paymentDueAt
  adjustments {
    kind
    code
    amount
    label
  }
  lineItems {
    id
    quantity
    price
    total
    product {
      name
      sku
      slug
      image
      variant {
        name
        value
      }
    }
  }
  shipping {
    method
    name
    cost
  }
  checkout {
    delivery
    address {
      province
      district
      address
      zipcode
    }
    pickupLocation {
      code
      name
    }
    receiverName
    receiverPhone
    deliveryTime {
      id
    }
    organization {
      name
      registerNumber
      workerCount
      direction
      address
      phone
    }
  }
}`) as unknown as TypedDocumentString<ApplyStoreCreditMutation, ApplyStoreCreditMutationVariables>;
export const ApplyLoyaltyPointsDocument = new TypedDocumentString(`
    mutation ApplyLoyaltyPoints($points: Int!) {
  applyLoyaltyPoints(points: $points) {
    ...CheckoutOrder
  }
}
    fragment CheckoutOrder on Order {
  number
  state
  status
  statusDetails
  itemTotal
  shipTotal
  taxTotal
  adjustmentTotal
  total
  paidTotal
  amountDue
  paymentMethod
  paymentDueAt
  adjustments {
    kind
    code
    amount
    label
  }
  lineItems {
    id
    quantity
    price
    total
    product {
      name
      sku
      slug
      image
      variant {
        name
        value
      }
    }
  }
  shipping {
    method
    name
    cost
  }
  checkout {
    delivery
    address {
      province
      district
      address
      zipcode
    }
    pickupLocation {
      code
      name
    }
    receiverName
    receiverPhone
    deliveryTime {
      id
    }
    organization {
      name
      registerNumber
      workerCount
      direction
      address
      phone
    }
  }
}`) as unknown as TypedDocumentString<ApplyLoyaltyPointsMutation, ApplyLoyaltyPointsMutationVariables>;
export const RemoveAdjustmentDocument = new TypedDocumentString(`
    mutation RemoveAdjustment($kind: AdjustmentKind!, $code: String!) {
  removeAdjustment(kind: $kind, code: $code) {
    ...CheckoutOrder
  }
}
    fragment CheckoutOrder on Order {
  number
  state
  status
  statusDetails
  itemTotal
  shipTotal
  taxTotal
  adjustmentTotal
  total
  paidTotal
  amountDue
  paymentMethod
  paymentDueAt
  adjustments {
    kind
    code
    amount
    label
  }
  lineItems {
    id
    quantity
    price
    total
    product {
      name
      sku
      slug
      image
      variant {
        name
        value
      }
    }
  }
  shipping {
    method
    name
    cost
  }
  checkout {
    delivery
    address {
      province
      district
      address
      zipcode
    }
    pickupLocation {
      code
      name
    }
    receiverName
    receiverPhone
    deliveryTime {
      id
    }
    organization {
      name
      registerNumber
      workerCount
      direction
      address
      phone
    }
  }
}`) as unknown as TypedDocumentString<RemoveAdjustmentMutation, RemoveAdjustmentMutationVariables>;
export const PlaceOrderDocument = new TypedDocumentString(`
    mutation PlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    order {
      ...CheckoutOrder
    }
    payment {
      ...CheckoutPayment
    }
  }
}
    fragment CheckoutOrder on Order {
  number
  state
  status
  statusDetails
  itemTotal
  shipTotal
  taxTotal
  adjustmentTotal
  total
  paidTotal
  amountDue
  paymentMethod
  paymentDueAt
  adjustments {
    kind
    code
    amount
    label
  }
  lineItems {
    id
    quantity
    price
    total
    product {
      name
      sku
      slug
      image
      variant {
        name
        value
      }
    }
  }
  shipping {
    method
    name
    cost
  }
  checkout {
    delivery
    address {
      province
      district
      address
      zipcode
    }
    pickupLocation {
      code
      name
    }
    receiverName
    receiverPhone
    deliveryTime {
      id
    }
    organization {
      name
      registerNumber
      workerCount
      direction
      address
      phone
    }
  }
}
fragment CheckoutPayment on Payment {
  id
  orderNumber
  method
  amount
  state
  failureCode
  bankAccount {
    bankName
    accountName
    accountNumber
    iban
    reference
  }
  qr {
    payload
    svg
    payUrl
    expiresAt
  }
  redirectUrl
  testMode
}`) as unknown as TypedDocumentString<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const RequestLeaseDocument = new TypedDocumentString(`
    mutation RequestLease($input: LeaseRequestInput!) {
  requestLease(input: $input) {
    ...CheckoutOrder
  }
}
    fragment CheckoutOrder on Order {
  number
  state
  status
  statusDetails
  itemTotal
  shipTotal
  taxTotal
  adjustmentTotal
  total
  paidTotal
  amountDue
  paymentMethod
  paymentDueAt
  adjustments {
    kind
    code
    amount
    label
  }
  lineItems {
    id
    quantity
    price
    total
    product {
      name
      sku
      slug
      image
      variant {
        name
        value
      }
    }
  }
  shipping {
    method
    name
    cost
  }
  checkout {
    delivery
    address {
      province
      district
      address
      zipcode
    }
    pickupLocation {
      code
      name
    }
    receiverName
    receiverPhone
    deliveryTime {
      id
    }
    organization {
      name
      registerNumber
      workerCount
      direction
      address
      phone
    }
  }
}`) as unknown as TypedDocumentString<RequestLeaseMutation, RequestLeaseMutationVariables>;
export const StartPaymentDocument = new TypedDocumentString(`
    mutation StartPayment($input: StartPaymentInput!) {
  startPayment(input: $input) {
    ...CheckoutPayment
  }
}
    fragment CheckoutPayment on Payment {
  id
  orderNumber
  method
  amount
  state
  failureCode
  bankAccount {
    bankName
    accountName
    accountNumber
    iban
    reference
  }
  qr {
    payload
    svg
    payUrl
    expiresAt
  }
  redirectUrl
  testMode
}`) as unknown as TypedDocumentString<StartPaymentMutation, StartPaymentMutationVariables>;
export const PayByCardDocument = new TypedDocumentString(`
    mutation PayByCard($input: CardPaymentInput!) {
  payByCard(input: $input) {
    ...CheckoutPayment
  }
}
    fragment CheckoutPayment on Payment {
  id
  orderNumber
  method
  amount
  state
  failureCode
  bankAccount {
    bankName
    accountName
    accountNumber
    iban
    reference
  }
  qr {
    payload
    svg
    payUrl
    expiresAt
  }
  redirectUrl
  testMode
}`) as unknown as TypedDocumentString<PayByCardMutation, PayByCardMutationVariables>;
export const ConfirmPaymentTanDocument = new TypedDocumentString(`
    mutation ConfirmPaymentTan($input: TanInput!) {
  confirmPaymentTan(input: $input) {
    ...CheckoutPayment
  }
}
    fragment CheckoutPayment on Payment {
  id
  orderNumber
  method
  amount
  state
  failureCode
  bankAccount {
    bankName
    accountName
    accountNumber
    iban
    reference
  }
  qr {
    payload
    svg
    payUrl
    expiresAt
  }
  redirectUrl
  testMode
}`) as unknown as TypedDocumentString<ConfirmPaymentTanMutation, ConfirmPaymentTanMutationVariables>;
export const OrderUpdatedDocument = new TypedDocumentString(`
    subscription OrderUpdated($number: String!) {
  orderUpdated(number: $number) {
    ...CheckoutOrder
  }
}
    fragment CheckoutOrder on Order {
  number
  state
  status
  statusDetails
  itemTotal
  shipTotal
  taxTotal
  adjustmentTotal
  total
  paidTotal
  amountDue
  paymentMethod
  paymentDueAt
  adjustments {
    kind
    code
    amount
    label
  }
  lineItems {
    id
    quantity
    price
    total
    product {
      name
      sku
      slug
      image
      variant {
        name
        value
      }
    }
  }
  shipping {
    method
    name
    cost
  }
  checkout {
    delivery
    address {
      province
      district
      address
      zipcode
    }
    pickupLocation {
      code
      name
    }
    receiverName
    receiverPhone
    deliveryTime {
      id
    }
    organization {
      name
      registerNumber
      workerCount
      direction
      address
      phone
    }
  }
}`) as unknown as TypedDocumentString<OrderUpdatedSubscription, OrderUpdatedSubscriptionVariables>;
export const SavedCardsDocument = new TypedDocumentString(`
    query SavedCards {
  savedCards {
    ...SavedCardFields
  }
}
    fragment SavedCardFields on SavedCard {
  id
  brand
  last4
  expiry
  holder
}`) as unknown as TypedDocumentString<SavedCardsQuery, SavedCardsQueryVariables>;
export const RegisterCardDocument = new TypedDocumentString(`
    mutation RegisterCard($input: RegisterCardInput!) {
  registerCard(input: $input) {
    ...SavedCardFields
  }
}
    fragment SavedCardFields on SavedCard {
  id
  brand
  last4
  expiry
  holder
}`) as unknown as TypedDocumentString<RegisterCardMutation, RegisterCardMutationVariables>;
export const RemoveCardDocument = new TypedDocumentString(`
    mutation RemoveCard($id: ID!) {
  removeCard(id: $id)
}
    `) as unknown as TypedDocumentString<RemoveCardMutation, RemoveCardMutationVariables>;
export const PayInAppDocument = new TypedDocumentString(`
    mutation PayInApp($input: InAppPaymentInput!) {
  payInApp(input: $input) {
    ...CheckoutPayment
  }
}
    fragment CheckoutPayment on Payment {
  id
  orderNumber
  method
  amount
  state
  failureCode
  bankAccount {
    bankName
    accountName
    accountNumber
    iban
    reference
  }
  qr {
    payload
    svg
    payUrl
    expiresAt
  }
  redirectUrl
  testMode
}`) as unknown as TypedDocumentString<PayInAppMutation, PayInAppMutationVariables>;
export const CheckoutWalletDocument = new TypedDocumentString(`
    query CheckoutWallet {
  wallet {
    balance
    usableOnCart
    minimumUse
  }
}
    `) as unknown as TypedDocumentString<CheckoutWalletQuery, CheckoutWalletQueryVariables>;
export const CompareProductsDocument = new TypedDocumentString(`
    query CompareProducts($slugs: [String!]!) {
  productsBySlugs(slugs: $slugs) {
    id
    slug
    name
    image
    price
    sellingPrice
    salePercent
    inStock
    totalOnHand
    brand {
      name
    }
    properties {
      name
      value
    }
  }
}
    `) as unknown as TypedDocumentString<CompareProductsQuery, CompareProductsQueryVariables>;
export const BrandsDocument = new TypedDocumentString(`
    query Brands($page: Int, $perPage: Int) {
  brands(page: $page, perPage: $perPage) {
    items {
      ...BrandListingFields
    }
    total
    more
  }
}
    fragment BrandListingFields on BrandDetail {
  code
  name
  logo
}`) as unknown as TypedDocumentString<BrandsQuery, BrandsQueryVariables>;
export const BrandProductsDocument = new TypedDocumentString(`
    query BrandProducts($code: String!, $input: SearchInput!) {
  brandByCode(code: $code) {
    ...BrandListingFields
    story
  }
  search(input: $input) {
    items {
      ...ProductCardFields
    }
    total
    page
    perPage
    more
    fuzzy
    facets {
      ...SearchFacetsFields
    }
  }
}
    fragment BrandListingFields on BrandDetail {
  code
  name
  logo
}
fragment ProductCardFields on ProductCard {
  id
  slug
  name
  image
  price
  sellingPrice
  salePercent
  brand
  inStock
  averageRating
  totalReviews
  variantId
}
fragment SearchFacetsFields on SearchFacets {
  taxons {
    level
    buckets {
      value
      label
      count
    }
  }
  brands {
    value
    label
    count
  }
  options {
    type
    buckets {
      value
      label
      count
    }
  }
  price {
    min
    max
  }
}`) as unknown as TypedDocumentString<BrandProductsQuery, BrandProductsQueryVariables>;
export const ShopPageDocument = new TypedDocumentString(`
    query ShopPage($slug: String!) {
  shopPage(slug: $slug) {
    slug
    title
    body
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<ShopPageQuery, ShopPageQueryVariables>;
export const BranchesDocument = new TypedDocumentString(`
    query Branches {
  siteData {
    storeLocations {
      id
      code
      name
      address
      phone
      hours
      latitude
      longitude
      pickup
    }
  }
}
    `) as unknown as TypedDocumentString<BranchesQuery, BranchesQueryVariables>;
export const PromotionsDocument = new TypedDocumentString(`
    query Promotions {
  promotions {
    ...PromotionFields
  }
}
    fragment PromotionFields on Promotion {
  id
  code
  name
  description
  endsAt
  productCount
}`) as unknown as TypedDocumentString<PromotionsQuery, PromotionsQueryVariables>;
export const PromotionProductsDocument = new TypedDocumentString(`
    query PromotionProducts($id: ID!, $page: Int, $perPage: Int) {
  promotion(id: $id, page: $page, perPage: $perPage) {
    promotion {
      ...PromotionFields
    }
    products {
      ...ProductPageFields
    }
  }
}
    fragment PromotionFields on Promotion {
  id
  code
  name
  description
  endsAt
  productCount
}
fragment ProductCardFields on ProductCard {
  id
  slug
  name
  image
  price
  sellingPrice
  salePercent
  brand
  inStock
  averageRating
  totalReviews
  variantId
}
fragment ProductPageFields on ProductPage {
  items {
    ...ProductCardFields
  }
  total
  page
  perPage
  more
}`) as unknown as TypedDocumentString<PromotionProductsQuery, PromotionProductsQueryVariables>;
export const BadgeProductsDocument = new TypedDocumentString(`
    query BadgeProducts($id: ID!, $page: Int, $perPage: Int) {
  badgeProducts(id: $id, page: $page, perPage: $perPage) {
    badge {
      id
      code
      name
      color
    }
    products {
      ...ProductPageFields
    }
  }
}
    fragment ProductCardFields on ProductCard {
  id
  slug
  name
  image
  price
  sellingPrice
  salePercent
  brand
  inStock
  averageRating
  totalReviews
  variantId
}
fragment ProductPageFields on ProductPage {
  items {
    ...ProductCardFields
  }
  total
  page
  perPage
  more
}`) as unknown as TypedDocumentString<BadgeProductsQuery, BadgeProductsQueryVariables>;
export const VendorProductsDocument = new TypedDocumentString(`
    query VendorProducts($id: ID!, $page: Int, $perPage: Int) {
  vendorProducts(id: $id, page: $page, perPage: $perPage) {
    vendor {
      id
      name
      logo
    }
    products {
      ...ProductPageFields
    }
  }
}
    fragment ProductCardFields on ProductCard {
  id
  slug
  name
  image
  price
  sellingPrice
  salePercent
  brand
  inStock
  averageRating
  totalReviews
  variantId
}
fragment ProductPageFields on ProductPage {
  items {
    ...ProductCardFields
  }
  total
  page
  perPage
  more
}`) as unknown as TypedDocumentString<VendorProductsQuery, VendorProductsQueryVariables>;
export const MyCouponsDocument = new TypedDocumentString(`
    query MyCoupons {
  myCoupons {
    id
    kind
    code
    discountType
    discountValue
    minOrder
    startsAt
    endsAt
    status
    usesLeft
    terms {
      kind
      amount
      date
    }
  }
}
    `) as unknown as TypedDocumentString<MyCouponsQuery, MyCouponsQueryVariables>;
export const SendCouponByEmailDocument = new TypedDocumentString(`
    mutation SendCouponByEmail($id: ID!) {
  sendCouponByEmail(id: $id) {
    sentTo
  }
}
    `) as unknown as TypedDocumentString<SendCouponByEmailMutation, SendCouponByEmailMutationVariables>;
export const CheckGiftCardDocument = new TypedDocumentString(`
    mutation CheckGiftCard($number: String!) {
  checkGiftCard(number: $number) {
    last4
    balance
    minOrder
    maxSharePercent
    expiresAt
    expired
  }
}
    `) as unknown as TypedDocumentString<CheckGiftCardMutation, CheckGiftCardMutationVariables>;
export const LoyaltyHistoryDocument = new TypedDocumentString(`
    query LoyaltyHistory($page: Int!) {
  loyaltyHistory(page: $page) {
    points
    more
    entries {
      id
      kind
      points
      orderNumber
      occurredAt
    }
  }
}
    `) as unknown as TypedDocumentString<LoyaltyHistoryQuery, LoyaltyHistoryQueryVariables>;
export const HomeSectionsDocument = new TypedDocumentString(`
    query HomeSections($seed: Int) {
  collections(names: [DEALS, NEW_ARRIVALS, SALE, LIFESTYLE], seed: $seed) {
    name
    items {
      ...ProductCardFields
    }
  }
}
    fragment ProductCardFields on ProductCard {
  id
  slug
  name
  image
  price
  sellingPrice
  salePercent
  brand
  inStock
  averageRating
  totalReviews
  variantId
}`) as unknown as TypedDocumentString<HomeSectionsQuery, HomeSectionsQueryVariables>;
export const MyTicketsDocument = new TypedDocumentString(`
    query MyTickets {
  myTickets {
    ...ShopperTicketFields
  }
}
    fragment ShopperTicketFields on ShopperTicket {
  code
  eventName
  venue
  startsAt
  orderNumber
  productName
  productSlug
  issuedAt
  usedAt
  usedBy
  qr {
    size
    path
  }
}`) as unknown as TypedDocumentString<MyTicketsQuery, MyTicketsQueryVariables>;
export const MyLicensesDocument = new TypedDocumentString(`
    query MyLicenses {
  licenses {
    ...LicenseFields
  }
}
    fragment LicenseFields on License {
  key
  kind
  orderNumber
  productName
  productSlug
  issuedAt
}`) as unknown as TypedDocumentString<MyLicensesQuery, MyLicensesQueryVariables>;
export const OrderDetailDocument = new TypedDocumentString(`
    query OrderDetail($number: String!) {
  order(number: $number) {
    ...OrderDetailFields
  }
}
    fragment ShopperTicketFields on ShopperTicket {
  code
  eventName
  venue
  startsAt
  orderNumber
  productName
  productSlug
  issuedAt
  usedAt
  usedBy
  qr {
    size
    path
  }
}
fragment LicenseFields on License {
  key
  kind
  orderNumber
  productName
  productSlug
  issuedAt
}
fragment OrderDetailFields on Order {
  number
  state
  status
  statusDetails
  createdAt
  itemTotal
  shipTotal
  taxTotal
  adjustmentTotal
  total
  totalQuantity
  paidTotal
  amountDue
  paymentMethod
  paymentDueAt
  deliveredAt
  returnRequest {
    reason
    requestedAt
    refusal
  }
  checkout {
    delivery
    address {
      province
      district
      address
      zipcode
      country
    }
    pickupLocation {
      code
      name
      address
      hours
    }
    receiverName
    receiverPhone
    deliveryTime {
      id
      label
      from
      to
    }
  }
  shipping {
    method
    name
    cost
  }
  adjustments {
    kind
    code
    amount
    label
  }
  payments {
    id
    method
    amount
    state
    failureCode
    createdAt
    bankAccount {
      bankName
      accountName
      accountNumber
      iban
      reference
    }
  }
  lineItems {
    id
    quantity
    price
    total
    product {
      name
      slug
      sku
      image
    }
  }
  events {
    id
    type
    occurredAt
    actor
    status
    productName
    quantity
    amount
  }
  eTickets {
    ...ShopperTicketFields
  }
  licenses {
    ...LicenseFields
  }
}`) as unknown as TypedDocumentString<OrderDetailQuery, OrderDetailQueryVariables>;
export const CancelOrderFromPageDocument = new TypedDocumentString(`
    mutation CancelOrderFromPage($number: String!) {
  cancelOrder(number: $number) {
    ...OrderDetailFields
  }
}
    fragment ShopperTicketFields on ShopperTicket {
  code
  eventName
  venue
  startsAt
  orderNumber
  productName
  productSlug
  issuedAt
  usedAt
  usedBy
  qr {
    size
    path
  }
}
fragment LicenseFields on License {
  key
  kind
  orderNumber
  productName
  productSlug
  issuedAt
}
fragment OrderDetailFields on Order {
  number
  state
  status
  statusDetails
  createdAt
  itemTotal
  shipTotal
  taxTotal
  adjustmentTotal
  total
  totalQuantity
  paidTotal
  amountDue
  paymentMethod
  paymentDueAt
  deliveredAt
  returnRequest {
    reason
    requestedAt
    refusal
  }
  checkout {
    delivery
    address {
      province
      district
      address
      zipcode
      country
    }
    pickupLocation {
      code
      name
      address
      hours
    }
    receiverName
    receiverPhone
    deliveryTime {
      id
      label
      from
      to
    }
  }
  shipping {
    method
    name
    cost
  }
  adjustments {
    kind
    code
    amount
    label
  }
  payments {
    id
    method
    amount
    state
    failureCode
    createdAt
    bankAccount {
      bankName
      accountName
      accountNumber
      iban
      reference
    }
  }
  lineItems {
    id
    quantity
    price
    total
    product {
      name
      slug
      sku
      image
    }
  }
  events {
    id
    type
    occurredAt
    actor
    status
    productName
    quantity
    amount
  }
  eTickets {
    ...ShopperTicketFields
  }
  licenses {
    ...LicenseFields
  }
}`) as unknown as TypedDocumentString<CancelOrderFromPageMutation, CancelOrderFromPageMutationVariables>;
export const RequestOrderReturnDocument = new TypedDocumentString(`
    mutation RequestOrderReturn($number: String!, $reason: String!) {
  requestReturn(number: $number, reason: $reason) {
    ...OrderDetailFields
  }
}
    fragment ShopperTicketFields on ShopperTicket {
  code
  eventName
  venue
  startsAt
  orderNumber
  productName
  productSlug
  issuedAt
  usedAt
  usedBy
  qr {
    size
    path
  }
}
fragment LicenseFields on License {
  key
  kind
  orderNumber
  productName
  productSlug
  issuedAt
}
fragment OrderDetailFields on Order {
  number
  state
  status
  statusDetails
  createdAt
  itemTotal
  shipTotal
  taxTotal
  adjustmentTotal
  total
  totalQuantity
  paidTotal
  amountDue
  paymentMethod
  paymentDueAt
  deliveredAt
  returnRequest {
    reason
    requestedAt
    refusal
  }
  checkout {
    delivery
    address {
      province
      district
      address
      zipcode
      country
    }
    pickupLocation {
      code
      name
      address
      hours
    }
    receiverName
    receiverPhone
    deliveryTime {
      id
      label
      from
      to
    }
  }
  shipping {
    method
    name
    cost
  }
  adjustments {
    kind
    code
    amount
    label
  }
  payments {
    id
    method
    amount
    state
    failureCode
    createdAt
    bankAccount {
      bankName
      accountName
      accountNumber
      iban
      reference
    }
  }
  lineItems {
    id
    quantity
    price
    total
    product {
      name
      slug
      sku
      image
    }
  }
  events {
    id
    type
    occurredAt
    actor
    status
    productName
    quantity
    amount
  }
  eTickets {
    ...ShopperTicketFields
  }
  licenses {
    ...LicenseFields
  }
}`) as unknown as TypedDocumentString<RequestOrderReturnMutation, RequestOrderReturnMutationVariables>;
export const OrdersDocument = new TypedDocumentString(`
    query Orders($page: Int!, $perPage: Int!) {
  orders(page: $page, perPage: $perPage) {
    items {
      number
      status
      createdAt
      total
      totalQuantity
    }
    total
    more
  }
}
    `) as unknown as TypedDocumentString<OrdersQuery, OrdersQueryVariables>;
export const StaffRouletteDocument = new TypedDocumentString(`
    query StaffRoulette {
  staffMe {
    ...StaffFields
  }
  staffRoulette {
    ...StaffRouletteFields
  }
}
    fragment StaffFields on StaffUser {
  id
  name
  email
  roles
}
fragment StaffRouletteFields on StaffRoulette {
  wheels {
    id
    name
    minOrderTotal
    loseWeight
    active
  }
  prizes {
    id
    wheel
    name
    nameMn
    nameEn
    kind
    couponCode
    creditAmount
    weight
    active
    stocks {
      locationId
      received
      won
      remaining
    }
  }
  locations {
    id
    name
    nameMn
    nameEn
    address
  }
  numbers {
    ...RouletteNumberFields
  }
  spins {
    ...RouletteNumberFields
  }
}
fragment RouletteNumberFields on RouletteNumber {
  code
  wheel
  userId
  orderNumber
  issuedAt
  spunAt
  locationId
  prizeName
  spunBy
  holderName
}`) as unknown as TypedDocumentString<StaffRouletteQuery, StaffRouletteQueryVariables>;
export const StaffAddPrizeStockDocument = new TypedDocumentString(`
    mutation StaffAddPrizeStock($prizeId: ID!, $locationId: String!, $quantity: Int!) {
  staffAddPrizeStock(
    prizeId: $prizeId
    locationId: $locationId
    quantity: $quantity
  ) {
    ...StaffRouletteFields
  }
}
    fragment StaffRouletteFields on StaffRoulette {
  wheels {
    id
    name
    minOrderTotal
    loseWeight
    active
  }
  prizes {
    id
    wheel
    name
    nameMn
    nameEn
    kind
    couponCode
    creditAmount
    weight
    active
    stocks {
      locationId
      received
      won
      remaining
    }
  }
  locations {
    id
    name
    nameMn
    nameEn
    address
  }
  numbers {
    ...RouletteNumberFields
  }
  spins {
    ...RouletteNumberFields
  }
}
fragment RouletteNumberFields on RouletteNumber {
  code
  wheel
  userId
  orderNumber
  issuedAt
  spunAt
  locationId
  prizeName
  spunBy
  holderName
}`) as unknown as TypedDocumentString<StaffAddPrizeStockMutation, StaffAddPrizeStockMutationVariables>;
export const StaffSetWheelDocument = new TypedDocumentString(`
    mutation StaffSetWheel($wheel: PrizeWheelKind!, $minOrderTotal: Int!, $loseWeight: Int!, $active: Boolean!) {
  staffSetWheel(
    wheel: $wheel
    minOrderTotal: $minOrderTotal
    loseWeight: $loseWeight
    active: $active
  ) {
    ...StaffRouletteFields
  }
}
    fragment StaffRouletteFields on StaffRoulette {
  wheels {
    id
    name
    minOrderTotal
    loseWeight
    active
  }
  prizes {
    id
    wheel
    name
    nameMn
    nameEn
    kind
    couponCode
    creditAmount
    weight
    active
    stocks {
      locationId
      received
      won
      remaining
    }
  }
  locations {
    id
    name
    nameMn
    nameEn
    address
  }
  numbers {
    ...RouletteNumberFields
  }
  spins {
    ...RouletteNumberFields
  }
}
fragment RouletteNumberFields on RouletteNumber {
  code
  wheel
  userId
  orderNumber
  issuedAt
  spunAt
  locationId
  prizeName
  spunBy
  holderName
}`) as unknown as TypedDocumentString<StaffSetWheelMutation, StaffSetWheelMutationVariables>;
export const StaffSaveRouletteLocationDocument = new TypedDocumentString(`
    mutation StaffSaveRouletteLocation($input: RouletteLocationInput!) {
  staffSaveRouletteLocation(input: $input) {
    ...StaffRouletteFields
  }
}
    fragment StaffRouletteFields on StaffRoulette {
  wheels {
    id
    name
    minOrderTotal
    loseWeight
    active
  }
  prizes {
    id
    wheel
    name
    nameMn
    nameEn
    kind
    couponCode
    creditAmount
    weight
    active
    stocks {
      locationId
      received
      won
      remaining
    }
  }
  locations {
    id
    name
    nameMn
    nameEn
    address
  }
  numbers {
    ...RouletteNumberFields
  }
  spins {
    ...RouletteNumberFields
  }
}
fragment RouletteNumberFields on RouletteNumber {
  code
  wheel
  userId
  orderNumber
  issuedAt
  spunAt
  locationId
  prizeName
  spunBy
  holderName
}`) as unknown as TypedDocumentString<StaffSaveRouletteLocationMutation, StaffSaveRouletteLocationMutationVariables>;
export const StaffSavePrizeDocument = new TypedDocumentString(`
    mutation StaffSavePrize($input: StaffPrizeInput!) {
  staffSavePrize(input: $input) {
    ...StaffRouletteFields
  }
}
    fragment StaffRouletteFields on StaffRoulette {
  wheels {
    id
    name
    minOrderTotal
    loseWeight
    active
  }
  prizes {
    id
    wheel
    name
    nameMn
    nameEn
    kind
    couponCode
    creditAmount
    weight
    active
    stocks {
      locationId
      received
      won
      remaining
    }
  }
  locations {
    id
    name
    nameMn
    nameEn
    address
  }
  numbers {
    ...RouletteNumberFields
  }
  spins {
    ...RouletteNumberFields
  }
}
fragment RouletteNumberFields on RouletteNumber {
  code
  wheel
  userId
  orderNumber
  issuedAt
  spunAt
  locationId
  prizeName
  spunBy
  holderName
}`) as unknown as TypedDocumentString<StaffSavePrizeMutation, StaffSavePrizeMutationVariables>;
export const StaffCheckRouletteNumberDocument = new TypedDocumentString(`
    query StaffCheckRouletteNumber($number: String!, $locationId: String!) {
  staffCheckRouletteNumber(number: $number, locationId: $locationId) {
    number {
      ...RouletteNumberFields
    }
    segments {
      oddsPercent
      inStock
      prize {
        ...PrizeFields
      }
    }
  }
}
    fragment RouletteNumberFields on RouletteNumber {
  code
  wheel
  userId
  orderNumber
  issuedAt
  spunAt
  locationId
  prizeName
  spunBy
  holderName
}
fragment PrizeFields on Prize {
  id
  name
  kind
  couponCode
  creditAmount
}`) as unknown as TypedDocumentString<StaffCheckRouletteNumberQuery, StaffCheckRouletteNumberQueryVariables>;
export const StaffSpinRouletteNumberDocument = new TypedDocumentString(`
    mutation StaffSpinRouletteNumber($number: String!, $locationId: String!) {
  staffSpinRouletteNumber(number: $number, locationId: $locationId) {
    number
    won
    segment
    spunAt
    prize {
      ...PrizeFields
    }
  }
}
    fragment PrizeFields on Prize {
  id
  name
  kind
  couponCode
  creditAmount
}`) as unknown as TypedDocumentString<StaffSpinRouletteNumberMutation, StaffSpinRouletteNumberMutationVariables>;
export const PrizeWheelDocument = new TypedDocumentString(`
    query PrizeWheel($wheel: PrizeWheelKind!) {
  me {
    id
  }
  prizeWheel(wheel: $wheel) {
    id
    name
    active
    minOrderTotal
    spinsLeft
    segments {
      oddsPercent
      inStock
      prize {
        ...PrizeFields
      }
    }
    recentSpins {
      number
      spunAt
      prize {
        ...PrizeFields
      }
    }
  }
}
    fragment PrizeFields on Prize {
  id
  name
  kind
  couponCode
  creditAmount
}`) as unknown as TypedDocumentString<PrizeWheelQuery, PrizeWheelQueryVariables>;
export const SpinPrizeWheelDocument = new TypedDocumentString(`
    mutation SpinPrizeWheel($wheel: PrizeWheelKind!, $number: String) {
  spinPrizeWheel(wheel: $wheel, number: $number) {
    number
    won
    segment
    spunAt
    prize {
      ...PrizeFields
    }
  }
}
    fragment PrizeFields on Prize {
  id
  name
  kind
  couponCode
  creditAmount
}`) as unknown as TypedDocumentString<SpinPrizeWheelMutation, SpinPrizeWheelMutationVariables>;
export const ProductDocument = new TypedDocumentString(`
    query Product($slug: String!) {
  product(slug: $slug) {
    id
    slug
    name
    description
    image
    images
    sku
    price
    sellingPrice
    salePercent
    saleStartAt
    saleExpireAt
    availableOn
    totalOnHand
    inStock
    averageRating
    totalReviews
    brand {
      code
      name
      logo
    }
    store {
      code
      name
    }
    taxon {
      id
      permalink
      name
      breadcrumbs {
        link
        title
      }
    }
    properties {
      name
      value
    }
    variants {
      id
      sku
      price
      sellingPrice
      image
      images
      inStock
      optionValues {
        type
        name
        presentation
      }
    }
    badges {
      id
      code
      name
      color
    }
    packageContents {
      variantId
      quantity
      slug
      name
      sku
      options
      image
      sellingPrice
      inStock
    }
    hasBranchStock
    branchStock {
      ...BranchStockFields
    }
    nutrition {
      ...NutritionFields
    }
    fitsPrinters
    related {
      ...ProductCardFields
    }
    sameSeries {
      ...ProductCardFields
    }
    recommended {
      ...ProductCardFields
    }
  }
}
    fragment ProductCardFields on ProductCard {
  id
  slug
  name
  image
  price
  sellingPrice
  salePercent
  brand
  inStock
  averageRating
  totalReviews
  variantId
}
fragment BranchStockFields on BranchStock {
  code
  name
  address
  hours
  countOnHand
  inStock
  pickupAvailable
}
fragment NutritionFields on NutritionFacts {
  abvPercent
  alcoholGramsPer100ml
  energyKcalPer100ml
  carbohydratesG
  sugarsG
  fatG
  proteinG
  sodiumMg
  standardDrinksPer100ml
  servingMl
  energyKcalPerServing
  allergens
}`) as unknown as TypedDocumentString<ProductQuery, ProductQueryVariables>;
export const ProductsDocument = new TypedDocumentString(`
    query Products($taxon: String, $page: Int, $perPage: Int) {
  products(taxon: $taxon, page: $page, perPage: $perPage) {
    ...ProductPageFields
  }
}
    fragment ProductCardFields on ProductCard {
  id
  slug
  name
  image
  price
  sellingPrice
  salePercent
  brand
  inStock
  averageRating
  totalReviews
  variantId
}
fragment ProductPageFields on ProductPage {
  items {
    ...ProductCardFields
  }
  total
  page
  perPage
  more
}`) as unknown as TypedDocumentString<ProductsQuery, ProductsQueryVariables>;
export const PushPublicKeyDocument = new TypedDocumentString(`
    query PushPublicKey {
  pushPublicKey
}
    `) as unknown as TypedDocumentString<PushPublicKeyQuery, PushPublicKeyQueryVariables>;
export const LinkPushDeviceDocument = new TypedDocumentString(`
    mutation LinkPushDevice($playerId: String!, $subscription: PushSubscriptionInput!) {
  linkPushDevice(playerId: $playerId, subscription: $subscription)
}
    `) as unknown as TypedDocumentString<LinkPushDeviceMutation, LinkPushDeviceMutationVariables>;
export const SearchHistoryDocument = new TypedDocumentString(`
    query SearchHistory {
  searchHistory
}
    `) as unknown as TypedDocumentString<SearchHistoryQuery, SearchHistoryQueryVariables>;
export const MergeSearchHistoryDocument = new TypedDocumentString(`
    mutation MergeSearchHistory($texts: [String!]!) {
  mergeSearchHistory(texts: $texts)
}
    `) as unknown as TypedDocumentString<MergeSearchHistoryMutation, MergeSearchHistoryMutationVariables>;
export const ClearSearchHistoryDocument = new TypedDocumentString(`
    mutation ClearSearchHistory {
  clearSearchHistory
}
    `) as unknown as TypedDocumentString<ClearSearchHistoryMutation, ClearSearchHistoryMutationVariables>;
export const SearchDocument = new TypedDocumentString(`
    query Search($input: SearchInput!) {
  search(input: $input) {
    items {
      ...ProductCardFields
    }
    total
    page
    perPage
    more
    fuzzy
    facets {
      ...SearchFacetsFields
    }
  }
}
    fragment ProductCardFields on ProductCard {
  id
  slug
  name
  image
  price
  sellingPrice
  salePercent
  brand
  inStock
  averageRating
  totalReviews
  variantId
}
fragment SearchFacetsFields on SearchFacets {
  taxons {
    level
    buckets {
      value
      label
      count
    }
  }
  brands {
    value
    label
    count
  }
  options {
    type
    buckets {
      value
      label
      count
    }
  }
  price {
    min
    max
  }
}`) as unknown as TypedDocumentString<SearchQuery, SearchQueryVariables>;
export const SearchPageDocument = new TypedDocumentString(`
    query SearchPage($input: SearchInput!) {
  search(input: $input) {
    items {
      ...ProductCardFields
    }
  }
}
    fragment ProductCardFields on ProductCard {
  id
  slug
  name
  image
  price
  sellingPrice
  salePercent
  brand
  inStock
  averageRating
  totalReviews
  variantId
}`) as unknown as TypedDocumentString<SearchPageQuery, SearchPageQueryVariables>;
export const SuggestDocument = new TypedDocumentString(`
    query Suggest($text: String!) {
  suggest(text: $text) {
    text
    slug
  }
}
    `) as unknown as TypedDocumentString<SuggestQuery, SuggestQueryVariables>;
export const SiteDataDocument = new TypedDocumentString(`
    query SiteData {
  siteData {
    menus {
      title
      link
      children {
        title
        link
      }
    }
    configs {
      defaultLocale
      locales
      productsPerPage
      features
    }
    translation {
      key
      value
    }
  }
  shopPages {
    slug
    title
  }
}
    `) as unknown as TypedDocumentString<SiteDataQuery, SiteDataQueryVariables>;
export const TaxonDocument = new TypedDocumentString(`
    query Taxon($permalink: String!, $input: SearchInput!) {
  taxon(permalink: $permalink) {
    id
    permalink
    name
    depth
    breadcrumbs {
      link
      title
    }
    children {
      id
      permalink
      name
    }
  }
  search(input: $input) {
    items {
      ...ProductCardFields
    }
    total
    page
    perPage
    more
    fuzzy
    facets {
      ...SearchFacetsFields
    }
  }
}
    fragment ProductCardFields on ProductCard {
  id
  slug
  name
  image
  price
  sellingPrice
  salePercent
  brand
  inStock
  averageRating
  totalReviews
  variantId
}
fragment SearchFacetsFields on SearchFacets {
  taxons {
    level
    buckets {
      value
      label
      count
    }
  }
  brands {
    value
    label
    count
  }
  options {
    type
    buckets {
      value
      label
      count
    }
  }
  price {
    min
    max
  }
}`) as unknown as TypedDocumentString<TaxonQuery, TaxonQueryVariables>;
export const WalletPageDocument = new TypedDocumentString(`
    query WalletPage($page: Int!) {
  wallet(page: $page) {
    balance
    cash
    bonus
    more
    rules {
      minOrder
      minUse
      bonusMaxSharePercent
      purchaseBonusPercent
      loyaltyEarnPercent
      rechargeMin
      rechargeMax
    }
    entries {
      id
      amount
      reason
      orderNumber
      occurredAt
    }
  }
}
    `) as unknown as TypedDocumentString<WalletPageQuery, WalletPageQueryVariables>;
export const StartRechargeDocument = new TypedDocumentString(`
    mutation StartRecharge($input: StartRechargeInput!) {
  startRecharge(input: $input) {
    ...WalletRecharge
  }
}
    fragment CheckoutPayment on Payment {
  id
  orderNumber
  method
  amount
  state
  failureCode
  bankAccount {
    bankName
    accountName
    accountNumber
    iban
    reference
  }
  qr {
    payload
    svg
    payUrl
    expiresAt
  }
  redirectUrl
  testMode
}
fragment WalletRecharge on Recharge {
  id
  amount
  state
  failureCode
  expiresAt
  payment {
    ...CheckoutPayment
  }
}`) as unknown as TypedDocumentString<StartRechargeMutation, StartRechargeMutationVariables>;
export const RechargeDocument = new TypedDocumentString(`
    query Recharge($id: ID!) {
  recharge(id: $id) {
    ...WalletRecharge
  }
}
    fragment CheckoutPayment on Payment {
  id
  orderNumber
  method
  amount
  state
  failureCode
  bankAccount {
    bankName
    accountName
    accountNumber
    iban
    reference
  }
  qr {
    payload
    svg
    payUrl
    expiresAt
  }
  redirectUrl
  testMode
}
fragment WalletRecharge on Recharge {
  id
  amount
  state
  failureCode
  expiresAt
  payment {
    ...CheckoutPayment
  }
}`) as unknown as TypedDocumentString<RechargeQuery, RechargeQueryVariables>;
export const HotelRoomsDocument = new TypedDocumentString(`
    query HotelRooms {
  hotel {
    id
    name
    description
    address
    phone
    checkInTime
    checkOutTime
    vatPercent
    cityTaxPercent
    photos
    seasons {
      name
      firstNight
      lastNight
      ratePercent
    }
    amenities {
      id
      name
      icon
    }
  }
  hotelRooms {
    ...HotelRoomCard
  }
}
    fragment HotelRoomCard on HotelRoom {
  id
  slug
  name
  description
  capacity
  beds
  sizeM2
  weekdayRate
  weekendRate
  photos
  amenities {
    id
    name
    icon
  }
}`) as unknown as TypedDocumentString<HotelRoomsQuery, HotelRoomsQueryVariables>;
export const HotelRoomPageDocument = new TypedDocumentString(`
    query HotelRoomPage($slug: String!) {
  hotelRoom(slug: $slug) {
    today
    bookedNights
    hotel {
      id
      name
      checkInTime
      checkOutTime
      vatPercent
      cityTaxPercent
    }
    room {
      ...HotelRoomCard
    }
  }
}
    fragment HotelRoomCard on HotelRoom {
  id
  slug
  name
  description
  capacity
  beds
  sizeM2
  weekdayRate
  weekendRate
  photos
  amenities {
    id
    name
    icon
  }
}`) as unknown as TypedDocumentString<HotelRoomPageQuery, HotelRoomPageQueryVariables>;
export const StayPriceDocument = new TypedDocumentString(`
    query StayPrice($input: StayInput!) {
  stayPrice(input: $input) {
    nightCount
    subtotal
    vat
    cityTax
    total
  }
}
    `) as unknown as TypedDocumentString<StayPriceQuery, StayPriceQueryVariables>;
export const BookRoomDocument = new TypedDocumentString(`
    mutation BookRoom($input: StayInput!, $idempotencyKey: String) {
  bookRoom(input: $input, idempotencyKey: $idempotencyKey) {
    number
  }
}
    `) as unknown as TypedDocumentString<BookRoomMutation, BookRoomMutationVariables>;
export const MyRoomBookingsDocument = new TypedDocumentString(`
    query MyRoomBookings {
  myRoomBookings {
    id
    roomSlug
    roomName
    checkIn
    checkOut
    guests
    orderNumber
    total
    status
  }
}
    `) as unknown as TypedDocumentString<MyRoomBookingsQuery, MyRoomBookingsQueryVariables>;
export const VariantStockItemsDocument = new TypedDocumentString(`
    query VariantStockItems($variantId: ID!) {
  variantStockItems(variantId: $variantId) {
    ...BranchStockFields
  }
}
    fragment BranchStockFields on BranchStock {
  code
  name
  address
  hours
  countOnHand
  inStock
  pickupAvailable
}`) as unknown as TypedDocumentString<VariantStockItemsQuery, VariantStockItemsQueryVariables>;
export const LookBooksDocument = new TypedDocumentString(`
    query LookBooks($page: Int, $perPage: Int) {
  lookBooks(page: $page, perPage: $perPage) {
    items {
      id
      slug
      title
      intro
      cover
      lookCount
      productCount
    }
    total
    more
  }
}
    `) as unknown as TypedDocumentString<LookBooksQuery, LookBooksQueryVariables>;
export const LookBookDocument = new TypedDocumentString(`
    query LookBook($slug: String!) {
  lookBook(slug: $slug) {
    id
    slug
    title
    introHtml
    cover
    looks {
      image
      caption
      spots {
        number
        variantId
        x
        y
        inStock
        taxonPermalink
        product {
          ...ProductCardFields
        }
      }
    }
  }
}
    fragment ProductCardFields on ProductCard {
  id
  slug
  name
  image
  price
  sellingPrice
  salePercent
  brand
  inStock
  averageRating
  totalReviews
  variantId
}`) as unknown as TypedDocumentString<LookBookQuery, LookBookQueryVariables>;
export const MyArticlesDocument = new TypedDocumentString(`
    query MyArticles($page: Int, $perPage: Int) {
  myArticles(page: $page, perPage: $perPage) {
    items {
      ...ArticleCardFields
    }
    totalCount
  }
}
    fragment ArticleCardFields on Article {
  id
  kind
  title
  summary
  tags
  imageUrl
  publishedAt
  commentsCount
  author {
    id
    name
  }
}`) as unknown as TypedDocumentString<MyArticlesQuery, MyArticlesQueryVariables>;
export const ArticleForEditDocument = new TypedDocumentString(`
    query ArticleForEdit($id: ID!) {
  article(kind: ARTICLE, id: $id) {
    id
    title
    summary
    tags
    imageUrl
    bodyHtml
    mine
  }
}
    `) as unknown as TypedDocumentString<ArticleForEditQuery, ArticleForEditQueryVariables>;
export const CreateArticleDocument = new TypedDocumentString(`
    mutation CreateArticle($input: ArticleInput!) {
  createArticle(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateArticleMutation, CreateArticleMutationVariables>;
export const UpdateArticleDocument = new TypedDocumentString(`
    mutation UpdateArticle($id: ID!, $input: ArticleInput!) {
  updateArticle(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateArticleMutation, UpdateArticleMutationVariables>;
export const NewsListDocument = new TypedDocumentString(`
    query NewsList($page: Int, $perPage: Int, $tag: String) {
  news(page: $page, perPage: $perPage, tag: $tag) {
    items {
      ...ArticleCardFields
    }
    totalCount
  }
}
    fragment ArticleCardFields on Article {
  id
  kind
  title
  summary
  tags
  imageUrl
  publishedAt
  commentsCount
  author {
    id
    name
  }
}`) as unknown as TypedDocumentString<NewsListQuery, NewsListQueryVariables>;
export const ArticleListDocument = new TypedDocumentString(`
    query ArticleList($page: Int, $perPage: Int, $tag: String, $authorId: ID) {
  articles(page: $page, perPage: $perPage, tag: $tag, authorId: $authorId) {
    items {
      ...ArticleCardFields
    }
    totalCount
  }
}
    fragment ArticleCardFields on Article {
  id
  kind
  title
  summary
  tags
  imageUrl
  publishedAt
  commentsCount
  author {
    id
    name
  }
}`) as unknown as TypedDocumentString<ArticleListQuery, ArticleListQueryVariables>;
export const SearchNewsDocument = new TypedDocumentString(`
    query SearchNews($text: String!, $kind: ArticleKind, $page: Int, $perPage: Int) {
  searchNews(text: $text, kind: $kind, page: $page, perPage: $perPage) {
    items {
      ...ArticleCardFields
    }
    totalCount
  }
}
    fragment ArticleCardFields on Article {
  id
  kind
  title
  summary
  tags
  imageUrl
  publishedAt
  commentsCount
  author {
    id
    name
  }
}`) as unknown as TypedDocumentString<SearchNewsQuery, SearchNewsQueryVariables>;
export const ArticleTagsDocument = new TypedDocumentString(`
    query ArticleTags($kind: ArticleKind!) {
  articleTags(kind: $kind) {
    name
    count
  }
}
    `) as unknown as TypedDocumentString<ArticleTagsQuery, ArticleTagsQueryVariables>;
export const ArticlePageDocument = new TypedDocumentString(`
    query ArticlePage($kind: ArticleKind!, $id: ID!) {
  article(kind: $kind, id: $id) {
    ...ArticleCardFields
    bodyHtml
    mine
  }
  comments(kind: $kind, articleId: $id, page: 1, perPage: 20) {
    items {
      ...CommentFields
    }
    totalCount
  }
}
    fragment ArticleCardFields on Article {
  id
  kind
  title
  summary
  tags
  imageUrl
  publishedAt
  commentsCount
  author {
    id
    name
  }
}
fragment CommentFields on Comment {
  id
  articleId
  replyId
  authorName
  comment
  deleted
  createdAt
  ratingAverage
  ratingsCount
  myRating
  mine
}`) as unknown as TypedDocumentString<ArticlePageQuery, ArticlePageQueryVariables>;
export const CommentsDocument = new TypedDocumentString(`
    query Comments($kind: ArticleKind!, $articleId: ID!, $page: Int, $perPage: Int) {
  comments(kind: $kind, articleId: $articleId, page: $page, perPage: $perPage) {
    items {
      ...CommentFields
    }
    totalCount
  }
}
    fragment CommentFields on Comment {
  id
  articleId
  replyId
  authorName
  comment
  deleted
  createdAt
  ratingAverage
  ratingsCount
  myRating
  mine
}`) as unknown as TypedDocumentString<CommentsQuery, CommentsQueryVariables>;
export const AddCommentDocument = new TypedDocumentString(`
    mutation AddComment($kind: ArticleKind!, $articleId: ID!, $comment: String!) {
  addComment(kind: $kind, articleId: $articleId, comment: $comment) {
    ...CommentFields
  }
}
    fragment CommentFields on Comment {
  id
  articleId
  replyId
  authorName
  comment
  deleted
  createdAt
  ratingAverage
  ratingsCount
  myRating
  mine
}`) as unknown as TypedDocumentString<AddCommentMutation, AddCommentMutationVariables>;
export const ReplyToCommentDocument = new TypedDocumentString(`
    mutation ReplyToComment($replyId: ID!, $comment: String!) {
  replyToComment(replyId: $replyId, comment: $comment) {
    ...CommentFields
  }
}
    fragment CommentFields on Comment {
  id
  articleId
  replyId
  authorName
  comment
  deleted
  createdAt
  ratingAverage
  ratingsCount
  myRating
  mine
}`) as unknown as TypedDocumentString<ReplyToCommentMutation, ReplyToCommentMutationVariables>;
export const DeleteCommentDocument = new TypedDocumentString(`
    mutation DeleteComment($id: ID!) {
  deleteComment(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteCommentMutation, DeleteCommentMutationVariables>;
export const RateCommentDocument = new TypedDocumentString(`
    mutation RateComment($id: ID!, $rating: Int!) {
  rateComment(id: $id, rating: $rating) {
    ...CommentFields
  }
}
    fragment CommentFields on Comment {
  id
  articleId
  replyId
  authorName
  comment
  deleted
  createdAt
  ratingAverage
  ratingsCount
  myRating
  mine
}`) as unknown as TypedDocumentString<RateCommentMutation, RateCommentMutationVariables>;
export const AuthorPageDocument = new TypedDocumentString(`
    query AuthorPage($id: ID!, $perPage: Int) {
  author(id: $id) {
    id
    name
    bio
    articlesCount
    followersCount
    followed
  }
  articles(authorId: $id, page: 1, perPage: $perPage) {
    items {
      ...ArticleCardFields
    }
    totalCount
  }
}
    fragment ArticleCardFields on Article {
  id
  kind
  title
  summary
  tags
  imageUrl
  publishedAt
  commentsCount
  author {
    id
    name
  }
}`) as unknown as TypedDocumentString<AuthorPageQuery, AuthorPageQueryVariables>;
export const SetFollowingAuthorDocument = new TypedDocumentString(`
    mutation SetFollowingAuthor($id: ID!, $following: Boolean!) {
  setFollowingAuthor(id: $id, following: $following) {
    id
    followersCount
    followed
  }
}
    `) as unknown as TypedDocumentString<SetFollowingAuthorMutation, SetFollowingAuthorMutationVariables>;
export const BookmarksDocument = new TypedDocumentString(`
    query Bookmarks {
  bookmarks {
    id
    type
    createdAt
    article {
      ...ArticleCardFields
    }
  }
}
    fragment ArticleCardFields on Article {
  id
  kind
  title
  summary
  tags
  imageUrl
  publishedAt
  commentsCount
  author {
    id
    name
  }
}`) as unknown as TypedDocumentString<BookmarksQuery, BookmarksQueryVariables>;
export const SetBookmarkedDocument = new TypedDocumentString(`
    mutation SetBookmarked($id: ID!, $type: ArticleKind, $bookmarked: Boolean!) {
  setBookmarked(id: $id, type: $type, bookmarked: $bookmarked) {
    id
    type
  }
}
    `) as unknown as TypedDocumentString<SetBookmarkedMutation, SetBookmarkedMutationVariables>;
export const SubscribeNewsletterDocument = new TypedDocumentString(`
    mutation SubscribeNewsletter($email: String!) {
  subscribeNewsletter(email: $email)
}
    `) as unknown as TypedDocumentString<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>;
export const ConfirmNewsletterDocument = new TypedDocumentString(`
    mutation ConfirmNewsletter($token: String!) {
  confirmNewsletter(token: $token)
}
    `) as unknown as TypedDocumentString<ConfirmNewsletterMutation, ConfirmNewsletterMutationVariables>;
export const UnsubscribeNewsletterDocument = new TypedDocumentString(`
    mutation UnsubscribeNewsletter($token: String!) {
  unsubscribeNewsletter(token: $token)
}
    `) as unknown as TypedDocumentString<UnsubscribeNewsletterMutation, UnsubscribeNewsletterMutationVariables>;
export const SendContactFormDocument = new TypedDocumentString(`
    mutation SendContactForm($input: ContactFormInput!) {
  sendContactForm(input: $input)
}
    `) as unknown as TypedDocumentString<SendContactFormMutation, SendContactFormMutationVariables>;
export const AuthorListDocument = new TypedDocumentString(`
    query AuthorList($page: Int!, $perPage: Int!) {
  authors(page: $page, perPage: $perPage) {
    items {
      ...AuthorCardFields
    }
    totalCount
  }
}
    fragment AuthorCardFields on Author {
  id
  name
  bio
  articlesCount
  followersCount
}`) as unknown as TypedDocumentString<AuthorListQuery, AuthorListQueryVariables>;
export const MyQuotesDocument = new TypedDocumentString(`
    query MyQuotes {
  myQuotes {
    ...QuoteSummaryFields
  }
}
    fragment QuoteSummaryFields on Quote {
  id
  status
  requestedAt
  expiresAt
  lineCount
  listTotal
  quotedTotal
}`) as unknown as TypedDocumentString<MyQuotesQuery, MyQuotesQueryVariables>;
export const MyQuoteDocument = new TypedDocumentString(`
    query MyQuote($id: ID!) {
  quote(id: $id) {
    ...QuoteFields
  }
}
    fragment QuoteSummaryFields on Quote {
  id
  status
  requestedAt
  expiresAt
  lineCount
  listTotal
  quotedTotal
}
fragment QuoteFields on Quote {
  ...QuoteSummaryFields
  organizationName
  registerNumber
  note
  declineReason
  answeredAt
  orderNumber
  lines {
    position
    variantId
    productSlug
    productName
    sku
    image
    quantity
    listPrice
    quotedPrice
  }
}`) as unknown as TypedDocumentString<MyQuoteQuery, MyQuoteQueryVariables>;
export const RequestQuoteDocument = new TypedDocumentString(`
    mutation RequestQuote($lines: [QuoteLineInput!]!, $note: String) {
  requestQuote(lines: $lines, note: $note) {
    id
  }
}
    `) as unknown as TypedDocumentString<RequestQuoteMutation, RequestQuoteMutationVariables>;
export const AcceptQuoteDocument = new TypedDocumentString(`
    mutation AcceptQuote($id: ID!, $idempotencyKey: String) {
  acceptQuote(id: $id, idempotencyKey: $idempotencyKey) {
    number
  }
}
    `) as unknown as TypedDocumentString<AcceptQuoteMutation, AcceptQuoteMutationVariables>;
export const ProductReviewsDocument = new TypedDocumentString(`
    query ProductReviews($slug: String!, $page: Int!, $perPage: Int!, $withPhotos: Boolean!) {
  productReviews(
    slug: $slug
    page: $page
    perPage: $perPage
    withPhotos: $withPhotos
  ) {
    ...ReviewSummaryFields
    reviews {
      ...ReviewFields
    }
    total
    page
    perPage
    more
  }
}
    fragment ReviewFields on Review {
  id
  rating
  comment
  authorName
  images {
    url
    name
  }
  verifiedPurchase
  createdAt
}
fragment ReviewSummaryFields on ReviewPage {
  averageRating
  totalReviews
  stars
  priceOpinions {
    good
    fair
    high
  }
  myPriceOpinion
  myReview {
    ...ReviewFields
  }
}`) as unknown as TypedDocumentString<ProductReviewsQuery, ProductReviewsQueryVariables>;
export const SetPriceOpinionDocument = new TypedDocumentString(`
    mutation SetPriceOpinion($slug: String!, $opinion: PriceOpinion!) {
  setPriceOpinion(slug: $slug, opinion: $opinion) {
    ...ReviewSummaryFields
  }
}
    fragment ReviewFields on Review {
  id
  rating
  comment
  authorName
  images {
    url
    name
  }
  verifiedPurchase
  createdAt
}
fragment ReviewSummaryFields on ReviewPage {
  averageRating
  totalReviews
  stars
  priceOpinions {
    good
    fair
    high
  }
  myPriceOpinion
  myReview {
    ...ReviewFields
  }
}`) as unknown as TypedDocumentString<SetPriceOpinionMutation, SetPriceOpinionMutationVariables>;
export const VendorReviewsDocument = new TypedDocumentString(`
    query VendorReviews($id: ID!, $page: Int!, $perPage: Int!) {
  vendorReviews(id: $id, page: $page, perPage: $perPage) {
    averageRating
    totalReviews
    stars
    reviews {
      ...VendorReviewFields
    }
    total
    page
    perPage
    more
    myReview {
      ...VendorReviewFields
    }
  }
}
    fragment VendorReviewFields on VendorReview {
  id
  rating
  comment
  authorName
  hidden
  createdAt
}`) as unknown as TypedDocumentString<VendorReviewsQuery, VendorReviewsQueryVariables>;
export const WriteVendorReviewDocument = new TypedDocumentString(`
    mutation WriteVendorReview($id: ID!, $rating: Int!, $comment: String!) {
  writeVendorReview(id: $id, rating: $rating, comment: $comment) {
    ...VendorReviewFields
  }
}
    fragment VendorReviewFields on VendorReview {
  id
  rating
  comment
  authorName
  hidden
  createdAt
}`) as unknown as TypedDocumentString<WriteVendorReviewMutation, WriteVendorReviewMutationVariables>;
export const DeleteVendorReviewDocument = new TypedDocumentString(`
    mutation DeleteVendorReview($id: ID!) {
  deleteVendorReview(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteVendorReviewMutation, DeleteVendorReviewMutationVariables>;
export const WishedVariantIdsDocument = new TypedDocumentString(`
    query WishedVariantIds {
  wishedVariantIds
}
    `) as unknown as TypedDocumentString<WishedVariantIdsQuery, WishedVariantIdsQueryVariables>;
export const WishedProductsDocument = new TypedDocumentString(`
    query WishedProducts {
  wishlists {
    id
    items {
      variantId
      product {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WishedProductsQuery, WishedProductsQueryVariables>;
export const ProductVariantIdsDocument = new TypedDocumentString(`
    query ProductVariantIds($slug: String!) {
  product(slug: $slug) {
    id
    variants {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ProductVariantIdsQuery, ProductVariantIdsQueryVariables>;
export const SetWishedDocument = new TypedDocumentString(`
    mutation SetWished($variantId: ID!, $wished: Boolean!) {
  setWished(variantId: $variantId, wished: $wished)
}
    `) as unknown as TypedDocumentString<SetWishedMutation, SetWishedMutationVariables>;
export const WishlistsDocument = new TypedDocumentString(`
    query Wishlists {
  wishlists {
    ...WishlistFields
  }
}
    fragment WishedItemFields on WishedItem {
  variantId
  addedAt
  product {
    id
    slug
    name
    image
    price
    sellingPrice
    salePercent
    brand
    inStock
    options
  }
}
fragment WishlistFields on Wishlist {
  id
  name
  isDefault
  shareToken
  createdAt
  items {
    ...WishedItemFields
  }
}`) as unknown as TypedDocumentString<WishlistsQuery, WishlistsQueryVariables>;
export const SharedWishlistDocument = new TypedDocumentString(`
    query SharedWishlist($token: String!) {
  sharedWishlist(token: $token) {
    name
    ownerName
    items {
      ...WishedItemFields
    }
  }
}
    fragment WishedItemFields on WishedItem {
  variantId
  addedAt
  product {
    id
    slug
    name
    image
    price
    sellingPrice
    salePercent
    brand
    inStock
    options
  }
}`) as unknown as TypedDocumentString<SharedWishlistQuery, SharedWishlistQueryVariables>;
export const CreateWishlistDocument = new TypedDocumentString(`
    mutation CreateWishlist($name: String!) {
  createWishlist(name: $name) {
    ...WishlistFields
  }
}
    fragment WishedItemFields on WishedItem {
  variantId
  addedAt
  product {
    id
    slug
    name
    image
    price
    sellingPrice
    salePercent
    brand
    inStock
    options
  }
}
fragment WishlistFields on Wishlist {
  id
  name
  isDefault
  shareToken
  createdAt
  items {
    ...WishedItemFields
  }
}`) as unknown as TypedDocumentString<CreateWishlistMutation, CreateWishlistMutationVariables>;
export const RenameWishlistDocument = new TypedDocumentString(`
    mutation RenameWishlist($id: ID!, $name: String!) {
  renameWishlist(id: $id, name: $name) {
    ...WishlistFields
  }
}
    fragment WishedItemFields on WishedItem {
  variantId
  addedAt
  product {
    id
    slug
    name
    image
    price
    sellingPrice
    salePercent
    brand
    inStock
    options
  }
}
fragment WishlistFields on Wishlist {
  id
  name
  isDefault
  shareToken
  createdAt
  items {
    ...WishedItemFields
  }
}`) as unknown as TypedDocumentString<RenameWishlistMutation, RenameWishlistMutationVariables>;
export const DeleteWishlistDocument = new TypedDocumentString(`
    mutation DeleteWishlist($id: ID!) {
  deleteWishlist(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteWishlistMutation, DeleteWishlistMutationVariables>;
export const EmptyWishlistDocument = new TypedDocumentString(`
    mutation EmptyWishlist($id: ID!) {
  emptyWishlist(id: $id) {
    ...WishlistFields
  }
}
    fragment WishedItemFields on WishedItem {
  variantId
  addedAt
  product {
    id
    slug
    name
    image
    price
    sellingPrice
    salePercent
    brand
    inStock
    options
  }
}
fragment WishlistFields on Wishlist {
  id
  name
  isDefault
  shareToken
  createdAt
  items {
    ...WishedItemFields
  }
}`) as unknown as TypedDocumentString<EmptyWishlistMutation, EmptyWishlistMutationVariables>;
export const MoveWishDocument = new TypedDocumentString(`
    mutation MoveWish($variantId: ID!, $fromWishlistId: ID!, $toWishlistId: ID!) {
  moveWish(
    variantId: $variantId
    fromWishlistId: $fromWishlistId
    toWishlistId: $toWishlistId
  ) {
    ...WishlistFields
  }
}
    fragment WishedItemFields on WishedItem {
  variantId
  addedAt
  product {
    id
    slug
    name
    image
    price
    sellingPrice
    salePercent
    brand
    inStock
    options
  }
}
fragment WishlistFields on Wishlist {
  id
  name
  isDefault
  shareToken
  createdAt
  items {
    ...WishedItemFields
  }
}`) as unknown as TypedDocumentString<MoveWishMutation, MoveWishMutationVariables>;
export const WishesToCartDocument = new TypedDocumentString(`
    mutation WishesToCart($wishlistId: ID!, $variantId: ID) {
  wishesToCart(wishlistId: $wishlistId, variantId: $variantId) {
    order {
      ...CartOrder
    }
    added
    refused {
      variantId
      code
    }
  }
}
    fragment CartOrder on Order {
  number
  totalQuantity
  itemTotal
  shipTotal
  taxTotal
  total
  lineItems {
    id
    variantId
    quantity
    price
    total
    options {
      name
      value
    }
    product {
      name
      slug
      sku
      image
      variant {
        name
        value
      }
    }
  }
}`) as unknown as TypedDocumentString<WishesToCartMutation, WishesToCartMutationVariables>;
export const ShareWishlistDocument = new TypedDocumentString(`
    mutation ShareWishlist($id: ID!) {
  shareWishlist(id: $id) {
    ...WishlistFields
  }
}
    fragment WishedItemFields on WishedItem {
  variantId
  addedAt
  product {
    id
    slug
    name
    image
    price
    sellingPrice
    salePercent
    brand
    inStock
    options
  }
}
fragment WishlistFields on Wishlist {
  id
  name
  isDefault
  shareToken
  createdAt
  items {
    ...WishedItemFields
  }
}`) as unknown as TypedDocumentString<ShareWishlistMutation, ShareWishlistMutationVariables>;
export const StopSharingWishlistDocument = new TypedDocumentString(`
    mutation StopSharingWishlist($id: ID!) {
  stopSharingWishlist(id: $id) {
    ...WishlistFields
  }
}
    fragment WishedItemFields on WishedItem {
  variantId
  addedAt
  product {
    id
    slug
    name
    image
    price
    sellingPrice
    salePercent
    brand
    inStock
    options
  }
}
fragment WishlistFields on Wishlist {
  id
  name
  isDefault
  shareToken
  createdAt
  items {
    ...WishedItemFields
  }
}`) as unknown as TypedDocumentString<StopSharingWishlistMutation, StopSharingWishlistMutationVariables>;