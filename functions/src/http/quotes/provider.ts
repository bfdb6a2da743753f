import {
  quoteTotal,
  QUOTE_RESPONSE_TRANSITIONS,
  QUOTE_TRANSITIONS,
  type QuoteRequestDocument,
  type QuoteResponseDocument,
  type QuoteResponseInput,
} from '@marketplace/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { plusDays } from '../../lib/clock';
import { requestStatusAt, responseStatusAt } from '../../jobs/quoteExpiry';
import { notARecipient, notFound, quoteRef, responseRef, stamp, transition } from './shared';

/**
 * The provider's side of a request (issue 12 §3). Only a recipient may act (403
 * `not_a_recipient`); each move is checked against the domain machine at the request's and the
 * response's state as of now (a passed deadline counts as expired before the timer runs).
 */
async function recipientsView(
  transaction: Transaction,
  db: Firestore,
  quoteId: string,
  uid: string,
  now: Date,
) {
  const quoteSnapshot = await transaction.get(quoteRef(db, quoteId));
  const quote = quoteSnapshot.data() as QuoteRequestDocument | undefined;
  if (!quote) throw notFound();
  if (!quote.recipientIds.includes(uid)) throw notARecipient();
  const responseSnapshot = await transaction.get(responseRef(db, quoteId, uid));
  const response = responseSnapshot.data() as QuoteResponseDocument | undefined;
  if (!response) throw notARecipient();
  const requestStatus = requestStatusAt(quoteSnapshot.data() ?? {}, now);
  const responseStatus = responseStatusAt(
    responseSnapshot.data() ?? {},
    requestStatus === 'expired',
    now,
  );
  return { quote, response, requestStatus, responseStatus };
}

const sameQuote = (response: QuoteResponseDocument, input: QuoteResponseInput) =>
  JSON.stringify([
    response.lineItems,
    response.durationMinutes,
    response.earliestStart,
    response.message,
  ]) ===
  JSON.stringify([input.lineItems, input.durationMinutes, input.earliestStart, input.message]);

export interface Responded {
  status: 'sent' | 'revised';
  /** The new deadline, when one was set (null: a repeat of the same quote changed nothing). */
  validUntil: Date | null;
}

/**
 * `PUT /api/quotes/{id}/response`: `send` an unanswered request, or `revise` an open quote
 * (revision + 1, the customer's `seenAt` cleared). The first quote moves the request
 * `pending → responded` and each send counts in `quoteCount`. Sending the very same quote
 * again (a retry) changes nothing.
 */
export async function respond(
  db: Firestore,
  quoteId: string,
  uid: string,
  input: QuoteResponseInput,
  now: Date,
): Promise<Responded> {
  return db.runTransaction(async (transaction) => {
    const view = await recipientsView(transaction, db, quoteId, uid, now);
    const { response, requestStatus, responseStatus } = view;
    // The first quote answers the request; later ones find it `responded` already.
    const requestTo =
      requestStatus === 'responded'
        ? requestStatus
        : transition(QUOTE_TRANSITIONS, requestStatus, 'respond', 'provider');
    const action = responseStatus === 'requested' ? 'send' : 'revise';
    const to = transition(QUOTE_RESPONSE_TRANSITIONS, responseStatus, action, 'provider');
    if (action === 'revise' && sameQuote(response, input)) {
      return { status: responseStatus as Responded['status'], validUntil: null };
    }
    const at = stamp(now);
    const validUntil = plusDays(now, input.validityDays);
    transaction.update(responseRef(db, quoteId, uid), {
      status: to,
      lineItems: input.lineItems,
      totalFCFA: quoteTotal(input.lineItems),
      durationMinutes: input.durationMinutes,
      earliestStart: input.earliestStart,
      validUntil: stamp(validUntil),
      message: input.message,
      revision: action === 'revise' ? response.revision + 1 : 0,
      seenAt: null,
      respondedAt: response.respondedAt ?? at,
      updatedAt: at,
    });
    transaction.update(quoteRef(db, quoteId), {
      status: requestTo,
      ...(action === 'send' ? { quoteCount: FieldValue.increment(1) } : {}),
      updatedAt: at,
    });
    return { status: to as Responded['status'], validUntil };
  });
}

/** `POST /api/quotes/{id}/response/decline` `{reason}`: the provider will not quote. */
export async function declineRequest(
  db: Firestore,
  quoteId: string,
  uid: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const { response, responseStatus } = await recipientsView(transaction, db, quoteId, uid, now);
    // A repeat: the provider's own decline is the one with a reason.
    if (response.status === 'declined' && response.declineReason !== null) return;
    const to = transition(QUOTE_RESPONSE_TRANSITIONS, responseStatus, 'decline', 'provider');
    transaction.update(responseRef(db, quoteId, uid), {
      status: to,
      declineReason: reason,
      updatedAt: stamp(now),
    });
  });
}

/** `POST /api/quotes/{id}/response/withdraw`: the provider takes back an open quote. */
export async function withdrawQuote(
  db: Firestore,
  quoteId: string,
  uid: string,
  now: Date,
): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const { response, responseStatus } = await recipientsView(transaction, db, quoteId, uid, now);
    if (response.status === 'withdrawn') return;
    const to = transition(QUOTE_RESPONSE_TRANSITIONS, responseStatus, 'withdraw', 'provider');
    transaction.update(responseRef(db, quoteId, uid), { status: to, updatedAt: stamp(now) });
  });
}
