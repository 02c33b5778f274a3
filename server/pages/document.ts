import { type Readable, Transform } from 'node:stream';
import type { RenderResult } from '../../web/src/entry-server.tsx';

/**
 * The built `index.html` (its hashed script and style tags come from Vite) cut where the page goes:
 * `<!--app-head-->` in the head, `<!--app-scripts-->` among the entry's scripts (in the head's
 * `<template id="shop-scripts">`, which the boot script starts after the first paint:
 * vite-plugins/head-order.ts), `<!--app-html-->` inside `#root`, `<!--app-state-->` after it.
 */
export interface PageTemplate {
  /**
   * `head` goes at its marker; `styles` just before `</head>`, after the entry's own style sheet;
   * `scripts` (the screen's chunks and messages) with the entry's, or, in a template without that
   * marker (one not built by head-order.ts), after the head.
   */
  open: (lang: string, head: string, styles?: string, scripts?: string) => string;
  close: (stateScript: string) => string;
}

const APP_HTML = '<!--app-html-->';
const APP_SCRIPTS = '<!--app-scripts-->';

export function parseTemplate(html: string): PageTemplate {
  const at = html.indexOf(APP_HTML);
  if (at === -1 || !html.includes('<!--app-head-->') || !html.includes('<!--app-state-->')) {
    throw new Error('index.html lacks the <!--app-head-->, <!--app-html--> or <!--app-state--> marker');
  }
  const before = html.slice(0, at);
  const after = html.slice(at + APP_HTML.length);
  const scriptsMarked = before.includes(APP_SCRIPTS);
  return {
    open: (lang, head, styles = '', scripts = '') => {
      const withHead = before
        .replace(/<html lang="[^"]*"/, `<html lang="${lang.replace(/[^\w-]/g, '')}"`)
        // functions, so a `$` in the page's title or description is taken as it is written
        .replace('<!--app-head-->', () => (scriptsMarked ? head : head + scripts))
        .replace('</head>', () => `${styles}</head>`);
      return withHead.replace(APP_SCRIPTS, () => scripts);
    },
    close: (stateScript) => after.replace('<!--app-state-->', () => stateScript),
  };
}

/**
 * The whole document as one stream: the template's opening, React's HTML as it streams, then the
 * state script and the closing tags once React ends.
 */
export function documentStream(
  template: PageTemplate,
  result: RenderResult & { styles?: string; scripts?: string },
): Readable {
  const document = new Transform({
    transform(chunk, _encoding, callback) {
      callback(null, chunk);
    },
    flush(callback) {
      callback(null, template.close(result.stateScript));
    },
  });
  document.push(template.open(result.lang, result.head, result.styles, result.scripts));
  result.pipe(document);
  return document;
}
