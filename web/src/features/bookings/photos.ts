import { BOOKING_API, BOOKING_LIMITS } from '@marketplace/domain';
import { apiFetch } from '../../shared/api/http';
import { bookingErrorOf, type BookingErrorKey } from './errors';

/** The api's photo rules (it sniffs the bytes), checked here first to spare the upload. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** For `<input type="file" accept>`. */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

const PHOTO_EXTENSION = /\.(jpe?g|png|webp)$/i;

export type PhotoProblem = Extract<
  BookingErrorKey,
  'fileTooLarge' | 'invalidFileType' | 'tooManyPhotos'
>;

/**
 * Checks chosen files before sending them: with the `kept` photos at most
 * `BOOKING_LIMITS.problemPhotos`, each a JPEG/PNG/WebP image by its declared type (or, when the
 * browser declares none, its extension) of at most `BOOKING_LIMITS.photoBytes`.
 */
export function precheckPhotos(files: readonly File[], kept: number): PhotoProblem | null {
  if (kept + files.length > BOOKING_LIMITS.problemPhotos) return 'tooManyPhotos';
  for (const file of files) {
    const typeOk = file.type
      ? (PHOTO_TYPES as readonly string[]).includes(file.type)
      : PHOTO_EXTENSION.test(file.name);
    if (!typeOk || file.size === 0) return 'invalidFileType';
    if (file.size > BOOKING_LIMITS.photoBytes) return 'fileTooLarge';
  }
  return null;
}

export class PhotoUploadError extends Error {
  constructor(readonly key: BookingErrorKey) {
    super(`Photo upload failed: ${key}`);
  }
}

/** Sends one photo (`POST /api/bookings/photos`, field `photo`); resolves with its id. */
export async function uploadPhoto(file: File): Promise<string> {
  const body = new FormData();
  body.append('photo', file);
  let answer: { photoId?: unknown } | undefined;
  try {
    answer = await apiFetch<{ photoId?: unknown }>(BOOKING_API.photos, { method: 'POST', body });
  } catch (error) {
    throw new PhotoUploadError(bookingErrorOf(error));
  }
  if (typeof answer?.photoId !== 'string' || !answer.photoId) throw new PhotoUploadError('failed');
  return answer.photoId;
}
