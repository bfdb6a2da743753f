import { DEFAULT_LANGUAGE, type Language } from '@marketplace/domain';
import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

export const QUOTE_ADMIN_NS = 'quoteAdmin';

addTranslations(QUOTE_ADMIN_NS, { fr, en });

/** The page language (i18next follows the path: fr or en). */
export const pageLanguage = (i18nLanguage: string | undefined): Language =>
  i18nLanguage === 'en' ? 'en' : DEFAULT_LANGUAGE;
