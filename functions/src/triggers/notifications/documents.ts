import type { NotificationKind, NotificationParams } from '@marketplace/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { NotifyRequest } from '../../lib/notify';
import { TASK_ID_PATTERN } from '../../jobs/taskTimer';
import { isUid } from '../contacts';

/**
 * Readers of the documents that notifications are made from (bookings, quote responses,
 * contracts), as the triggers and timers receive them: untyped data. Every reader answers null
 * on a missing or malformed field, and a notification lacking one is not sent (the api and the
 * seed always write them; a hand-made document must not crash a retried trigger forever).
 */

export type Data = Record<string, unknown>;
type Title = { fr: string; en?: string };

export const text = (data: Data | undefined, key: string): string | null => {
  const value = data?.[key];
  return typeof value === 'string' ? value : null;
};

export const amount = (data: Data | undefined, key: string): number | null => {
  const value = data?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** An instant stored as a Firestore Timestamp, in epoch milliseconds. */
export const millis = (data: Data | undefined, key: string): number | null => {
  const value = data?.[key];
  return value instanceof Timestamp ? value.toMillis() : null;
};

/** A uid to notify (a path segment: see contacts.ts `isUid`). */
export const uidOf = (data: Data | undefined, key: string): string | null => {
  const value = data?.[key];
  return isUid(value) ? value : null;
};

/** A service title as bookings, responses and contracts store it: `{fr, en?}`. */
export function titleOf(value: unknown): Title | null {
  if (typeof value !== 'object' || value === null) return null;
  const { fr, en } = value as { fr?: unknown; en?: unknown };
  if (typeof fr !== 'string') return null;
  return typeof en === 'string' ? { fr, en } : { fr };
}

/**
 * A notification's id from its event, `kind-part-part…` (notify's contract: letters, digits,
 * `_` and `-`); null when a part holds anything else.
 */
export function notificationId(kind: NotificationKind, ...parts: (string | number)[]) {
  const valid = parts.every((part) =>
    typeof part === 'number' ? Number.isSafeInteger(part) : TASK_ID_PATTERN.test(part),
  );
  return valid ? [kind, ...parts].join('-') : null;
}

/** A request for `notify`, typed by kind; null when the id could not be made. */
export function notifyRequest<K extends NotificationKind>(
  kind: K,
  fields: { uid: string; id: string | null; params: NotificationParams[K]; at: Date },
): NotifyRequest | null {
  if (fields.id === null) return null;
  return { kind, uid: fields.uid, id: fields.id, params: fields.params, at: fields.at };
}

/** What a booking confirmation and a service reminder say: the service, who, when. */
export function bookingSlotParams(
  bookingId: string,
  booking: Data | undefined,
): NotificationParams['booking_confirmation'] | null {
  const serviceTitle = titleOf(booking?.serviceTitle);
  const providerName = text(booking, 'providerName');
  const day = text(booking, 'day');
  const time = text(booking, 'time');
  const timeZone = text(booking, 'timeZone');
  if (!serviceTitle || providerName === null || !day || !time || !timeZone) return null;
  return { bookingId, serviceTitle, providerName, day, time, timeZone };
}
