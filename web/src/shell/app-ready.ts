import { whenIdle } from './idle.ts';

/**
 * The app's word that it has hydrated and taken what was typed into the served page: the boot
 * script (entry-boot.ts) holds the submits and button presses made before it, and presses them
 * again when it comes. The root element keeps it as `data-app-ready`, for a script that starts
 * later and for tests.
 */
const APP_READY_EVENT = 'shop:app-ready';
const READY_ATTRIBUTE = 'data-app-ready';

function isAppReady(doc: Document): boolean {
  return doc.documentElement.hasAttribute(READY_ATTRIBUTE);
}

export function announceAppReady(doc: Document = document): void {
  if (isAppReady(doc)) return;
  doc.documentElement.setAttribute(READY_ATTRIBUTE, '');
  doc.dispatchEvent(new Event(APP_READY_EVENT));
}

/**
 * Runs `then` once the app is ready and the browser is idle: for work the page does not need to
 * become usable (the service worker's install, which fetches the shell's files), so that it does not
 * compete with hydration for the phone's CPU.
 */
export function whenReadyAndIdle(then: () => void, doc: Document = document): void {
  const idle = () => whenIdle(then, doc.defaultView);
  if (isAppReady(doc)) idle();
  else doc.addEventListener(APP_READY_EVENT, idle, { once: true });
}
