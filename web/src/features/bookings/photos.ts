import { BOOKING_API, BOOKING_LIMITS } from '@marketplace/domain';
import { postPhoto, precheckPhotos as precheck } from '../../shared/forms/photoUpload';
import { bookingErrorOf, type BookingErrorKey } from './errors';

export { PHOTO_ACCEPT } from '../../shared/forms/photoUpload';

/** At most `BOOKING_LIMITS.problemPhotos` photos of `BOOKING_LIMITS.photoBytes` each (see shared/api/photoUpload). */
export const precheckPhotos = (files: readonly File[], kept: number) =>
  precheck(files, kept, { count: BOOKING_LIMITS.problemPhotos, bytes: BOOKING_LIMITS.photoBytes });

export class PhotoUploadError extends Error {
  constructor(readonly key: BookingErrorKey) {
    super(`Photo upload failed: ${key}`);
  }
}

/** Sends one photo (`POST /api/bookings/photos`); resolves with its id. */
export async function uploadPhoto(file: File): Promise<string> {
  try {
    return await postPhoto(BOOKING_API.photos, file);
  } catch (error) {
    throw new PhotoUploadError(bookingErrorOf(error));
  }
}
