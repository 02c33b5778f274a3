import type { CheckoutOrder, CheckoutPayment } from '../../../machines/checkout.ts';
import { CheckoutPage } from '../checkout/checkout-screen.tsx';
import { Confirmation } from '../checkout/confirmation.tsx';
import { registerConfirmation } from '../checkout/confirmation-step.tsx';
import { CheckoutPlacedOrderDocument } from '../graphql/generated/graphql.ts';
import { translate } from '../i18n/intl.ts';
import { defineRoute } from '../routing/route.ts';
import { routePaths } from './paths.ts';

// This page opens on the confirmation: it comes with the screen, not after it (confirmation-step.tsx).
registerConfirmation(Confirmation);

/**
 * /checkout/<number>: a placed order's payment page, resumed after a reload or to pay again. The
 * same page component as /checkout, which moves here once the order is placed.
 */
export const checkoutOrderRoute = defineRoute({
  id: 'checkout-order',
  match: routePaths.checkoutOrder,
  load: async ({ number }, { execute }) => {
    const { order, me } = await execute(CheckoutPlacedOrderDocument, { number });
    const payment = (order.payments.at(-1) ?? null) as CheckoutPayment | null;
    return {
      kind: 'placed' as const,
      input: { order: order as CheckoutOrder, payment, member: Boolean(me) },
      number: order.number,
    };
  },
  head: (data, intl) => ({ title: translate(intl, 'checkout.confirmation.title', { number: data.number }) }),
  Component: CheckoutPage,
});
