import { DEFAULT_LANGUAGE, type Language } from '@marketplace/domain';

export const ENGLISH_PREFIX = '/en';

/** Spec §2: English when the path starts with /en, otherwise French. */
export function languageFromPath(pathname: string): Language {
  return pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`)
    ? 'en'
    : DEFAULT_LANGUAGE;
}

/** The French path of a French or English path ("/en/about" → "/about"). */
export function pathWithoutLanguage(pathname: string): string {
  return languageFromPath(pathname) === 'en'
    ? pathname.slice(ENGLISH_PREFIX.length) || '/'
    : pathname;
}

/** The path of `path` (written without prefix, e.g. "/services") in `language`. */
export function localizedPath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? ENGLISH_PREFIX : `${ENGLISH_PREFIX}${path}`;
}

/** `lang`, title, description and a body class follow the page language (spec §2). */
export function applyDocumentLanguage(
  language: Language,
  { title, description }: { title: string; description: string },
): void {
  document.documentElement.lang = language;
  document.title = title;
  // Search engines and shared links show it: an English page describes itself in English.
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  document.body.classList.remove('lang-fr', 'lang-en');
  document.body.classList.add(`lang-${language}`);
}
