import type { NotificationParams } from '@marketplace/domain';
import { isDeepStrictEqual } from 'node:util';
import { adminDb } from '../lib/admin';
import { notify } from '../lib/notify';
import { isUpdate, type WriteHandler } from './documentWrites';

/**
 * "Account updated" (issue 14): the user hears of changes to their account's details or
 * settings, so that an edit they did not make does not go unnoticed. Other fields of
 * `users/{uid}` (the interface `language`, `updatedAt`, roles, anything a function maintains)
 * say nothing about the account's owner and notify nobody.
 */
type AccountGroup = NotificationParams['account_updated']['changes'][number];

export const ACCOUNT_GROUP_FIELDS: Record<AccountGroup, readonly string[]> = {
  profile: [
    'firstName',
    'lastName',
    'dateOfBirth',
    'gender',
    'bio',
    'website',
    'socialMedia',
    'profileImageUrl',
  ],
  contact: ['email', 'phone', 'address', 'city', 'country'],
  settings: ['settings'],
};

type Data = Record<string, unknown> | undefined;

/** The groups with at least one field changed between two versions of `users/{uid}`. */
export function changedAccountGroups(before: Data, after: Data): AccountGroup[] {
  if (!before || !after) return [];
  return (Object.keys(ACCOUNT_GROUP_FIELDS) as AccountGroup[]).filter((group) =>
    ACCOUNT_GROUP_FIELDS[group].some(
      (field) => !isDeepStrictEqual(before[field] ?? null, after[field] ?? null),
    ),
  );
}

const WINDOW_MS = 10 * 60 * 1000;

/**
 * One notification per 10 minutes of edits: a profile saved field by field, or a settings
 * page toggled five times, is one event for the user. A redelivered event has the same time,
 * hence the same id.
 */
export const accountNotificationId = (uid: string, at: Date) =>
  `account_updated-${uid}-${Math.floor(at.getTime() / WINDOW_MS)}`;

/** Safe to run again: notify writes an item once per id. */
export const accountNotificationsOnUserWritten: WriteHandler<{ uid: string }> = async (event) => {
  if (!isUpdate(event)) return;
  const changes = changedAccountGroups(event.data?.before.data(), event.data?.after.data());
  if (changes.length === 0) return;
  const { uid } = event.params;
  const at = new Date(event.time);
  await notify(adminDb(), {
    uid,
    kind: 'account_updated',
    id: accountNotificationId(uid, at),
    params: { changes },
    at,
  });
};
