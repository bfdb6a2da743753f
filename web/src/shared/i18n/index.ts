import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@marketplace/domain';
import { languageFromPath } from './language';
import enCommon from './locales/en/common.json';
import frCommon from './locales/fr/common.json';

export const COMMON_NS = 'common';

/**
 * Spec §8: a missing translation shows the supplied default, else the capitalised last
 * segment of its key ("home.heroTitle" → "HeroTitle").
 */
export function missingKeyFallback(key: string, defaultValue?: string): string {
  if (defaultValue) return defaultValue;
  const last = key.split(/[.:]/).pop() ?? key;
  return last.charAt(0).toUpperCase() + last.slice(1);
}

/** The one i18next instance; the page language follows the path (spec §2). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: languageFromPath(typeof window === 'undefined' ? '/' : window.location.pathname),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  resources: { fr: { [COMMON_NS]: frCommon }, en: { [COMMON_NS]: enCommon } },
  defaultNS: COMMON_NS,
  ns: [COMMON_NS],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  parseMissingKeyHandler: missingKeyFallback,
});

type Resources = Record<Language, Record<string, unknown>>;

/**
 * Registers a feature's texts when its module loads, so each lazy page brings its own texts
 * instead of growing the first-load bundle. A namespace may arrive in parts (the information
 * pages each bring theirs): the parts are merged by their top-level keys. Each bundle is new, so
 * it is taken as it is: i18next would otherwise copy it through JSON and then merge the copy key
 * by key, for every namespace of a first visit (issue 11). Nothing writes into the texts.
 */
export function addTranslations(namespace: string, resources: Resources): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, resources[language], false, true, {
      silent: false,
      skipCopy: true,
    });
  }
}
