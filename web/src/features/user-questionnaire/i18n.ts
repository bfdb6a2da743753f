import { addTranslations } from '../../shared/i18n';
import en from './locales/en/userQuestionnaire.json';
import fr from './locales/fr/userQuestionnaire.json';

/** `/user-questionnaire`'s texts. */
export const USER_QUESTIONNAIRE_NS = 'userQuestionnaire';

addTranslations(USER_QUESTIONNAIRE_NS, { fr, en });
