import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

export const BOOKING_ADMIN_NS = 'bookingAdmin';

addTranslations(BOOKING_ADMIN_NS, { fr, en });
