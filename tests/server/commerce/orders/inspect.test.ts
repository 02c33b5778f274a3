import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect';
import { afterEach, describe, expect, it } from 'vitest';
import { decide, emptyOrder } from '../../../../server/commerce/orders/aggregate.ts';
import { type OrderInspector, setOrderInspector } from '../../../../server/commerce/orders/inspect.ts';

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
});
