import { assertEvent, assign, type SnapshotFrom, setup } from 'xstate';

/**
 * A quote request (spec §1 "Quote requests", #17): an organization buyer asks for prices on a list of
 * products; staff answer with a unit price per line and an expiry, or decline with a reason; the
 * buyer puts the answered quote in the cart at those prices, once, before it expires.
 *
 *   requested ──QuoteAnswered──▶ answered ──QuoteAccepted (before expiry)──▶ accepted
 *       │                            └──────QuoteExpired (at or after expiry)──▶ expired
 *       └────QuoteDeclined──▶ declined
 *
 * The server folds a quote's stream (`quote-<id>`) through this machine with the pure `transition()`:
 * an event its state does not accept is refused, never half-applied. The events are the stored facts
 * themselves. Expiry is a fact of time, not of anyone's action: it is never stored; the server sends
 * `QuoteExpired { at: now }` to the folded snapshot when it reads one, so the guards stay pure and
 * the web shows the state the machine reaches.
 */

export interface QuoteLineDraft {
  variantId: number;
  quantity: number;
}

export interface QuoteContext {
  /** Unit prices by line position, in whole tugrik; null until staff answer. */
  prices: number[] | null;
  /** ISO instant after which the prices can no longer be accepted. */
  expiresAt: string | null;
  declineReason: string | null;
  /** The cart the accepted lines went into. */
  orderNumber: string | null;
}

export type QuoteEvent =
  | { type: 'QuoteRequested' }
  | { type: 'QuoteAnswered'; prices: number[]; expiresAt: string }
  | { type: 'QuoteDeclined'; reason: string }
  | { type: 'QuoteAccepted'; orderNumber: string; at: string }
  | { type: 'QuoteExpired'; at: string };

export type QuoteStatus = 'new' | 'requested' | 'answered' | 'accepted' | 'declined' | 'expired';

const before = (at: string, expiresAt: string | null) =>
  expiresAt !== null && Date.parse(at) < Date.parse(expiresAt);

export const quoteRequestMachine = setup({
  types: {
    context: {} as QuoteContext,
    events: {} as QuoteEvent,
    tags: {} as 'open' | 'acceptable',
  },
  guards: {
    beforeExpiry: ({ context, event }) =>
      event.type === 'QuoteAccepted' && before(event.at, context.expiresAt),
    atOrAfterExpiry: ({ context, event }) =>
      event.type === 'QuoteExpired' && !before(event.at, context.expiresAt),
    pricesGiven: ({ event }) =>
      event.type === 'QuoteAnswered' &&
      event.prices.length > 0 &&
      event.prices.every((price) => Number.isInteger(price) && price >= 0),
  },
  actions: {
    keepAnswer: assign(({ event }) => {
      assertEvent(event, 'QuoteAnswered');
      return { prices: event.prices, expiresAt: event.expiresAt };
    }),
    keepReason: assign(({ event }) => {
      assertEvent(event, 'QuoteDeclined');
      return { declineReason: event.reason };
    }),
    keepOrder: assign(({ event }) => {
      assertEvent(event, 'QuoteAccepted');
      return { orderNumber: event.orderNumber };
    }),
  },
}).createMachine({
  id: 'quoteRequest',
  initial: 'new',
  context: { prices: null, expiresAt: null, declineReason: null, orderNumber: null },
  states: {
    /** Before its first event: only a request starts a quote. */
    new: { on: { QuoteRequested: 'requested' } },
    requested: {
      tags: ['open'],
      on: {
        QuoteAnswered: { guard: 'pricesGiven', target: 'answered', actions: 'keepAnswer' },
        QuoteDeclined: { target: 'declined', actions: 'keepReason' },
      },
    },
    answered: {
      tags: ['acceptable'],
      on: {
        QuoteAccepted: { guard: 'beforeExpiry', target: 'accepted', actions: 'keepOrder' },
        QuoteExpired: { guard: 'atOrAfterExpiry', target: 'expired' },
      },
    },
    accepted: { type: 'final' },
    declined: { type: 'final' },
    expired: { type: 'final' },
  },
});

export type QuoteSnapshot = SnapshotFrom<typeof quoteRequestMachine>;

/** The status shown to buyer and staff: the machine's state by name. */
export const quoteStatusOf = (snapshot: QuoteSnapshot): QuoteStatus => snapshot.value as QuoteStatus;

/** Request limits (#17): the server refuses anything else with a coded error, the web form too. */
export const QUOTE_LIMITS = {
  minLines: 1,
  maxLines: 50,
  minQuantity: 1,
  maxQuantity: 9_999,
  maxNote: 1_000,
  maxReason: 500,
  defaultExpiryDays: 14,
  minExpiryDays: 1,
  maxExpiryDays: 90,
} as const;
