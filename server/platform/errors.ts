/**
 * Every error the shop can answer, defined once, with everything it answers as: its HTTP status (REST,
 * and `extensions.status` on GraphQL for the web's server-rendered pages), its GraphQL
 * `extensions.code` (the code itself unless `graphql` names the one GraphQL clients already know) and
 * its default message. It is translated once on the web (`error.<GraphQL code>`).
 */
export const errorCatalog = {
  UNAUTHORIZED: { status: 401, graphql: 'UNAUTHENTICATED', message: 'Authentication is required' },
  FORBIDDEN: { status: 403, message: 'Not allowed' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  VALIDATION: { status: 400, graphql: 'BAD_USER_INPUT', message: 'The request is not valid' },
  CONFLICT: { status: 409, message: 'The resource was changed by someone else; try again' },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: 'This idempotency key was already used for a different request; send a new key',
  },
  RATE_LIMITED: { status: 429, message: 'Too many requests' },
  UPSTREAM_TIMEOUT: { status: 504, message: 'A service did not answer in time' },
  UPSTREAM_UNAVAILABLE: { status: 502, message: 'A service is unavailable' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side' },
  // Accounts (#6), spec §8 wording.
  WRONG_CREDENTIALS: { status: 401, message: 'The username or password is incorrect' },
  CODE_INCORRECT: { status: 400, message: 'The code is incorrect' },
  CODE_EXPIRED: { status: 410, message: 'No SMS token or an invalid one' },
  LOCKED: { status: 423, message: 'Too many wrong codes; request a new code' },
  PASSWORD_MISMATCH: { status: 400, message: 'The password does not match' },
  EMAIL_TAKEN: { status: 409, message: 'This e-mail is already used by another account' },
  PHONE_TAKEN: { status: 409, message: 'This phone number is already used by another account' },
  LOGIN_REQUIRED: { status: 401, message: 'Login required' },
  // Orders and cart (#4), spec §5 / §8 wording.
  WISHLIST_NOT_FOUND: { status: 404, message: 'This wish list was not found, or it is no longer shared' },
  WISHLIST_FULL: { status: 422, message: 'The wish list is full: at most 20 lists of 200 products each' },
  WISHLIST_NAME_INVALID: { status: 422, message: 'Give the list a name of 1 to 60 characters' },
  WISHLIST_IS_DEFAULT: { status: 409, message: 'The main wish list cannot be deleted' },
  ORDER_NOT_FOUND: { status: 404, message: 'No order was found' },
  LINE_ITEM_NOT_FOUND: { status: 404, message: 'The cart has no such item' },
  OUT_OF_STOCK: { status: 409, message: 'Sorry, this item is out of stock' },
  TEMPORARILY_UNAVAILABLE: {
    status: 409,
    message: 'Sorry, this item is temporarily unavailable. The item cannot be bought for a limited time',
  },
  QUANTITY_NOT_ORDERABLE: { status: 422, message: 'This quantity cannot be ordered' },
  SIZE_REQUIRED: { status: 422, message: 'A size is required' },
  ORDER_TRANSITION_REFUSED: { status: 409, message: 'The order does not allow this in its current state' },
  // Returns (#16), spec §9.
  RETURN_NOT_DELIVERED: { status: 409, message: 'Only a delivered order can be returned' },
  RETURN_WINDOW_CLOSED: { status: 409, message: 'The time to return this order has passed' },
  RETURN_ALREADY_REQUESTED: { status: 409, message: 'A return was already asked for this order' },
  RETURN_REASON_INVALID: { status: 422, message: 'Give a reason of 1 to 500 characters' },
  RETURN_NOT_REQUESTED: { status: 409, message: 'No return is waiting for an answer on this order' },
  // Checkout (#5): the address step, shipping and placing, spec §5 / §8 wording.
  ADDRESS_REQUIRED: { status: 422, message: 'Enter the delivery address' },
  ZIPCODE_INVALID: { status: 422, message: 'A Mongolian zip code has 5 digits' },
  // well formed, but no known area starts with it: said apart, or '99200' read "must be 5 digits" (#19.5)
  ZIPCODE_UNKNOWN: { status: 422, message: 'The zip code is in no known Mongolian zip area' },
  ADDRESS_NOT_PRECISE: {
    status: 422,
    message: 'The delivery address must be precise (building and apartment) or delivery may be late',
  },
  RECEIVER_REQUIRED: { status: 422, message: "Enter the receiver's name" },
  PHONE_INVALID: { status: 422, message: 'Enter a Mongolian mobile number (8 digits)' },
  DELIVERY_TIME_REQUIRED: { status: 422, message: 'A delivery time is required' },
  PICKUP_LOCATION_NOT_FOUND: { status: 422, message: 'Choose a branch to pick the order up from' },
  ORGANIZATION_NAME_REQUIRED: { status: 422, message: 'Enter the organization name' },
  REGISTER_NUMBER_INVALID: { status: 422, message: 'The organization register number must be 7 digits' },
  SHIPPING_RATES_UNAVAILABLE: {
    status: 422,
    message: 'Shipping rates cannot be calculated for the selected items; choose the delivery address again',
  },
  SHIPPING_METHOD_NOT_FOUND: { status: 422, message: 'This shipping method is not offered for the order' },
  CHECKOUT_INCOMPLETE: {
    status: 409,
    message: 'Give the delivery details and choose a shipping method before placing the order',
  },
  ADJUSTMENTS_EXCEED_TOTAL: {
    status: 409,
    message: 'The discounts and payments applied exceed the order total; remove one before placing the order',
  },
  PAYMENT_METHOD_NOT_FOUND: { status: 422, message: 'No such payment method' },
  PAYMENT_BELOW_MINIMUM: { status: 422, message: "The amount is below this payment method's minimum" },
  PAYMENT_ABOVE_MAXIMUM: { status: 422, message: "The amount is above this payment method's maximum" },
  // Payments (#5, server/commerce/payments), spec §5 / §8 wording.
  PAYMENT_NOT_FOUND: { status: 404, message: 'No such payment was found' },
  PAYMENT_NOT_PENDING: { status: 409, message: 'This payment is no longer waiting to be paid' },
  PAYMENT_IN_PROGRESS: {
    status: 409,
    message: 'This payment is being confirmed with the provider; wait for its result',
  },
  ORDER_NOT_PLACED: { status: 409, message: 'Place the order before paying it' },
  ORDER_ALREADY_PAID: { status: 409, message: 'This order is already paid' },
  PAYMENT_OVERDUE: { status: 409, message: 'Payment is overdue' },
  PAYMENT_DECLINED: { status: 402, message: 'The card was declined' },
  PAYMENT_FAILED: { status: 402, message: 'Payment failed' },
  CARD_INVALID: { status: 422, message: 'The card number, expiry or CVC is not valid' },
  CARD_EXPIRED: { status: 422, message: 'The card has expired' },
  CARD_NOT_FOUND: { status: 404, message: 'No such saved card' },
  TAN_INCORRECT: { status: 422, message: 'TAN code incorrect' },
  BANK_NOT_FOUND: { status: 422, message: 'Choose one of the offered banks' },
  PAYMENT_CALLBACK_INVALID: { status: 400, message: 'The payment callback is forged, stale or malformed' },
  LEASE_AMOUNT_TOO_LOW: { status: 422, message: 'The amount is below the smallest lease' },
  LEASE_AMOUNT_TOO_HIGH: { status: 422, message: 'The amount is above the largest lease' },
  LEASE_TERMS_INVALID: { status: 422, message: 'Choose one of the offered months and a valid down payment' },
  // Wallet, coupons, gift cards, loyalty (#5, server/commerce/wallet + server/commerce/promotions), spec §5 / §8 / §9.
  PROMO_CODE_FORMAT: { status: 422, message: 'A promo code is exactly 4 digits' },
  COUPON_NOT_FOUND: { status: 404, message: 'No coupon found' },
  COUPON_EXPIRED: { status: 422, message: 'This coupon has expired' },
  COUPON_USED_UP: { status: 409, message: 'This coupon has already been used up' },
  COUPON_MIN_ORDER: { status: 422, message: "The order is below this coupon's minimum" },
  EMAIL_NOT_CONFIRMED: {
    status: 409,
    message: 'Add and confirm an e-mail address in your account first',
  },
  GIFT_CARD_INVALID: { status: 422, message: 'Gift card number incorrect' },
  GIFT_CARD_EXPIRED: { status: 422, message: 'This gift card has expired' },
  GIFT_CARD_EMPTY: { status: 422, message: 'This gift card has no balance left' },
  GIFT_CARD_MINIMUM: { status: 422, message: "The order is below this gift card's minimum" },
  WALLET_ORDER_TOO_SMALL: { status: 422, message: 'The wallet can be used only on orders above 20,000 ₮' },
  WALLET_AMOUNT_TOO_HIGH: { status: 422, message: 'The amount is above the usable maximum of the wallet' },
  WALLET_AMOUNT_TOO_LOW: { status: 422, message: 'The amount is below the smallest wallet use' },
  // Wallet recharge (#16, server/commerce/wallet/recharges.ts): the limits are configured, so they
  // travel in `errors.min` / `errors.max` (GraphQL `extensions.min` / `extensions.max`).
  RECHARGE_BELOW_MINIMUM: { status: 422, message: 'The recharge is below the smallest amount' },
  RECHARGE_ABOVE_MAXIMUM: { status: 422, message: 'The recharge is above the largest amount' },
  RECHARGE_NOT_FOUND: { status: 404, message: 'No such recharge was found' },
  RECHARGE_CLOSED: { status: 409, message: 'This recharge is no longer waiting to be paid' },
  LOYALTY_POINTS_INSUFFICIENT: { status: 422, message: 'Not enough loyalty points' },
  LOYALTY_POINTS_TOO_MANY: { status: 422, message: 'More points than the order has left to pay' },
  ADJUSTMENT_ALREADY_APPLIED: { status: 409, message: 'The order already has one of these' },
  ADJUSTMENT_NOT_FOUND: { status: 404, message: 'The order has no such discount or payment' },
  NOTHING_DUE: { status: 422, message: 'Nothing is left to pay on this order' },
  // Reviews, ratings and price opinions (#17, server/commerce/reviews).
  REVIEW_RATING_INVALID: { status: 422, message: 'Choose a rating from 1 to 5 stars' },
  REVIEW_COMMENT_INVALID: { status: 422, message: 'Write a review of 1 to 1000 characters' },
  REVIEW_IMAGE_INVALID: { status: 422, message: 'Only PNG, JPEG or WebP photos can be added' },
  REVIEW_IMAGE_TOO_LARGE: { status: 422, message: 'A photo is larger than 2 MB' },
  REVIEW_IMAGES_TOO_MANY: { status: 422, message: 'At most 5 photos can be added to a review' },
  REVIEW_NOT_FOUND: { status: 404, message: 'No such review was found' },
  REVIEW_HIDE_REASON_INVALID: { status: 422, message: 'Give a reason of 1 to 500 characters' },
  VENDOR_REVIEW_NOT_YOURS: { status: 403, message: 'Only its author can delete this review' },
  PRICE_OPINION_INVALID: { status: 422, message: 'Say whether the price is good, fair or high' },
  // News, articles, comments, authors, newsletter, contact (#17, server/commerce/content), spec §8 wording.
  ARTICLE_NOT_FOUND: { status: 404, message: 'No such article or news item' },
  ARTICLE_INVALID: { status: 422, message: 'Give the article a title (1 to 200 characters) and a text' },
  ARTICLE_NOT_YOURS: { status: 403, message: 'Only its author can change this article' },
  ARTICLE_IMAGE_INVALID: { status: 422, message: 'Only PNG, JPEG or WebP images of at most 2 MB' },
  COMMENT_NOT_FOUND: { status: 404, message: 'No such comment' },
  COMMENT_INVALID: { status: 422, message: 'Write a comment of 1 to 2000 characters' },
  COMMENT_NOT_YOURS: { status: 403, message: 'Only its author or staff can delete this comment' },
  COMMENT_RATING_INVALID: { status: 422, message: 'A rating is a whole number from 1 to 5' },
  AUTHOR_NOT_FOUND: { status: 404, message: 'No such author' },
  AUTHOR_EXISTS: { status: 409, message: 'You already have an author profile' },
  SUBSCRIPTION_EMAIL_INVALID: { status: 422, message: 'Subscription error: check the e-mail address' },
  SUBSCRIPTION_LINK_INVALID: { status: 410, message: 'The link is invalid or expired' },
  CONTACT_FORM_INVALID: { status: 422, message: 'Check the marked fields' },
  // Content (#17): brands and the shop's own pages.
  BRAND_NOT_FOUND: { status: 404, message: 'No such brand was found' },
  PAGE_NOT_FOUND: { status: 404, message: 'No such page was found' },
  PROMOTION_NOT_FOUND: { status: 404, message: 'No such promotion was found' },
  BADGE_NOT_FOUND: { status: 404, message: 'No such badge was found' },
  VENDOR_NOT_FOUND: { status: 404, message: 'No such vendor was found' },
  SLUG_TAKEN: { status: 409, message: 'This code is already used; choose another' },
  // The back office's promotion editor (#18).
  PROMOTION_ENDS_BEFORE_START: { status: 422, message: 'A promotion must end after it starts' },
  PROMOTION_PRODUCT_UNKNOWN: { status: 422, message: 'A product of the promotion is not in the shop' },
  PROMOTION_ALREADY_ENDED: { status: 409, message: 'This promotion has already ended' },
  PROMOTION_NOT_STARTED: {
    status: 409,
    message: 'This promotion has not started yet: change its dates instead of ending it',
  },
  // Look books (#17, server/commerce/lookbooks).
  LOOK_BOOK_NOT_FOUND: { status: 404, message: 'No such look book was found' },
  LOOK_BOOK_INVALID: {
    status: 422,
    message: 'Check the look book: a title of 1 to 120 characters and 1 to 12 looks of 1 to 12 products each',
  },
  LOOK_BOOK_PRODUCT_UNKNOWN: { status: 422, message: 'A product of the look book is not in the shop' },
  LOOK_BOOK_HOTSPOT_INVALID: {
    status: 422,
    message: "A product's place on the photo is given in percent, from 0 to 100",
  },
  // Uploaded images (#19, #17: server/platform/images): every upload goes through one pipeline.
  IMAGE_EMPTY: { status: 422, message: 'Choose an image' },
  IMAGE_NOT_SUPPORTED: { status: 422, message: 'Only JPEG, PNG or WebP images can be uploaded' },
  IMAGE_TOO_LARGE: { status: 413, message: 'The image is too large' },
  IMAGE_TOO_MANY_PIXELS: { status: 422, message: 'The image is larger than 40 megapixels' },
  IMAGE_UNREADABLE: { status: 422, message: 'The image is damaged and cannot be read' },
  // Product photos (#19, server/commerce/catalog/photos).
  PRODUCT_NOT_FOUND: { status: 404, message: 'No such product was found' },
  PRODUCT_PHOTO_NOT_FOUND: { status: 404, message: 'The product has no such photo' },
  PRODUCT_PHOTOS_FULL: { status: 422, message: 'A product holds at most 12 photos' },
  PRODUCT_PHOTO_VARIANT_INVALID: { status: 422, message: 'The variant is not one of this product' },
  PRODUCT_PHOTO_ORDER_INVALID: {
    status: 422,
    message: "The new order must name each of the product's photos once",
  },
  // Staff API (server/commerce/staff): an operator moves paid orders on.
  STAFF_TOKEN_REQUIRED: {
    status: 401,
    graphql: 'UNAUTHENTICATED',
    message: 'A valid staff token is required',
  },
  // Staff accounts and the back office (#18, server/commerce/staff, server/commerce/e-tickets).
  STAFF_TOKEN_RETIRED: {
    status: 403,
    message: 'The static staff token only creates the first admin in production; log in as a staff user',
  },
  STAFF_ROLE_REQUIRED: { status: 403, message: 'Your staff role does not allow this' },
  STAFF_LOGIN_REQUIRED: { status: 401, message: 'Staff login required' },
  STAFF_USER_EXISTS: { status: 409, message: 'A staff user with this e-mail already exists' },
  STAFF_BOOTSTRAP_CLOSED: {
    status: 403,
    message: 'An admin exists: staff users are created by a website admin',
  },
  ETICKET_NOT_FOUND: { status: 404, message: 'No such ticket' },
  STOCK_SKU_NOT_FOUND: { status: 404, message: 'No product variant has this SKU' },
  STOCK_PACKAGE_FROM_PARTS: {
    status: 409,
    message: "A package's stock is its parts': receive the parts instead",
  },
  ETICKET_WRONG_EVENT: { status: 409, message: 'This ticket is for another event' },
  ETICKET_ALREADY_USED: { status: 409, message: 'This ticket was already used' },
  // Lucky wheel, jackpot, roulette (#18, server/commerce/prizes).
  PRIZE_NOT_ENTITLED: {
    status: 409,
    message: 'You have no spin left: a paid order above the minimum earns one',
  },
  ROULETTE_NUMBER_NOT_FOUND: { status: 404, message: 'No such roulette number' },
  ROULETTE_NUMBER_USED: { status: 409, message: 'This roulette number was already spun' },
  ROULETTE_NUMBER_WRONG_WHEEL: { status: 409, message: 'This roulette number is for another wheel' },
  PRIZE_WHEEL_CLOSED: { status: 409, message: 'This wheel is closed for now' },
  ROULETTE_LOCATION_NOT_FOUND: { status: 404, message: 'No such roulette location' },
  PRIZE_NOT_FOUND: { status: 404, message: 'No such prize' },
  PRIZE_INVALID: { status: 422, message: 'Check the prize: a coupon code or a credit amount, and its odds' },
  // Hotel rooms, stock by branch, nutrition, printer compatibility (#18, server/commerce/horeca, catalog).
  ROOM_NOT_FOUND: { status: 404, message: 'No such room' },
  ROOM_NOT_AVAILABLE: { status: 409, message: 'The room is already booked for some of these nights' },
  ROOM_CAPACITY_EXCEEDED: { status: 422, message: 'Too many guests for this room' },
  ROOM_HOLD_EXPIRED: {
    status: 409,
    message: 'The hold on your room has ended and the nights were booked by someone else; book again',
  },
  BOOKING_DATES_INVALID: { status: 422, message: 'Choose the dates from the calendar' },
  BOOKING_DATE_PAST: { status: 422, message: 'The check-in date is in the past' },
  BOOKING_CHECKOUT_BEFORE_CHECKIN: { status: 422, message: 'The check-out date must be after check-in' },
  BOOKING_TOO_LONG: { status: 422, message: 'A stay is at most 30 nights' },
  BOOKING_TOO_FAR: { status: 422, message: 'Rooms can be booked at most 365 days ahead' },
  VARIANT_NOT_FOUND: { status: 404, message: 'No such product variant' },
  NUTRITION_NOT_FOUND: { status: 404, message: 'This product has no nutrition facts' },
  PRINTER_NOT_FOUND: { status: 404, message: 'No ink or toner in the shop fits this printer' },
  // Quote requests (#17, server/commerce/quotes).
  QUOTE_ORGANIZATION_REQUIRED: {
    status: 403,
    message: 'Quotes are for organization buyers: add your organization to your account first',
  },
  QUOTE_LINES_INVALID: {
    status: 422,
    message: 'A quote asks for 1 to 50 different products, each 1 to 9999 pieces',
  },
  QUOTE_NOTE_INVALID: { status: 422, message: 'The note is at most 1000 characters' },
  QUOTE_NOT_FOUND: { status: 404, message: 'No such quote was found' },
  QUOTE_PRICE_INVALID: {
    status: 422,
    message: 'Give every line a whole unit price from 1 ₮ up to its list price',
  },
  QUOTE_EXPIRY_INVALID: { status: 422, message: 'A quote holds its prices for 1 to 90 days' },
  QUOTE_DECLINE_REASON_INVALID: { status: 422, message: 'Give a reason of 1 to 500 characters' },
  QUOTE_NOT_OPEN: { status: 409, message: 'This quote was already answered or declined' },
  QUOTE_NOT_ANSWERED: { status: 409, message: 'This quote has no prices yet' },
  QUOTE_ALREADY_ACCEPTED: { status: 409, message: 'This quote is already in your cart' },
  QUOTE_DECLINED: { status: 409, message: 'This quote was declined' },
  QUOTE_EXPIRED: { status: 409, message: 'The quoted prices have expired; ask for a new quote' },
  QUOTE_LINE_FIXED: {
    status: 409,
    message: 'A quoted item keeps its quoted quantity at most; add more as a separate item',
  },
} as const satisfies Record<string, ErrorDefinition>;

interface ErrorDefinition {
  status: number;
  /** GraphQL `extensions.code` when it is not the code itself. */
  graphql?: string;
  message: string;
}

export type ErrorCode = keyof typeof errorCatalog;

/** The GraphQL `extensions.code` of a code. */
export function graphqlCodeOf(code: ErrorCode): string {
  const definition: ErrorDefinition = errorCatalog[code];
  return definition.graphql ?? code;
}

/** `{ field: [messages] }`, the `errors` object of the wire format. */
export type FieldErrors = Record<string, string[]>;

export class ShopError extends Error {
  readonly statusCode: number;
  constructor(
    readonly shopCode: ErrorCode,
    message: string = errorCatalog[shopCode].message,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'ShopError';
    this.statusCode = errorCatalog[shopCode].status;
  }

  /** The code GraphQL clients see in `extensions.code`. */
  get graphqlCode(): string {
    return graphqlCodeOf(this.shopCode);
  }

  /** The code on the wire: `SHOP_ERR_NOT_FOUND`. */
  get code(): `SHOP_ERR_${ErrorCode}` {
    return `SHOP_ERR_${this.shopCode}`;
  }
}

/** Body of every REST error, in the shapes the spec's shared handler reads (§8: error / errors). */
export interface ErrorBody {
  code: `SHOP_ERR_${ErrorCode}`;
  error: string;
  errors?: FieldErrors;
}

export function errorBody(error: ShopError): ErrorBody {
  return {
    code: error.code,
    error: error.message,
    ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
  };
}

/** Reads a REST error body back into a ShopError (the gateway's clients use this). */
export function fromErrorBody(status: number, body: unknown): ShopError {
  const record = (body ?? {}) as Partial<ErrorBody>;
  const code = typeof record.code === 'string' ? record.code.replace(/^SHOP_ERR_/, '') : undefined;
  const known = code && code in errorCatalog ? (code as ErrorCode) : statusToCode(status);
  return new ShopError(known, typeof record.error === 'string' ? record.error : undefined, record.errors);
}

/** The catalog code of an HTTP status; an unknown 5xx is an unavailable upstream, a 4xx a bad request. */
export function statusToCode(status: number): ErrorCode {
  const match = (Object.keys(errorCatalog) as ErrorCode[]).find(
    (code) => errorCatalog[code].status === status,
  );
  return match ?? (status >= 500 ? 'UPSTREAM_UNAVAILABLE' : 'VALIDATION');
}
