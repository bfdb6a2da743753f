import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { adminDb } from './admin';
import { clock } from './clock';
import { HttpError } from './errors';
import { optionalSession, type Session } from './session';
import { runContendedTransaction } from './transactions';

/** At most `limit` requests of one kind (`scope`) per user, or per address, per window. */
export interface RateLimit {
  scope: string;
  limit: number;
  windowMs: number;
}

/** `rateLimits/{id}`, functions only: one fixed window of one requester for one scope. */
interface RateWindowDocument {
  windowStartMs: number;
  count: number;
  /** When the window is of no further use (a Firestore TTL policy may delete it then). */
  expiresAt: Timestamp;
}

export const rateLimited = () =>
  new HttpError(429, 'rate_limited', 'Too many requests; wait a minute and try again');

/**
 * The visitor's address. Hosting puts the client's address in `Fastly-Client-IP`; straight to
 * the function, Google's front end appends it to `X-Forwarded-For`, whose first entry a client
 * could write itself, so that one is used only when nothing better is there.
 */
export function clientAddress(req: Request): string {
  const fastly = req.headers['fastly-client-ip'];
  if (typeof fastly === 'string' && fastly) return fastly.trim();
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || 'unknown';
}

/** Who is counted: the signed-in user, else the address (hashed: addresses are not stored). */
const requesterKey = (req: Request, session: Session | null) =>
  session ? `user:${session.uid}` : `address:${clientAddress(req)}`;

const windowId = (scope: string, requester: string) =>
  createHash('sha256').update(`${scope}\n${requester}`).digest('hex').slice(0, 40);

/** Counts one request of `requester`; throws 429 when its window is already full. */
export async function countRequest(
  db: Firestore,
  rule: RateLimit,
  requester: string,
): Promise<void> {
  const ref = db.doc(`rateLimits/${windowId(rule.scope, requester)}`);
  await runContendedTransaction(db, async (transaction) => {
    const nowMs = clock.now().getTime();
    const current = (await transaction.get(ref)).data() as RateWindowDocument | undefined;
    const open = current && nowMs - current.windowStartMs < rule.windowMs;
    if (open && current.count >= rule.limit) throw rateLimited();
    const windowStartMs = open ? current.windowStartMs : nowMs;
    const next: RateWindowDocument = {
      windowStartMs,
      count: open ? current.count + 1 : 1,
      expiresAt: Timestamp.fromMillis(windowStartMs + rule.windowMs),
    };
    transaction.set(ref, next);
  });
}

/**
 * Counts the request against `rule` for its user or address (429 when over), and answers who
 * asked. A route that already knows its session passes it, so it is not read twice.
 */
export async function enforceRateLimit(
  req: Request,
  rule: RateLimit,
  known?: Session | null,
): Promise<Session | null> {
  const session = known === undefined ? await optionalSession(req) : known;
  await countRequest(adminDb(), rule, requesterKey(req, session));
  return session;
}
