import busboy from 'busboy';
import type { Request } from 'express';
import { HttpError } from './errors';

export interface UploadedFile {
  bytes: Buffer;
  /** What the client claimed; informative only, never trusted. */
  declaredType: string;
  /** The file's name as the client sent it ('' when none); shown to people, never a path. */
  filename: string;
}

export interface MultipartOptions<Field extends string> {
  /** The form field that carries the files; files in any other field are skipped. */
  fileField: string;
  /** At most this many files (busboy counts the skipped ones too). */
  maxFiles: number;
  /** The largest file accepted, in bytes: one byte more is `fileTooLarge`. */
  maxFileBytes: number;
  /** The text fields kept (anything else is ignored). */
  textFields: readonly Field[];
  /** busboy's limits on the text fields and on all parts of the form. */
  limits: { fields: number; fieldSize: number; parts: number };
  /** Whether more text fields than `limits.fields` is "Too many form fields" (else ignored). */
  refuseExtraFields: boolean;
  tooManyFiles: () => HttpError;
  fileTooLarge: () => HttpError;
}

export interface MultipartForm<Field extends string> {
  /** 1 to `maxFiles` files, none empty. */
  files: UploadedFile[];
  fields: Partial<Record<Field, string>>;
}

/** Cloud Functions (and its emulator) read the body before express sees it. */
type CloudFunctionsRequest = Request & { rawBody?: Buffer };

const invalidRequest = (message: string) => new HttpError(400, 'invalid_request', message);

/**
 * Reads 1 to `maxFiles` files from `fileField` and the listed text fields of a
 * multipart/form-data request, from `req.rawBody` when the platform already consumed the
 * stream, else from the request itself. The whole body is always consumed before answering.
 * Errors (all 4xx), in this order: `tooManyFiles()`, `fileTooLarge()` (any file over
 * maxFileBytes), 400 `invalid_request` (not multipart, malformed, too many form fields, no
 * file or an empty one, interrupted).
 */
export function readMultipart<Field extends string>(
  req: Request,
  options: MultipartOptions<Field>,
): Promise<MultipartForm<Field>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send a file's name as raw UTF-8 ("Facture été.pdf"), not busboy's latin1.
        defParamCharset: 'utf8',
        limits: {
          // busboy flags a file as truncated when it reaches the limit: one more byte lets a
          // file of exactly `maxFileBytes` through.
          fileSize: options.maxFileBytes + 1,
          files: options.maxFiles,
          ...options.limits,
        },
      });
    } catch {
      reject(invalidRequest('Expected a multipart/form-data body'));
      return;
    }

    const files: { chunks: Buffer[]; declaredType: string; filename: string }[] = [];
    const fields: MultipartForm<Field>['fields'] = {};
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
      // A broken body fails the file stream too; the parser's own 'error' answers it.
      stream.on('error', () => undefined);
      // Files past `maxFiles` never reach here: busboy reports them as a limit.
      if (name !== options.fileField) {
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
      if ((options.textFields as readonly string[]).includes(name)) {
        fields[name as Field] = value;
      }
    });
    parser.on('filesLimit', () => {
      tooMany = true;
    });
    parser.on('partsLimit', () => {
      tooManyParts = true;
    });
    if (options.refuseExtraFields) {
      parser.on('fieldsLimit', () => {
        tooManyParts = true;
      });
    }
    parser.on('error', () => settle(() => reject(invalidRequest('Malformed multipart body'))));
    parser.on('close', () =>
      settle(() => {
        if (tooMany) return reject(options.tooManyFiles());
        if (tooLarge) return reject(options.fileTooLarge());
        if (tooManyParts) return reject(invalidRequest('Too many form fields'));
        const read = files.map((file) => ({
          bytes: Buffer.concat(file.chunks),
          declaredType: file.declaredType,
          filename: file.filename,
        }));
        if (read.length === 0 || read.some((file) => file.bytes.length === 0)) {
          return reject(invalidRequest(`No file in the "${options.fileField}" field`));
        }
        resolve({ files: read, fields });
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
