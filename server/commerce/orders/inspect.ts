import type { AnyEventObject } from 'xstate';
import { type OrderSnapshot, orderLifecycleMachine } from '../../../machines/order-lifecycle.ts';

/** The part of an `@statelyai/inspect` inspector the order aggregate uses. */
export interface OrderInspector {
  /** `order`: an actor-like record, from which the inspector reads the machine's definition. */
  actor(order: InspectedActor, snapshot: InspectedOrder): void;
  event(id: string, event: AnyEventObject): void;
  snapshot(id: string, snapshot: InspectedOrder, info: { event: AnyEventObject }): void;
}

interface InspectedActor {
  sessionId: string;
  id: string;
  logic: typeof orderLifecycleMachine;
}

interface InspectedOrder {
  status: OrderSnapshot['status'];
  value: OrderSnapshot['value'];
  context: OrderSnapshot['context'];
}

let inspector: OrderInspector | null = null;
const announced = new Set<string>();

/** Sends every order decision to `next` from now on (null: stop). Tests pass a recording inspector. */
export function setOrderInspector(next: OrderInspector | null): void {
  inspector = next;
  announced.clear();
}

const inspected = (snapshot: OrderSnapshot): InspectedOrder => ({
  status: snapshot.status,
  value: snapshot.value,
  context: snapshot.context,
});

/**
 * One decided event, as the Stately inspector shows a live actor: the order (one "actor" per order
 * number, registered with the machine's definition the first time it is seen), the event it
 * received, the snapshot it moved to. The aggregate has no running actor (it folds with the pure
 * `transition()`), so the records are made here rather than by an actor's `inspect` option.
 */
export function inspectOrderDecision(
  before: OrderSnapshot,
  event: AnyEventObject,
  after: OrderSnapshot,
): void {
  if (!inspector) return;
  const id = `order ${after.context.number || before.context.number || '(new)'}`;
  if (!announced.has(id)) {
    announced.add(id);
    inspector.actor({ sessionId: id, id, logic: orderLifecycleMachine }, inspected(before));
  }
  inspector.event(id, event);
  inspector.snapshot(id, inspected(after), { event });
}

/**
 * `SHOP_INSPECT=1` sends the orders to Stately's hosted inspector (the link to open is printed);
 * `SHOP_INSPECT=ws://host:port` to a WebSocket inspector such as `@statelyai/inspect`'s server.
 * The package is imported only then, so a server without the variable never loads it.
 */
export async function installOrderInspectorFromEnv(value = process.env.SHOP_INSPECT): Promise<boolean> {
  if (!value || value === '0') return false;
  const inspect = await import('@statelyai/inspect');
  const created = /^wss?:\/\//.test(value)
    ? inspect.createWebSocketInspector({ url: value })
    : inspect.createSkyInspector({ onerror: (error) => console.error(`SHOP_INSPECT: ${error.message}`) });
  setOrderInspector(created as unknown as OrderInspector);
  return true;
}
