import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import {
  PROVIDER_INBOX_TABS,
  QUOTE_API,
  QUOTE_LIMITS,
  type ProviderInboxTab,
  type QuoteResponseInput,
} from '@marketplace/domain';
import { apiMutate } from '../../shared/api/http';
import type { SessionUser } from '../../shared/auth/AuthState';
import { loadFirestore, type FirestoreHandle } from '../../shared/firebase/firestore';
import { useLiveDoc, useLiveQuery } from '../../shared/firebase/useLiveQuery';
import { inboxItemConverter, quoteRequestConverter } from './converters';

/**
 * The provider side of quotes: the inbox (a collection-group query on the provider's own
 * `responses`, 20 a page, newest first), its counts, the request an entry belongs to, and the
 * provider's actions, which go through the `api` function (clients never write quotes).
 */

export const INBOX_TABS = Object.keys(PROVIDER_INBOX_TABS) as ProviderInboxTab[];

export const isInboxTab = (value: string | null): value is ProviderInboxTab =>
  INBOX_TABS.includes(value as ProviderInboxTab);

/** The responses of `tab`, without order or limit: what the list pages and the counts count. */
function tabQuery({ fs, db }: FirestoreHandle, uid: string, tab: ProviderInboxTab) {
  return fs.query(
    fs.collectionGroup(db, 'responses'),
    fs.where('providerId', '==', uid),
    fs.where('status', 'in', [...PROVIDER_INBOX_TABS[tab]]),
  );
}

/**
 * One page of the inbox. Index: responses (collection group) providerId ASC, status ASC,
 * createdAt DESC. `after` is the last entry of the previous page.
 */
export function inboxPageQuery(
  handle: FirestoreHandle,
  uid: string,
  tab: ProviderInboxTab,
  after: QueryDocumentSnapshot | null,
) {
  const { fs } = handle;
  const ordered = fs.query(
    tabQuery(handle, uid, tab).withConverter(inboxItemConverter),
    fs.orderBy('createdAt', 'desc'),
  );
  return after
    ? fs.query(ordered, fs.startAfter(after), fs.limit(QUOTE_LIMITS.pageSize))
    : fs.query(ordered, fs.limit(QUOTE_LIMITS.pageSize));
}

export const inboxPageKey = (
  uid: string,
  tab: ProviderInboxTab,
  after: QueryDocumentSnapshot | null,
) => `responses:provider:${uid}:${tab}:${after?.ref.path ?? 'first'}`;

/** A live page of the inbox: an answered request leaves its tab as soon as the server says so. */
export function useInboxPage(
  uid: string | null,
  tab: ProviderInboxTab,
  after: QueryDocumentSnapshot | null,
) {
  return useLiveQuery(uid && inboxPageKey(uid, tab, after), (handle) =>
    inboxPageQuery(handle, uid ?? '', tab, after),
  );
}

export type InboxCounts = Record<ProviderInboxTab, number>;

/**
 * The rules allow a list (a count is one) of at most 50 documents: a tab counts up to 50, and
 * the page shows "50+" from there.
 */
export const COUNT_CAP = 50;

/** How many entries each tab holds, up to `COUNT_CAP`: one aggregation per tab (1 read each). */
export async function countInbox(uid: string): Promise<InboxCounts> {
  const handle = await loadFirestore();
  const counts = await Promise.all(
    INBOX_TABS.map(async (tab) => {
      const snapshot = await handle.fs.getCountFromServer(
        handle.fs.query(tabQuery(handle, uid, tab), handle.fs.limit(COUNT_CAP)),
      );
      return [tab, snapshot.data().count] as const;
    }),
  );
  return Object.fromEntries(counts) as InboxCounts;
}

/**
 * The counts of the tabs, counted again whenever `version` changes (after an action). Until
 * they arrive, or when they cannot be counted (offline), the last ones known, or null.
 */
export function useInboxCounts(uid: string | null, version: number): InboxCounts | null {
  const [counts, setCounts] = useState<{ uid: string; counts: InboxCounts } | null>(null);
  useEffect(() => {
    if (uid === null) return;
    let active = true;
    countInbox(uid)
      .then((found) => active && setCounts({ uid, counts: found }))
      // The tabs then show their names only; the lists still load from the cache.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [uid, version]);
  return counts !== null && counts.uid === uid ? counts.counts : null;
}

export type ProviderStatus = 'loading' | 'provider' | 'notProvider' | 'error';

/**
 * Whether the signed-in user is a provider. The session already says so for most (no read);
 * otherwise `providers/{uid}` decides, so that someone who has just registered gets in.
 */
export function useProviderStatus(session: SessionUser | null): ProviderStatus {
  const known = session?.isProvider === true;
  const provider = useLiveDoc(
    session && !known ? `providers:${session.id}:exists` : null,
    (handle) => handle.fs.doc(handle.db, 'providers', session?.id ?? ''),
  );
  if (known) return 'provider';
  if (provider.status === 'error') return 'error';
  if (provider.status === 'loading') return 'loading';
  return provider.data ? 'provider' : 'notProvider';
}

/** The request an entry belongs to (`quotes/{id}`, readable by its recipients): 1 read. */
export function useQuoteRequest(quoteId: string) {
  return useLiveDoc(`quotes:${quoteId}:recipient`, ({ fs, db }) =>
    fs.doc(db, 'quotes', quoteId).withConverter(quoteRequestConverter),
  );
}

/** The address of one of the request's photos (streamed by the api to its recipients). */
export const photoUrl = QUOTE_API.photo;

/** Offline, the browser would fail after a retry; the provider is told at once instead. */
export class OfflineError extends Error {
  constructor() {
    super('The browser is offline');
    this.name = 'OfflineError';
  }
}

function mutate(path: string, init: Parameters<typeof apiMutate>[1] = {}) {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return Promise.reject(new OfflineError());
  }
  return apiMutate(path, init);
}

/** Sends the quote (an unanswered request) or revises it (a quote not yet accepted). */
export const respondToRequest = (quoteId: string, input: QuoteResponseInput) =>
  mutate(QUOTE_API.respond(quoteId), { method: 'PUT', json: input });

/** Declines an unanswered request, with the reason the customer will read. */
export const declineRequest = (quoteId: string, reason: string) =>
  mutate(QUOTE_API.decline(quoteId), { json: { reason } });

/** Withdraws a quote the customer has not accepted. */
export const withdrawQuote = (quoteId: string) => mutate(QUOTE_API.withdraw(quoteId));
