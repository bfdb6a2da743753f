import { Router, type Request, type Response } from 'express';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { adminDb } from '../../lib/admin';
import { HttpError } from '../../lib/errors';
import { requireSameOrigin } from '../../lib/origin';
import { requireSession, type Session } from '../../lib/session';
import { getFileStore } from '../../lib/storage';
import { readSingleFile } from './multipart';
import { reencodeAvatar } from './reencode';
import { AVATAR_TYPES, sniffFileType } from './sniff';

/** Avatars: one JPEG, PNG or WebP image of at most 2 MB (the web checks the same first). */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
export const AVATAR_FIELD = 'avatar';

/** Firebase uids (generated: 28 alphanumerics; seeded: `demo-customer`). */
const UID = /^[A-Za-z0-9_-]{1,128}$/;
/** What `reencodeAvatar` names a version: 20 hex digits of the image's hash. */
const VERSION = /^[0-9a-f]{20}$/;

/** Every version of a user's avatar lives in this folder, one object each. */
export const avatarFolder = (uid: string) => `avatars/${uid}`;
export const avatarPath = (uid: string, version: string) => `${avatarFolder(uid)}/${version}.webp`;
/** Where uploads were stored before versions (one object, the original bytes). */
const legacyAvatarPath = (uid: string) => `avatars/${uid}`;

/** The served URL: a version never changes, so whoever may see it may cache it. */
export const avatarUrl = (uid: string, version: string) => `/api/profile/avatar/${uid}/${version}`;

/** The version a stored `profileImageUrl` of `uid` points at, if it is one of ours. */
export function avatarVersionOf(uid: string, url: unknown): string | null {
  const prefix = avatarUrl(uid, '');
  if (typeof url !== 'string' || !url.startsWith(prefix)) return null;
  const version = url.slice(prefix.length);
  return VERSION.test(version) ? version : null;
}

/** Public avatars stay in shared caches for a day: a switch to private shows within that. */
const PUBLIC_CACHE = 'public, max-age=86400, immutable';
const PRIVATE_CACHE = 'private, max-age=86400, immutable';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Points `users/{uid}` and `profiles/{uid}` at `profileImageUrl` (null: no photo). */
function setProfileImage(
  transaction: Transaction,
  refs: { user: DocumentReference; profile: DocumentReference },
  account: Record<string, unknown>,
  profileExists: boolean,
  profileImageUrl: string | null,
) {
  transaction.update(refs.user, { profileImageUrl, updatedAt: FieldValue.serverTimestamp() });
  if (profileExists) {
    transaction.update(refs.profile, { profileImageUrl });
    return;
  }
  // A public profile is created with the account; rebuild a missing one from it.
  const displayName = [text(account.firstName), text(account.lastName)].filter(Boolean).join(' ');
  if (displayName && profileImageUrl) {
    transaction.set(refs.profile, {
      displayName,
      profileImageUrl,
      city: text(account.city),
      country: text(account.country),
      bio: text(account.bio),
    });
  }
}

function accountRefs(uid: string) {
  const db = adminDb();
  return { db, user: db.doc(`users/${uid}`), profile: db.doc(`profiles/${uid}`) };
}

export const profileRouter = Router();

/**
 * `POST /api/profile/avatar`, multipart with one file in `avatar`. Re-encodes the image (see
 * `reencodeAvatar`), stores it as a new version, points `users/{uid}` and `profiles/{uid}` at
 * it and deletes the version it replaces. Answers `{ profileImageUrl }`. A retry stores the
 * same version again and changes nothing.
 */
profileRouter.post('/avatar', requireSameOrigin, async (req, res) => {
  res.set('Cache-Control', 'private, no-store');
  const { uid } = await requireSession(req);
  if (!UID.test(uid)) throw new HttpError(400, 'invalid_request', 'Unsupported account id');

  const file = await readSingleFile(req, {
    field: AVATAR_FIELD,
    maxBytes: MAX_AVATAR_BYTES,
    maxLabel: '2 MB',
  });
  const type = sniffFileType(file.bytes);
  if (!type || !AVATAR_TYPES.includes(type)) {
    throw new HttpError(415, 'invalid_file_type', 'Invalid file type: JPEG, PNG or WebP only');
  }
  const { db, ...refs } = accountRefs(uid);
  const noAccount = () =>
    new HttpError(404, 'user_not_found', 'Complete your account before adding a photo');
  if (!(await refs.user.get()).exists) throw noAccount();
  const avatar = await reencodeAvatar(file.bytes);

  const store = getFileStore();
  // The original bytes of the unversioned scheme still carry their metadata: gone for good.
  await store.delete(legacyAvatarPath(uid));
  await store.write(avatarPath(uid, avatar.version), avatar.bytes, avatar.contentType);
  const profileImageUrl = avatarUrl(uid, avatar.version);
  // In a transaction, so that of two uploads at once each deletes what it really replaced.
  const outcome = await db.runTransaction(async (transaction) => {
    const [user, profile] = await Promise.all([
      transaction.get(refs.user),
      transaction.get(refs.profile),
    ]);
    if (!user.exists) return { exists: false, replaced: null };
    setProfileImage(transaction, refs, user.data() ?? {}, profile.exists, profileImageUrl);
    return { exists: true, replaced: avatarVersionOf(uid, user.get('profileImageUrl')) };
  });
  if (!outcome.exists) {
    // The account went away meanwhile (deleted): keep nothing of the photo.
    await store.deleteFolder(avatarFolder(uid));
    throw noAccount();
  }
  const { replaced } = outcome;
  if (replaced && replaced !== avatar.version) await store.delete(avatarPath(uid, replaced));
  res.json({ profileImageUrl });
});

/**
 * `DELETE /api/profile/avatar`: removes every stored version of the signed-in user's photo
 * and clears `profileImageUrl` on `users/{uid}` and `profiles/{uid}`. Idempotent.
 */
profileRouter.delete('/avatar', requireSameOrigin, async (req, res) => {
  res.set('Cache-Control', 'private, no-store');
  const { uid } = await requireSession(req);
  if (!UID.test(uid)) throw new HttpError(400, 'invalid_request', 'Unsupported account id');
  const { db, ...refs } = accountRefs(uid);
  // The documents first: from then on no page asks for the files.
  await db.runTransaction(async (transaction) => {
    const [user, profile] = await Promise.all([
      transaction.get(refs.user),
      transaction.get(refs.profile),
    ]);
    if (user.exists) setProfileImage(transaction, refs, {}, profile.exists, null);
  });
  const store = getFileStore();
  await Promise.all([store.deleteFolder(avatarFolder(uid)), store.delete(legacyAvatarPath(uid))]);
  res.json({ profileImageUrl: null });
});

/** The signed-in viewer, or null for a visitor (any other failure, e.g. a 503, stands). */
async function viewerOf(req: Request): Promise<Session | null> {
  try {
    return await requireSession(req);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Whether `viewer` may see `uid`'s photo, as `profiles/{uid}` may be read (firestore.rules):
 * public → anyone; contacts → the owner, admins and their contacts; private → owner, admins.
 */
async function mayView(uid: string, visibility: unknown, req: Request): Promise<boolean> {
  if (visibility === 'public') return true;
  const viewer = await viewerOf(req);
  if (!viewer) return false;
  if (viewer.uid === uid || viewer.claims.admin === true) return true;
  if (visibility !== 'contacts') return false;
  return (await adminDb().doc(`profiles/${uid}/contacts/${viewer.uid}`).get()).exists;
}

const notFound = (res: Response) => {
  // Never cached: the photo may appear (upload) or become visible (a new contact).
  res.set('Cache-Control', 'private, no-store');
  return new HttpError(404, 'not_found', 'No photo for this user');
};

/**
 * `GET /api/profile/avatar/:uid/:version`: the current version of a user's photo, to whoever
 * may see their profile. Anything else is the same 404 (an old or unknown version, no photo,
 * or a photo this viewer may not see), so that nobody learns a hidden photo exists.
 */
profileRouter.get('/avatar/:uid/:version', async (req, res) => {
  const { uid, version } = req.params;
  if (!UID.test(uid) || !VERSION.test(version)) throw notFound(res);
  const account = await adminDb().doc(`users/${uid}`).get();
  if (avatarVersionOf(uid, account.get('profileImageUrl')) !== version) throw notFound(res);
  // No account setting is private, as in the rules.
  const visibility: unknown = account.get('settings.profileVisibility') ?? 'private';
  if (!(await mayView(uid, visibility, req))) throw notFound(res);
  const file = await getFileStore().read(avatarPath(uid, version));
  if (!file || !AVATAR_TYPES.some((type) => type === file.contentType)) throw notFound(res);
  res.set({
    'Content-Type': file.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
  });
  if (visibility === 'public') {
    res.set('Cache-Control', PUBLIC_CACHE);
  } else {
    // Per viewer: a browser shared after a logout asks again rather than reuse it.
    res.set({ 'Cache-Control': PRIVATE_CACHE, Vary: 'Cookie' });
  }
  res.send(file.bytes);
});
