import { distanceKm, foldText, type LatLng } from '@marketplace/domain';

/** A point shown on the map (a marker) or, without a map, in the list grouped by city. */
export interface MapPlace {
  id: string;
  /** The marker's title and the list entry's name. */
  title: string;
  city: string;
  lat: number;
  lng: number;
}

export interface PlaceEntry<T extends MapPlace> {
  place: T;
  /** From the origin, when one is known. */
  distanceKm: number | undefined;
}

export interface CityGroup<T extends MapPlace> {
  /** The city as the first of its places spells it. */
  city: string;
  entries: PlaceEntry<T>[];
  /** Distance of the group's nearest place, when an origin is known. */
  nearestKm: number | undefined;
}

/**
 * The map's stand-in: places grouped by city (any case or accents), each with its distance
 * from `origin` when there is one. With an origin, places and cities are sorted nearest first;
 * without one, the given order (the search's sort) is kept, cities in order of first appearance.
 */
export function groupByCity<T extends MapPlace>(
  places: readonly T[],
  origin?: LatLng,
): CityGroup<T>[] {
  const groups = new Map<string, CityGroup<T>>();
  for (const place of places) {
    const key = foldText(place.city);
    const entry = { place, distanceKm: origin ? distanceKm(origin, place) : undefined };
    const group = groups.get(key);
    if (group) group.entries.push(entry);
    else groups.set(key, { city: place.city.trim(), entries: [entry], nearestKm: undefined });
  }
  const result = [...groups.values()];
  if (!origin) return result;
  const byDistance = (a: PlaceEntry<T>, b: PlaceEntry<T>) =>
    (a.distanceKm ?? 0) - (b.distanceKm ?? 0);
  for (const group of result) {
    group.entries.sort(byDistance);
    group.nearestKm = group.entries[0]?.distanceKm;
  }
  return result.sort((a, b) => (a.nearestKm ?? 0) - (b.nearestKm ?? 0));
}

/** How the wrapper reports the Maps script: loading, loaded, or failed. */
export type MapScriptStatus = 'loading' | 'success' | 'failure';

/**
 * Whether to draw the Google map or its stand-in. The script is only ever requested with a
 * key and a network; a failed load (or a key Google refuses) also falls back to the list.
 */
export function mapDisplay({
  apiKey,
  online,
  status,
}: {
  apiKey: string | undefined;
  online: boolean;
  status: MapScriptStatus;
}): 'map' | 'standIn' {
  if (!apiKey?.trim() || !online || status === 'failure') return 'standIn';
  return 'map';
}
