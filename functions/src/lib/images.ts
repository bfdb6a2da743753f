import type Sharp from 'sharp';

let library: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips) loads on the first upload, not with the functions: every trigger's instance
 * would pay for it at start. One image at a time per instance, without libvips' cache, so
 * memory stays predictable.
 */
export function loadSharp(): Promise<typeof Sharp> {
  library ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return library;
}

/** sharp could not decode the input (not an image, corrupt, or over `maxInputPixels`). */
export class UnreadableImageError extends Error {
  constructor(options?: ErrorOptions) {
    super('The image could not be read', options);
    this.name = 'UnreadableImageError';
  }
}

export interface WebpOptions {
  /** The longest side of the result, in pixels; a smaller image is never enlarged. */
  maxSide: number;
  /** WebP quality, 1 to 100. */
  quality: number;
  /** Larger inputs are refused before decoding: a few MB of PNG can claim any size. */
  maxInputPixels: number;
}

/**
 * A new WebP made from the image's pixels alone, upright (by its EXIF orientation), at most
 * `maxSide` a side and never enlarged: no EXIF (a GPS position, the camera), no metadata, no
 * trailing bytes survive. Throws UnreadableImageError when sharp cannot decode the input.
 */
export async function reencodeWebp(
  input: Buffer,
  { maxSide, quality, maxInputPixels }: WebpOptions,
): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    return await sharp(input, { failOn: 'error', limitInputPixels: maxInputPixels })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
  } catch (cause) {
    throw new UnreadableImageError({ cause });
  }
}
