import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from '../../lib/admin';
import { HttpError } from '../../lib/errors';
import { requireSameOrigin } from '../../lib/origin';
import { requireSession } from '../../lib/session';
import { getFileStore } from '../../lib/storage';
import { readSingleFile } from './multipart';
import { AVATAR_TYPES, sniffFileType } from './sniff';

/** Avatars: one JPEG, PNG or WebP image of at most 2 MB (the web checks the same first). */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
export const AVATAR_FIELD = 'avatar';

/** Firebase uids (generated: 28 alphanumerics; seeded: `demo-customer`). */
const UID = /^[A-Za-z0-9_-]{1,128}$/;

export const avatarPath = (uid: string) => `avatars/${uid}`;

/** The served URL; `v` changes with every upload, so the image itself can be cached forever. */
export const avatarUrl = (uid: string, version: number) =>
  `/api/profile/avatar/${uid}?v=${version}`;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const profileRouter = Router();

/**
 * `POST /api/profile/avatar`, multipart with one file in `avatar`. Replaces the signed-in
 * user's avatar (same path, so a retry is harmless) and points `users/{uid}` and
 * `profiles/{uid}` at it. Answers `{ profileImageUrl }`.
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

  const db = adminDb();
  const userRef = db.doc(`users/${uid}`);
  const profileRef = db.doc(`profiles/${uid}`);
  const [user, profile] = await Promise.all([userRef.get(), profileRef.get()]);
  if (!user.exists) {
    throw new HttpError(404, 'user_not_found', 'Complete your account before adding a photo');
  }

  await getFileStore().write(avatarPath(uid), file.bytes, type);
  const profileImageUrl = avatarUrl(uid, Date.now());
  const batch = db.batch();
  batch.update(userRef, { profileImageUrl, updatedAt: FieldValue.serverTimestamp() });
  if (profile.exists) {
    batch.update(profileRef, { profileImageUrl });
  } else {
    // A public profile is created with the account; rebuild a missing one from it.
    const account = user.data() ?? {};
    const displayName = [text(account.firstName), text(account.lastName)].filter(Boolean).join(' ');
    if (displayName) {
      batch.set(profileRef, {
        displayName,
        profileImageUrl,
        city: text(account.city),
        country: text(account.country),
        bio: text(account.bio),
      });
    }
  }
  await batch.commit();
  res.json({ profileImageUrl });
});

/** `GET /api/profile/avatar/:uid`: the stored image, cacheable for good (see `avatarUrl`). */
profileRouter.get('/avatar/:uid', async (req, res) => {
  const { uid } = req.params;
  const file = UID.test(uid) ? await getFileStore().read(avatarPath(uid)) : null;
  if (!file || !AVATAR_TYPES.some((type) => type === file.contentType)) {
    res.set('Cache-Control', 'no-cache');
    throw new HttpError(404, 'not_found', 'No photo for this user');
  }
  res.set({
    'Content-Type': file.contentType,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
  });
  res.send(file.bytes);
});
