import { addTranslations } from '../i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

export const VERIFICATION_NS = 'emailVerification';

addTranslations(VERIFICATION_NS, { fr, en });
