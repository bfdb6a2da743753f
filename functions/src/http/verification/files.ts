import {
  VERIFICATION_ERRORS,
  VERIFICATION_FILE_TYPES,
  type VerificationFile,
  type VerificationFileType,
  type VerificationKind,
} from '@marketplace/domain';
import { HttpError } from '../../lib/errors';
import { newRandomId } from '../../lib/ids';
import { reencodeWebp, UnreadableImageError } from '../../lib/images';
import type { UploadedFile } from '../../lib/multipart';
import { getFileStore, type FileStore } from '../../lib/storage';
import { verificationFilePath } from '../../lib/verification/stored';
import { sniffFileType } from '../profile/sniff';

/** An image is stored at most this many pixels on its longer side: a document stays readable. */
export const DOCUMENT_MAX_SIDE = 2000;
/** Refused before decoding (10 MB of PNG can claim any size); a 48 MP phone photo passes. */
const MAX_INPUT_PIXELS = 50_000_000;
/** A file's name as shown to admins. */
const NAME_MAX_LENGTH = 120;

export const invalidFileType = (message = 'Invalid file type: PDF, JPEG, PNG or WebP only') =>
  new HttpError(400, VERIFICATION_ERRORS.invalidFileType, message);

/** The accepted type of `bytes`, sniffed from them alone, or a 400 `invalid_file_type`. */
export function documentType(bytes: Uint8Array): VerificationFileType {
  const type = sniffFileType(bytes);
  if (!type || !(VERIFICATION_FILE_TYPES as readonly string[]).includes(type)) {
    throw invalidFileType();
  }
  return type;
}

/**
 * A new WebP made from the image's pixels alone (lib/images.ts), upright, at most
 * DOCUMENT_MAX_SIDE a side, never enlarged, quality 85 (text stays legible): no EXIF (a
 * phone's GPS position), no metadata, no trailing bytes survive. An image the library cannot
 * decode is a 400 `invalid_file_type`.
 */
export async function reencodeDocumentImage(input: Buffer): Promise<Buffer> {
  try {
    return await reencodeWebp(input, {
      maxSide: DOCUMENT_MAX_SIDE,
      quality: 85,
      maxInputPixels: MAX_INPUT_PIXELS,
    });
  } catch (error) {
    if (!(error instanceof UnreadableImageError)) throw error;
    throw invalidFileType('The image could not be read');
  }
}

/** The device's name of a file, made safe to show: no control characters, bounded. */
export function displayName(filename: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = filename.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || fallback).slice(0, NAME_MAX_LENGTH);
}

/** What an upload stores: the bytes and their record. */
export interface PreparedFile {
  record: Omit<VerificationFile<Date>, 'uploadedAt'>;
  bytes: Buffer;
}

/**
 * Checks every file of an upload (sniffed type; images re-encoded, PDFs kept as they are)
 * before anything is stored: one bad file refuses the whole upload.
 */
export async function prepareFiles(
  uid: string,
  kind: VerificationKind,
  files: readonly UploadedFile[],
): Promise<PreparedFile[]> {
  const types = files.map((file) => documentType(file.bytes));
  const prepared: PreparedFile[] = [];
  for (const [index, file] of files.entries()) {
    const type = types[index] as VerificationFileType;
    const bytes = type === 'application/pdf' ? file.bytes : await reencodeDocumentImage(file.bytes);
    const contentType: VerificationFileType = type === 'application/pdf' ? type : 'image/webp';
    const id = newRandomId();
    prepared.push({
      bytes,
      record: {
        id,
        path: verificationFilePath(uid, kind, id),
        contentType,
        size: bytes.length,
        name: displayName(file.filename, `${kind}-${index + 1}`),
      },
    });
  }
  return prepared;
}

/** Stores prepared files; if one write fails, the others are removed again. */
export async function storeFiles(
  files: readonly PreparedFile[],
  store: FileStore = getFileStore(),
): Promise<void> {
  try {
    await Promise.all(
      files.map((file) => store.write(file.record.path, file.bytes, file.record.contentType)),
    );
  } catch (error) {
    await deleteFiles(
      files.map((file) => file.record.path),
      store,
    );
    throw error;
  }
}

/**
 * Removes stored files, never throwing: a file left behind is unreachable anyway (no document
 * names it, and a link names a document's file).
 */
export async function deleteFiles(
  paths: readonly string[],
  store: FileStore = getFileStore(),
): Promise<void> {
  await Promise.allSettled(paths.map((path) => store.delete(path)));
}
