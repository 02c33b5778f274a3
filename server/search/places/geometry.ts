/** Plane geometry for the approximate zip areas: x = longitude, y = latitude, in degrees. */
export type Point = readonly [lon: number, lat: number];
export type Ring = readonly Point[];

/** An axis-aligned rectangle as a ring, counter-clockwise from the south-west corner. */
export function box(west: number, south: number, east: number, north: number): Ring {
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
  ];
}

/** Four decimals (about 10 m): neighbours computing one shared edge from both sides agree on it. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * Sutherland–Hodgman: the part of `ring` on `site`'s side of the bisector between `site` and `other`
 * (points nearer to `site`, the bisector included).
 */
function clipNearer(ring: Ring, site: Point, other: Point): Point[] {
  const [nx, ny] = [other[0] - site[0], other[1] - site[1]];
  const limit = (other[0] ** 2 + other[1] ** 2 - site[0] ** 2 - site[1] ** 2) / 2;
  const side = (point: Point) => nx * point[0] + ny * point[1] - limit; // ≤ 0: nearer to site
  const out: Point[] = [];
  ring.forEach((current, at) => {
    const previous = ring[(at + ring.length - 1) % ring.length] as Point;
    const [a, b] = [side(previous), side(current)];
    if (a <= 0 !== b <= 0) {
      const t = a / (a - b);
      out.push([previous[0] + t * (current[0] - previous[0]), previous[1] + t * (current[1] - previous[1])]);
    }
    if (b <= 0) out.push(current);
  });
  return out;
}

/**
 * The nearest-centre cell (Voronoi cell) of every site inside `outline`: the points of the outline
 * nearer to that site than to any other. Cells share their edges, so they tile the outline.
 */
export function nearestCentreCells(outline: Ring, sites: readonly Point[]): Point[][] {
  return sites.map((site) => {
    let cell: Point[] = [...outline];
    for (const other of sites) if (other !== site) cell = clipNearer(cell, site, other);
    const rounded = cell.map(([lon, lat]): Point => [round(lon), round(lat)]);
    // rounding can make neighbouring vertices equal; a repeated vertex is a zero-length edge
    return rounded.filter((point, at) => {
      const next = rounded[(at + 1) % rounded.length] as Point;
      return point[0] !== next[0] || point[1] !== next[1];
    });
  });
}

/** PostgreSQL `polygon` literal: `((x1,y1),(x2,y2),…)`. */
export function polygonLiteral(ring: Ring): string {
  return `(${ring.map(([lon, lat]) => `(${lon},${lat})`).join(',')})`;
}
