import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { ADMIN_CONTENT_NS } from './namespace';

export { ADMIN_CONTENT_NS };

addTranslations(ADMIN_CONTENT_NS, { fr, en });
