import { formOfOrder } from './checkout-checks.ts';
import { confirmationState } from './checkout-confirmation.ts';
import { paymentState } from './checkout-payment.ts';
import { checkoutSetup, onProblem, saveOrder } from './checkout-setup.ts';

/**
 * The shopper's walk through checkout (issue #5; spec §1, §3, §5, §8, §9): address step → payment
 * step → placing → confirmation. Separate from the order lifecycle (machines/order-lifecycle.ts),
 * which decides what happens to the order on the server afterwards.
 *
 * Guards decide validity once and keep their findings (`fieldProblems`, `problem`), beside the
 * server's coded errors; the view renders them and never re-checks. Every GraphQL call is a named
 * actor, every analytics event and toast a named action, all given by the host with `.provide()`.
 * Actors, actions and guards are declared in checkout-setup.ts; the payment step is in
 * checkout-payment.ts, the confirmation in checkout-confirmation.ts.
 */

export * from './checkout-checks.ts';
export * from './checkout-types.ts';

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    order: input.order,
    form: input.form ?? formOfOrder(input.order),
    shippingOptions: [],
    paymentOptions: [],
    method: null,
    bank: null,
    savedCardId: null,
    placeKey: null,
    lease: null,
    payment: input.payment ?? null,
    member: input.member ?? false,
    savedCards: [],
    cardToRemove: null,
    wallet: null,
    loyaltyPoints: null,
    balancesAskedAt: null,
    fieldProblems: {},
    problem: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'orderPlaced', target: 'confirmation' },
        { guard: 'cartEmpty', target: 'empty' },
        // A reload resumes from the order's own state (#19.4): the address and the shipping method
        // are events on the order, so the shopper lands on the step they reached, both editable.
        { guard: 'shippingChosen', target: 'payment' },
        { guard: 'detailsGiven', target: 'address.loadingRates' },
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
    payment: paymentState,
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
          { target: 'payment.step.choosing', actions: onProblem },
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
