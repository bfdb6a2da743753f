import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { PayableMethod } from '@marketplace/domain';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * `paymentKeys/{id}`: one per (scope, idempotency key). The scope keeps one payer's keys from
 * ever meeting another's: the uid when signed in, else `visitor:` + the link's id or `demo`.
 */
export const keyRecordId = (scope: string, idempotencyKey: string) =>
  sha256(`${scope}:${idempotencyKey}`);

/** What makes two initiations "the same request" for one key. */
export interface FingerprintInput {
  /** `booking:{id}`, `link:{id}` or `demo`. */
  target: string;
  method: PayableMethod;
  /** E.164 digits, mobile money only. */
  phone: string | null;
  cardLast4: string | null;
  amountFCFA: number;
}

/** A hash of the canonical request: same key + another fingerprint is `idempotency_conflict`. */
export function requestFingerprint(input: FingerprintInput): string {
  // An array fixes the order of the fields, whatever the object's.
  return sha256(
    JSON.stringify([input.target, input.method, input.phone, input.cardLast4, input.amountFCFA]),
  );
}

/** 32 url-safe characters: how a payer without an account follows their own attempt. */
export const newAccessKey = () => randomBytes(24).toString('base64url');

/** Only the hash is stored on the payment (a read of the document does not give the key). */
export const hashAccessKey = (accessKey: string) => sha256(accessKey);

/** Whether `given` is the key of `hash` (constant-time). */
export function accessKeyMatches(given: unknown, hash: unknown): boolean {
  if (typeof given !== 'string' || typeof hash !== 'string' || given.length === 0) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = Buffer.from(hashAccessKey(given), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const REFERENCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** "PAY-" + 12 upper-case letters and digits, fresh per attempt (the operator's reference). */
export const newPaymentReference = () =>
  `PAY-${Array.from({ length: 12 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;
