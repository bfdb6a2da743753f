import type { Change, DocumentSnapshot, FirestoreEvent } from 'firebase-functions/v2/firestore';

/** A write to one document (created, updated or deleted), with the ids its path names. */
export type WriteEvent<Params extends Record<string, string>> = FirestoreEvent<
  Change<DocumentSnapshot> | undefined,
  Params
>;

/** One job a document write sets off (keep a provider's figures, notify, arm a timer…). */
export type WriteHandler<Params extends Record<string, string>> = (
  event: WriteEvent<Params>,
) => Promise<unknown>;

/**
 * The options of a document trigger whose run may be delivered again when it fails (each one
 * says why that is safe); the timeout is its own.
 */
export const RETRIED_TRIGGER = { region: 'us-central1', retry: true, memory: '256MiB' } as const;

export const isCreation = (event: WriteEvent<Record<string, string>>) =>
  event.data?.before.exists === false && event.data.after.exists;

export const isUpdate = (event: WriteEvent<Record<string, string>>) =>
  event.data?.before.exists === true && event.data.after.exists;

/** Runs every step even when one fails (the retry redoes them all), then fails if any did. */
export async function settleAll(steps: Array<Promise<unknown>>): Promise<void> {
  const failed = (await Promise.allSettled(steps)).find((step) => step.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * The handler of a document's one Cloud Function: every job its writes set off, side by side.
 * Each job is idempotent (its module says why), so when one fails the event is delivered again
 * and the others' second run changes nothing.
 */
export function everyHandler<Params extends Record<string, string>>(
  ...handlers: Array<WriteHandler<Params>>
): (event: WriteEvent<Params>) => Promise<void> {
  return (event) => settleAll(handlers.map(async (handler) => handler(event)));
}
