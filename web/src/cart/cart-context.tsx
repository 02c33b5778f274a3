import { createActorContext } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { type CartOrder, type CommandInput, cartMachine } from '../../../machines/cart.ts';
import { useSessionStatus } from '../account/session.ts';
import { flowInspect } from '../flows/inspect.ts';
import type { Execute } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  AddToCartDocument,
  CurrentOrderDocument,
  EmptyCartDocument,
  RemoveLineItemDocument,
  UpdateLineItemDocument,
} from '../graphql/generated/graphql.ts';
import { forgetKeptPages } from '../shell/offline-shell.ts';
import { showToast } from '../shell/toasts.ts';
import { trackCartChange } from './analytics.ts';
import { useOfflineQueue } from './offline-queue.tsx';

/** One cart actor for the page: the header badge, the product page and the cart page share it. */
export const CartActorContext = createActorContext(cartMachine);

export const useCartSelector = CartActorContext.useSelector;
export const useCartActor = CartActorContext.useActorRef;

let keyCounter = 0;

/** A unique idempotency key per click (crypto.randomUUID is missing on plain-http origins). */
export function newCommandKey(): string {
  keyCounter += 1;
  const random = globalThis.crypto?.randomUUID?.() ?? `${Math.random().toString(36).slice(2)}${Date.now()}`;
  return `cart-${random}-${keyCounter}`.replace(/[^A-Za-z0-9_.:-]/g, '');
}

async function runCartCommand(execute: Execute, { command, order }: CommandInput): Promise<CartOrder | null> {
  switch (command.kind) {
    case 'add':
      return (
        await execute(AddToCartDocument, {
          input: { variantId: command.variantId, quantity: command.quantity, idempotencyKey: command.key },
        })
      ).addToCart;
    case 'update':
      if (!order) return null;
      return (
        await execute(UpdateLineItemDocument, {
          input: {
            number: order.number,
            lineItemId: command.lineItemId,
            quantity: command.quantity,
            idempotencyKey: command.key,
          },
        })
      ).updateLineItem;
    case 'remove':
      if (!order) return null;
      return (
        await execute(RemoveLineItemDocument, {
          input: { number: order.number, lineItemId: command.lineItemId, idempotencyKey: command.key },
        })
      ).removeLineItem;
    case 'empty':
      return (await execute(EmptyCartDocument, {})).emptyCart ?? order;
  }
}

/**
 * Shows each failed call as a toast in the shopper's language (spec §8). Read from the actor, not a
 * rendered selector: a refused replay followed at once by the next queued add's success clears the
 * error before React renders, and that refusal must still be told (#19).
 */
function CartEffects() {
  const actor = useCartActor();
  useOfflineQueue(actor);
  useEffect(() => {
    let shown = actor.getSnapshot().context.error;
    const subscription = actor.subscribe((snapshot) => {
      const { error } = snapshot.context;
      if (!error || error === shown) return;
      shown = error;
      const id = `error.${error.code}`;
      showToast('warning', { messageId: (id in ERROR_IDS ? id : 'error.INTERNAL') as never });
      actor.send({ type: 'DISMISS_ERROR' });
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  return null;
}

// The codes a cart call can answer with; anything else is the generic apology.
const ERROR_IDS: Record<string, true> = Object.fromEntries(
  [
    'OUT_OF_STOCK',
    'TEMPORARILY_UNAVAILABLE',
    'QUANTITY_NOT_ORDERABLE',
    'SIZE_REQUIRED',
    // a quoted line's quantity is the quote's at most (#17)
    'QUOTE_LINE_FIXED',
    'LINE_ITEM_NOT_FOUND',
    'ORDER_NOT_FOUND',
    'ORDER_TRANSITION_REFUSED',
    'NOT_FOUND',
    'BAD_USER_INPUT',
    'CONFLICT',
    'NETWORK',
    'UPSTREAM_TIMEOUT',
    'UPSTREAM_UNAVAILABLE',
  ].map((code) => [`error.${code}`, true]),
);

const CartShown = createContext(false);

/** Inside the shop's frame (a CartProvider); a card rendered on its own (a test, an embed) has no quick add. */
export const useCartShown = () => useContext(CartShown);

/**
 * Runs the cart actor with GraphQL effects. On the server the actor is never started (effects do
 * not run), so the page renders the `loading` state on both sides and hydrates cleanly.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const execute = useExecute();
  // The actor outlives a language switch; it always calls through the current locale's executor.
  const executeRef = useRef(execute);
  executeRef.current = execute;
  const logic = useMemo(
    () =>
      cartMachine.provide({
        actors: {
          loadCurrent: fromPromise<CartOrder | null>(
            async () => (await executeRef.current(CurrentOrderDocument, {})).currentOrder,
          ),
          runCommand: fromPromise<CartOrder | null, CommandInput>(({ input }) =>
            runCartCommand(executeRef.current, input),
          ),
        },
        actions: {
          track: ({ context, event }) =>
            trackCartChange(context.order, (event as unknown as { output: CartOrder | null }).output),
        },
      }),
    [],
  );
  return (
    <CartActorContext.Provider logic={logic} options={{ inspect: flowInspect }}>
      <ReloadOnLocale execute={execute} />
      <FollowSession />
      <CartEffects />
      <CartShown.Provider value={true}>{children}</CartShown.Provider>
    </CartActorContext.Provider>
  );
}

/**
 * Logging in merges the guest's cart into the member's, so the cart reloads; logging out forgets the
 * order (spec §4: logout clears the user, the order and the session). A member's first session
 * check also reloads once, which costs one request and is always right.
 */
function FollowSession() {
  const actor = useCartActor();
  const status = useSessionStatus();
  const previous = useRef(status);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was === status) return;
    if (status === 'member') actor.send({ type: 'LOAD' });
    else if (was === 'member') {
      actor.send({ type: 'RESET' });
      void forgetKeptPages();
    }
  }, [status, actor]);
  return null;
}

/** Product names in the cart are in the page's language: a new language reloads the cart. */
function ReloadOnLocale({ execute }: { execute: Execute }) {
  const actor = useCartActor();
  const first = useRef(execute);
  useEffect(() => {
    if (first.current !== execute) actor.send({ type: 'LOAD' });
  }, [execute, actor]);
  return null;
}
