import { describe, expect, it } from 'vitest';
import { canAskReturn, canCancel, canPay, type OrderActionFacts } from '../../machines/order-actions.ts';

const order = (facts: Partial<OrderActionFacts>): OrderActionFacts => ({
  status: 'PAYMENT_PENDING',
  paidTotal: 0,
  amountDue: 10_000,
  returnRequest: null,
  ...facts,
});

describe('order page actions', () => {
  it('offers paying and canceling while the order waits for its payment', () => {
    for (const status of ['PAYMENT_PENDING', 'PAYMENT_FAILED']) {
      expect(canPay(order({ status }))).toBe(true);
      expect(canCancel(order({ status }))).toBe(true);
    }
  });

  it('offers no cancel once part of it is paid, and neither on a paid, canceled or expired order', () => {
    expect(canCancel(order({ paidTotal: 1_000, amountDue: 9_000 }))).toBe(false);
    expect(canPay(order({ paidTotal: 1_000, amountDue: 9_000 }))).toBe(true);
    for (const status of ['ORDERED', 'CANCELED', 'EXPIRED', 'PENDING']) {
      expect(canCancel(order({ status }))).toBe(false);
      expect(canPay(order({ status }))).toBe(false);
    }
  });

  it('offers a return on a delivered order never asked back', () => {
    expect(canAskReturn(order({ status: 'DELIVERED', amountDue: 0, paidTotal: 10_000 }))).toBe(true);
    expect(canAskReturn(order({ status: 'DELIVERED', returnRequest: { refusal: 'worn' } }))).toBe(false);
    expect(canAskReturn(order({ status: 'RETURN_REQUESTED', returnRequest: { refusal: null } }))).toBe(false);
    expect(canAskReturn(order({ status: 'COMPLETED' }))).toBe(false);
  });
});
