import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';

/**
 * Where the walk tries what the payment step takes in any of its states (a choice, the saved-card
 * list's answer): once the methods are listed and while a coupon is with the server. Every other
 * state would only multiply the walk (it took minutes) without a transition more to cover.
 */
const BESIDE_THE_STEP = new Set(['loadingMethods', 'choosing', 'applyingCoupon']);
export const paymentValue = (snapshot: AnyMachineSnapshot) =>
  (snapshot.value as { payment?: { step?: string; savedCards?: string; balances?: string } }).payment;
export const besideTheStep = (snapshot: AnyMachineSnapshot, events: AnyEventObject[]) => {
  const step = paymentValue(snapshot)?.step;
  // The list asked for again after each adjustment takes the same choices as the first load: walking
  // them there too lengthened the walk by a third (25 s → 33 s here) for no transition more.
  const reloading = step === 'loadingMethods' && snapshot.context.paymentOptions.length > 0;
  return step !== undefined && BESIDE_THE_STEP.has(step) && !reloading ? events : [];
};
