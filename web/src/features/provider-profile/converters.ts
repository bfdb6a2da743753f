import { readProvider, readProviderService, readReview } from '@marketplace/domain';
import type { PublicConverter } from '../../shared/firebase/keptDocuments';
import { timestampToDate } from '../../shared/firebase/timestampToDate';
import type { ProviderDetails, ProviderReview, ProviderServiceItem, ReviewReply } from './api';

/**
 * The provider profile's readers of its public documents, without zod (domain
 * `provider-reader.ts`, issue 11). The page only reads.
 */

/** `providers/{id}`: a malformed document is an error, not a half-drawn profile. */
export const providerConverter: PublicConverter<ProviderDetails> = ({ id, data }) => ({
  id,
  ...readProvider(data),
});

/** `providers/{id}/services/{serviceId}` */
export const serviceConverter: PublicConverter<ProviderServiceItem> = ({ id, data }) => ({
  id,
  ...readProviderService(data),
});

/**
 * The provider's reply (`{ text, at }`, written by the api), or null. A malformed one is left
 * out rather than failing the review it answers.
 */
function replyOf(value: unknown): ReviewReply | null {
  if (!value || typeof value !== 'object' || !('text' in value)) return null;
  const text = typeof value.text === 'string' ? value.text.trim() : '';
  if (!text) return null;
  return { text, at: 'at' in value ? timestampToDate(value.at) : null };
}

/** `reviews/{bookingId}`, with its date and id kept as the cursor of the next page. */
export const reviewConverter: PublicConverter<ProviderReview> = ({ id, data }) => {
  const createdAt = timestampToDate(data.createdAt);
  return {
    id,
    ...readReview(data),
    createdAt,
    reply: replyOf(data.reply),
    cursor: { id, createdAt: createdAt?.toISOString() ?? null },
  };
};
