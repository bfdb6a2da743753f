import { describe, expect, it } from 'vitest';
import { BOOKING_LIMITS } from './booking-constants';
import {
  bookingDurationSchema,
  bookingInputSchema,
  bookingPrice,
  bookingProblemSchema,
  bookingReasonSchema,
  bookingRescheduleSchema,
  bookingResolveSchema,
  defaultBookingDuration,
  reviewHideSchema,
  reviewInputSchema,
  reviewReplySchema,
  slotsQuerySchema,
} from './booking';
import { VALIDATION } from './constants';
import { applyFeeRule, PLATFORM_SERVICE_FEE } from './fees';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('booking bodies', () => {
  const valid = {
    requestId: 'A'.repeat(20),
    providerId: 'seed-provider-01',
    serviceId: 'fuite',
    day: '2030-03-04',
    time: '09:00',
    durationMinutes: 60,
  };

  it('accepts a booking and defaults its notes', () => {
    expect(bookingInputSchema.parse(valid)).toEqual({ ...valid, notes: '' });
  });

  it('refuses durations of 0 and 10 000 minutes, and off the 15-minute grid', () => {
    for (const minutes of [0, 10_000, 14, 20, 1.5, 735, -15]) {
      const result = bookingDurationSchema.safeParse(minutes);
      expect(result.success, String(minutes)).toBe(false);
      expect(firstMessage(result)).toBe(VALIDATION.invalidDuration);
    }
    for (const minutes of [15, 90, BOOKING_LIMITS.durationMax]) {
      expect(bookingDurationSchema.safeParse(minutes).success).toBe(true);
    }
    expect(bookingInputSchema.safeParse({ ...valid, durationMinutes: 0 }).success).toBe(false);
    expect(bookingInputSchema.safeParse({ ...valid, durationMinutes: '60' }).success).toBe(false);
  });

  it('refuses impossible days and times, and ids that are not ours', () => {
    for (const changes of [
      { day: '2030-02-30' },
      { day: '4 mars' },
      { time: '24:00' },
      { time: '9:00' },
      { requestId: 'short' },
      { providerId: 'a/b' },
      { notes: 'x'.repeat(BOOKING_LIMITS.notes + 1) },
    ]) {
      expect(
        bookingInputSchema.safeParse({ ...valid, ...changes }).success,
        JSON.stringify(changes),
      ).toBe(false);
    }
    expect(bookingRescheduleSchema.safeParse({ day: '2030-03-04', time: '23:30' }).success).toBe(
      true,
    );
  });

  it('reads the slots query from strings', () => {
    const query = { provider: 'p', service: 's', day: '2030-03-04' };
    expect(slotsQuerySchema.parse({ ...query, duration: '90' }).duration).toBe(90);
    for (const duration of ['0', '10000', 'abc', '']) {
      expect(slotsQuerySchema.safeParse({ ...query, duration }).success, duration).toBe(false);
    }
  });

  it('requires a reason to decline or cancel, a note to resolve', () => {
    expect(bookingReasonSchema.safeParse({}).success).toBe(false);
    expect(firstMessage(bookingReasonSchema.safeParse({ reason: '   ' }))).toBe(
      VALIDATION.required,
    );
    expect(bookingReasonSchema.parse({ reason: ' Empêché ' })).toEqual({ reason: 'Empêché' });
    expect(bookingResolveSchema.safeParse({ outcome: 'complete', note: '' }).success).toBe(false);
    expect(bookingResolveSchema.safeParse({ outcome: 'refund', note: 'x' }).success).toBe(false);
    expect(bookingResolveSchema.safeParse({ outcome: 'cancel', note: 'x' }).success).toBe(true);
  });

  it('takes a problem with at most 3 photos', () => {
    expect(bookingProblemSchema.parse({ reason: 'Absent' })).toEqual({
      reason: 'Absent',
      photoIds: [],
    });
    const photo = 'B'.repeat(20);
    expect(
      bookingProblemSchema.safeParse({ reason: 'x', photoIds: [photo, photo, photo] }).success,
    ).toBe(true);
    const four = bookingProblemSchema.safeParse({
      reason: 'x',
      photoIds: [photo, photo, photo, photo],
    });
    expect(firstMessage(four)).toBe(VALIDATION.tooMany);
    expect(bookingProblemSchema.safeParse({ reason: 'x', photoIds: ['../etc'] }).success).toBe(
      false,
    );
  });
});

describe('review bodies', () => {
  const comment = 'Travail propre et rapide.';

  it('takes a rating of 1 to 5 in whole stars', () => {
    for (const rating of [1, 5])
      expect(reviewInputSchema.safeParse({ rating, comment }).success).toBe(true);
    for (const rating of [0, 6, 4.5, '5']) {
      const result = reviewInputSchema.safeParse({ rating, comment });
      expect(result.success, String(rating)).toBe(false);
      expect(firstMessage(result)).toBe(VALIDATION.invalidRating);
    }
  });

  it('takes a comment of 10 to 1 000 characters', () => {
    expect(reviewInputSchema.safeParse({ rating: 4, comment: 'Trop court' }).success).toBe(true);
    expect(firstMessage(reviewInputSchema.safeParse({ rating: 4, comment: ' court   ' }))).toBe(
      VALIDATION.tooShort,
    );
    expect(
      firstMessage(reviewInputSchema.safeParse({ rating: 4, comment: 'x'.repeat(1001) })),
    ).toBe(VALIDATION.tooLong);
    expect(reviewReplySchema.safeParse({ text: '' }).success).toBe(false);
    expect(reviewHideSchema.safeParse({ reason: 'Injurieux' }).success).toBe(true);
  });
});

describe('bookingPrice', () => {
  const withFee = (priceFCFA: number) => {
    const platformFeeFCFA = applyFeeRule(PLATFORM_SERVICE_FEE, priceFCFA);
    return { priceFCFA, platformFeeFCFA, totalFCFA: priceFCFA + platformFeeFCFA };
  };

  it('prices a fixed service as is, by the hour per minute, by the day per started 8 hours', () => {
    expect(bookingPrice({ priceFCFA: 10_000, unit: 'fixed' }, 180)).toEqual(withFee(10_000));
    expect(bookingPrice({ priceFCFA: 10_000, unit: 'hour' }, 90)).toEqual(withFee(15_000));
    expect(bookingPrice({ priceFCFA: 5_000, unit: 'hour' }, 45)).toEqual(withFee(3_750));
    expect(bookingPrice({ priceFCFA: 40_000, unit: 'day' }, 480)).toEqual(withFee(40_000));
    expect(bookingPrice({ priceFCFA: 40_000, unit: 'day' }, 540)).toEqual(withFee(80_000));
    expect(withFee(10_000).platformFeeFCFA).toBeGreaterThan(0);
  });

  it('has no price for a service on quote, and no fee on a free one', () => {
    expect(bookingPrice({ priceFCFA: 0, unit: 'quote' }, 60)).toBeNull();
    expect(bookingPrice({ priceFCFA: 0, unit: 'fixed' }, 60)).toEqual({
      priceFCFA: 0,
      platformFeeFCFA: 0,
      totalFCFA: 0,
    });
  });
});

describe('defaultBookingDuration', () => {
  it('rounds a service’s duration up to the grid, within 15 minutes and 12 hours', () => {
    expect(defaultBookingDuration(0)).toBe(15);
    expect(defaultBookingDuration(45)).toBe(45);
    expect(defaultBookingDuration(50)).toBe(60);
    expect(defaultBookingDuration(10_000)).toBe(BOOKING_LIMITS.durationMax);
  });
});
