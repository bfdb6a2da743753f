import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The feature's i18n namespace (the system page and the self-test). */
export const ADMIN_SYSTEM_NS = 'adminSystem';

addTranslations(ADMIN_SYSTEM_NS, { fr, en });
