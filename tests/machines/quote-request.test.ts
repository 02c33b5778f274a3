import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { type QuoteEvent, quoteRequestMachine, quoteStatusOf } from '../../machines/quote-request.ts';
import { quoteRequestModel } from '../paths/models/quote-request.model.ts';
import { describeModel } from '../paths/vitest.ts';

// Every transition of the quote-request walk, replayed on a real actor (tests/paths/models/quote-request.model.ts).
describeModel(quoteRequestModel);

const fold = (events: QuoteEvent[]) =>
  events.reduce(
    (snapshot, event) => transition(quoteRequestMachine, snapshot, event)[0],
    initialTransition(quoteRequestMachine)[0],
  );

describe('quote request machine', () => {
  const answered = fold([
    { type: 'QuoteRequested' },
    { type: 'QuoteAnswered', prices: [5_000], expiresAt: '2026-06-29T09:00:00.000Z' },
  ]);

  it('the expiry instant itself is expired: an accept one millisecond before it is the last one taken', () => {
    expect(answered.can({ type: 'QuoteAccepted', orderNumber: 'R1', at: '2026-06-29T08:59:59.999Z' })).toBe(
      true,
    );
    expect(answered.can({ type: 'QuoteAccepted', orderNumber: 'R1', at: '2026-06-29T09:00:00.000Z' })).toBe(
      false,
    );
    expect(answered.can({ type: 'QuoteExpired', at: '2026-06-29T09:00:00.000Z' })).toBe(true);
  });

  it('a negative or fractional price is never an answer', () => {
    const requested = fold([{ type: 'QuoteRequested' }]);
    expect(
      requested.can({ type: 'QuoteAnswered', prices: [-1], expiresAt: '2026-06-29T09:00:00.000Z' }),
    ).toBe(false);
    expect(
      requested.can({ type: 'QuoteAnswered', prices: [1.5], expiresAt: '2026-06-29T09:00:00.000Z' }),
    ).toBe(false);
    expect(quoteStatusOf(requested)).toBe('requested');
  });
});
