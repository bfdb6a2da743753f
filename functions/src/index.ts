import { onRequest } from 'firebase-functions/v2/https';
import { createApiApp } from './http/app';
import { servePage } from './pages/servePage';

/**
 * Limits of the `api` function, and where each is enforced (README "Security: the api
 * function and triggers"):
 * - request size: Cloud Run refuses requests over 32 MiB before our code; the Functions
 *   runtime then reads and parses the whole body itself (its own limit is higher), so our
 *   bound is `limitBody` in the app (100 KB, 3 MiB for an avatar upload; 5 MB and its form
 *   for a job photo, `limitPhotoBody`) plus busboy's per-file limit; express.json's limit
 *   only applies where the runtime has not parsed (in-process).
 * - memory 1 GiB for 20 concurrent requests: even 20 bodies of 32 MiB buffered by the
 *   runtime (640 MiB) and sharp re-encoding an avatar or a job photo (one at a time) fit.
 * - timeoutSeconds 30: every route is a few Firestore/Auth calls; a stuck one ends there.
 * - maxInstances 10: a flood costs at most 10 instances; beyond that callers get 429s.
 */
export const api = onRequest(
  {
    region: 'us-central1',
    memory: '1GiB',
    cpu: 1,
    concurrency: 20,
    timeoutSeconds: 30,
    maxInstances: 10,
  },
  createApiApp(),
);
/**
 * The home, results and provider pages drawn with their data (pages/servePage.ts), behind
 * Hosting's rewrites of /, /services, /services/*, /providers/* and their English paths. Drawing a page
 * takes a few Firestore reads and one render: 20 at a time per instance.
 */
export const pages = onRequest(
  {
    region: 'us-central1',
    memory: '512MiB',
    cpu: 1,
    concurrency: 20,
    timeoutSeconds: 10,
    maxInstances: 10,
  },
  servePage,
);

export { accountCleanupOnUserDeleted } from './triggers/accountCleanup';
export { quoteDeadlineOnTask, quoteExpirySweep } from './jobs/deadlines';
export { bookingAutoCompleteOnTask, bookingAutoCompleteSweep } from './jobs/bookingAutoComplete';
export {
  searchTokensOnCategoryReindexJob,
  searchTokensOnCategoryWritten,
  searchTokensOnProviderWritten,
  searchTokensOnServiceWritten,
} from './triggers/searchTokens';
export { unreadOnConversationWritten, unreadOnNotificationWritten } from './triggers/unread';
export { notificationsOnContractWritten } from './triggers/marketplaceNotifications';
export { notificationTimerOnTask, notificationTimerSweep } from './jobs/notificationTimers';
export { paymentNotificationsOnPaymentCodeWritten } from './triggers/paymentNotifications';
export { sandboxWebhookOnTask } from './jobs/sandboxWebhooks';
export { paymentReconcileOnTask, paymentReconcileSweep } from './jobs/paymentReconcile';
export { dailyStatsOnQuoteCreated } from './triggers/dailyStats';
export {
  bookingWritten,
  messageWritten,
  paymentWritten,
  quoteResponseWritten,
  reviewWritten,
  userWritten,
} from './triggers/documentFunctions';
export {
  verificationLapseOnTask,
  verificationLapseSweep,
  verificationOnRequestWritten,
} from './jobs/verificationLapse';
