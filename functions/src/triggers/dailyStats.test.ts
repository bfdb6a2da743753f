import { emptyStatsFigures } from '@marketplace/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { incrementsOf } from './dailyStats';

describe('incrementsOf', () => {
  it('increments only the figures the delta changes', () => {
    const delta = {
      ...emptyStatsFigures(),
      bookings: 1,
      byCategory: { menage: { quotes: 0, bookings: 1, completed: 0, revenueFCFA: 0 } },
      byCountry: { CM: { signups: 0, bookings: 1, revenueFCFA: 0 } },
    };
    expect(incrementsOf(delta)).toEqual({
      bookings: FieldValue.increment(1),
      byCategory: { menage: { bookings: FieldValue.increment(1) } },
      byCountry: { CM: { bookings: FieldValue.increment(1) } },
    });
  });
});
