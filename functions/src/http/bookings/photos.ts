import { BOOKING_LIMITS, QUOTE_ERRORS } from '@marketplace/domain';
import type { Request } from 'express';
import { HttpError } from '../../lib/errors';
import { getFileStore, type StoredFile } from '../../lib/storage';
import { readSingleFile } from '../profile/multipart';
import { AVATAR_TYPES, sniffFileType } from '../profile/sniff';
import { newPhotoId, PHOTO_FIELD, reencodePhoto } from '../quotes/photos';

/**
 * Photos of a reported problem (issue 13 §4), handled as a request's job photos are
 * (quotes/photos.ts: sniffed, re-encoded to WebP without metadata). Each lives in its
 * uploader's folder; a report only lists ids found there, and the photo is served from the
 * reporter's folder to the booking's parties and admins.
 */

export const bookingPhotoPath = (uid: string, photoId: string) =>
  `booking-photos/${uid}/${photoId}.webp`;

/** `POST /api/bookings/photos` (field `photo`; app.ts gives it the 5 MB body limit). */
export async function storeBookingPhoto(req: Request, uid: string): Promise<string> {
  const file = await readSingleFile(req, {
    field: PHOTO_FIELD,
    maxBytes: BOOKING_LIMITS.photoBytes,
    maxLabel: '5 MB',
  });
  const type = sniffFileType(file.bytes);
  if (!type || !AVATAR_TYPES.includes(type)) {
    throw new HttpError(
      415,
      QUOTE_ERRORS.invalidFileType,
      'Invalid file type: JPEG, PNG or WebP only',
    );
  }
  const bytes = await reencodePhoto(file.bytes);
  const photoId = newPhotoId();
  await getFileStore().write(bookingPhotoPath(uid, photoId), bytes, 'image/webp');
  return photoId;
}

/** 400 unless every listed photo was uploaded by `uid`. */
export async function requireOwnBookingPhotos(uid: string, photoIds: readonly string[]) {
  const store = getFileStore();
  const found = await Promise.all(photoIds.map((id) => store.read(bookingPhotoPath(uid, id))));
  if (found.some((file) => file === null)) {
    throw new HttpError(400, 'invalid_request', 'A listed photo was not uploaded by you');
  }
}

/** A problem photo, if stored as one of ours (a WebP we wrote). */
export async function readBookingPhoto(uid: string, photoId: string): Promise<StoredFile | null> {
  const file = await getFileStore().read(bookingPhotoPath(uid, photoId));
  return file && file.contentType === 'image/webp' ? file : null;
}
