import { addTranslations } from '../../shared/i18n';
import en from './locales/strip.en.json';
import fr from './locales/strip.fr.json';

/** A namespace of its own: the home page shows the strip without the payment pages' texts. */
export const PAYMENTS_STRIP_NS = 'paymentsStrip';

addTranslations(PAYMENTS_STRIP_NS, { fr, en });
