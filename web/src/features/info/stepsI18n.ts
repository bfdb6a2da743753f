import { addTranslations } from '../../shared/i18n';
import en from './locales/steps.en.json';
import fr from './locales/steps.fr.json';

/** A namespace of its own: the home page shows these steps without the info pages' texts. */
export const INFO_STEPS_NS = 'infoSteps';

addTranslations(INFO_STEPS_NS, { fr, en });
