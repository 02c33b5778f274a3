import type { AnyEventObject } from 'xstate';
import { cart, checkoutModel, done, paymentOptions, validForm } from '../../paths/models/checkout.model.ts';
import { startModelActor } from '../../paths/replay.ts';

/**
 * The checkout machine's stories (tests/machines/checkout*.test.ts) share this start: a real actor of
 * the machine with test server answers (tests/paths/replay.ts), walked to the payment step.
 */

export const shipping = [{ code: 'standard', name: 'Standard', cost: 5_000, etaHours: 24 }];

/** Through the address step to the payment step with its methods loaded (the 125,000 ₮ cart). */
export const toMethods: AnyEventObject[] = [
  { type: 'xstate.init' },
  { type: 'SUBMIT_DETAILS', form: validForm },
  done('saveDetails', cart),
  done('loadShippingOptions', shipping),
  { type: 'CHOOSE_SHIPPING', code: 'standard' },
  done('chooseShipping', cart),
  done('loadPaymentOptions', paymentOptions),
];

export const guest = { order: cart };
/** A logged-in shopper's cart: saved cards load beside the payment step. */
export const member = { order: cart, member: true };

/** Starts the actor with `input` and sends `events` one by one, each settled before the next. */
export async function play(events: AnyEventObject[], input: unknown = guest) {
  const run = startModelActor(checkoutModel, input);
  for (const event of events) await run.dispatch(event);
  return run;
}

export type CheckoutRun = Awaited<ReturnType<typeof play>>;

/** The calls still waiting for an answer, by actor, sorted. */
export const pendingCalls = (run: CheckoutRun) => [...run.pending.values()].map((call) => call.src).sort();
