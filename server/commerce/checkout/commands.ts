import {
  adjustmentTotal,
  itemTotal,
  type OrderEvent,
  orderTotal,
} from '../../../machines/order-lifecycle.ts';
import { ShopError } from '../../platform/errors.ts';
import { decide } from '../orders/aggregate.ts';
import { type OrderDeps, runCommand } from '../orders/command-runner.ts';
import {
  appendDecided,
  type CommandOptions,
  idempotencyScope,
  identityLocks,
  loadOwnOrder,
  metadataOf,
} from '../orders/order-stream.ts';
import { findOrder, type OrderDto, type OrderIdentity, toOrderDto } from '../orders/read-model.ts';
import { paymentMethodByCode } from '../payments/methods.ts';
import { checkQuotedLines } from '../quotes/accept.ts';
import { type CheckoutDetailsBody, validateCheckoutDetails } from './details.ts';
import { type ShippingMethodDto, shippingMethodsFor } from './shipping.ts';
import { reserveStock } from './stock-reservation.ts';

/**
 * Checkout commands on the shopper's cart. `deps.store` must run the catalog projections too
 * (placing reserves stock: stock_levels and the search documents change in the same transaction).
 */
export type CheckoutDeps = OrderDeps;

const scopeOf = (identity: OrderIdentity, options: CommandOptions, request: unknown) => ({
  locks: identityLocks(identity),
  idempotency: idempotencyScope(identity, options.idempotencyKey, request),
});

/** Shipping methods and rates for one of the shopper's orders. */
export async function shippingMethods(
  deps: CheckoutDeps,
  identity: OrderIdentity,
  number: string,
): Promise<ShippingMethodDto[]> {
  return deps.db.transaction(async (tx) => {
    const { aggregate } = await loadOwnOrder(tx, identity, number);
    return shippingMethodsFor(tx, aggregate.snapshot.context);
  });
}

/**
 * The address step. A shipping choice made before stays when the new address still offers it (at its
 * new rate); when it does not (express, then an aimag address), the first offered method replaces it
 * so the cart never carries a rate for another address; with no rate at all the stale choice stays
 * and placing refuses it (SHIPPING_RATES_UNAVAILABLE) until the shopper changes the address.
 */
export function setCheckoutDetails(
  deps: CheckoutDeps,
  identity: OrderIdentity,
  number: string,
  body: CheckoutDetailsBody,
  options: CommandOptions = {},
): Promise<OrderDto> {
  return runCommand(deps, scopeOf(identity, options, { command: 'details', number, body }), async (tx) => {
    const checkout = await validateCheckoutDetails(tx, body, deps.clock.now());
    const target = await loadOwnOrder(tx, identity, number);
    const context = target.aggregate.snapshot.context;
    const events: OrderEvent[] = [{ type: 'CheckoutDetailsSet', ...checkout }];
    if (context.shipping) {
      const offered = await shippingMethodsFor(tx, { lines: context.lines, checkout }).catch((error) => {
        if (error instanceof ShopError && error.shopCode === 'SHIPPING_RATES_UNAVAILABLE') return [];
        throw error;
      });
      const same = offered.find((method) => method.code === context.shipping?.method);
      const next = same ?? offered[0];
      if (next && (next.code !== context.shipping.method || next.cost !== context.shipping.cost)) {
        events.push({ type: 'ShippingMethodChosen', method: next.code, cost: next.cost });
      }
    }
    return appendDecided(deps, tx, target, events, metadataOf(identity));
  });
}

export function chooseShippingMethod(
  deps: CheckoutDeps,
  identity: OrderIdentity,
  number: string,
  code: string,
  options: CommandOptions = {},
): Promise<OrderDto> {
  return runCommand(deps, scopeOf(identity, options, { command: 'shipping', number, code }), async (tx) => {
    const target = await loadOwnOrder(tx, identity, number);
    const offered = await shippingMethodsFor(tx, target.aggregate.snapshot.context);
    const method = offered.find((candidate) => candidate.code === code);
    if (!method) throw new ShopError('SHIPPING_METHOD_NOT_FOUND', undefined, { code: ['not_offered'] });
    const current = target.aggregate.snapshot.context.shipping;
    const unchanged = current?.method === method.code && current.cost === method.cost;
    const events: OrderEvent[] = unchanged
      ? []
      : [{ type: 'ShippingMethodChosen', method: method.code, cost: method.cost }];
    return appendDecided(deps, tx, target, events, metadataOf(identity));
  });
}

export interface CompleteCheckoutInput {
  paymentMethod: string;
}

/**
 * Places the cart, in one transaction: the payment method's rules, the address step and shipping
 * (re-priced: the cart may have changed since the choice), stock reserved for every line, then
 * `CheckoutCompleted` with the machine's own total and the method's payment deadline. A repeat with
 * the same Idempotency-Key answers the first result; any refusal leaves order and stock unchanged.
 */
export function completeCheckout(
  deps: CheckoutDeps,
  identity: OrderIdentity,
  number: string,
  input: CompleteCheckoutInput,
  options: CommandOptions = {},
): Promise<OrderDto> {
  return runCommand(
    deps,
    scopeOf(identity, options, { command: 'complete', number, ...input }),
    async (tx) => {
      const target = await loadOwnOrder(tx, identity, number);
      const { snapshot } = target.aggregate;
      if (!snapshot.matches('cart')) throw new ShopError('ORDER_TRANSITION_REFUSED');
      const context = snapshot.context;
      const method = paymentMethodByCode(input.paymentMethod);
      if (!method)
        throw new ShopError('PAYMENT_METHOD_NOT_FOUND', undefined, { payment_method: ['unknown'] });
      if (method.requiresLogin && identity.userId === undefined) throw new ShopError('LOGIN_REQUIRED');
      if (context.lines.length === 0 || !context.checkout || !context.shipping) {
        throw new ShopError('CHECKOUT_INCOMPLETE', undefined, {
          ...(context.checkout ? {} : { checkout: ['missing'] }),
          ...(context.shipping ? {} : { shipping: ['missing'] }),
          ...(context.lines.length > 0 ? {} : { line_items: ['empty'] }),
        });
      }
      await checkQuotedLines(tx, context.number, context.lines, deps.clock.now());
      const chosen = context.shipping.method;
      const rate = (await shippingMethodsFor(tx, context)).find((candidate) => candidate.code === chosen);
      if (!rate) throw new ShopError('SHIPPING_METHOD_NOT_FOUND', undefined, { shipping: ['not_offered'] });
      const events: OrderEvent[] = [];
      if (rate.cost !== context.shipping.cost) {
        events.push({ type: 'ShippingMethodChosen', method: rate.code, cost: rate.cost });
      }
      // Lines removed after a gift card or wallet use can leave more taken off than the order is worth:
      // the shopper removes an adjustment (it gives back what it took) rather than losing the excess.
      if (adjustmentTotal(context.adjustments) > itemTotal(context.lines) + rate.cost) {
        throw new ShopError('ADJUSTMENTS_EXCEED_TOTAL');
      }
      const total = orderTotal({ ...context, shipping: { method: rate.code, cost: rate.cost } });
      const due = total - context.paidTotal;
      if (due > 0 && method.minimum !== null && due < method.minimum) {
        throw new ShopError(
          'PAYMENT_BELOW_MINIMUM',
          `The amount due is below this method's minimum of ${method.minimum} ₮`,
          {
            min: [String(method.minimum)],
          },
        );
      }
      if (due > 0 && method.maximum !== null && due > method.maximum) {
        throw new ShopError(
          'PAYMENT_ABOVE_MAXIMUM',
          `The amount due is above this method's maximum of ${method.maximum} ₮`,
          {
            max: [String(method.maximum)],
          },
        );
      }
      const paymentDueAt = new Date(deps.clock.now().getTime() + method.deadlineMinutes * 60_000);
      events.push({
        type: 'CheckoutCompleted',
        paymentDueAt: paymentDueAt.toISOString(),
        paymentMethod: method.code,
        total,
      });
      let next = snapshot;
      for (const event of events) next = decide(next, event);
      const stock = await reserveStock(tx, context.lines, context.number);
      const metadata = {
        ...metadataOf(identity),
        ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
      };
      await deps.store.appendMany(
        [
          {
            streamId: target.streamId,
            expectedVersion: target.aggregate.version,
            events: events.map(({ type, ...data }) => ({ type, data, metadata })),
          },
          ...stock,
        ],
        tx,
      );
      const row = await findOrder(tx, context.number);
      if (!row) throw new ShopError('ORDER_NOT_FOUND');
      return toOrderDto(row);
    },
  );
}
