import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
const APP_HEAD = '<!--app-head-->';
/** Where the server puts the screen's chunks and messages, among the entry's scripts. */
export const APP_SCRIPTS = '<!--app-scripts-->';

/**
 * Orders the built page's head by what the first paint waits for: the style sheet first (nothing is
 * painted before it arrives), then the boot script (src/entry-boot.ts, built as a chunk of its own),
 * then the entry's scripts in an inert `<template id="shop-scripts">` with the server's
 * `<!--app-scripts-->`, which the boot script starts after the first paint, then the page's own part
 * (`<!--app-head-->`: its title and description). Vite writes its tags at the end of the head; a
 * browser asked for the scripts with the style sheet, and over a slow connection the page's first
 * paint waited for all of them. The browser build only; development pages go without it.
 */
export function headOrder(): Plugin {
  const boot = fileURLToPath(new URL('../src/entry-boot.ts', import.meta.url));
  return {
    name: 'shop:head-order',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      this.emitFile({ type: 'chunk', id: boot, name: 'boot' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId === boot,
        );
        if (!chunk) throw new Error('the boot chunk was not built');
        return orderHead(html, `/${chunk.fileName}`);
      },
    },
  };
}

export function orderHead(html: string, bootSrc: string): string {
  const styles = html.match(STYLESHEET) ?? [];
  const withoutStyles = html.replace(STYLESHEET, '');
  const marker = withoutStyles.indexOf(APP_HEAD);
  const headEnd = withoutStyles.indexOf('</head>');
  if (marker < 0 || headEnd < marker) throw new Error(`index.html has no ${APP_HEAD} in its head`);
  const scripts = withoutStyles.slice(marker + APP_HEAD.length, headEnd).trim();
  if (!scripts.includes('<script ')) throw new Error('index.html has no script in its head');
  return (
    withoutStyles.slice(0, marker) +
    styles.map((tag) => `${tag.trim()}\n    `).join('') +
    `<script type="module" async src="${bootSrc}"></script>\n    ` +
    `<template id="shop-scripts">${scripts}${APP_SCRIPTS}</template>\n    ` +
    `${APP_HEAD}\n  ` +
    withoutStyles.slice(headEnd)
  );
}
