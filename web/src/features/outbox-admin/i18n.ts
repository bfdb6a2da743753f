import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { OUTBOX_ADMIN_NS } from './namespace';

export { OUTBOX_ADMIN_NS };

addTranslations(OUTBOX_ADMIN_NS, { fr, en });
