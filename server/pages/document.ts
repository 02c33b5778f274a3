import { type Readable, Transform } from 'node:stream';
import type { RenderResult } from '../../web/src/entry-server.tsx';

/**
 * The built `index.html` (its hashed script and style tags come from Vite) cut where the page goes:
 * `<!--app-head-->` in the head, `<!--app-html-->` inside `#root`, `<!--app-state-->` after it.
 */
export interface PageTemplate {
  /** `head` goes at the marker; `styles` just before `</head>`, after the entry's own stylesheet */
  open: (lang: string, head: string, styles?: string) => string;
  close: (stateScript: string) => string;
}

const APP_HTML = '<!--app-html-->';

export function parseTemplate(html: string): PageTemplate {
  const at = html.indexOf(APP_HTML);
  if (at === -1 || !html.includes('<!--app-head-->') || !html.includes('<!--app-state-->')) {
    throw new Error('index.html lacks the <!--app-head-->, <!--app-html--> or <!--app-state--> marker');
  }
  const before = html.slice(0, at);
  const after = html.slice(at + APP_HTML.length);
  return {
    open: (lang, head, styles = '') =>
      before
        .replace(/<html lang="[^"]*"/, `<html lang="${lang.replace(/[^\w-]/g, '')}"`)
        // functions, so a `$` in the page's title or description is taken as it is written
        .replace('<!--app-head-->', () => head)
        .replace('</head>', () => `${styles}</head>`),
    close: (stateScript) => after.replace('<!--app-state-->', () => stateScript),
  };
}

/**
 * The whole document as one stream: the template's opening, React's HTML as it streams, then the
 * state script and the closing tags once React ends.
 */
export function documentStream(template: PageTemplate, result: RenderResult & { styles?: string }): Readable {
  const document = new Transform({
    transform(chunk, _encoding, callback) {
      callback(null, chunk);
    },
    flush(callback) {
      callback(null, template.close(result.stateScript));
    },
  });
  document.push(template.open(result.lang, result.head, result.styles));
  result.pipe(document);
  return document;
}
