import { describe, expect, it } from 'vitest';
import { VALIDATION } from './constants';
import {
  addCalendarMonths,
  criminalRecordIssuedInTime,
  criminalRecordValidUntil,
  parseVerificationQueueCursor,
  verificationDecisionSchema,
  verificationQueueCursor,
  verificationQueueQuerySchema,
  verificationUploadSchema,
  VERIFICATION_VALIDATION,
} from './verification';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('calendar months', () => {
  it('moves by months and keeps to the end of a shorter month', () => {
    expect(addCalendarMonths('2026-05-15', -3)).toBe('2026-02-15');
    expect(addCalendarMonths('2026-05-31', -3)).toBe('2026-02-28');
    expect(addCalendarMonths('2028-05-31', -3)).toBe('2028-02-29');
    expect(addCalendarMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addCalendarMonths('2026-01-31', 12)).toBe('2027-01-31');
    expect(criminalRecordValidUntil('2026-06-10')).toBe('2027-06-10');
    expect(criminalRecordValidUntil('2028-02-29')).toBe('2029-02-28');
  });

  it('accepts a criminal record issued within 3 months, not later than today', () => {
    const today = '2026-06-10';
    expect(criminalRecordIssuedInTime('2026-06-10', today)).toBe(true);
    expect(criminalRecordIssuedInTime('2026-03-10', today)).toBe(true);
    expect(criminalRecordIssuedInTime('2026-03-09', today)).toBe(false);
    expect(criminalRecordIssuedInTime('2026-06-11', today)).toBe(false);
    expect(criminalRecordIssuedInTime('2026-02-10', today)).toBe(false);
  });
});

describe('upload fields', () => {
  const today = '2026-06-10';

  it('needs a recent issue day for a criminal record', () => {
    const schema = verificationUploadSchema('criminal_record', today);
    expect(schema.parse({ issuedOn: '2026-05-01' })).toEqual({ issuedOn: '2026-05-01' });
    expect(messages(schema.safeParse({}))).toEqual([VALIDATION.required]);
    expect(messages(schema.safeParse({ issuedOn: '' }))).toContain(VALIDATION.required);
    expect(messages(schema.safeParse({ issuedOn: '2026-02-10' }))).toEqual([
      VERIFICATION_VALIDATION.recordTooOld,
    ]);
    expect(messages(schema.safeParse({ issuedOn: '2026-06-11' }))).toEqual([
      VERIFICATION_VALIDATION.recordTooOld,
    ]);
    expect(messages(schema.safeParse({ issuedOn: '2026-02-30' }))).toEqual([
      VALIDATION.invalidDate,
    ]);
  });

  it('takes an optional future expiry for an identity document, nothing for the others', () => {
    const identity = verificationUploadSchema('identity', today);
    expect(identity.parse({})).toEqual({});
    expect(identity.parse({ validUntil: '' })).toEqual({});
    expect(identity.parse({ validUntil: '2030-01-01' })).toEqual({ validUntil: '2030-01-01' });
    expect(messages(identity.safeParse({ validUntil: today }))).toEqual([VALIDATION.dateInPast]);
    // Only a real day is compared with today.
    expect(new Set(messages(identity.safeParse({ validUntil: '01/01/2020' })))).toEqual(
      new Set([VALIDATION.invalidDate]),
    );
    expect(verificationUploadSchema('licence', today).parse({ issuedOn: '2026-01-01' })).toEqual(
      {},
    );
  });
});

describe('decisions', () => {
  it('approves without a reason and rejects with one', () => {
    expect(verificationDecisionSchema.parse({ decision: 'approve' })).toEqual({
      decision: 'approve',
    });
    expect(verificationDecisionSchema.parse({ decision: 'reject', reason: 'unreadable' })).toEqual({
      decision: 'reject',
      reason: 'unreadable',
    });
    const noReason = verificationDecisionSchema.safeParse({ decision: 'reject' });
    expect(noReason.error?.issues.map((issue) => issue.path)).toEqual([['reason']]);
  });

  it('needs the free text for the reason "other", at most 500 characters', () => {
    const other = verificationDecisionSchema.safeParse({ decision: 'reject', reason: 'other' });
    expect(other.error?.issues.map((issue) => issue.path)).toEqual([['reasonText']]);
    const blank = { decision: 'reject', reason: 'other', reasonText: '   ' };
    expect(verificationDecisionSchema.safeParse(blank).success).toBe(false);
    const text = { decision: 'reject', reason: 'other', reasonText: ' Photo floue ' };
    expect(verificationDecisionSchema.parse(text).reasonText).toBe('Photo floue');
    const long = { ...text, reasonText: 'x'.repeat(501) };
    expect(messages(verificationDecisionSchema.safeParse(long))).toEqual([VALIDATION.tooLong]);
    expect(verificationDecisionSchema.safeParse({ decision: 'maybe' }).success).toBe(false);
    expect(
      verificationDecisionSchema.safeParse({ decision: 'reject', reason: 'because' }).success,
    ).toBe(false);
  });
});

describe('the queue query', () => {
  it('filters by kind and pages with a cursor of the last row', () => {
    const cursor = verificationQueueCursor('2026-06-10T08:30:00.000Z', 'uid_1-a');
    expect(parseVerificationQueueCursor(cursor)).toEqual({
      waitingSince: '2026-06-10T08:30:00.000Z',
      uid: 'uid_1-a',
    });
    expect(verificationQueueQuerySchema.parse({ kind: 'criminal_record', after: cursor })).toEqual({
      kind: 'criminal_record',
      after: cursor,
    });
    expect(verificationQueueQuerySchema.parse({})).toEqual({});
    expect(verificationQueueQuerySchema.safeParse({ kind: 'passport' }).success).toBe(false);
    for (const bad of ['uid', '2026-06-10~uid', '2026-06-10T08:30:00.000Z~a/b']) {
      expect(verificationQueueQuerySchema.safeParse({ after: bad }).success, bad).toBe(false);
    }
  });
});
