import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The feature's i18n namespace. */
export const ADMIN_ANALYTICS_NS = 'adminAnalytics';

addTranslations(ADMIN_ANALYTICS_NS, { fr, en });
