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

/** How a feature names the failures of its api calls (the keys of its `errors.*` texts). */
export interface FailureKeys<Key extends string> {
  /** By the answer's `{error:{code}}`. */
  byCode: Partial<Record<string, Key>>;
  /** By the answer's status, when its code has no key of its own. */
  byStatus?: Partial<Record<number, NoInfer<Key>>>;
  /** A 401 without a known code: the session ended. */
  signedOut: NoInfer<Key>;
  /** No answer: the network is down (fetch rejects with a TypeError, so does a lazy chunk). */
  network: NoInfer<Key>;
  generic: NoInfer<Key>;
}

/** Why an api call failed, as the feature's key: its code, else its status, else the network. */
export function apiFailureOf<Key extends string>(error: unknown, keys: FailureKeys<Key>): Key {
  if (error instanceof HttpError) {
    const code = apiErrorCodeOf(error);
    const known = (code !== undefined && keys.byCode[code]) || keys.byStatus?.[error.status];
    if (known) return known;
    return error.status === 401 ? keys.signedOut : keys.generic;
  }
  return error instanceof TypeError ? keys.network : keys.generic;
}
