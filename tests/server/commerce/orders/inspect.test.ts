import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect';
import { afterEach, describe, expect, it } from 'vitest';
import { decide, emptyOrder } from '../../../../server/commerce/orders/aggregate.ts';
import { addToCart, updateLineItem } from '../../../../server/commerce/orders/cart-commands.ts';
import { orderDeps } from '../../../../server/commerce/orders/index.ts';
import { type OrderInspector, setOrderInspector } from '../../../../server/commerce/orders/inspect.ts';
import { fixedClock } from '../../../../server/platform/clock.ts';
import { NOW, seededCatalog } from '../catalog/seeded-catalog.ts';
import { sellableVariant } from './order-support.ts';

/** A real `@statelyai/inspect` inspector whose adapter keeps what it would send to the hosted one. */
function recordingInspector() {
  const sent: StatelyInspectionEvent[] = [];
  const inspector = createInspector({ send: (event) => void sent.push(event) });
  inspector.start();
  return { inspector: inspector as unknown as OrderInspector, sent };
}

interface InspectionRecord {
  definition?: string;
  snapshot?: { context: { userId: number | null } };
  event?: unknown;
}

afterEach(() => setOrderInspector(null));

describe('SHOP_INSPECT: the order aggregate in the Stately inspector', () => {
  it('sends the order as an actor, then each event it decides and the snapshot it moved to', () => {
    const { inspector, sent } = recordingInspector();
    setOrderInspector(inspector);
    let snapshot = emptyOrder().snapshot;
    snapshot = decide(snapshot, { type: 'CartCreated', number: 'R123', tokenHash: 'h', userId: null });
    snapshot = decide(snapshot, { type: 'CartAssignedToUser', userId: 7 });

    expect(sent.map((event) => event.type)).toEqual([
      '@xstate.actor',
      '@xstate.event',
      '@xstate.snapshot',
      '@xstate.event',
      '@xstate.snapshot',
    ]);
    const [actor, event, first, , second] = sent as unknown as InspectionRecord[];
    expect(actor).toMatchObject({ sessionId: 'order R123' });
    expect(actor).toMatchObject({ name: 'order' });
    expect(JSON.parse(actor?.definition ?? '')).toMatchObject({ id: 'order', initial: 'new' });
    expect(event).toMatchObject({ sessionId: 'order R123', event: { type: 'CartCreated', number: 'R123' } });
    expect(first).toMatchObject({ sessionId: 'order R123', snapshot: { value: 'cart' } });
    expect(second?.snapshot?.context.userId).toBe(7);
    expect(second?.event).toMatchObject({ type: 'CartAssignedToUser' });
  });

  it('sends nothing for a refused event, and nothing at all without an inspector', () => {
    const { inspector, sent } = recordingInspector();
    const snapshot = emptyOrder().snapshot;
    decide(snapshot, { type: 'CartCreated', number: 'R1', tokenHash: 'h', userId: null });
    expect(sent).toEqual([]);
    setOrderInspector(inspector);
    expect(() => decide(snapshot, { type: 'OrderDelivered' })).toThrow(/does not accept/);
    expect(sent).toEqual([]);
  });

  it('sees each event a command decides once: the orders read model takes the decided state', async () => {
    const { db } = await seededCatalog();
    try {
      const deps = orderDeps(db, fixedClock(NOW));
      const variant = await sellableVariant(db, 3);
      const { inspector, sent } = recordingInspector();
      setOrderInspector(inspector);
      const cart = await addToCart(deps, { userId: 5 }, { number: '0', variantId: variant.id, quantity: 1 });
      await updateLineItem(
        deps,
        { userId: 5 },
        { number: cart.number, lineItemId: cart.line_items[0]!.id, quantity: 2 },
      );
      const events = (sent as unknown as Array<{ type: string; event?: { type: string } }>)
        .filter((record) => record.type === '@xstate.event')
        .map((record) => record.event?.type);
      // Deciding again in the projection sent each of these twice.
      expect(events).toEqual(['CartCreated', 'LineItemAdded', 'LineItemQuantityChanged']);
      const row = await db.query<{ total_quantity: number; version: number }>(
        'select total_quantity, version from orders where number = $1',
        [cart.number],
      );
      expect(row.rows[0]).toEqual({ total_quantity: 2, version: 3 });
    } finally {
      await db.close();
    }
  });
});
