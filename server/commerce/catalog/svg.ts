import { createHash } from 'node:crypto';

/** Text and attribute values always pass through here: product names are data, not markup. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const HEX = /^#[0-9a-f]{6}$/i;

export function isHex(value: string): boolean {
  return HEX.test(value);
}

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
}

/** `amount` 0 → `hex`, 1 → `toward`. */
export function mix(hex: string, toward: string, amount: number): string {
  const from = channels(hex);
  const to = channels(toward);
  return `#${from
    .map((value, index) =>
      Math.round(value + (to[index]! - value) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Dark or light ink for text drawn on `background`. */
export function inkOn(background: string): string {
  const [r, g, b] = channels(background);
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#1d1d1f' : '#ffffff';
}

/** A stable colour for a code (brand and store logos): one hue per name, never random. */
export function colorFor(key: string): string {
  const hue = Number.parseInt(createHash('sha1').update(key).digest('hex').slice(0, 4), 16) % 360;
  const s = 0.55;
  const l = 0.42;
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

export function clip(text: string, width: number): string {
  return text.length > width ? `${text.slice(0, width - 1)}…` : text;
}

/** A deterministic 0..1 stream for decoration, so the same product always gets the same picture. */
export function decorRandom(seed: number): () => number {
  let state = (seed * 2_654_435_761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

/** An SVG logo: the name on a rounded tile in the code's colour (brands and stores). */
export function logoSvg({ name, code }: { name: string; code: string }): string {
  const fill = colorFor(code);
  const short = clip(name, 18);
  const label = escapeXml(short);
  const size = Math.min(20, Math.floor(250 / Math.max(short.length, 1)));
  const initial = escapeXml(Array.from(name.trim())[0]?.toUpperCase() ?? '?');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96" role="img"',
    ` aria-label="${label}"><title>${label}</title>`,
    `<rect width="240" height="96" rx="16" fill="${fill}"/>`,
    `<circle cx="48" cy="48" r="28" fill="${mix(fill, '#ffffff', 0.85)}"/>`,
    '<text x="48" y="58" text-anchor="middle" font-family="Arial, sans-serif" font-size="28"',
    ' font-weight="700"',
    ` fill="${fill}">${initial}</text>`,
    `<text x="88" y="55" font-family="Arial, sans-serif" font-size="${size}"`,
    ' font-weight="700" fill="#ffffff">',
    `${label}</text></svg>`,
  ].join('');
}
