import type { Language } from '@marketplace/domain';

/**
 * Google's loader refuses a second load with other options, and every map of the app shares
 * it: the language of the first map loaded stays for the others.
 */
let loaderLanguage: Language | undefined;

export function mapsLoaderLanguage(language: Language): Language {
  loaderLanguage ??= language;
  return loaderLanguage;
}
