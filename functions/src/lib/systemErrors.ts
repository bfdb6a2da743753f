import type { SystemView } from '@marketplace/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { adminDb } from './admin';

/**
 * The api's recent server errors (5xx), for the admin system area (issue 16 §4): the newest 20
 * in ONE document, `systemErrors/recent` ({items}), so the store stays bounded whatever the
 * error rate and the system view reads it in one get.
 */
export const SYSTEM_ERRORS_DOC = 'systemErrors/recent';
export const KEPT_ERRORS = 20;
const MAX_TEXT = 300;

export type RecordedError = SystemView['recentErrors'][number];

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** The well-formed entries of a stored list (anything else is dropped). */
export function recentErrorsOf(stored: unknown): RecordedError[] {
  const items: unknown[] = Array.isArray(stored) ? stored : [];
  return items.filter(
    (item): item is RecordedError =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as RecordedError).at === 'string' &&
      typeof (item as RecordedError).source === 'string' &&
      typeof (item as RecordedError).message === 'string',
  );
}

/** `entry` first, then the stored ones, at most KEPT_ERRORS. */
export const withError = (stored: unknown, entry: RecordedError): RecordedError[] =>
  [entry, ...recentErrorsOf(stored)].slice(0, KEPT_ERRORS);

export function errorEntry(source: string, error: unknown, at: Date): RecordedError {
  const message =
    error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? 'unknown');
  return { at: at.toISOString(), source: clip(source), message: clip(message) };
}

export async function recordSystemError(db: Firestore, entry: RecordedError): Promise<void> {
  const ref = db.doc(SYSTEM_ERRORS_DOC);
  await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    transaction.set(ref, { items: withError(snapshot.get('items'), entry) });
  });
}

/** Whether this process is a Functions runtime (deployed or emulated), not a unit test. */
const inFunctions = (env: NodeJS.ProcessEnv = process.env) =>
  env.FUNCTIONS_EMULATOR === 'true' || Boolean(env.K_SERVICE);

/**
 * Records a server error of the api without delaying or failing the answer: the write runs in
 * the background and its own failure is only logged (the error is in the logs anyway).
 */
export function reportServerError(source: string, error: unknown): void {
  if (!inFunctions()) return;
  recordSystemError(adminDb(), errorEntry(source, error, new Date())).catch((failure: unknown) =>
    console.error('Could not record a system error', failure),
  );
}
