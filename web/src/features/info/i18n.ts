import { LANGUAGES, type Language } from '@marketplace/domain';
import { i18n } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

export const INFO_NS = 'info';

/**
 * Adds texts to the info namespace, merged by their top-level key. Each page's module brings its
 * own part, so /about loads its 8 KB rather than the 86 KB all five pages'
 * texts weigh in both languages (issue 11). The parts are new objects, taken as they are.
 */
export function addInfoTexts(resources: Record<Language, Record<string, unknown>>): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, INFO_NS, resources[language], false, true, {
      silent: false,
      skipCopy: true,
    });
  }
}

// What every information page shows: the legal pages' labels and the contact details.
addInfoTexts({ fr, en });
