import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  leaseConstants,
  leaseMonthOptions,
  leaseQuote,
  minimumDownPayment,
} from '../../../../server/commerce/payments/lease.ts';

/** The §9 lease calculator: pure, shared by the web and the server. */
describe('lease calculator', () => {
  it('covers the amount: down payment + monthly × months ≥ amount, for every offered term', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: leaseConstants.allowedMin, max: leaseConstants.allowedMax }),
        fc.constantFrom(...leaseMonthOptions),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amount, months, extra) => {
          const down = Math.min(amount - 1, minimumDownPayment(amount, months) + extra);
          const quote = leaseQuote(amount, months, down)!;
          expect(quote.eligible).toBe(true);
          expect(quote.downPayment + quote.monthly * quote.months).toBeGreaterThanOrEqual(amount);
          expect(quote.downPayment).toBeGreaterThanOrEqual(Math.ceil(amount * leaseConstants.term));
          // leaseLimit: never more than 120,000 of principal per month
          expect(quote.financed).toBeLessThanOrEqual(leaseConstants.leaseLimit * months);
          expect(Number.isInteger(quote.monthly)).toBe(true);
        },
      ),
    );
  });

  it('is eligible exactly within allowedMin..allowedMax', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), (amount) => {
        const quote = leaseQuote(amount)!;
        const inside = amount >= leaseConstants.allowedMin && amount <= leaseConstants.allowedMax;
        expect(quote.eligible).toBe(inside);
        if (!inside) {
          expect(quote.reason).toBe(
            amount < leaseConstants.allowedMin ? 'LEASE_AMOUNT_TOO_LOW' : 'LEASE_AMOUNT_TOO_HIGH',
          );
        }
      }),
    );
    expect(leaseQuote(119_999)!.eligible).toBe(false);
    expect(leaseQuote(120_000)!.eligible).toBe(true);
    expect(leaseQuote(1_500_000)!.eligible).toBe(true);
    expect(leaseQuote(1_500_001)!.eligible).toBe(false);
  });

  it('charges 1.8 % a month: 700,000 over 12 months', () => {
    const quote = leaseQuote(1_000_000, 12, 300_000)!;
    expect(quote).toMatchObject({ financed: 700_000, months: 12, interestPercent: 1.8, monthly: 65_382 });
  });

  it('refuses terms it does not offer', () => {
    expect(leaseQuote(500_000, 5)).toBeNull();
    expect(leaseQuote(500_000, 12, 100_000)).toBeNull(); // under 30 %
    expect(leaseQuote(500_000, 12, 500_000)).toBeNull(); // nothing left to finance
    expect(leaseQuote(1_500_000, 3, 450_000)).toBeNull(); // 1,050,000 over 3 months breaks leaseLimit
  });
});
