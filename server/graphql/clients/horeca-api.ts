import type {
  AmenityDto,
  BookingDto,
  CompatibilityBuildDto,
  HotelDto,
  NutritionDto,
  OrderDto,
  OrderIdentity,
  PriceQuote,
  RoomDto,
  StockItemDto,
} from '../../commerce/contract.ts';
import type { CommerceClient } from './commerce-client.ts';
import { shopperHeaders } from './shopper-headers.ts';

export interface StayBody {
  room_id: number;
  check_in: string;
  check_out: string;
  guests: number;
}

export interface PrinterSuppliesDto {
  printer_model: string;
  products: {
    id: number;
    slug: string;
    name: string;
    translations: Record<string, Record<string, string>>;
    image: string | null;
    variant_id: number;
    selling_price: number;
    in_stock: boolean;
  }[];
}

/** The lodge and product-facts routes of the commerce service (#18). */
export class HorecaApi {
  constructor(
    private readonly commerce: CommerceClient,
    private readonly identity: OrderIdentity = {},
  ) {}

  private get headers() {
    return shopperHeaders(this.identity);
  }

  async amenities(): Promise<AmenityDto[]> {
    return (
      await this.commerce.request<{ amenities: AmenityDto[] }>({
        method: 'GET',
        path: '/api/v2/horeca/amenity_list',
      })
    ).amenities;
  }

  async rooms(query: { amenity?: string; guests?: number }): Promise<RoomDto[]> {
    return (
      await this.commerce.request<{ rooms: RoomDto[] }>({
        method: 'GET',
        path: '/api/v2/horeca/hotel_rooms',
        query,
      })
    ).rooms;
  }

  async hotel(): Promise<HotelDto> {
    return (
      await this.commerce.request<{ hotel: HotelDto }>({ method: 'GET', path: '/api/v2/horeca/hotel_detail' })
    ).hotel;
  }

  room(slug: string) {
    return this.commerce.request<{ hotel: HotelDto; room: RoomDto; today: string; booked_nights: string[] }>({
      method: 'GET',
      path: '/api/v2/horeca/hotel_detail',
      query: { room: slug },
    });
  }

  async price(body: StayBody): Promise<PriceQuote> {
    return (
      await this.commerce.request<{ price: PriceQuote }>({
        method: 'POST',
        path: '/api/v2/horeca/calculate_price',
        body,
      })
    ).price;
  }

  book(body: StayBody, idempotencyKey?: string | null): Promise<OrderDto> {
    return this.commerce.request({
      method: 'POST',
      path: '/api/v2/horeca/bookings',
      body,
      headers: shopperHeaders(this.identity, idempotencyKey),
    });
  }

  async bookings(): Promise<BookingDto[]> {
    return (
      await this.commerce.request<{ bookings: BookingDto[] }>({
        method: 'GET',
        path: '/api/v2/horeca/bookings',
        headers: this.headers,
      })
    ).bookings;
  }

  async stockItems(variantId: number): Promise<StockItemDto[]> {
    return (
      await this.commerce.request<{ stock_items: StockItemDto[] }>({
        method: 'GET',
        path: `/api/v2/products/0/variants/${variantId}/stock_items`,
      })
    ).stock_items;
  }

  async nutrition(slug: string): Promise<NutritionDto> {
    return (
      await this.commerce.request<{ nutrition: NutritionDto }>({
        method: 'GET',
        path: `/api/v2/products/${encodeURIComponent(slug)}/nutrition`,
      })
    ).nutrition;
  }

  async printers(q: string, limit = 20): Promise<{ model: string; supplies: number }[]> {
    return (
      await this.commerce.request<{ printers: { model: string; supplies: number }[] }>({
        method: 'GET',
        path: '/api/v2/compatibility_build/printers',
        query: { q, limit },
      })
    ).printers;
  }

  supplies(printerModel: string): Promise<PrinterSuppliesDto> {
    return this.commerce.request({
      method: 'GET',
      path: '/api/v2/compatibility_build/supplies',
      query: { printer_model: printerModel },
    });
  }

  async builds(): Promise<CompatibilityBuildDto[]> {
    return (
      await this.commerce.request<{ builds: CompatibilityBuildDto[] }>({
        method: 'GET',
        path: '/api/v2/compatibility_build',
        headers: this.headers,
      })
    ).builds;
  }

  async saveBuild(printerModel: string): Promise<CompatibilityBuildDto[]> {
    return (
      await this.commerce.request<{ builds: CompatibilityBuildDto[] }>({
        method: 'POST',
        path: '/api/v2/compatibility_build/add',
        body: { printer_model: printerModel },
        headers: this.headers,
      })
    ).builds;
  }

  async removeBuild(id: number): Promise<CompatibilityBuildDto[]> {
    return (
      await this.commerce.request<{ builds: CompatibilityBuildDto[] }>({
        method: 'DELETE',
        path: `/api/v2/compatibility_build/${id}`,
        headers: this.headers,
      })
    ).builds;
  }
}
