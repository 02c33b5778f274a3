import { ShopError } from '../../platform/errors.ts';
import {
  RouletteAdminApi,
  type RouletteAdminDto,
  type RouletteNumberDto,
} from '../clients/roulette-admin-api.ts';
import type { GatewayContext } from '../context.ts';
import type { PrizeWheelKind, Resolvers, StaffRoulette } from '../generated/resolvers.ts';
import { STAFF_COOKIE, staffSession } from './backoffice.ts';
import { prizeOf, spinResult } from './prizes.ts';

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
    holderName: dto.holder_name ?? '',
  };
}

/**
 * What the counter types, checked before the service is asked: a number longer than any issued
 * one is unknown, a malformed location is unknown (the service refuses both the same way).
 */
function counterInput(number: string, locationId: string) {
  const typed = number.trim();
  if (typed.length === 0 || typed.length > 20) throw new ShopError('ROULETTE_NUMBER_NOT_FOUND');
  if (!/^[a-z0-9-]{1,40}$/.test(locationId)) throw new ShopError('ROULETTE_LOCATION_NOT_FOUND');
  return typed;
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
      nameMn: prize.name.mn ?? '',
      nameEn: prize.name.en ?? '',
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
      nameMn: location.name.mn ?? '',
      nameEn: location.name.en ?? '',
      address: location.address,
    })),
    numbers: dto.numbers.map((number) => numberOf(number, ctx)),
    spins: dto.spins.map((number) => numberOf(number, ctx)),
  };
}

/** Both names are required (the API's rule), 1 to 80 characters once trimmed. */
function checkedNames(mn: string, en: string) {
  const name = { mn: mn.trim(), en: en.trim() };
  const problems: Record<string, string[]> = {};
  for (const [locale, text] of Object.entries(name)) {
    if (text.length < 1 || text.length > 80) problems[`name${locale === 'mn' ? 'Mn' : 'En'}`] = ['1..80'];
  }
  return { name, problems };
}

/** Every bad field at once, as one coded refusal; nothing is sent to the service. */
function refuseIfAny(problems: Record<string, string[]>) {
  if (Object.keys(problems).length > 0)
    throw new ShopError('VALIDATION', 'Some fields are not valid', problems);
}

export const rouletteAdminResolvers: Resolvers = {
  Query: {
    staffRoulette: (_root, _args, ctx) =>
      asRouletteStaff(ctx, async (api) => overviewOf(await api.overview(), ctx)),
    staffCheckRouletteNumber: (_root, { number, locationId }, ctx) =>
      asRouletteStaff(ctx, async (api) => {
        const found = await api.checkNumber(counterInput(number, locationId));
        const segments = await api.segments(found.wheel_id, locationId);
        return {
          number: numberOf(found, ctx),
          segments: segments.map((segment) => ({
            prize: prizeOf(segment.prize, ctx),
            oddsPercent: segment.odds_percent,
            inStock: segment.in_stock,
          })),
        };
      }),
  },
  Mutation: {
    staffSpinRouletteNumber: (_root, { number, locationId }, ctx) =>
      asRouletteStaff(ctx, async (api) => {
        return spinResult(await api.spin(counterInput(number, locationId), locationId), ctx);
      }),
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
    staffSaveRouletteLocation: (_root, { input }, ctx) =>
      asRouletteStaff(ctx, async (api) => {
        const names = checkedNames(input.nameMn, input.nameEn);
        const id = input.id.trim();
        const address = (input.address ?? '').trim();
        const problems: Record<string, string[]> = { ...names.problems };
        if (!/^[a-z0-9-]{1,40}$/.test(id)) problems.id = ['a-z, 0-9 and dashes, at most 40'];
        if (address.length > 200) problems.address = ['at most 200 characters'];
        refuseIfAny(problems);
        await api.saveLocation({ id, name: names.name, address });
        return overviewOf(await api.overview(), ctx);
      }),
    staffSavePrize: (_root, { input }, ctx) =>
      asRouletteStaff(ctx, async (api) => {
        const names = checkedNames(input.nameMn, input.nameEn);
        const problems: Record<string, string[]> = { ...names.problems };
        if (input.id != null && !/^[1-9][0-9]{0,8}$/.test(input.id)) throw new ShopError('PRIZE_NOT_FOUND');
        const coupon = input.kind === 'COUPON';
        const code = (input.couponCode ?? '').trim().toUpperCase();
        if (coupon && !/^[A-Z0-9-]{1,32}$/.test(code))
          problems.couponCode = ['A-Z, 0-9 and dashes, at most 32'];
        const amount = input.creditAmount ?? 0;
        if (!coupon && !(Number.isInteger(amount) && amount >= 1 && amount <= 10_000_000))
          problems.creditAmount = ['1..10000000'];
        if (!Number.isInteger(input.weight) || input.weight < 0 || input.weight > 1_000_000)
          problems.weight = ['0..1000000'];
        refuseIfAny(problems);
        await api.savePrize(input.id == null ? null : Number(input.id), {
          wheel_id: wheelPath(input.wheel),
          name: names.name,
          kind: coupon ? 'coupon' : 'wallet_credit',
          ...(coupon ? { coupon_code: code } : { credit_amount: amount }),
          weight: input.weight,
          active: input.active,
        });
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
