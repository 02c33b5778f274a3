import { fromCallback, fromPromise } from 'xstate';
import {
  type CheckoutContext,
  type CheckoutEvent,
  type CheckoutForm,
  type CheckoutOrder,
  type CheckoutPayment,
  checkoutMachine,
} from '../../../machines/checkout.ts';
import { track } from '../analytics/track.ts';
import type { Execute } from '../graphql/client.ts';
import {
  ApplyCouponDocument,
  ApplyGiftCardDocument,
  ApplyLoyaltyPointsDocument,
  ApplyStoreCreditDocument,
  type CheckoutDetailsInput,
  CheckoutLeaseQuoteDocument,
  CheckoutLoyaltyPointsDocument,
  CheckoutPaymentMethodsDocument,
  CheckoutShippingMethodsDocument,
  CheckoutWalletDocument,
  ChooseShippingMethodDocument,
  ConfirmPaymentTanDocument,
  PayByCardDocument,
  PayInAppDocument,
  PlaceOrderDocument,
  RemoveAdjustmentDocument,
  RemoveCardDocument,
  RequestLeaseDocument,
  SavedCardsDocument,
  SetCheckoutDetailsDocument,
  StartPaymentDocument,
} from '../graphql/generated/graphql.ts';
import { showToast } from '../shell/toasts.ts';

const optional = (text: string) => (text.trim() ? text.trim() : null);

/** The address step's form as the gateway's input (schema/checkout.graphql CheckoutDetailsInput). */
export function detailsInput(form: CheckoutForm): CheckoutDetailsInput {
  const organization = form.organization;
  return {
    delivery: form.delivery,
    ...(form.delivery === 'DELIVERY'
      ? {
          address: {
            province: form.address.province.trim(),
            district: form.address.district.trim(),
            address: form.address.address.trim(),
            zipcode: form.address.zipcode.trim(),
            country: 'MN',
          },
        }
      : { storeCode: form.storeCode }),
    receiverName: form.receiverName.trim(),
    receiverPhone: form.receiverPhone.replace(/[\s-]/g, '').replace(/^\+?976/, ''),
    deliveryTime: form.deliveryTime,
    ...(organization
      ? {
          organization: {
            name: organization.name.trim(),
            registerNumber: organization.registerNumber.trim(),
            workerCount: organization.workerCount,
            direction: optional(organization.direction),
            address: optional(organization.address),
            phone: optional(organization.phone),
          },
        }
      : {}),
  };
}

/** GA4 e-commerce items of the order, prices in whole tugrik (§7: MNT). */
function items(order: CheckoutOrder | null) {
  return (order?.lineItems ?? []).map((line, index) => ({
    item_id: line.product.sku,
    item_name: line.product.name,
    price: line.price,
    quantity: line.quantity,
    index,
  }));
}

const PURCHASES_KEY = 'shop.purchasesTracked';

/** Purchase is counted once per order, even when its confirmation page is opened again. */
function firstPurchaseOf(number: string): boolean {
  try {
    const seen = JSON.parse(sessionStorage.getItem(PURCHASES_KEY) ?? '[]') as string[];
    if (seen.includes(number)) return false;
    sessionStorage.setItem(PURCHASES_KEY, JSON.stringify([...seen, number].slice(-20)));
  } catch {
    // storage unavailable (private mode): counting twice beats not counting
  }
  return true;
}

const analytics = ({ context }: { context: CheckoutContext }) => ({
  value: context.order?.total ?? 0,
  items: items(context.order),
});

/** The machine as the browser runs it: GraphQL calls, the live subscription, analytics, toasts. */
export function browserCheckoutMachine(execute: Execute) {
  return checkoutMachine.provide({
    actors: {
      saveDetails: fromPromise(
        async ({ input }) =>
          (await execute(SetCheckoutDetailsDocument, { input: detailsInput(input.form) })).setCheckoutDetails,
      ),
      loadShippingOptions: fromPromise(
        async () => (await execute(CheckoutShippingMethodsDocument, {})).shippingMethods,
      ),
      chooseShipping: fromPromise(
        async ({ input }) =>
          (await execute(ChooseShippingMethodDocument, { code: input.code })).chooseShippingMethod,
      ),
      loadPaymentOptions: fromPromise(
        async ({ input }) =>
          (await execute(CheckoutPaymentMethodsDocument, { orderNumber: input.orderNumber || null }))
            .paymentMethods,
      ),
      applyCoupon: fromPromise(async ({ input }) => (await execute(ApplyCouponDocument, input)).applyCoupon),
      applyGiftCard: fromPromise(
        async ({ input }) => (await execute(ApplyGiftCardDocument, input)).applyGiftCard,
      ),
      applyStoreCredit: fromPromise(
        async ({ input }) => (await execute(ApplyStoreCreditDocument, input)).applyStoreCredit,
      ),
      applyLoyalty: fromPromise(
        async ({ input }) => (await execute(ApplyLoyaltyPointsDocument, input)).applyLoyaltyPoints,
      ),
      removeAdjustment: fromPromise(
        async ({ input }) => (await execute(RemoveAdjustmentDocument, input)).removeAdjustment,
      ),
      quoteLease: fromPromise(
        async ({ input }) => (await execute(CheckoutLeaseQuoteDocument, input)).leaseQuote,
      ),
      placeOrder: fromPromise(async ({ input }) => {
        const placed = await execute(PlaceOrderDocument, {
          input: {
            orderNumber: input.orderNumber,
            paymentMethod: input.method,
            idempotencyKey: input.key,
            bank: input.bank,
            savedCardId: input.savedCardId,
          },
        });
        return placed.placeOrder as { order: CheckoutOrder; payment: CheckoutPayment | null };
      }),
      requestLease: fromPromise(
        async ({ input }) => (await execute(RequestLeaseDocument, { input })).requestLease,
      ),
      payByCard: fromPromise(async ({ input }) => {
        const { card } = input;
        return (
          await execute(PayByCardDocument, {
            input: {
              paymentId: input.paymentId,
              cardNumber: card.cardNumber.replace(/\s/g, ''),
              expiry: card.expiry.trim(),
              cvc: card.cvc.trim(),
              holder: optional(card.holder),
              saveCard: card.saveCard,
              idempotencyKey: input.key,
            },
          })
        ).payByCard as CheckoutPayment;
      }),
      confirmTan: fromPromise(
        async ({ input }) =>
          (await execute(ConfirmPaymentTanDocument, { input })).confirmPaymentTan as CheckoutPayment,
      ),
      startPayment: fromPromise(
        async ({ input }) =>
          (
            await execute(StartPaymentDocument, {
              input: {
                orderNumber: input.orderNumber,
                paymentMethod: input.method,
                idempotencyKey: input.key,
              },
            })
          ).startPayment as CheckoutPayment,
      ),
      loadSavedCards: fromPromise(async () => (await execute(SavedCardsDocument, {})).savedCards),
      removeSavedCard: fromPromise(
        async ({ input }) => (await execute(RemoveCardDocument, { id: input.cardId })).removeCard,
      ),
      // Each on its own: a failed points lookup still shows the wallet.
      loadBalances: fromPromise(async () => {
        const [wallet, loyaltyPoints] = await Promise.all([
          execute(CheckoutWalletDocument, {}).then(
            (answer) => answer.wallet,
            () => null,
          ),
          execute(CheckoutLoyaltyPointsDocument, {}).then(
            (answer) => answer.loyaltyPoints,
            () => null,
          ),
        ]);
        return { wallet, loyaltyPoints };
      }),
      payInApp: fromPromise(
        async ({ input }) => (await execute(PayInAppDocument, { input })).payInApp as CheckoutPayment,
      ),
      // Placed orders only: the socket code and its document come after the page's first JavaScript.
      // The gateway answers a subscribe with the order as it is, so nothing is missed meanwhile.
      watchOrder: fromCallback<CheckoutEvent, { number: string }>(({ sendBack, input }) => {
        const updated = (order: CheckoutOrder) => sendBack({ type: 'ORDER_UPDATED', order });
        let stop: (() => void) | undefined;
        let stopped = false;
        void import('./order-updates.ts').then(({ watchPlacedOrder }) => {
          if (!stopped) stop = watchPlacedOrder<CheckoutOrder>(input.number, updated);
        });
        return () => {
          stopped = true;
          stop?.();
        };
      }),
    },
    actions: {
      trackBeginCheckout: (args) => track('begin_checkout', analytics(args)),
      // §7 "checkout address step 2" and "payment step 3", as GA4's add_shipping_info / add_payment_info.
      trackAddressStep: (args) => track('add_shipping_info', analytics(args)),
      trackPaymentStep: (args) => track('add_payment_info', analytics(args)),
      trackPurchase: (args) => {
        const number = args.context.order?.number;
        if (number && firstPurchaseOf(number)) track('purchase', analytics(args));
      },
      notify: (_, params) => showToast('success', { messageId: params.notice }),
    },
  });
}
