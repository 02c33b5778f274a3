import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, serverState } from './app-harness.tsx';
import { gateway, type Handler, order, payment, refuse } from './checkout-cards-support.tsx';

/** The store-pay app step on the checkout confirmation page (happy-dom, a fake gateway). */

afterEach(cleanup);

describe('/checkout/<number> store-pay app', () => {
  function placedGateway(first: ReturnType<typeof payment>, handlers: Record<string, Handler> = {}) {
    return gateway({
      CheckoutPlacedOrder: () => ({
        data: { me: null, order: { ...order('complete'), payments: [first] } },
      }),
      ...handlers,
    });
  }

  it('tells what to do in the app; in test mode completes it, retrying after a decline', async () => {
    const answers = [
      payment('storepay', { state: 'FAILED', failureCode: 'PAYMENT_DECLINED' }),
      payment('storepay', { state: 'CAPTURED' }),
    ];
    const shop = placedGateway(payment('storepay'), {
      PayInApp: () => ({ data: { payInApp: answers.shift() } }),
      StartPayment: () => ({ data: { startPayment: payment('storepay', { id: 'pay-2' }) } }),
    });
    const url = '/checkout/R123456789';
    renderApp(url, shop.executor, await serverState(url, shop.executor));
    const app = await screen.findByTestId('store-pay');
    expect(app.textContent).toContain('StorePay аппыг нээнэ үү');
    expect(app.textContent).toContain('R123456789 дугаартай захиалгын төлбөрийг (₮150,000)');

    fireEvent.click(within(app).getByRole('button', { name: 'Туршилтын горимд төлбөрийг дуусгах' }));
    const failed = await screen.findByTestId('payment-failed');
    expect(failed.textContent).toContain('StorePay апп төлбөрийг татгалзлаа');
    fireEvent.click(within(failed).getByRole('button', { name: 'StorePay аппаар дахин оролдох' }));
    const again = await screen.findByTestId('store-pay');
    fireEvent.click(within(again).getByRole('button', { name: 'Туршилтын горимд төлбөрийг дуусгах' }));
    await screen.findByTestId('paid');

    const tokens = shop.calls.filter((call) => call.name === 'PayInApp').map((call) => call.variables.input);
    expect(tokens).toHaveLength(2);
    for (const sent of tokens as Array<{ orderNumber: string; custtkn: string; txntkn: string }>) {
      expect(sent.orderNumber).toBe('R123456789');
      expect(sent.custtkn).toMatch(/^sbx_cust_[A-Za-z0-9]{8,}$/);
      expect(sent.txntkn).toMatch(/^sbx_txn_[A-Za-z0-9]{8,}$/);
    }
    // A fresh transaction token per attempt: the server charges once per token.
    expect(new Set(tokens.map((sent) => (sent as { txntkn: string }).txntkn)).size).toBe(2);
    expect(shop.calls.find((call) => call.name === 'StartPayment')?.variables).toMatchObject({
      input: { orderNumber: 'R123456789', paymentMethod: 'storepay' },
    });
  });

  it('a refused app payment is shown translated and can be tried again', async () => {
    const shop = placedGateway(payment('storepay'), {
      PayInApp: () => refuse('PAYMENT_FAILED'),
    });
    const url = '/checkout/R123456789';
    renderApp(url, shop.executor, await serverState(url, shop.executor));
    const app = await screen.findByTestId('store-pay');
    fireEvent.click(within(app).getByRole('button', { name: 'Туршилтын горимд төлбөрийг дуусгах' }));
    expect((await screen.findByTestId('problem-storePay')).textContent).toBe('Төлбөр амжилтгүй боллоо');
    const button = within(screen.getByTestId('store-pay')).getByRole('button', {
      name: 'Туршилтын горимд төлбөрийг дуусгах',
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
  });

  it('outside test mode there is no test-mode button', async () => {
    const shop = placedGateway(payment('storepay', { testMode: false }));
    const url = '/checkout/R123456789';
    renderApp(url, shop.executor, await serverState(url, shop.executor));
    const app = await screen.findByTestId('store-pay');
    expect(within(app).queryByTestId('store-pay-test-mode')).toBeNull();
    expect(within(app).queryByRole('button')).toBeNull();
  });
});
