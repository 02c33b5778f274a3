import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/db/index.ts';
import { MAX_PAGE } from '../query.ts';
import { searchAirports } from './airports.ts';
import { syncPlaces } from './sync.ts';
import { listZipAreas, zipAreasAt } from './zipcodes.ts';

const geoPoint = {
  type: 'object',
  additionalProperties: false,
  required: ['lat', 'lon'],
  properties: {
    lat: { type: 'number', minimum: -90, maximum: 90 },
    lon: { type: 'number', minimum: -180, maximum: 180 },
  },
} as const;

/** Spec §7 `POST /maps/zipcode/_search` (geo point intersect): `{ "point": { lat, lon } }`. */
const zipSearchBody = {
  type: 'object',
  additionalProperties: false,
  required: ['point'],
  properties: { point: geoPoint },
} as const;

/** Spec §7 `POST /airport/_search`. */
const airportSearchBody = {
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  properties: {
    text: { type: 'string', maxLength: 200 },
    page: { type: 'integer', minimum: 1, maximum: MAX_PAGE },
  },
} as const;

/** Zip areas by geo point and airports by text, inside the search service (its auth and errors). */
export const placeRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await syncPlaces(db);

  app.post<{ Body: { point: { lat: number; lon: number } } }>(
    '/maps/zipcode/_search',
    { schema: { body: zipSearchBody } },
    async (request) => ({ hits: await zipAreasAt(db, request.body.point.lat, request.body.point.lon) }),
  );

  app.get('/maps/zipcode/_areas', async () => ({ areas: await listZipAreas(db) }));

  app.post<{ Body: { text: string; page?: number } }>(
    '/airport/_search',
    { schema: { body: airportSearchBody } },
    async (request) => searchAirports(db, request.body.text, request.body.page ?? 1),
  );
};
