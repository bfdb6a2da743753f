import { LANGUAGES, type Language } from '@marketplace/domain';

/** Spec §9: the chosen language is cached under both keys. */
export const LANGUAGE_STORAGE_KEYS = ['language', 'i18nextLng'] as const;
export const LANGUAGE_QUERY_PARAM = 'lng';

interface DetectionSources {
  search: string;
  storage: Pick<Storage, 'getItem'>;
  navigatorLanguages: readonly string[];
}

function asLanguage(value: string | null | undefined): Language | null {
  const base = value?.trim().toLowerCase().split('-')[0];
  return LANGUAGES.find((language) => language === base) ?? null;
}

/** The language saved by an earlier choice, if any. */
export function savedLanguage(storage: Pick<Storage, 'getItem'> = localStorage): Language | null {
  for (const key of LANGUAGE_STORAGE_KEYS) {
    const language = asLanguage(storage.getItem(key));
    if (language) return language;
  }
  return null;
}

/** The browser's first supported language. */
export function browserLanguage(languages: readonly string[] = navigator.languages) {
  for (const candidate of languages) {
    const language = asLanguage(candidate);
    if (language) return language;
  }
  return null;
}

/**
 * Spec §9 detection order: query string, then local storage, then the browser. The page
 * itself always follows its path; this is the visitor's preference.
 */
export function detectPreferredLanguage(
  sources: DetectionSources = {
    search: window.location.search,
    storage: localStorage,
    navigatorLanguages: navigator.languages,
  },
): Language | null {
  return (
    asLanguage(new URLSearchParams(sources.search).get(LANGUAGE_QUERY_PARAM)) ??
    savedLanguage(sources.storage) ??
    browserLanguage(sources.navigatorLanguages)
  );
}

export function saveLanguage(language: Language, storage: Pick<Storage, 'setItem'> = localStorage) {
  for (const key of LANGUAGE_STORAGE_KEYS) storage.setItem(key, language);
}
