import type { AmenityDto, HotelDto, PriceQuote, RoomDto, StockItemDto } from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import { HorecaApi, type StayBody } from '../clients/horeca-api.ts';
import type { GatewayContext } from '../context.ts';
import type {
  BranchStock,
  Hotel,
  HotelAmenity,
  HotelRoom,
  NutritionFacts,
  Resolvers,
  StayInput,
  StayPrice,
} from '../generated/resolvers.ts';
import { type Locale, localized } from '../locale.ts';
import { requireSessionUser } from '../session.ts';
import { keepToken, shopperIdentity } from './orders.ts';

/** The lodge's texts are `{ mn, en, … }`; English fills a missing language, then Mongolian. */
const pick = (text: Record<string, string>, locale: Locale) => text[locale] || text.en || text.mn || '';

const amenityOf = (dto: AmenityDto, locale: Locale): HotelAmenity => ({
  id: dto.id,
  name: pick(dto.name, locale),
  icon: dto.icon,
});

const roomOf = (dto: RoomDto, locale: Locale): HotelRoom => ({
  id: String(dto.id),
  slug: dto.slug,
  name: pick(dto.name, locale),
  description: pick(dto.description, locale),
  capacity: dto.capacity,
  beds: pick(dto.beds, locale),
  sizeM2: dto.size_m2,
  weekdayRate: dto.weekday_rate,
  weekendRate: dto.weekend_rate,
  amenities: dto.amenities.map((amenity) => amenityOf(amenity, locale)),
  photos: dto.photos,
});

const hotelOf = (dto: HotelDto, locale: Locale): Hotel => ({
  id: dto.id,
  name: pick(dto.name, locale),
  description: pick(dto.description, locale),
  address: pick(dto.address, locale),
  phone: dto.phone,
  checkInTime: dto.check_in_time,
  checkOutTime: dto.check_out_time,
  vatPercent: dto.vat_percent,
  cityTaxPercent: dto.city_tax_percent,
  photos: dto.photos,
  amenities: dto.amenities.map((amenity) => amenityOf(amenity, locale)),
  seasons: dto.seasons.map((season) => ({
    name: pick(season.name, locale),
    firstNight: season.first_night,
    lastNight: season.last_night,
    ratePercent: season.rate_percent,
  })),
});

const priceOf = (dto: PriceQuote, locale: Locale): StayPrice => ({
  checkIn: dto.check_in,
  checkOut: dto.check_out,
  nights: dto.nights.map((night) => ({
    date: night.date,
    weekend: night.weekend,
    season: night.season ? pick(night.season, locale) : null,
    rate: night.rate,
  })),
  nightCount: dto.night_count,
  subtotal: dto.subtotal,
  vat: dto.vat,
  cityTax: dto.city_tax,
  total: dto.total,
});

/** An id the commerce service would refuse anyway: refused here with its own code, without a call. */
function positiveId(id: string, missing: 'ROOM_NOT_FOUND' | 'VARIANT_NOT_FOUND' | 'NOT_FOUND'): number {
  if (!/^[1-9][0-9]{0,8}$/.test(id)) throw new ShopError(missing);
  return Number(id);
}

const stayOf = (input: StayInput): StayBody => ({
  room_id: positiveId(input.roomId, 'ROOM_NOT_FOUND'),
  check_in: input.checkIn,
  check_out: input.checkOut,
  guests: input.guests ?? 1,
});

const branchStockOf = (items: StockItemDto[], locale: Locale): BranchStock[] =>
  items.map((item) => ({
    code: item.store_location.code,
    name: localized(item.store_location.name, item.store_location.translations, locale),
    address: localized(item.store_location.address, item.store_location.translations, locale, 'address'),
    phone: item.store_location.phone,
    hours: item.store_location.hours,
    countOnHand: item.count_on_hand,
    inStock: item.in_stock,
    pickupAvailable: item.pickup_available,
  }));

async function nutritionOf(horeca: HorecaApi, slug: string, locale: Locale): Promise<NutritionFacts | null> {
  try {
    const facts = await horeca.nutrition(slug);
    return {
      abvPercent: facts.abv_percent,
      alcoholGramsPer100ml: facts.alcohol_g_per_100ml,
      energyKcalPer100ml: facts.per_100ml.energy_kcal,
      carbohydratesG: facts.per_100ml.carbohydrates_g,
      sugarsG: facts.per_100ml.sugars_g,
      fatG: facts.per_100ml.fat_g,
      proteinG: facts.per_100ml.protein_g,
      sodiumMg: facts.per_100ml.sodium_mg,
      standardDrinksPer100ml: facts.standard_drinks_per_100ml,
      servingMl: facts.serving_ml,
      energyKcalPerServing: facts.energy_kcal_per_serving,
      allergens: pick(facts.allergens, locale),
    };
  } catch (error) {
    // most products have no facts: the product page simply shows no block
    if (error instanceof ShopError && ['NUTRITION_NOT_FOUND', 'NOT_FOUND'].includes(error.shopCode))
      return null;
    throw error;
  }
}

const api = (ctx: GatewayContext) => new HorecaApi(ctx.commerce);
const shopperApi = async (ctx: GatewayContext) => new HorecaApi(ctx.commerce, await shopperIdentity(ctx));

export const horecaResolvers: Resolvers = {
  Query: {
    hotel: async (_root, _args, ctx) => hotelOf(await api(ctx).hotel(), ctx.locale),
    hotelAmenities: async (_root, _args, ctx) =>
      (await api(ctx).amenities()).map((amenity) => amenityOf(amenity, ctx.locale)),
    async hotelRooms(_root, { amenity, guests }, ctx) {
      const rooms = await api(ctx).rooms({ amenity: amenity ?? undefined, guests: guests ?? undefined });
      return rooms.map((room) => roomOf(room, ctx.locale));
    },
    async hotelRoom(_root, { slug }, ctx) {
      if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(slug)) throw new ShopError('ROOM_NOT_FOUND');
      const page = await api(ctx).room(slug);
      return {
        hotel: hotelOf(page.hotel, ctx.locale),
        room: roomOf(page.room, ctx.locale),
        today: page.today,
        bookedNights: page.booked_nights,
      };
    },
    stayPrice: async (_root, { input }, ctx) => priceOf(await api(ctx).price(stayOf(input)), ctx.locale),
    async myRoomBookings(_root, _args, ctx) {
      await requireSessionUser(ctx);
      return (await (await shopperApi(ctx)).bookings()).map((booking) => ({
        id: booking.id,
        roomSlug: booking.room_slug,
        roomName: pick(booking.room_name, ctx.locale),
        checkIn: booking.check_in,
        checkOut: booking.check_out,
        guests: booking.guests,
        orderNumber: booking.order_number,
        total: booking.total,
        status: booking.status,
      }));
    },
    variantStockItems: async (_root, { variantId }, ctx) =>
      branchStockOf(await api(ctx).stockItems(positiveId(variantId, 'VARIANT_NOT_FOUND')), ctx.locale),
    productNutrition: async (_root, { slug }, ctx) =>
      /^[a-z0-9][a-z0-9-]{0,199}$/.test(slug) ? nutritionOf(api(ctx), slug, ctx.locale) : null,
    async printerModels(_root, { query, limit }, ctx) {
      const count = limit ?? 20;
      if (!Number.isInteger(count) || count < 1 || count > 200)
        throw new ShopError('VALIDATION', 'limit is out of range', { limit: ['must be between 1 and 200'] });
      return api(ctx).printers(query.slice(0, 80), count);
    },
    async printerSupplies(_root, { printerModel }, ctx) {
      const answer = await api(ctx).supplies(printerModel);
      return {
        printerModel: answer.printer_model,
        products: answer.products.map((product) => ({
          productId: String(product.id),
          slug: product.slug,
          name: localized(product.name, product.translations, ctx.locale),
          image: product.image,
          variantId: String(product.variant_id),
          sellingPrice: product.selling_price,
          inStock: product.in_stock,
        })),
      };
    },
    async myPrinters(_root, _args, ctx) {
      await requireSessionUser(ctx);
      return savedOf(await (await shopperApi(ctx)).builds());
    },
  },
  // The product page's blocks: the product's own flags decide, so a product without branch stock or
  // facts costs no call to the commerce service.
  Product: {
    hasBranchStock: (product) => product.has_branch_stock,
    async branchStock(product, _args, ctx) {
      const first = product.variants[0];
      if (!product.has_branch_stock || !first) return null;
      return branchStockOf(await api(ctx).stockItems(first.id), ctx.locale);
    },
    nutrition: (product, _args, ctx) =>
      product.has_nutrition ? nutritionOf(api(ctx), product.slug, ctx.locale) : null,
    fitsPrinters: (product) => product.printer_models,
  },
  Mutation: {
    async bookRoom(_root, { input, idempotencyKey }, ctx) {
      await requireSessionUser(ctx);
      const order = await (await shopperApi(ctx)).book(stayOf(input), idempotencyKey);
      return keepToken(ctx, order);
    },
    async savePrinter(_root, { printerModel }, ctx) {
      await requireSessionUser(ctx);
      return savedOf(await (await shopperApi(ctx)).saveBuild(printerModel));
    },
    async removeSavedPrinter(_root, { id }, ctx) {
      await requireSessionUser(ctx);
      return savedOf(await (await shopperApi(ctx)).removeBuild(positiveId(id, 'NOT_FOUND')));
    },
  },
};

const savedOf = (builds: { id: number; printer_model: string; created_at: string }[]) =>
  builds.map((build) => ({
    id: String(build.id),
    printerModel: build.printer_model,
    createdAt: build.created_at,
  }));
