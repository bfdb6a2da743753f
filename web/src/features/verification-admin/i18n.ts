import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { VERIFICATION_ADMIN_NS } from './namespace';

export { VERIFICATION_ADMIN_NS };

addTranslations(VERIFICATION_ADMIN_NS, { fr, en });
