import { randomBytes, randomInt } from 'node:crypto';
import { MAX_LINE_QUANTITY, type OrderEvent, type OrderSnapshot } from '../../../machines/order-lifecycle.ts';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { decide, emptyOrder } from './aggregate.ts';
import {
  checkOrderable,
  loadVariant,
  loadVariants,
  type OrderableVariant,
  variantNotFound,
} from './availability.ts';
import { type OrderDeps, runCommand } from './command-runner.ts';
import { orderStreamId } from './events.ts';
import type { Outcome } from './merged-commands.ts';
import {
  appendDecided,
  appendSnapshot,
  type CommandOptions,
  idempotencyScope,
  identityLocks,
  type LoadedOrder,
  loadOwnOrder,
  loadStream,
  metadataOf,
} from './order-stream.ts';
import { findCurrentCart, hashToken, type OrderDto, type OrderIdentity } from './read-model.ts';
import { checkSizeFacts, type SizeFacts, sizeFactsOf } from './size-rule.ts';

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

/**
 * POST /orders/{number or 0}/line_items: adds to an existing line of the same variant and options.
 * Adds of one cart waiting together are decided together (merged-commands.ts): one load, one
 * append, one row write; each still gets its own refusal, and its answer is the cart as committed.
 */
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
  const decideAll = (tx: Sql, inputs: readonly AddToCartInput[]) => addAll(deps, identity, tx, inputs);
  return runCommand(
    deps,
    scope,
    async (tx) => {
      const [outcome] = await decideAll(tx, [input]);
      if (!outcome!.ok) throw outcome!.error;
      return outcome!.value;
    },
    { key: `add:${input.number}`, input, decideAll },
  );
}

/** The cart the adds go to: the order named, the current cart, or a new one (its first event). */
async function targetCart(tx: Sql, identity: OrderIdentity, number: string) {
  if (number !== '0') return { target: await loadOwnOrder(tx, identity, number) };
  const current = await findCurrentCart(tx, identity);
  if (current) return { target: await loadStream(tx, current.number) };
  const created = newOrderNumber();
  // Always a fresh token: an old one may still name a completed order (token hashes are unique).
  const token = randomBytes(24).toString('base64url');
  const target: LoadedOrder = { streamId: orderStreamId(created), aggregate: emptyOrder() };
  const event: OrderEvent = {
    type: 'CartCreated',
    number: created,
    tokenHash: hashToken(token),
    userId: identity.userId ?? null,
  };
  return { target, created: { event, token } };
}

/** What the adds of one run look up together: their variants, and each one's size facts. */
interface Lookups {
  variants: Map<number, OrderableVariant>;
  sizes: Map<number, SizeFacts>;
}

/** One add's event on the cart as `snapshot` holds it, or its refusal (a ShopError). */
function lineItemAdded(
  deps: OrderDeps,
  snapshot: OrderSnapshot,
  input: AddToCartInput,
  lookups: Lookups,
): OrderEvent {
  const { lines, nextLineId } = snapshot.context;
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
  const variant = lookups.variants.get(input.variantId);
  if (!variant) throw variantNotFound(input.variantId);
  checkSizeFacts(lookups.sizes.get(variant.id), lineOptions);
  const inCart = lines
    .filter((line) => line.variantId === input.variantId)
    .reduce((sum, line) => sum + line.quantity, 0);
  checkOrderable(variant, inCart + input.quantity, deps.clock.now());
  return {
    type: 'LineItemAdded',
    lineItemId: existing?.id ?? nextLineId,
    variantId: variant.id,
    quantity: input.quantity,
    price: existing?.price ?? variant.price,
    options: lineOptions,
    gift,
    product: existing?.product ?? variant.product,
  };
}

/**
 * Adds `inputs` (all to the same order number) in turn, each on the state the previous left; a
 * refused one changes nothing. The accepted ones are appended at once (with the new cart's first
 * event, when there was none) and all answer the committed cart.
 */
async function addAll(
  deps: OrderDeps,
  identity: OrderIdentity,
  tx: Sql,
  inputs: readonly AddToCartInput[],
): Promise<Outcome<OrderDto>[]> {
  const { target, created } = await targetCart(tx, identity, inputs[0]!.number);
  const events: OrderEvent[] = created ? [created.event] : [];
  let snapshot = created ? decide(target.aggregate.snapshot, created.event) : target.aggregate.snapshot;
  const variantIds = [...new Set(inputs.map((input) => input.variantId))];
  const lookups: Lookups = {
    variants: await loadVariants(tx, variantIds),
    sizes: await sizeFactsOf(tx, variantIds),
  };
  const refusals: (unknown | undefined)[] = [];
  for (const input of inputs) {
    try {
      const event = lineItemAdded(deps, snapshot, input, lookups);
      snapshot = decide(snapshot, event);
      events.push(event);
      refusals.push(undefined);
    } catch (error) {
      if (!(error instanceof ShopError)) throw error;
      refusals.push(error);
    }
  }
  if (refusals.every((refusal) => refusal !== undefined)) {
    return refusals.map((error) => ({ ok: false, error }));
  }
  const order = await appendSnapshot(deps, tx, target, events, snapshot, metadataOf(identity));
  const answer = created ? { ...order, token: created.token } : order;
  return refusals.map((error) => (error === undefined ? { ok: true, value: answer } : { ok: false, error }));
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
