import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { adminBookingConverter, adminReviewConverter } from './converters';
import { validateHideReason, validateNote } from './validation';

const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });
const snapshotOf = (id: string, data: Record<string, unknown>) =>
  ({ id, data: () => data }) as unknown as QueryDocumentSnapshot;

const booking = {
  customerName: 'Aminata',
  providerId: 'p1',
  providerName: 'Plomberie Kamga',
  serviceTitle: { fr: 'Réparation de fuite', en: 'Leak repair' },
  day: '2026-03-16',
  time: '09:00',
  timeZone: 'Africa/Douala',
  startAt: timestamp('2026-03-16T08:00:00Z'),
  endAt: timestamp('2026-03-16T10:00:00Z'),
  totalFCFA: 21_000,
  status: 'confirmed',
  problem: {
    by: 'provider',
    reason: 'Client absent',
    photoIds: [],
    at: timestamp('2026-03-16T12:00:00Z'),
  },
  needsAttention: true,
  updatedAt: timestamp('2026-03-16T12:00:00Z'),
};

describe('adminBookingConverter', () => {
  it('reads a reported booking', () => {
    expect(adminBookingConverter.fromFirestore(snapshotOf('b1', booking))).toMatchObject({
      id: 'b1',
      providerName: 'Plomberie Kamga',
      problem: { by: 'provider', reason: 'Client absent', photoIds: [] },
      updatedAt: new Date('2026-03-16T12:00:00Z'),
    });
  });

  it('refuses a booking without its parties', () => {
    expect(() =>
      adminBookingConverter.fromFirestore(snapshotOf('b1', { ...booking, providerName: 7 })),
    ).toThrow(/providerName/);
  });
});

describe('adminReviewConverter', () => {
  it('reads a hidden review and its reason', () => {
    expect(
      adminReviewConverter.fromFirestore(
        snapshotOf('b1', {
          providerId: 'p1',
          authorName: 'Aminata D.',
          rating: 1,
          comment: 'Inacceptable !!!',
          serviceTitle: null,
          createdAt: timestamp('2026-03-18T10:00:00Z'),
          reply: null,
          hidden: true,
          hiddenReason: 'Insultes',
        }),
      ),
    ).toMatchObject({ id: 'b1', serviceTitle: null, hidden: true, hiddenReason: 'Insultes' });
  });
});

describe('validation', () => {
  it('requires a note to settle a booking, and a reason to hide a review', () => {
    expect(validateNote('complete', ' ')).toEqual({
      ok: false,
      error: { key: 'validation.required' },
    });
    expect(validateNote('cancel', ' Absent ')).toEqual({ ok: true, text: 'Absent' });
    expect(validateHideReason('')).toMatchObject({ ok: false });
    expect(validateHideReason('x'.repeat(501))).toMatchObject({
      ok: false,
      error: { key: 'validation.tooLong' },
    });
    expect(validateHideReason('Spam')).toEqual({ ok: true, text: 'Spam' });
  });
});
