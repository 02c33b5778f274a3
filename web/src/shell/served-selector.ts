import { useCallback } from 'react';
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/shim/with-selector';

/** An XState actor or an @xstate/store store: what the hook reads. */
export interface SnapshotSource<Snapshot> {
  subscribe(observer: { next: () => void; error: () => void }): { unsubscribe(): void };
  getSnapshot(): Snapshot;
}

/**
 * A selector over an actor or a store that hydrates against what the server rendered: `served` is
 * the snapshot the server's HTML was made from (the actor's first one, a store's initial one).
 *
 * XState's own `useSelector` reads the current snapshot even while React hydrates. That is the
 * served one when the page hydrates at once, but not for a part hydrated later (a `deferred()` part
 * whose chunk came after the page's first JavaScript): by then the checkout had loaded its payment
 * options, the session knew its member, and the late part rendered something the server had not
 * (React error #418 on a reloaded checkout). React reads `served` while it hydrates and renders
 * again with the current snapshot right after, as `useSyncExternalStore` intends.
 */
export function useServedSelector<Snapshot, Selected>(
  source: SnapshotSource<Snapshot>,
  served: Snapshot,
  selector: (snapshot: Snapshot) => Selected,
  compare: (a: Selected, b: Selected) => boolean = Object.is,
): Selected {
  const subscribe = useCallback(
    (changed: () => void) => source.subscribe({ next: changed, error: changed }).unsubscribe,
    [source],
  );
  const current = useCallback(() => {
    const snapshot = source.getSnapshot();
    // as XState's useSelector: an actor that failed throws to the nearest error boundary
    if (isFailed(snapshot)) throw snapshot.error;
    return snapshot;
  }, [source]);
  const serverSnapshot = useCallback(() => served, [served]);
  return useSyncExternalStoreWithSelector(subscribe, current, serverSnapshot, selector, compare);
}

const isFailed = (snapshot: unknown): snapshot is { error: unknown } =>
  typeof snapshot === 'object' && snapshot !== null && 'status' in snapshot && snapshot.status === 'error';
