import { describe, expect, it } from 'vitest';
import { APP_SCRIPTS, orderHead } from '../../web/vite-plugins/head-order.ts';
import { builtPage } from './built-page.ts';

const built = builtPage;
const BOOT = '/assets/boot-4.js';

describe("the built page's head", () => {
  it('asks for the style sheet first, then the boot script; the entry’s scripts wait in a template', () => {
    const head = orderHead(built, BOOT);
    const at = (text: string) => head.indexOf(text);
    expect(at('style-3.css')).toBeGreaterThan(at('<meta charset'));
    expect(at('style-3.css')).toBeLessThan(at(BOOT));
    expect(at(`<script type="module" async src="${BOOT}"></script>`)).toBeGreaterThan(0);
    // the entry and its preloads are inert until the boot script starts them after the first paint
    const template = head.slice(at('<template id="shop-scripts">'), at('</template>'));
    expect(at('<template id="shop-scripts">')).toBeGreaterThan(at(BOOT));
    expect(template).toContain('index-1.js');
    expect(template).toContain('shell-2.js');
    expect(template.indexOf('index-1.js')).toBeLessThan(template.indexOf(APP_SCRIPTS));
    expect(at('</template>')).toBeLessThan(at('<!--app-head-->'));
    expect(at('<!--app-head-->')).toBeLessThan(at('</head>'));
    // nothing lost, nothing doubled, the body untouched
    for (const tag of ['style-3.css', BOOT, 'index-1.js', 'shell-2.js', '<!--app-head-->', APP_SCRIPTS])
      expect(head.split(tag)).toHaveLength(2);
    expect(head.slice(at('<body>'))).toBe(built.slice(built.indexOf('<body>')));
  });

  it('refuses a template whose head lost the server’s marker or its scripts', () => {
    expect(() => orderHead(built.replace('<!--app-head-->', ''), BOOT)).toThrow(/app-head/);
    const bare = built.replace(/\s*<script[^>]*><\/script>/, '');
    expect(() => orderHead(bare, BOOT)).toThrow(/no script/);
  });
});
