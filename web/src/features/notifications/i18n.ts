import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { NOTIFICATIONS_NS } from './namespace';

export { NOTIFICATIONS_NS };

addTranslations(NOTIFICATIONS_NS, { fr, en });
