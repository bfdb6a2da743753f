// Notifications (issue 14, spec §3 "Notification kinds", DESIGN §3): the 11 kinds, what each
// carries, the documents of the feed and of the email/SMS outboxes. zod-free.
import type { Language } from './i18n';
import type { RejectionReason, VerificationKind } from './verification-constants';

/** The spec's 11 kinds, in its order. */
export const NOTIFICATION_KINDS = [
  'booking_confirmation',
  'payment_confirmation',
  'verification_code',
  'quote_request',
  'new_message',
  'provider_response',
  'service_reminder',
  'payment_due',
  'account_updated',
  'service_completed',
  'review_request',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A service's title as stored on bookings and contracts. */
type Title = { fr: string; en?: string };

/**
 * What each kind carries: enough to write its text in either language and to link to what it
 * is about. Instants are epoch milliseconds; `day`/`time` are the provider's wall clock in
 * `timeZone` (as on bookings).
 */
export interface NotificationParams {
  /** To the customer, when the provider confirms a booking. */
  booking_confirmation: {
    bookingId: string;
    serviceTitle: Title;
    providerName: string;
    day: string;
    time: string;
    timeZone: string;
  };
  /** To the payer, when a payment succeeds (`payments/{id}` → `success`). */
  payment_confirmation: {
    paymentId: string;
    bookingId: string | null;
    amountFCFA: number;
    method: string;
  };
  /** To the payer, when a payment attempt waits for a one-time code (`awaiting_customer`). */
  verification_code: {
    paymentId: string;
    code: string;
    expiresAtMs: number;
  };
  /** To each provider a quote request is sent to. */
  quote_request: {
    quoteId: string;
    /** The category slug (the text names the service, else the category, in the recipient's language). */
    category: string;
    serviceTitle: Title | null;
    city: string;
    customerName: string;
  };
  /** To the other participant, once per run of unread messages in a conversation. */
  new_message: {
    conversationId: string;
    senderName: string;
    excerpt: string;
  };
  /** To the customer, when a provider sends (or revises) a quote. */
  provider_response: {
    quoteId: string;
    providerId: string;
    providerName: string;
    totalFCFA: number;
  };
  /** To the customer, 24 h before a confirmed booking, if `reservationReminders`. */
  service_reminder: {
    bookingId: string;
    serviceTitle: Title;
    providerName: string;
    day: string;
    time: string;
    timeZone: string;
  };
  /** To the customer, when an active contract's payment falls due (its start date). */
  payment_due: {
    contractId: string;
    serviceTitle: Title | null;
    providerName: string;
    totalFCFA: number;
    dueDay: string;
  };
  /** To the user, when their account's details or settings change. */
  account_updated: {
    /** Which groups changed. */
    changes: ('profile' | 'contact' | 'settings')[];
    /** A provider's verification document moved (issue 16); `changes` is then empty. */
    verification?: AccountVerificationChange;
  };
  /** To each party who did not complete it themselves, when a booking completes. */
  service_completed: {
    bookingId: string;
    serviceTitle: Title;
    /** The other party's name. */
    counterpartName: string;
    completedBy: 'provider' | 'timer' | 'admin';
    /** Which party receives it (the link differs). */
    recipient: 'customer' | 'provider';
  };
  /** To the customer, `NOTIFICATION_TIMING.reviewRequestHours` after completion, if not reviewed. */
  review_request: {
    bookingId: string;
    serviceTitle: Title;
    providerName: string;
  };
}

/**
 * What happened to one verification document: an admin approved or rejected it, it lapses
 * within VERIFICATION_LIMITS.reminderDaysBefore days (`reminder`), or it lapsed (`expired`).
 */
export interface AccountVerificationChange {
  providerId: string;
  kind: VerificationKind;
  event: 'approved' | 'rejected' | 'reminder' | 'expired';
  /** A rejection's reason, and its free text (for `other`). */
  reason: RejectionReason | null;
  reasonText: string | null;
  /** The day it lapses (approved, reminder) or lapsed (expired), else null. */
  validUntil: string | null;
}

export const NOTIFICATION_TIMING = {
  /** A service reminder is due this long before a confirmed booking starts. */
  reminderHoursBefore: 24,
  /** A review request is due this long after a booking completes (none once reviewed). */
  reviewRequestHours: 2,
  /** A payment due notice goes out at this hour of the contract's start day (provider's zone). */
  paymentDueHour: 8,
  /** The feed pages by this many items; the toasts consider this many newest. */
  pageSize: 20,
} as const;

/** Kinds sent as web push too (when a VAPID key is configured and the user allowed it). */
export const PUSH_KINDS = [
  'new_message',
  'booking_confirmation',
  'service_reminder',
  'service_completed',
] as const satisfies readonly NotificationKind[];

/**
 * Marketing kinds: mailed only to users with `marketingEmails` true. None of the 11 is
 * marketing; the outbox writer still checks this list, so a future campaign cannot mail
 * someone who said no.
 */
export const MARKETING_KINDS: readonly NotificationKind[] = [];

/**
 * `notifications/{uid}/items/{id}`. Written by functions only; its owner may flip `read` (and
 * nothing else). `title`/`body` are written in the recipient's language (`lang`: their saved
 * `users/{uid}.language`, else French), amounts in FCFA and dates in that language. `link` is
 * a French app path (the web adds `/en`). The id is made from the event (kind, source and
 * instant), so a replayed event writes the same item.
 */
export interface NotificationDocument<
  Time = unknown,
  K extends NotificationKind = NotificationKind,
> {
  kind: K;
  params: NotificationParams[K];
  lang: Language;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: Time;
}

/**
 * `mail/{id}` in the format of Firebase's "Trigger Email from Firestore" extension, which sends
 * it unchanged once installed (README). Its id is `{uid}-{item id}` of the notification item it
 * mirrors, so it is written once. `uid`/`kind`/`createdAt` are ours (the extension ignores them; the admin outbox
 * page lists by `createdAt`).
 */
export interface MailDocument<Time = unknown> {
  to: string;
  message: { subject: string; text: string; html: string };
  uid: string;
  kind: NotificationKind;
  createdAt: Time;
}

/** `sms/{id}`: for an SMS gateway (e.g. Africa's Talking) to send; same spirit as `mail`. */
export interface SmsDocument<Time = unknown> {
  to: string;
  body: string;
  uid: string;
  kind: NotificationKind;
  createdAt: Time;
}

/**
 * `users/{uid}/pushTokens/{token}`: an FCM registration token of one of the user's browsers,
 * written by its owner when they allow notifications (only with a VAPID key configured).
 */
export interface PushTokenDocument<Time = unknown> {
  createdAt: Time;
}

/** The api's paths. */
export const NOTIFICATION_API = {
  /** POST: marks every unread item of the caller read → 200 `{updated}`. */
  readAll: '/api/notifications/read-all',
} as const;

/** The outboxes' collections. */
export const OUTBOX_COLLECTIONS = { mail: 'mail', sms: 'sms' } as const;
