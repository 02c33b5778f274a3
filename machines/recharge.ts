import { assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';

/**
 * Recharging the wallet (#16, spec §2 "Wallet with recharge and statement"): the shopper types an
 * amount and picks a method, the server opens a recharge and its payment, the shopper pays it (a QR
 * or the sandbox pay page, a card form, a bank transfer), and the wallet is credited when the
 * provider captures it:
 *
 *   amount → starting → paying (waiting ⇄ checking, charging for a card) → credited | failed | expired
 *
 * - The amount is refused here before any call when it is not whole tugrik within the server's
 *   limits (`input.min` / `input.max`, served with the wallet's rules); the server refuses the same.
 * - While paying, the recharge is asked for again every `pollDelay` (the capture arrives as a
 *   webhook, from the pay page or the shopper's bank): PAID → credited, FAILED → failed, EXPIRED →
 *   expired. A card is charged in place (`payByCard`), then read the same way.
 * - Calls are the host's actors (`startRecharge`, `fetchRecharge`, `payByCard`, given with
 *   `.provide()`); they resolve with the recharge as the gateway answers it.
 */

export type RechargeStateName = 'REQUESTED' | 'PAID' | 'FAILED' | 'EXPIRED';

export interface RechargePayment {
  id: string;
  state: string;
  failureCode: string | null;
  qr: { svg: string; payUrl: string } | null;
  redirectUrl: string | null;
  bankAccount: { bankName: string; accountNumber: string; iban: string; reference: string } | null;
}

export interface RechargeView {
  id: string;
  amount: number;
  state: RechargeStateName;
  failureCode: string | null;
  payment: RechargePayment | null;
}

export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
}

export type RechargeMethod = 'qpay' | 'card' | 'bank_transfer';
export const rechargeMethods: readonly RechargeMethod[] = ['qpay', 'card', 'bank_transfer'];

export interface RechargeInput {
  min: number;
  max: number;
}

export interface RechargeContext {
  min: number;
  max: number;
  amountText: string;
  method: RechargeMethod;
  /** Why the amount is refused (a code translated on the web), before or by the server. */
  amountError: string | null;
  recharge: RechargeView | null;
  /** The last call's refusal while paying (a declined card, a failed read). */
  failure: string | null;
}

export type RechargeEvent =
  | { type: 'AMOUNT.CHANGE'; value: string }
  | { type: 'METHOD.CHANGE'; method: RechargeMethod }
  | { type: 'SUBMIT' }
  | { type: 'CARD.SUBMIT'; card: CardDetails }
  | { type: 'AGAIN' };

export type RechargeTag = 'busy';

/** The amount typed, as whole tugrik (spaces and thousands separators allowed), else null. */
export function parseAmount(text: string): number | null {
  const digits = text.replace(/[\s,.' ]/g, '');
  if (!/^-?\d{1,12}$/.test(digits)) return null;
  if (/[.,]\d{1,2}$/.test(text.trim())) return null; // "1500.50" is a fraction, not 150 050
  return Number(digits);
}

/** The code of what is wrong with the amount, or null when it may be sent. */
export function amountProblem(context: Pick<RechargeContext, 'amountText' | 'min' | 'max'>): string | null {
  const amount = parseAmount(context.amountText);
  if (amount === null) return 'RECHARGE_AMOUNT_INVALID';
  if (amount < context.min) return 'RECHARGE_BELOW_MINIMUM';
  if (amount > context.max) return 'RECHARGE_ABOVE_MAXIMUM';
  return null;
}

/** The code a rejected call carries (`{ code }` from the gateway client), else INTERNAL. */
function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'INTERNAL';
}

/** The recharge's state in a call's answer (`xstate.done.actor.*`), else undefined. */
const answeredState = (event: object) => (event as { output?: RechargeView }).output?.state;

export const rechargeMachine = setup({
  types: {
    context: {} as RechargeContext,
    events: {} as RechargeEvent,
    input: {} as RechargeInput,
    tags: {} as RechargeTag,
  },
  actors: {
    startRecharge: fromPromise<RechargeView, { amount: number; method: RechargeMethod }>(() =>
      Promise.reject(new Error('recharge: provide startRecharge')),
    ),
    fetchRecharge: fromPromise<RechargeView, { id: string }>(() =>
      Promise.reject(new Error('recharge: provide fetchRecharge')),
    ),
    payByCard: fromPromise<RechargeView, { paymentId: string; rechargeId: string; card: CardDetails }>(() =>
      Promise.reject(new Error('recharge: provide payByCard')),
    ),
  },
  delays: { pollDelay: 2_000 },
  guards: {
    amountRefused: ({ context }) => amountProblem(context) !== null,
    isPaid: ({ event }) => answeredState(event) === 'PAID',
    isFailed: ({ event }) => answeredState(event) === 'FAILED',
    isExpired: ({ event }) => answeredState(event) === 'EXPIRED',
    paysByCard: ({ context }) => context.method === 'card' && context.recharge?.payment?.state === 'PENDING',
  },
  actions: {
    setAmount: assign(({ event }) => {
      assertEvent(event, 'AMOUNT.CHANGE');
      return { amountText: event.value, amountError: null };
    }),
    setMethod: assign(({ event }) => {
      assertEvent(event, 'METHOD.CHANGE');
      return { method: event.method };
    }),
    refuseAmount: assign(({ context }) => ({ amountError: amountProblem(context) })),
    keepRecharge: assign(({ event }) => ({ recharge: (event as { output?: RechargeView }).output ?? null })),
    keepStartRefusal: assign(({ event }) => ({ amountError: codeOf((event as { error?: unknown }).error) })),
    keepFailure: assign(({ event }) => ({ failure: codeOf((event as { error?: unknown }).error) })),
    clearFailure: assign({ failure: null }),
    startOver: assign({ recharge: null, failure: null, amountError: null, amountText: '' }),
  },
}).createMachine({
  id: 'recharge',
  context: ({ input }) => ({
    min: input.min,
    max: input.max,
    amountText: '',
    method: 'qpay',
    amountError: null,
    recharge: null,
    failure: null,
  }),
  initial: 'amount',
  states: {
    amount: {
      on: {
        'AMOUNT.CHANGE': { actions: 'setAmount' },
        'METHOD.CHANGE': { actions: 'setMethod' },
        SUBMIT: [{ guard: 'amountRefused', actions: 'refuseAmount' }, { target: 'starting' }],
      },
    },
    starting: {
      tags: 'busy',
      invoke: {
        id: 'startRecharge',
        src: 'startRecharge',
        input: ({ context }) => ({ amount: parseAmount(context.amountText) ?? 0, method: context.method }),
        onDone: { target: 'paying', actions: 'keepRecharge' },
        onError: { target: 'amount', actions: 'keepStartRefusal' },
      },
    },
    paying: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { pollDelay: 'checking' },
          on: { 'CARD.SUBMIT': { guard: 'paysByCard', target: 'charging', actions: 'clearFailure' } },
        },
        checking: {
          invoke: {
            id: 'fetchRecharge',
            src: 'fetchRecharge',
            input: ({ context }) => ({ id: context.recharge?.id ?? '' }),
            onDone: [
              { guard: 'isPaid', target: '#recharge.credited', actions: 'keepRecharge' },
              { guard: 'isFailed', target: '#recharge.failed', actions: 'keepRecharge' },
              { guard: 'isExpired', target: '#recharge.expired', actions: 'keepRecharge' },
              { target: 'waiting', actions: 'keepRecharge' },
            ],
            // a failed read is asked again at the next tick; the recharge is still the server's
            onError: { target: 'waiting' },
          },
        },
        charging: {
          tags: 'busy',
          invoke: {
            id: 'payByCard',
            src: 'payByCard',
            input: ({ context, event }) => {
              assertEvent(event, 'CARD.SUBMIT');
              return {
                paymentId: context.recharge?.payment?.id ?? '',
                rechargeId: context.recharge?.id ?? '',
                card: event.card,
              };
            },
            onDone: [
              { guard: 'isPaid', target: '#recharge.credited', actions: 'keepRecharge' },
              { guard: 'isFailed', target: '#recharge.failed', actions: 'keepRecharge' },
              { guard: 'isExpired', target: '#recharge.expired', actions: 'keepRecharge' },
              { target: 'waiting', actions: 'keepRecharge' },
            ],
            onError: { target: 'waiting', actions: 'keepFailure' },
          },
        },
      },
    },
    credited: { on: { AGAIN: { target: 'amount', actions: 'startOver' } } },
    failed: { on: { AGAIN: { target: 'amount', actions: 'startOver' } } },
    expired: { on: { AGAIN: { target: 'amount', actions: 'startOver' } } },
  },
});

export type RechargeSnapshot = SnapshotFrom<typeof rechargeMachine>;

export const selectIsBusy = (snapshot: RechargeSnapshot) => snapshot.hasTag('busy');
/** How the open payment is paid on the page: a QR (and the sandbox page), a card form, or a transfer. */
export function selectPayView(snapshot: RechargeSnapshot): 'qr' | 'card' | 'redirect' | 'transfer' | null {
  const payment = snapshot.context.recharge?.payment;
  if (!snapshot.matches('paying') || !payment) return null;
  if (snapshot.context.method === 'card') return 'card';
  if (payment.qr) return 'qr';
  if (payment.redirectUrl) return 'redirect';
  return 'transfer';
}
