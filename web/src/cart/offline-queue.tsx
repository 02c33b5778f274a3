import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CartCommand, cartMachine } from '../../../machines/cart.ts';
import { readSlice, writeSlice } from '../shell/persisted-state.ts';

/** The persisted slice (spec §4 `cart`, kept by a restart): the commands not yet answered. */
export const CART_SLICE = 'cart';

interface CartSlice {
  queue: CartCommand[];
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** A stored command we can send again as it was; anything else (edited, older shape) is dropped. */
function isCommand(value: unknown): value is CartCommand {
  if (value === null || typeof value !== 'object') return false;
  const command = value as Record<string, unknown>;
  if (!isText(command.key)) return false;
  switch (command.kind) {
    case 'add':
      return (
        isText(command.variantId) &&
        isCount(command.quantity) &&
        (command.name === undefined || isText(command.name))
      );
    case 'update':
      return isText(command.lineItemId) && isCount(command.quantity);
    case 'remove':
      return isText(command.lineItemId);
    case 'empty':
      return true;
    default:
      return false;
  }
}

export function storedQueue(): CartCommand[] {
  const slice = readSlice<Partial<CartSlice>>(CART_SLICE);
  return Array.isArray(slice?.queue) ? slice.queue.filter(isCommand) : [];
}

/**
 * Tells the cart when the browser goes offline or comes back, and keeps its queue in localStorage
 * so adds made offline survive a reload (or a closed tab) and are sent, with their keys, on the next
 * visit online. Written on every change of the queue, so a command leaves storage only once the
 * shop has answered it; sending one again is safe (its idempotency key).
 */
export function useOfflineQueue(actor: ActorRefFrom<typeof cartMachine>): void {
  useEffect(() => {
    const kept = storedQueue();
    if (kept.length > 0) actor.send({ type: 'RESTORE', queue: kept });
    if (!navigator.onLine) actor.send({ type: 'WENT_OFFLINE' });
    const offline = () => actor.send({ type: 'WENT_OFFLINE' });
    const online = () => actor.send({ type: 'WENT_ONLINE' });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    let written = actor.getSnapshot().context.queue;
    writeSlice(CART_SLICE, { queue: written });
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.context.queue === written) return;
      written = snapshot.context.queue;
      writeSlice(CART_SLICE, { queue: written });
    });
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      subscription.unsubscribe();
    };
  }, [actor]);
}
