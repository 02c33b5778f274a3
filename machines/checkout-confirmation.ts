import { checkoutSetup, fieldProblem, onProblem, savePayment } from './checkout-setup.ts';
import type { CardForm } from './checkout-types.ts';

/**
 * The checkout's last step (machines/checkout.ts): the placed order, how to pay it (bank transfer,
 * QR, the provider's page, card and TAN, the store-pay app), a declined card tried again, and the live status the
 * `watchOrder` actor (the orderUpdated subscription) pushes while the page is open.
 */
export const confirmationState = checkoutSetup.createStateConfig({
  description: 'The placed order: how to pay, then its live status (orderUpdated subscription).',
  invoke: {
    src: 'watchOrder',
    id: 'watchOrder',
    input: ({ context }) => ({ number: context.order?.number ?? '' }),
  },
  on: { ORDER_UPDATED: { actions: 'saveUpdatedOrder' } },
  initial: 'routing',
  states: {
    routing: {
      always: [
        { guard: 'paymentSettled', target: 'paid' },
        { guard: 'orderExpired', target: 'expired' },
        { guard: 'paymentFailed', target: 'failed' },
        { guard: 'paymentNeedsTan', target: 'awaitingPayment.tan' },
        { guard: 'paysByQr', target: 'awaitingPayment.qr' },
        { guard: 'paysByBankTransfer', target: 'awaitingPayment.bankTransfer' },
        { guard: 'paysElsewhere', target: 'awaitingPayment.redirect' },
        { guard: 'paysInApp', target: 'awaitingPayment.storePay' },
        { target: 'awaitingPayment.card' },
      ],
    },
    awaitingPayment: {
      tags: ['awaitingPayment'],
      initial: 'card',
      on: {
        ORDER_UPDATED: [
          { guard: 'updatePaid', target: 'paid', actions: 'saveUpdatedOrder' },
          { guard: 'updateExpired', target: 'expired', actions: 'saveUpdatedOrder' },
          { actions: 'saveUpdatedOrder' },
        ],
      },
      states: {
        bankTransfer: {
          description: 'Account, IBAN and the order number as reference; the bank confirms.',
        },
        qr: { description: 'The QR code; paid in a banking app or another tab, confirmed live.' },
        redirect: { description: 'Internet bank or digital wallet: continue on its page.' },
        storePay: {
          description:
            'Open the store-pay app and confirm the amount for this order; in test mode the sandbox tokens pay.',
          initial: 'waiting',
          states: {
            waiting: {
              on: {
                PAY_IN_APP: [
                  { guard: 'inAppTokensGiven', target: 'paying', actions: 'clearProblems' },
                  { actions: { type: 'showRequired', params: { field: 'storePay' } } },
                ],
              },
            },
            paying: {
              tags: ['busy'],
              invoke: {
                src: 'payInApp',
                id: 'payInApp',
                input: ({ context, event }) => ({
                  orderNumber: context.order?.number ?? '',
                  custtkn: event.type === 'PAY_IN_APP' ? event.custtkn.trim() : '',
                  txntkn: event.type === 'PAY_IN_APP' ? event.txntkn.trim() : '',
                }),
                // A declined app payment comes back FAILED: routing shows it with "try again".
                onDone: { target: '#checkout.confirmation.routing', actions: savePayment },
                onError: { target: 'waiting', actions: fieldProblem('storePay') },
              },
            },
          },
        },
        card: {
          initial: 'entering',
          states: {
            entering: {
              on: {
                PAY_CARD: [
                  { guard: 'cardValid', target: 'paying', actions: 'clearProblems' },
                  { actions: 'showCardProblem' },
                ],
              },
            },
            paying: {
              tags: ['busy'],
              invoke: {
                src: 'payByCard',
                id: 'payByCard',
                input: ({ context, event }) => ({
                  paymentId: context.payment?.id ?? '',
                  card: event.type === 'PAY_CARD' ? event.card : ({} as CardForm),
                  key: event.type === 'PAY_CARD' ? event.key : '',
                }),
                onDone: { target: '#checkout.confirmation.routing', actions: savePayment },
                onError: { target: 'entering', actions: fieldProblem('card') },
              },
            },
          },
        },
        tan: {
          initial: 'entering',
          states: {
            entering: {
              on: {
                SUBMIT_TAN: [
                  { guard: 'tanWellFormed', target: 'confirming', actions: 'clearProblems' },
                  { actions: { type: 'showRequired', params: { field: 'tan' } } },
                ],
              },
            },
            confirming: {
              tags: ['busy'],
              invoke: {
                src: 'confirmTan',
                id: 'confirmTan',
                input: ({ context, event }) => ({
                  paymentId: context.payment?.id ?? '',
                  tan: event.type === 'SUBMIT_TAN' ? event.tan.trim() : '',
                }),
                onDone: { target: '#checkout.confirmation.routing', actions: savePayment },
                onError: { target: 'entering', actions: fieldProblem('tan') },
              },
            },
          },
        },
      },
    },
    failed: {
      description: 'Declined or failed: try again with another card or method.',
      on: {
        TRY_AGAIN: { guard: 'retryMethodGiven', target: 'startingPayment', actions: 'clearProblems' },
        ORDER_UPDATED: [
          { guard: 'updateExpired', target: 'expired', actions: 'saveUpdatedOrder' },
          { actions: 'saveUpdatedOrder' },
        ],
      },
    },
    startingPayment: {
      tags: ['busy'],
      invoke: {
        src: 'startPayment',
        id: 'startPayment',
        input: ({ context, event }) => ({
          orderNumber: context.order?.number ?? '',
          method: event.type === 'TRY_AGAIN' ? event.method : '',
          key: event.type === 'TRY_AGAIN' ? event.key : '',
        }),
        onDone: { target: 'routing', actions: savePayment },
        onError: { target: 'failed', actions: onProblem },
      },
    },
    paid: { tags: ['paid'], entry: 'trackPurchase' },
    expired: { description: 'Payment is overdue: the order expired and its stock went back.' },
  },
});
