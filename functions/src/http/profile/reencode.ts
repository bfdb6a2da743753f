import { createHash } from 'node:crypto';
import { HttpError } from '../../lib/errors';
import { loadSharp } from '../../lib/images';

/** Avatars are stored square, at most this many pixels a side. */
export const AVATAR_SIZE = 512;
/**
 * Larger inputs are refused before decoding: 2 MB of PNG can claim any size, and a 48 MP
 * phone photo (8000 × 6000) is the largest a user reasonably sends.
 */
const MAX_INPUT_PIXELS = 50_000_000;

export interface EncodedAvatar {
  bytes: Buffer;
  contentType: 'image/webp';
  /** A hash of the bytes: the same photo gives the same version, so a retry is harmless. */
  version: string;
}

/**
 * Decodes the upload and writes a new image from its pixels alone: turned upright by its EXIF
 * orientation, cropped to a square of AVATAR_SIZE, WebP. Nothing of the original file survives:
 * no EXIF (GPS position, camera), no XMP, no ICC profile, no trailing bytes. An upload the
 * library cannot decode is a 415.
 */
export async function reencodeAvatar(input: Buffer): Promise<EncodedAvatar> {
  const sharp = await loadSharp();
  let bytes: Buffer;
  try {
    bytes = await sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new HttpError(415, 'invalid_file_type', 'The image could not be read');
  }
  const version = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
  return { bytes, contentType: 'image/webp', version };
}
