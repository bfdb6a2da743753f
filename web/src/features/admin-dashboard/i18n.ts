import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The feature's i18n namespace. */
export const ADMIN_DASHBOARD_NS = 'adminDashboard';

addTranslations(ADMIN_DASHBOARD_NS, { fr, en });
