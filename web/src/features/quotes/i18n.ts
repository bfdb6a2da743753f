import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { QUOTES_NS } from './namespace';

export { QUOTES_NS };

addTranslations(QUOTES_NS, { fr, en });
