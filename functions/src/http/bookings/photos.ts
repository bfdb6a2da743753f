import { BOOKING_LIMITS } from '@marketplace/domain';
import type { Request } from 'express';
import { getFileStore, type StoredFile } from '../../lib/storage';
import { requireStoredPhotos, storePhotoUpload } from '../quotes/photos';

/**
 * Photos of a reported problem (issue 13 §4), handled as a request's job photos are
 * (quotes/photos.ts: sniffed, re-encoded to WebP without metadata). Each lives in its
 * uploader's folder; a report only lists ids found there, and the photo is served from the
 * reporter's folder to the booking's parties and admins.
 */

export const bookingPhotoPath = (uid: string, photoId: string) =>
  `booking-photos/${uid}/${photoId}.webp`;

/** `POST /api/bookings/photos` (field `photo`; app.ts gives it the 5 MB body limit). */
export const storeBookingPhoto = (req: Request, uid: string) =>
  storePhotoUpload(req, (photoId) => bookingPhotoPath(uid, photoId), BOOKING_LIMITS.photoBytes);

/** 400 unless every listed photo was uploaded by `uid`. */
export const requireOwnBookingPhotos = (uid: string, photoIds: readonly string[]) =>
  requireStoredPhotos(photoIds.map((photoId) => bookingPhotoPath(uid, photoId)));

/** A problem photo, if stored as one of ours (a WebP we wrote). */
export async function readBookingPhoto(uid: string, photoId: string): Promise<StoredFile | null> {
  const file = await getFileStore().read(bookingPhotoPath(uid, photoId));
  return file && file.contentType === 'image/webp' ? file : null;
}
