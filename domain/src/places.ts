import { COUNTRY_CODES, COUNTRY_NAMES, type CountryCode } from './countries';
import type { Language } from './i18n';

export interface MajorCity {
  /** Canonical spelling, exactly as stored in `providers/{uid}.city`. */
  name: string;
  country: CountryCode;
  /** Other spellings people type (the other language, older names). */
  aliases?: readonly string[];
}

/**
 * Main cities of the 12 countries, including every city of the demo data. A provider's `city`
 * should use these spellings so that the `city ==` filter finds them.
 */
export const MAJOR_CITIES: readonly MajorCity[] = [
  { name: 'Abidjan', country: 'CI' },
  { name: 'Bouaké', country: 'CI' },
  { name: 'Yamoussoukro', country: 'CI' },
  { name: 'San-Pédro', country: 'CI' },
  { name: 'Korhogo', country: 'CI' },
  { name: 'Dakar', country: 'SN' },
  { name: 'Thiès', country: 'SN' },
  { name: 'Saint-Louis', country: 'SN' },
  { name: 'Touba', country: 'SN' },
  { name: 'Ziguinchor', country: 'SN' },
  { name: 'Douala', country: 'CM' },
  { name: 'Yaoundé', country: 'CM' },
  { name: 'Bafoussam', country: 'CM' },
  { name: 'Garoua', country: 'CM' },
  { name: 'Bamenda', country: 'CM' },
  { name: 'Kribi', country: 'CM' },
  { name: 'Lagos', country: 'NG' },
  { name: 'Abuja', country: 'NG' },
  { name: 'Kano', country: 'NG' },
  { name: 'Ibadan', country: 'NG' },
  { name: 'Port Harcourt', country: 'NG' },
  { name: 'Accra', country: 'GH' },
  { name: 'Kumasi', country: 'GH' },
  { name: 'Tamale', country: 'GH' },
  { name: 'Takoradi', country: 'GH', aliases: ['Sekondi-Takoradi'] },
  { name: 'Nairobi', country: 'KE' },
  { name: 'Mombasa', country: 'KE' },
  { name: 'Kisumu', country: 'KE' },
  { name: 'Nakuru', country: 'KE' },
  { name: 'Dar es Salaam', country: 'TZ' },
  { name: 'Dodoma', country: 'TZ' },
  { name: 'Arusha', country: 'TZ' },
  { name: 'Mwanza', country: 'TZ' },
  { name: 'Zanzibar', country: 'TZ' },
  { name: 'Johannesburg', country: 'ZA' },
  { name: 'Cape Town', country: 'ZA', aliases: ['Le Cap'] },
  { name: 'Durban', country: 'ZA' },
  { name: 'Pretoria', country: 'ZA' },
  { name: 'Casablanca', country: 'MA' },
  { name: 'Rabat', country: 'MA' },
  { name: 'Marrakech', country: 'MA', aliases: ['Marrakesh'] },
  { name: 'Fès', country: 'MA', aliases: ['Fez'] },
  { name: 'Tanger', country: 'MA', aliases: ['Tangier'] },
  { name: 'Agadir', country: 'MA' },
  { name: 'Alger', country: 'DZ', aliases: ['Algiers'] },
  { name: 'Oran', country: 'DZ' },
  { name: 'Constantine', country: 'DZ' },
  { name: 'Annaba', country: 'DZ' },
  { name: 'Tunis', country: 'TN' },
  { name: 'Sfax', country: 'TN' },
  { name: 'Sousse', country: 'TN' },
  { name: 'La Marsa', country: 'TN' },
  { name: 'Cairo', country: 'EG', aliases: ['Le Caire'] },
  { name: 'Alexandria', country: 'EG', aliases: ['Alexandrie'] },
  { name: 'Giza', country: 'EG', aliases: ['Gizeh'] },
  { name: 'Luxor', country: 'EG', aliases: ['Louxor'] },
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

const COUNTRY_BY_KEY = new Map<string, CountryCode>(
  COUNTRY_CODES.flatMap((code) => [
    [placeKey(code), code] as const,
    [placeKey(COUNTRY_NAMES[code].fr), code] as const,
    [placeKey(COUNTRY_NAMES[code].en), code] as const,
  ]),
);

const CITY_BY_KEY = new Map<string, MajorCity>(
  MAJOR_CITIES.flatMap((city) =>
    [city.name, ...(city.aliases ?? [])].map((name) => [placeKey(name), city] as const),
  ),
);

export type ResolvedPlace =
  { kind: 'country'; code: CountryCode } | { kind: 'city'; name: string; country?: CountryCode };

function knownCity(text: string): ResolvedPlace | null {
  const city = CITY_BY_KEY.get(placeKey(text));
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
  const code = COUNTRY_BY_KEY.get(placeKey(text));
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
  const byLabel = (a: PlaceSuggestion, b: PlaceSuggestion) =>
    a.label.localeCompare(b.label, language);
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
