import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMutate } from '../../shared/api/http';
import { loadFirestore, type FirestoreHandle } from '../../shared/firebase/firestore';
import { useLiveDoc } from '../../shared/firebase/useLiveQuery';
import {
  bookingsPageKey,
  bookingsPageQuery,
  cancelBooking,
  completeBooking,
  confirmBooking,
  countBookings,
  declineBooking,
  OfflineError,
  replyToReview,
  reportProblem,
  useProviderZone,
  weekQuery,
  weekRange,
} from './api';
import { providerBookingConverter } from './converters';
import { cursorOf, liveError, liveLoading, liveSuccess } from './testing';

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

type Built = { collection: string; constraints: unknown[][]; converter?: unknown };

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
    collection: (_db: unknown, id: string) => ({
      collection: id,
      withConverter(converter: unknown) {
        return { ...this, converter };
      },
    }),
    where: (...args: unknown[]) => ['where', ...args],
    orderBy: (...args: unknown[]) => ['orderBy', ...args],
    startAfter: (...args: unknown[]) => ['startAfter', ...args],
    limit: (...args: unknown[]) => ['limit', ...args],
    query,
    getCountFromServer: async (built: Built) => {
      // A count is a list for the rules: bounded like a page.
      expect(built.constraints.at(-1)).toEqual(['limit', 20]);
      const status = built.constraints.find((item) => item[1] === 'status')?.[3];
      return { data: () => ({ count: Math.min(counts[String(status)] ?? 0, 20) }) };
    },
  };
  return { fs, db: {} } as unknown as FirestoreHandle;
}

const constraintsOf = (built: unknown) => (built as Built).constraints;

beforeEach(() => {
  mutateMock.mockReset().mockResolvedValue(undefined);
  liveDocMock.mockReset().mockReturnValue(liveLoading);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('bookingsPageQuery', () => {
  it('lists the requests soonest first, 20 at most', () => {
    const built = bookingsPageQuery(recordingHandle(), 'p1', 'requests', null) as unknown as Built;
    expect(built.collection).toBe('bookings');
    expect(built.converter).toBe(providerBookingConverter);
    expect(built.constraints).toEqual([
      ['where', 'providerId', '==', 'p1'],
      ['where', 'status', '==', 'pending'],
      ['orderBy', 'startAt', 'asc'],
      ['limit', 20],
    ]);
  });

  it('lists the upcoming bookings soonest first', () => {
    expect(constraintsOf(bookingsPageQuery(recordingHandle(), 'p1', 'upcoming', null))).toEqual([
      ['where', 'providerId', '==', 'p1'],
      ['where', 'status', '==', 'confirmed'],
      ['orderBy', 'startAt', 'asc'],
      ['limit', 20],
    ]);
  });

  it('lists the past bookings latest first, a further page after the cursor', () => {
    const cursor = cursorOf('b20');
    expect(constraintsOf(bookingsPageQuery(recordingHandle(), 'p1', 'past', cursor))).toEqual([
      ['where', 'providerId', '==', 'p1'],
      ['where', 'status', 'in', ['completed', 'cancelled']],
      ['orderBy', 'startAt', 'desc'],
      ['startAfter', cursor],
      ['limit', 20],
    ]);
  });

  it('is known by a key that changes with the tab and the page', () => {
    expect(bookingsPageKey('p1', 'past', null)).toBe('bookings:provider:p1:past:first');
    expect(bookingsPageKey('p1', 'past', cursorOf('b20'))).toBe('bookings:provider:p1:past:b20');
  });
});

describe('the week', () => {
  it('runs from Monday 00:00 to the next Monday 00:00 on the provider’s clock', () => {
    expect(weekRange('2026-03-16', 'Africa/Douala')).toEqual({
      from: new Date('2026-03-15T23:00:00Z'),
      to: new Date('2026-03-22T23:00:00Z'),
    });
    expect(weekRange('2026-03-16', 'Africa/Nairobi').from).toEqual(
      new Date('2026-03-15T21:00:00Z'),
    );
    // Egypt's summer time: UTC+3 in July.
    expect(weekRange('2026-07-06', 'Africa/Cairo').from).toEqual(new Date('2026-07-05T21:00:00Z'));
  });

  it('asks for the confirmed bookings starting in that week, 50 at most', () => {
    expect(
      constraintsOf(weekQuery(recordingHandle(), 'p1', '2026-03-16', 'Africa/Douala')),
    ).toEqual([
      ['where', 'providerId', '==', 'p1'],
      ['where', 'status', '==', 'confirmed'],
      ['where', 'startAt', '>=', new Date('2026-03-15T23:00:00Z')],
      ['where', 'startAt', '<', new Date('2026-03-22T23:00:00Z')],
      ['orderBy', 'startAt', 'asc'],
      ['limit', 50],
    ]);
  });
});

describe('countBookings', () => {
  it('counts the requests and the upcoming bookings on the server, up to 20', async () => {
    vi.mocked(loadFirestore).mockResolvedValue(recordingHandle({ pending: 3, confirmed: 45 }));
    expect(await countBookings('p1')).toEqual({ requests: 3, upcoming: 20 });
  });
});

describe('useProviderZone', () => {
  it('reads providers/{uid} and takes the zone of its country', () => {
    const { result, rerender } = renderHook(() => useProviderZone('p1'));
    expect(result.current).toEqual({ status: 'loading' });
    expect(liveDocMock).toHaveBeenCalledWith('providers:p1:zone', expect.any(Function));
    liveDocMock.mockReturnValue(liveSuccess('Africa/Nairobi'));
    rerender();
    expect(result.current).toEqual({ status: 'provider', timeZone: 'Africa/Nairobi' });
    liveDocMock.mockReturnValue(liveSuccess(null));
    rerender();
    expect(result.current).toEqual({ status: 'notProvider' });
    liveDocMock.mockReturnValue(liveError);
    rerender();
    expect(result.current).toEqual({ status: 'error' });
  });
});

describe('actions', () => {
  it('confirms and completes without a body', async () => {
    await confirmBooking('b1');
    expect(mutateMock).toHaveBeenLastCalledWith('/api/bookings/b1/confirm', {});
    await completeBooking('b1');
    expect(mutateMock).toHaveBeenLastCalledWith('/api/bookings/b1/complete', {});
  });

  it('declines, cancels and reports with the reason', async () => {
    await declineBooking('b1', 'Indisponible');
    expect(mutateMock).toHaveBeenLastCalledWith('/api/bookings/b1/decline', {
      json: { reason: 'Indisponible' },
    });
    await cancelBooking('b1', 'Malade');
    expect(mutateMock).toHaveBeenLastCalledWith('/api/bookings/b1/cancel', {
      json: { reason: 'Malade' },
    });
    await reportProblem('b1', 'Client absent');
    expect(mutateMock).toHaveBeenLastCalledWith('/api/bookings/b1/problem', {
      json: { reason: 'Client absent', photoIds: [] },
    });
  });

  it('replies to a review with PUT', async () => {
    await replyToReview('b1', 'Merci !');
    expect(mutateMock).toHaveBeenLastCalledWith('/api/reviews/b1/reply', {
      method: 'PUT',
      json: { text: 'Merci !' },
    });
  });

  it('refuses at once when offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    await expect(confirmBooking('b1')).rejects.toBeInstanceOf(OfflineError);
    expect(mutateMock).not.toHaveBeenCalled();
  });
});
