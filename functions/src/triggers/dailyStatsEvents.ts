import {
  ANALYTICS_GRANULARITIES,
  UNKNOWN_STATS_KEY,
  emptyStatsFigures,
  statsBucketKeys,
  type AnalyticsGranularity,
  type StatsFigures,
} from '@marketplace/domain';
import { dateOf } from './providerStats';

/**
 * The analytics events (issue 16 §4) and what each adds to the aggregates. Pure: the triggers
 * (dailyStats.ts) derive events from document writes, plan their increments here and apply
 * them in one transaction; the tests fold thousands of events with the same functions.
 *
 * Every event counts once, in the UTC day, week and month of its OWN instant (a booking's
 * `createdAt`, its `completedAt`, a payment's `settledAt`…), so data written with past dates
 * (the seed's history) fills past buckets. Its id (`{kind}-{document id}`) names its marker
 * `statsEvents/{id}`, created in the same transaction as the increments: a redelivered or
 * repeated trigger finds the marker and adds nothing.
 *
 * "Active providers" (DailyStatsDocument): providers who, in the bucket, sent a priced quote
 * (`respondedAt`), confirmed a booking (`confirmedAt`) or completed one (`completedAt`), counted
 * once per provider and bucket through a marker `statsEvents/active-{granularity}-{key}-{uid}`.
 * That is activity, not sign-ups: a profile nobody books is not active.
 */

export type StatsEventKind =
  'signup' | 'quote' | 'booking' | 'confirmed' | 'completed' | 'responded' | 'payment';

export interface StatsEvent {
  kind: StatsEventKind;
  /** The document the event happened to (a quote response: `{quoteId}_{providerId}`). */
  docId: string;
  at: Date;
  /** A category slug; null when the event has none (a sign-up) or it is unknown. */
  category: string | null;
  country: string | null;
  revenueFCFA: number;
  /** The provider this event makes active in its buckets, if any. */
  activeProviderId: string | null;
}

type Data = Record<string, unknown> | undefined;

/** Map keys as stored: a slug or a country code; anything else counts as unknown. */
const KEY = /^[A-Za-z0-9_-]{1,64}$/;
export const statsKey = (value: unknown): string =>
  typeof value === 'string' && KEY.test(value) ? value : UNKNOWN_STATS_KEY;

const idOf = (value: unknown): string | null =>
  typeof value === 'string' && KEY.test(value) ? value : null;

/** The event's instant, or `fallback` (the trigger's time) when the document has none. */
const instantOf = (value: unknown, fallback: Date) => dateOf(value) ?? fallback;

const event = (
  kind: StatsEventKind,
  docId: string,
  at: Date,
  changes: Partial<StatsEvent> = {},
): StatsEvent => ({
  kind,
  docId,
  at,
  category: null,
  country: null,
  revenueFCFA: 0,
  activeProviderId: null,
  ...changes,
});

export const eventMarkerId = (item: Pick<StatsEvent, 'kind' | 'docId'>) =>
  `${item.kind}-${item.docId}`;

export const activeMarkerId = (granularity: AnalyticsGranularity, key: string, uid: string) =>
  `active-${granularity}-${key}-${uid}`;

/** `users/{uid}` created: a sign-up, by the account's country. */
export function signupEvents(uid: string, after: Data, fallback: Date): StatsEvent[] {
  if (!after) return [];
  return [
    event('signup', uid, instantOf(after.createdAt, fallback), {
      country: statsKey(after.country),
    }),
  ];
}

/** `quotes/{id}` created: a quote request, by its category. */
export function quoteEvents(id: string, after: Data, fallback: Date): StatsEvent[] {
  if (!after) return [];
  return [
    event('quote', id, instantOf(after.createdAt, fallback), {
      category: statsKey(after.category),
    }),
  ];
}

/** `quotes/{id}/responses/{providerId}` first priced: the provider was active. */
export function responseEvents(
  quoteId: string,
  providerId: string,
  before: Data,
  after: Data,
): StatsEvent[] {
  const respondedAt = dateOf(after?.respondedAt);
  if (!respondedAt || dateOf(before?.respondedAt) || !idOf(providerId)) return [];
  return [
    event('responded', `${quoteId}_${providerId}`, respondedAt, { activeProviderId: providerId }),
  ];
}

/**
 * A write of `bookings/{id}`: created (by its `createdAt`), moved to confirmed (its provider
 * active at `confirmedAt`), moved to completed (at `completedAt`, its provider active). A booking
 * written already completed (the seed) yields all three. `country` is filled by the trigger
 * (the provider's country).
 */
export function bookingEvents(id: string, before: Data, after: Data, fallback: Date): StatsEvent[] {
  if (!after) return [];
  const category = statsKey(after.serviceType);
  const providerId = idOf(after.providerId);
  const events: StatsEvent[] = [];
  if (!before)
    events.push(event('booking', id, instantOf(after.createdAt, fallback), { category }));
  const confirmedAt = dateOf(after.confirmedAt);
  if (confirmedAt && !dateOf(before?.confirmedAt)) {
    events.push(event('confirmed', id, confirmedAt, { category, activeProviderId: providerId }));
  }
  if (after.status === 'completed' && before?.status !== 'completed') {
    events.push(
      event('completed', id, instantOf(after.completedAt, fallback), {
        category,
        activeProviderId: providerId,
      }),
    );
  }
  return events;
}

/**
 * A write of `payments/{id}` that moved it to `success`: money received at `settledAt`, the
 * amount the payer paid (price plus fees). Category and country are filled by the trigger
 * from the booking and the provider; the payment's own country stands in for the latter.
 */
export function paymentEvents(id: string, before: Data, after: Data, fallback: Date): StatsEvent[] {
  if (after?.status !== 'success' || before?.status === 'success') return [];
  const amount = after.amountFCFA;
  const revenueFCFA =
    typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0 ? amount : 0;
  return [
    event('payment', id, instantOf(after.settledAt, fallback), {
      country: typeof after.country === 'string' ? statsKey(after.country) : null,
      revenueFCFA,
    }),
  ];
}

/** What one event adds to one bucket, `active` when its provider is new in that bucket. */
export function deltaOf(item: StatsEvent, active: boolean): StatsFigures {
  const delta = emptyStatsFigures();
  const category = item.category ?? UNKNOWN_STATS_KEY;
  const country = item.country ?? UNKNOWN_STATS_KEY;
  const byCategory = () =>
    (delta.byCategory[category] ??= { quotes: 0, bookings: 0, completed: 0, revenueFCFA: 0 });
  const byCountry = () =>
    (delta.byCountry[country] ??= { signups: 0, bookings: 0, revenueFCFA: 0 });
  if (active) delta.activeProviders = 1;
  switch (item.kind) {
    case 'signup':
      delta.signups = 1;
      byCountry().signups = 1;
      break;
    case 'quote':
      delta.quotes = 1;
      byCategory().quotes = 1;
      break;
    case 'booking':
      delta.bookings = 1;
      byCategory().bookings = 1;
      byCountry().bookings = 1;
      break;
    case 'completed':
      delta.completed = 1;
      byCategory().completed = 1;
      break;
    case 'payment':
      delta.revenueFCFA = item.revenueFCFA;
      byCategory().revenueFCFA = item.revenueFCFA;
      byCountry().revenueFCFA = item.revenueFCFA;
      break;
    case 'confirmed':
    case 'responded':
      break;
  }
  return delta;
}

/** The markers found when the event is applied. */
export interface MarkerState {
  event: boolean;
  /** Per granularity: the provider's activity marker of the event's bucket exists. */
  active: Record<AnalyticsGranularity, boolean>;
}

export interface StatsWrite {
  /** Markers to create with the increments. */
  markers: string[];
  buckets: { granularity: AnalyticsGranularity; key: string; delta: StatsFigures }[];
}

/**
 * What applying `item` writes, given the markers that exist: nothing once its own marker exists
 * (already counted); otherwise its marker, the provider's new activity markers and one delta per
 * bucket. A bucket delta that adds nothing (an activity already counted there) is left out.
 */
export function planStatsWrite(item: StatsEvent, markers: MarkerState): StatsWrite | null {
  if (markers.event) return null;
  const keys = statsBucketKeys(item.at);
  const plan: StatsWrite = { markers: [eventMarkerId(item)], buckets: [] };
  for (const granularity of ANALYTICS_GRANULARITIES) {
    const key = keys[granularity];
    const active = item.activeProviderId !== null && !markers.active[granularity];
    if (active)
      plan.markers.push(activeMarkerId(granularity, key, item.activeProviderId as string));
    const delta = deltaOf(item, active);
    if (!isEmptyDelta(delta)) plan.buckets.push({ granularity, key, delta });
  }
  return plan;
}

export function isEmptyDelta(delta: StatsFigures): boolean {
  return (
    delta.signups === 0 &&
    delta.activeProviders === 0 &&
    delta.quotes === 0 &&
    delta.bookings === 0 &&
    delta.completed === 0 &&
    delta.revenueFCFA === 0 &&
    Object.keys(delta.byCategory).length === 0 &&
    Object.keys(delta.byCountry).length === 0
  );
}

/** `into` plus `delta`, as the increments leave a stored bucket (missing figures are zeros). */
export function addFigures(into: StatsFigures, delta: StatsFigures): StatsFigures {
  const sum = { ...emptyStatsFigures(), ...into };
  for (const field of [
    'signups',
    'activeProviders',
    'quotes',
    'bookings',
    'completed',
    'revenueFCFA',
  ] as const) {
    sum[field] = (sum[field] ?? 0) + delta[field];
  }
  sum.byCategory = { ...sum.byCategory };
  for (const [key, add] of Object.entries(delta.byCategory)) {
    const base = sum.byCategory[key] ?? { quotes: 0, bookings: 0, completed: 0, revenueFCFA: 0 };
    sum.byCategory[key] = {
      quotes: base.quotes + add.quotes,
      bookings: base.bookings + add.bookings,
      completed: base.completed + add.completed,
      revenueFCFA: base.revenueFCFA + add.revenueFCFA,
    };
  }
  sum.byCountry = { ...sum.byCountry };
  for (const [key, add] of Object.entries(delta.byCountry)) {
    const base = sum.byCountry[key] ?? { signups: 0, bookings: 0, revenueFCFA: 0 };
    sum.byCountry[key] = {
      signups: base.signups + add.signups,
      bookings: base.bookings + add.bookings,
      revenueFCFA: base.revenueFCFA + add.revenueFCFA,
    };
  }
  return sum;
}

/**
 * The aggregates a list of events leaves, keyed `{granularity}/{key}`: the triggers' result
 * computed in memory, markers included (for tests and for generating large histories).
 */
export function foldEvents(events: readonly StatsEvent[]): Map<string, StatsFigures> {
  const buckets = new Map<string, StatsFigures>();
  const markers = new Set<string>();
  for (const item of events) {
    const keys = statsBucketKeys(item.at);
    const plan = planStatsWrite(item, {
      event: markers.has(eventMarkerId(item)),
      active: Object.fromEntries(
        ANALYTICS_GRANULARITIES.map((granularity) => [
          granularity,
          item.activeProviderId !== null &&
            markers.has(activeMarkerId(granularity, keys[granularity], item.activeProviderId)),
        ]),
      ) as MarkerState['active'],
    });
    if (!plan) continue;
    for (const marker of plan.markers) markers.add(marker);
    for (const { granularity, key, delta } of plan.buckets) {
      const path = `${granularity}/${key}`;
      buckets.set(path, addFigures(buckets.get(path) ?? emptyStatsFigures(), delta));
    }
  }
  return buckets;
}
