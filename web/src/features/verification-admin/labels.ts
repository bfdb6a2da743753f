import type { TFunction } from 'i18next';
import type { RejectionReason } from '@marketplace/domain';

/** A rejection's reason as the admin reads it: the free text for `other`, else its label. */
export const reasonLabel = (t: TFunction, reason: RejectionReason, text: string | null) =>
  reason === 'other' && text ? text : t(`reasons.${reason}`);
