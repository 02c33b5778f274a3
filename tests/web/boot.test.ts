// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
/**
 * The boot script (web/src/entry-boot.ts) against happy-dom's document: the page's scripts leave
 * their template as working tags, and what a shopper does before the app has hydrated waits for it
 * and happens then, in order (or natively, if the app never comes).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, HOLD_LIMIT_MS, holdEarlyInput, startScripts } from '../../web/src/entry-boot.ts';
import { announceAppReady } from '../../web/src/shell/app-ready.ts';

let stopHolding = () => {};

beforeEach(() => {
  document.documentElement.removeAttribute('data-app-ready');
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <form id="login"><input name="phone" value=""><button id="send" type="submit" name="via" value="sms">Send</button></form>
    <form id="other"><button type="submit">Other</button></form>
    <button id="plain" type="button">Plain</button>
    <a id="link" href="#x">Link</a>`;
});

afterEach(() => {
  stopHolding();
  vi.useRealTimers();
});

/** What reached the page's own handlers (React's, once hydrated), in order. */
function record() {
  const seen: string[] = [];
  for (const form of document.querySelectorAll('form')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
      seen.push(`submit ${form.id}${submitter?.value ? ` via ${submitter.value}` : ''}`);
    });
  }
  document.getElementById('plain')!.addEventListener('click', () => seen.push('click plain'));
  return seen;
}

const byId = (id: string) => document.getElementById(id) as HTMLElement;

describe('the scripts template', () => {
  it("moves the entry's preloads and the messages to the head at once, the screen's one per task, then the entry as a new, working tag; the template goes", async () => {
    document.head.innerHTML = `<template id="shop-scripts"><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/shell-2.js"><link rel="modulepreload" crossorigin href="/assets/catalogs-9/mn/shell.js"><link rel="modulepreload" crossorigin href="/assets/product-3.js" data-screen><link rel="modulepreload" crossorigin href="/assets/gallery-4.js" data-screen></template>`;
    const inert = (document.getElementById('shop-scripts') as HTMLTemplateElement).content.querySelector(
      'script',
    );
    let started = false;
    startScripts(document, () => {
      started = true;
    });
    expect(document.getElementById('shop-scripts')).toBeNull();
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    // in this very task: everything but the screen's, and the screen's first
    expect(preloads()).toEqual([
      '/assets/shell-2.js',
      '/assets/catalogs-9/mn/shell.js',
      '/assets/product-3.js',
    ]);
    expect(document.head.querySelector('script')).toBeNull();
    await vi.waitFor(() => expect(started).toBe(true));
    expect(preloads()).toEqual([
      '/assets/shell-2.js',
      '/assets/catalogs-9/mn/shell.js',
      '/assets/product-3.js',
      '/assets/gallery-4.js',
    ]);
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toBe(inert);
    expect(scripts[0]!.getAttribute('src')).toBe('/assets/index-1.js');
    expect(scripts[0]!.type).toBe('module');
    expect(scripts[0]!.hasAttribute('crossorigin')).toBe(true);
  });

  it('adds the entry once the document is parsed, not before', async () => {
    document.head.innerHTML = `<template id="shop-scripts"><script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" href="/assets/product-3.js" data-screen></template>`;
    const parsing = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    let started = false;
    startScripts(document, () => {
      started = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(started).toBe(false);
    expect(document.head.querySelector('script')).toBeNull();
    parsing.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(started).toBe(true);
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('/assets/index-1.js');
  });

  it('does nothing on a page without the template (development, or started twice)', () => {
    startScripts(document);
    expect(document.head.children).toHaveLength(0);
  });

  it('starts them after the next frame, at once in a hidden tab', async () => {
    const started: string[] = [];
    afterFirstPaint(document, () => started.push('visible'));
    expect(started).toEqual([]);
    await vi.waitFor(() => expect(started).toEqual(['visible']));
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    afterFirstPaint(document, () => started.push('hidden'));
    expect(started).toEqual(['visible', 'hidden']);
    hidden.mockRestore();
  });
});

describe('input before the app', () => {
  it('holds submits and plain-button clicks, then presses them again in order when the app is ready', () => {
    const seen = record();
    stopHolding = holdEarlyInput(document);
    byId('plain').click();
    byId('send').click();
    expect(seen).toEqual([]);
    expect(byId('login').getAttribute('aria-busy')).toBe('true');
    announceAppReady(document);
    expect(seen).toEqual(['click plain', 'submit login via sms']);
    expect(byId('login').hasAttribute('aria-busy')).toBe(false);
    // from then on nothing is held
    byId('plain').click();
    expect(seen).toEqual(['click plain', 'submit login via sms', 'click plain']);
  });

  it('sends a form pressed twice once, and leaves links alone', () => {
    const seen = record();
    let followed = 0;
    byId('link').addEventListener('click', (event) => {
      followed += 1;
      event.preventDefault();
    });
    stopHolding = holdEarlyInput(document);
    byId('send').click();
    (byId('login') as HTMLFormElement).requestSubmit();
    byId('link').click();
    expect(followed).toBe(1);
    announceAppReady(document);
    expect(seen).toEqual(['submit login']);
  });

  it('sends held forms natively when the app has not come in time; clicks are dropped', () => {
    vi.useFakeTimers();
    const seen = record();
    stopHolding = holdEarlyInput(document);
    byId('plain').click();
    byId('send').click();
    vi.advanceTimersByTime(HOLD_LIMIT_MS - 1);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['submit login via sms']);
    expect(byId('login').hasAttribute('aria-busy')).toBe(false);
    // a late app presses nothing twice
    announceAppReady(document);
    expect(seen).toEqual(['submit login via sms']);
  });

  it('holds nothing on a page whose app is already ready', () => {
    const seen = record();
    announceAppReady(document);
    stopHolding = holdEarlyInput(document);
    byId('send').click();
    expect(seen).toEqual(['submit login via sms']);
  });

  it('drops what left the page before the app came', () => {
    const seen = record();
    stopHolding = holdEarlyInput(document);
    byId('send').click();
    byId('plain').click();
    byId('login').remove();
    byId('plain').remove();
    announceAppReady(document);
    expect(seen).toEqual([]);
  });
});
