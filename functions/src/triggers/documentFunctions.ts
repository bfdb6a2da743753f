import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { bookingAutoCompleteOnWritten } from '../jobs/bookingAutoComplete';
import { paymentReconcileOnWritten } from '../jobs/paymentReconcile';
import { accountNotificationsOnUserWritten } from './accountNotifications';
import {
  contactsOnBookingWritten,
  contactsOnMessageWritten,
  contactsOnQuoteResponseWritten,
} from './contacts';
import {
  dailyStatsOnBookingWritten,
  dailyStatsOnPaymentWritten,
  dailyStatsOnQuoteResponseWritten,
  dailyStatsOnUserWritten,
} from './dailyStats';
import { everyHandler, RETRIED_TRIGGER } from './documentWrites';
import {
  notificationsOnBookingWritten,
  notificationsOnQuoteResponseWritten,
} from './marketplaceNotifications';
import { paymentNotificationsOnPaymentWritten } from './paymentNotifications';
import {
  providerStatsOnBookingWritten,
  providerStatsOnPaymentWritten,
  providerStatsOnQuoteResponseWritten,
  providerStatsOnReviewWritten,
} from './providerStats';
import { ratingsOnReviewWritten } from './ratings';
import { reviewAuthorsOnUserWritten } from './reviewAuthors';
import { unreadOnMessageWritten } from './unread';

/**
 * One Cloud Function per document whose writes set off several jobs, running them all: a
 * function per job started five instances (each with its cold start) and five invocations for
 * every booking written. Failed runs are delivered again (`retry: true`), which every job
 * allows (documentWrites.ts); the timeout is the longest job's.
 */
export const bookingWritten = onDocumentWritten(
  { ...RETRIED_TRIGGER, timeoutSeconds: 60, document: 'bookings/{bookingId}' },
  everyHandler(
    bookingAutoCompleteOnWritten,
    contactsOnBookingWritten,
    dailyStatsOnBookingWritten,
    notificationsOnBookingWritten,
    providerStatsOnBookingWritten,
  ),
);

export const quoteResponseWritten = onDocumentWritten(
  { ...RETRIED_TRIGGER, timeoutSeconds: 60, document: 'quotes/{quoteId}/responses/{providerId}' },
  everyHandler(
    contactsOnQuoteResponseWritten,
    dailyStatsOnQuoteResponseWritten,
    notificationsOnQuoteResponseWritten,
    providerStatsOnQuoteResponseWritten,
  ),
);

export const paymentWritten = onDocumentWritten(
  { ...RETRIED_TRIGGER, timeoutSeconds: 60, document: 'payments/{paymentId}' },
  everyHandler(
    dailyStatsOnPaymentWritten,
    paymentNotificationsOnPaymentWritten,
    paymentReconcileOnWritten,
    providerStatsOnPaymentWritten,
  ),
);

export const reviewWritten = onDocumentWritten(
  { ...RETRIED_TRIGGER, timeoutSeconds: 60, document: 'reviews/{reviewId}' },
  everyHandler(providerStatsOnReviewWritten, ratingsOnReviewWritten),
);

/** Renaming reviews' authors pages through every review of the user: up to 5 minutes. */
export const userWritten = onDocumentWritten(
  { ...RETRIED_TRIGGER, timeoutSeconds: 300, document: 'users/{uid}' },
  everyHandler(
    accountNotificationsOnUserWritten,
    dailyStatsOnUserWritten,
    reviewAuthorsOnUserWritten,
  ),
);

export const messageWritten = onDocumentWritten(
  {
    ...RETRIED_TRIGGER,
    timeoutSeconds: 30,
    document: 'conversations/{conversationId}/messages/{messageId}',
  },
  everyHandler(contactsOnMessageWritten, unreadOnMessageWritten),
);
