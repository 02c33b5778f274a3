import assert from 'node:assert/strict';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import {
  amountProblem,
  type RechargeContext,
  type RechargeView,
  rechargeMachine,
  selectIsBusy,
  selectPayView,
} from '../../../machines/recharge.ts';
import type { PathModel } from '../model.ts';

const POLL = 'xstate.after.pollDelay.recharge.paying.waiting';
const START_DONE = 'xstate.done.actor.startRecharge';
const START_ERROR = 'xstate.error.actor.startRecharge';
const FETCH_DONE = 'xstate.done.actor.fetchRecharge';
const FETCH_ERROR = 'xstate.error.actor.fetchRecharge';
const CARD_DONE = 'xstate.done.actor.payByCard';
const CARD_ERROR = 'xstate.error.actor.payByCard';

const payment = (method: string, state = 'PENDING') => ({
  id: 'pay_test',
  state,
  failureCode: state === 'FAILED' ? 'PAYMENT_DECLINED' : null,
  qr: method === 'qpay' ? { svg: '<svg/>', payUrl: '/sandbox/pay/pay_test' } : null,
  redirectUrl: null,
  bankAccount:
    method === 'bank_transfer'
      ? { bankName: 'Хаан банк', accountNumber: '5012345678', iban: 'MN58', reference: 'rch_test' }
      : null,
});

function recharge(snapshot: AnyMachineSnapshot, state: RechargeView['state']): RechargeView {
  const { method } = snapshot.context as RechargeContext;
  const paymentState = state === 'PAID' ? 'CAPTURED' : state === 'FAILED' ? 'FAILED' : 'PENDING';
  return {
    id: 'rch_test',
    amount: 50_000,
    state,
    failureCode: state === 'FAILED' ? 'PAYMENT_DECLINED' : state === 'EXPIRED' ? 'RECHARGE_EXPIRED' : null,
    payment: payment(method, paymentState),
  };
}

function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  return [
    { type: 'AMOUNT.CHANGE', value: '50 000' },
    { type: 'AMOUNT.CHANGE', value: '0' },
    { type: 'AMOUNT.CHANGE', value: '1500.5' },
    { type: 'AMOUNT.CHANGE', value: '3000000' },
    { type: 'METHOD.CHANGE', method: 'card' },
    { type: 'METHOD.CHANGE', method: 'bank_transfer' },
    { type: 'SUBMIT' },
    { type: START_DONE, output: recharge(snapshot, 'REQUESTED') },
    { type: START_ERROR, error: { code: 'RECHARGE_ABOVE_MAXIMUM' } },
    { type: POLL },
    { type: FETCH_DONE, output: recharge(snapshot, 'REQUESTED') },
    { type: FETCH_DONE, output: recharge(snapshot, 'PAID') },
    { type: FETCH_DONE, output: recharge(snapshot, 'FAILED') },
    { type: FETCH_DONE, output: recharge(snapshot, 'EXPIRED') },
    { type: FETCH_ERROR, error: { code: 'UPSTREAM_TIMEOUT' } },
    { type: 'CARD.SUBMIT', card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' } },
    { type: CARD_DONE, output: recharge(snapshot, 'PAID') },
    { type: CARD_DONE, output: recharge(snapshot, 'FAILED') },
    { type: CARD_DONE, output: recharge(snapshot, 'EXPIRED') },
    { type: CARD_DONE, output: recharge(snapshot, 'REQUESTED') },
    { type: CARD_ERROR, error: { code: 'PAYMENT_IN_PROGRESS' } },
    { type: 'AGAIN' },
  ];
}

const stepNames: Record<string, string> = {
  SUBMIT: 'clicks "Recharge"',
  [START_ERROR]: 'the server refuses the recharge (above the maximum)',
  [POLL]: 'waits 2 seconds',
  [FETCH_ERROR]: 'reading the recharge fails (timeout)',
  'CARD.SUBMIT': 'pays with a card',
  [CARD_ERROR]: 'the card call is refused (another confirm in flight)',
  AGAIN: 'clicks "Recharge again"',
};

function describeEvent(event: AnyEventObject): string {
  if (event.type === 'AMOUNT.CHANGE') return `types the amount "${event.value}"`;
  if (event.type === 'METHOD.CHANGE') return `chooses ${event.method}`;
  const output = event.output as RechargeView | undefined;
  if (event.type === START_DONE) return 'the server opens the recharge and its payment';
  if (event.type === FETCH_DONE) return `the server says the recharge is ${output?.state}`;
  if (event.type === CARD_DONE) return `the card is charged; the recharge is ${output?.state}`;
  return stepNames[event.type] ?? event.type;
}

function describeState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as RechargeContext;
  if (snapshot.matches('amount')) {
    return context.amountError
      ? `amount form, refused: ${context.amountError}`
      : `amount form (${context.method})`;
  }
  if (snapshot.matches('starting')) return 'opening the recharge (busy)';
  if (snapshot.matches({ paying: 'charging' })) return 'charging the card (busy)';
  if (snapshot.matches('paying')) {
    const view = selectPayView(snapshot as never);
    return `paying by ${view}${context.failure ? `, refused: ${context.failure}` : ''}`;
  }
  return { credited: 'wallet credited', failed: 'recharge failed', expired: 'recharge expired' }[
    snapshot.value as 'credited'
  ];
}

/** Recharging the wallet: one member with the demo limits (1,000 ₮ to 2,000,000 ₮). */
export const rechargeModel: PathModel = {
  name: 'recharge',
  title: 'wallet recharge',
  machine: rechargeMachine,
  scenarios: { 'member with the demo limits': { min: 1_000, max: 2_000_000 } },
  events,
  select: 'covering',
  serializeState: (snapshot, event, previous) => {
    const context = snapshot.context as RechargeContext;
    const vertex = {
      value: snapshot.value,
      method: context.method,
      problem: amountProblem(context),
      amountError: context.amountError,
      recharge: context.recharge?.state ?? null,
      failure: context.failure,
    };
    return `${JSON.stringify(vertex)}${event ? ` via ${event.type} from ${JSON.stringify(previous?.value)}` : ''}`;
  },
  describeEvent,
  describeState,
  assertState: (actual) => {
    const context = actual.context as RechargeContext;
    // Busy exactly while a call the shopper waits for is out.
    assert.equal(
      selectIsBusy(actual as never),
      actual.matches('starting') || actual.matches({ paying: 'charging' }),
    );
    // No call is made with an amount the limits refuse.
    if (actual.matches('starting')) assert.equal(amountProblem(context), null);
    if (actual.matches('credited')) assert.equal(context.recharge?.state, 'PAID');
    if (actual.matches('paying')) assert.ok(context.recharge, 'paying shows the opened recharge');
  },
};
