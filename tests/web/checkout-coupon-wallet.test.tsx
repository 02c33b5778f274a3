import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastStore } from '../../web/src/shell/toasts.ts';
import { renderApp, serverState } from './app-harness.tsx';
import { cartOrder, checkoutGateway, refuse, toPaymentStep } from './checkout-gateway.ts';

/**
 * The payment step's adjustments on the checkout page (happy-dom, a fake gateway): a campaign
 * link's coupon applied quietly (§8), an unknown promo code, the wallet's balance and usable maximum
 * (§9) for a member, none of the wallet or points for a guest, and a method's minimum in ₮.
 */
const couponApplied = () => ({
  data: {
    applyCoupon: cartOrder(135_500, [{ kind: 'COUPON', code: '1234', amount: 14_500, label: '10 %' }]),
  },
});
const applyCoupon = (variables: Record<string, unknown>) =>
  variables.code === '1234' ? couponApplied() : refuse('COUPON_NOT_FOUND');

afterEach(() => {
  cleanup();
  toastStore.trigger.clear();
});

async function open(url: string, shop: ReturnType<typeof checkoutGateway>) {
  renderApp(url, shop.executor, await serverState(url, shop.executor));
  return toPaymentStep();
}

const toasts = () => toastStore.getSnapshot().context.toasts;

describe('/checkout?coupon=CODE (a campaign link)', () => {
  it('applies the code when the payment step opens, with the "Coupon code applied" toast', async () => {
    const shop = checkoutGateway(false, { ApplyCoupon: applyCoupon });
    await open('/checkout?coupon=1234', shop);
    await waitFor(() => expect(screen.getByTestId('adjustment-COUPON').textContent).toContain('14,500'));
    expect(screen.getByTestId('amount-due').textContent).toBe('₮135,500');
    expect(toasts()).toMatchObject([{ kind: 'success', messageId: 'checkout.toast.couponApplied' }]);
    // Once: not again for every render of the step.
    expect(shop.calls.filter((call) => call.name === 'ApplyCoupon')).toEqual([
      { name: 'ApplyCoupon', variables: { code: '1234' } },
    ]);
  });

  it('a refused or mistyped code shows nothing and leaves the step usable', async () => {
    const shop = checkoutGateway(false, { ApplyCoupon: applyCoupon });
    const payment = await open('/checkout?coupon=SPRING99', shop);
    await waitFor(() => expect(shop.calls.some((call) => call.name === 'ApplyCoupon')).toBe(true));
    await waitFor(() => expect(payment.getAttribute('aria-busy')).toBe('false'));
    expect(screen.queryByTestId('problem-coupon')).toBeNull();
    expect(screen.queryByTestId('checkout-problem')).toBeNull();
    expect(screen.queryByTestId('adjustment-COUPON')).toBeNull();
    expect(toasts()).toEqual([]);

    cleanup();
    const mistyped = checkoutGateway(false, { ApplyCoupon: applyCoupon });
    await open('/checkout?coupon=1234567', mistyped);
    expect(mistyped.calls.some((call) => call.name === 'ApplyCoupon')).toBe(false);
    expect(screen.queryByTestId('problem-coupon')).toBeNull();
    expect(toasts()).toEqual([]);
  });
});

describe('the payment step', () => {
  it('answers an unknown 4-digit code with "No coupon found", in the field', async () => {
    const shop = checkoutGateway(false, { ApplyCoupon: applyCoupon });
    await open('/checkout', shop);
    const coupon = screen.getByLabelText('Купон эсвэл промо код');
    fireEvent.change(coupon, { target: { value: '9999' } });
    fireEvent.submit(coupon);
    expect((await screen.findByTestId('problem-coupon')).textContent).toBe('Купон олдсонгүй');
    expect(toasts()).toEqual([]);
  });

  it("shows a member's wallet balance and what this order may take from it, asked again after a use", async () => {
    const wallets = [
      { balance: 80_000, usableOnCart: 40_000, minimumUse: 500 },
      { balance: 40_000, usableOnCart: 0, minimumUse: 500 },
    ];
    const shop = checkoutGateway(true, {
      CheckoutWallet: () => ({ data: { wallet: wallets.shift() } }),
      ApplyStoreCredit: () => ({
        data: {
          applyStoreCredit: cartOrder(110_000, [
            { kind: 'STORE_CREDIT', code: 'wallet', amount: 40_000, label: 'Хэтэвч' },
          ]),
        },
      }),
    });
    await open('/checkout', shop);
    const balance = await screen.findByTestId('wallet-balance');
    expect(balance.textContent).toBe(
      'Хэтэвчний үлдэгдэл: ₮80,000. Энэ захиалгад хамгийн ихдээ ₮40,000, хамгийн багадаа ₮500 ашиглах боломжтой.',
    );
    expect(screen.getByLabelText('Урамшууллын оноо')).toBeTruthy();

    const wallet = screen.getByLabelText('Хэтэвчнээс ашиглах дүн (₮)');
    fireEvent.change(wallet, { target: { value: '40000' } });
    fireEvent.submit(wallet);
    await waitFor(() =>
      expect(screen.getByTestId('wallet-balance').textContent).toBe(
        'Хэтэвчний үлдэгдэл: ₮40,000. Энэ захиалгад хэтэвч ашиглах боломжгүй.',
      ),
    );
    expect(shop.calls.filter((call) => call.name === 'CheckoutWallet')).toHaveLength(2);
  });

  it('a guest sees neither the wallet nor the loyalty points', async () => {
    const shop = checkoutGateway(false);
    const payment = await open('/checkout', shop);
    expect(within(payment).queryByLabelText('Хэтэвчнээс ашиглах дүн (₮)')).toBeNull();
    expect(within(payment).queryByLabelText('Урамшууллын оноо')).toBeNull();
    expect(within(payment).queryByTestId('wallet-balance')).toBeNull();
    expect(shop.calls.some((call) => call.name === 'CheckoutWallet')).toBe(false);
    // The codes anyone may use stay.
    expect(within(payment).getByLabelText('Купон эсвэл промо код')).toBeTruthy();
  });

  it("names a method's minimum in ₮ when the amount is below it, and reads well without it", async () => {
    const answers = [refuse('PAYMENT_BELOW_MINIMUM', { min: 500 }), refuse('PAYMENT_BELOW_MINIMUM')];
    await open('/checkout', checkoutGateway(false, { PlaceOrder: () => answers.shift()! }));
    expect(screen.getByTestId('method-storepay').textContent).toContain(
      'Дүн энэ төлбөрийн хэлбэрийн доод хэмжээнээс (₮200,000) бага байна',
    );
    fireEvent.click(within(screen.getByTestId('method-qpay')).getByRole('radio'));
    fireEvent.click(screen.getByTestId('place-order'));
    expect((await screen.findByTestId('checkout-problem')).textContent).toBe(
      'Дүн энэ төлбөрийн хэлбэрийн доод хэмжээнээс (₮500) бага байна',
    );
    // A refusal that did not say the minimum: the sentence without the number, never a raw `{min}`.
    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() =>
      expect(screen.getByTestId('checkout-problem').textContent).toBe(
        'Дүн энэ төлбөрийн хэлбэрийн доод хэмжээнээс бага байна',
      ),
    );
  });
});
