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

describe("the page template's scripts", () => {
  const withTemplate = built.replace(
    '<!--app-head-->',
    '<template id="shop-scripts"><script type="module" src="/assets/index.js"></script><!--app-scripts--></template><!--app-head-->',
  );

  it("puts the screen's scripts with the entry's, in the template the boot script starts", () => {
    const open = parseTemplate(withTemplate).open(
      'mn',
      '<title>T</title>',
      '',
      '<link rel="modulepreload" href="/assets/product-$&.js">',
    );
    const template = open.slice(open.indexOf('<template'), open.indexOf('</template>'));
    expect(template).toContain('<link rel="modulepreload" href="/assets/product-$&.js">');
    expect(open.indexOf('<title>T</title>')).toBeGreaterThan(open.indexOf('</template>'));
    expect(open).not.toContain('<!--app-');
  });

  it('puts them after the head in a template without the marker', () => {
    const open = parseTemplate(built).open(
      'mn',
      '<title>T</title>',
      '',
      '<link rel="modulepreload" href="/p.js">',
    );
    expect(open.indexOf('/p.js')).toBeGreaterThan(open.indexOf('<title>T</title>'));
    expect(open.indexOf('/p.js')).toBeLessThan(open.indexOf('</head>'));
  });
});
