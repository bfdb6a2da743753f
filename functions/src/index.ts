import { onRequest } from 'firebase-functions/v2/https';
import { createApiApp } from './http/app';

export const api = onRequest({ region: 'us-central1' }, createApiApp());
export { accountCleanupOnUserDeleted } from './triggers/accountCleanup';
export {
  contactsOnBookingCreated,
  contactsOnConversationCreated,
  contactsOnQuoteCreated,
  contactsOnQuoteResponseCreated,
} from './triggers/contacts';
export {
  searchTokensOnCategoryWritten,
  searchTokensOnProviderWritten,
  searchTokensOnServiceWritten,
} from './triggers/searchTokens';
