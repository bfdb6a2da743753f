import type { Language } from './i18n';

/** The 12 countries of the spec (§3), by ISO 3166-1 alpha-2 code. */
export const COUNTRY_CODES = [
  'CI',
  'SN',
  'CM',
  'NG',
  'GH',
  'KE',
  'TZ',
  'ZA',
  'MA',
  'DZ',
  'TN',
  'EG',
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

export const COUNTRY_NAMES: Record<CountryCode, { fr: string; en: string }> = {
  CI: { fr: "Côte d'Ivoire", en: 'Ivory Coast' },
  SN: { fr: 'Sénégal', en: 'Senegal' },
  CM: { fr: 'Cameroun', en: 'Cameroon' },
  NG: { fr: 'Nigeria', en: 'Nigeria' },
  GH: { fr: 'Ghana', en: 'Ghana' },
  KE: { fr: 'Kenya', en: 'Kenya' },
  TZ: { fr: 'Tanzanie', en: 'Tanzania' },
  ZA: { fr: 'Afrique du Sud', en: 'South Africa' },
  MA: { fr: 'Maroc', en: 'Morocco' },
  DZ: { fr: 'Algérie', en: 'Algeria' },
  TN: { fr: 'Tunisie', en: 'Tunisia' },
  EG: { fr: 'Égypte', en: 'Egypt' },
};

/**
 * The countries in alphabetical order of their name in each language, as lists and menus show
 * them. Written out rather than sorted with `localeCompare`: a page's first collation makes V8
 * load ICU's collation data (17–56 ms on this project's machine, four times that on a phone;
 * issue 11). countries.test.ts holds it to the collator's order.
 */
export const COUNTRY_CODES_BY_NAME: Record<Language, readonly CountryCode[]> = {
  fr: ['ZA', 'DZ', 'CM', 'CI', 'EG', 'GH', 'KE', 'MA', 'NG', 'SN', 'TZ', 'TN'],
  en: ['DZ', 'CM', 'EG', 'GH', 'CI', 'KE', 'MA', 'NG', 'SN', 'ZA', 'TZ', 'TN'],
};
