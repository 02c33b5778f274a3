import { describe, expect, it } from 'vitest';
import { parseTemplate } from '../../../server/pages/document.ts';

const built = `<!doctype html><html lang="mn"><head><link rel="stylesheet" href="/assets/style.css">
<script type="module" crossorigin src="/assets/index.js"></script>
<!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>`;

describe('the page template', () => {
  it("puts the page's language, head part and styles in their places", () => {
    const open = parseTemplate(built).open('ru', '<title>T</title>', '<link rel="stylesheet" href="/s.css">');
    expect(open).toContain('<html lang="ru"');
    expect(open.indexOf('<title>T</title>')).toBeGreaterThan(open.indexOf('/assets/index.js'));
    expect(open.indexOf('/s.css')).toBeGreaterThan(open.indexOf('<title>T</title>'));
    expect(open).not.toContain('<!--app-');
  });

  it('takes a `$` in the head and in the state as it is written', () => {
    // String.replace reads `$&`, `$'` and `$1` in a replacement string as patterns
    const template = parseTemplate(built);
    expect(template.open('mn', "<title>$& $' $1 ₮</title>")).toContain("<title>$& $' $1 ₮</title>");
    const state = `<script id="shop-state" type="application/json">{"name":"Tee $& $\`"}</script>`;
    expect(template.close(state)).toContain(state);
  });
});
