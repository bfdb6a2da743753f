import { describe, expect, it } from 'vitest';
import { providerSchema, providerServiceSchema } from './provider';
import { readProvider, readProviderService, readReview } from './provider-reader';
import { reviewSchema } from './review';

type Fields = Record<string, unknown>;

const FULL_PROVIDER: Fields = {
  displayName: 'Jean-Paul Ekwalla',
  headline: { fr: 'Plombier agréé à Douala', en: 'Licensed plumber in Douala' },
  about: { fr: 'Plombier depuis 12 ans.' },
  categories: ['plumbing', 'electricity'],
  specialties: ['Fuites'],
  experienceYears: 12,
  city: 'Douala',
  country: 'CM',
  geo: { lat: 4.0483, lng: 9.6985, geohash: 's0f3b5' },
  priceFromFCFA: 12500,
  availability: {
    mon: ['08:00-12:00', '14:00-18:00'],
    tue: [],
    wed: ['09:00-17:00'],
    thu: [],
    fri: [],
    sat: [],
    sun: [],
  },
  portfolio: ['https://example.org/work.jpg'],
  languages: ['fr', 'en', 'wo'],
  contact: { phone: '+237677412583', email: 'jp@example.org', whatsapp: '+237677412583' },
  verified: true,
  verificationStatus: 'approved',
  verifiedOn: '2026-03-03',
  criminalRecordCheckedOn: null,
  rating: 4.67,
  reviewCount: 3,
  ratingCounts: { 5: 2, 4: 1, 3: 0, 2: 0, 1: 0 },
  searchTokens: ['douala', 'plombier'],
};

/** A new provider as the onboarding writes it: no English, no derived fields yet. */
const NEW_PROVIDER: Fields = {
  ...FULL_PROVIDER,
  headline: { fr: 'Électricienne' },
  categories: ['electricity'],
  specialties: [],
  portfolio: [],
  languages: ['fr'],
  contact: { email: 'awa@example.org' },
  verified: false,
  verificationStatus: 'unverified',
  rating: 0,
  reviewCount: 0,
  ratingCounts: undefined,
  priceFromFCFA: undefined,
  searchTokens: undefined,
  verifiedOn: undefined,
  criminalRecordCheckedOn: undefined,
};

const { searchTokens: _tokens, ...PUBLIC_PROVIDER } = FULL_PROVIDER;

const without = (document: Fields, field: string) =>
  Object.fromEntries(Object.entries(document).filter(([key]) => key !== field));

/** Documents of the wrong shape: the schema refuses each, and so must the reader. */
const MALFORMED_PROVIDERS: Record<string, Fields> = {
  'no name': without(FULL_PROVIDER, 'displayName'),
  'a numeric name': { ...FULL_PROVIDER, displayName: 42 },
  'a blank name': { ...FULL_PROVIDER, displayName: '  ' },
  'a headline without French': { ...FULL_PROVIDER, headline: { en: 'Plumber' } },
  'a headline as text': { ...FULL_PROVIDER, headline: 'Plombier' },
  'categories as text': { ...FULL_PROVIDER, categories: 'plumbing' },
  'a numeric specialty': { ...FULL_PROVIDER, specialties: [1] },
  'years as text': { ...FULL_PROVIDER, experienceYears: '12' },
  'fractional years': { ...FULL_PROVIDER, experienceYears: 1.5 },
  'an unknown country': { ...FULL_PROVIDER, country: 'XX' },
  'no geo': without(FULL_PROVIDER, 'geo'),
  'a textual latitude': { ...FULL_PROVIDER, geo: { lat: '4', lng: 9, geohash: 's0' } },
  'a day without slots': {
    ...FULL_PROVIDER,
    availability: without(FULL_PROVIDER.availability as Fields, 'sun'),
  },
  'an unknown language': { ...FULL_PROVIDER, languages: ['xx'] },
  'no contact': without(FULL_PROVIDER, 'contact'),
  'a numeric phone': { ...FULL_PROVIDER, contact: { phone: 677412583 } },
  'verified as text': { ...FULL_PROVIDER, verified: 'true' },
  'an unknown status': { ...FULL_PROVIDER, verificationStatus: 'maybe' },
  'a textual rating': { ...FULL_PROVIDER, rating: '4.5' },
  'a rating above five': { ...FULL_PROVIDER, rating: 5.5 },
  'a negative review count': { ...FULL_PROVIDER, reviewCount: -1 },
  'rating counts as a list': { ...FULL_PROVIDER, ratingCounts: [0, 0, 0, 1, 2] },
  'rating counts without one star': {
    ...FULL_PROVIDER,
    ratingCounts: { 5: 2, 4: 1, 3: 0, 2: 0 },
  },
  'rating counts with a sixth star': {
    ...FULL_PROVIDER,
    ratingCounts: { 6: 1, 5: 2, 4: 1, 3: 0, 2: 0, 1: 0 },
  },
  'a fractional rating count': {
    ...FULL_PROVIDER,
    ratingCounts: { 5: 1.5, 4: 1, 3: 0, 2: 0, 1: 0 },
  },
  'a textual price': { ...FULL_PROVIDER, priceFromFCFA: '12500' },
  'a numeric verification day': { ...FULL_PROVIDER, verifiedOn: 20260303 },
};

describe('readProvider', () => {
  it.each([
    ['a full provider', FULL_PROVIDER],
    ['a new provider', NEW_PROVIDER],
    ['the public fields of a provider', PUBLIC_PROVIDER],
    ['a provider with fields no page reads', { ...FULL_PROVIDER, legacy: true }],
  ])('returns what providerSchema.parse returns for %s', (_name, document) => {
    expect(readProvider(document)).toEqual(providerSchema.parse(document));
  });

  it.each(Object.entries(MALFORMED_PROVIDERS))('refuses %s, as the schema does', (_name, doc) => {
    expect(providerSchema.safeParse(doc).success).toBe(false);
    expect(() => readProvider(doc)).toThrow(/Malformed field/);
  });
});

const SERVICE: Fields = {
  title: { fr: 'Réparation de fuite', en: 'Leak repair' },
  category: 'plumbing',
  priceFCFA: 12500,
  unit: 'fixed',
  durationMinutes: 90,
  description: { fr: '' },
};

describe('readProviderService', () => {
  it.each([
    ['a service', SERVICE],
    ['a described service', { ...SERVICE, description: { fr: 'Pièces comprises', en: 'Parts' } }],
    ['a service on quote', { ...SERVICE, unit: 'quote', priceFCFA: 0 }],
  ])('returns what the schema returns for %s', (_name, document) => {
    expect(readProviderService(document)).toEqual(providerServiceSchema.parse(document));
  });

  it.each([
    ['no title', without(SERVICE, 'title')],
    ['a textual price', { ...SERVICE, priceFCFA: '12500' }],
    ['an unknown unit', { ...SERVICE, unit: 'week' }],
    ['a fractional duration', { ...SERVICE, durationMinutes: 1.5 }],
    ['no description', without(SERVICE, 'description')],
  ])('refuses %s, as the schema does', (_name, document) => {
    expect(providerServiceSchema.safeParse(document).success).toBe(false);
    expect(() => readProviderService(document)).toThrow(/Malformed field/);
  });
});

const REVIEW: Fields = {
  providerId: 'seed-provider-01',
  authorName: 'Awa D.',
  rating: 5,
  comment: 'Travail soigné.',
  createdAt: new Date('2026-03-03T10:00:00Z'),
};

describe('readReview', () => {
  it.each([
    ['a review', REVIEW],
    ['an anonymous review without comment', { ...REVIEW, authorName: null, comment: '' }],
  ])('returns what reviewSchema.parse returns for %s', (_name, document) => {
    expect(readReview(document)).toEqual(reviewSchema.parse(document));
  });

  it.each([
    ['no provider', without(REVIEW, 'providerId')],
    ['no author field', without(REVIEW, 'authorName')],
    ['a fractional rating', { ...REVIEW, rating: 4.5 }],
    ['a rating of six', { ...REVIEW, rating: 6 }],
    ['a rating of zero', { ...REVIEW, rating: 0 }],
    ['a numeric comment', { ...REVIEW, comment: 5 }],
  ])('refuses %s, as the schema does', (_name, document) => {
    expect(reviewSchema.safeParse(document).success).toBe(false);
    expect(() => readReview(document)).toThrow(/Malformed field/);
  });
});
