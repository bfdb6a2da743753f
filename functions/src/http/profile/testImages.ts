import sharp from 'sharp';

/** An EXIF GPS value that a test can find in the bytes (GPSMapDatum is plain ASCII). */
export const GPS_MARKER = 'WGS-84-AT-HOME';

const square = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

/**
 * Real images for the avatar tests. `phonePhoto` is what a phone sends: a JPEG stored sideways
 * (EXIF orientation 6, i.e. turn 90° clockwise to view), 200 × 100 with a red left half and a
 * blue right half, carrying the camera's make and a GPS position.
 */
export async function testImages() {
  const red = await square(100, 100, '#ff0000').png().toBuffer();
  const phonePhoto = await square(200, 100, '#0000ff')
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestPhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '4/1 2/1 54/1', GPSMapDatum: GPS_MARKER },
    })
    .toBuffer();
  return {
    phonePhoto,
    png: await square(64, 48, '#00aa00').png().toBuffer(),
    webp: await square(48, 64, '#aa00aa').webp().toBuffer(),
    otherJpeg: await square(80, 80, '#ffff00').jpeg().toBuffer(),
  };
}

/** The colour of one pixel of an encoded image, as [r, g, b]. */
export async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return Array.from(data.subarray(at, at + 3));
}
