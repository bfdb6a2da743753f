import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

export const PWA_NS = 'pwa';

addTranslations(PWA_NS, { fr, en });
