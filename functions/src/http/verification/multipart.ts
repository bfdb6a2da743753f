import busboy from 'busboy';
import { VERIFICATION_ERRORS, VERIFICATION_LIMITS } from '@marketplace/domain';
import type { Request, RequestHandler } from 'express';
import { HttpError } from '../../lib/errors';
import type { UploadedFile } from '../profile/multipart';

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
export const limitVerificationBody: RequestHandler = (req, _res, next) => {
  const declared = Number(req.headers['content-length'] ?? 0);
  const received = (req as Request & { rawBody?: Buffer }).rawBody?.length ?? 0;
  if (declared > MAX_VERIFICATION_BODY_BYTES || received > MAX_VERIFICATION_BODY_BYTES) {
    throw fileTooLarge();
  }
  next();
};

export interface UploadForm {
  files: UploadedFile[];
  fields: Partial<Record<(typeof TEXT_FIELDS)[number], string>>;
}

const invalidRequest = (message: string) => new HttpError(400, 'invalid_request', message);

/**
 * Reads 1 to VERIFICATION_LIMITS.maxFilesPerKind files from `files` and the text fields of a
 * multipart/form-data request (from `req.rawBody` when the platform already consumed the
 * stream). The whole body is consumed before answering. Errors (all 4xx): 400
 * `too_many_files`, 413 `file_too_large` (any file over maxFileBytes), 400 `invalid_request`
 * (not multipart, malformed, no file).
 */
export function readFiles(req: Request): Promise<UploadForm> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send a file's name as raw UTF-8, not busboy's latin1.
        defParamCharset: 'utf8',
        limits: {
          // busboy flags a file as truncated when it reaches the limit: one more byte lets a
          // file of exactly maxFileBytes through.
          fileSize: VERIFICATION_LIMITS.maxFileBytes + 1,
          files: VERIFICATION_LIMITS.maxFilesPerKind,
          fields: TEXT_FIELDS.length + 4,
          fieldSize: 64,
          parts: VERIFICATION_LIMITS.maxFilesPerKind + TEXT_FIELDS.length + 4,
        },
      });
    } catch {
      reject(invalidRequest('Expected a multipart/form-data body'));
      return;
    }

    const files: { chunks: Buffer[]; declaredType: string; filename: string }[] = [];
    const fields: UploadForm['fields'] = {};
    let tooLarge = false;
    let tooMany = false;
    let tooManyParts = false;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };

    parser.on('file', (name, stream, info) => {
      stream.on('error', () => undefined);
      if (name !== FILES_FIELD) {
        stream.resume();
        return;
      }
      const file = {
        chunks: [] as Buffer[],
        declaredType: info.mimeType,
        filename: info.filename ?? '',
      };
      files.push(file);
      stream.on('data', (chunk: Buffer) => {
        // Past the limit busboy stops sending; nothing of a refused file is kept anyway.
        if (!tooLarge) file.chunks.push(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
        file.chunks = [];
      });
    });
    parser.on('field', (name, value) => {
      if ((TEXT_FIELDS as readonly string[]).includes(name)) {
        fields[name as (typeof TEXT_FIELDS)[number]] = value;
      }
    });
    parser.on('filesLimit', () => {
      tooMany = true;
    });
    parser.on('partsLimit', () => {
      tooManyParts = true;
    });
    parser.on('fieldsLimit', () => {
      tooManyParts = true;
    });
    parser.on('error', () => settle(() => reject(invalidRequest('Malformed multipart body'))));
    parser.on('close', () =>
      settle(() => {
        if (tooMany) return reject(tooManyFiles());
        if (tooLarge) return reject(fileTooLarge());
        if (tooManyParts) return reject(invalidRequest('Too many form fields'));
        const read = files.map((file) => ({
          bytes: Buffer.concat(file.chunks),
          declaredType: file.declaredType,
          filename: file.filename,
        }));
        if (read.length === 0 || read.some((file) => file.bytes.length === 0)) {
          return reject(invalidRequest(`No file in the "${FILES_FIELD}" field`));
        }
        resolve({ files: read, fields });
      }),
    );

    const { rawBody } = req as Request & { rawBody?: Buffer };
    if (Buffer.isBuffer(rawBody)) {
      parser.end(rawBody);
    } else {
      req.on('error', () => settle(() => reject(invalidRequest('The upload was interrupted'))));
      req.pipe(parser);
    }
  });
}
