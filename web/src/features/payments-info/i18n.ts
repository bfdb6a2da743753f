import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

export const PAYMENTS_INFO_NS = 'paymentsInfo';

addTranslations(PAYMENTS_INFO_NS, { fr, en });
