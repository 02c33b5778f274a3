import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
const APP_HEAD = '<!--app-head-->';

/**
 * Orders the built page's head by what the first paint waits for: the style sheet first (nothing is
 * painted before it arrives), then the entry's scripts, then the page's own part (`<!--app-head-->`:
 * its title and the screen's chunks, filled in by the server). Vite writes its tags at the end of
 * the head, after the server's; a browser fetching over HTTP/1.1 (six connections per host) asked
 * for the screen's chunks and the shell's scripts before the style sheet, which came last.
 */
export function headOrder(): Plugin {
  return {
    name: 'shop:head-order',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => orderHead(html),
    },
  };
}

export function orderHead(html: string): string {
  const styles = html.match(STYLESHEET) ?? [];
  const withoutStyles = html.replace(STYLESHEET, '');
  const marker = withoutStyles.indexOf(APP_HEAD);
  const headEnd = withoutStyles.indexOf('</head>');
  if (marker < 0 || headEnd < marker) throw new Error(`index.html has no ${APP_HEAD} in its head`);
  const scripts = withoutStyles.slice(marker + APP_HEAD.length, headEnd);
  return (
    withoutStyles.slice(0, marker) +
    styles.map((tag) => `${tag.trim()}\n    `).join('') +
    scripts.trim() +
    `\n    ${APP_HEAD}\n  ` +
    withoutStyles.slice(headEnd)
  );
}
