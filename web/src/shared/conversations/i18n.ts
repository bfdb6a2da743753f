import { addTranslations } from '../i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The texts of the "contact" buttons and of the conversation api's failures. */
export const CONVERSATIONS_NS = 'conversations';

addTranslations(CONVERSATIONS_NS, { fr, en });
