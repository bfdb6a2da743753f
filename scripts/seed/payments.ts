import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  PAYMENT_WINDOW_MS,
  calculateTransaction,
  cardBrand,
  providerTimeZone,
  zonedParts,
  type BookingDocument,
  type CountryCode,
  type PayableMethod,
  type PaymentDocument,
  type PaymentEventDocument,
  type PaymentFailureReason,
  type PaymentLinkDocument,
  type PaymentStatus,
} from '../../domain/src';
import { signLinkToken } from '../../functions/src/lib/payments/links';
import { DEMO_BOOKING_IDS, seedBookingDocuments } from './bookings';
import { SEED_PROVIDERS } from './data/providers';
import type { SeedDocument } from './quotes';

/**
 * The seeded payments (issue 15): the demo customer's attempts in every state, as the api,
 * the webhooks and the reconciliation leave them (with their `events` history), the bookings'
 * payment fields to match, and the demo provider's payment links (one active, one paid by a
 * visitor). Settled attempts and cash or transfer ones only: nothing here is left for the
 * reconciliation timer (an open mobile-money attempt would need a live sandbox transaction).
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const ts = (date: Date) => Timestamp.fromDate(date);
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** Fixed ids of 20 letters and digits, like Firestore's: reseeding rewrites them. */
export const seedPaymentId = (n: number) =>
  `seedPayment${String(n).padStart(2, '0')}`.padEnd(20, 'x');
export const seedLinkId = (n: number) => `seedLink${String(n).padStart(2, '0')}`.padEnd(20, 'x');
const reference = (n: number) => `PAY-SEED${String(n).padStart(8, '0')}`;

const DEMO_PROVIDER = 'seed-provider-01';

/** `payments/{id}` as the api stores it (the access key's hash: a key nobody can present). */
type StoredPayment = PaymentDocument<Timestamp> & { accessKeyHash: string };
type Booking = BookingDocument<Timestamp>;

interface EventPlan {
  type: PaymentEventDocument['type'];
  status: PaymentStatus;
  /** After the attempt started. */
  afterMs: number;
  detail?: string;
  eventId?: string;
}

interface PaymentPlan {
  n: number;
  method: PayableMethod;
  country: CountryCode;
  /** E.164 digits without '+' (mobile money). */
  phone?: string;
  cardNumber?: string;
  createdAt: Date;
  status: PaymentStatus;
  failureReason?: PaymentFailureReason;
  /** After `createdAt`; none while open. */
  settledAfterMs?: number;
  confirmedBy?: string;
  events: EventPlan[];
}

interface Target {
  kind: 'booking' | 'link';
  bookingId: string | null;
  linkId: string | null;
  payerId: string | null;
  payerName: string | null;
  providerId: string | null;
  description: string;
  priceFCFA: number;
}

function paymentDocument(plan: PaymentPlan, target: Target): StoredPayment {
  const charge = calculateTransaction({
    amountFCFA: target.priceFCFA,
    methodId: plan.method,
    feePayer: 'customer',
  });
  if (!charge.ok) throw new Error(`No fees for ${plan.method} on ${target.priceFCFA} FCFA`);
  const manual = plan.method === 'cash' || plan.method === 'bank_transfer';
  const brand = plan.cardNumber ? cardBrand(plan.cardNumber) : null;
  const settledAt =
    plan.settledAfterMs === undefined ? null : later(plan.createdAt, plan.settledAfterMs);
  const id = seedPaymentId(plan.n);
  return {
    target: target.kind,
    bookingId: target.bookingId,
    linkId: target.linkId,
    payerId: target.payerId,
    payerName: target.payerName,
    providerId: target.providerId,
    description: target.description,
    amountFCFA: charge.value.totalPaidByCustomerFCFA,
    priceFCFA: target.priceFCFA,
    feesFCFA: charge.value.totalPaidByCustomerFCFA - target.priceFCFA,
    method: plan.method,
    operator: brand ?? plan.method,
    gateway: 'sandbox',
    status: plan.status,
    failureReason: plan.failureReason ?? null,
    reference: reference(plan.n),
    idempotencyKey: `seed-payment-key-${String(plan.n).padStart(4, '0')}`,
    country: plan.country,
    phone: plan.phone ?? null,
    card: plan.cardNumber && brand ? { brand, last4: plan.cardNumber.slice(-4) } : null,
    // The payer's window (mobile money, cards), long past: these attempts are settled.
    expiresAt: manual ? null : ts(later(plan.createdAt, PAYMENT_WINDOW_MS)),
    confirmedBy: plan.confirmedBy ?? null,
    lang: 'fr',
    createdAt: ts(plan.createdAt),
    updatedAt: ts(settledAt ?? plan.createdAt),
    settledAt: settledAt ? ts(settledAt) : null,
    accessKeyHash: createHash('sha256').update(`seed:${id}`).digest('hex'),
  };
}

/** The history, under ids of its own (a webhook's as the handler names it, `webhook_{eventId}`). */
function eventDocuments(plan: PaymentPlan): SeedDocument[] {
  return plan.events.map((event, index) => {
    const data: PaymentEventDocument<Timestamp> = {
      type: event.type,
      status: event.status,
      eventId: event.eventId ?? null,
      detail: event.detail ?? null,
      at: ts(later(plan.createdAt, event.afterMs)),
    };
    const id =
      event.type === 'webhook' && event.eventId
        ? `webhook_${event.eventId}`
        : `seed-${String(index + 1).padStart(2, '0')}-${event.type}`;
    return { path: `payments/${seedPaymentId(plan.n)}/events/${id}`, data: { ...data } };
  });
}

const initiated = (method: PayableMethod): EventPlan => ({
  type: 'initiated',
  status: 'pending',
  afterMs: 0,
  detail: method,
});

/** A mobile-money or card attempt answered by the sandbox's webhook (delivered twice). */
function webhookEvents(
  plan: { n: number; method: PayableMethod },
  before: PaymentStatus,
  next: string | null,
  outcome: 'SUCCESSFUL' | 'FAILED',
  settled: PaymentStatus,
): EventPlan[] {
  const eventId = `evt_seed_${String(plan.n).padStart(4, '0')}`;
  return [
    initiated(plan.method),
    ...(next ? [{ type: 'status', status: before, afterMs: 1_000, detail: next } as const] : []),
    { type: 'webhook', status: before, afterMs: 40_000, detail: outcome, eventId },
    { type: 'status', status: settled, afterMs: 41_000, detail: 'verified after webhook', eventId },
    { type: 'webhook_duplicate', status: settled, afterMs: 45_000, eventId },
  ];
}

const bookingPath = (id: string) => `bookings/${id}`;

/** The seeded links of the demo provider: one to share, one a visitor paid. */
function linkDocuments(now: Date) {
  const provider = SEED_PROVIDERS.find((seed) => seed.id === DEMO_PROVIDER);
  if (!provider) throw new Error(`No seed provider ${DEMO_PROVIDER}`);
  const link = (
    n: number,
    amountFCFA: number,
    description: string,
    createdAt: Date,
    validMs: number,
    paid: Date | null,
  ): { id: string; data: PaymentLinkDocument<Timestamp> } => {
    const id = seedLinkId(n);
    const expiresAt = later(createdAt, validMs);
    return {
      id,
      data: {
        creatorId: DEMO_PROVIDER,
        providerId: DEMO_PROVIDER,
        payeeName: provider.displayName,
        amountFCFA,
        description,
        expiresAt: ts(expiresAt),
        status: paid ? 'paid' : 'active',
        paymentId: paid ? seedPaymentId(7) : null,
        createdAt: ts(createdAt),
        paidAt: paid ? ts(paid) : null,
        // Signed with the key the api uses under the emulators (PAYMENT_LINK_SECRET or its
        // development default), so that the shared link opens.
        token: signLinkToken(id, amountFCFA, expiresAt),
      },
    };
  };
  const paidLinkCreated = new Date(now.getTime() - 3 * DAY_MS);
  return {
    active: link(
      1,
      25_000,
      'Acompte : remplacement du chauffe-eau',
      new Date(now.getTime() - 2 * HOUR_MS),
      7 * DAY_MS,
      null,
    ),
    paid: link(
      2,
      12_000,
      'Débouchage de canalisation (intervention du samedi)',
      paidLinkCreated,
      2 * DAY_MS,
      later(paidLinkCreated, 5 * HOUR_MS + 2 * MINUTE_MS),
    ),
    paidLinkCreated,
  };
}

export interface SeedPayments {
  documents: SeedDocument[];
  /** The payment fields of the bookings paid or being paid (merged into the seeded bookings). */
  bookingUpdates: { path: string; data: Record<string, unknown> }[];
}

/** Every seeded payment, event and link, and the bookings' payment fields, as of `now`. */
export function seedPaymentDocuments(now: Date): SeedPayments {
  const bookings = new Map(
    seedBookingDocuments(now)
      .filter(({ path }) => path.startsWith('bookings/'))
      .map(({ path, data }) => [path, data as unknown as Booking]),
  );
  const bookingOf = (id: string) => {
    const booking = bookings.get(bookingPath(id));
    if (!booking) throw new Error(`No seeded booking ${id}`);
    return booking;
  };
  const bookingTarget = (id: string): Target => {
    const booking = bookingOf(id);
    return {
      kind: 'booking',
      bookingId: id,
      linkId: null,
      payerId: booking.customerId,
      payerName: booking.customerName,
      providerId: booking.providerId,
      description: booking.serviceTitle.fr,
      priceFCFA: booking.priceFCFA,
    };
  };
  const ago = (days: number, hours = 0) =>
    new Date(now.getTime() - days * DAY_MS - hours * HOUR_MS);
  const afterCompletion = (id: string) => {
    const completedAt = bookingOf(id).completedAt?.toDate();
    if (!completedAt) throw new Error(`${id} is not completed`);
    return later(completedAt, HOUR_MS);
  };
  const links = linkDocuments(now);

  const plans: { plan: PaymentPlan; target: Target }[] = [
    {
      // Paid after the job by Orange Money with the one-time code: receipt-able.
      plan: {
        n: 1,
        method: 'orange_money',
        country: 'CM',
        phone: '237690000001',
        createdAt: afterCompletion(DEMO_BOOKING_IDS.toReview),
        status: 'success',
        settledAfterMs: 41_000,
        events: webhookEvents(
          { n: 1, method: 'orange_money' },
          'awaiting_customer',
          'one_time_code',
          'SUCCESSFUL',
          'success',
        ),
      },
      target: bookingTarget(DEMO_BOOKING_IDS.toReview),
    },
    {
      // A first try by MTN MoMo refused for want of funds…
      plan: {
        n: 2,
        method: 'mtn_momo',
        country: 'CM',
        phone: '237650000002',
        createdAt: ago(1, -3),
        status: 'failed',
        failureReason: 'insufficient_balance',
        settledAfterMs: 41_000,
        events: webhookEvents(
          { n: 2, method: 'mtn_momo' },
          'awaiting_customer',
          'approve_on_phone',
          'FAILED',
          'failed',
        ),
      },
      target: bookingTarget(DEMO_BOOKING_IDS.confirmed),
    },
    {
      // …then a second one never approved on the phone: expired by the reconciliation. The
      // booking can be paid again (a new attempt).
      plan: {
        n: 3,
        method: 'mtn_momo',
        country: 'CM',
        phone: '237650000003',
        createdAt: ago(1, -4),
        status: 'expired',
        failureReason: 'timeout',
        settledAfterMs: PAYMENT_WINDOW_MS + 30_000,
        events: [
          initiated('mtn_momo'),
          {
            type: 'status',
            status: 'awaiting_customer',
            afterMs: 1_000,
            detail: 'approve_on_phone',
          },
          {
            type: 'reconciled',
            status: 'expired',
            afterMs: PAYMENT_WINDOW_MS + 30_000,
            detail: 'verify: PENDING',
          },
        ],
      },
      target: bookingTarget(DEMO_BOOKING_IDS.confirmed),
    },
    {
      // Cash on the day: waits for the demo provider to confirm receipt.
      plan: {
        n: 4,
        method: 'cash',
        country: 'CM',
        createdAt: ago(1, 2),
        status: 'pending',
        events: [initiated('cash')],
      },
      target: bookingTarget(DEMO_BOOKING_IDS.thisWeek),
    },
    {
      // A bank transfer labelled with its reference: waits for an admin to match it.
      plan: {
        n: 5,
        method: 'bank_transfer',
        country: 'CM',
        createdAt: ago(2, 3),
        status: 'pending',
        events: [initiated('bank_transfer')],
      },
      target: bookingTarget(DEMO_BOOKING_IDS.overdue),
    },
    {
      // Paid by card (no 3-D Secure), reported by webhook.
      plan: {
        n: 6,
        method: 'card',
        country: 'CM',
        cardNumber: '4242424242424242',
        createdAt: afterCompletion(DEMO_BOOKING_IDS.reviewed),
        status: 'success',
        settledAfterMs: 41_000,
        events: webhookEvents({ n: 6, method: 'card' }, 'pending', null, 'SUCCESSFUL', 'success'),
      },
      target: bookingTarget(DEMO_BOOKING_IDS.reviewed),
    },
    {
      // The paid link: a visitor without an account, by MTN MoMo.
      plan: {
        n: 7,
        method: 'mtn_momo',
        country: 'CM',
        phone: '237670000001',
        createdAt: later(links.paidLinkCreated, 5 * HOUR_MS + MINUTE_MS + 19_000),
        status: 'success',
        settledAfterMs: 41_000,
        events: webhookEvents(
          { n: 7, method: 'mtn_momo' },
          'awaiting_customer',
          'approve_on_phone',
          'SUCCESSFUL',
          'success',
        ),
      },
      target: {
        kind: 'link',
        bookingId: null,
        linkId: links.paid.id,
        payerId: null,
        payerName: 'Moussa Kamga',
        providerId: DEMO_PROVIDER,
        description: links.paid.data.description,
        priceFCFA: links.paid.data.amountFCFA,
      },
    },
  ];

  const documents: SeedDocument[] = [];
  const latest = new Map<string, StoredPayment & { id: string }>();
  for (const { plan, target } of plans) {
    const payment = paymentDocument(plan, target);
    const id = seedPaymentId(plan.n);
    documents.push({ path: `payments/${id}`, data: { ...payment } }, ...eventDocuments(plan));
    // Plans are in the order of their attempts: a booking shows its latest.
    if (target.bookingId) latest.set(target.bookingId, { ...payment, id });
  }
  for (const { id, data } of [links.active, links.paid]) {
    documents.push({ path: `paymentLinks/${id}`, data: { ...data } });
  }
  const bookingUpdates = [...latest].map(([bookingId, payment]) => ({
    path: bookingPath(bookingId),
    data: {
      paymentStatus:
        payment.status === 'success' ? 'success' : payment.settledAt ? 'failed' : 'pending',
      paymentId: payment.id,
      paymentMethod: payment.method,
      paidAt: payment.status === 'success' ? payment.settledAt : null,
    },
  }));
  return { documents, bookingUpdates };
}

/**
 * A provider's paid figures (`providerStats/{uid}.paid`, `.paidByMonth`) from the seeded
 * payments, as the providerStats trigger computes them: successful payments to the provider,
 * their `priceFCFA`, by the month of `settledAt` on the provider's clock.
 */
export function seedPaidFigures(documents: readonly SeedDocument[]) {
  const figures = new Map<
    string,
    { paid: { count: number; amountFCFA: number }; paidByMonth: Record<string, number> }
  >();
  for (const { path, data } of documents) {
    if (!/^payments\/[^/]+$/.test(path) || data.status !== 'success') continue;
    const providerId = data.providerId as string | null;
    const seed = SEED_PROVIDERS.find((candidate) => candidate.id === providerId);
    if (!providerId || !seed) continue;
    const price = data.priceFCFA as number;
    const month = zonedParts(
      (data.settledAt as Timestamp).toDate(),
      providerTimeZone(seed.country),
    ).day.slice(0, 7);
    const current = figures.get(providerId) ?? {
      paid: { count: 0, amountFCFA: 0 },
      paidByMonth: {},
    };
    current.paid = { count: current.paid.count + 1, amountFCFA: current.paid.amountFCFA + price };
    current.paidByMonth[month] = (current.paidByMonth[month] ?? 0) + price;
    figures.set(providerId, current);
  }
  return figures;
}

/**
 * Writes the payments, their histories and the links, then the bookings' payment fields and
 * the providers' paid figures (after the bookings and dashboards they complete). Returns how
 * many documents it wrote.
 */
export async function seedPayments(db: Firestore, now = new Date()): Promise<number> {
  const { documents, bookingUpdates } = seedPaymentDocuments(now);
  const writer = db.bulkWriter();
  for (const { path, data } of documents) writer.set(db.doc(path), data);
  for (const { path, data } of bookingUpdates) writer.update(db.doc(path), data);
  for (const [providerId, figures] of seedPaidFigures(documents)) {
    writer.update(db.doc(`providerStats/${providerId}`), figures);
  }
  await writer.close();
  return documents.length;
}
