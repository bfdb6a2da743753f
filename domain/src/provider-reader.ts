import { PROVIDER_LANGUAGES, SERVICE_UNITS, VERIFICATION_STATUSES, WEEKDAYS } from './constants';
import { COUNTRY_CODES } from './countries';
import type { Provider, ProviderService } from './provider';
import { ratingCountsOf, STAR_VALUES, type RatingCounts } from './rating';
import type { Review } from './review';

/**
 * Readers of the documents the public pages show (provider cards and profiles, their services
 * and reviews), without zod. Evaluating zod and the domain's schemas costs a phone's first visit
 * of a results or provider page 140–180 ms of main thread at 4× CPU, and 26 KB, for documents
 * that only the owner (through `providerProfileSchema`), the functions and the rules
 * (`validProvider…`) write. A reader checks the type of each field the pages use and returns
 * exactly what the schema's `parse` returns for a valid document (`provider-reader.test.ts`
 * holds them to it); a document it refuses is left out of a list, or is the page's error, as
 * before. Limits and patterns stay the writers' business.
 */

type Fields = Record<string, unknown>;

class MalformedDocument extends Error {
  constructor(field: string) {
    super(`Malformed field: ${field}`);
    this.name = 'MalformedDocument';
  }
}

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fields(value: unknown, field: string): Fields {
  if (!isFields(value)) throw new MalformedDocument(field);
  return value;
}

function text(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new MalformedDocument(field);
  return value;
}

function filledText(value: unknown, field: string): string {
  const read = text(value, field);
  if (read.trim() === '') throw new MalformedDocument(field);
  return read;
}

function count(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new MalformedDocument(field);
  }
  return value;
}

function finite(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new MalformedDocument(field);
  return value;
}

/** A rating as the pages draw it: stars between `min` and 5. */
function stars(value: unknown, field: string, min: number): number {
  if (typeof value !== 'number' || !(value >= min && value <= 5))
    throw new MalformedDocument(field);
  return value;
}

function flag(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') throw new MalformedDocument(field);
  return value;
}

function oneOf<T extends string>(choices: readonly T[], value: unknown, field: string): T {
  if (!choices.some((choice) => choice === value)) throw new MalformedDocument(field);
  return value as T;
}

function texts(value: unknown, field: string): string[] {
  if (!Array.isArray(value)) throw new MalformedDocument(field);
  return value.map((item) => text(item, field));
}

/** `{ fr, en? }`; French may be empty where the schema allows it (a service's description). */
function bilingual(value: unknown, field: string, frenchMayBeEmpty = false) {
  const read = fields(value, field);
  const fr = frenchMayBeEmpty ? text(read.fr, field) : filledText(read.fr, field);
  return read.en === undefined ? { fr } : { fr, en: filledText(read.en, field) };
}

/** Present keys only, as zod leaves an absent optional key absent. */
function optionalTexts<K extends string>(value: Fields, keys: readonly K[], field: string) {
  const read: Partial<Record<K, string>> = {};
  for (const key of keys) if (value[key] !== undefined) read[key] = filledText(value[key], field);
  return read;
}

function day(value: unknown, field: string): string | null | undefined {
  return value === null || value === undefined ? value : text(value, field);
}

function ratingCounts(value: unknown): RatingCounts {
  const counts = fields(value, 'ratingCounts');
  if (Object.keys(counts).length !== STAR_VALUES.length)
    throw new MalformedDocument('ratingCounts');
  return ratingCountsOf((stars) => count(counts[stars], 'ratingCounts'));
}

/** `providers/{uid}` as `providerSchema.parse` returns it. */
export function readProvider(data: Fields): Provider {
  const geo = fields(data.geo, 'geo');
  const availability = fields(data.availability, 'availability');
  const contact = fields(data.contact, 'contact');
  const { verifiedOn, criminalRecordCheckedOn } = data;
  const provider: Provider = {
    displayName: filledText(data.displayName, 'displayName'),
    headline: bilingual(data.headline, 'headline'),
    about: bilingual(data.about, 'about'),
    categories: texts(data.categories, 'categories'),
    specialties: texts(data.specialties, 'specialties'),
    experienceYears: count(data.experienceYears, 'experienceYears'),
    city: filledText(data.city, 'city'),
    country: oneOf(COUNTRY_CODES, data.country, 'country'),
    geo: {
      lat: finite(geo.lat, 'geo'),
      lng: finite(geo.lng, 'geo'),
      geohash: filledText(geo.geohash, 'geo'),
    },
    availability: Object.fromEntries(
      WEEKDAYS.map((weekday) => [weekday, texts(availability[weekday], 'availability')]),
    ) as Provider['availability'],
    portfolio: texts(data.portfolio, 'portfolio'),
    languages: texts(data.languages, 'languages').map((code) =>
      oneOf(PROVIDER_LANGUAGES, code, 'languages'),
    ),
    contact: optionalTexts(contact, ['phone', 'email', 'whatsapp'], 'contact'),
    verified: flag(data.verified, 'verified'),
    verificationStatus: oneOf(VERIFICATION_STATUSES, data.verificationStatus, 'verificationStatus'),
    rating: stars(data.rating, 'rating', 0),
    reviewCount: count(data.reviewCount, 'reviewCount'),
    priceFromFCFA:
      data.priceFromFCFA === undefined || data.priceFromFCFA === null
        ? null
        : count(data.priceFromFCFA, 'priceFromFCFA'),
    searchTokens: data.searchTokens === undefined ? [] : texts(data.searchTokens, 'searchTokens'),
  };
  if (data.ratingCounts !== undefined) provider.ratingCounts = ratingCounts(data.ratingCounts);
  if (verifiedOn !== undefined) provider.verifiedOn = day(verifiedOn, 'verifiedOn');
  if (criminalRecordCheckedOn !== undefined) {
    provider.criminalRecordCheckedOn = day(criminalRecordCheckedOn, 'criminalRecordCheckedOn');
  }
  return provider;
}

/** `providers/{uid}/services/{id}` as `providerServiceSchema.parse` returns it. */
export function readProviderService(data: Fields): ProviderService {
  return {
    title: bilingual(data.title, 'title'),
    category: filledText(data.category, 'category'),
    priceFCFA: count(data.priceFCFA, 'priceFCFA'),
    unit: oneOf(SERVICE_UNITS, data.unit, 'unit'),
    durationMinutes: count(data.durationMinutes, 'durationMinutes'),
    description: bilingual(data.description, 'description', true),
  };
}

/** `reviews/{bookingId}` as `reviewSchema.parse` returns it. */
export function readReview(data: Fields): Review {
  return {
    providerId: filledText(data.providerId, 'providerId'),
    authorName: data.authorName === null ? null : filledText(data.authorName, 'authorName'),
    rating: stars(count(data.rating, 'rating'), 'rating', 1),
    comment: text(data.comment, 'comment'),
  };
}
