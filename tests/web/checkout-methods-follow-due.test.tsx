import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphqlExecutor } from '../../web/src/graphql/client.ts';
import { toastStore } from '../../web/src/shell/toasts.ts';
import { renderApp, serverState } from './app-harness.tsx';
import { cartOrder, checkoutGateway, toPaymentStep } from './checkout-gateway.ts';

/**
 * The payment methods follow the amount due on the checkout page (happy-dom, a fake gateway that
 * answers the methods for the cart's due as the server does): a wallet use that brings the due under
 * StorePay's 100,000 ₮ minimum shows StorePay unavailable without a page reload, and a chosen
 * StorePay is let go with a note. While the list reloads nothing typed is lost and no control that
 * starts a server call can be used.
 */
afterEach(() => {
  cleanup();
  toastStore.trigger.clear();
});

const STORE_PAY_MINIMUM = 100_000;

/** A member's cart of 150,000 ₮ with 60,000 ₮ of usable wallet credit; the methods list can be held. */
function shopWithWallet() {
  let due = 150_000;
  let held: Promise<void> | null = null;
  let release = () => {};
  const shop = checkoutGateway(true, {
    CheckoutWallet: () => ({ data: { wallet: { balance: 80_000, usableOnCart: 60_000, minimumUse: 500 } } }),
    ApplyStoreCredit: (variables) => {
      due -= variables.amount as number;
      const used = { kind: 'STORE_CREDIT', code: 'wallet', amount: variables.amount, label: 'Хэтэвч' };
      return { data: { applyStoreCredit: cartOrder(due, [used]) } };
    },
    CheckoutPaymentMethods: () => {
      const below = due < STORE_PAY_MINIMUM;
      const storePay = {
        code: 'storepay',
        kind: 'STORE_PAY_APP',
        name: 'StorePay апп',
        minimum: STORE_PAY_MINIMUM,
        available: !below,
        unavailableReason: below ? 'PAYMENT_BELOW_MINIMUM' : null,
        banks: [],
      };
      const bank = {
        ...storePay,
        code: 'bank_transfer',
        kind: 'BANK_TRANSFER',
        name: 'Дансаар',
        minimum: null,
      };
      return { data: { paymentMethods: [{ ...bank, available: true, unavailableReason: null }, storePay] } };
    },
  });
  // Counted as asked, before a held answer: `calls` records a call once it is answered.
  const asked = { methods: 0 };
  const executor: GraphqlExecutor = async (request) => {
    if (/query CheckoutPaymentMethods/.test(request.query)) {
      asked.methods++;
      if (held) await held;
    }
    return shop.executor(request);
  };
  const hold = () => {
    held = new Promise((resolve) => {
      release = resolve;
    });
  };
  return { ...shop, executor, asked, hold, release: () => release() };
}

const storePayRadio = () =>
  within(screen.getByTestId('method-storepay')).getByRole('radio') as HTMLInputElement;
const called = (shop: { calls: { name: string }[] }, name: string) =>
  shop.calls.filter((call) => call.name === name).length;

describe('the payment methods after a wallet use', () => {
  it('shows StorePay unavailable under its minimum and lets a chosen StorePay go, with the note', async () => {
    const shop = shopWithWallet();
    renderApp('/checkout', shop.executor, await serverState('/checkout', shop.executor));
    const payment = await toPaymentStep();
    expect(screen.getByTestId('method-storepay').textContent).not.toContain('бага байна');
    // the member's balances are in (the wallet's field shows) before the method is chosen
    await screen.findByLabelText('Хэтэвчнээс ашиглах дүн (₮)');
    fireEvent.click(storePayRadio());
    await waitFor(() => expect(storePayRadio().checked).toBe(true));

    shop.hold();
    const wallet = screen.getByLabelText('Хэтэвчнээс ашиглах дүн (₮)') as HTMLInputElement;
    fireEvent.change(wallet, { target: { value: '60000' } });
    fireEvent.submit(wallet);
    await waitFor(() => expect(screen.getByTestId('amount-due').textContent).toBe('₮90,000'));

    // The list is being asked for again: every button that would start a call waits for it, and
    // what was typed and chosen stays as it was.
    await waitFor(() => expect(shop.asked.methods).toBe(2));
    expect(payment.getAttribute('aria-busy')).toBe('true');
    for (const button of within(payment).getAllByRole('button', { name: 'Ашиглах' })) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
    expect((screen.getByTestId('place-order') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Хүргэлт рүү буцах' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(wallet.value).toBe('60000');
    expect(storePayRadio().checked).toBe(true);

    shop.release();
    const note = await screen.findByTestId('problem-method');
    expect(note.textContent).toBe(
      'StorePay апп ашиглах боломжгүй боллоо: төлөх дүн доод хэмжээнээс (₮100,000) бага байна. Өөр төлбөрийн хэлбэр сонгоно уу.',
    );
    expect(storePayRadio().checked).toBe(false);
    expect(screen.getByTestId('method-storepay').textContent).toContain(
      'Дүн энэ төлбөрийн хэлбэрийн доод хэмжээнээс (₮100,000) бага байна',
    );
    expect(payment.getAttribute('aria-busy')).toBe('false');
    expect(wallet.value).toBe('60000');
    // Without a page reload: the page was started once.
    expect(called(shop, 'CheckoutStart')).toBe(1);

    // StorePay cannot be chosen again for 90,000 ₮, and placing asks for a method, calling nothing.
    fireEvent.click(storePayRadio());
    expect(storePayRadio().checked).toBe(false);
    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() =>
      expect(screen.getByTestId('problem-method').textContent).toBe('Төлбөрийн хэлбэрээ сонгоно уу'),
    );
    expect(called(shop, 'PlaceOrder')).toBe(0);
  });

  it('keeps a method the lower amount still reaches, without a note', async () => {
    const shop = shopWithWallet();
    renderApp('/checkout', shop.executor, await serverState('/checkout', shop.executor));
    const payment = await toPaymentStep();
    fireEvent.click(within(screen.getByTestId('method-bank_transfer')).getByRole('radio'));
    const wallet = screen.getByLabelText('Хэтэвчнээс ашиглах дүн (₮)');
    fireEvent.change(wallet, { target: { value: '60000' } });
    fireEvent.submit(wallet);
    await waitFor(() => expect(screen.getByTestId('method-storepay').textContent).toContain('бага байна'));
    await waitFor(() => expect(payment.getAttribute('aria-busy')).toBe('false'));
    expect(
      (within(screen.getByTestId('method-bank_transfer')).getByRole('radio') as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.queryByTestId('problem-method')).toBeNull();
  });
});
