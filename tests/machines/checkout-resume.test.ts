import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { checkoutMachine, emptyForm, formOfOrder } from '../../machines/checkout.ts';
import { cart, cartWithDetails, cartWithShipping, validForm } from '../paths/models/checkout.model.ts';

/**
 * A reload of /checkout resumes from the order's own state (#19.4): the address step's answer and the
 * shipping method are events on the order, so the machine starts where the shopper left off, with
 * the form holding what they gave (editable again from either step). Before, every reload started
 * on an empty address form.
 */
const start = (order: typeof cart) => createActor(checkoutMachine, { input: { order } }).getSnapshot();

describe('checkout resumed after a reload', () => {
  it('a cart with no answer yet starts on an empty address form', () => {
    const snapshot = start(cart);
    expect(snapshot.matches({ address: 'editing' })).toBe(true);
    expect(snapshot.context.form).toEqual(emptyForm());
  });

  it('a cart whose address was given goes on to its shipping rates, the form filled from the order', () => {
    const snapshot = start(cartWithDetails);
    expect(snapshot.matches({ address: 'loadingRates' })).toBe(true);
    expect(snapshot.context.form).toEqual(validForm);
  });

  it('a cart whose shipping was chosen lands on the payment step; Back opens the filled form', () => {
    const actor = createActor(checkoutMachine, { input: { order: cartWithShipping } }).start();
    expect(actor.getSnapshot().matches('payment')).toBe(true);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches({ address: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.form).toEqual(validForm);
    actor.stop();
  });

  it('reads a pickup and an organization buyer back into the form', () => {
    const order = {
      ...cart,
      checkout: {
        delivery: 'PICKUP' as const,
        address: null,
        pickupLocation: { code: 'central', name: 'Төв салбар' },
        receiverName: 'Бат',
        receiverPhone: '99112233',
        deliveryTime: { id: 'today-evening' },
        organization: { name: 'Шоппи ХХК', registerNumber: '1234567', workerCount: null },
      },
    };
    expect(formOfOrder(order)).toEqual({
      ...emptyForm(),
      delivery: 'PICKUP',
      storeCode: 'central',
      receiverName: 'Бат',
      receiverPhone: '99112233',
      deliveryTime: 'today-evening',
      organization: {
        name: 'Шоппи ХХК',
        registerNumber: '1234567',
        workerCount: null,
        direction: '',
        address: '',
        phone: '',
      },
    });
  });
});
