import { addTranslations } from '../../shared/i18n';
import en from './locales/en/feedbackDemo.json';
import fr from './locales/fr/feedbackDemo.json';

/** `/feedback-demo`'s texts. */
export const FEEDBACK_DEMO_NS = 'feedbackDemo';

addTranslations(FEEDBACK_DEMO_NS, { fr, en });
