import { readProvider } from '@marketplace/domain';
import type { PublicConverter } from '../../shared/firebase/keptDocuments';
import type { ProviderWithId } from './api';

/**
 * A provider card's document, read without zod (`readProvider`, issue 11); fields the UI does
 * not use are dropped. A malformed document is left out of the list.
 */
export const readProviderCard: PublicConverter<ProviderWithId> = ({ id, data }) => ({
  id,
  ...readProvider(data),
});
