import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { PAYMENT_PAGES_NS } from './namespace';

export { PAYMENT_PAGES_NS };

addTranslations(PAYMENT_PAGES_NS, { fr, en });
