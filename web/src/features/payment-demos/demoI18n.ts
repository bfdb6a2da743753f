import { addTranslations } from '../../shared/i18n';
import en from './locales/en/paymentDemo.json';
import fr from './locales/fr/paymentDemo.json';

/** The texts of `/payment-demo` (`demo.*`) and `/anka-demo` (`anka.*`). */
export const PAYMENT_DEMO_NS = 'paymentDemo';

addTranslations(PAYMENT_DEMO_NS, { fr, en });
