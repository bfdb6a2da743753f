import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { BOOKINGS_NS } from './namespace';

export { BOOKINGS_NS };

addTranslations(BOOKINGS_NS, { fr, en });
