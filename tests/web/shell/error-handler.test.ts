import { afterEach, describe, expect, it } from 'vitest';
import { errorText, handleErrorResponse } from '../../../web/src/shell/error-handler.ts';
import { toastStore } from '../../../web/src/shell/toasts.ts';

afterEach(() => toastStore.trigger.clear());

describe('shared error handler (spec §8)', () => {
  it('joins an array with commas', () => {
    expect(errorText({ errors: ['Phone is required', 'Email is invalid'] })).toBe(
      'Phone is required, Email is invalid',
    );
  });

  it('takes the first value of an object, reading that value the same way', () => {
    expect(errorText({ errors: { phone: 'is required', email: 'is invalid' } })).toBe('is required');
    expect(errorText({ errors: { email: ['is taken', 'is too long'] } })).toBe('is taken, is too long');
  });

  it('shows a string as is', () => {
    expect(errorText({ error: 'Уучлаарай, энэ бараа дууссан байна.' })).toBe(
      'Уучлаарай, энэ бараа дууссан байна.',
    );
    expect(errorText({ exception: 'Payment is overdue.' })).toBe('Payment is overdue.');
  });

  it('prefers errors, then error, then exception, skipping empty ones', () => {
    expect(errorText({ exception: 'c', error: 'b', errors: 'a' })).toBe('a');
    expect(errorText({ errors: [], error: 'b', exception: 'c' })).toBe('b');
    expect(errorText({ errors: {}, error: '  ', exception: 'c' })).toBe('c');
  });

  it('finds nothing in bodies without those keys, or that are not objects', () => {
    for (const body of [null, undefined, 'oops', 42, {}, { message: 'x' }, { errors: [{}] }]) {
      expect(errorText(body)).toBeUndefined();
    }
  });

  it('stops at absurd nesting instead of walking it', () => {
    expect(errorText({ errors: { a: { b: { c: { d: { e: 'deep' } } } } } })).toBeUndefined();
  });

  it('shows the text in a warning toast, or the generic apology when there is none', () => {
    expect(handleErrorResponse({ error: 'Coupon expired' })).toBe('Coupon expired');
    expect(handleErrorResponse({ nothing: true })).toBeUndefined();
    const toasts = toastStore.getSnapshot().context.toasts;
    expect(toasts.map((toast) => toast.kind)).toEqual(['warning', 'warning']);
    expect(toasts[0]).toMatchObject({ text: 'Coupon expired' });
    expect(toasts[1]).toMatchObject({ messageId: 'error.INTERNAL' });
  });
});
