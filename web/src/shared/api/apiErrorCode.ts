import { HttpError } from './http';

/**
 * The `code` of an api error (`{error:{code,message}}`, DESIGN §4) carried by an `HttpError`,
 * or undefined for any other failure (network, unreadable body). Read without zod: it is called
 * by pages that must stay light.
 */
export function apiErrorCodeOf(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  try {
    const body: unknown = JSON.parse(error.body);
    if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
    const { error: detail } = body;
    if (typeof detail !== 'object' || detail === null || !('code' in detail)) return undefined;
    return typeof detail.code === 'string' ? detail.code : undefined;
  } catch {
    return undefined;
  }
}
