import { QUOTE_ERRORS, QUOTE_LIMITS } from '@marketplace/domain';
import type { Request, RequestHandler } from 'express';
import { limitUploadBody } from '../../lib/bodyLimit';
import { HttpError } from '../../lib/errors';
import { newRandomId } from '../../lib/ids';
import { reencodeWebp, UnreadableImageError } from '../../lib/images';
import { getFileStore } from '../../lib/storage';
import { readSingleFile } from '../profile/multipart';
import { AVATAR_TYPES, sniffFileType } from '../profile/sniff';

/** The form field of `POST /api/quotes/photos`. */
export const PHOTO_FIELD = 'photo';
/** A job photo is stored at most this many pixels on its longer side. */
export const PHOTO_MAX_SIDE = 1600;
/** Refused before decoding (5 MB of PNG can claim any size); a 48 MP phone photo passes. */
const MAX_INPUT_PIXELS = 50_000_000;
/** The multipart envelope around the file (boundaries, headers). */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** Every photo of a customer lives in their folder; a request only lists ids found there. */
export const photoPath = (customerId: string, photoId: string) =>
  `quote-photos/${customerId}/${photoId}.webp`;

const tooLarge = () =>
  new HttpError(413, QUOTE_ERRORS.fileTooLarge, 'File too large (5 MB maximum)');

/**
 * The body limit of a photo upload, which replaces the app's `limitBody` (3 MiB for an
 * upload) on this one route: a photo may be 5 MB. Anything larger is the spec's
 * `file_too_large`, refused from its declared length before the body is parsed.
 */
export const limitPhotoBody: RequestHandler = limitUploadBody(
  QUOTE_LIMITS.photoBytes + FORM_OVERHEAD_BYTES,
  tooLarge,
);

/**
 * A new WebP made from the photo's pixels alone (lib/images.ts), upright, at most
 * PHOTO_MAX_SIDE a side and never enlarged: no EXIF (a home's GPS position), no metadata, no
 * trailing bytes survive. An image the library cannot decode is a 415.
 */
export async function reencodePhoto(input: Buffer): Promise<Buffer> {
  try {
    return await reencodeWebp(input, {
      maxSide: PHOTO_MAX_SIDE,
      quality: 80,
      maxInputPixels: MAX_INPUT_PIXELS,
    });
  } catch (error) {
    if (!(error instanceof UnreadableImageError)) throw error;
    throw new HttpError(415, QUOTE_ERRORS.invalidFileType, 'The image could not be read');
  }
}

/**
 * Reads, checks, re-encodes and stores one uploaded photo (at most `maxBytes`, a JPEG, PNG or
 * WebP by its bytes) at `pathOf(its new id)`; answers the id. Job photos and booking problem
 * photos alike.
 */
export async function storePhotoUpload(
  req: Request,
  pathOf: (photoId: string) => string,
  maxBytes: number,
): Promise<string> {
  const file = await readSingleFile(req, { field: PHOTO_FIELD, maxBytes, maxLabel: '5 MB' });
  const type = sniffFileType(file.bytes);
  if (!type || !AVATAR_TYPES.includes(type)) {
    throw new HttpError(
      415,
      QUOTE_ERRORS.invalidFileType,
      'Invalid file type: JPEG, PNG or WebP only',
    );
  }
  const bytes = await reencodePhoto(file.bytes);
  const photoId = newRandomId();
  await getFileStore().write(pathOf(photoId), bytes, 'image/webp');
  return photoId;
}

/** Reads, checks and stores one uploaded photo of `customerId`; answers its new id. */
export const storeUploadedPhoto = (req: Request, customerId: string) =>
  storePhotoUpload(req, (photoId) => photoPath(customerId, photoId), QUOTE_LIMITS.photoBytes);

/** 400 unless a file is stored at every one of `paths` (photos the caller uploaded). */
export async function requireStoredPhotos(paths: readonly string[]) {
  const store = getFileStore();
  const found = await Promise.all(paths.map((path) => store.read(path)));
  if (found.some((file) => file === null)) {
    throw new HttpError(400, 'invalid_request', 'A listed photo was not uploaded by you');
  }
}

/** 400 unless every listed photo was uploaded by this customer. */
export const requireOwnPhotos = (customerId: string, photoIds: readonly string[]) =>
  requireStoredPhotos(photoIds.map((photoId) => photoPath(customerId, photoId)));
