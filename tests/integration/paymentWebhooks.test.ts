// The sandbox operator's webhooks and the reconciliation timer against the emulators (issue 15):
// functions built (`npm run build -w functions`), emulators firestore, auth, functions and tasks.
// Payments are written here with the Admin SDK in the api's shape, and the operator's ledger by
// the sandbox's own `initiate`; the webhooks go to the Functions emulator's api, as the
// sandbox's would.
import { randomBytes } from 'node:crypto';
import {
  PAYMENT_WINDOW_MS,
  SANDBOX_APPROVAL_DELAY_MS,
  type PayableMethod,
  type PaymentDocument,
  type PaymentEventDocument,
} from '@marketplace/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleSandboxWebhooks } from '../../functions/src/jobs/sandboxWebhooks';
import type { GatewayInitiateRequest } from '../../functions/src/lib/payments/gateway';
import {
  createSandboxGateway,
  webhookBodyOf,
  type SandboxTransaction,
  type ScheduleWebhooks,
} from '../../functions/src/lib/payments/sandbox';
import { signWebhookBody } from '../../functions/src/lib/payments/signature';
import { sandboxWebhookUrl } from '../../functions/src/lib/payments/webhookUrl';
import { adminDb, documentEventually, eventually, TIMER_TASK_WAIT_MS } from './emulators';

const run = randomBytes(3).toString('hex');
const PRICE = 10_000;
const AMOUNT = 10_150;
let webhookUrl = '';
const created: { payments: string[]; bookings: string[]; references: string[] } = {
  payments: [],
  bookings: [],
  references: [],
};

beforeAll(async () => {
  // The URL the functions themselves post to (asked from the emulator hub, see webhookUrl.ts).
  webhookUrl = await sandboxWebhookUrl({ ...process.env, FUNCTIONS_EMULATOR: 'true' });
  // The api's first request loads every function (tens of seconds on a busy machine).
  expect((await fetch(webhookUrl, { method: 'POST' })).status).toBe(401);
}, 120_000);

afterAll(async () => {
  await Promise.all([
    ...created.payments.map((id) => adminDb.recursiveDelete(adminDb.doc(`payments/${id}`))),
    ...created.bookings.map((id) => adminDb.doc(`bookings/${id}`).delete()),
    ...created.references.map((ref) => adminDb.doc(`sandboxTransactions/${ref}`).delete()),
  ]);
});

const newReference = () =>
  'PAY-' +
  randomBytes(12)
    .toString('base64url')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'Z')
    .slice(0, 12);

/** A completed booking awaiting its payment (customer and provider are only names here). */
async function createBooking(): Promise<string> {
  const ref = adminDb.collection('bookings').doc();
  const now = Timestamp.now();
  await ref.set({
    customerId: `it-pay-customer-${run}`,
    customerName: 'Awa',
    providerId: `it-pay-provider-${run}`,
    providerName: 'Kofi',
    serviceId: 'fuite',
    serviceType: 'plumbing',
    serviceTitle: { fr: 'Fuite', en: 'Leak' },
    day: '2030-01-01',
    time: '10:00',
    timeZone: 'Africa/Abidjan',
    startAt: now,
    endAt: now,
    durationMinutes: 60,
    notes: '',
    priceFCFA: PRICE,
    platformFeeFCFA: 0,
    totalFCFA: PRICE,
    status: 'completed',
    paymentStatus: 'pending',
    paymentId: null,
    paymentMethod: null,
    paidAt: null,
    autoCompleteAt: null,
    problem: null,
    needsAttention: false,
    cancelReason: null,
    createdAt: now,
    updatedAt: now,
  });
  created.bookings.push(ref.id);
  return ref.id;
}

interface Attempt {
  id: string;
  reference: string;
  bookingId: string;
}

/**
 * A booking's payment attempt as the api writes it, started at the sandbox: the payment first
 * (the operator's webhook may come at once), then the ledger, then the next step's status.
 * `ledgerAmount` differing from the payment's simulates a gateway charging another amount.
 */
async function createAttempt(
  method: PayableMethod,
  payer: Pick<GatewayInitiateRequest, 'phone' | 'card'>,
  {
    scheduleWebhooks = async () => {},
    ledgerAmount = AMOUNT,
  }: { scheduleWebhooks?: ScheduleWebhooks; ledgerAmount?: number } = {},
): Promise<Attempt> {
  const bookingId = await createBooking();
  const ref = adminDb.collection('payments').doc();
  const reference = newReference();
  created.payments.push(ref.id);
  created.references.push(reference);
  const at = new Date();
  const payment: PaymentDocument<Timestamp> = {
    target: 'booking',
    bookingId,
    linkId: null,
    payerId: `it-pay-customer-${run}`,
    payerName: 'Awa',
    providerId: `it-pay-provider-${run}`,
    description: 'Fuite',
    amountFCFA: AMOUNT,
    priceFCFA: PRICE,
    feesFCFA: AMOUNT - PRICE,
    method,
    operator: method === 'card' ? 'visa' : method,
    gateway: 'sandbox',
    status: 'pending',
    failureReason: null,
    reference,
    idempotencyKey: `it-pay-${run}-${reference}`,
    country: 'CI',
    phone: payer.phone,
    card: payer.card ? { brand: 'visa', last4: payer.card.number.slice(-4) } : null,
    // The payer's window (the api sets it from the gateway's answer; cards have it too).
    expiresAt: Timestamp.fromMillis(at.getTime() + PAYMENT_WINDOW_MS),
    confirmedBy: null,
    lang: 'fr',
    createdAt: Timestamp.fromDate(at),
    updatedAt: Timestamp.fromDate(at),
    settledAt: null,
  };
  await ref.set(payment);
  await adminDb
    .doc(`bookings/${bookingId}`)
    .update({ paymentId: ref.id, paymentMethod: method, paymentStatus: 'pending' });
  const sandbox = createSandboxGateway({ db: adminDb, scheduleWebhooks });
  const { next } = await sandbox.initiate({
    reference,
    amountFCFA: ledgerAmount,
    method,
    country: 'CI',
    ...payer,
    webhookUrl,
    at,
  });
  if (next.kind !== 'none') {
    // Only an attempt the webhook has not settled yet moves to its step.
    await adminDb.runTransaction(async (tx) => {
      const current = await tx.get(ref);
      if (current.get('status') !== 'pending') return;
      tx.update(ref, { status: next.kind === 'challenge' ? 'challenge' : 'awaiting_customer' });
    });
  }
  return { id: ref.id, reference, bookingId };
}

const ledgerOf = async (reference: string) =>
  (await adminDb.doc(`sandboxTransactions/${reference}`).get()).data() as SandboxTransaction;

const eventsOf = async (paymentId: string) =>
  (await adminDb.collection(`payments/${paymentId}/events`).get()).docs.map(
    (doc) => doc.data() as PaymentEventDocument<Timestamp>,
  );

/** The operator's webhook reporting the ledger's answer, as its task would send it. */
async function webhookOf(reference: string): Promise<string> {
  const body = webhookBodyOf(await ledgerOf(reference));
  if (!body) throw new Error(`${reference} has no answer yet`);
  return JSON.stringify(body);
}

const post = (raw: string, signature: string | null = signWebhookBody(raw)) =>
  fetch(webhookUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(signature === null ? {} : { 'x-sandbox-signature': signature }),
    },
    body: raw,
  });

const card = (number: string) => ({ number, expiry: '12/39', cvc: '123', holder: 'Awa Test' });

describe('sandbox webhooks', () => {
  it('settles the payment and its booking on a signed webhook, once', async () => {
    const attempt = await createAttempt('card', { phone: null, card: card('4242424242424242') });
    const raw = await webhookOf(attempt.reference);

    const first = await post(raw);
    expect([first.status, await first.json()]).toEqual([200, { received: true }]);
    const payment = (await adminDb.doc(`payments/${attempt.id}`).get()).data();
    expect(payment).toMatchObject({ status: 'success', failureReason: null });
    expect(payment?.settledAt).toBeInstanceOf(Timestamp);
    const booking = (await adminDb.doc(`bookings/${attempt.bookingId}`).get()).data();
    expect(booking).toMatchObject({ paymentStatus: 'success' });
    expect((booking?.paidAt as Timestamp).toMillis()).toBe(
      (payment?.settledAt as Timestamp).toMillis(),
    );

    // The same event again: acknowledged as a duplicate, nothing moves.
    const second = await post(raw);
    expect([second.status, await second.json()]).toEqual([
      200,
      { received: true, duplicate: true },
    ]);
    expect((await adminDb.doc(`payments/${attempt.id}`).get()).data()).toEqual(payment);
    const events = await eventsOf(attempt.id);
    const eventId = JSON.parse(raw).eventId as string;
    expect(events.filter((event) => event.type === 'webhook')).toHaveLength(1);
    expect(events.filter((event) => event.type === 'webhook_duplicate')).toHaveLength(1);
    expect(events.filter((event) => event.type === 'status')).toEqual([
      expect.objectContaining({ status: 'success', eventId }),
    ]);
  });

  it('refuses unsigned and badly signed webhooks, and unknown references', async () => {
    const attempt = await createAttempt('card', { phone: null, card: card('4000000000000002') });
    const raw = await webhookOf(attempt.reference);
    for (const response of [
      await post(raw, null),
      await post(raw, signWebhookBody(raw, 'not-the-secret')),
      await post(raw.replace('"amount":10150', '"amount":1'), signWebhookBody(raw)),
    ]) {
      expect([response.status, (await response.json()).error.code]).toEqual([
        401,
        'invalid_signature',
      ]);
    }
    expect((await adminDb.doc(`payments/${attempt.id}`).get()).get('status')).toBe('pending');

    const unknown = raw.replace(attempt.reference, 'PAY-UNKNOWN00000');
    const response = await post(unknown);
    expect([response.status, (await response.json()).error.code]).toEqual([
      404,
      'unknown_reference',
    ]);
  });

  it('trusts only verify: a refused card fails, another amount fails as amount_mismatch', async () => {
    const declined = await createAttempt('card', { phone: null, card: card('4000000000000002') });
    const mismatch = await createAttempt(
      'card',
      { phone: null, card: card('4242424242424242') },
      { ledgerAmount: AMOUNT - 1 },
    );
    for (const attempt of [declined, mismatch]) {
      expect((await post(await webhookOf(attempt.reference))).status).toBe(200);
    }
    expect((await adminDb.doc(`payments/${declined.id}`).get()).data()).toMatchObject({
      status: 'failed',
      failureReason: 'declined',
    });
    expect((await adminDb.doc(`payments/${mismatch.id}`).get()).data()).toMatchObject({
      status: 'failed',
      failureReason: 'amount_mismatch',
    });
    expect((await adminDb.doc(`bookings/${declined.bookingId}`).get()).data()).toMatchObject({
      paymentStatus: 'failed',
      paidAt: null,
    });
  });

  it('really delivers: the operator answers by webhook after the approval delay, twice', async () => {
    const attempt = await createAttempt(
      'mtn_momo',
      { phone: '2250500000001', card: null },
      { scheduleWebhooks: scheduleSandboxWebhooks },
    );
    const settled = await documentEventually(
      `payments/${attempt.id}`,
      (doc) => doc.get('status') === 'success',
      60_000,
    );
    const waited =
      (settled.get('settledAt') as Timestamp).toMillis() -
      (settled.get('createdAt') as Timestamp).toMillis();
    expect(waited).toBeGreaterThanOrEqual(SANDBOX_APPROVAL_DELAY_MS);
    // The second copy comes later and changes nothing.
    const events = await eventually(
      () => eventsOf(attempt.id),
      (all) => all.some((event) => event.type === 'webhook_duplicate'),
      60_000,
    );
    expect(events.filter((event) => event.type === 'status')).toEqual([
      expect.objectContaining({ status: 'success' }),
    ]);
    expect((await adminDb.doc(`bookings/${attempt.bookingId}`).get()).get('paymentStatus')).toBe(
      'success',
    );
  }, 90_000);
});

describe('reconciliation', () => {
  it('expires an attempt the operator never answered, by its task, once its window has passed', async () => {
    const attempt = await createAttempt('mtn_momo', { phone: '2250500000003', card: null });
    const ref = adminDb.doc(`payments/${attempt.id}`);
    expect((await ref.get()).get('status')).toBe('awaiting_customer');
    // Moving the window's end into the past (beyond the grace) is moving the clock past it.
    await ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 60_000) });
    const expired = await documentEventually(
      `payments/${attempt.id}`,
      (doc) => doc.get('status') === 'expired',
      TIMER_TASK_WAIT_MS,
    );
    expect(expired.get('failureReason')).toBe('timeout');
    expect((await eventsOf(attempt.id)).map((event) => event.type)).toContain('reconciled');
    expect((await adminDb.doc(`bookings/${attempt.bookingId}`).get()).get('paymentStatus')).toBe(
      'failed',
    );
  }, 150_000);
});
