import type { Request } from 'express';
import { HttpError } from '../../lib/errors';
import { readMultipart, type UploadedFile } from '../../lib/multipart';

export interface SingleFileOptions {
  /** The form field that carries the file. */
  field: string;
  maxBytes: number;
  /** For the error messages, e.g. "2 MB". */
  maxLabel: string;
}

/**
 * Reads exactly one file from a multipart/form-data request (lib/multipart.ts). Errors (all
 * 4xx): 400 `invalid_request` (not multipart, malformed, no file in `field`), 400
 * `too_many_files`, 413 `file_too_large`.
 */
export async function readSingleFile(
  req: Request,
  options: SingleFileOptions,
): Promise<UploadedFile> {
  const { files } = await readMultipart(req, {
    fileField: options.field,
    maxFiles: 1,
    maxFileBytes: options.maxBytes,
    textFields: [],
    limits: { fields: 10, fieldSize: 1024, parts: 12 },
    refuseExtraFields: false,
    tooManyFiles: () =>
      new HttpError(400, 'too_many_files', 'Maximum number of files exceeded (1)'),
    fileTooLarge: () =>
      new HttpError(413, 'file_too_large', `File too large (${options.maxLabel} maximum)`),
  });
  return files[0] as UploadedFile;
}
