import { REVIEW_RULES } from '@marketplace/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a review may still be written: within 30 days of the completion. Without a
 * completion date (not expected of a completed booking) the server decides.
 */
export function canWriteReview(completedAt: Date | null, now: number): boolean {
  return completedAt === null || now < completedAt.getTime() + REVIEW_RULES.windowDays * DAY_MS;
}

/** Whether an existing review may still be edited (48 h after it was first posted). */
export const canEditReview = (editableUntil: Date | null, now: number): boolean =>
  editableUntil !== null && now < editableUntil.getTime();
