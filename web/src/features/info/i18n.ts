import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

export const INFO_NS = 'info';

addTranslations(INFO_NS, { fr, en });
