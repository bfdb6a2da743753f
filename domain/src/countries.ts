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
