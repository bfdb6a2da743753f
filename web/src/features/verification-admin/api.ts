import {
  VERIFICATION_API,
  VERIFICATION_ERRORS,
  type VerificationKind,
  type VerificationQueueItem,
  type VerificationView,
} from '@marketplace/domain';
import { apiFailureOf } from '../../shared/api/apiErrorCode';
import { apiFetch, apiMutate, HttpError, withRetry } from '../../shared/api/http';
import type { AuditEntry, Decision, Page, QueueKind, ViewFile } from './model';

/**
 * The admin's verification data, all through the api (the admin claim is checked there):
 * the queue, a provider's documents, short-lived file links, decisions and the audit log.
 */

/** A GET with its query string (empty values left out), retried once like every query. */
function get<T>(path: string, params: Record<string, string | null> = {}): Promise<T> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const query = search.toString();
  return withRetry(() => apiFetch<T>(query ? `${path}?${query}` : path));
}

/** The waiting providers, oldest first, 20 a page; `after` is the previous page's `next`. */
export const fetchQueue = (kind: QueueKind, after: string | null) =>
  get<Page<VerificationQueueItem>>(VERIFICATION_API.queue, { kind, after });

export const fetchRequest = (uid: string) => get<VerificationView>(VERIFICATION_API.request(uid));

/** The provider's audit log, newest first. */
export const fetchAudit = (uid: string, after: string | null) =>
  get<Page<AuditEntry>>(VERIFICATION_API.audit(uid), { after });

/** pending → in_progress: the provider sees that an admin is looking at the document. */
export const openDocument = (uid: string, kind: VerificationKind) =>
  apiMutate<unknown>(VERIFICATION_API.open(uid, kind), { json: {} });

export const decideDocument = (uid: string, kind: VerificationKind, decision: Decision) =>
  apiMutate<VerificationView>(VERIFICATION_API.decide(uid, kind), { json: decision });

/** A link to one file, valid a few minutes (VERIFICATION_LIMITS.downloadLinkSeconds). */
export const createFileLink = (uid: string, kind: VerificationKind, fileId: string) =>
  apiMutate<{ url: string; expiresAt: string }>(VERIFICATION_API.fileLink(uid, kind, fileId), {
    json: {},
  });

/**
 * One file's bytes through a short-lived link, typed as the view says (one of the types sniffed
 * at upload, whatever the response claims). The viewer shows them from a `blob:` address: the
 * download answers with `Content-Security-Policy: sandbox`, under which Chrome refuses to run
 * its PDF viewer in a frame, and a saved copy stays available once the link has expired.
 */
export async function fetchFile(uid: string, kind: VerificationKind, file: ViewFile) {
  const { url } = await createFileLink(uid, kind, file.id);
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) {
    throw new HttpError(response.status, await response.text(), response.statusText);
  }
  return new Blob([await response.arrayBuffer()], { type: file.contentType });
}

/** Why a call failed, as the pages explain it (`errors.*`). */
export const VERIFICATION_FAILURES = [
  VERIFICATION_ERRORS.invalidTransition,
  VERIFICATION_ERRORS.documentNotFound,
  VERIFICATION_ERRORS.linkExpired,
  'forbidden',
  'not_found',
  'invalid_request',
  'unauthenticated',
  'network',
  'generic',
] as const;
export type VerificationFailure = (typeof VERIFICATION_FAILURES)[number];

const BY_CODE = Object.fromEntries(VERIFICATION_FAILURES.map((failure) => [failure, failure]));

export const failureOf = (error: unknown): VerificationFailure =>
  apiFailureOf(error, {
    byCode: BY_CODE,
    byStatus: {
      403: 'forbidden',
      404: 'not_found',
      409: 'invalid_transition',
      410: 'link_expired',
    },
    signedOut: 'unauthenticated',
    network: 'network',
    generic: 'generic',
  });
