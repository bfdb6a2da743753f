import { renderHook, waitFor } from '@testing-library/react';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMutate } from '../../shared/api/http';
import { testUser } from '../../shared/auth/testing';
import { loadFirestore, type FirestoreHandle } from '../../shared/firebase/firestore';
import { useLiveDoc } from '../../shared/firebase/useLiveQuery';
import {
  countInbox,
  declineRequest,
  inboxPageKey,
  inboxPageQuery,
  OfflineError,
  respondToRequest,
  useInboxCounts,
  useProviderStatus,
  withdrawQuote,
} from './api';
import { inboxItemConverter } from './converters';
import { liveLoading, liveSuccess } from './testing';

vi.mock('../../shared/api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/api/http')>()),
  apiMutate: vi.fn(),
}));
vi.mock('../../shared/firebase/firestore', () => ({ loadFirestore: vi.fn() }));
vi.mock('../../shared/firebase/useLiveQuery', () => ({
  useLiveDoc: vi.fn(),
  useLiveQuery: vi.fn(),
}));
const mutateMock = vi.mocked(apiMutate);
const liveDocMock = vi.mocked(useLiveDoc);

/** An `fs` whose builders record what they were given. */
function recordingHandle(counts: Record<string, number> = {}): FirestoreHandle {
  const query = (ref: unknown, ...constraints: unknown[]) => {
    const base = ref as { constraints?: unknown[] };
    return {
      ...base,
      constraints: [...(base.constraints ?? []), ...constraints],
      withConverter(converter: unknown) {
        return { ...this, converter };
      },
    };
  };
  const fs = {
    collectionGroup: (_db: unknown, id: string) => ({ collectionGroup: id }),
    where: (...args: unknown[]) => ['where', ...args],
    orderBy: (...args: unknown[]) => ['orderBy', ...args],
    startAfter: (...args: unknown[]) => ['startAfter', ...args],
    limit: (...args: unknown[]) => ['limit', ...args],
    query,
    getCountFromServer: async (built: { constraints: unknown[][] }) => {
      // The rules refuse a count without a limit of at most 50.
      expect(built.constraints.at(-1)).toEqual(['limit', 50]);
      const statuses = built.constraints.find((item) => item[1] === 'status')?.[3] as string[];
      return { data: () => ({ count: Math.min(counts[statuses.join()] ?? 0, 50) }) };
    },
  };
  return { fs, db: {} } as unknown as FirestoreHandle;
}

const cursor = { ref: { path: 'quotes/q9/responses/p1' } } as unknown as QueryDocumentSnapshot;

beforeEach(() => {
  mutateMock.mockReset().mockResolvedValue(undefined);
  liveDocMock.mockReset().mockReturnValue(liveLoading);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('inboxPageQuery', () => {
  it("asks for the provider's own entries of a tab, newest first, 20 at most", () => {
    expect(inboxPageQuery(recordingHandle(), 'p1', 'answered', null)).toEqual({
      collectionGroup: 'responses',
      constraints: [
        ['where', 'providerId', '==', 'p1'],
        ['where', 'status', 'in', ['sent', 'revised']],
        ['orderBy', 'createdAt', 'desc'],
        ['limit', 20],
      ],
      converter: inboxItemConverter,
      withConverter: expect.any(Function),
    });
  });

  it('starts a further page after the last entry of the previous one', () => {
    const built = inboxPageQuery(recordingHandle(), 'p1', 'lost', cursor) as unknown as {
      constraints: unknown[];
    };
    expect(built.constraints.slice(1)).toEqual([
      ['where', 'status', 'in', ['declined', 'withdrawn', 'closed']],
      ['orderBy', 'createdAt', 'desc'],
      ['startAfter', cursor],
      ['limit', 20],
    ]);
  });

  it('is known by a key that changes with the tab and the page', () => {
    expect(inboxPageKey('p1', 'new', null)).toBe('responses:provider:p1:new:first');
    expect(inboxPageKey('p1', 'new', cursor)).toBe(
      'responses:provider:p1:new:quotes/q9/responses/p1',
    );
  });
});

describe('countInbox', () => {
  it('counts each tab on the server, up to 50', async () => {
    vi.mocked(loadFirestore).mockResolvedValue(
      recordingHandle({ requested: 3, 'sent,revised': 2, accepted: 1, expired: 70 }),
    );
    expect(await countInbox('p1')).toEqual({ new: 3, answered: 2, won: 1, lost: 0, expired: 50 });
  });
});

describe('useInboxCounts', () => {
  it('counts again when an action changes the version, keeping the last counts meanwhile', async () => {
    const counts = { requested: 1 } as Record<string, number>;
    vi.mocked(loadFirestore).mockResolvedValue(recordingHandle(counts));
    const { result, rerender } = renderHook(({ version }) => useInboxCounts('p1', version), {
      initialProps: { version: 0 },
    });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current?.new).toBe(1));
    counts.requested = 0;
    counts['sent,revised'] = 1;
    rerender({ version: 1 });
    expect(result.current?.new).toBe(1);
    await waitFor(() => expect(result.current).toMatchObject({ new: 0, answered: 1 }));
  });

  it('stays without counts when they cannot be counted', async () => {
    vi.mocked(loadFirestore).mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useInboxCounts('p1', 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(result.current).toBeNull();
  });
});

describe('useProviderStatus', () => {
  it('trusts the session of a provider, reading nothing', () => {
    const { result } = renderHook(() =>
      useProviderStatus(testUser({ id: 'p1', isProvider: true })),
    );
    expect(result.current).toBe('provider');
    expect(liveDocMock).toHaveBeenCalledWith(null, expect.any(Function));
  });

  it('otherwise reads providers/{uid}', () => {
    const session = testUser({ id: 'u1' });
    const { result, rerender } = renderHook(() => useProviderStatus(session));
    expect(result.current).toBe('loading');
    expect(liveDocMock).toHaveBeenCalledWith('providers:u1:exists', expect.any(Function));
    liveDocMock.mockReturnValue(liveSuccess(null));
    rerender();
    expect(result.current).toBe('notProvider');
    liveDocMock.mockReturnValue(liveSuccess({ displayName: 'Awa' }));
    rerender();
    expect(result.current).toBe('provider');
  });
});

describe('actions', () => {
  const input = {
    lineItems: [{ label: 'Siphon', quantity: 1, unitPriceFCFA: 15_000 }],
    durationMinutes: 60,
    earliestStart: '2030-03-18',
    validityDays: 7,
    message: '',
  };

  it('sends or revises a quote with PUT', async () => {
    await respondToRequest('q1', input);
    expect(mutateMock).toHaveBeenCalledWith('/api/quotes/q1/response', {
      method: 'PUT',
      json: input,
    });
  });

  it('declines with the reason, and withdraws', async () => {
    await declineRequest('q1', 'Trop loin');
    expect(mutateMock).toHaveBeenCalledWith('/api/quotes/q1/response/decline', {
      json: { reason: 'Trop loin' },
    });
    await withdrawQuote('q1');
    expect(mutateMock).toHaveBeenLastCalledWith('/api/quotes/q1/response/withdraw', {});
  });

  it('refuses at once when offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    await expect(withdrawQuote('q1')).rejects.toBeInstanceOf(OfflineError);
    expect(mutateMock).not.toHaveBeenCalled();
  });
});
