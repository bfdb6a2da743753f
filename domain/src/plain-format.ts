import type { PROVIDER_LANGUAGES, WEEKDAYS } from './constants';
import type { Language } from './i18n';

/**
 * The numbers, days and language names of the public pages' first screens (ratings, distances,
 * the day a provider was verified or a review written, the languages a provider speaks), written
 * without Intl. A page's first formatter makes V8 load ICU's data: 20–30 ms on this project's
 * benchmark machine, 80–120 ms at a phone's 4× CPU, in the middle of the page's take-over
 * (issue 11). The output is Intl's (fr-FR, en-GB), which `plain-format.test.ts` checks value by
 * value; the server and the browser, whose ICU versions differ, now also write the same text.
 */

const DECIMAL_SEPARATOR: Record<Language, string> = { fr: ',', en: '.' };
/** fr-FR groups thousands with a narrow no-break space, en-GB with a comma. */
const GROUP_SEPARATOR: Record<Language, string> = { fr: '\u202f', en: ',' };

export interface FractionDigits {
  min?: number;
  max: number;
}

/**
 * `value` rounded half away from zero to `max` decimals, as Intl does: on the shortest decimal
 * that names the number (0.15 → 0.2, 1.005 → 1.01), not on its binary value as `toFixed` does.
 */
function roundedDigits(value: number, max: number): { whole: string; fraction: string } {
  const text = Math.abs(value).toString();
  // Below 1e-6 JavaScript writes an exponent; such a value rounds to 0 at any precision used here.
  if (text.includes('e')) return { whole: '0', fraction: '0'.repeat(max) };
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = Number(whole + fraction.slice(0, max).padEnd(max, '0'));
  const rounded = (fraction.charAt(max) >= '5' ? kept + 1 : kept).toString().padStart(max + 1, '0');
  return {
    whole: rounded.slice(0, rounded.length - max),
    fraction: rounded.slice(rounded.length - max),
  };
}

/** "12 345,7" / "12,345.7": a number with at most `max` and at least `min` decimals. */
export function formatDecimal(value: number, language: Language, { min = 0, max }: FractionDigits) {
  const { whole, fraction } = roundedDigits(value, max);
  let shown = fraction;
  while (shown.length > min && shown.endsWith('0')) shown = shown.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR[language]);
  const sign = value < 0 ? '-' : '';
  return `${sign}${grouped}${shown ? DECIMAL_SEPARATOR[language] + shown : ''}`;
}

const MONTH_NAMES: Record<Language, readonly string[]> = {
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** "3 mars 2026" / "3 March 2026" (Intl's `dateStyle: 'long'`); `month` counts from 0. */
export function formatLongDate(year: number, month: number, day: number, language: Language) {
  return `${day} ${MONTH_NAMES[language][month] ?? ''} ${year}`;
}

const WEEKDAY_NAMES: Record<Language, Record<(typeof WEEKDAYS)[number], string>> = {
  fr: {
    mon: 'lundi',
    tue: 'mardi',
    wed: 'mercredi',
    thu: 'jeudi',
    fri: 'vendredi',
    sat: 'samedi',
    sun: 'dimanche',
  },
  en: {
    mon: 'Monday',
    tue: 'Tuesday',
    wed: 'Wednesday',
    thu: 'Thursday',
    fri: 'Friday',
    sat: 'Saturday',
    sun: 'Sunday',
  },
};

/** "lundi" / "Monday" (Intl's `weekday: 'long'`). */
export const formatWeekdayName = (day: (typeof WEEKDAYS)[number], language: Language) =>
  WEEKDAY_NAMES[language][day];

/** "mars 2026" / "March 2026" (Intl's `month: 'long', year: 'numeric'`). */
export const formatMonthAndYear = (year: number, month: number, language: Language) =>
  `${MONTH_NAMES[language][month] ?? ''} ${year}`;

type ProviderLanguage = (typeof PROVIDER_LANGUAGES)[number];

const PROVIDER_LANGUAGE_NAMES: Record<ProviderLanguage, Record<Language, string>> = {
  fr: { fr: 'Français', en: 'French' },
  en: { fr: 'Anglais', en: 'English' },
  ar: { fr: 'Arabe', en: 'Arabic' },
  pt: { fr: 'Portugais', en: 'Portuguese' },
  sw: { fr: 'Swahili', en: 'Swahili' },
  wo: { fr: 'Wolof', en: 'Wolof' },
  ha: { fr: 'Haoussa', en: 'Hausa' },
  yo: { fr: 'Yoruba', en: 'Yoruba' },
  ig: { fr: 'Igbo', en: 'Igbo' },
  ln: { fr: 'Lingala', en: 'Lingala' },
  ff: { fr: 'Peul', en: 'Fula' },
  bm: { fr: 'Bambara', en: 'Bambara' },
  am: { fr: 'Amharique', en: 'Amharic' },
  zu: { fr: 'Zoulou', en: 'Zulu' },
  ak: { fr: 'Akan', en: 'Akan' },
  af: { fr: 'Afrikaans', en: 'Afrikaans' },
  st: { fr: 'Sotho du Sud', en: 'Southern Sotho' },
};

/** "Wolof", "Anglais": a spoken language's name in the page language; an unknown code as it is. */
export function providerLanguageName(code: string, language: Language): string {
  return Object.hasOwn(PROVIDER_LANGUAGE_NAMES, code)
    ? PROVIDER_LANGUAGE_NAMES[code as ProviderLanguage][language]
    : code;
}
