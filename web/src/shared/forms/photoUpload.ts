import { apiFetch } from '../api/http';

/** The api's photo rules (it sniffs the bytes), checked here first to spare the upload. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** For `<input type="file" accept>`. */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

const PHOTO_EXTENSION = /\.(jpe?g|png|webp)$/i;

export type PhotoProblem = 'fileTooLarge' | 'invalidFileType' | 'tooManyPhotos';

/** How many photos a document takes, and the bytes of each before re-encoding. */
export interface PhotoLimits {
  count: number;
  bytes: number;
}

/**
 * Checks chosen files before sending them: together with the `kept` photos at most
 * `limits.count`, each a JPEG/PNG/WebP image by its declared type (or, when the browser
 * declares none, its extension) of at most `limits.bytes`.
 */
export function precheckPhotos(
  files: readonly File[],
  kept: number,
  limits: PhotoLimits,
): PhotoProblem | null {
  if (kept + files.length > limits.count) return 'tooManyPhotos';
  for (const file of files) {
    const typeOk = file.type
      ? (PHOTO_TYPES as readonly string[]).includes(file.type)
      : PHOTO_EXTENSION.test(file.name);
    if (!typeOk || file.size === 0) return 'invalidFileType';
    if (file.size > limits.bytes) return 'fileTooLarge';
  }
  return null;
}

/**
 * Sends one photo to an api upload path (multipart field `photo`); resolves with the id it
 * answers. Rejects with the api's error, or an Error when the answer has no id.
 */
export async function postPhoto(path: string, file: File): Promise<string> {
  const body = new FormData();
  body.append('photo', file);
  const answer = await apiFetch<{ photoId?: unknown }>(path, { method: 'POST', body });
  if (typeof answer?.photoId !== 'string' || !answer.photoId) {
    throw new Error('The upload answered no photo id');
  }
  return answer.photoId;
}
