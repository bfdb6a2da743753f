import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  bookingReviewConverter,
  providerBookingConverter,
  providerZoneConverter,
} from './converters';

const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });

const snapshotOf = (id: string, data: Record<string, unknown>) =>
  ({ id, data: () => data }) as unknown as QueryDocumentSnapshot;

const stored = {
  customerId: 'c1',
  customerName: 'Aminata',
  providerId: 'p1',
  serviceTitle: { fr: 'Réparation de fuite' },
  day: '2026-03-16',
  time: '09:00',
  timeZone: 'Africa/Douala',
  startAt: timestamp('2026-03-16T08:00:00Z'),
  endAt: timestamp('2026-03-16T10:00:00Z'),
  durationMinutes: 120,
  notes: '',
  priceFCFA: 20_000,
  status: 'confirmed',
  problem: {
    by: 'customer',
    reason: 'Absent',
    photoIds: ['AbCdEfGhIjKlMnOpQrSt'],
    at: timestamp('2026-03-16T12:00:00Z'),
  },
  needsAttention: true,
  cancelReason: null,
  cancelledBy: null,
  completedBy: null,
  adminNote: null,
  reviewed: false,
};

describe('providerBookingConverter', () => {
  it('reads a booking with its dates and its problem', () => {
    const snapshot = snapshotOf('b1', stored);
    expect(providerBookingConverter.fromFirestore(snapshot)).toMatchObject({
      id: 'b1',
      cursor: snapshot,
      serviceTitle: { fr: 'Réparation de fuite' },
      startAt: new Date('2026-03-16T08:00:00Z'),
      problem: { by: 'customer', reason: 'Absent', at: new Date('2026-03-16T12:00:00Z') },
      needsAttention: true,
    });
  });

  it('refuses a document it cannot show', () => {
    expect(() =>
      providerBookingConverter.fromFirestore(snapshotOf('b1', { ...stored, status: 'lost' })),
    ).toThrow(/status/);
    expect(() =>
      providerBookingConverter.fromFirestore(snapshotOf('b1', { ...stored, startAt: null })),
    ).toThrow(/startAt/);
  });
});

describe('bookingReviewConverter', () => {
  it('reads a review and its reply', () => {
    const review = bookingReviewConverter.fromFirestore(
      snapshotOf('b1', {
        authorName: null,
        rating: 5,
        comment: 'Parfait, merci beaucoup.',
        createdAt: timestamp('2026-03-18T10:00:00Z'),
        reply: { text: 'Merci !', at: timestamp('2026-03-19T10:00:00Z') },
        hidden: false,
        hiddenReason: null,
      }),
    );
    expect(review).toEqual({
      authorName: null,
      rating: 5,
      comment: 'Parfait, merci beaucoup.',
      createdAt: new Date('2026-03-18T10:00:00Z'),
      reply: { text: 'Merci !', at: new Date('2026-03-19T10:00:00Z') },
      hidden: false,
      hiddenReason: null,
    });
  });
});

describe('providerZoneConverter', () => {
  it('takes the zone of the provider’s country', () => {
    expect(providerZoneConverter.fromFirestore(snapshotOf('p1', { country: 'KE' }))).toBe(
      'Africa/Nairobi',
    );
  });
});
