// Distances and geohash ranges (zod-free), on geofire-common, shared by web, functions, seed.
import { distanceBetween, geohashForLocation, geohashQueryBounds } from 'geofire-common';
import type { Language } from './i18n';
import { formatDecimal } from './plain-format';
import { foldText, MAJOR_CITIES } from './places';

export interface LatLng {
  lat: number;
  lng: number;
}

export const geohashOf = ({ lat, lng }: LatLng) => geohashForLocation([lat, lng]);

/** Great-circle distance in kilometres. */
export const distanceKm = (a: LatLng, b: LatLng) => distanceBetween([a.lat, a.lng], [b.lat, b.lng]);

/** `[start, end]` geohash ranges that together cover the circle (one query each). */
export const geohashRanges = (center: LatLng, radiusKm: number): [string, string][] =>
  geohashQueryBounds([center.lat, center.lng], radiusKm * 1000).map(
    ([start, end]) => [start, end] as [string, string],
  );

/** Centre of a known city (any spelling), for "by city" locations and distance origins. */
export function cityCentre(name: string): LatLng | undefined {
  const key = foldText(name);
  const city = MAJOR_CITIES.find(
    (item) => foldText(item.name) === key || item.aliases?.some((alias) => foldText(alias) === key),
  );
  return city && { lat: city.lat, lng: city.lng };
}

/** "1,2 km" / "850 m", in the page's language. */
export function formatDistance(km: number, language: Language): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  return `${formatDecimal(km, language, { max: km < 10 ? 1 : 0 })} km`;
}

/** `near=4.0511,9.7679` in a URL; undefined unless both numbers are valid coordinates. */
export function parseLatLng(text: string | null | undefined): LatLng | undefined {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text ?? '');
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}

/** Four decimals (~11 m): precise enough for a search, and a stable URL. */
export const formatLatLng = ({ lat, lng }: LatLng) => `${lat.toFixed(4)},${lng.toFixed(4)}`;
