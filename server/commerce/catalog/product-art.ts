import { type ArtView, viewGroup } from './art-views.ts';
import { colors, isColorKey } from './colors.ts';
import { clip, decorRandom, escapeXml, inkOn, isHex, mix } from './svg.ts';

/** What a product picture draws; anything else gets a plain box. */
export type ProductImageKind =
  | 'cartridge'
  | 'toner'
  | 'ink-bottle'
  | 'ream'
  | 'photo-paper'
  | 'notebook'
  | 'sticky-notes'
  | 'pen'
  | 'marker'
  | 'pencil'
  | 'folder'
  | 'binder'
  | 'stapler'
  | 'calculator'
  | 'tape'
  | 'printer'
  | 'vodka'
  | 'gift-box'
  | 'apparel';

export interface ProductImageInput {
  name: string;
  brand?: string;
  kind: string;
  /** a colour option name ('cyan') or '#rrggbb'; anything else is ignored */
  color?: string;
  seed: number;
  /** which view (art-views.ts); the front when absent */
  view?: ArtView;
}

interface Art {
  /** the product's colour */
  color: string;
  /** brand, escaped, short enough for a label */
  brand: string;
  random: () => number;
  tricolor: boolean;
}

const FONT = 'font-family="Arial, Helvetica, sans-serif"';

/** A line of (already escaped) text; nothing when empty. */
function label(
  x: number,
  y: number,
  size: number,
  fill: string,
  text: string,
  style: 'bold' | 'end' | '' = '',
) {
  if (!text) return '';
  const anchor = style === 'end' ? 'end' : 'middle';
  const weight = style === 'bold' ? ' font-weight="700"' : '';
  const font = `${FONT} font-size="${size}"${weight}`;
  return `<text x="${x}" y="${y}" text-anchor="${anchor}" ${font} fill="${fill}">${text}</text>`;
}

const rect = (x: number, y: number, width: number, height: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}"${extra}/>`;

const tricolorBands = (x: number, y: number, width: number, height: number) =>
  [colors.cyan.hex, colors.magenta.hex, colors.yellow.hex]
    .map((fill, i) => rect(x + (i * width) / 3, y, width / 3, height, fill))
    .join('');

/** Paper is white: show its wrapper in blue instead, or nothing would stand out. */
const onWhite = (color: string, instead: string) => (color === colors.white.hex ? instead : color);

const shapes: Record<ProductImageKind, (art: Art) => string> = {
  cartridge: ({ color, brand, tricolor }) =>
    rect(130, 84, 140, 200, '#2b2d33', ' rx="16"') +
    rect(170, 66, 60, 24, '#3d4048', ' rx="6"') +
    (tricolor ? tricolorBands(142, 140, 116, 80) : rect(142, 140, 116, 80, color, ' rx="6"')) +
    label(200, 186, 22, tricolor ? '#ffffff' : inkOn(color), brand, 'bold') +
    [0, 1, 2, 3].map((i) => rect(160 + i * 22, 246, 14, 20, '#c9a227', ' rx="2"')).join(''),
  toner: ({ color, brand }) =>
    rect(50, 136, 300, 96, '#30343b', ' rx="26"') +
    rect(50, 206, 300, 14, color) +
    rect(34, 150, 28, 68, '#4a4f59', ' rx="8"') +
    rect(338, 150, 28, 68, '#4a4f59', ' rx="8"') +
    label(200, 184, 24, '#ffffff', brand, 'bold'),
  'ink-bottle': ({ color, brand }) =>
    rect(176, 70, 48, 36, '#25272c', ' rx="6"') +
    '<path d="M150 130q0-24 24-24h52q24 0 24 24v150q0 18-18 18h-64q-18 0-18-18z"' +
    ` fill="${mix(color, '#ffffff', 0.15)}"/>` +
    rect(150, 170, 100, 64, '#ffffff', ' opacity="0.92"') +
    label(200, 208, 16, '#1d1d1f', brand, 'bold'),
  ream: ({ color, brand }) =>
    [0, 1, 2].map((i) => rect(74 + i * 4, 112 + i * 44, 252, 44, '#ffffff', ' stroke="#d9dde3"')).join('') +
    rect(74, 150, 260, 60, onWhite(color, '#1d4ed8')) +
    label(204, 188, 22, inkOn(onWhite(color, '#1d4ed8')), brand, 'bold'),
  'photo-paper': ({ random }) =>
    [-8, 4]
      .map((angle, i) => {
        const [x, y] = [100 + i * 10, 96 + i * 10];
        return [
          `<g transform="rotate(${(angle + random() * 4).toFixed(1)} 200 190)">`,
          rect(x, y, 200, 160, '#ffffff', ' stroke="#d9dde3"'),
          rect(x + 12, y + 12, 176, 120, mix('#4aa3df', '#ffffff', random() * 0.4)),
          `<circle cx="${x + 150}" cy="${y + 40}" r="14" fill="#ffd166"/>`,
          `<path d="M${x + 12} ${y + 132}l60-64 40 40 30-24 46 48z" fill="#2a9d4b"/></g>`,
        ].join('');
      })
      .join(''),
  notebook: ({ color, brand }) =>
    rect(124, 74, 168, 230, color, ' rx="10"') +
    [0, 1, 2, 3, 4, 5, 6]
      .map(
        (i) => `<circle cx="124" cy="${96 + i * 31}" r="7" fill="none" stroke="#6b7280" stroke-width="4"/>`,
      )
      .join('') +
    rect(156, 120, 108, 44, '#ffffff', ' rx="4"') +
    label(210, 148, 14, '#1d1d1f', brand),
  'sticky-notes': ({ color }) =>
    [2, 1, 0].map((i) => rect(128 + i * 8, 96 + i * 8, 150, 150, mix(color, '#000000', i * 0.08))).join('') +
    `<path d="M278 246h-34l34-34z" fill="${mix(color, '#ffffff', 0.5)}"/>`,
  pen: ({ color, brand }) =>
    '<g transform="rotate(-35 200 190)">' +
    rect(70, 176, 230, 28, '#e8eaee', ' rx="12"') +
    rect(70, 176, 70, 28, color, ' rx="12"') +
    `<path d="M300 178l42 12-42 12z" fill="#9ca3af"/>` +
    rect(96, 168, 90, 8, color, ' rx="4"') +
    label(225, 196, 14, '#1d1d1f', brand) +
    '</g>',
  marker: ({ color, brand }) =>
    '<g transform="rotate(-30 200 190)">' +
    rect(80, 166, 200, 48, '#f4f4f2', ' rx="10" stroke="#d9dde3"') +
    rect(260, 162, 70, 56, color, ' rx="12"') +
    `<path d="M80 176l-26 14 26 14z" fill="${color}"/>` +
    label(170, 196, 16, '#1d1d1f', brand) +
    '</g>',
  pencil: ({ color }) =>
    '<g transform="rotate(-30 200 190)">' +
    rect(100, 174, 200, 32, onWhite(color, '#ffcc00')) +
    `<path d="M300 174l44 16-44 16z" fill="#e7c9a0"/><path d="M332 186l12 4-12 4z" fill="#333333"/>` +
    rect(74, 174, 26, 32, '#f28b82') +
    rect(96, 172, 10, 36, '#c0c4cc') +
    '</g>',
  folder: ({ color, brand }) =>
    `<path d="M90 110h80l20 20h120v170H90z" fill="${mix(color, '#000000', 0.15)}"/>` +
    rect(90, 142, 220, 158, color, ' rx="6"') +
    label(200, 230, 18, inkOn(color), brand, 'bold'),
  binder: ({ color, brand }) =>
    rect(136, 66, 128, 250, color, ' rx="8"') +
    rect(154, 100, 92, 96, '#ffffff', ' rx="4"') +
    '<circle cx="200" cy="250" r="16" fill="#1d1d1f"/>' +
    label(200, 154, 12, '#1d1d1f', brand),
  stapler: ({ color }) =>
    rect(70, 260, 260, 24, '#2b2d33') +
    `<path d="M80 252q0-60 60-70h170q20 0 20 20v36H80z" fill="${color}"/>` +
    rect(300, 206, 30, 30, '#9ca3af', ' rx="4"'),
  calculator: ({ color, brand, random }) =>
    rect(120, 62, 160, 250, mix(color, '#2b2d33', 0.6), ' rx="16"') +
    rect(140, 84, 120, 46, '#c9d8c5', ' rx="4"') +
    label(252, 116, 20, '#1d1d1f', String(Math.floor(random() * 90_000 + 10_000)), 'end') +
    Array.from({ length: 16 }, (_, i) =>
      rect(
        142 + (i % 4) * 30,
        148 + Math.floor(i / 4) * 34,
        24,
        26,
        i % 4 === 3 ? '#f77f00' : '#e8eaee',
        ' rx="4"',
      ),
    ).join('') +
    label(200, 300, 12, '#ffffff', brand),
  tape: ({ color }) =>
    `<circle cx="200" cy="190" r="104" fill="${mix(color, '#ffffff', 0.2)}" opacity="0.9"/>` +
    '<circle cx="200" cy="190" r="56" fill="#f3f4f6" stroke="#c0c4cc" stroke-width="8"/>',
  printer: ({ color, brand }) => {
    const body = color === colors.white.hex ? '#e8eaee' : '#2b2d33';
    return (
      rect(130, 70, 140, 60, '#ffffff', ' stroke="#d9dde3"') +
      rect(70, 120, 260, 130, body, ' rx="18"') +
      rect(110, 232, 180, 56, '#ffffff', ' stroke="#d9dde3"') +
      rect(250, 140, 56, 20, '#4aa3df', ' rx="4"') +
      label(150, 186, 20, inkOn(body), brand, 'bold')
    );
  },
  vodka: ({ color, brand, random }) => {
    // A clear spirit: the colour goes to the cap and label trim, never to the glass.
    const accent = color === colors.clear.hex ? mix('#1d4ed8', '#c9a227', random()) : color;
    return (
      rect(186, 40, 28, 28, accent, ' rx="4"') +
      '<path d="M188 66h24v40q0 16 22 30t22 34v120q0 14-14 14h-84q-14 0-14-14v-120q0-20 22-34t22-30z"' +
      ' fill="#e6f2f8" stroke="#b9d4e2" stroke-width="3"/>' +
      rect(152, 200, 96, 80, '#ffffff', ` rx="6" stroke="${accent}" stroke-width="3"`) +
      label(200, 236, 14, '#1d1d1f', brand, 'bold') +
      `<path d="M166 254h68" stroke="${accent}" stroke-width="3"/>`
    );
  },
  'gift-box': ({ color }) => {
    const ribbon = color === colors.clear.hex || color === colors.white.hex ? '#c9a227' : color;
    return (
      rect(100, 150, 200, 150, '#1d1d1f') +
      rect(90, 120, 220, 40, '#2b2d33') +
      rect(188, 120, 24, 180, ribbon) +
      `<path d="M200 120q-50-50-60-10q10 20 60 10zM200 120q50-50 60-10q-10 20-60 10z" fill="${ribbon}"/>`
    );
  },
  apparel: ({ color, brand }) =>
    '<path d="M150 80l-70 40 26 50 30-14v164h128v-164l30 14 26-50-70-40q-20 22-50 22t-50-22z"' +
    ` fill="${color}"/>` +
    label(200, 200, 16, inkOn(color), brand, 'bold'),
};

const box = ({ color, brand }: Art) =>
  `<rect x="110" y="100" width="180" height="180" rx="12" fill="${color}"/>` +
  label(200, 196, 18, inkOn(color), brand);

/** Soft studio backgrounds for products whose own colour is a neutral (black, grey, white, clear). */
const NEUTRAL_TINTS = ['#f3efe7', '#e8eff5', '#ecf2e8', '#f6ebe7', '#eeebf6', '#f4f0de', '#e6f1f1'];

/** How far from grey a colour is: black, white and the greys get a studio tint instead. */
function isNeutral(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [
    number,
    number,
    number,
  ];
  return Math.max(r, g, b) - Math.min(r, g, b) < 24;
}

/**
 * The backdrop behind the object, one of several shapes picked by the seed: a product and its
 * neighbour on a shelf rarely share one, and a colour variant keeps its product's shape.
 */
const backdrops: ((tint: string, deep: string, random: () => number) => string)[] = [
  // an arch, like a shop window
  (tint, deep) =>
    `<rect width="400" height="400" fill="${tint}"/>` +
    `<path d="M92 400V196a108 108 0 0 1 216 0v204z" fill="${deep}"/>`,
  // a large sun behind the object
  (tint, deep, random) =>
    `<rect width="400" height="400" fill="${tint}"/>` +
    `<circle cx="${(170 + random() * 60).toFixed(0)}" cy="${(150 + random() * 40).toFixed(0)}" r="132" fill="${deep}"/>`,
  // a table top: a wall and a floor
  (tint, deep) =>
    `<rect width="400" height="400" fill="${tint}"/><rect y="286" width="400" height="114" fill="${deep}"/>`,
  // a diagonal split
  (tint, deep, random) =>
    `<rect width="400" height="400" fill="${tint}"/>` +
    `<path d="M0 ${(250 + random() * 80).toFixed(0)}L400 ${(120 + random() * 80).toFixed(0)}V400H0z" fill="${deep}"/>`,
  // a dotted card
  (tint, deep, random) => {
    const step = 28 + Math.floor(random() * 3) * 6;
    const dots: string[] = [];
    for (let y = step / 2; y < 400; y += step)
      for (let x = step / 2; x < 400; x += step) dots.push(`<circle cx="${x}" cy="${y}" r="2.2"/>`);
    return `<rect width="400" height="400" fill="${tint}"/><g fill="${deep}">${dots.join('')}</g>`;
  },
  // a rounded plinth
  (tint, deep) =>
    `<rect width="400" height="400" fill="${tint}"/>` +
    `<rect x="56" y="56" width="288" height="288" rx="48" fill="${deep}"/>`,
];

function resolveColor(color: string | undefined): { hex: string; tricolor: boolean } {
  if (color && isColorKey(color)) return { hex: colors[color].hex, tricolor: color === 'tricolor' };
  if (color && isHex(color)) return { hex: color.toLowerCase(), tricolor: false };
  return { hex: '#4b5563', tricolor: false };
}

/** A stable number from the product's name, so the backdrop's shape belongs to the product, not the variant. */
function nameSeed(name: string): number {
  let hash = 2_166_136_261;
  for (const char of name) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16_777_619) >>> 0;
  return hash;
}

/**
 * A product picture: a stylised cartridge, ream, bottle … in the product's colour, with the brand on
 * it, on a backdrop of its own: the shape comes from the product (its name), the tint from its colour
 * (a studio tint for a neutral one), the pose (a slight turn and size) from `seed` (the product or
 * variant id), so a shelf of similar products still looks varied. No caption: the page prints the
 * name, the picture only carries it as its accessible title. `view` draws the angle or the close-up
 * of the same picture (art-views.ts). Deterministic: the same input always gives the same bytes.
 */
export function productImageSvg(input: ProductImageInput): string {
  const { hex, tricolor } = resolveColor(input.color);
  const random = decorRandom(input.seed);
  const shape = decorRandom(nameSeed(input.name));
  const brand = escapeXml(clip(input.brand ?? '', 12));
  const draw = shapes[input.kind as ProductImageKind] ?? box;
  const base = tricolor
    ? colors.magenta.hex
    : isNeutral(hex)
      ? NEUTRAL_TINTS[Math.floor(shape() * NEUTRAL_TINTS.length)]!
      : hex;
  const tint = isNeutral(hex) && !tricolor ? base : mix(base, '#ffffff', 0.86);
  const deep = mix(tint, isNeutral(hex) && !tricolor ? '#8d7f6a' : base, 0.14);
  const view = input.view ?? 'front';
  // a close-up has no room for the room: the product's tint alone behind it
  const backdrop =
    view === 'detail'
      ? `<rect width="400" height="400" fill="${tint}"/>`
      : backdrops[Math.floor(shape() * backdrops.length)]!(tint, deep, shape);
  const pose = { turn: ((random() - 0.5) * 10).toFixed(1), scale: (0.98 + random() * 0.1).toFixed(3) };
  // every view draws with the same stream, so a calculator shows the same number from each side
  const paint = (shade: number) =>
    draw({
      color: shade > 0 ? mix(hex, '#000000', shade) : hex,
      brand,
      random: decorRandom(input.seed + 7),
      tricolor,
    });
  const title = escapeXml(input.name);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img"',
    ` aria-label="${title}">`,
    `<title>${title}</title>`,
    backdrop,
    viewGroup(view, input.kind, paint, pose),
    '</svg>',
  ].join('');
}
