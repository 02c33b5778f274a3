import type { InspectionEvent } from 'xstate';
import { recordInspection } from './live-actors.ts';

/**
 * The one `inspect` option every actor of the web app is created with: it keeps the live-actor
 * registry (/dev/flows) and, in development, when the page was opened with `?inspect`, forwards
 * everything to the Stately inspector. `@statelyai/inspect` is a dynamic import, in its own chunk: a
 * page without `?inspect` never downloads it, and a production build has no such chunk at all
 * (issue #8). Records that arrive while it loads are queued, so the inspector sees every actor from
 * its start.
 */
type Forward = (event: InspectionEvent) => void;

let forward: Forward | null = null;
let queued: InspectionEvent[] | null = null;

function wantsInspector(): boolean {
  return typeof location !== 'undefined' && new URLSearchParams(location.search).has('inspect');
}

/** Starts the Stately inspector (a pop-up window) once, on the first actor of a `?inspect` page. */
function startInspector() {
  queued = [];
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    const inspector = createBrowserInspector();
    forward = (event) => inspector.inspect.next?.(event);
    for (const event of queued ?? []) forward(event);
    queued = null;
  });
}

export function flowInspect(event: InspectionEvent): void {
  recordInspection(event);
  if (forward) {
    forward(event);
    return;
  }
  if (queued) {
    queued.push(event);
    return;
  }
  // `import.meta.env.DEV` is the literal false in a production build: the minifier drops this
  // branch, so startInspector and its import of @statelyai/inspect are not in the build at all.
  if (import.meta.env.DEV && wantsInspector()) {
    startInspector();
    flowInspect(event);
  }
}

/** For tests: forward to this inspector instead of Stately's window. */
export function setFlowInspector(next: Forward | null): void {
  forward = next;
  queued = null;
}
