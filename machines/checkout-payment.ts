import { and } from 'xstate';
import { checkoutSetup, fieldProblem, onProblem, saveOrder } from './checkout-setup.ts';
import type { PaymentOption } from './checkout-types.ts';

/**
 * The checkout's payment step (machines/checkout.ts): adjustments (coupon, gift card, wallet,
 * points), the method with its minimum, a logged-in shopper's saved cards (pay with one, remove one
 * after a confirmation), the lease calculator, then "Place order".
 */

const withOptions = ({ event }: { event: { output: readonly PaymentOption[] } }) => ({
  options: event.output,
});
const saveOptions = { type: 'savePaymentOptions', params: withOptions } as const;

/**
 * The list answers for the amount due now: a chosen method it no longer takes is let go with a note
 * (before the list is replaced, so the note can name a method the new list left out).
 */
const methodsLoaded = [
  {
    guard: { type: 'chosenMethodWithdrawn', params: withOptions },
    target: 'choosing',
    actions: [{ type: 'withdrawChosenMethod', params: withOptions }, saveOptions, 'forgetStaleLease'],
  },
  { target: 'choosing', actions: [saveOptions, 'forgetStaleLease'] },
] as const;

const selectMethod = [
  { guard: 'methodAvailable', actions: ['selectMethod', 'clearProblems'] },
  { actions: 'showMethodUnavailable' },
] as const;

/**
 * Choosing a method or a saved card changes only the context, so it is taken while an adjustment,
 * the lease quote or a card removal is with the server: a click on a listed method always sticks.
 */
const choices = {
  SELECT_METHOD: selectMethod,
  SELECT_SAVED_CARD: [
    { guard: 'savedCardUsable', actions: ['selectSavedCard', 'clearProblems'] },
    { actions: 'showMethodUnavailable' },
  ],
} as const;

/**
 * Regions side by side: `step` is what the shopper does; `savedCards` loads a member's cards beside
 * it, and `balances` their wallet and points, so nothing the shopper does waits for (or is lost to)
 * those lookups. An adjustment, the lease
 * quote or a removal is one server call at a time (each answers the whole order): while one runs the
 * state carries the `busy` tag and the view disables the controls that would start another. An
 * adjustment the server took changes the amount due, so the methods are asked for again (`busy`
 * too) before the next call: a method's minimum never looks met when it no longer is.
 */
export const paymentState = checkoutSetup.createStateConfig({
  description:
    'Step 2: adjustments (coupon, gift card, wallet, points), the method, saved cards, the lease calculator.',
  type: 'parallel',
  on: { BACK: { target: 'address', actions: 'clearProblems' } },
  states: {
    savedCards: {
      description:
        "A logged-in shopper's saved cards, loaded beside the step; without them the other methods still work.",
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'member', target: 'loading' }, { target: 'notOffered' }],
        },
        notOffered: { description: 'A guest: no saved cards, nothing is asked.' },
        loading: {
          // The list is the server's latest: an old one (from before "Back") is not offered meanwhile.
          entry: 'forgetSavedCards',
          invoke: {
            src: 'loadSavedCards',
            id: 'loadSavedCards',
            onDone: {
              target: 'listed',
              actions: { type: 'saveSavedCards', params: ({ event }) => ({ cards: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'addSavedCardsProblem',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        listed: {},
        failed: { description: 'The list could not be loaded: the message says so, the rest goes on.' },
      },
    },
    balances: {
      description:
        "A member's wallet balance and loyalty points beside their fields, asked again whenever the order's adjustments change (a coupon lowers the wallet's cap, a use spends the balance).",
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'member', target: 'asking' }, { target: 'notOffered' }],
        },
        notOffered: { description: 'A guest: no wallet, no points, nothing is asked.' },
        asking: {
          description:
            'The last balances stay shown meanwhile. An adjustment that changes the total asks again, and the answer for the old total is dropped.',
          entry: 'noteBalancesAsked',
          always: { guard: 'adjustmentsChangedSinceBalancesAsked', target: 'asking', reenter: true },
          invoke: {
            src: 'loadBalances',
            id: 'loadBalances',
            onDone: {
              target: 'shown',
              actions: { type: 'saveBalances', params: ({ event }) => ({ balances: event.output }) },
            },
            // A wrong number is worse than none: a failed lookup shows nothing.
            onError: { target: 'shown', actions: 'forgetBalances' },
          },
        },
        shown: {
          always: { guard: 'adjustmentsChangedSinceBalancesAsked', target: 'asking' },
        },
      },
    },
    step: {
      initial: 'loadingMethods',
      on: choices,
      states: {
        loadingMethods: {
          description:
            "The methods for the amount due: as the step opens, and again after each adjustment the server took (a discount can bring the amount under a method's minimum).",
          tags: ['busy'],
          invoke: {
            src: 'loadPaymentOptions',
            id: 'loadPaymentOptions',
            input: ({ context }) => ({ orderNumber: context.order?.number ?? '' }),
            onDone: methodsLoaded,
            onError: { target: 'unavailable', actions: onProblem },
          },
        },
        unavailable: { on: { RETRY: { target: 'loadingMethods', actions: 'clearProblems' } } },
        choosing: {
          on: {
            REMOVE_SAVED_CARD: {
              guard: 'savedCardListed',
              target: 'confirmingCardRemoval',
              actions: ['askCardRemoval', 'clearProblems'],
            },
            APPLY_COUPON: [
              // A campaign link's mistyped code is dropped unseen: the quiet flow shows no refusal (§8).
              { guard: and(['quietCoupon', 'couponMalformed']), actions: 'clearProblems' },
              { guard: 'couponMalformed', actions: 'showCouponProblem' },
              { guard: 'quietCoupon', target: 'applyingCouponQuietly', actions: 'clearProblems' },
              { target: 'applyingCoupon', actions: 'clearProblems' },
            ],
            APPLY_GIFT_CARD: [
              { guard: 'giftCardGiven', target: 'applyingGiftCard', actions: 'clearProblems' },
              { actions: { type: 'showRequired', params: { field: 'giftCard' } } },
            ],
            APPLY_STORE_CREDIT: [
              { guard: 'amountPositive', target: 'applyingStoreCredit', actions: 'clearProblems' },
              { actions: { type: 'showRequired', params: { field: 'storeCredit' } } },
            ],
            APPLY_LOYALTY: [
              { guard: 'amountPositive', target: 'applyingLoyalty', actions: 'clearProblems' },
              { actions: { type: 'showRequired', params: { field: 'loyalty' } } },
            ],
            REMOVE_ADJUSTMENT: { target: 'removingAdjustment', actions: 'clearProblems' },
            QUOTE_LEASE: { target: 'quotingLease', actions: 'clearProblems' },
            PLACE: [
              {
                guard: 'readyToPlace',
                target: '#checkout.placing',
                actions: ['clearProblems', 'keepPlaceKey'],
              },
              { actions: 'showMethodMissing' },
            ],
          },
        },
        confirmingCardRemoval: {
          description: 'Asks "Remove this card?" before anything is removed.',
          on: {
            CONFIRM_REMOVE_CARD: { target: 'removingCard' },
            CANCEL_REMOVE_CARD: { target: 'choosing', actions: 'forgetCardRemoval' },
          },
        },
        removingCard: {
          tags: ['busy'],
          invoke: {
            src: 'removeSavedCard',
            id: 'removeSavedCard',
            input: ({ context }) => ({ cardId: context.cardToRemove ?? '' }),
            onDone: { target: 'choosing', actions: 'dropRemovedCard' },
            // The card stays listed and the message says the removal failed.
            onError: { target: 'choosing', actions: ['forgetCardRemoval', fieldProblem('savedCards')] },
          },
        },
        applyingCoupon: {
          tags: ['busy'],
          invoke: {
            src: 'applyCoupon',
            id: 'applyCoupon',
            input: ({ event }) => ({ code: event.type === 'APPLY_COUPON' ? event.code.trim() : '' }),
            onDone: {
              target: 'loadingMethods',
              actions: [saveOrder, { type: 'notify', params: { notice: 'checkout.toast.couponApplied' } }],
            },
            onError: { target: 'choosing', actions: fieldProblem('coupon') },
          },
        },
        applyingCouponQuietly: {
          description: 'A code applied for the shopper (§8 quiet coupon flow): a refusal is not shown.',
          tags: ['busy'],
          invoke: {
            src: 'applyCoupon',
            id: 'applyCouponQuietly',
            input: ({ event }) => ({ code: event.type === 'APPLY_COUPON' ? event.code.trim() : '' }),
            // Only the refusal is hidden: a code that takes still says so.
            onDone: {
              target: 'loadingMethods',
              actions: [saveOrder, { type: 'notify', params: { notice: 'checkout.toast.couponApplied' } }],
            },
            onError: { target: 'choosing' },
          },
        },
        applyingGiftCard: {
          tags: ['busy'],
          invoke: {
            src: 'applyGiftCard',
            id: 'applyGiftCard',
            input: ({ event }) => ({ number: event.type === 'APPLY_GIFT_CARD' ? event.number.trim() : '' }),
            onDone: {
              target: 'loadingMethods',
              actions: [saveOrder, { type: 'notify', params: { notice: 'checkout.toast.applied' } }],
            },
            onError: { target: 'choosing', actions: fieldProblem('giftCard') },
          },
        },
        applyingStoreCredit: {
          tags: ['busy'],
          invoke: {
            src: 'applyStoreCredit',
            id: 'applyStoreCredit',
            input: ({ event }) => ({ amount: event.type === 'APPLY_STORE_CREDIT' ? event.amount : 0 }),
            onDone: {
              target: 'loadingMethods',
              actions: [saveOrder, { type: 'notify', params: { notice: 'checkout.toast.walletDeducted' } }],
            },
            onError: { target: 'choosing', actions: fieldProblem('storeCredit') },
          },
        },
        applyingLoyalty: {
          tags: ['busy'],
          invoke: {
            src: 'applyLoyalty',
            id: 'applyLoyalty',
            input: ({ event }) => ({ points: event.type === 'APPLY_LOYALTY' ? event.points : 0 }),
            onDone: {
              target: 'loadingMethods',
              actions: [saveOrder, { type: 'notify', params: { notice: 'checkout.toast.applied' } }],
            },
            onError: { target: 'choosing', actions: fieldProblem('loyalty') },
          },
        },
        removingAdjustment: {
          tags: ['busy'],
          invoke: {
            src: 'removeAdjustment',
            id: 'removeAdjustment',
            input: ({ event }) =>
              event.type === 'REMOVE_ADJUSTMENT'
                ? { kind: event.kind, code: event.code }
                : { kind: 'COUPON' as const, code: '' },
            onDone: { target: 'loadingMethods', actions: saveOrder },
            onError: { target: 'choosing', actions: onProblem },
          },
        },
        quotingLease: {
          description: 'The lease calculator (§9 constants): down payment and per-month amount.',
          tags: ['busy'],
          invoke: {
            src: 'quoteLease',
            id: 'quoteLease',
            input: ({ context, event }) => ({
              amount: context.order?.amountDue ?? 0,
              months: event.type === 'QUOTE_LEASE' ? event.months : 0,
              downPayment: event.type === 'QUOTE_LEASE' ? event.downPayment : null,
            }),
            onDone: {
              target: 'choosing',
              actions: { type: 'saveLease', params: ({ event }) => ({ lease: event.output }) },
            },
            onError: { target: 'choosing', actions: fieldProblem('lease') },
          },
        },
      },
    },
  },
});
