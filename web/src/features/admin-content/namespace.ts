/** The feature's i18n namespace (its texts register in `i18n.ts`). */
export const ADMIN_CONTENT_NS = 'adminContent';
