/**
 * Several views of a generated product picture (#19 "several views per product where the data has
 * variants"): the front (the picture as before), an angle (turned, its side showing) and a detail
 * (a close-up of the label or working end). They are drawn from the same catalog data, so a product
 * with variants gets a real gallery without uploaded photos; a photo product keeps its photos.
 */
export const ART_VIEWS = ['front', 'angle', 'detail'] as const;
export type ArtView = (typeof ART_VIEWS)[number];

export const isArtView = (value: string): value is ArtView =>
  (ART_VIEWS as readonly string[]).includes(value);

/** A generated picture's URL: the product's, or a colour variant's (`?v=<id>`); nothing else. */
const GENERATED = /^\/images\/products\/[a-z0-9][a-z0-9-]{0,199}\.svg(\?v=\d{1,9})?$/;

/**
 * The views of a generated picture, front first; any other URL (an uploaded photo, a link typed by
 * an editor) stays the one image it is.
 */
export function artViewUrls(url: string): string[] {
  if (!GENERATED.test(url)) return [url];
  const join = url.includes('?') ? '&' : '?';
  return [url, ...ART_VIEWS.slice(1).map((view) => `${url}${join}view=${view}`)];
}

/**
 * Where a detail view looks, in the drawing's 400×400 frame: the label, the nib, the keys. Kinds
 * not listed look at the middle, where their brand label sits.
 */
const DETAIL_FOCUS: Record<string, [number, number]> = {
  cartridge: [200, 200],
  toner: [200, 184],
  'ink-bottle': [200, 190],
  ream: [204, 182],
  'photo-paper': [210, 170],
  notebook: [200, 140],
  'sticky-notes': [230, 200],
  pen: [232, 178],
  marker: [222, 186],
  pencil: [270, 160],
  folder: [200, 220],
  binder: [200, 150],
  stapler: [240, 230],
  calculator: [200, 150],
  printer: [170, 180],
  vodka: [200, 236],
  'gift-box': [200, 130],
  apparel: [200, 190],
};

/** How much closer the detail view is than the front. */
const DETAIL_ZOOM = 2.2;

/**
 * The object's group for a view. `draw` paints the object in a colour (the angle view paints its
 * side a shade darker, offset behind it); `turn` and `scale` are the front's pose.
 */
export function viewGroup(
  view: ArtView,
  kind: string,
  draw: (shade: number) => string,
  pose: { turn: string; scale: string },
): string {
  if (view === 'detail') {
    const [x, y] = DETAIL_FOCUS[kind] ?? [200, 190];
    return `<g transform="translate(200 200) scale(${DETAIL_ZOOM}) translate(${-x} ${-y})">${draw(0)}</g>`;
  }
  const shadow = '<ellipse cx="200" cy="328" rx="118" ry="12" fill="#14181f" opacity="0.10"/>';
  if (view === 'angle') {
    // turned the other way and a little smaller, its side (the same shape, darker) showing behind
    const turn = (-Number(pose.turn) - 12).toFixed(1);
    const group = (inner: string, dx: number) =>
      `<g transform="translate(${200 + dx} ${206 + dx * 0.6}) rotate(${turn}) scale(0.9) translate(-200 -190)">${inner}</g>`;
    return (
      '<ellipse cx="214" cy="330" rx="128" ry="13" fill="#14181f" opacity="0.12"/>' +
      group(draw(0.35), 14) +
      group(draw(0), 0)
    );
  }
  return (
    shadow +
    `<g transform="translate(200 206) rotate(${pose.turn}) scale(${pose.scale}) translate(-200 -190)">${draw(0)}</g>`
  );
}
