import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

export const TRANSLATIONS_NS = 'translations';

addTranslations(TRANSLATIONS_NS, { fr, en });
