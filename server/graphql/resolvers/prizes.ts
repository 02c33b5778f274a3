import type { PrizeDto, SpinDto } from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import { PrizesApi, type WheelPath } from '../clients/prizes-api.ts';
import type { GatewayContext } from '../context.ts';
import type { Prize, PrizeWheelKind, Resolvers } from '../generated/resolvers.ts';
import { shopperIdentity } from './orders.ts';

const pathOf: Record<PrizeWheelKind, WheelPath> = { LUCKY_WHEEL: 'lucky_wheel', JACKPOT: 'jackpot' };
const kindOf: Record<string, PrizeWheelKind> = { lucky_wheel: 'LUCKY_WHEEL', jackpot: 'JACKPOT' };

const named = (names: Record<string, string>, ctx: GatewayContext) =>
  names[ctx.locale] ?? names.en ?? names.mn ?? '';

/** A spin as GraphQL answers it, the shopper's own or one made at the counter (roulette-admin.ts). */
export function spinResult(spin: SpinDto, ctx: GatewayContext) {
  return {
    number: spin.number,
    won: spin.won,
    prize: prizeOf(spin.prize, ctx),
    segment: spin.segment,
    spunAt: spin.spun_at,
  };
}

export function prizeOf(prize: PrizeDto | null, ctx: GatewayContext): Prize | null {
  if (!prize) return null;
  return {
    id: String(prize.id),
    name: named(prize.name, ctx),
    kind: prize.kind === 'coupon' ? 'COUPON' : 'WALLET_CREDIT',
    couponCode: prize.coupon_code,
    creditAmount: prize.credit_amount,
  };
}

export const prizeResolvers: Resolvers = {
  Query: {
    prizeWheel: async (_root, { wheel }, ctx) => {
      const api = new PrizesApi(ctx.commerce, await shopperIdentity(ctx));
      const answer = await api.wheel(pathOf[wheel]);
      return {
        id: kindOf[answer.id]!,
        name: named(answer.name, ctx),
        active: answer.active,
        minOrderTotal: answer.min_order_total,
        segments: answer.segments.map((segment) => ({
          prize: prizeOf(segment.prize, ctx),
          oddsPercent: segment.odds_percent,
          inStock: segment.in_stock,
        })),
        spinsLeft: answer.spins_left,
        numbers: answer.numbers,
        recentSpins: answer.recent_spins.map((spin) => ({
          number: spin.number,
          prize: prizeOf(spin.prize, ctx),
          spunAt: spin.spun_at,
        })),
      };
    },
  },
  Mutation: {
    spinPrizeWheel: async (_root, { wheel, number }, ctx) => {
      const identity = await shopperIdentity(ctx);
      if (identity.userId === undefined) throw new ShopError('LOGIN_REQUIRED');
      if (number != null && number.length > 20) throw new ShopError('ROULETTE_NUMBER_NOT_FOUND');
      const spin = await new PrizesApi(ctx.commerce, identity).spin(pathOf[wheel], number ?? undefined);
      return spinResult(spin, ctx);
    },
  },
};
