import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { HttpError } from '../../shared/api/http';
import type { FirestoreHandle } from '../../shared/firebase/firestore';
import { fakeHandle } from '../../shared/firebase/testing';
import {
  adminQuotesKey,
  adminQuotesQuery,
  cancelFailureOf,
  cancelQuoteAsAdmin,
  quoteResponsesQuery,
} from './api';
import { adminQuoteConverter, adminResponseConverter } from './converters';
import { NO_FILTERS } from './model';

/** `fakeHandle` with the cursor and sub-collection builders this feature uses. */
function handle(): FirestoreHandle {
  const base = fakeHandle();
  const fs = {
    ...base.fs,
    collection: (_db: unknown, ...segments: string[]) => ({
      withConverter: (converter: unknown) => ({ collection: segments.join('/'), converter }),
    }),
    startAfter: (...args: unknown[]) => ['startAfter', ...args],
  };
  return { ...base, fs } as unknown as FirestoreHandle;
}

const cursor = { id: 'q20' } as QueryDocumentSnapshot;

describe('adminQuotesQuery', () => {
  it('lists every request, newest first, 20 a page', async () => {
    expect(await adminQuotesQuery(handle(), NO_FILTERS, null)).toEqual({
      ref: { collection: 'quotes', converter: adminQuoteConverter },
      constraints: [
        ['orderBy', 'createdAt', 'desc'],
        ['limit', 20],
      ],
    });
  });

  it('adds one equality filter per chosen field, before the order', async () => {
    const query = await adminQuotesQuery(
      handle(),
      { status: 'responded', category: 'plumbing', city: 'Douala' },
      null,
    );
    expect(query).toMatchObject({
      constraints: [
        ['where', 'status', '==', 'responded'],
        ['where', 'category', '==', 'plumbing'],
        ['where', 'location.city', '==', 'Douala'],
        ['orderBy', 'createdAt', 'desc'],
        ['limit', 20],
      ],
    });
    expect(
      await adminQuotesQuery(handle(), { ...NO_FILTERS, city: 'Yaoundé' }, null),
    ).toMatchObject({
      constraints: [
        ['where', 'location.city', '==', 'Yaoundé'],
        ['orderBy', 'createdAt', 'desc'],
        ['limit', 20],
      ],
    });
  });

  it('starts a later page after the last row of the previous one', async () => {
    expect(
      await adminQuotesQuery(handle(), { ...NO_FILTERS, status: 'pending' }, cursor),
    ).toMatchObject({
      constraints: [
        ['where', 'status', '==', 'pending'],
        ['orderBy', 'createdAt', 'desc'],
        ['startAfter', cursor],
        ['limit', 20],
      ],
    });
  });

  it('keys each filter combination and page apart', () => {
    const keys = new Set([
      adminQuotesKey(NO_FILTERS, null),
      adminQuotesKey(NO_FILTERS, cursor),
      adminQuotesKey({ ...NO_FILTERS, status: 'pending' }, null),
      adminQuotesKey({ ...NO_FILTERS, category: 'pending' }, null),
      adminQuotesKey({ ...NO_FILTERS, city: 'pending' }, null),
    ]);
    expect(keys.size).toBe(5);
  });
});

describe('quoteResponsesQuery', () => {
  it('reads the responses of one request', async () => {
    expect(await quoteResponsesQuery(handle(), 'q1')).toEqual({
      ref: { collection: 'quotes/q1/responses', converter: adminResponseConverter },
      constraints: [['limit', 20]],
    });
  });
});

describe('cancelQuoteAsAdmin', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset().mockImplementation(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the reason to the admin endpoint', async () => {
    await cancelQuoteAsAdmin('q1', 'Annonce abusive');
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/admin/quotes/q1/cancel');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Annonce abusive' });
  });

  it('names the failures the page explains', () => {
    const failure = (status: number, code: string) =>
      cancelFailureOf(new HttpError(status, JSON.stringify({ error: { code, message: '' } })));
    expect(failure(409, 'invalid_transition')).toBe('invalidTransition');
    expect(failure(403, 'forbidden')).toBe('forbidden');
    expect(failure(400, 'invalid_request')).toBe('invalidRequest');
    expect(cancelFailureOf(new TypeError('Failed to fetch'))).toBe('network');
    expect(cancelFailureOf(new HttpError(503, 'down'))).toBe('generic');
  });
});
