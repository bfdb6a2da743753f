import {
  nextState,
  PRICED_RESPONSE_STATUSES,
  QUOTE_RESPONSE_TRANSITIONS,
  QUOTE_TRANSITIONS,
  type QuoteRequestDocument,
  type QuoteResponseDocument,
  type QuoteResponseStatus,
} from '@marketplace/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { requestStatusAt, responseStatusAt } from '../../jobs/quoteExpiry';
import { contractDocument } from './documents';
import {
  contractRef,
  forbidden,
  invalidTransition,
  notFound,
  quoteRef,
  responsesOf,
  stamp,
  transition,
} from './shared';

/** Who ends a request: its customer, or an admin (an abusive request). */
export type Canceller = 'customer' | 'admin';

/**
 * What ending a request does to one response, under the domain machine: `close` where the
 * canceller may (unanswered ones; every open one for an admin), else the customer's `decline`
 * of a priced quote. Null: the response is already over (withdrawn, declined, expired…).
 */
function endedResponseStatus(
  status: QuoteResponseStatus,
  actor: Canceller,
): QuoteResponseStatus | null {
  return (
    nextState(QUOTE_RESPONSE_TRANSITIONS, status, 'close', actor) ??
    (actor === 'customer'
      ? nextState(QUOTE_RESPONSE_TRANSITIONS, status, 'decline', 'customer')
      : null)
  );
}

/**
 * `POST /api/quotes/{id}/cancel` (customer) and `POST /api/admin/quotes/{id}/cancel` (admin):
 * the request becomes `cancelled` and each open response ends, in one transaction. Repeating
 * a cancellation by the same kind of actor answers as the first one did.
 */
export async function cancelRequest(
  db: Firestore,
  quoteId: string,
  by: { actor: Canceller; uid: string },
  reason: string,
  now: Date,
): Promise<void> {
  const ref = quoteRef(db, quoteId);
  await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const quote = snapshot.data() as QuoteRequestDocument | undefined;
    if (!quote) throw notFound();
    if (by.actor === 'customer' && quote.customerId !== by.uid) {
      throw forbidden('Only the customer may cancel their request');
    }
    if (quote.status === 'cancelled' && quote.cancelledBy === by.actor) return;
    const status = requestStatusAt(snapshot.data() ?? {}, now);
    const to = transition(QUOTE_TRANSITIONS, status, 'cancel', by.actor);
    const responses = await transaction.get(responsesOf(db, quoteId));
    const at = stamp(now);
    transaction.update(ref, {
      status: to,
      cancelReason: reason || null,
      cancelledBy: by.actor,
      updatedAt: at,
    });
    for (const response of responses.docs) {
      const ended = endedResponseStatus(response.get('status') as QuoteResponseStatus, by.actor);
      if (ended) transaction.update(response.ref, { status: ended, updatedAt: at });
    }
  });
}

/** The request, if `uid` is its customer (404 unknown, 403 someone else's). */
async function customersRequest(
  transaction: Transaction,
  db: Firestore,
  quoteId: string,
  uid: string,
) {
  const snapshot = await transaction.get(quoteRef(db, quoteId));
  const quote = snapshot.data() as QuoteRequestDocument | undefined;
  if (!quote) throw notFound();
  if (quote.customerId !== uid) throw forbidden('This request is not yours');
  return { snapshot, quote };
}

/**
 * `POST /api/quotes/{id}/seen`: stamps `seenAt` on the priced quotes the customer has not
 * seen yet (a revision clears it again). Answers how many it stamped.
 */
export async function markSeen(
  db: Firestore,
  quoteId: string,
  uid: string,
  now: Date,
): Promise<number> {
  return db.runTransaction(async (transaction) => {
    await customersRequest(transaction, db, quoteId, uid);
    const responses = await transaction.get(responsesOf(db, quoteId));
    const priced: readonly string[] = PRICED_RESPONSE_STATUSES;
    const unseen = responses.docs.filter(
      (response) => priced.includes(response.get('status')) && !response.get('seenAt'),
    );
    const at = stamp(now);
    for (const response of unseen) transaction.update(response.ref, { seenAt: at });
    return unseen.length;
  });
}

/**
 * `POST /api/quotes/{id}/accept` (issue 12 §4), one transaction: the request becomes
 * `accepted`, the chosen quote `accepted`, every other open quote `declined`, every
 * unanswered recipient `closed`, and `contracts/{id}` is created `pending` from the quote.
 * Accepting the same quote again answers the same contract; any other acceptance is a 409.
 */
export async function acceptQuote(
  db: Firestore,
  quoteId: string,
  uid: string,
  providerId: string,
  now: Date,
): Promise<string> {
  return db.runTransaction(async (transaction) => {
    const { snapshot, quote } = await customersRequest(transaction, db, quoteId, uid);
    if (quote.status === 'accepted') {
      if (quote.acceptedProviderId === providerId && quote.contractId) return quote.contractId;
      throw invalidTransition('Another quote was accepted already');
    }
    const requestStatus = requestStatusAt(snapshot.data() ?? {}, now);
    const accepted = transition(QUOTE_TRANSITIONS, requestStatus, 'accept', 'customer');
    const expired = requestStatus === 'expired';
    const [responses, contract] = await Promise.all([
      transaction.get(responsesOf(db, quoteId)),
      transaction.get(contractRef(db, quoteId)),
    ]);
    const chosen = responses.docs.find((response) => response.id === providerId);
    if (!chosen) throw notFound('quote from this provider');
    if (contract.exists) throw invalidTransition('This request already has a contract');
    const chosenTo = transition(
      QUOTE_RESPONSE_TRANSITIONS,
      responseStatusAt(chosen.data(), expired, now),
      'accept',
      'customer',
    );
    const at = stamp(now);
    transaction.update(snapshot.ref, {
      status: accepted,
      acceptedProviderId: providerId,
      contractId: quoteId,
      updatedAt: at,
    });
    transaction.update(chosen.ref, { status: chosenTo, updatedAt: at });
    for (const other of responses.docs) {
      if (other.id === providerId) continue;
      const status = responseStatusAt(other.data(), expired, now);
      const ended =
        nextState(QUOTE_RESPONSE_TRANSITIONS, status, 'decline', 'customer') ??
        nextState(QUOTE_RESPONSE_TRANSITIONS, status, 'close', 'customer');
      if (ended) transaction.update(other.ref, { status: ended, updatedAt: at });
    }
    const response = chosen.data() as QuoteResponseDocument;
    transaction.create(contractRef(db, quoteId), contractDocument(quoteId, quote, response, at));
    return quoteId;
  });
}
