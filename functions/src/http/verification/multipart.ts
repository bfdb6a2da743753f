import { VERIFICATION_ERRORS, VERIFICATION_LIMITS } from '@marketplace/domain';
import type { Request, RequestHandler } from 'express';
import { limitUploadBody } from '../../lib/bodyLimit';
import { HttpError } from '../../lib/errors';
import { readMultipart, type MultipartForm } from '../../lib/multipart';

/** The form field of the files of `POST VERIFICATION_API.upload(kind)`. */
export const FILES_FIELD = 'files';
/** The text fields it may carry (anything else is ignored). */
const TEXT_FIELDS = ['issuedOn', 'validUntil'] as const;

/** The multipart envelope around the files (boundaries, headers, the text fields). */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** Three files of the largest size and their form: larger is refused before parsing. */
export const MAX_VERIFICATION_BODY_BYTES =
  VERIFICATION_LIMITS.maxFilesPerKind * VERIFICATION_LIMITS.maxFileBytes + FORM_OVERHEAD_BYTES;

export const fileTooLarge = () =>
  new HttpError(413, VERIFICATION_ERRORS.fileTooLarge, 'File too large (10 MB maximum)');
export const tooManyFiles = () =>
  new HttpError(
    400,
    VERIFICATION_ERRORS.tooManyFiles,
    `Maximum number of files exceeded (${VERIFICATION_LIMITS.maxFilesPerKind})`,
  );

/** `POST /api/verification/documents/{kind}` (VERIFICATION_API.upload). */
export const VERIFICATION_UPLOAD = /^\/api\/verification\/documents\/[^/]+$/;

/**
 * The body limit of a verification upload, which replaces the app's `limitBody` on that route:
 * three files of 10 MB. Anything larger is the spec's `file_too_large`, refused from its
 * declared length (or the bytes the runtime kept) before the body is parsed; a single file
 * over 10 MB inside that bound is refused by the parser's per-file limit (`readFiles`).
 */
export const limitVerificationBody: RequestHandler = limitUploadBody(
  MAX_VERIFICATION_BODY_BYTES,
  fileTooLarge,
);

export type UploadForm = MultipartForm<(typeof TEXT_FIELDS)[number]>;

/**
 * Reads 1 to VERIFICATION_LIMITS.maxFilesPerKind files from `files` and the text fields of a
 * multipart/form-data request (lib/multipart.ts). Errors (all 4xx): 400 `too_many_files`,
 * 413 `file_too_large` (any file over maxFileBytes), 400 `invalid_request` (not multipart,
 * malformed, no file, too many form fields).
 */
export const readFiles = (req: Request): Promise<UploadForm> =>
  readMultipart(req, {
    fileField: FILES_FIELD,
    maxFiles: VERIFICATION_LIMITS.maxFilesPerKind,
    maxFileBytes: VERIFICATION_LIMITS.maxFileBytes,
    textFields: TEXT_FIELDS,
    limits: {
      fields: TEXT_FIELDS.length + 4,
      fieldSize: 64,
      parts: VERIFICATION_LIMITS.maxFilesPerKind + TEXT_FIELDS.length + 4,
    },
    refuseExtraFields: true,
    tooManyFiles,
    fileTooLarge,
  });
