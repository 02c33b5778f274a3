import { afterEach, describe, expect, it } from 'vitest';
import { CART_SLICE, storedQueue } from '../../web/src/cart/offline-queue.tsx';
import { PERSISTED_STATE_KEY, writeSlice } from '../../web/src/shell/persisted-state.ts';

describe('offline cart queue in storage (#19)', () => {
  afterEach(() => localStorage.clear());

  it('gives back the commands as kept, in order', () => {
    const queue = [
      { kind: 'add', variantId: '7', quantity: 2, key: 'a', name: 'Pen' },
      { kind: 'update', lineItemId: '1', quantity: 3, key: 'b' },
      { kind: 'remove', lineItemId: '1', key: 'c' },
      { kind: 'empty', key: 'd' },
    ];
    writeSlice(CART_SLICE, { queue });
    expect(storedQueue()).toEqual(queue);
  });

  it('drops what it could not send again as it was, and survives a foreign document', () => {
    writeSlice(CART_SLICE, {
      queue: [
        { kind: 'add', variantId: '7', quantity: 1, key: 'ok' },
        { kind: 'add', variantId: '7', quantity: -1, key: 'negative' },
        { kind: 'add', variantId: '7', quantity: 1 },
        { kind: 'add', variantId: '7', quantity: 1.5, key: 'fraction' },
        { kind: 'pay', key: 'unknown' },
        null,
        'text',
      ],
    });
    expect(storedQueue().map((command) => command.key)).toEqual(['ok']);
    writeSlice(CART_SLICE, { queue: 'not a list' });
    expect(storedQueue()).toEqual([]);
    localStorage.setItem(PERSISTED_STATE_KEY, '{broken');
    expect(storedQueue()).toEqual([]);
  });
});
