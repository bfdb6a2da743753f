import {
  PAYMENT_STATUSES,
  paymentStatusGroup,
  type PaymentStatus,
  type PaymentStatusGroup,
} from '@marketplace/domain';
import type { StatusFilter } from './model';

const GROUPS: PaymentStatusGroup[] = ['pending', 'success', 'failed'];

/** The status filter's choices: every payment, the three groups, then each exact status. */
export const STATUS_FILTERS: StatusFilter[] = [
  'all',
  ...GROUPS.map((group) => `group:${group}` as const),
  ...PAYMENT_STATUSES.map((status) => `status:${status}` as const),
];

/** The statuses a filter keeps; null for every payment (no condition on the status). */
export function statusesOf(filter: StatusFilter): PaymentStatus[] | null {
  if (filter === 'all') return null;
  const [kind, value] = filter.split(':') as ['group' | 'status', string];
  if (kind === 'status') return [value as PaymentStatus];
  return PAYMENT_STATUSES.filter((status) => paymentStatusGroup(status) === value);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight starting `day` on the admin's own clock (the date inputs' calendar). */
function localMidnight(day: string, addDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + addDays);
}

/**
 * The `createdAt` range of a from/to pair of days, both included: `[start, end)` with `end`
 * the midnight after `to`. A missing or malformed bound is no bound.
 */
export function createdRange(from: string, to: string): { start: Date | null; end: Date | null } {
  return {
    start: DAY.test(from) ? localMidnight(from) : null,
    end: DAY.test(to) ? localMidnight(to, 1) : null,
  };
}
