import { describe, expect, it } from 'vitest';
import { PROVIDER_LANGUAGES, WEEKDAYS } from './constants';
import type { Language } from './i18n';
import {
  formatDecimal,
  formatLongDate,
  formatMonthAndYear,
  formatWeekdayName,
  providerLanguageName,
} from './plain-format';

const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };
const LANGUAGES: Language[] = ['fr', 'en'];

/** Every hundredth up to 100, then wider steps up to a billion, and some awkward doubles. */
const NUMBERS = [
  ...Array.from({ length: 10_001 }, (_, i) => i / 100),
  ...Array.from({ length: 2_000 }, (_, i) => i * 0.05),
  ...Array.from({ length: 40 }, (_, i) => 10 ** (i / 4.3)),
  0.15,
  0.25,
  0.35,
  1.005,
  4.45,
  4.55,
  999.95,
  9_999.96,
  123_456.789,
  1_000_000,
  0.000_000_4,
  -2.35,
];

describe('formatDecimal', () => {
  it.each(LANGUAGES)('writes what Intl writes in %s', (language) => {
    for (const [min, max] of [
      [0, 0],
      [0, 1],
      [1, 1],
      [0, 2],
    ] as const) {
      const intl = new Intl.NumberFormat(LOCALES[language], {
        minimumFractionDigits: min,
        maximumFractionDigits: max,
      });
      const wrong = NUMBERS.filter(
        (value) => formatDecimal(value, language, { min, max }) !== intl.format(value),
      ).map((value) => `${value}: ${formatDecimal(value, language, { min, max })}`);
      expect(wrong, `min ${min}, max ${max}`).toEqual([]);
    }
  });

  it('reads as the pages show it', () => {
    expect(formatDecimal(4.67, 'fr', { min: 1, max: 1 })).toBe('4,7');
    expect(formatDecimal(12_345.67, 'fr', { max: 1 })).toBe('12\u202f345,7');
    expect(formatDecimal(12_345.67, 'en', { max: 1 })).toBe('12,345.7');
    expect(formatDecimal(5, 'en', { max: 1 })).toBe('5');
  });
});

describe('formatLongDate', () => {
  it.each(LANGUAGES)("writes every day of 2024–2027 as Intl's long date in %s", (language) => {
    const intl = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' });
    const wrong: string[] = [];
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2028, 0, 1); time += 86_400_000) {
      const date = new Date(time);
      const text = formatLongDate(
        date.getUTCFullYear(),
        date.getUTCMonth(),
        date.getUTCDate(),
        language,
      );
      if (text !== intl.format(date)) wrong.push(`${date.toISOString()}: ${text}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('formatMonthAndYear', () => {
  it.each(LANGUAGES)('writes every month of 2026 as Intl does in %s', (language) => {
    const intl = new Intl.DateTimeFormat(LOCALES[language], {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 0; month < 12; month += 1) {
      expect(formatMonthAndYear(2026, month, language)).toBe(
        intl.format(Date.UTC(2026, month, 15)),
      );
    }
  });
});

describe('formatWeekdayName', () => {
  it.each(LANGUAGES)("names the week's days as Intl does in %s", (language) => {
    const intl = new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long', timeZone: 'UTC' });
    // 2024-01-01 was a Monday.
    WEEKDAYS.forEach((day, index) => {
      expect(formatWeekdayName(day, language)).toBe(intl.format(Date.UTC(2024, 0, 1 + index)));
    });
  });
});

describe('providerLanguageName', () => {
  it.each(LANGUAGES)('names every spoken language as Intl does in %s, capitalised', (language) => {
    // Plain `en`: en-GB keeps the older "Fulah".
    const names = new Intl.DisplayNames([language], { type: 'language' });
    for (const code of PROVIDER_LANGUAGES) {
      const name = names.of(code) ?? code;
      expect(providerLanguageName(code, language)).toBe(
        name.charAt(0).toLocaleUpperCase(language) + name.slice(1),
      );
    }
  });

  it('shows an unknown code as it is', () => {
    expect(providerLanguageName('xx', 'fr')).toBe('xx');
    expect(providerLanguageName('toString', 'en')).toBe('toString');
  });
});
