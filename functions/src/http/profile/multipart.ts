import busboy from 'busboy';
import type { Request } from 'express';
import { HttpError } from '../../lib/errors';

export interface UploadedFile {
  bytes: Buffer;
  /** What the client claimed; informative only, never trusted. */
  declaredType: string;
  /** The file's name as the client sent it ('' when none); shown to people, never a path. */
  filename: string;
}

export interface SingleFileOptions {
  /** The form field that carries the file. */
  field: string;
  maxBytes: number;
  /** For the error messages, e.g. "2 MB". */
  maxLabel: string;
}

/** Cloud Functions (and its emulator) read the body before express sees it. */
type CloudFunctionsRequest = Request & { rawBody?: Buffer };

const invalidRequest = (message: string) => new HttpError(400, 'invalid_request', message);

/**
 * Reads exactly one file from a multipart/form-data request, from `req.rawBody` when the
 * platform already consumed the stream, else from the request itself. The whole body is
 * always consumed before answering. Errors (all 4xx): 400 `invalid_request` (not multipart,
 * malformed, no file in `field`), 400 `too_many_files`, 413 `file_too_large`.
 */
export function readSingleFile(req: Request, options: SingleFileOptions): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send a file's name as raw UTF-8 ("Facture été.pdf"), not busboy's latin1.
        defParamCharset: 'utf8',
        limits: {
          // busboy flags a file as truncated when it reaches the limit: one more byte lets a
          // file of exactly `maxBytes` through.
          fileSize: options.maxBytes + 1,
          files: 1,
          fields: 10,
          fieldSize: 1024,
          parts: 12,
        },
      });
    } catch {
      reject(invalidRequest('Expected a multipart/form-data body'));
      return;
    }

    const chunks: Buffer[] = [];
    let found = false;
    let declaredType = '';
    let filename = '';
    let tooLarge = false;
    let tooManyFiles = false;
    let tooManyParts = false;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };

    parser.on('file', (name, stream, info) => {
      // A broken body fails the file stream too; the parser's own 'error' answers it.
      stream.on('error', () => undefined);
      // Only the first file reaches here (`files: 1`); busboy reports the others as a limit.
      if (name !== options.field) {
        stream.resume();
        return;
      }
      found = true;
      declaredType = info.mimeType;
      filename = info.filename ?? '';
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
      });
    });
    parser.on('filesLimit', () => {
      tooManyFiles = true;
    });
    parser.on('partsLimit', () => {
      tooManyParts = true;
    });
    parser.on('error', () => settle(() => reject(invalidRequest('Malformed multipart body'))));
    parser.on('close', () =>
      settle(() => {
        const bytes = Buffer.concat(chunks);
        if (tooManyFiles) {
          reject(new HttpError(400, 'too_many_files', 'Maximum number of files exceeded (1)'));
        } else if (tooLarge) {
          reject(
            new HttpError(413, 'file_too_large', `File too large (${options.maxLabel} maximum)`),
          );
        } else if (tooManyParts) {
          reject(invalidRequest('Too many form fields'));
        } else if (!found || bytes.length === 0) {
          reject(invalidRequest(`No file in the "${options.field}" field`));
        } else {
          resolve({ bytes, declaredType, filename });
        }
      }),
    );

    const { rawBody } = req as CloudFunctionsRequest;
    if (Buffer.isBuffer(rawBody)) {
      parser.end(rawBody);
    } else {
      req.on('error', () => settle(() => reject(invalidRequest('The upload was interrupted'))));
      req.pipe(parser);
    }
  });
}
