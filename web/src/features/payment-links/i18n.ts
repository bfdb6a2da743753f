import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { PAYMENT_LINKS_NS } from './namespace';

export { PAYMENT_LINKS_NS };

addTranslations(PAYMENT_LINKS_NS, { fr, en });
