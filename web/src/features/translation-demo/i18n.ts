import { addTranslations } from '../../shared/i18n';
import en from './locales/en/translationDemo.json';
import fr from './locales/fr/translationDemo.json';

/** `/translation-demo`'s texts; the page shows its samples in both languages at once. */
export const TRANSLATION_DEMO_NS = 'translationDemo';

addTranslations(TRANSLATION_DEMO_NS, { fr, en });
