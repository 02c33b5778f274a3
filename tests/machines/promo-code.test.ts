import { describe, expect, it } from 'vitest';
import { couponProblem } from '../../machines/checkout.ts';
import { codeFormatProblem } from '../../machines/promo-code.ts';
import { normalizeCouponCode } from '../../server/commerce/promotions/coupons.ts';
import type { ShopError } from '../../server/platform/errors.ts';

/** Spec §5 "the promo code is exactly 4 digits": one rule, the same answer on the web and the server. */
const serverAnswer = (code: string) => {
  try {
    return normalizeCouponCode(code);
  } catch (error) {
    return (error as ShopError).shopCode;
  }
};

describe('promo code format', () => {
  it('takes 4 digits and coupon words; any other all-digit code is a mistyped promo code', () => {
    expect(codeFormatProblem(' 1234 ')).toBeNull();
    expect(codeFormatProblem('SPRING10')).toBeNull();
    expect(codeFormatProblem('welcome-10')).toBeNull();
    for (const code of ['1', '123', '12345', '123456', '1234567', '12345678901234']) {
      expect(codeFormatProblem(code), code).toBe('PROMO_CODE_FORMAT');
    }
    expect(codeFormatProblem('   ')).toBe('REQUIRED');
  });

  it('the checkout guard and the commerce service refuse exactly the same codes as mistyped', () => {
    for (const code of ['1234', '0000', '123', '12345', '1234567', '99999999', 'SPRING10', ' spring ']) {
      const web = couponProblem(code)?.code ?? null;
      const server = serverAnswer(code);
      expect(web === 'PROMO_CODE_FORMAT', code).toBe(server === 'PROMO_CODE_FORMAT');
    }
    expect(serverAnswer(' spring ')).toBe('SPRING');
    expect(serverAnswer('1234567')).toBe('PROMO_CODE_FORMAT');
  });
});
