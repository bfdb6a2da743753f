import { z } from 'zod';
import { VALIDATION } from './constants';
import { daySchema, documentIdSchema } from './quote';
import {
  REJECTION_REASONS,
  VERIFICATION_KINDS,
  VERIFICATION_LIMITS,
  type VerificationAuditDocument,
  type VerificationKind,
} from './verification-constants';

/**
 * Provider verification (issue 16): the fields of an upload, an admin's decision and the
 * queue's query, checked by the web before sending and by the api on arrival. Messages are
 * i18n keys (`validation.*`, and `VERIFICATION_VALIDATION` for the verification page's own).
 */
export const VERIFICATION_VALIDATION = {
  /** A criminal-record extract issued in the future or more than 3 months ago. */
  recordTooOld: 'verification.validation.recordTooOld',
} as const;

/** `day` plus `months` calendar months, on the last day of the month when it is shorter. */
export function addCalendarMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * Whether a criminal-record extract issued on `issuedOn` is accepted on `today` (UTC days):
 * not in the future, and not before `today` minus VERIFICATION_LIMITS.criminalRecordMaxAgeMonths.
 */
export const criminalRecordIssuedInTime = (issuedOn: string, today: string): boolean =>
  issuedOn <= today &&
  issuedOn >= addCalendarMonths(today, -VERIFICATION_LIMITS.criminalRecordMaxAgeMonths);

/** When a criminal record checked on `approvedOn` lapses (`validUntil`). */
export const criminalRecordValidUntil = (approvedOn: string): string =>
  addCalendarMonths(approvedOn, VERIFICATION_LIMITS.criminalRecordValidMonths);

/** Form fields are sent as text: an empty field is no field. */
const optionalField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * The text fields of `POST VERIFICATION_API.upload(kind)` on `today` (the caller's UTC day):
 * a criminal record needs `issuedOn` within the last 3 months; an identity document may carry
 * its expiry (`validUntil`, after today); the professional documents carry nothing.
 */
export function verificationUploadSchema(kind: VerificationKind, today: string) {
  if (kind === 'criminal_record') {
    return z.object({
      issuedOn: z
        .string({ error: VALIDATION.required })
        .min(1, VALIDATION.required)
        .pipe(daySchema)
        // A pipe, so that only a real day is compared.
        .pipe(
          z.string().refine((day) => criminalRecordIssuedInTime(day, today), {
            message: VERIFICATION_VALIDATION.recordTooOld,
          }),
        ),
    });
  }
  if (kind === 'identity') {
    return z.object({
      validUntil: optionalField(
        daySchema.pipe(z.string().refine((day) => day > today, VALIDATION.dateInPast)),
      ),
    });
  }
  return z.object({});
}
export type VerificationUploadFields = { issuedOn?: string; validUntil?: string };

export const verificationKindSchema = z.enum(VERIFICATION_KINDS);

/**
 * `POST VERIFICATION_API.decide`: an approval, or a rejection with a reason from the list
 * (`other` with its free text).
 */
export const verificationDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: z.enum(REJECTION_REASONS).optional(),
    reasonText: z
      .string()
      .trim()
      .max(VERIFICATION_LIMITS.reasonMaxLength, VALIDATION.tooLong)
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.decision !== 'reject') return;
    if (!body.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: VALIDATION.required });
    } else if (body.reason === 'other' && !body.reasonText) {
      context.addIssue({ code: 'custom', path: ['reasonText'], message: VALIDATION.required });
    }
  });
export type VerificationDecisionBody = z.infer<typeof verificationDecisionSchema>;

/**
 * The queue's cursor: the last row's `waitingSince` (ISO, milliseconds) and uid, so that the
 * next page is the same single query started after it.
 */
export const verificationQueueCursor = (waitingSince: string, uid: string) =>
  `${waitingSince}~${uid}`;

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)~([A-Za-z0-9_-]{1,128})$/;

/** `waitingSince` and uid of a cursor, or null when it is not one. */
export function parseVerificationQueueCursor(
  cursor: string,
): { waitingSince: string; uid: string } | null {
  const match = CURSOR.exec(cursor);
  if (!match || Number.isNaN(Date.parse(match[1] as string))) return null;
  return { waitingSince: match[1] as string, uid: match[2] as string };
}

/** `GET VERIFICATION_API.queue` `?kind=&after=`. */
export const verificationQueueQuerySchema = z.object({
  kind: verificationKindSchema.optional(),
  after: z
    .string()
    .refine((cursor) => parseVerificationQueueCursor(cursor) !== null, VALIDATION.required)
    .optional(),
});
export type VerificationQueueQuery = z.infer<typeof verificationQueueQuerySchema>;

/** `GET VERIFICATION_API.audit(uid)` `?after=`: the last line's id. */
export const verificationAuditQuerySchema = z.object({
  after: documentIdSchema.optional(),
});

/** One line of `GET VERIFICATION_API.audit(uid)` (instants as ISO strings). */
export type VerificationAuditLine = VerificationAuditDocument<string> & { id: string };

/** A page of the audit log (newest first) or of the queue (oldest first); `next`: the cursor. */
export interface VerificationPage<T> {
  items: T[];
  next: string | null;
}
