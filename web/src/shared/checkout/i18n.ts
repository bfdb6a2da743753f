import { addTranslations } from '../i18n';
import en from './locales/en/payments.json';
import fr from './locales/fr/payments.json';

/**
 * The checkout's texts, the payment statuses, methods, failure reasons, the api's error codes
 * and the payment forms' messages (`validation.*`, the domain's PAYMENT_VALIDATION keys).
 */
export const PAYMENTS_NS = 'payments';

addTranslations(PAYMENTS_NS, { fr, en });
