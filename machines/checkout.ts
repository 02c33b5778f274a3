import { emptyForm } from './checkout-checks.ts';
import { confirmationState } from './checkout-confirmation.ts';
import { checkoutSetup, fieldProblem, onProblem, saveOrder } from './checkout-setup.ts';

/**
 * The shopper's walk through checkout (issue #5; spec §1, §3, §5, §8, §9): address step → payment
 * step → placing → confirmation. Separate from the order lifecycle (machines/order-lifecycle.ts),
 * which decides what happens to the order on the server afterwards.
 *
 * Guards decide validity once and keep their findings (`fieldProblems`, `problem`), beside the
 * server's coded errors; the view renders them and never re-checks. Every GraphQL call is a named
 * actor, every analytics event and toast a named action, all given by the host with `.provide()`.
 * Actors, actions and guards are declared in checkout-setup.ts.
 */

export * from './checkout-checks.ts';
export * from './checkout-types.ts';

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    order: input.order,
    form: input.form ?? emptyForm(),
    shippingOptions: [],
    paymentOptions: [],
    method: null,
    bank: null,
    savedCardId: null,
    placeKey: null,
    lease: null,
    payment: input.payment ?? null,
    fieldProblems: {},
    problem: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'orderPlaced', target: 'confirmation' },
        { guard: 'cartEmpty', target: 'empty' },
        { target: 'address', actions: 'trackBeginCheckout' },
      ],
    },
    empty: { description: 'Nothing to check out: the cart is empty.' },
    address: {
      description: 'Step 1: where, to whom and when (spec §3, §5), then the shipping method and its rate.',
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT_DETAILS: [
              { guard: 'formValid', target: 'saving', actions: ['saveForm', 'clearProblems'] },
              { actions: ['saveForm', 'showFormProblems'] },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            src: 'saveDetails',
            id: 'saveDetails',
            input: ({ context }) => ({ form: context.form }),
            onDone: { target: 'loadingRates', actions: [saveOrder, 'trackAddressStep'] },
            onError: {
              target: 'editing',
              actions: { type: 'showDetailsProblem', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        loadingRates: {
          tags: ['busy'],
          invoke: {
            src: 'loadShippingOptions',
            id: 'loadShippingOptions',
            input: ({ context }) => ({ orderNumber: context.order?.number ?? '' }),
            onDone: {
              target: 'choosingShipping',
              actions: { type: 'saveShippingOptions', params: ({ event }) => ({ options: event.output }) },
            },
            // SHIPPING_RATES_UNAVAILABLE (§8) among them: the message asks to choose the address again.
            onError: { target: 'editing', actions: onProblem },
          },
        },
        choosingShipping: {
          on: {
            CHOOSE_SHIPPING: { guard: 'shippingOffered', target: 'savingShipping', actions: 'clearProblems' },
            EDIT_ADDRESS: { target: 'editing', actions: 'clearProblems' },
          },
        },
        savingShipping: {
          tags: ['busy'],
          invoke: {
            src: 'chooseShipping',
            id: 'chooseShipping',
            input: ({ event }) => ({ code: event.type === 'CHOOSE_SHIPPING' ? event.code : '' }),
            onDone: { target: '#checkout.payment', actions: [saveOrder, 'trackPaymentStep'] },
            onError: [
              { guard: { type: 'ratesUnavailable', params: errorOf }, target: 'editing', actions: onProblem },
              { target: 'choosingShipping', actions: onProblem },
            ],
          },
        },
      },
    },
    payment: {
      description:
        'Step 2: adjustments (coupon, gift card, wallet, points), the method, the lease calculator.',
      initial: 'loadingMethods',
      on: { BACK: { target: 'address', actions: 'clearProblems' } },
      states: {
        loadingMethods: {
          tags: ['busy'],
          invoke: {
            src: 'loadPaymentOptions',
            id: 'loadPaymentOptions',
            input: ({ context }) => ({ orderNumber: context.order?.number ?? '' }),
            onDone: {
              target: 'choosing',
              actions: { type: 'savePaymentOptions', params: ({ event }) => ({ options: event.output }) },
            },
            onError: { target: 'unavailable', actions: onProblem },
          },
        },
        unavailable: { on: { RETRY: { target: 'loadingMethods', actions: 'clearProblems' } } },
        choosing: {
          on: {
            SELECT_METHOD: [
              { guard: 'methodAvailable', actions: ['selectMethod', 'clearProblems'] },
              { actions: 'showMethodUnavailable' },
            ],
            APPLY_COUPON: [
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
        applyingCoupon: {
          tags: ['busy'],
          invoke: {
            src: 'applyCoupon',
            id: 'applyCoupon',
            input: ({ event }) => ({ code: event.type === 'APPLY_COUPON' ? event.code.trim() : '' }),
            onDone: {
              target: 'choosing',
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
            onDone: { target: 'choosing', actions: saveOrder },
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
              target: 'choosing',
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
              target: 'choosing',
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
              target: 'choosing',
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
            onDone: { target: 'choosing', actions: saveOrder },
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
    placing: {
      tags: ['busy'],
      invoke: {
        src: 'placeOrder',
        id: 'placeOrder',
        input: ({ context }) => ({
          orderNumber: context.order?.number ?? null,
          method: context.method ?? '',
          bank: context.bank,
          savedCardId: context.savedCardId,
          key: context.placeKey ?? '',
        }),
        onDone: [
          {
            guard: 'leaseChosen',
            target: 'requestingLease',
            actions: { type: 'savePlaced', params: ({ event }) => event.output },
          },
          { target: 'confirmation', actions: { type: 'savePlaced', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: { type: 'checkoutIncomplete', params: errorOf }, target: 'address', actions: onProblem },
          { target: 'payment.choosing', actions: onProblem },
        ],
      },
    },
    requestingLease: {
      description: 'The lease application; the bank receives it once the down payment is paid (§4).',
      tags: ['busy'],
      invoke: {
        src: 'requestLease',
        id: 'requestLease',
        input: ({ context }) => ({
          orderNumber: context.order?.number ?? '',
          months: context.lease?.months ?? 0,
          downPayment: context.lease?.downPayment ?? 0,
        }),
        onDone: { target: 'confirmation', actions: saveOrder },
        onError: { target: 'confirmation', actions: onProblem },
      },
    },
    confirmation: confirmationState,
  },
});

export type CheckoutMachine = typeof checkoutMachine;
