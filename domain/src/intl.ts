/**
 * Intl formatters, built once per locale and options. Building one costs the phone far more
 * than using it (ICU loads its locale data), and pages format in every render: a results page
 * built three number formatters per render for its rating menu (issue 11's profile).
 */
const formatters = new Map<string, unknown>();

function cached<T>(kind: string, locales: string | string[], options: object, make: () => T): T {
  const key = `${kind}|${String(locales)}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locales: string | string[], options: Intl.NumberFormatOptions = {}) =>
  cached('number', locales, options, () => new Intl.NumberFormat(locales, options));

export const dateTimeFormat = (
  locales: string | string[],
  options: Intl.DateTimeFormatOptions = {},
) => cached('date', locales, options, () => new Intl.DateTimeFormat(locales, options));

export const relativeTimeFormat = (
  locales: string | string[],
  options: Intl.RelativeTimeFormatOptions = {},
) => cached('relative', locales, options, () => new Intl.RelativeTimeFormat(locales, options));

export const displayNames = (locales: string | string[], options: Intl.DisplayNamesOptions) =>
  cached('names', locales, options, () => new Intl.DisplayNames(locales, options));

export const pluralRules = (locales: string | string[], options: Intl.PluralRulesOptions = {}) =>
  cached('plural', locales, options, () => new Intl.PluralRules(locales, options));

export const collator = (locales: string | string[], options: Intl.CollatorOptions = {}) =>
  cached('collator', locales, options, () => new Intl.Collator(locales, options));
