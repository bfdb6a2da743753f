import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

export const ACCOUNTS_NS = 'accounts';

addTranslations(ACCOUNTS_NS, { fr, en });
