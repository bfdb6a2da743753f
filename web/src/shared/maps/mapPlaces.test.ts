import { describe, expect, it } from 'vitest';
import { groupByCity, mapDisplay, type MapPlace } from './mapPlaces';

const place = (id: string, city: string, lat: number, lng: number): MapPlace => ({
  id,
  title: `Provider ${id}`,
  city,
  lat,
  lng,
});

// Douala centre, Bonabéri (≈ 8 km west), Kribi (≈ 125 km south), Yaoundé (≈ 200 km east).
const DOUALA = { lat: 4.0511, lng: 9.7679 };
const PLACES = [
  place('yaounde', 'Yaoundé', 3.848, 11.5021),
  place('bonaberi', 'Douala', 4.07, 9.69),
  place('kribi', 'Kribi', 2.9373, 9.9077),
  place('akwa', 'douala', 4.0511, 9.7679),
  place('yaounde-2', 'Yaounde', 3.87, 11.52),
];

describe('groupByCity', () => {
  it('without an origin keeps the given order, cities in order of first appearance', () => {
    const groups = groupByCity(PLACES);
    expect(groups.map((group) => group.city)).toEqual(['Yaoundé', 'Douala', 'Kribi']);
    expect(groups[0]?.entries.map((entry) => entry.place.id)).toEqual(['yaounde', 'yaounde-2']);
    expect(groups[1]?.entries.map((entry) => entry.place.id)).toEqual(['bonaberi', 'akwa']);
    expect(groups.flatMap((group) => group.entries.map((entry) => entry.distanceKm))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('with an origin sorts places and cities nearest first, with their distances', () => {
    const groups = groupByCity(PLACES, DOUALA);
    expect(groups.map((group) => group.city)).toEqual(['Douala', 'Kribi', 'Yaoundé']);
    const douala = groups[0];
    expect(douala?.entries.map((entry) => entry.place.id)).toEqual(['akwa', 'bonaberi']);
    expect(douala?.entries[0]?.distanceKm).toBeCloseTo(0, 5);
    expect(douala?.entries[1]?.distanceKm).toBeGreaterThan(7);
    expect(douala?.entries[1]?.distanceKm).toBeLessThan(10);
    expect(douala?.nearestKm).toBeCloseTo(0, 5);
    expect(groups[1]?.nearestKm).toBeGreaterThan(100);
    expect(groups[2]?.nearestKm).toBeGreaterThan(groups[1]?.nearestKm ?? Infinity);
  });

  it('is empty for no places', () => {
    expect(groupByCity([], DOUALA)).toEqual([]);
  });
});

describe('mapDisplay', () => {
  it('draws the map with a key, online, while loading and once loaded', () => {
    expect(mapDisplay({ apiKey: 'key', online: true, status: 'loading' })).toBe('map');
    expect(mapDisplay({ apiKey: 'key', online: true, status: 'success' })).toBe('map');
  });

  it('stands in without a key, offline, or when the script fails', () => {
    expect(mapDisplay({ apiKey: undefined, online: true, status: 'loading' })).toBe('standIn');
    expect(mapDisplay({ apiKey: '  ', online: true, status: 'success' })).toBe('standIn');
    expect(mapDisplay({ apiKey: 'key', online: false, status: 'success' })).toBe('standIn');
    expect(mapDisplay({ apiKey: 'key', online: true, status: 'failure' })).toBe('standIn');
  });
});
