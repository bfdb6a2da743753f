import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { MESSAGES_NS } from './namespace';

export { MESSAGES_NS };

addTranslations(MESSAGES_NS, { fr, en });
