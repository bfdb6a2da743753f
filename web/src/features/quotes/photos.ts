import { QUOTE_API, QUOTE_LIMITS } from '@marketplace/domain';
import { postPhoto, precheckPhotos as precheck } from '../../shared/forms/photoUpload';
import { quoteErrorOf, type QuoteErrorKey } from './errors';

export { PHOTO_ACCEPT } from '../../shared/forms/photoUpload';

/** At most `QUOTE_LIMITS.photos` photos of `QUOTE_LIMITS.photoBytes` each (see shared/api/photoUpload). */
export const precheckPhotos = (files: readonly File[], kept: number) =>
  precheck(files, kept, { count: QUOTE_LIMITS.photos, bytes: QUOTE_LIMITS.photoBytes });

export class PhotoUploadError extends Error {
  constructor(readonly key: QuoteErrorKey) {
    super(`Photo upload failed: ${key}`);
  }
}

/** Sends one photo (`POST /api/quotes/photos`); resolves with its id. */
export async function uploadPhoto(file: File): Promise<string> {
  try {
    return await postPhoto(QUOTE_API.photos, file);
  } catch (error) {
    throw new PhotoUploadError(quoteErrorOf(error));
  }
}
