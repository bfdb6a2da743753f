import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

export const CATEGORY_ADMIN_NS = 'categoryAdmin';

addTranslations(CATEGORY_ADMIN_NS, { fr, en });
