/** File types the API accepts anywhere (DESIGN §5), told apart by their first bytes. */
export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const PDF = ascii('%PDF-');

/**
 * The real type of an upload from its magic bytes; the declared content type and the file
 * name are never trusted. `null` for anything else.
 */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  // RIFF container: "RIFF", 4-byte size, then the form type "WEBP".
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  if (startsWith(bytes, PDF)) return 'application/pdf';
  return null;
}

export const AVATAR_TYPES: readonly SniffedType[] = ['image/jpeg', 'image/png', 'image/webp'];
