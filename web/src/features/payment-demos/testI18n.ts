import { addTranslations } from '../../shared/i18n';
import en from './locales/en/paymentTest.json';
import fr from './locales/fr/paymentTest.json';

/** `/payment-test`'s texts (the demo pages of this folder have their own namespaces). */
export const PAYMENT_TEST_NS = 'paymentTest';

addTranslations(PAYMENT_TEST_NS, { fr, en });
