/**
 * Text colour for a badge whose background comes from the back office: black or white, whichever
 * contrasts more (WCAG 2 relative luminance). White on the seed's teal #2a9d8f was 3.3:1, under
 * the 4.5:1 small text needs; black on it is 6.3:1.
 */
const DARK = '#111111';
const LIGHT = '#ffffff';

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((at) => channel(Number.parseInt(digits.slice(at, at + 2), 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** A colour we cannot read (a name, rgb()) keeps white text, the design's default. */
export function badgeTextColor(background: string): string {
  const bg = luminance(background);
  if (bg === undefined) return LIGHT;
  return contrast(bg, luminance(DARK)!) > contrast(bg, 1) ? DARK : LIGHT;
}
