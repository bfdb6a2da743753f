import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@marketplace/domain';

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

/**
 * `lang`, title, description and a body class follow the page language (spec §2). Only what
 * differs is written: on a page drawn by the server they are right already, and setting `lang`
 * or the body's classes again made the browser restyle the whole page while React took it over
 * (about 380 elements, issue 11).
 */
export function applyDocumentLanguage(
  language: Language,
  { title, description }: { title: string; description: string },
): void {
  const root = document.documentElement;
  if (root.lang !== language) root.lang = language;
  if (document.title !== title) document.title = title;
  // Search engines and shared links show it: an English page describes itself in English.
  const meta = document.querySelector('meta[name="description"]');
  if (meta && meta.getAttribute('content') !== description) {
    meta.setAttribute('content', description);
  }
  // A class list writes its attribute again even when it removes a class it does not have.
  const { classList } = document.body;
  for (const other of LANGUAGES) {
    if (other !== language && classList.contains(`lang-${other}`))
      classList.remove(`lang-${other}`);
  }
  if (!classList.contains(`lang-${language}`)) classList.add(`lang-${language}`);
}
