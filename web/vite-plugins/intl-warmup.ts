import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Builds src/i18n/intl-warmup.ts as a chunk of its own and loads it as every page's first script,
 * `async`: it starts, off the main thread, the locale work the first `Intl` call of
 * a page would otherwise do inside hydration (see that file). The browser build only; development
 * pages go without it.
 */
export function intlWarmup(): Plugin {
  const source = fileURLToPath(new URL('../src/i18n/intl-warmup.ts', import.meta.url));
  return {
    name: 'shop:intl-warmup',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      this.emitFile({ type: 'chunk', id: source, name: 'intl-warmup' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId === source,
        );
        if (!chunk) throw new Error('the Intl warm-up chunk was not built');
        return insertWarmup(html, `/${chunk.fileName}`);
      },
    },
  };
}

/**
 * The warm-up's script tag as the head's first script: after the style sheet, which the first paint
 * waits for (head-order.ts), before the entry's scripts.
 */
export function insertWarmup(html: string, src: string): string {
  const tag = `<script type="module" async src="${src}"></script>`;
  const at = html.indexOf('<script ');
  const headEnd = html.indexOf('</head>');
  if (at < 0 || at > headEnd) throw new Error('index.html has no script in its head');
  return `${html.slice(0, at)}${tag}\n    ${html.slice(at)}`;
}
