import { box, nearestCentreCells, type Point, type Ring } from './geometry.ts';

/**
 * The shipped zip areas of Mongolia: the capital Ulaanbaatar with its 9 districts and the 21 aimags.
 *
 * Codes: the unified 5-digit postal zone codes of the Communications Regulatory Commission (order
 * No. 101 of 2007; zipcode.mn "What is a zipcode?", mn.zipcode.mn/enews?p=28): first digit = region
 * (1 Ulaanbaatar, 2 east, 4 centre, 6 Khangai, 8 west), the next digit the aimag or district, 000 for
 * the whole area. Every code and Mongolian name here was checked (2026-11) against the zipcode.mn list
 * as published in the `mnzipcode` data set (github.com/bekkaze/mnzipcode, data.json, whose soum and bag
 * codes nest under each area and so confirm it): Zavkhan is 81000 and Govi-Altai 82000 (their soums are
 * 81xxx and 82xxx), and the outlying districts are Baganuur 12000, Bagakhangai 12300, Nalaikh 12600
 * (the 121xx/122xx zones are Baganuur's). The English names match that list's Latin names up to
 * romanization (we keep ö/ü: Töv, not Tuv; Dundgovi, not Dundgobi).
 *
 * Shapes are approximate, drawn for this shop, not surveyed:
 * - the national border is a 45-point simplification of Mongolia's outline (±30 km);
 * - the 18 large aimags are nearest-centre cells of their approximate geographic centres inside that
 *   outline (so they tile the country with shared edges);
 * - the 3 small aimags (Orkhon, Darkhan-Uul, Govisümber), Ulaanbaatar and its districts are
 *   rectangles or simple polygons around their towns, and are matched before the areas around them
 *   (PostgreSQL polygons have no holes, so a small aimag lies on top of a large aimag's cell).
 * tests/server/search/zip-area-centres.test.ts checks every aimag capital (GeoNames coordinates) and the
 * district points with a published coordinate land in their own area.
 * A point's answer is right well inside an area and may be a neighbour's within ~30 km of a border.
 */

export type ZipCategory = 'capital' | 'aimag' | 'district';

export interface ZipArea {
  /** stable id (`zipid` in spec §3) */
  id: number;
  zipcode: string;
  /** Mongolian name */
  name: string;
  nameEn: string;
  cat: ZipCategory;
  /** zipcode of the capital a district belongs to */
  parent: string | null;
  /** lookup order where areas overlap: districts (1) inside the capital (2), small aimags (2), aimags (3) */
  precedence: number;
  /** a point well inside the area (tests and the checkout map use it) */
  centre: Point;
  ring: Ring;
}

/** Mongolia's border, simplified, counter-clockwise from the western tip. */
const MONGOLIA: Ring = [
  [87.8, 49.2],
  [88.8, 48.1],
  [90.1, 47.9],
  [91.0, 46.9],
  [90.7, 46.0],
  [90.9, 45.3],
  [93.5, 45.0],
  [95.3, 44.3],
  [96.4, 42.7],
  [100.8, 42.7],
  [105.0, 41.6],
  [107.5, 42.4],
  [110.4, 42.8],
  [111.9, 43.7],
  [111.4, 44.3],
  [111.9, 45.1],
  [113.6, 44.8],
  [114.5, 45.4],
  [115.9, 45.6],
  [118.0, 46.6],
  [119.9, 46.7],
  [118.5, 47.9],
  [117.4, 47.6],
  [115.6, 47.9],
  [116.7, 49.9],
  [114.5, 50.3],
  [112.5, 49.5],
  [110.0, 49.2],
  [107.9, 49.9],
  [105.9, 50.4],
  [103.7, 50.1],
  [102.1, 51.4],
  [100.5, 51.7],
  [98.9, 52.1],
  [98.2, 50.4],
  [97.5, 49.9],
  [94.6, 50.0],
  [92.3, 50.8],
  [90.8, 50.4],
  [89.0, 49.8],
];

type Named = Omit<ZipArea, 'id' | 'ring' | 'parent' | 'precedence'>;
const aimag = (zipcode: string, name: string, nameEn: string, centre: Point): Named => ({
  zipcode,
  name,
  nameEn,
  cat: 'aimag',
  centre,
});

/** The large aimags, each with its approximate geographic centre (the site of its cell). */
const LARGE_AIMAGS: Named[] = [
  aimag('65000', 'Архангай', 'Arkhangai', [100.7, 47.9]),
  aimag('83000', 'Баян-Өлгий', 'Bayan-Ölgii', [89.5, 48.5]),
  aimag('64000', 'Баянхонгор', 'Bayankhongor', [100.2, 45.5]),
  aimag('63000', 'Булган', 'Bulgan', [103.3, 48.8]),
  aimag('21000', 'Дорнод', 'Dornod', [114.5, 48.2]),
  aimag('44000', 'Дорноговь', 'Dornogovi', [110.2, 44.3]),
  aimag('48000', 'Дундговь', 'Dundgovi', [106.5, 45.6]),
  aimag('82000', 'Говь-Алтай', 'Govi-Altai', [95.8, 45.6]),
  aimag('23000', 'Хэнтий', 'Khentii', [110.0, 47.6]),
  aimag('84000', 'Ховд', 'Khovd', [92.3, 47.0]),
  aimag('67000', 'Хөвсгөл', 'Khövsgöl', [99.8, 50.2]),
  aimag('46000', 'Өмнөговь', 'Ömnögovi', [104.0, 43.2]),
  aimag('62000', 'Өвөрхангай', 'Övörkhangai', [102.9, 45.9]),
  aimag('43000', 'Сэлэнгэ', 'Selenge', [107.0, 49.5]),
  aimag('22000', 'Сүхбаатар', 'Sükhbaatar', [113.5, 46.3]),
  aimag('41000', 'Төв', 'Töv', [106.5, 47.4]),
  aimag('85000', 'Увс', 'Uvs', [93.0, 49.8]),
  aimag('81000', 'Завхан', 'Zavkhan', [96.5, 48.2]),
];

const centreOf = ([west, south, east, north]: [number, number, number, number]): Point => [
  (west + east) / 2,
  (south + north) / 2,
];
type Bounds = [west: number, south: number, east: number, north: number];
const boxed = (named: Omit<Named, 'centre'>, bounds: Bounds) => ({
  ...named,
  centre: centreOf(bounds),
  ring: box(...bounds),
});

const SMALL_AIMAGS = [
  boxed({ zipcode: '61000', name: 'Орхон', nameEn: 'Orkhon', cat: 'aimag' }, [103.75, 48.85, 104.45, 49.25]),
  boxed(
    { zipcode: '45000', name: 'Дархан-Уул', nameEn: 'Darkhan-Uul', cat: 'aimag' },
    [105.55, 49.2, 106.45, 49.7],
  ),
  boxed(
    { zipcode: '42000', name: 'Говьсүмбэр', nameEn: 'Govisümber', cat: 'aimag' },
    [107.9, 46.05, 108.9, 46.65],
  ),
];

const CAPITAL = '11000';
/** The city's core, tiled by six districts; three more districts lie apart from it. */
const CITY_CORE: Bounds = [106.55, 47.75, 107.2, 48.1];
const district = (zipcode: string, name: string, nameEn: string) => ({
  zipcode,
  name,
  nameEn,
  cat: 'district' as const,
});

const DISTRICTS = [
  boxed(district('17000', 'Хан-Уул', 'Khan-Uul'), [106.55, 47.75, 107.0, 47.88]),
  boxed(district('18000', 'Сонгинохайрхан', 'Songinokhairkhan'), [106.55, 47.88, 106.83, 48.1]),
  boxed(district('16000', 'Баянгол', 'Bayangol'), [106.83, 47.88, 106.89, 47.93]),
  boxed(district('15000', 'Чингэлтэй', 'Chingeltei'), [106.83, 47.93, 106.91, 48.1]),
  {
    ...district('14000', 'Сүхбаатар', 'Sükhbaatar'),
    centre: [106.95, 47.95] as Point,
    // south of Peace Avenue (~47.93) the 13th microdistrict east of ~106.935 is Bayanzürkh's
    ring: [
      [106.89, 47.88],
      [106.935, 47.88],
      [106.935, 47.93],
      [107.0, 47.93],
      [107.0, 48.1],
      [106.91, 48.1],
      [106.91, 47.93],
      [106.89, 47.93],
    ] as Ring,
  },
  {
    ...district('13000', 'Баянзүрх', 'Bayanzürkh'),
    centre: [107.1, 47.925] as Point,
    ring: [
      [106.935, 47.88],
      [107.0, 47.88],
      [107.0, 47.75],
      [107.2, 47.75],
      [107.2, 48.1],
      [107.0, 48.1],
      [107.0, 47.93],
      [106.935, 47.93],
    ] as Ring,
  },
  boxed(district('12600', 'Налайх', 'Nalaikh'), [107.2, 47.6, 107.45, 47.9]),
  boxed(district('12000', 'Багануур', 'Baganuur'), [108.2, 47.65, 108.5, 47.9]),
  boxed(district('12300', 'Багахангай', 'Bagakhangai'), [107.35, 47.25, 107.6, 47.45]),
];

const cells = nearestCentreCells(
  MONGOLIA,
  LARGE_AIMAGS.map((area) => area.centre),
);

/** Every area, in a fixed order (ids are positions and never change meaning: append, don't insert). */
export const ZIP_AREAS: readonly ZipArea[] = [
  {
    ...boxed({ zipcode: CAPITAL, name: 'Улаанбаатар', nameEn: 'Ulaanbaatar', cat: 'capital' }, CITY_CORE),
    parent: null,
    precedence: 2,
  },
  ...DISTRICTS.map((area) => ({ ...area, parent: CAPITAL, precedence: 1 })),
  ...SMALL_AIMAGS.map((area) => ({ ...area, parent: null, precedence: 2 })),
  ...LARGE_AIMAGS.map((area, at) => ({ ...area, ring: cells[at] ?? [], parent: null, precedence: 3 })),
].map((area, at) => ({ ...area, id: at + 1 }));
