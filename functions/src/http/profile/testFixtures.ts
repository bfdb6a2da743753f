/** Minimal files of each kind, for tests: only their first bytes matter to the API. */
const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );

export const FIXTURES = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF\0', [1, 2, 3]),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR'),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ', [1, 2, 3, 4]),
  pdf: bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  svg: bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
};

export { bytes };

/** A PNG of exactly `size` bytes (signature, then padding). */
export function pngOfSize(size: number): Buffer {
  const file = Buffer.alloc(size);
  FIXTURES.png.copy(file);
  return file;
}

/** A JPEG of exactly `size` bytes: a real image padded with comment segments after SOI. */
export function jpegOfSize(jpeg: Buffer, size: number): Buffer {
  const segments: Buffer[] = [];
  let missing = size - jpeg.length;
  while (missing > 0) {
    // A comment segment: FF FE, a length counting itself (2–65535), then its bytes; keep the
    // last one at least 4 bytes long.
    let length = Math.min(missing, 65_537);
    if (missing - length > 0 && missing - length < 4) length -= 4;
    const segment = Buffer.alloc(length, 0x20);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(length - 2, 2);
    segments.push(segment);
    missing -= length;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}
