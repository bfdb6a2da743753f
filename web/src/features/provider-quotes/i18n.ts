import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { PROVIDER_QUOTES_NS } from './namespace';

export { PROVIDER_QUOTES_NS };

addTranslations(PROVIDER_QUOTES_NS, { fr, en });
