import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { PAYMENT_ADMIN_NS } from './namespace';

export { PAYMENT_ADMIN_NS };

addTranslations(PAYMENT_ADMIN_NS, { fr, en });
