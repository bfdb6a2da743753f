import { BOOKING_ERRORS, BOOKING_LIMITS, REVIEW_RULES } from '@marketplace/domain';
import { apiFailureOf } from '../../shared/api/apiErrorCode';

/**
 * Why a call of the booking api failed, as a key of the feature's `errors.*` texts: the
 * server's `{error:{code}}` (BOOKING_ERRORS and the generic codes), else what its status or
 * the network says.
 */
export type BookingErrorKey =
  | keyof typeof BOOKING_ERRORS
  | 'emailNotVerified'
  | 'notFound'
  | 'forbidden'
  | 'invalidTransition'
  | 'invalidRequest'
  | 'unauthenticated'
  | 'fileTooLarge'
  | 'invalidFileType'
  | 'tooManyPhotos'
  | 'busy'
  | 'network'
  | 'failed';

const BY_CODE: Record<string, BookingErrorKey> = {
  ...Object.fromEntries(
    Object.entries(BOOKING_ERRORS).map(([key, code]) => [code, key as keyof typeof BOOKING_ERRORS]),
  ),
  email_not_verified: 'emailNotVerified',
  not_found: 'notFound',
  forbidden: 'forbidden',
  invalid_transition: 'invalidTransition',
  invalid_request: 'invalidRequest',
  unauthenticated: 'unauthenticated',
  file_too_large: 'fileTooLarge',
  too_large: 'fileTooLarge',
  invalid_file_type: 'invalidFileType',
  too_many_files: 'tooManyPhotos',
  // Others raced for the same time and the server gave up for now (503): try again.
  busy: 'busy',
};

const BY_STATUS: Record<number, BookingErrorKey> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'notFound',
  409: 'invalidTransition',
  413: 'fileTooLarge',
  415: 'invalidFileType',
  503: 'busy',
};

export const bookingErrorOf = (error: unknown): BookingErrorKey =>
  apiFailureOf(error, {
    byCode: BY_CODE,
    byStatus: BY_STATUS,
    signedOut: 'unauthenticated',
    network: 'network',
    generic: 'failed',
  });

/** The text key of a failure, in this feature's namespace. */
export const errorTextKey = (key: BookingErrorKey) => `errors.${key}`;

/** The limits the failures' texts name. */
export const ERROR_VALUES = {
  max: BOOKING_LIMITS.problemPhotos,
  megabytes: BOOKING_LIMITS.photoBytes / (1024 * 1024),
  lead: BOOKING_LIMITS.leadMinutes,
  days: REVIEW_RULES.windowDays,
  hours: REVIEW_RULES.editHours,
};

/** Failures that mean "choose another time": the page reads the free slots again. */
export const SLOT_FAILURES: readonly BookingErrorKey[] = [
  'slotTaken',
  'outsideHours',
  'slotInPast',
];
