import type { WheelSegment } from '../../../../machines/prize-spin.ts';
import type { PrizeFieldsFragment, StaffCheckRouletteNumberQuery } from '../../graphql/generated/graphql.ts';

/** A number checked at the counter: whose it is, spun or not, and its wheel at the location. */
export type CounterNumber = StaffCheckRouletteNumberQuery['staffCheckRouletteNumber'];

/** A prize as the wheel machine draws it (the gateway's ids are strings). */
export const wheelPrize = (prize: PrizeFieldsFragment | null | undefined) =>
  prize
    ? {
        id: Number(prize.id),
        name: prize.name,
        kind: prize.kind === 'COUPON' ? ('coupon' as const) : ('wallet_credit' as const),
        couponCode: prize.couponCode ?? null,
        creditAmount: prize.creditAmount ?? null,
      }
    : null;

/** The wheel's segments in the server's order: a spin's `segment` counts them. */
export const wheelSegments = (found: CounterNumber): WheelSegment[] =>
  found.segments.map((segment) => ({
    prize: wheelPrize(segment.prize),
    oddsPercent: segment.oddsPercent,
    inStock: segment.inStock,
  }));
