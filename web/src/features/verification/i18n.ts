import { DEFAULT_LANGUAGE, type Language } from '@marketplace/domain';
import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { VERIFICATION_NS } from './namespace';

export { VERIFICATION_NS };

addTranslations(VERIFICATION_NS, { fr, en });

/** The language dates and sizes are written in; i18next follows the page path (fr or en). */
export function pageLanguage(i18nLanguage: string | undefined): Language {
  return i18nLanguage === 'en' ? 'en' : DEFAULT_LANGUAGE;
}
