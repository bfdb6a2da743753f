import type { TFunction } from 'i18next';
import {
  COUNTRY_CODES,
  COUNTRY_NAMES,
  formatFCFA,
  numberFormat,
  type CountryCode,
  type FeeBracket,
  type FeeRule,
  type Language,
} from '@marketplace/domain';

/** The language of the texts on screen (i18next follows the page path, see Layout). */
export function contentLanguage(language: string | undefined): Language {
  return language === 'en' ? 'en' : 'fr';
}

/** "2,5 %" in French, "2.5%" in English, from basis points. */
export function formatPercent(percentBp: number, language: Language, t: TFunction): string {
  const value = numberFormat(language === 'en' ? 'en-GB' : 'fr-FR', {
    maximumFractionDigits: 2,
  }).format(percentBp / 100);
  return t('rules.percent', { value });
}

/** A fee rule in words, e.g. "2,5 % du montant + 100 FCFA" or "1 000 FCFA par paiement". */
export function describeFeeRule(rule: FeeRule, language: Language, t: TFunction): string {
  switch (rule.type) {
    case 'none':
      return t('rules.free');
    case 'fixed':
      return t('rules.fixed', { fee: formatFCFANoWrap(rule.feeFCFA) });
    case 'tiered':
      return t('rules.tiered');
    case 'percentage': {
      let text = t('rules.percentage', { percent: formatPercent(rule.percentBp, language, t) });
      if (rule.fixedFCFA)
        text += ` ${t('rules.plusFixed', { fee: formatFCFANoWrap(rule.fixedFCFA) })}`;
      const limits: string[] = [];
      if (rule.minFCFA !== undefined)
        limits.push(t('rules.minimum', { fee: formatFCFANoWrap(rule.minFCFA) }));
      if (rule.maxFCFA !== undefined)
        limits.push(t('rules.maximum', { fee: formatFCFANoWrap(rule.maxFCFA) }));
      return [text, ...limits].join(t('rules.listSeparator'));
    }
  }
}

/** An amount that never wraps inside itself ("5 000 FCFA" with no-break spaces), for tables. */
export function formatFCFANoWrap(amount: number): string {
  return formatFCFA(amount).replace(/ /g, '\u00a0');
}

/** "1 FCFA – 5 000 FCFA" for the bracket at `index` of a tiered rule; wraps only at the dash. */
export function describeBracketRange(
  brackets: readonly FeeBracket[],
  index: number,
  t: TFunction,
): string {
  const from = index === 0 ? 1 : (brackets[index - 1]?.upToFCFA ?? 0) + 1;
  const to = brackets[index]?.upToFCFA ?? from;
  return t('rules.bracketRange', { from: formatFCFANoWrap(from), to: formatFCFANoWrap(to) });
}

/** Country names in the page language, or "in all 12 countries" when none is missing. */
export function describeCountries(
  countries: readonly CountryCode[],
  language: Language,
  t: TFunction,
): string {
  if (COUNTRY_CODES.every((code) => countries.includes(code))) return t('common.allCountries');
  return countries.map((code) => COUNTRY_NAMES[code][language]).join(t('rules.listSeparator'));
}

/** A list of sentences stored as a JSON array in the namespace. */
export function textList(t: TFunction, key: string, options: Record<string, string> = {}) {
  const value: unknown = t(key, { ...options, returnObjects: true });
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}
