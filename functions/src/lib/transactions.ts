import type { Firestore, Transaction } from 'firebase-admin/firestore';

/**
 * Whether a transaction failed only because another one held its documents, so that running
 * it again is the whole remedy. The Firestore emulator ends a wounded transaction with
 * INVALID_ARGUMENT "Transaction is invalid or closed", which the SDK does not retry;
 * production answers ABORTED, which the SDK retries a few times before giving up.
 */
export function isContention(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (code === 3) return /transaction is invalid or closed/i.test(text);
  return code === 10 || code === 'aborted';
}

const ATTEMPTS = 5;

/**
 * Runs `body` as a transaction, again after a short random pause when it lost a race for its
 * documents (`isContention`). Every attempt re-reads what it decides on, so a request that
 * lost to another learns it there (e.g. 409 `slot_taken`). Still contended after ATTEMPTS, the
 * last error is thrown: the api answers it 503 `busy` (errors.ts), a trigger is run again.
 */
export async function runContendedTransaction<T>(
  db: Firestore,
  body: (transaction: Transaction) => Promise<T>,
  { attempts = ATTEMPTS, pauseMs = 50 } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.runTransaction(body);
    } catch (error) {
      if (!isContention(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt * (1 + Math.random())));
    }
  }
}
