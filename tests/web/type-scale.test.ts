/**
 * The shop's text comes in the scale's seven sizes and three weights only (web/src/styles/base.css):
 * Chromium looks a font up once per size and weight a page uses, and the product page's 23 pairs
 * (14 sizes, 6 weights) cost a third to half of its layout time on a slow phone (#19).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// the web project runs in happy-dom, where import.meta.url is not a file: from the repository's root
const webSrc = join(process.cwd(), 'web/src');

async function styleSheets(): Promise<{ file: string; css: string }[]> {
  const entries = await readdir(webSrc, { recursive: true });
  const files = entries.filter((entry) => entry.endsWith('.css')).sort();
  return Promise.all(files.map(async (file) => ({ file, css: await readFile(join(webSrc, file), 'utf8') })));
}

/** Every `property: value` of the sheets, with where it is written. */
function declarations(sheets: { file: string; css: string }[], property: string): string[] {
  return sheets.flatMap(({ file, css }) =>
    [
      ...css
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .matchAll(new RegExp(`(?<![\\w-])${property}:\\s*([^;}]+)`, 'g')),
    ].map((match) => `${file}: ${match[1]?.trim()}`),
  );
}

describe('the type scale', () => {
  it('is the only source of font sizes', async () => {
    const sheets = await styleSheets();
    const sizes = declarations(sheets, 'font-size');
    expect(sizes.length).toBeGreaterThan(100);
    expect(sizes.filter((line) => !/: (var\(--text-(xs|sm|md|lg|xl|2xl|3xl)\)|inherit)$/.test(line))).toEqual(
      [],
    );
  });

  it('is the only source of font weights', async () => {
    const sheets = await styleSheets();
    const weights = declarations(sheets, 'font-weight');
    expect(weights.length).toBeGreaterThan(50);
    expect(
      weights.filter((line) => !/: (var\(--weight-(regular|medium|bold)\)|inherit)$/.test(line)),
    ).toEqual([]);
    // a shorthand would set both behind the scale's back
    expect(declarations(sheets, 'font').filter((line) => !line.endsWith(': inherit'))).toEqual([]);
  });

  it('has seven sizes and three weights, defined once', async () => {
    const sheets = await styleSheets();
    const tokens = sheets.flatMap(({ file, css }) =>
      [...css.matchAll(/(--(?:text|weight)-[\w-]+):\s*([^;]+);/g)].map((match) => `${file} ${match[1]}`),
    );
    expect(tokens.map((token) => token.split(' ')[1])).toEqual([
      '--text-xs',
      '--text-sm',
      '--text-md',
      '--text-lg',
      '--text-xl',
      '--text-2xl',
      '--text-3xl',
      '--weight-regular',
      '--weight-medium',
      '--weight-bold',
    ]);
    expect(new Set(tokens.map((token) => token.split(' ')[0]))).toEqual(new Set(['styles/base.css']));
  });
});
