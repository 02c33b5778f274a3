/**
 * The lease / instalment calculator of spec §9. Pure, with no imports, so the web's checkout imports
 * the same module the server decides with (a quote shown is a quote accepted).
 *
 * How the §9 constants are read:
 * - `allowedMin`..`allowedMax` (inclusive): the amounts a lease can be asked for at all.
 * - `barrier`: the amount from which the calculator is offered on the payment step; equal to
 *   allowedMin here, so "shown" and "eligible" never disagree.
 * - `term` 0.3: the down payment is at least 30 % of the amount (rounded up to a whole tugrik).
 * - `leaseLimit`: at most this much principal is financed per month, so a short term needs a larger
 *   down payment: down payment ≥ amount − leaseLimit × months.
 * - `interest` 1.8: percent per month on the financed amount (annuity: equal monthly payments).
 * The monthly payment is rounded up, so down payment + monthly × months always covers the amount
 * plus interest; the shop never finances less than the shopper owes.
 */
export const leaseConstants = {
  barrier: 120_000,
  term: 0.3,
  interest: 1.8,
  allowedMin: 120_000,
  allowedMax: 1_500_000,
  leaseLimit: 120_000,
} as const;

export const leaseMonthOptions = [3, 6, 9, 12] as const;

export type LeaseIneligibility = 'LEASE_AMOUNT_TOO_LOW' | 'LEASE_AMOUNT_TOO_HIGH';

export interface LeaseQuote {
  amount: number;
  eligible: boolean;
  reason: LeaseIneligibility | null;
  downPayment: number;
  financed: number;
  months: number;
  monthly: number;
  interestPercent: number;
  allowedMin: number;
  allowedMax: number;
  monthOptions: number[];
}

export function leaseEligibility(amount: number): LeaseIneligibility | null {
  if (amount < leaseConstants.allowedMin) return 'LEASE_AMOUNT_TOO_LOW';
  if (amount > leaseConstants.allowedMax) return 'LEASE_AMOUNT_TOO_HIGH';
  return null;
}

/** The smallest down payment for `months`: 30 % of the amount, and enough to respect leaseLimit. */
export function minimumDownPayment(amount: number, months: number): number {
  const share = Math.ceil(amount * leaseConstants.term);
  const overLimit = amount - leaseConstants.leaseLimit * months;
  return Math.max(share, overLimit);
}

/** Equal monthly payment of `financed` over `months` at the §9 monthly interest, rounded up. */
export function monthlyPayment(financed: number, months: number): number {
  if (financed <= 0) return 0;
  const rate = leaseConstants.interest / 100;
  return Math.ceil((financed * rate) / (1 - (1 + rate) ** -months));
}

/**
 * A quote for `amount` (whole tugrik). `months` defaults to the longest option; `downPayment` to the
 * smallest allowed. Returns null when the terms themselves are not offered (a month count not in
 * the options, or a down payment below the minimum or not below the amount): the caller answers
 * LEASE_TERMS_INVALID. An amount outside allowedMin..allowedMax is a quote with `eligible: false`.
 */
export function leaseQuote(amount: number, months?: number, downPayment?: number): LeaseQuote | null {
  const chosenMonths = months ?? leaseMonthOptions[leaseMonthOptions.length - 1]!;
  if (!(leaseMonthOptions as readonly number[]).includes(chosenMonths)) return null;
  if (!Number.isInteger(amount) || amount < 0) return null;
  const reason = leaseEligibility(amount);
  const minimum = minimumDownPayment(amount, chosenMonths);
  const down = downPayment ?? minimum;
  if (reason === null && (!Number.isInteger(down) || down < minimum || down >= amount)) return null;
  const financed = reason === null ? amount - down : 0;
  return {
    amount,
    eligible: reason === null,
    reason,
    downPayment: reason === null ? down : 0,
    financed,
    months: chosenMonths,
    monthly: monthlyPayment(financed, chosenMonths),
    interestPercent: leaseConstants.interest,
    allowedMin: leaseConstants.allowedMin,
    allowedMax: leaseConstants.allowedMax,
    monthOptions: [...leaseMonthOptions],
  };
}
