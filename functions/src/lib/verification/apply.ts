import type { Firestore } from 'firebase-admin/firestore';
import { AUDIT_COLLECTION, requestOf, requestRef, type StoredRequest } from './stored';
import { applyStep, type StepInput, type StepResult, type VerificationRequest } from './steps';

export interface AppliedStep extends StepResult {
  /** The request as it stood before the step (undefined: none). */
  before: VerificationRequest | undefined;
}

/**
 * The one transaction every verification step goes through (uploads, an admin's open and
 * decision, the timer's lapse): reads the request and the provider, applies the step
 * (steps.ts), writes the request, appends the audit line and writes the provider's public
 * fields, all or nothing. `when` may decline the step after reading (the timer's: the
 * document is no longer the one it was armed for): the answer is then null and nothing is
 * written. A provider without `providers/{uid}` gets the request and the audit line only.
 */
export function applyVerificationStep(
  db: Firestore,
  uid: string,
  input: StepInput,
  now: Date,
): Promise<AppliedStep>;
export function applyVerificationStep(
  db: Firestore,
  uid: string,
  input: StepInput,
  now: Date,
  when: (request: VerificationRequest | undefined) => boolean,
): Promise<AppliedStep | null>;
export async function applyVerificationStep(
  db: Firestore,
  uid: string,
  input: StepInput,
  now: Date,
  when: (request: VerificationRequest | undefined) => boolean = () => true,
): Promise<AppliedStep | null> {
  const ref = requestRef(db, uid);
  const providerRef = db.doc(`providers/${uid}`);
  return db.runTransaction(async (transaction) => {
    const [requestSnap, providerSnap] = await transaction.getAll(ref, providerRef);
    const before = requestOf(requestSnap?.data() as StoredRequest | undefined);
    if (!when(before)) return null;
    const displayName = providerSnap?.get('displayName');
    const result = applyStep(
      before,
      { uid, displayName: typeof displayName === 'string' ? displayName : '' },
      input,
      now,
    );
    transaction.set(ref, result.request);
    transaction.create(db.collection(AUDIT_COLLECTION).doc(), result.audit);
    if (providerSnap?.exists) transaction.update(providerRef, { ...result.provider });
    return { ...result, before };
  });
}
