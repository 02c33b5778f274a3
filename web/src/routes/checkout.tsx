import type { CheckoutOrder } from '../../../machines/checkout.ts';
import { CheckoutPage } from '../checkout/checkout-screen.tsx';
import { CheckoutStartDocument } from '../graphql/generated/graphql.ts';
import { translate } from '../i18n/intl.ts';
import { defineRoute } from '../routing/route.ts';
import { routePaths } from './paths.ts';

/** /checkout (issue #5): the current cart through address → payment → confirmation. */
export const checkoutRoute = defineRoute({
  id: 'checkout',
  match: routePaths.checkout,
  load: async (_params, { execute }) => {
    const start = await execute(CheckoutStartDocument, {});
    return {
      kind: 'cart' as const,
      input: { order: start.currentOrder as CheckoutOrder | null, member: Boolean(start.me) },
      places: start,
    };
  },
  head: (_data, intl) => ({
    title: translate(intl, 'checkout.title'),
    description: translate(intl, 'checkout.description'),
  }),
  Component: CheckoutPage,
});
