import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, apiMutate } from '../../shared/api/http';
import type { FirestoreHandle } from '../../shared/firebase/firestore';
import {
  adminFailureOf,
  adminReviewsQuery,
  hideReview,
  reportedBookingsQuery,
  resolveBooking,
  unhideReview,
} from './api';
import { adminBookingConverter, adminReviewConverter } from './converters';

vi.mock('../../shared/api/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/api/http')>()),
  apiMutate: vi.fn(),
}));
const mutateMock = vi.mocked(apiMutate);

type Built = { collection: string; converter: unknown; constraints: unknown[][] };

/** An `fs` whose builders record what they were given. */
const handle = {
  db: {},
  fs: {
    collection: (_db: unknown, id: string) => ({
      collection: id,
      withConverter: (converter: unknown) => ({ collection: id, converter }),
    }),
    where: (...args: unknown[]) => ['where', ...args],
    orderBy: (...args: unknown[]) => ['orderBy', ...args],
    startAfter: (...args: unknown[]) => ['startAfter', ...args],
    limit: (...args: unknown[]) => ['limit', ...args],
    query: (ref: object, ...constraints: unknown[]) => ({ ...ref, constraints }),
  },
} as unknown as FirestoreHandle;

const cursor = { id: 'b20' } as QueryDocumentSnapshot;

beforeEach(() => {
  mutateMock.mockReset().mockResolvedValue(undefined);
});

describe('reportedBookingsQuery', () => {
  it('asks for the bookings waiting for an admin, latest change first, 20 a page', async () => {
    expect(await reportedBookingsQuery(handle, null)).toEqual({
      collection: 'bookings',
      converter: adminBookingConverter,
      constraints: [
        ['where', 'needsAttention', '==', true],
        ['orderBy', 'updatedAt', 'desc'],
        ['limit', 20],
      ],
    });
    const next = (await reportedBookingsQuery(handle, cursor)) as unknown as Built;
    expect(next.constraints.at(-2)).toEqual(['startAfter', cursor]);
  });
});

describe('adminReviewsQuery', () => {
  it('lists every review newest first, or the hidden ones', async () => {
    expect(await adminReviewsQuery(handle, 'all', null)).toEqual({
      collection: 'reviews',
      converter: adminReviewConverter,
      constraints: [
        ['orderBy', 'createdAt', 'desc'],
        ['limit', 20],
      ],
    });
    const hidden = (await adminReviewsQuery(handle, 'hidden', cursor)) as unknown as Built;
    expect(hidden.constraints).toEqual([
      ['where', 'hidden', '==', true],
      ['orderBy', 'createdAt', 'desc'],
      ['startAfter', cursor],
      ['limit', 20],
    ]);
  });
});

describe('actions', () => {
  it('resolves, hides and unhides through the api', async () => {
    await resolveBooking('b1', 'cancel', 'Absence confirmée');
    expect(mutateMock).toHaveBeenLastCalledWith('/api/admin/bookings/b1/resolve', {
      json: { outcome: 'cancel', note: 'Absence confirmée' },
    });
    await hideReview('b1', 'Insultes');
    expect(mutateMock).toHaveBeenLastCalledWith('/api/admin/reviews/b1/hide', {
      json: { reason: 'Insultes' },
    });
    await unhideReview('b1');
    expect(mutateMock).toHaveBeenLastCalledWith('/api/admin/reviews/b1/unhide');
  });

  it('names each failure', () => {
    const failure = (status: number, code: string) =>
      adminFailureOf(new HttpError(status, JSON.stringify({ error: { code, message: 'x' } })));
    expect(failure(409, 'invalid_transition')).toBe('invalid_transition');
    expect(failure(404, 'no_review')).toBe('no_review');
    expect(failure(403, 'forbidden')).toBe('forbidden');
    expect(failure(500, 'internal')).toBe('generic');
    expect(adminFailureOf(new HttpError(401, ''))).toBe('unauthenticated');
    expect(adminFailureOf(new TypeError('Failed to fetch'))).toBe('network');
  });
});
