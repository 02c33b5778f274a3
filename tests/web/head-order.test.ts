import { describe, expect, it } from 'vitest';
import { orderHead } from '../../web/vite-plugins/head-order.ts';
import { builtPage } from './built-page.ts';

const built = builtPage;

describe("the built page's head", () => {
  it('asks for the style sheet first, then the entry, then the page’s own part', () => {
    const head = orderHead(built);
    const at = (text: string) => head.indexOf(text);
    expect(at('style-3.css')).toBeGreaterThan(at('<meta charset'));
    expect(at('style-3.css')).toBeLessThan(at('index-1.js'));
    expect(at('index-1.js')).toBeLessThan(at('shell-2.js'));
    expect(at('shell-2.js')).toBeLessThan(at('<!--app-head-->'));
    expect(at('<!--app-head-->')).toBeLessThan(at('</head>'));
    // nothing lost, nothing doubled, the body untouched
    for (const tag of ['style-3.css', 'index-1.js', 'shell-2.js', '<!--app-head-->', '<!--app-html-->'])
      expect(head.split(tag)).toHaveLength(2);
    expect(head.slice(at('<body>'))).toBe(built.slice(built.indexOf('<body>')));
  });

  it('refuses a template whose head lost the server’s marker', () => {
    expect(() => orderHead(built.replace('<!--app-head-->', ''))).toThrow(/app-head/);
  });
});
