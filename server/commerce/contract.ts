/**
 * The commerce service's front door: what its clients (the GraphQL gateway) may know of it. The wire
 * types of its REST answers and requests, the headers it reads, and the few pure helpers both sides
 * share (the lease calculator, labels, the avatar upload's multipart reading). Nothing here opens a
 * database; the boundary check (scripts/check-boundaries.ts) keeps every other commerce module out
 * of the gateway.
 */

export { AVATAR_FIELD, acceptAvatarUploads, readAvatarFile } from './accounts/avatar-http.ts';
export type { ChallengeAnswer } from './accounts/challenges.ts';
export type { OrganizationJson } from './accounts/details-routes.ts';
export { CLIENT_IP_HEADER, SESSION_HEADER, type UserJson } from './accounts/http.ts';
export { SEARCH_HISTORY_SIZE, SEARCH_HISTORY_TEXT } from './accounts/search-history.ts';
export type { CompatibilityBuildDto } from './catalog/compatibility.ts';
export type { NutritionDto } from './catalog/nutrition.ts';
export {
  PRODUCT_PHOTO_FIELD,
  PRODUCT_PHOTO_UPLOAD_MAX_BYTES,
  PRODUCT_PHOTO_VARIANT_FIELD,
} from './catalog/photos/fields.ts';
export type { PhotoProductHitDto, ProductPhotosDto } from './catalog/photos/queries.ts';
export type { StockItemDto } from './catalog/stock-items.ts';
export type { MenuDto, ProductDto, SiteDataDto, TaxonDto, Translations } from './catalog/types.ts';
export { type DeliveryTimeDto, deliveryTimeLabel } from './checkout/delivery-times.ts';
export type { CheckoutDetailsBody } from './checkout/details.ts';
export type { PickupLocationDto } from './checkout/pickup-locations.ts';
export { type ShippingCode, type ShippingMethodDto, shippingNames } from './checkout/shipping.ts';
export type { ArticleDto, ArticleKind, ArticleSummaryDto, ContentPage } from './content/articles.ts';
export type { AuthorDto } from './content/authors.ts';
export type { BookmarkDto, BookmarkType } from './content/bookmarks.ts';
export type { CommentDto } from './content/comments.ts';
export type { ContactFormDto } from './content/contact.ts';
export type {
  NewsHistoryEntry,
  StaffNewsDto,
  StaffNewsSummaryDto,
} from './content/news-staff-queries.ts';
export type { ETicketDto, ETicketEventDto } from './e-tickets/tickets.ts';
export type { BookingDto } from './horeca/bookings.ts';
export type { AmenityDto, HotelDto, RoomDto } from './horeca/hotel.ts';
export type { PriceQuote } from './horeca/pricing.ts';
export type { Look as StoredLookDto, LookBookInput } from './lookbooks/content.ts';
export type {
  LookBookDto,
  LookBookHistoryEntry,
  LookBookPageDto,
  LookBookSummaryDto,
} from './lookbooks/queries.ts';
export type { TokenResponse } from './oauth.ts';
export type { LicenseDto } from './orders/license-routes.ts';
/** What commerce tells its clients when orders change (order-updates.ts is its database listener). */
export type { OrderUpdateHandlers } from './orders/order-updates.ts';
export type { TimelineEntryDto } from './orders/queries.ts';
export type { LineItemDto, OrderDto, OrderIdentity, OrderPage } from './orders/read-model.ts';
export { type LeaseQuote, leaseQuote } from './payments/lease.ts';
export type { PaymentMethodDto } from './payments/order-payment-options.ts';
export type { PaymentDto } from './payments/payment-records.ts';
export type { PaymentInstructions } from './payments/provider.ts';
export type { RechargeAnswer } from './payments/recharge-payments.ts';
export type { SavedCardDto } from './payments/saved-cards.ts';
export { adjustmentLabel } from './promotions/labels.ts';
export type {
  CouponDetailDto,
  CouponStatus,
  CouponTermDto,
  ShopperCouponDto,
} from './promotions/shopper-coupons.ts';
export type { ListableStatus as QuoteStatusDto, QuoteDto, QuoteLineDto } from './quotes/queries.ts';
export { MAX_REVIEW_IMAGE_BYTES, MAX_REVIEW_IMAGES } from './reviews/events.ts';
export { acceptReviewUploads, REVIEW_IMAGES_FIELD, readReviewUpload } from './reviews/images.ts';
export type { ModerationItemDto, ModerationKind as ModerationKindDto } from './reviews/moderation.ts';
export type { ReviewDto, ReviewPageDto } from './reviews/queries.ts';
export type { VendorReviewDto, VendorReviewPageDto } from './reviews/vendor-reviews.ts';
export type { BackOfficeOrderDto, StaffJson } from './staff/back-office-routes.ts';
export type { CounterCouponDto } from './staff/counter-coupons.ts';
export type { StockOnHandDto, StockReceiptDto } from './staff/stock-receiving.ts';
export type { BadgeProductsDto } from './storefront/badges.ts';
export type { BrandInput, BrandListingDto, BrandPageDto } from './storefront/brands.ts';
export type { PromotionDetailDto, PromotionDto, PromotionInput } from './storefront/campaigns.ts';
export type {
  EditingHistoryEntry,
  PromotionProductDto,
  PromotionStatus,
  StaffBrandDto,
  StaffPage,
  StaffPromotionDto,
} from './storefront/editing-queries.ts';
export type { PageDto, StaffPageDto } from './storefront/pages.ts';
export type { VendorDto, VendorProductsDto } from './storefront/vendors.ts';
export type { GiftCardCheckDto } from './wallet/gift-cards.ts';
export type { LoyaltyHistoryDto, WalletDto } from './wallet/statement.ts';
export type { StoreCreditLimitDto } from './wallet/store-credit-limit.ts';
export type {
  SharedWishlistDto,
  WishedItemDto,
  WishedProductDto,
  WishlistDto,
} from './wishlists/queries.ts';
export type { WishesToCartDto } from './wishlists/to-cart.ts';

/** A running source of order updates, as the gateway holds it. */
export interface OrderUpdateSource {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** True while updates are coming in (a listening connection is up). */
  readonly listening: boolean;
}
export type { PrizeDto, ShopperWheelDto, SpinDto, WheelSegmentDto } from './prizes/wheels.ts';
