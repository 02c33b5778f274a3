/**
 * The page's first script: ~1 kB compressed, `async` from the head, importing nothing but the
 * Intl warm-up's calls. It does three things for a served page (#19):
 *
 * 1. **Starts the page's scripts after its first paint.** The entry, its chunks, the screen's chunk
 *    and its messages wait in an inert `<template id="shop-scripts">` (vite-plugins/head-order.ts;
 *    the server fills in the screen's part). Asked for from the head, their ~140 kB shared a slow
 *    connection with the HTML and the style sheet, so the first paint waited for them (Lighthouse's
 *    simulated LCP: 2.4–3.1 s). A served page is whole without JavaScript, so it is painted first;
 *    then the preloads go into the head, and the entry once the document is parsed.
 * 2. **Holds what the shopper does before the app has hydrated.** Between the first paint and
 *    hydration, a form's submit would send it natively (a login reloaded with an empty field) and a
 *    plain button's click would do nothing. Both are held (the form marked `aria-busy`), then
 *    pressed again, in order, once the app says it is ready (shell/app-ready.ts). If the app has not
 *    come `HOLD_LIMIT_MS` after a submit, held forms are sent natively: the served page works alone.
 * 3. **Readies `Intl` on a worker** (i18n/intl-warmup.ts): the same module started again as a worker
 *    with the page's language, which makes the calls and ends.
 */
import { warmIntl } from './i18n/intl-warmup.ts';

// shell/app-ready.ts's words, written again: importing them would make this script import the shell's
// chunk, where they live (tests/web/boot.test.ts holds the two together)
const APP_READY_EVENT = 'shop:app-ready';
const isAppReady = (doc: Document) => doc.documentElement.hasAttribute('data-app-ready');

const SCRIPTS_TEMPLATE_ID = 'shop-scripts';
/** How long a held submit waits for the app before the form is sent without it. */
export const HOLD_LIMIT_MS = 10_000;

type Held =
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'click'; button: HTMLElement };

/**
 * Holds submits and plain-button clicks until the app is ready, then replays them in order; returns
 * a function that stops holding (for tests).
 */
export function holdEarlyInput(doc: Document, limitMs = HOLD_LIMIT_MS): () => void {
  if (isAppReady(doc)) return () => {};
  const held: Held[] = [];
  let limit: ReturnType<typeof setTimeout> | undefined;
  let passing = false;

  const onSubmit = (event: SubmitEvent) => {
    if (passing || event.defaultPrevented) return;
    const form = event.target;
    if (!(form instanceof doc.defaultView!.HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // the last submit of a form is the one that counts (a second press is not a second order)
    const earlier = held.findIndex((item) => item.kind === 'submit' && item.form === form);
    if (earlier >= 0) held.splice(earlier, 1);
    const submitter = event.submitter as HTMLElement | null;
    held.push({ kind: 'submit', form, submitter: submitter === form ? null : submitter });
    form.setAttribute('aria-busy', 'true');
    limit ??= setTimeout(sendNatively, limitMs);
  };
  const onClick = (event: MouseEvent) => {
    if (passing) return;
    const button = (event.target as Element | null)?.closest?.('button[type="button"]');
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'click', button: button as HTMLElement });
  };

  const stop = () => {
    doc.removeEventListener('submit', onSubmit, true);
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener(APP_READY_EVENT, replay);
    clearTimeout(limit);
    for (const item of held) if (item.kind === 'submit') item.form.removeAttribute('aria-busy');
  };
  function replay() {
    stop();
    passing = true;
    for (const item of held.splice(0)) {
      if (item.kind === 'click') {
        if (item.button.isConnected) item.button.click();
      } else if (item.form.isConnected) pressAgain(item.form, item.submitter);
    }
  }
  function sendNatively() {
    // the app did not come: the served forms work without it; clicks on plain buttons did nothing
    stop();
    passing = true;
    for (const item of held.splice(0)) {
      if (item.kind === 'submit' && item.form.isConnected) pressAgain(item.form, item.submitter);
    }
  }

  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('click', onClick, true);
  doc.addEventListener(APP_READY_EVENT, replay, { once: true });
  return stop;
}

function pressAgain(form: HTMLFormElement, submitter: HTMLElement | null): void {
  if (submitter?.isConnected && form.contains(submitter)) submitter.click();
  else form.requestSubmit();
}

/** Runs `then` once the page has been painted (at once in a hidden tab: it paints nothing). */
export function afterFirstPaint(doc: Document, then: () => void): void {
  const view = doc.defaultView;
  if (!view || doc.visibilityState === 'hidden' || typeof view.requestAnimationFrame !== 'function') {
    then();
    return;
  }
  // a frame's callbacks run before its paint; a task queued from one runs after it
  view.requestAnimationFrame(() => setTimeout(then, 0));
}

/**
 * Moves the template's preloads into the head, then its scripts once the document is parsed. The
 * tags are made anew: a script the parser put in a template never runs when moved.
 * Chromium starts a preload's fetch as its tag goes in, 1–20 ms at 4× CPU each (measured on the
 * product page): a dozen in one task made a 70–140 ms long task right after the first paint. So the
 * entry's chunks and the page's messages go in at once, and the screen's chunks (`data-screen`,
 * server/pages/preload.ts) one per task from then on, the first of them in the same task. Spreading all of them made the messages start
 * after the shell chunk had arrived: the parser's tasks come between. `onStarted` runs once the
 * scripts are in (for tests).
 */
export function startScripts(doc: Document, onStarted?: () => void): void {
  const template = doc.getElementById(SCRIPTS_TEMPLATE_ID);
  if (!(template instanceof doc.defaultView!.HTMLTemplateElement)) return;
  template.remove();
  const tags = [...template.content.querySelectorAll('link, script')];
  const copy = (tag: Element) => {
    const fresh = doc.createElement(tag.localName);
    for (const { name, value } of tag.attributes) fresh.setAttribute(name, value);
    return fresh;
  };
  const links = tags.filter((tag) => tag.localName === 'link');
  for (const link of links) if (!link.hasAttribute('data-screen')) doc.head.append(copy(link));
  const later = links.filter((link) => link.hasAttribute('data-screen'));
  const addScripts = () => {
    for (const tag of tags) if (tag.localName === 'script') doc.head.append(copy(tag));
    onStarted?.();
  };
  const addLater = (next: number) => {
    const link = later[next];
    if (link) {
      doc.head.append(copy(link));
      setTimeout(addLater, 0, next + 1);
    } else if (doc.readyState === 'loading') {
      doc.addEventListener('DOMContentLoaded', addScripts, { once: true });
    } else addScripts();
  };
  addLater(0);
}

function start(): void {
  if (typeof document !== 'undefined') {
    if (!document.getElementById(SCRIPTS_TEMPLATE_ID) && document.readyState !== 'loading') return;
    holdEarlyInput(document);
    afterFirstPaint(document, () => {
      if (document.getElementById(SCRIPTS_TEMPLATE_ID)) startScripts(document);
      else document.addEventListener('DOMContentLoaded', () => startScripts(document), { once: true });
    });
    if (typeof Worker === 'function') {
      const lang = encodeURIComponent(document.documentElement.lang);
      new Worker(`${import.meta.url}#${lang}`, { type: 'module', name: 'intl-warmup' });
    }
  } else if (typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope === 'function') {
    try {
      warmIntl(decodeURIComponent(location.hash.slice(1)) || 'mn');
    } finally {
      close();
    }
  }
}

start();
