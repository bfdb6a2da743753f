import type {
  VerificationDocument,
  VerificationKind,
  VerificationRequestDocument,
} from '@marketplace/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { VerificationRequest } from './steps';

/** Where a provider's verification lives (DESIGN §2, §5). */
export const requestPath = (uid: string) => `verificationRequests/${uid}`;
export const requestRef = (db: Firestore, uid: string) => db.doc(requestPath(uid));
export const AUDIT_COLLECTION = 'verificationAudit';

/** A file's bytes in the FileStore: never in Firestore, never reachable by a client directly. */
export const verificationFilePath = (uid: string, kind: VerificationKind, fileId: string) =>
  `verification/${uid}/${kind}/${fileId}`;

/** `verificationRequests/{uid}` as Firestore returns it. */
export type StoredRequest = VerificationRequestDocument<Timestamp>;

const date = (value: unknown): Date =>
  value instanceof Timestamp ? value.toDate() : new Date(Number.NaN);
const dateOrNull = (value: unknown): Date | null =>
  value instanceof Timestamp ? value.toDate() : null;

function documentOf(stored: VerificationDocument<Timestamp>): VerificationDocument<Date> {
  return {
    ...stored,
    files: stored.files.map((file) => ({ ...file, uploadedAt: date(file.uploadedAt) })),
    submittedAt: date(stored.submittedAt),
    decidedAt: dateOrNull(stored.decidedAt),
  };
}

/**
 * The request with its instants as Dates (what steps.ts works on). Dates written back become
 * Timestamps again: firebase-admin stores a Date as a Timestamp.
 */
export function requestOf(stored: StoredRequest | undefined): VerificationRequest | undefined {
  if (!stored) return undefined;
  const documents: VerificationRequest['documents'] = {};
  for (const [kind, document] of Object.entries(stored.documents ?? {})) {
    if (document) documents[kind as VerificationKind] = documentOf(document);
  }
  return {
    ...stored,
    documents,
    waitingSince: dateOrNull(stored.waitingSince),
    verifiedAt: dateOrNull(stored.verifiedAt),
    updatedAt: date(stored.updatedAt),
  };
}
