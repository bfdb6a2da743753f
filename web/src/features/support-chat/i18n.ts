import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

export const SUPPORT_CHAT_NS = 'supportChat';

addTranslations(SUPPORT_CHAT_NS, { fr, en });
