/**
 * The one format rule for coupon, voucher and promo codes, shared by the checkout machine's guard
 * (machines/checkout-checks.ts) and the commerce service (server/commerce/promotions/coupons.ts), so the web
 * never lets through a code the server refuses as mistyped, nor refuses one the server would take.
 * No I/O and no Node imports: the browser bundles it.
 */

/** Spec §5: a promo code is exactly 4 digits. */
export const PROMO_CODE = /^\d{4}$/;

export type CodeFormatProblem = 'REQUIRED' | 'PROMO_CODE_FORMAT';

/**
 * Why `code` cannot be sent, or null. Coupon and voucher codes are words (`SPRING10`); a code of
 * digits only is a promo code, so any other length (`123`, `12345`, `1234567`) is a typo of one.
 */
export function codeFormatProblem(code: string): CodeFormatProblem | null {
  const text = code.trim();
  if (!text) return 'REQUIRED';
  if (/^\d+$/.test(text) && !PROMO_CODE.test(text)) return 'PROMO_CODE_FORMAT';
  return null;
}
