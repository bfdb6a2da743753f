import { QUOTE_API, QUOTE_LIMITS } from '@marketplace/domain';
import { apiFetch } from '../../shared/api/http';
import { quoteErrorOf, type QuoteErrorKey } from './errors';

/** The api's photo rules (it sniffs the bytes), checked here first to spare the upload. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** For `<input type="file" accept>`. */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

const PHOTO_EXTENSION = /\.(jpe?g|png|webp)$/i;

export type PhotoProblem = Extract<
  QuoteErrorKey,
  'fileTooLarge' | 'invalidFileType' | 'tooManyPhotos'
>;

/**
 * Checks chosen files before sending them: together with the `kept` photos at most
 * `QUOTE_LIMITS.photos`, each a JPEG/PNG/WebP image by its declared type (or, when the browser
 * declares none, its extension) of at most `QUOTE_LIMITS.photoBytes`.
 */
export function precheckPhotos(files: readonly File[], kept: number): PhotoProblem | null {
  if (kept + files.length > QUOTE_LIMITS.photos) return 'tooManyPhotos';
  for (const file of files) {
    const typeOk = file.type
      ? (PHOTO_TYPES as readonly string[]).includes(file.type)
      : PHOTO_EXTENSION.test(file.name);
    if (!typeOk || file.size === 0) return 'invalidFileType';
    if (file.size > QUOTE_LIMITS.photoBytes) return 'fileTooLarge';
  }
  return null;
}

export class PhotoUploadError extends Error {
  constructor(readonly key: QuoteErrorKey) {
    super(`Photo upload failed: ${key}`);
  }
}

/** Sends one photo (`POST /api/quotes/photos`, field `photo`); resolves with its id. */
export async function uploadPhoto(file: File): Promise<string> {
  const body = new FormData();
  body.append('photo', file);
  let answer: { photoId?: unknown } | undefined;
  try {
    answer = await apiFetch<{ photoId?: unknown }>(QUOTE_API.photos, { method: 'POST', body });
  } catch (error) {
    throw new PhotoUploadError(quoteErrorOf(error));
  }
  if (typeof answer?.photoId !== 'string' || !answer.photoId) throw new PhotoUploadError('failed');
  return answer.photoId;
}
