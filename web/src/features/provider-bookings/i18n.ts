import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { PROVIDER_BOOKINGS_NS } from './namespace';

export { PROVIDER_BOOKINGS_NS };

addTranslations(PROVIDER_BOOKINGS_NS, { fr, en });
