import { addTranslations } from '../../shared/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';

/**
 * The information pages' namespace. Each page's module adds its own part (`locales/about.fr.json`
 * and so on), so /about loads its 8 KB rather than the 86 KB all five pages' texts weigh in both
 * languages (issue 11); this is what they all show: the legal pages' labels, the contact details.
 */
export const INFO_NS = 'info';

addTranslations(INFO_NS, { fr, en });
