import type { InspectionEvent } from 'xstate';

/** A machine actor alive in this page, as /dev/flows lists it. */
export interface LiveActor {
  sessionId: string;
  /** The machine's id (`cart`, `ageGate`, …). */
  machine: string;
  /** The state value, e.g. `{"sync":"ready","flag":"quiet"}`. */
  value: unknown;
  status: string;
  /** The last event that moved it. */
  lastEvent: string | null;
}

const CHANNEL = 'shop-flows';
const actors = new Map<string, LiveActor>();
let channel: BroadcastChannel | null | undefined;

/**
 * /dev/flows is a page of its own (usually another tab), so the shop's tabs answer it over a
 * BroadcastChannel: it says `hello`, every tab sends its live actors, and from then on each change.
 * A tab whose first actor starts after that hello (opened later, or still hydrating when the flows
 * page opened) says `here`, and an open flows page says hello again. Until a /dev/flows page says
 * hello, no actor is posted (and in production none ever does).
 */
let listened = false;
function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  channel?.addEventListener('message', (message: MessageEvent<{ type?: string }>) => {
    if (message.data?.type !== 'hello') return;
    listened = true;
    // an actor is posted once it has a state (its first snapshot posts it anyway)
    for (const actor of actors.values()) if (actor.lastEvent !== null) post(actor);
  });
  channel?.postMessage({ type: 'here' });
  return channel;
}

function post(actor: LiveActor) {
  if (!listened) return;
  channel?.postMessage({ type: 'actor', page: location.pathname, actor });
}

/** The live machine actors of this page. */
export function liveActors(): LiveActor[] {
  return [...actors.values()];
}

const isMachine = (logic: unknown): logic is { id: string } =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'id' in logic;

/** Keeps the registry from the inspection stream: machine actors only (not their promise calls). */
export function recordInspection(event: InspectionEvent): void {
  const ref = event.actorRef as { sessionId: string; logic?: unknown; getSnapshot(): { status: string } };
  if (event.type === '@xstate.actor') {
    if (!isMachine(ref.logic)) return;
    openChannel();
    actors.set(ref.sessionId, {
      sessionId: ref.sessionId,
      machine: ref.logic.id,
      value: null,
      status: 'active',
      lastEvent: null,
    });
    return;
  }
  if (event.type !== '@xstate.snapshot') return;
  const known = actors.get(ref.sessionId);
  if (!known) return;
  const snapshot = event.snapshot as { value?: unknown; status: string };
  const next = { ...known, value: snapshot.value, status: snapshot.status, lastEvent: event.event.type };
  if (snapshot.status === 'stopped') actors.delete(ref.sessionId);
  else actors.set(ref.sessionId, next);
  post(next);
}
