import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { ADMIN_USERS_NS } from './namespace';

export { ADMIN_USERS_NS };

addTranslations(ADMIN_USERS_NS, { fr, en });
