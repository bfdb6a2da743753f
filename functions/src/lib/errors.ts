import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { z } from 'zod';
import type { ApiError } from '@marketplace/domain';
import { reportServerError } from './systemErrors';
import { isContention } from './transactions';

/** An error the client caused or may see; anything else is logged and answered with a 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function sendError(res: Response, status: number, code: string, message: string): void {
  const body: ApiError = { error: { code, message } };
  res.status(status).json(body);
}

export const notFoundHandler: RequestHandler = (req, res) => {
  sendError(res, 404, 'not_found', `No route for ${req.method} ${req.path}`);
};

/** Maps every failure to `{error:{code,message}}`; a user's mistake is never a 5xx. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (err instanceof HttpError) {
    // A 5xx of ours (e.g. auth_unavailable) is kept for the admin system area, like any crash.
    if (err.status >= 500) reportServerError(`${req.method} ${req.path}`, err);
    sendError(res, err.status, err.code, err.message);
  } else if (err instanceof z.ZodError) {
    sendError(res, 400, 'invalid_request', z.prettifyError(err));
  } else if (isContention(err)) {
    // Others kept winning the race for the same documents: not the user's mistake, nor a bug.
    sendError(res, 503, 'busy', 'Too many requests for the same documents; try again');
  } else if (isBodyParserError(err)) {
    sendError(
      res,
      err.status,
      err.type === 'entity.too.large' ? 'too_large' : 'malformed_body',
      err.message,
    );
  } else {
    console.error('Unhandled API error', err);
    reportServerError(`${req.method} ${req.path}`, err);
    sendError(res, 500, 'internal', 'An error occurred');
  }
};

function isBodyParserError(err: unknown): err is { status: number; type: string; message: string } {
  return (
    typeof err === 'object' &&
    err !== null &&
    'type' in err &&
    'status' in err &&
    typeof err.status === 'number' &&
    err.status >= 400 &&
    err.status < 500
  );
}
