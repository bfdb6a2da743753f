import type { FirestoreDataConverter } from 'firebase/firestore';
import { BOOKING_STATUSES, providerTimeZone, type BookingStatus } from '@marketplace/domain';
import type { ProviderStats } from './model';

/**
 * The dashboard only reads what triggers wrote, but one odd value (a missing bucket, a string
 * where a count belongs) must not blank the whole page: each figure falls back to 0 or is left
 * out, instead of the document being rejected. No zod: nothing here is user input.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A count or an amount: a finite number ≥ 0, else 0. */
const amount = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

const WEEK_KEY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_KEY = /^\d{4}-\d{2}$/;

function amounts(value: unknown, key: RegExp): Record<string, number> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value)
      .filter(([bucket]) => key.test(bucket))
      .map(([bucket, figure]) => [bucket, amount(figure)]),
  );
}

function toDate(value: unknown): Date | null {
  if (isRecord(value) && typeof value.toDate === 'function') {
    const date: unknown = value.toDate();
    return date instanceof Date ? date : null;
  }
  return null;
}

function title(value: unknown): { fr: string; en?: string } | null {
  if (!isRecord(value) || typeof value.fr !== 'string') return null;
  return typeof value.en === 'string' && value.en
    ? { fr: value.fr, en: value.en }
    : { fr: value.fr };
}

/** `providerStats/{uid}` → the figures of the dashboard, each one defaulted on its own. */
export function statsOf(data: unknown): ProviderStats {
  const raw = isRecord(data) ? data : {};
  const statuses = isRecord(raw.statusCounts) ? raw.statusCounts : {};
  const ratings = isRecord(raw.ratingByMonth) ? raw.ratingByMonth : {};
  const services = isRecord(raw.services) ? raw.services : {};
  const quotes = isRecord(raw.quotes) ? raw.quotes : {};
  const paid = isRecord(raw.paid) ? raw.paid : {};
  return {
    statusCounts: Object.fromEntries(
      BOOKING_STATUSES.map((status) => [status, amount(statuses[status])]),
    ) as Record<BookingStatus, number>,
    revenueByWeek: amounts(raw.revenueByWeek, WEEK_KEY),
    revenueByMonth: amounts(raw.revenueByMonth, MONTH_KEY),
    ratingByMonth: Object.fromEntries(
      Object.entries(ratings)
        .filter(([month, bucket]) => MONTH_KEY.test(month) && isRecord(bucket))
        .map(([month, bucket]) => {
          const { sum, count } = bucket as Record<string, unknown>;
          return [month, { sum: amount(sum), count: amount(count) }];
        }),
    ),
    services: Object.fromEntries(
      Object.entries(services).flatMap(([id, service]) => {
        const name = isRecord(service) ? title(service.title) : null;
        if (!isRecord(service) || name === null) return [];
        return [
          [
            id,
            {
              title: name,
              completed: amount(service.completed),
              revenueFCFA: amount(service.revenueFCFA),
            },
          ],
        ];
      }),
    ),
    quotes: { answered: amount(quotes.answered), won: amount(quotes.won) },
    // Figures written before payments counted (issue 15) have neither: 0 received.
    paid: { count: amount(paid.count), amountFCFA: amount(paid.amountFCFA) },
    paidByMonth: amounts(raw.paidByMonth, MONTH_KEY),
    updatedAt: toDate(raw.updatedAt),
  };
}

/** `providerStats/{uid}`: read only (triggers write it). */
export const statsConverter: FirestoreDataConverter<ProviderStats> = {
  toFirestore: (stats) => stats,
  fromFirestore: (snapshot) => statsOf(snapshot.data()),
};

/** `providers/{uid}`: only the time zone of the provider's country, where the buckets live. */
export const providerZoneConverter: FirestoreDataConverter<string> = {
  toFirestore: () => {
    throw new Error('The dashboard never writes a provider');
  },
  fromFirestore: (snapshot) => providerTimeZone(snapshot.data().country),
};
