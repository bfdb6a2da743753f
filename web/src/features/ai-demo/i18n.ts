import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

export const AI_DEMO_NS = 'aiDemo';

addTranslations(AI_DEMO_NS, { fr, en });
