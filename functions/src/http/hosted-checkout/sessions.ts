import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../../lib/errors';
import type { HostedPageSession } from './html';

/** How long the merchant's session stays payable (a payment started in it keeps its own window). */
export const HOSTED_SESSION_TTL_MS = 30 * 60 * 1000;

/** The merchant's return pages (the app's `/anka-demo`, per language): never taken from a request. */
export const RETURN_URLS = { fr: '/anka-demo', en: '/en/anka-demo' } as const;

/**
 * `hostedSessions/{id}` (functions only): one hosted checkout opened by the merchant, and the
 * one payment started in it. `accessKey` lets this router follow that payment through the
 * payments api like any visitor.
 */
export interface HostedSessionDocument {
  priceFCFA: number;
  lang: 'fr' | 'en';
  returnUrl: (typeof RETURN_URLS)[keyof typeof RETURN_URLS];
  /** `open` until a payment starts; the payment's own status says the rest. */
  status: 'open' | 'started';
  paymentId: string | null;
  accessKey: string | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}

export interface HostedSession extends HostedPageSession {
  doc: HostedSessionDocument;
}

const sessions = (db: Firestore) => db.collection('hostedSessions');

/** Firestore's auto ids: 20 letters and digits, so anything else is an unknown session. */
const SESSION_ID = /^[A-Za-z0-9]{20}$/;

export const sessionNotFound = () =>
  new HttpError(404, 'session_not_found', 'No such hosted checkout session');
export const sessionExpired = () =>
  new HttpError(410, 'session_expired', 'This hosted checkout session has expired');

export async function createSession(
  db: Firestore,
  input: { priceFCFA: number; lang: 'fr' | 'en' },
  now: Date,
): Promise<string> {
  const ref = sessions(db).doc();
  const doc: HostedSessionDocument = {
    priceFCFA: input.priceFCFA,
    lang: input.lang,
    returnUrl: RETURN_URLS[input.lang],
    status: 'open',
    paymentId: null,
    accessKey: null,
    createdAt: Timestamp.fromDate(now),
    expiresAt: Timestamp.fromMillis(now.getTime() + HOSTED_SESSION_TTL_MS),
  };
  await ref.create(doc);
  return ref.id;
}

export async function readSession(db: Firestore, id: unknown): Promise<HostedSession> {
  if (typeof id !== 'string' || !SESSION_ID.test(id)) throw sessionNotFound();
  const doc = (await sessions(db).doc(id).get()).data() as HostedSessionDocument | undefined;
  if (!doc) throw sessionNotFound();
  return { id, priceFCFA: doc.priceFCFA, lang: doc.lang, returnUrl: doc.returnUrl, doc };
}

/** A session may start a payment until it expires. */
export function assertPayable(session: HostedSession, now: Date): void {
  if (session.doc.expiresAt.toMillis() <= now.getTime()) throw sessionExpired();
}

/**
 * The idempotency key of a form: the session and what was typed, so the same form posted twice
 * (a double click, a reload) replays one payment, and corrected details make a new request.
 */
export const attemptKey = (session: HostedSession, form: unknown) =>
  `hosted-${createHash('sha256')
    .update(JSON.stringify([session.id, form]))
    .digest('hex')
    .slice(0, 40)}`;

/** Records the payment the session's form started (the first one, if two raced). */
export async function recordAttempt(
  db: Firestore,
  session: HostedSession,
  paymentId: string,
  accessKey: string,
): Promise<void> {
  await db.runTransaction(async (tx) => {
    const ref = sessions(db).doc(session.id);
    const current = (await tx.get(ref)).data() as HostedSessionDocument | undefined;
    if (!current || current.paymentId !== null) return;
    tx.update(ref, { status: 'started', paymentId, accessKey });
  });
}
