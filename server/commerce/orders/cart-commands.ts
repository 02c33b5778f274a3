import { randomBytes, randomInt } from 'node:crypto';
import { MAX_LINE_QUANTITY, type OrderEvent, type OrderLine } from '../../../machines/order-lifecycle.ts';
import { ShopError } from '../../platform/errors.ts';
import { emptyOrder } from './aggregate.ts';
import { checkOrderable, loadVariant } from './availability.ts';
import { type OrderDeps, runCommand } from './command-runner.ts';
import { orderStreamId } from './events.ts';
import {
  appendDecided,
  type CommandOptions,
  idempotencyScope,
  identityLocks,
  type LoadedOrder,
  loadOwnOrder,
  loadStream,
  metadataOf,
} from './order-stream.ts';
import { findCurrentCart, hashToken, type OrderDto, type OrderIdentity } from './read-model.ts';
import { checkSizeChosen } from './size-rule.ts';

/** The option of a line priced by a quote (server/commerce/quotes/accept.ts). */
export const QUOTE_OPTION = 'quote';

export interface AddToCartInput {
  /** An order number, or '0' for the shopper's current cart (created when there is none). */
  number: string;
  variantId: number;
  quantity: number;
  options?: Record<string, string> | undefined;
  gift?: boolean | undefined;
}

function checkQuantity(quantity: number, allowZero: boolean) {
  const min = allowZero ? Number.NEGATIVE_INFINITY : 1;
  if (!Number.isInteger(quantity) || quantity < min || quantity > MAX_LINE_QUANTITY) {
    throw new ShopError('QUANTITY_NOT_ORDERABLE', undefined, {
      quantity: [`must be a whole number from 1 to ${MAX_LINE_QUANTITY}`],
    });
  }
}

function newOrderNumber(): string {
  return `R${randomInt(100_000_000, 1_000_000_000)}`;
}

const sameOptions = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** POST /orders/{number or 0}/line_items: adds to an existing line of the same variant and options. */
export function addToCart(
  deps: OrderDeps,
  identity: OrderIdentity,
  input: AddToCartInput,
  options: CommandOptions = {},
): Promise<OrderDto> {
  checkQuantity(input.quantity, false);
  const scope = {
    locks: identityLocks(identity),
    idempotency: idempotencyScope(identity, options.idempotencyKey, { command: 'add', ...input }),
  };
  return runCommand(deps, scope, async (tx) => {
    let target: LoadedOrder;
    const events: OrderEvent[] = [];
    let token: string | undefined;
    if (input.number !== '0') {
      target = await loadOwnOrder(tx, identity, input.number);
    } else {
      const current = await findCurrentCart(tx, identity);
      if (current) {
        target = await loadStream(tx, current.number);
      } else {
        const number = newOrderNumber();
        // Always a fresh token: an old one may still name a completed order (token hashes are unique).
        token = randomBytes(24).toString('base64url');
        target = { streamId: orderStreamId(number), aggregate: emptyOrder() };
        events.push({
          type: 'CartCreated',
          number,
          tokenHash: hashToken(token),
          userId: identity.userId ?? null,
        });
      }
    }
    const lines: readonly OrderLine[] = target.aggregate.snapshot.context.lines;
    const lineOptions = input.options ?? {};
    // the quote option marks a line priced by an accepted quote (quotes/accept.ts): never client-made
    if (lineOptions[QUOTE_OPTION] !== undefined) throw new ShopError('QUOTE_LINE_FIXED');
    const gift = input.gift ?? false;
    const existing = lines.find(
      (line) =>
        line.variantId === input.variantId && line.gift === gift && sameOptions(line.options, lineOptions),
    );
    if (existing && existing.quantity + input.quantity > MAX_LINE_QUANTITY)
      checkQuantity(existing.quantity + input.quantity, false);
    const variant = await loadVariant(tx, input.variantId);
    await checkSizeChosen(tx, variant.id, lineOptions);
    const inCart = lines
      .filter((line) => line.variantId === input.variantId)
      .reduce((sum, line) => sum + line.quantity, 0);
    checkOrderable(variant, inCart + input.quantity, deps.clock.now());
    events.push({
      type: 'LineItemAdded',
      lineItemId: existing?.id ?? target.aggregate.snapshot.context.nextLineId,
      variantId: variant.id,
      quantity: input.quantity,
      price: existing?.price ?? variant.price,
      options: lineOptions,
      gift,
      product: existing?.product ?? variant.product,
    });
    const order = await appendDecided(deps, tx, target, events, metadataOf(identity));
    return token ? { ...order, token } : order;
  });
}

/** Sets a line's quantity; 0 or less removes it (Spree). A missing line is LINE_ITEM_NOT_FOUND (404). */
export function updateLineItem(
  deps: OrderDeps,
  identity: OrderIdentity,
  input: { number: string; lineItemId: number; quantity: number },
  options: CommandOptions = {},
): Promise<OrderDto> {
  checkQuantity(input.quantity, true);
  const scope = {
    locks: identityLocks(identity),
    idempotency: idempotencyScope(identity, options.idempotencyKey, { command: 'update', ...input }),
  };
  return runCommand(deps, scope, async (tx) => {
    const target = await loadOwnOrder(tx, identity, input.number);
    const line = target.aggregate.snapshot.context.lines.find((item) => item.id === input.lineItemId);
    if (!line) throw new ShopError('LINE_ITEM_NOT_FOUND');
    if (input.quantity <= 0) {
      return appendDecided(
        deps,
        tx,
        target,
        [{ type: 'LineItemRemoved', lineItemId: line.id }],
        metadataOf(identity),
      );
    }
    if (input.quantity === line.quantity) return appendDecided(deps, tx, target, [], metadataOf(identity));
    if (input.quantity > line.quantity && line.options[QUOTE_OPTION] !== undefined) {
      throw new ShopError('QUOTE_LINE_FIXED');
    }
    if (input.quantity > line.quantity) {
      const variant = await loadVariant(tx, line.variantId);
      const others = target.aggregate.snapshot.context.lines
        .filter((item) => item.variantId === line.variantId && item.id !== line.id)
        .reduce((sum, item) => sum + item.quantity, 0);
      checkOrderable(variant, others + input.quantity, deps.clock.now());
    }
    return appendDecided(
      deps,
      tx,
      target,
      [{ type: 'LineItemQuantityChanged', lineItemId: line.id, quantity: input.quantity }],
      metadataOf(identity),
    );
  });
}

export function removeLineItem(
  deps: OrderDeps,
  identity: OrderIdentity,
  input: { number: string; lineItemId: number },
  options: CommandOptions = {},
): Promise<OrderDto> {
  return updateLineItem(deps, identity, { ...input, quantity: 0 }, options);
}

/** Removes every line; emptying an empty cart changes nothing and writes nothing. */
export function emptyCart(
  deps: OrderDeps,
  identity: OrderIdentity,
  input: { number: string },
  options: CommandOptions = {},
): Promise<OrderDto> {
  const scope = {
    locks: identityLocks(identity),
    idempotency: idempotencyScope(identity, options.idempotencyKey, { command: 'empty', ...input }),
  };
  return runCommand(deps, scope, async (tx) => {
    const target = await loadOwnOrder(tx, identity, input.number);
    const empty = target.aggregate.snapshot.context.lines.length === 0;
    return appendDecided(deps, tx, target, empty ? [] : [{ type: 'CartEmptied' }], metadataOf(identity));
  });
}
