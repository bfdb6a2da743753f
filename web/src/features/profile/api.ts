import type { DocumentReference } from 'firebase/firestore';
import {
  newUserDocument,
  type ProfileFields,
  type UserDocument,
  type UserSettings,
} from '@marketplace/domain';
import { loadFirestore, type FirestoreHandle } from '../../shared/firebase/firestore';
import { useLiveDoc } from '../../shared/firebase/useLiveQuery';

export const userDocumentKey = (uid: string) => `users:${uid}`;

/** `users/{uid}`, validated on read (the converter, and zod with it, loads with the data). */
export async function userDocumentRef(
  { fs, db }: FirestoreHandle,
  uid: string,
): Promise<DocumentReference<UserDocument>> {
  const { userDocumentConverter } = await import('./converters');
  return fs.doc(db, 'users', uid).withConverter(userDocumentConverter);
}

/** The signed-in user's live account document; `uid` null waits without reading. */
export function useUserDocument(uid: string | null) {
  return useLiveDoc(uid && userDocumentKey(uid), (handle) => userDocumentRef(handle, uid ?? ''));
}

/** The public face of a user that their profile fields decide (DESIGN §2 `profiles/{uid}`). */
export function publicProfileOf(fields: ProfileFields) {
  return {
    displayName: `${fields.firstName} ${fields.lastName}`.trim(),
    city: fields.city,
    country: fields.country,
    bio: fields.bio,
  };
}

const isPermissionDenied = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'permission-denied';

/**
 * Saves validated profile fields: `users/{uid}` (those fields + updatedAt) and the public
 * `profiles/{uid}` together, in one batch, so the two never disagree. A public profile that
 * a sign-up failed to write is created (the rules refuse a partial one), so the save still
 * succeeds.
 */
export async function saveProfile(uid: string, fields: ProfileFields): Promise<void> {
  const { fs, db } = await loadFirestore();
  const userRef = fs.doc(db, 'users', uid);
  const profileRef = fs.doc(db, 'profiles', uid);
  const write = async (createProfile: boolean) => {
    const batch = fs.writeBatch(db);
    batch.update(userRef, { ...fields, updatedAt: fs.serverTimestamp() });
    if (createProfile) {
      batch.set(profileRef, { ...publicProfileOf(fields), profileImageUrl: null });
    } else {
      batch.set(profileRef, publicProfileOf(fields), { merge: true });
    }
    await batch.commit();
  };
  try {
    await write(false);
  } catch (error) {
    if (!isPermissionDenied(error) || (await fs.getDoc(profileRef)).exists()) throw error;
    await write(true);
  }
}

/**
 * Creates the account documents a sign-up could not write (a Google account without names
 * signs in without them): the complete `users/{uid}` with these fields, and its public face.
 * `email` must be the signed-in user's, as the rules check.
 */
export async function createAccount(
  uid: string,
  email: string,
  fields: ProfileFields,
): Promise<void> {
  const { fs, db } = await loadFirestore();
  const batch = fs.writeBatch(db);
  batch.set(fs.doc(db, 'users', uid), {
    ...newUserDocument({ firstName: fields.firstName, lastName: fields.lastName, email }),
    ...fields,
    createdAt: fs.serverTimestamp(),
    updatedAt: fs.serverTimestamp(),
  });
  batch.set(fs.doc(db, 'profiles', uid), { ...publicProfileOf(fields), profileImageUrl: null });
  await batch.commit();
}

/** Changes one setting (`users/{uid}.settings.<key>`) without touching the others. */
export async function saveSetting<K extends keyof UserSettings>(
  uid: string,
  key: K,
  value: UserSettings[K],
): Promise<void> {
  const { fs, db } = await loadFirestore();
  await fs.updateDoc(fs.doc(db, 'users', uid), {
    [`settings.${key}`]: value,
    updatedAt: fs.serverTimestamp(),
  });
}
