import type { QueryDocumentSnapshot } from 'firebase/firestore';
import {
  PRICED_RESPONSE_STATUSES,
  PROVIDER_LIMITS,
  QUOTE_API,
  QUOTE_LIMITS,
  type QuoteRequestInput,
} from '@marketplace/domain';
import { apiMutate } from '../../shared/api/http';
import { loadFirestore } from '../../shared/firebase/firestore';
import { readPublicDocument } from '../../shared/firebase/publicQuery';
import { usePublicList } from '../../shared/firebase/usePublicList';
import {
  providerNameOf,
  quoteRequestConverter,
  quoteResponseConverter,
  serviceChoiceOf,
  type QuoteRequest,
  type QuoteResponse,
} from './converters';
import { loadableConverter } from '../../shared/firebase/servedData';

/**
 * The quotes feature's data: requests and responses read with the Firestore SDK under the
 * rules (the customer's own only), every change through the `api` function. Reads per
 * screen: the orders list one query per page; the details page one get and one query.
 */

// ---- My requests, newest first, 20 a page. ----

/** Where a page of requests starts: the last request of the page before. */
export type OrdersCursor = QueryDocumentSnapshot<QuoteRequest>;

export interface OrdersPage {
  requests: QuoteRequest[];
  /** The cursor of the next page; null when this page is the last. */
  next: OrdersCursor | null;
}

/** One page of the customer's requests. Index: quotes(customerId ASC, createdAt DESC). */
export async function loadOrdersPage(uid: string, after: OrdersCursor | null): Promise<OrdersPage> {
  const { fs, db } = await loadFirestore();
  const snapshot = await fs.getDocs(
    fs.query(
      fs.collection(db, 'quotes').withConverter(quoteRequestConverter),
      fs.where('customerId', '==', uid),
      fs.orderBy('createdAt', 'desc'),
      ...(after ? [fs.startAfter(after)] : []),
      fs.limit(QUOTE_LIMITS.pageSize),
    ),
  );
  const requests: QuoteRequest[] = [];
  for (const doc of snapshot.docs) {
    try {
      requests.push(doc.data());
    } catch (error) {
      console.warn(`Skipped the malformed request ${doc.id}:`, error);
    }
  }
  const full = snapshot.docs.length === QUOTE_LIMITS.pageSize;
  return { requests, next: full ? (snapshot.docs.at(-1) ?? null) : null };
}

// ---- One request and its priced quotes. ----

export interface QuoteDetails {
  quote: QuoteRequest;
  /** The priced responses (sent, revised, accepted, declined), at most 20. */
  responses: QuoteResponse[];
}

/** The request and its quotes could not be read: absent, or not the reader's (rules deny). */
export class QuoteNotFoundError extends Error {
  readonly code = 'not-found';
  constructor(readonly quoteId: string) {
    super(`Quote ${quoteId} not found or not readable`);
  }
}

const isDenied = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'permission-denied';

/**
 * `quotes/{id}` (one get) and its priced responses (one query: the customer's own, as the
 * rules require; equality filters only, served by the built-in indexes).
 */
export async function loadQuoteDetails(quoteId: string, uid: string): Promise<QuoteDetails> {
  const { fs, db } = await loadFirestore();
  const quoteRef = fs.doc(db, 'quotes', quoteId).withConverter(quoteRequestConverter);
  const responsesQuery = fs.query(
    fs.collection(db, 'quotes', quoteId, 'responses').withConverter(quoteResponseConverter),
    fs.where('customerId', '==', uid),
    fs.where('status', 'in', [...PRICED_RESPONSE_STATUSES]),
    fs.limit(QUOTE_LIMITS.pageSize),
  );
  const [quoteRead, responsesRead] = await Promise.allSettled([
    fs.getDoc(quoteRef),
    fs.getDocs(responsesQuery),
  ]);
  if (quoteRead.status === 'rejected') {
    throw isDenied(quoteRead.reason) ? new QuoteNotFoundError(quoteId) : quoteRead.reason;
  }
  const quote = quoteRead.value.data();
  if (!quote) throw new QuoteNotFoundError(quoteId);
  if (responsesRead.status === 'rejected') throw responsesRead.reason;
  const responses: QuoteResponse[] = [];
  for (const doc of responsesRead.value.docs) {
    try {
      responses.push(doc.data());
    } catch (error) {
      console.warn(`Skipped the malformed quote ${doc.id}:`, error);
    }
  }
  return { quote, responses };
}

export const isQuoteNotFound = (error: unknown): error is QuoteNotFoundError =>
  error instanceof QuoteNotFoundError;

// ---- Changes, through the api (session cookie; retried once like every mutation). ----

/** `POST /api/quotes`; the same `requestId` twice answers the same id. */
export async function createQuote(input: QuoteRequestInput): Promise<string> {
  const { id } = await apiMutate<{ id: string }>(QUOTE_API.create, { json: input });
  return id;
}

/** `POST /api/quotes/{id}/accept`; a repeat answers the same contract. */
export async function acceptQuote(quoteId: string, providerId: string): Promise<string> {
  const { contractId } = await apiMutate<{ contractId: string }>(QUOTE_API.accept(quoteId), {
    json: { providerId },
  });
  return contractId;
}

export async function cancelQuote(quoteId: string, reason: string): Promise<void> {
  await apiMutate(QUOTE_API.cancel(quoteId), { json: { reason } });
}

/** Tells the providers their quotes were seen ("vu le …"). */
export async function markQuotesSeen(quoteId: string): Promise<void> {
  await apiMutate(QUOTE_API.seen(quoteId), { json: {} });
}

// ---- The provider a request is aimed at (`?provider=`), read over REST like their page. ----

export const providerServicesKey = (providerId: string) => `quotes:provider:${providerId}:services`;

const serviceChoiceConverter = loadableConverter(
  'quotes/service-choice',
  async () => serviceChoiceOf,
);
const providerNameConverter = loadableConverter('quotes/provider-name', async () => providerNameOf);

/** Their services, cheapest first (the provider page's query, single-field index). */
export function useProviderServices(providerId: string | null) {
  return usePublicList(
    providerId && providerServicesKey(providerId),
    {
      parent: `providers/${providerId ?? ''}`,
      collection: 'services',
      where: [],
      orderBy: [['priceFCFA', 'asc']],
      limit: PROVIDER_LIMITS.services,
    },
    serviceChoiceConverter,
  );
}

/** Their display name; an empty list when there is no such provider. */
export function useProviderName(providerId: string | null) {
  return usePublicList(
    providerId && `quotes:provider:${providerId}:name`,
    () => readPublicDocument(`providers/${providerId ?? ''}`, ['displayName']),
    providerNameConverter,
  );
}
