import assert from 'node:assert/strict';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { type QuoteContext, quoteRequestMachine, quoteStatusOf } from '../../../machines/quote-request.ts';
import type { PathModel } from '../model.ts';

const EXPIRES = '2026-07-01T09:00:00.000Z';
const BEFORE = '2026-06-20T09:00:00.000Z';

function describeEvent(event: AnyEventObject): string {
  switch (event.type) {
    case 'QuoteRequested':
      return 'the buyer asks for a quote';
    case 'QuoteAnswered':
      return event.prices.length === 0 ? 'staff send an answer with no prices' : 'staff answer with prices';
    case 'QuoteDeclined':
      return 'staff decline with a reason';
    case 'QuoteAccepted':
      return event.at < EXPIRES
        ? 'the buyer accepts before the expiry'
        : 'the buyer accepts after the expiry';
    default:
      return event.at < EXPIRES ? 'read before the expiry' : 'read at the expiry';
  }
}

/**
 * The quote's lifecycle (#17): every event the server folds, each with a right and a wrong moment
 * (an accept after the expiry, an expiry read before it, an answer without prices).
 */
export const quoteRequestModel: PathModel = {
  name: 'quote-request',
  title: 'quote request',
  machine: quoteRequestMachine,
  scenarios: { 'a new quote': undefined },
  events: () => [
    { type: 'QuoteRequested' },
    { type: 'QuoteAnswered', prices: [9_000, 120_000], expiresAt: EXPIRES },
    { type: 'QuoteAnswered', prices: [], expiresAt: EXPIRES },
    { type: 'QuoteDeclined', reason: 'Үйлдвэрлэл зогссон' },
    { type: 'QuoteAccepted', orderNumber: 'R123456789', at: BEFORE },
    { type: 'QuoteAccepted', orderNumber: 'R123456789', at: EXPIRES },
    { type: 'QuoteExpired', at: BEFORE },
    { type: 'QuoteExpired', at: EXPIRES },
  ],
  describeEvent,
  describeState: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as QuoteContext;
    const status = quoteStatusOf(snapshot as never);
    if (status === 'answered')
      return `answered, prices ${context.prices?.join(', ')} until ${context.expiresAt}`;
    if (status === 'declined') return `declined: ${context.declineReason}`;
    if (status === 'accepted') return `accepted into cart ${context.orderNumber}`;
    return status;
  },
  assertState: (actual) => {
    const context = actual.context as QuoteContext;
    // prices and an expiry exactly from the answer on; only an accepted quote names a cart
    const priced = actual.matches('answered') || actual.matches('accepted') || actual.matches('expired');
    assert.equal(context.prices !== null && context.prices.length > 0, priced);
    assert.equal(context.orderNumber !== null, actual.matches('accepted'));
    assert.equal(context.declineReason !== null, actual.matches('declined'));
    assert.equal(actual.hasTag('acceptable'), actual.matches('answered'));
  },
};
