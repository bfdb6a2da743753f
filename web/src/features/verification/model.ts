import type { VerificationView } from '@marketplace/domain';

/** One kind's document as the api shows it to its owner. */
export type ViewDocument = VerificationView['documents'][number];
export type ViewFile = ViewDocument['files'][number];
