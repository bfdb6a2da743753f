import type { Request, RequestHandler } from 'express';
import { HttpError } from './errors';

/** JSON and any other small body. */
export const MAX_BODY_BYTES = 100 * 1024;
/** A multipart upload: the largest file a route accepts (avatars: 2 MB) and the form around it. */
export const MAX_UPLOAD_BYTES = 3 * 1024 * 1024;

/** Cloud Functions (and its emulator) parse the body before express and keep it here. */
type PlatformRequest = Request & { rawBody?: Buffer };

/**
 * The api's request-size stance, checked before any route. In production the Functions
 * runtime has already read the body (up to Cloud Run's 32 MiB request limit) and parsed it
 * without our limits, so `express.json({limit})` never runs there: this middleware is what
 * refuses an oversized body, from its declared length or the bytes the runtime kept.
 * Streaming uploads stay bounded by busboy's own limits.
 */
export const limitBody: RequestHandler = (req, _res, next) => {
  const max = req.is('multipart/form-data') ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES;
  const declared = Number(req.headers['content-length'] ?? 0);
  const received = (req as PlatformRequest).rawBody?.length ?? 0;
  if (declared > max || received > max) {
    throw new HttpError(413, 'too_large', `The request body exceeds ${max} bytes`);
  }
  next();
};

/**
 * The body limit of an upload route, which replaces `limitBody` there: a body whose declared
 * length (or the bytes the runtime kept) exceeds `maxBytes` is refused with `tooLarge()`
 * before it is parsed.
 */
export function limitUploadBody(maxBytes: number, tooLarge: () => HttpError): RequestHandler {
  return (req, _res, next) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    const received = (req as PlatformRequest).rawBody?.length ?? 0;
    if (declared > maxBytes || received > maxBytes) throw tooLarge();
    next();
  };
}
