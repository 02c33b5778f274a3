/**
 * Runs `then` when the browser is idle (at the latest after 5 s), or on the next task where it
 * cannot say (Safari, happy-dom): for work the page does not need yet.
 */
export function whenIdle(then: () => void, view: Window | null = globalThis.window ?? null): void {
  if (view && typeof view.requestIdleCallback === 'function')
    view.requestIdleCallback(then, { timeout: 5000 });
  else setTimeout(then, 0);
}
