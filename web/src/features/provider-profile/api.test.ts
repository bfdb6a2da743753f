import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadFirestore, type FirestoreHandle } from '../../shared/firebase/firestore';
import { fakeHandle, fakeSnapshot as snapshot } from '../../shared/firebase/testing';
import {
  providerKey,
  providerRef,
  providerServicesQuery,
  ratingDistribution,
  reviewsPageKey,
  reviewsPageQuery,
  useRatingDistribution,
  type ReviewCursor,
} from './api';
import { providerConverter, reviewConverter, serviceConverter } from './converters';

vi.mock('../../shared/firebase/firestore', () => ({ loadFirestore: vi.fn() }));

/** The shared fake, plus the builders this feature uses beyond it. */
function handle(counts: Record<string, number> = {}): FirestoreHandle {
  const base = fakeHandle();
  const fs = {
    ...base.fs,
    doc: (_db: unknown, ...segments: string[]) => ({
      withConverter: (converter: unknown) => ({ path: segments.join('/'), converter }),
    }),
    collection: (_db: unknown, path: string) => ({
      path,
      withConverter: (converter: unknown) => ({ collection: path, converter }),
    }),
    startAfter: (...args: unknown[]) => ['startAfter', ...args],
    getCountFromServer: vi.fn(async (query: { constraints: unknown[][] }) => {
      const key = query.constraints.map((constraint) => constraint.join(' ')).join(' & ');
      return { data: () => ({ count: counts[key] ?? 0 }) };
    }),
  };
  return { fs, db: base.db } as unknown as FirestoreHandle;
}

describe('provider profile queries', () => {
  it('reads providers/{id} through the validating converter', async () => {
    expect(await providerRef(handle(), 'seed-provider-01')).toEqual({
      path: 'providers/seed-provider-01',
      converter: providerConverter,
    });
    expect(providerKey('seed-provider-01')).toBe('provider-profile:seed-provider-01');
  });

  it('asks for at most 20 services, cheapest first', async () => {
    expect(await providerServicesQuery('p1')(handle())).toEqual({
      ref: { collection: 'providers/p1/services', converter: serviceConverter },
      constraints: [
        ['orderBy', 'priceFCFA', 'asc'],
        ['limit', 20],
      ],
    });
  });

  it('pages reviews five at a time, newest first, after the cursor', async () => {
    const ref = { collection: 'reviews', converter: reviewConverter };
    expect(await reviewsPageQuery('p1', null)(handle())).toEqual({
      ref,
      constraints: [
        ['where', 'providerId', '==', 'p1'],
        ['orderBy', 'createdAt', 'desc'],
        ['limit', 5],
      ],
    });
    const cursor = { id: 'booking-5' } as ReviewCursor;
    expect(await reviewsPageQuery('p1', cursor)(handle())).toEqual({
      ref,
      constraints: [
        ['where', 'providerId', '==', 'p1'],
        ['orderBy', 'createdAt', 'desc'],
        ['startAfter', cursor],
        ['limit', 5],
      ],
    });
    expect(reviewsPageKey('p1', null)).toBe('provider-profile:p1:reviews:first');
    expect(reviewsPageKey('p1', cursor)).toBe('provider-profile:p1:reviews:after:booking-5');
  });

  it('counts the reviews of each star value on the server', async () => {
    const fake = handle({
      'where providerId == p1 & where rating == 5 & limit 50': 3,
      'where providerId == p1 & where rating == 4 & limit 50': 1,
      'where providerId == p2 & where rating == 1 & limit 50': 9,
    });
    expect(await ratingDistribution(fake, 'p1', 4)).toEqual({ 5: 3, 4: 1, 3: 0, 2: 0, 1: 0 });
    expect(fake.fs.getCountFromServer).toHaveBeenCalledTimes(5);
  });

  it("bounds each count by the rules' limit of 50, and derives one capped count", async () => {
    const fake = handle({
      'where providerId == p1 & where rating == 5 & limit 50': 50,
      'where providerId == p1 & where rating == 4 & limit 50': 7,
    });
    expect(await ratingDistribution(fake, 'p1', 130)).toEqual({ 5: 123, 4: 7, 3: 0, 2: 0, 1: 0 });
    const twoCapped = handle({
      'where providerId == p1 & where rating == 5 & limit 50': 50,
      'where providerId == p1 & where rating == 4 & limit 50': 50,
    });
    expect(await ratingDistribution(twoCapped, 'p1', 130)).toBeNull();
  });

  it('fails when the server cannot count (offline)', async () => {
    const fake = handle();
    vi.mocked(fake.fs.getCountFromServer).mockRejectedValueOnce(new Error('unavailable'));
    await expect(ratingDistribution(fake, 'p1', 1)).rejects.toThrow('unavailable');
  });
});

describe('useRatingDistribution', () => {
  it('reads the counts once the provider is known, and again when its review count changes', async () => {
    const fake = handle({ 'where providerId == p1 & where rating == 5 & limit 50': 2 });
    vi.mocked(loadFirestore).mockResolvedValue(fake);
    const { result, rerender } = renderHook(
      ({ id, count }: { id: string | null; count: number }) => useRatingDistribution(id, count),
      { initialProps: { id: null as string | null, count: 0 } },
    );
    expect(result.current).toEqual({ status: 'loading' });
    expect(fake.fs.getCountFromServer).not.toHaveBeenCalled();
    rerender({ id: 'p1', count: 2 });
    await waitFor(() =>
      expect(result.current).toEqual({
        status: 'success',
        counts: { 5: 2, 4: 0, 3: 0, 2: 0, 1: 0 },
      }),
    );
    rerender({ id: 'p1', count: 3 });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(fake.fs.getCountFromServer).toHaveBeenCalledTimes(10);
  });

  it('reports a failure (offline) instead of throwing', async () => {
    const fake = handle();
    vi.mocked(fake.fs.getCountFromServer).mockRejectedValue(new Error('unavailable'));
    vi.mocked(loadFirestore).mockResolvedValue(fake);
    const { result } = renderHook(() => useRatingDistribution('p1', 3));
    await waitFor(() => expect(result.current).toEqual({ status: 'error' }));
  });
});

describe('reviewConverter', () => {
  const review = {
    providerId: 'p1',
    authorName: 'Christelle N.',
    rating: 4,
    comment: 'Bon travail.',
  };

  it('keeps the id, the date and the snapshot as the next page cursor', () => {
    const createdAt = new Date('2026-03-14T10:00:00Z');
    const doc = snapshot('booking-1', { ...review, createdAt: { toDate: () => createdAt } });
    expect(reviewConverter.fromFirestore(doc)).toEqual({
      id: 'booking-1',
      ...review,
      createdAt,
      cursor: doc,
    });
  });

  it('reads an anonymous review, and rejects one without a valid rating', () => {
    expect(
      reviewConverter.fromFirestore(snapshot('r', { ...review, authorName: null })).authorName,
    ).toBeNull();
    expect(() => reviewConverter.fromFirestore(snapshot('r', { ...review, rating: 6 }))).toThrow();
  });
});

describe('serviceConverter', () => {
  it('reads a service with its id and rejects a negative price', () => {
    const service = {
      title: { fr: 'Réparation de fuite', en: 'Leak repair' },
      category: 'plumbing',
      priceFCFA: 10000,
      unit: 'fixed',
      durationMinutes: 60,
      description: { fr: '' },
    };
    expect(serviceConverter.fromFirestore(snapshot('s1', service))).toEqual({
      id: 's1',
      ...service,
    });
    expect(() =>
      serviceConverter.fromFirestore(snapshot('s1', { ...service, priceFCFA: -1 })),
    ).toThrow();
  });
});
