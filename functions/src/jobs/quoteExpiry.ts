import {
  nextState,
  QUOTE_RESPONSE_TRANSITIONS,
  QUOTE_TRANSITIONS,
  type QuoteResponseStatus,
  type QuoteStatus,
} from '@marketplace/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

/**
 * Expiry (issue 12 §6, DESIGN §3): a request with no accepted quote expires at `expiresAt`
 * (14 days after creation), taking its unanswered and open quotes with it; a quote (a response
 * `sent` or `revised`) expires at its `validUntil`. The same rules decide, in the api, whether
 * a deadline has passed before the timer got there, so a late timer never lets an expired
 * request be answered or an expired quote be accepted.
 */

type Data = Record<string, unknown>;

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

/** The instant (ms) the timer will expire this request at, or null when it cannot expire. */
export function requestDeadline(quote: Data | undefined): number | null {
  const status = quote?.status as QuoteStatus | undefined;
  if (!status || !nextState(QUOTE_TRANSITIONS, status, 'expire', 'timer')) return null;
  return millis(quote?.expiresAt);
}

/**
 * The instant (ms) this quote expires at on its own (`validUntil` of a `sent` or `revised`
 * one), or null. An unanswered one (`requested`) only expires with its request.
 */
export function responseDeadline(response: Data | undefined): number | null {
  const status = response?.status as QuoteResponseStatus | undefined;
  if (status !== 'sent' && status !== 'revised') return null;
  return millis(response?.validUntil);
}

const passed = (deadline: number | null, now: Date) =>
  deadline !== null && deadline <= now.getTime();

/** Whether the timer may expire this request now. */
export const requestIsDue = (quote: Data | undefined, now: Date) =>
  passed(requestDeadline(quote), now);

/** Whether the timer may expire this quote now on its own deadline. */
export const responseIsDue = (response: Data | undefined, now: Date) =>
  passed(responseDeadline(response), now);

/** A request's status as of `now`: an open request past its deadline is `expired`. */
export function requestStatusAt(quote: Data, now: Date): QuoteStatus {
  return requestIsDue(quote, now) ? 'expired' : (quote.status as QuoteStatus);
}

/**
 * A response's status as of `now`: expired with its request, or on its own `validUntil`.
 * `requestExpired` is the request's state at the same instant.
 */
export function responseStatusAt(
  response: Data,
  requestExpired: boolean,
  now: Date,
): QuoteResponseStatus {
  const status = response.status as QuoteResponseStatus;
  const expirable = nextState(QUOTE_RESPONSE_TRANSITIONS, status, 'expire', 'timer') !== null;
  if ((requestExpired && expirable) || responseIsDue(response, now)) return 'expired';
  return status;
}

/**
 * What a run of the timer on one document found, from the single read it acted on: whether it
 * expired it, and otherwise the deadline still ahead (null: nothing left to expire).
 */
export interface ExpiryOutcome {
  expired: boolean;
  deadline: number | null;
}

/**
 * Expires request `quoteId` if it is due, with every response the timer may expire, in one
 * transaction.
 */
export async function expireRequest(
  db: Firestore,
  quoteId: string,
  now: Date,
): Promise<ExpiryOutcome> {
  const ref = db.doc(`quotes/${quoteId}`);
  return db.runTransaction(async (transaction) => {
    const quote = (await transaction.get(ref)).data();
    if (!requestIsDue(quote, now)) return { expired: false, deadline: requestDeadline(quote) };
    const responses = await transaction.get(ref.collection('responses'));
    const at = Timestamp.fromDate(now);
    transaction.update(ref, { status: 'expired', updatedAt: at });
    for (const response of responses.docs) {
      const status = response.get('status') as QuoteResponseStatus;
      if (nextState(QUOTE_RESPONSE_TRANSITIONS, status, 'expire', 'timer')) {
        transaction.update(response.ref, { status: 'expired', updatedAt: at });
      }
    }
    return { expired: true, deadline: null };
  });
}

/** Expires one quote past its `validUntil`, in one transaction. */
export async function expireResponse(
  db: Firestore,
  quoteId: string,
  providerId: string,
  now: Date,
): Promise<ExpiryOutcome> {
  const ref = db.doc(`quotes/${quoteId}/responses/${providerId}`);
  return db.runTransaction(async (transaction) => {
    const response = (await transaction.get(ref)).data();
    if (!responseIsDue(response, now)) {
      return { expired: false, deadline: responseDeadline(response) };
    }
    transaction.update(ref, { status: 'expired', updatedAt: Timestamp.fromDate(now) });
    return { expired: true, deadline: null };
  });
}

export interface SweepOptions {
  /** Documents read per query. */
  batchSize?: number;
  /** Queries per kind and run: what is left waits for the next run. */
  maxBatches?: number;
}

/**
 * Every due request and quote, as of `now`, in bounded batches (the scheduled backstop of the
 * per-deadline tasks, see deadlines.ts). Idempotent: each document is re-read and re-checked
 * in its own transaction, so a second run, or a task running at the same time, changes
 * nothing more. Answers how many of each it expired.
 */
export async function expireDueQuotes(
  db: Firestore,
  now: Date,
  { batchSize = 100, maxBatches = 10 }: SweepOptions = {},
): Promise<{ requests: number; responses: number }> {
  const at = Timestamp.fromDate(now);
  const openRequests = QUOTE_TRANSITIONS.find((t) => t.action === 'expire')?.from ?? [];
  let requests = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const due = await db
      .collection('quotes')
      .where('status', 'in', [...openRequests])
      .where('expiresAt', '<=', at)
      .limit(batchSize)
      .get();
    for (const doc of due.docs) if ((await expireRequest(db, doc.id, now)).expired) requests += 1;
    if (due.size < batchSize) break;
  }
  let responses = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const due = await db
      .collectionGroup('responses')
      .where('status', 'in', ['sent', 'revised'])
      .where('validUntil', '<=', at)
      .limit(batchSize)
      .get();
    for (const doc of due.docs) {
      const quoteId = doc.ref.parent.parent?.id;
      if (quoteId && (await expireResponse(db, quoteId, doc.id, now)).expired) responses += 1;
    }
    if (due.size < batchSize) break;
  }
  return { requests, responses };
}
