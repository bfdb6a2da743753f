import { DEFAULT_LANGUAGE, type Language } from '@marketplace/domain';
import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { ONBOARDING_NS } from './namespace';

export { ONBOARDING_NS };

addTranslations(ONBOARDING_NS, { fr, en });

/** The language texts are shown in; i18next follows the page path (fr or en). */
export function contentLanguage(i18nLanguage: string | undefined): Language {
  return i18nLanguage === 'en' ? 'en' : DEFAULT_LANGUAGE;
}
