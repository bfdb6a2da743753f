import { describe, expect, it } from 'vitest';
import {
  cityCentre,
  distanceKm,
  formatDistance,
  formatLatLng,
  geohashOf,
  geohashRanges,
  parseLatLng,
} from './geo';
import { MAJOR_CITIES } from './places';

const DOUALA = { lat: 4.0511, lng: 9.7679 };
const YAOUNDE = { lat: 3.848, lng: 11.5021 };

describe('distanceKm', () => {
  it('is zero from a point to itself and symmetric', () => {
    expect(distanceKm(DOUALA, DOUALA)).toBe(0);
    expect(distanceKm(DOUALA, YAOUNDE)).toBeCloseTo(distanceKm(YAOUNDE, DOUALA), 6);
  });

  it('measures great-circle kilometres', () => {
    // Douala–Yaoundé is about 195 km as the crow flies.
    expect(distanceKm(DOUALA, YAOUNDE)).toBeGreaterThan(185);
    expect(distanceKm(DOUALA, YAOUNDE)).toBeLessThan(205);
    // One degree of latitude is about 111 km.
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.2, 0);
  });
});

describe('geohashOf and geohashRanges', () => {
  it('gives nearby points a common prefix', () => {
    const a = geohashOf(DOUALA);
    const b = geohashOf({ lat: 4.0483, lng: 9.6985 });
    expect(a).toMatch(/^[0-9b-hjkmnp-z]{10}$/);
    expect(a.slice(0, 3)).toBe(b.slice(0, 3));
    expect(geohashOf(YAOUNDE).slice(0, 3)).not.toBe(a.slice(0, 3));
  });

  it('covers every point within the radius with one of the ranges', () => {
    const ranges = geohashRanges(DOUALA, 50);
    const inRange = (hash: string) => ranges.some(([start, end]) => hash >= start && hash <= end);
    expect(inRange(geohashOf(DOUALA))).toBe(true);
    expect(inRange(geohashOf({ lat: 4.0483, lng: 9.6985 }))).toBe(true);
    expect(inRange(geohashOf({ lat: 4.4, lng: 9.9 }))).toBe(true);
    expect(inRange(geohashOf(YAOUNDE))).toBe(false);
  });
});

describe('cityCentre', () => {
  it('finds a known city in any spelling', () => {
    expect(cityCentre('Douala')).toEqual(DOUALA);
    expect(cityCentre('  yaounde ')).toEqual(YAOUNDE);
    expect(cityCentre('YAOUNDÉ')).toEqual(YAOUNDE);
    expect(cityCentre('Le Cap')).toEqual(cityCentre('Cape Town'));
    expect(cityCentre('Algiers')).toEqual(cityCentre('Alger'));
  });

  it('knows nothing of other places', () => {
    expect(cityCentre('Atlantis')).toBeUndefined();
    expect(cityCentre('')).toBeUndefined();
  });

  it('places every major city on the map', () => {
    for (const city of MAJOR_CITIES) {
      expect(Math.abs(city.lat), city.name).toBeLessThanOrEqual(90);
      expect(Math.abs(city.lng), city.name).toBeLessThanOrEqual(180);
      expect(cityCentre(city.name)).toEqual({ lat: city.lat, lng: city.lng });
    }
  });
});

describe('parseLatLng and formatLatLng', () => {
  it('reads two coordinates', () => {
    expect(parseLatLng('4.0511,9.7679')).toEqual(DOUALA);
    expect(parseLatLng(' -33.9249 , 18.4241 ')).toEqual({ lat: -33.9249, lng: 18.4241 });
    expect(parseLatLng('0,0')).toEqual({ lat: 0, lng: 0 });
  });

  it.each([null, undefined, '', 'Douala', '4.05', '4.05,', '91,0', '0,181', '4,5,6', '1e2,3'])(
    'rejects %j',
    (text) => {
      expect(parseLatLng(text)).toBeUndefined();
    },
  );

  it('writes four decimals that read back', () => {
    const text = formatLatLng({ lat: 4.051149, lng: -9.76791 });
    expect(text).toBe('4.0511,-9.7679');
    expect(parseLatLng(text)).toEqual({ lat: 4.0511, lng: -9.7679 });
  });
});

describe('formatDistance', () => {
  it('uses metres below a kilometre and the language decimal mark', () => {
    expect(formatDistance(0.853, 'fr')).toBe('850 m');
    expect(formatDistance(0.001, 'en')).toBe('10 m');
    expect(formatDistance(1.25, 'fr')).toBe('1,3 km');
    expect(formatDistance(1.25, 'en')).toBe('1.3 km');
    expect(formatDistance(42.4, 'en')).toBe('42 km');
  });
});
