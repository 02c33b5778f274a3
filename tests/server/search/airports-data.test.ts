import { describe, expect, it } from 'vitest';
import { AIRPORTS } from '../../../server/search/places/airports.data.ts';

const duplicates = (codes: string[]) => codes.filter((code, at) => codes.indexOf(code) !== at);

describe('shipped airports', () => {
  it('gives each airport its own IATA and ICAO code', () => {
    expect(duplicates(AIRPORTS.map((airport) => airport.iata))).toEqual([]);
    expect(duplicates(AIRPORTS.map((airport) => airport.icao))).toEqual([]);
  });

  it.each(AIRPORTS.map((airport) => [airport.iata, airport] as const))(
    'writes %s with well-formed codes and a country',
    (_iata, airport) => {
      expect(airport.iata).toMatch(/^[A-Z]{3}$/);
      expect(airport.icao).toMatch(/^[A-Z]{4}$/);
      expect(airport.cc).toMatch(/^[A-Z]{2}$/);
      for (const field of [airport.name, airport.city, airport.state, airport.country]) {
        expect(field.trim()).not.toBe('');
      }
    },
  );

  it('files Mongolian airports under the ZM ICAO prefix, and only them', () => {
    for (const airport of AIRPORTS) {
      expect(airport.icao.startsWith('ZM'), `${airport.iata} ${airport.icao}`).toBe(airport.cc === 'MN');
      if (airport.cc === 'MN') expect(airport.country).toBe('Mongolia');
    }
  });

  it('keeps the Cyrillic spellings in Cyrillic', () => {
    for (const airport of AIRPORTS) {
      expect(airport.local.length, airport.iata).toBeGreaterThan(0);
      for (const spelling of airport.local)
        expect(spelling, airport.iata).toMatch(/^[\p{Script=Cyrillic} -]+$/u);
    }
  });
});
