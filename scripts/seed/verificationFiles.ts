import { crc32, deflateSync } from 'node:zlib';

/**
 * Small but real files for the seeded verification documents (issue 16): a one-page PDF and a
 * PNG drawing of an identity card, generated in code so that the admin's viewer and the
 * downloads show something, and the api's type sniffing accepts them as an upload would be.
 */

/** Latin-1 text for a PDF string in WinAnsiEncoding: escapes, and `?` for what it lacks. */
function pdfText(text: string): string {
  return Array.from(text.normalize('NFC'), (char) => {
    const code = char.codePointAt(0) ?? 63;
    if (char === '(' || char === ')' || char === '\\') return `\\${char}`;
    if (code >= 32 && code < 127) return char;
    if (code >= 160 && code <= 255) return `\\${code.toString(8)}`;
    return '?';
  }).join('');
}

/**
 * A one-page A4 PDF showing `lines` (the first as a title), with an exact cross-reference
 * table: a strict reader opens it without repairing it.
 */
export function pdfDocument(lines: readonly string[]): Buffer {
  const text = lines
    .map((line, index) =>
      index === 0
        ? `BT /F1 20 Tf 56 770 Td (${pdfText(line)}) Tj ET`
        : `BT /F1 12 Tf 56 ${740 - 22 * index} Td (${pdfText(line)}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

type Rgb = readonly [number, number, number];

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An RGB PNG of `width` × `height` whose pixels `paint` colours. */
export function pngImage(width: number, height: number, paint: (x: number, y: number) => Rgb) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      raw.set(paint(x, y), row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const inside = (x: number, y: number, left: number, top: number, width: number, height: number) =>
  x >= left && x < left + width && y >= top && y < top + height;

/**
 * A specimen identity card, 320 × 200: the front with a header band, a photo and lines of
 * "text", the back with a barcode and the machine-readable lines. `hue` (0–255) varies the
 * card's colour from one provider to the next.
 */
export function identityCardImage(side: 'front' | 'back', hue: number): Buffer {
  const background: Rgb = [220 - (hue % 40), 232, 200 + (hue % 50)];
  const ink: Rgb = [40, 52, 80];
  const grey: Rgb = [150, 158, 170];
  return pngImage(320, 200, (x, y) => {
    if (side === 'front') {
      if (y < 36) return [30, 70 + (hue % 60), 140];
      if (inside(x, y, 20, 52, 80, 104)) {
        const head = (x - 60) ** 2 + (y - 88) ** 2 < 18 ** 2;
        const shoulders = y > 118 && (x - 60) ** 2 / 38 ** 2 + (y - 156) ** 2 / 34 ** 2 < 1;
        return head || shoulders ? grey : [235, 238, 242];
      }
      const lines: [number, number][] = [
        [64, 120],
        [90, 160],
        [116, 140],
        [142, 96],
      ];
      if (lines.some(([top, width]) => inside(x, y, 120, top, width, 8))) return ink;
      return background;
    }
    if (inside(x, y, 20, 24, 280, 40)) return (x * 7 + hue) % 11 < 5 ? ink : background;
    if ([140, 160, 180].some((top) => inside(x, y, 16, top, 288, 8))) {
      return x % 12 < 8 ? ink : background;
    }
    return background;
  });
}
