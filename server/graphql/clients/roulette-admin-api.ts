import { CLIENT_IP_HEADER, type SpinDto, type WheelSegmentDto } from '../../commerce/contract.ts';
import type { CommerceClient } from './commerce-client.ts';

type Names = Record<string, string>;

export interface RouletteAdminDto {
  wheels: { id: string; name: Names; min_order_total: number; lose_weight: number; active: boolean }[];
  products: {
    id: number;
    wheel_id: string;
    name: Names;
    kind: 'coupon' | 'wallet_credit';
    coupon_code: string | null;
    credit_amount: number | null;
    weight: number;
    active: boolean;
    stocks: { location_id: string; received: number; won: number; remaining: number }[];
  }[];
  locations: { id: string; name: Names; address: string }[];
  numbers: RouletteNumberDto[];
  spins: RouletteNumberDto[];
}

export interface RouletteNumberDto {
  code: string;
  wheel_id: string;
  user_id: number;
  order_number: string;
  issued_at: string;
  spun_at: string | null;
  location_id: string | null;
  prize_name: Names | null;
  spun_by_name: string | null;
  holder_name: string;
}

const BASE = '/api/v2/tmp_roulette';

export interface PrizeBody {
  wheel_id: string;
  name: Names;
  kind: 'coupon' | 'wallet_credit';
  coupon_code?: string;
  credit_amount?: number;
  weight: number;
  active: boolean;
}

/** The roulette admin API of the commerce service (`/api/v2/tmp_roulette`), as one staff member. */
export class RouletteAdminApi {
  constructor(
    private readonly commerce: CommerceClient,
    private readonly clientIp: string,
    private readonly session: string,
  ) {}

  private get headers(): Record<string, string> {
    return { [CLIENT_IP_HEADER]: this.clientIp, authorization: `Bearer ${this.session}` };
  }

  private get<T>(path: string, query?: Record<string, string | number | boolean>) {
    return this.commerce.request<T>({
      method: 'GET',
      path: `${BASE}/${path}`,
      headers: this.headers,
      ...(query ? { query } : {}),
    });
  }

  /** Everything the screen shows, in parallel (five reads of the same service). */
  async overview(): Promise<RouletteAdminDto> {
    const [wheels, products, locations, numbers, spins] = await Promise.all([
      this.get<{ wheels: RouletteAdminDto['wheels'] }>('wheels'),
      this.get<{ products: RouletteAdminDto['products'] }>('tmp_roulette_products'),
      this.get<{ locations: RouletteAdminDto['locations'] }>('locations'),
      this.get<{ numbers: RouletteNumberDto[] }>('numbers', { per_page: 20 }),
      this.get<{ numbers: RouletteNumberDto[] }>('numbers', { spun: true, per_page: 20 }),
    ]);
    return {
      wheels: wheels.wheels,
      products: products.products,
      locations: locations.locations,
      numbers: numbers.numbers,
      spins: spins.numbers,
    };
  }

  /** A number typed at the counter (spaces and dashes as typed); ROULETTE_NUMBER_NOT_FOUND. */
  checkNumber(number: string): Promise<RouletteNumberDto> {
    return this.commerce.request<RouletteNumberDto>({
      method: 'POST',
      path: `${BASE}/numbers/check_number`,
      headers: this.headers,
      body: { number },
    });
  }

  /** The wheel's segments with the stock at a location; ROULETTE_LOCATION_NOT_FOUND. */
  async segments(wheel: string, locationId: string): Promise<WheelSegmentDto[]> {
    const answer = await this.get<{ segments: WheelSegmentDto[] }>(`wheels/${wheel}/segments`, {
      location_id: locationId,
    });
    return answer.segments;
  }

  /** Spins the number at the counter, as this staff member: the server draws. */
  spin(number: string, locationId: string): Promise<SpinDto> {
    return this.commerce.request<SpinDto>({
      method: 'POST',
      path: `${BASE}/numbers/roulette`,
      headers: this.headers,
      body: { number, location_id: locationId },
    });
  }

  async addStock(prizeId: number, locationId: string, quantity: number): Promise<void> {
    await this.commerce.request({
      method: 'POST',
      path: `${BASE}/stocks`,
      headers: this.headers,
      body: { prize_id: prizeId, location_id: locationId, quantity },
    });
  }

  async saveLocation(body: { id: string; name: Names; address: string }): Promise<void> {
    await this.commerce.request({ method: 'POST', path: `${BASE}/locations`, headers: this.headers, body });
  }

  /** POST for a new prize, PUT to change one. */
  async savePrize(id: number | null, body: PrizeBody): Promise<void> {
    await this.commerce.request({
      method: id === null ? 'POST' : 'PUT',
      path: id === null ? `${BASE}/tmp_roulette_products` : `${BASE}/tmp_roulette_products/${id}`,
      headers: this.headers,
      body,
    });
  }

  async setWheel(wheel: string, body: { min_order_total: number; lose_weight: number; active: boolean }) {
    await this.commerce.request({
      method: 'PUT',
      path: `${BASE}/wheels/${wheel}`,
      headers: this.headers,
      body,
    });
  }
}
