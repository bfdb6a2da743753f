import { COUNTRY_CODES, COUNTRY_NAMES, type CountryCode } from './countries';
import type { Language } from './i18n';

import { collator } from './intl';
export interface MajorCity {
  /** Canonical spelling, exactly as stored in `providers/{uid}.city`. */
  name: string;
  country: CountryCode;
  /** Other spellings people type (the other language, older names). */
  aliases?: readonly string[];
  /** City centre: where a provider placed "by city" sits, and the origin of distances. */
  lat: number;
  lng: number;
}

/**
 * Main cities of the 12 countries, including every city of the demo data. A provider's `city`
 * should use these spellings so that the `city ==` filter finds them.
 */
export const MAJOR_CITIES: readonly MajorCity[] = [
  { name: 'Abidjan', country: 'CI', lat: 5.36, lng: -4.0083 },
  { name: 'Bouaké', country: 'CI', lat: 7.69, lng: -5.03 },
  { name: 'Yamoussoukro', country: 'CI', lat: 6.8276, lng: -5.2893 },
  { name: 'San-Pédro', country: 'CI', lat: 4.7485, lng: -6.6363 },
  { name: 'Korhogo', country: 'CI', lat: 9.458, lng: -5.6296 },
  { name: 'Dakar', country: 'SN', lat: 14.7167, lng: -17.4677 },
  { name: 'Thiès', country: 'SN', lat: 14.791, lng: -16.9256 },
  { name: 'Saint-Louis', country: 'SN', lat: 16.0179, lng: -16.4896 },
  { name: 'Touba', country: 'SN', lat: 14.85, lng: -15.8833 },
  { name: 'Ziguinchor', country: 'SN', lat: 12.5833, lng: -16.2719 },
  { name: 'Douala', country: 'CM', lat: 4.0511, lng: 9.7679 },
  { name: 'Yaoundé', country: 'CM', lat: 3.848, lng: 11.5021 },
  { name: 'Bafoussam', country: 'CM', lat: 5.4781, lng: 10.4176 },
  { name: 'Garoua', country: 'CM', lat: 9.3017, lng: 13.3921 },
  { name: 'Bamenda', country: 'CM', lat: 5.9631, lng: 10.1591 },
  { name: 'Kribi', country: 'CM', lat: 2.9373, lng: 9.9077 },
  { name: 'Lagos', country: 'NG', lat: 6.5244, lng: 3.3792 },
  { name: 'Abuja', country: 'NG', lat: 9.0765, lng: 7.3986 },
  { name: 'Kano', country: 'NG', lat: 12.0022, lng: 8.592 },
  { name: 'Ibadan', country: 'NG', lat: 7.3775, lng: 3.947 },
  { name: 'Port Harcourt', country: 'NG', lat: 4.8156, lng: 7.0498 },
  { name: 'Accra', country: 'GH', lat: 5.6037, lng: -0.187 },
  { name: 'Kumasi', country: 'GH', lat: 6.6885, lng: -1.6244 },
  { name: 'Tamale', country: 'GH', lat: 9.4008, lng: -0.8393 },
  { name: 'Takoradi', country: 'GH', lat: 4.8845, lng: -1.7554, aliases: ['Sekondi-Takoradi'] },
  { name: 'Nairobi', country: 'KE', lat: -1.2921, lng: 36.8219 },
  { name: 'Mombasa', country: 'KE', lat: -4.0435, lng: 39.6682 },
  { name: 'Kisumu', country: 'KE', lat: -0.0917, lng: 34.768 },
  { name: 'Nakuru', country: 'KE', lat: -0.3031, lng: 36.08 },
  { name: 'Dar es Salaam', country: 'TZ', lat: -6.7924, lng: 39.2083 },
  { name: 'Dodoma', country: 'TZ', lat: -6.163, lng: 35.7516 },
  { name: 'Arusha', country: 'TZ', lat: -3.3869, lng: 36.683 },
  { name: 'Mwanza', country: 'TZ', lat: -2.5164, lng: 32.9175 },
  { name: 'Zanzibar', country: 'TZ', lat: -6.1659, lng: 39.2026 },
  { name: 'Johannesburg', country: 'ZA', lat: -26.2041, lng: 28.0473 },
  { name: 'Cape Town', country: 'ZA', lat: -33.9249, lng: 18.4241, aliases: ['Le Cap'] },
  { name: 'Durban', country: 'ZA', lat: -29.8587, lng: 31.0218 },
  { name: 'Pretoria', country: 'ZA', lat: -25.7479, lng: 28.2293 },
  { name: 'Casablanca', country: 'MA', lat: 33.5731, lng: -7.5898 },
  { name: 'Rabat', country: 'MA', lat: 34.0209, lng: -6.8416 },
  { name: 'Marrakech', country: 'MA', lat: 31.6295, lng: -7.9811, aliases: ['Marrakesh'] },
  { name: 'Fès', country: 'MA', lat: 34.0181, lng: -5.0078, aliases: ['Fez'] },
  { name: 'Tanger', country: 'MA', lat: 35.7595, lng: -5.834, aliases: ['Tangier'] },
  { name: 'Agadir', country: 'MA', lat: 30.4278, lng: -9.5981 },
  { name: 'Alger', country: 'DZ', lat: 36.7538, lng: 3.0588, aliases: ['Algiers'] },
  { name: 'Oran', country: 'DZ', lat: 35.6971, lng: -0.6308 },
  { name: 'Constantine', country: 'DZ', lat: 36.365, lng: 6.6147 },
  { name: 'Annaba', country: 'DZ', lat: 36.9, lng: 7.7667 },
  { name: 'Tunis', country: 'TN', lat: 36.8065, lng: 10.1815 },
  { name: 'Sfax', country: 'TN', lat: 34.7406, lng: 10.7603 },
  { name: 'Sousse', country: 'TN', lat: 35.8256, lng: 10.6084 },
  { name: 'La Marsa', country: 'TN', lat: 36.8782, lng: 10.3247 },
  { name: 'Cairo', country: 'EG', lat: 30.0444, lng: 31.2357, aliases: ['Le Caire'] },
  { name: 'Alexandria', country: 'EG', lat: 31.2001, lng: 29.9187, aliases: ['Alexandrie'] },
  { name: 'Giza', country: 'EG', lat: 30.0131, lng: 31.2089, aliases: ['Gizeh'] },
  { name: 'Luxor', country: 'EG', lat: 25.6872, lng: 32.6396, aliases: ['Louxor'] },
];

/** Case-, accent- and punctuation-insensitive form: "Côte d’Ivoire" → "cote d ivoire". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Also ignores spaces, so "Cote divoire", "Capetown" and "Dar-es-Salaam" still match. */
const placeKey = (text: string) => foldText(text).replace(/ /g, '');

interface PlaceIndex {
  countries: Map<string, CountryCode>;
  cities: Map<string, MajorCity>;
}

let placeIndex: PlaceIndex | undefined;

/**
 * The countries and cities by folded name, built on the first search for a place rather than
 * when the module is evaluated: every results and home page evaluates it, and folding some 300
 * names (Unicode normalisation, two Unicode regular expressions each) took 6 ms of a phone's
 * first visit at 4× CPU, on pages that resolve no place (issue 11).
 */
function places(): PlaceIndex {
  placeIndex ??= {
    countries: new Map(
      COUNTRY_CODES.flatMap((code) => [
        [placeKey(code), code] as const,
        [placeKey(COUNTRY_NAMES[code].fr), code] as const,
        [placeKey(COUNTRY_NAMES[code].en), code] as const,
      ]),
    ),
    cities: new Map(
      MAJOR_CITIES.flatMap((city) =>
        [city.name, ...(city.aliases ?? [])].map((name) => [placeKey(name), city] as const),
      ),
    ),
  };
  return placeIndex;
}

export type ResolvedPlace =
  { kind: 'country'; code: CountryCode } | { kind: 'city'; name: string; country?: CountryCode };

function knownCity(text: string): ResolvedPlace | null {
  const city = places().cities.get(placeKey(text));
  return city ? { kind: 'city', name: city.name, country: city.country } : null;
}

/**
 * What a typed location means for a provider search: one of the 12 countries (ISO code or
 * French/English name), else a known city in its canonical spelling, else the text as typed
 * (trimmed, first letter capitalised) as a city. `null` for empty input.
 */
export function resolvePlace(input: string): ResolvedPlace | null {
  const text = input.trim();
  if (!placeKey(text)) return null;
  const code = places().countries.get(placeKey(text));
  if (code) return { kind: 'country', code };
  const city = knownCity(text);
  if (city) return city;
  // "Douala, Cameroun": the city before the comma is what matters.
  const [head] = text.split(',');
  const cityBeforeComma = head && head !== text ? knownCity(head) : null;
  if (cityBeforeComma) return cityBeforeComma;
  return { kind: 'city', name: text.charAt(0).toUpperCase() + text.slice(1) };
}

export interface PlaceSuggestion {
  kind: 'city' | 'country';
  /** What the field shows and submits: a city name or a country name in `language`. */
  label: string;
  country: CountryCode;
  /** Other spellings to match while typing (other language, ISO code). */
  aliases: readonly string[];
}

/** Suggestions for a "where" field: main cities, then the 12 countries, each alphabetical. */
export function placeSuggestions(language: Language): PlaceSuggestion[] {
  // One collator for every sort: localeCompare would build one per comparison.
  const order = collator(language);
  const byLabel = (a: PlaceSuggestion, b: PlaceSuggestion) => order.compare(a.label, b.label);
  const cities = MAJOR_CITIES.map((city): PlaceSuggestion => ({
    kind: 'city',
    label: city.name,
    country: city.country,
    aliases: city.aliases ?? [],
  })).sort(byLabel);
  const countries = COUNTRY_CODES.map((code): PlaceSuggestion => ({
    kind: 'country',
    label: COUNTRY_NAMES[code][language],
    country: code,
    aliases: [COUNTRY_NAMES[code][language === 'fr' ? 'en' : 'fr'], code],
  })).sort(byLabel);
  return [...cities, ...countries];
}
