import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, serverState } from './app-harness.tsx';
import {
  gateway,
  order,
  paidOrder,
  payment,
  paymentStepGateway,
  refuse,
  toPaymentStep,
} from './checkout-cards-support.tsx';

/**
 * Saved cards on the checkout page (happy-dom, a fake gateway answering the page's GraphQL
 * documents): what a member and a guest see, paying with a saved card, removing one, saving the card
 * paid with. The store-pay app step: checkout-store-pay.test.tsx.
 */

afterEach(cleanup);

describe('/checkout saved cards', () => {
  it('a member pays with a saved card: method saved_card with its id', async () => {
    const shop = paymentStepGateway(true, {
      PlaceOrder: () => ({
        data: { placeOrder: { order: paidOrder, payment: payment('saved_card', { state: 'CAPTURED' }) } },
      }),
    });
    const step = await toPaymentStep(shop);
    const visa = await within(step).findByTestId('saved-card-4242');
    expect(visa.textContent).toContain('VISA •••• 4242, хүчинтэй хугацаа 12/29');
    expect(within(step).queryByTestId('method-saved_card')).toBeNull();
    fireEvent.click(within(screen.getByTestId('saved-card-4444')).getByRole('radio'));
    fireEvent.click(screen.getByTestId('place-order'));
    await screen.findByTestId('paid');
    const placed = shop.calls.find((call) => call.name === 'PlaceOrder')?.variables as {
      input: Record<string, unknown>;
    };
    expect(placed.input).toMatchObject({ paymentMethod: 'saved_card', savedCardId: 'card_2' });
  });

  it('removes a card after confirming; a failed removal says so and keeps the card', async () => {
    let failOnce = true;
    const shop = paymentStepGateway(true, {
      RemoveCard: () => {
        if (!failOnce) return { data: { removeCard: true } };
        failOnce = false;
        return refuse('CARD_NOT_FOUND');
      },
    });
    await toPaymentStep(shop);
    const card = await screen.findByTestId('saved-card-4444');
    const askToRemove = () =>
      fireEvent.click(
        within(screen.getByTestId('saved-card-4444')).getByRole('button', {
          name: '•••• 4444 картыг устгах',
        }),
      );
    const confirm = () =>
      fireEvent.click(within(screen.getByTestId('saved-card-4444')).getByRole('button', { name: 'Устгах' }));
    askToRemove();
    // Nothing is removed before the shopper confirms; "keep" leaves it.
    expect(within(card).getByRole('alertdialog').textContent).toContain('Энэ картыг устгах уу?');
    fireEvent.click(within(card).getByRole('button', { name: 'Үлдээх' }));
    expect(within(card).queryByRole('alertdialog')).toBeNull();
    expect(shop.calls.some((call) => call.name === 'RemoveCard')).toBe(false);

    askToRemove();
    confirm();
    expect((await screen.findByTestId('problem-savedCards')).textContent).toBe('Ийм хадгалсан карт алга');
    expect(screen.getByTestId('saved-card-4444')).toBeTruthy();

    askToRemove();
    confirm();
    await waitFor(() => expect(screen.queryByTestId('saved-card-4444')).toBeNull());
    expect(screen.getByTestId('saved-card-4242')).toBeTruthy();
    expect(shop.calls.filter((call) => call.name === 'RemoveCard').map((call) => call.variables)).toEqual([
      { id: 'card_2' },
      { id: 'card_2' },
    ]);
  });

  it('a guest sees no saved-card choice, nothing is asked for, and no "save this card"', async () => {
    const shop = paymentStepGateway(false, {
      PlaceOrder: () => ({ data: { placeOrder: { order: order('complete'), payment: payment('card') } } }),
    });
    const step = await toPaymentStep(shop);
    await within(step).findByTestId('method-card');
    expect(within(step).queryByTestId('saved-cards')).toBeNull();
    expect(within(step).queryByTestId('method-saved_card')).toBeNull();
    expect(shop.calls.some((call) => call.name === 'SavedCards')).toBe(false);
    fireEvent.click(within(screen.getByTestId('method-card')).getByRole('radio'));
    fireEvent.click(screen.getByTestId('place-order'));
    const form = await screen.findByTestId('card-form');
    expect(within(form).queryByRole('checkbox')).toBeNull();
  });
});

describe('/checkout/<number> card payment', () => {
  it('a member can save the card they pay with (payByCard saveCard)', async () => {
    const shop = gateway({
      CheckoutPlacedOrder: () => ({
        data: { me: { id: '7' }, order: { ...order('complete'), payments: [payment('card')] } },
      }),
      PayByCard: () => ({ data: { payByCard: payment('card', { state: 'CAPTURED' }) } }),
    });
    const url = '/checkout/R123456789';
    renderApp(url, shop.executor, await serverState(url, shop.executor));
    const form = await screen.findByTestId('card-form');
    const type = (name: string, value: string) =>
      fireEvent.change(form.querySelector(`input[name="${name}"]`)!, { target: { value } });
    type('cardNumber', '4242 4242 4242 4242');
    type('expiry', '12/29');
    type('cvc', '123');
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Картыг дараа ашиглахаар хадгалах' }));
    fireEvent.submit(form);
    await screen.findByTestId('paid');
    expect(shop.calls.find((call) => call.name === 'PayByCard')?.variables).toMatchObject({
      input: { paymentId: 'pay-card', cardNumber: '4242424242424242', saveCard: true },
    });
  });

  it('a confirm refused as already in progress is shown translated; the form stays usable', async () => {
    const shop = gateway({
      CheckoutPlacedOrder: () => ({
        data: { me: null, order: { ...order('complete'), payments: [payment('card')] } },
      }),
      PayByCard: () => refuse('PAYMENT_IN_PROGRESS'),
    });
    const url = '/checkout/R123456789';
    renderApp(url, shop.executor, await serverState(url, shop.executor));
    const form = await screen.findByTestId('card-form');
    const type = (name: string, value: string) =>
      fireEvent.change(form.querySelector(`input[name="${name}"]`)!, { target: { value } });
    type('cardNumber', '4242 4242 4242 4242');
    type('expiry', '12/29');
    type('cvc', '123');
    fireEvent.submit(form);
    expect((await screen.findByTestId('problem-card')).textContent).toBe(
      'Энэ төлбөрийг баталгаажуулж байна. Дахин оролдохоосоо өмнө түр хүлээнэ үү.',
    );
    expect(screen.getByTestId('card-form')).toBeTruthy();
  });
});
