import { ShopError } from '../../platform/errors.ts';
import {
  RouletteAdminApi,
  type RouletteAdminDto,
  type RouletteNumberDto,
} from '../clients/roulette-admin-api.ts';
import type { GatewayContext } from '../context.ts';
import type { PrizeWheelKind, Resolvers, StaffRoulette } from '../generated/resolvers.ts';
import { STAFF_COOKIE, staffSession } from './backoffice.ts';

const wheelKind = (id: string): PrizeWheelKind => (id === 'jackpot' ? 'JACKPOT' : 'LUCKY_WHEEL');
const wheelPath = (kind: PrizeWheelKind) => (kind === 'JACKPOT' ? 'jackpot' : 'lucky_wheel');
const named = (names: Record<string, string> | null, ctx: GatewayContext) =>
  names ? (names[ctx.locale] ?? names.mn ?? names.en ?? '') : null;

/** The roulette admin API as the logged-in staff member; a dead session reads as "log in again". */
async function asRouletteStaff<T>(
  ctx: GatewayContext,
  call: (api: RouletteAdminApi) => Promise<T>,
): Promise<T> {
  const session = staffSession(ctx);
  if (!session) throw new ShopError('STAFF_LOGIN_REQUIRED');
  try {
    return await call(new RouletteAdminApi(ctx.commerce, ctx.reply.request.ip, session));
  } catch (error) {
    if (error instanceof ShopError && error.shopCode === 'STAFF_TOKEN_REQUIRED') {
      ctx.reply.clearCookie(STAFF_COOKIE, { path: '/' });
      throw new ShopError('STAFF_LOGIN_REQUIRED');
    }
    throw error;
  }
}

function numberOf(dto: RouletteNumberDto, ctx: GatewayContext) {
  return {
    code: dto.code,
    wheel: wheelKind(dto.wheel_id),
    userId: String(dto.user_id),
    orderNumber: dto.order_number,
    issuedAt: dto.issued_at,
    spunAt: dto.spun_at,
    locationId: dto.location_id,
    prizeName: named(dto.prize_name, ctx),
    spunBy: dto.spun_by_name,
  };
}

function overviewOf(dto: RouletteAdminDto, ctx: GatewayContext): StaffRoulette {
  return {
    wheels: dto.wheels.map((wheel) => ({
      id: wheelKind(wheel.id),
      name: named(wheel.name, ctx) ?? wheel.id,
      minOrderTotal: wheel.min_order_total,
      loseWeight: wheel.lose_weight,
      active: wheel.active,
    })),
    prizes: dto.products.map((prize) => ({
      id: String(prize.id),
      wheel: wheelKind(prize.wheel_id),
      name: named(prize.name, ctx) ?? '',
      kind: prize.kind === 'coupon' ? 'COUPON' : 'WALLET_CREDIT',
      couponCode: prize.coupon_code,
      creditAmount: prize.credit_amount,
      weight: prize.weight,
      active: prize.active,
      stocks: prize.stocks.map((stock) => ({
        locationId: stock.location_id,
        received: stock.received,
        won: stock.won,
        remaining: stock.remaining,
      })),
    })),
    locations: dto.locations.map((location) => ({
      id: location.id,
      name: named(location.name, ctx) ?? location.id,
      address: location.address,
    })),
    numbers: dto.numbers.map((number) => numberOf(number, ctx)),
    spins: dto.spins.map((number) => numberOf(number, ctx)),
  };
}

export const rouletteAdminResolvers: Resolvers = {
  Query: {
    staffRoulette: (_root, _args, ctx) =>
      asRouletteStaff(ctx, async (api) => overviewOf(await api.overview(), ctx)),
  },
  Mutation: {
    staffAddPrizeStock: (_root, { prizeId, locationId, quantity }, ctx) =>
      asRouletteStaff(ctx, async (api) => {
        if (!/^[1-9][0-9]{0,8}$/.test(prizeId)) throw new ShopError('PRIZE_NOT_FOUND');
        if (!/^[a-z0-9-]{1,40}$/.test(locationId)) throw new ShopError('ROULETTE_LOCATION_NOT_FOUND');
        if (!Number.isInteger(quantity) || quantity < 1 || quantity > 100_000) {
          throw new ShopError('VALIDATION', 'Give 1 to 100 000 units', { quantity: ['1..100000'] });
        }
        await api.addStock(Number(prizeId), locationId, quantity);
        return overviewOf(await api.overview(), ctx);
      }),
    staffSetWheel: (_root, { wheel, minOrderTotal, loseWeight, active }, ctx) =>
      asRouletteStaff(ctx, async (api) => {
        if (minOrderTotal < 1 || minOrderTotal > 100_000_000 || loseWeight < 0 || loseWeight > 1_000_000) {
          throw new ShopError('VALIDATION', 'The minimum or the weight is out of range', {
            wheel: ['minOrderTotal 1..100000000, loseWeight 0..1000000'],
          });
        }
        await api.setWheel(wheelPath(wheel), {
          min_order_total: minOrderTotal,
          lose_weight: loseWeight,
          active,
        });
        return overviewOf(await api.overview(), ctx);
      }),
  },
};
