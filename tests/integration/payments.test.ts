// Payments through the api under the emulators (issue 15 §1, §2, "Bad input"): a booking paid
// by MTN with the sandbox's webhook, Orange with its code, a card with 3-D Secure, cash
// confirmed by the provider; idempotency (replays, conflicts, a burst of one key); the server's
// amount; who may see, answer and confirm; receipts. Needs the functions built and the tasks
// emulator (webhooks are Cloud Tasks): `--only firestore,auth,functions,tasks`.
import {
  PAYMENT_API,
  calculateTransaction,
  type InitiatePaymentResponse,
  type PayableMethod,
  type PaymentView,
} from '@marketplace/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  call,
  cleanupBookings,
  createBookableProvider,
  createPerson,
  fetchAs,
  freshDay,
  pendingBooking,
  run,
} from './bookingFixtures';
import { adminDb, eventually } from './emulators';
import type { ApiAnswer } from './quoteFixtures';

// Attempts wait for the sandbox's webhooks (Cloud Tasks, seconds apart), and each test makes
// a dozen api calls: more than the project's 30 s on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const customer = `it-p-customer-${run}`;
const stranger = `it-p-stranger-${run}`;
const admin = `it-p-admin-${run}`;
const provider = `it-p-provider-${run}`;
/** The `fuite` service of createBookableProvider. */
const BOOKING_PRICE = 10_000;

beforeAll(async () => {
  await createPerson({ uid: customer, firstName: 'Awa' });
  await createPerson({ uid: stranger, firstName: 'Sam' });
  await createPerson({ uid: admin, firstName: 'Paul', admin: true });
  await createBookableProvider(provider, 'Douala Plomberie', 'CM');
}, 120_000);

const paymentIds: string[] = [];

afterAll(async () => {
  for (const id of paymentIds) {
    const payment = await adminDb.doc(`payments/${id}`).get();
    await adminDb.recursiveDelete(payment.ref);
    await adminDb.doc(`paymentCodes/${id}`).delete();
    const reference = payment.get('reference') as string | undefined;
    if (reference) await adminDb.doc(`sandboxTransactions/${reference}`).delete();
    const keys = await adminDb.collection('paymentKeys').where('paymentId', '==', id).get();
    for (const record of keys.docs) await record.ref.delete();
  }
  await cleanupBookings([provider], [customer, stranger, admin, provider]);
}, 120_000);

const errorCode = (answer: ApiAnswer) => answer.body.error?.code;
const key = () => randomUUID();

/** What the server charges for `price` by `method` (the payer's expected amount). */
function amountFor(price: number, method: PayableMethod): number {
  const result = calculateTransaction({
    amountFCFA: price,
    methodId: method,
    feePayer: 'customer',
  });
  if (!result.ok) throw new Error(result.error);
  return result.value.totalPaidByCustomerFCFA;
}

type Target = { kind: 'booking'; bookingId: string } | { kind: 'demo'; priceFCFA: number };

/** A valid initiation body for `target` by `method`, with `changes`. */
function body(target: Target, method: PayableMethod, changes: Record<string, unknown> = {}) {
  const price = target.kind === 'demo' ? target.priceFCFA : BOOKING_PRICE;
  const means: Record<string, unknown> =
    method === 'card'
      ? { card: { number: '4242424242424242', expiry: '12/39', cvc: '123', holder: 'Awa Test' } }
      : method === 'cash' || method === 'bank_transfer'
        ? {}
        : { phone: method === 'orange_money' ? '0700000001' : '0500000001' };
  return {
    target,
    method,
    country: 'CI',
    ...means,
    expectedAmountFCFA: amountFor(price, method),
    idempotencyKey: key(),
    lang: 'fr',
    ...changes,
  };
}

/** Starts an attempt as `uid` (null: a visitor); remembers it for the cleanup. */
async function initiate(uid: string | null, request: Record<string, unknown>) {
  const answer = await call('POST', PAYMENT_API.initiate, uid, request);
  const started = answer.body as unknown as Partial<InitiatePaymentResponse>;
  if (started.payment) paymentIds.push(started.payment.id);
  return { answer, payment: started.payment as PaymentView, accessKey: started.accessKey ?? '' };
}

async function started(uid: string | null, request: Record<string, unknown>) {
  const result = await initiate(uid, request);
  expect(result.answer.status, JSON.stringify(result.answer.body)).toBe(201);
  return result;
}

const withKey = (path: string, accessKey: string) => `${path}?key=${accessKey}`;

/** Polls the payment (as its payer would) until it has settled. */
function settled(id: string, accessKey: string): Promise<PaymentView> {
  return eventually(
    async () =>
      (await call('GET', withKey(PAYMENT_API.payment(id), accessKey), null))
        .body as unknown as PaymentView,
    (view) => ['success', 'failed', 'expired'].includes(view.status),
    100_000,
  );
}

const booking = async (id: string) => (await adminDb.doc(`bookings/${id}`).get()).data() ?? {};
const newBooking = () => pendingBooking(customer, provider, freshDay());

describe('a booking paid by mobile money', () => {
  it('MTN, number ending 01: the phone prompt, then success by the sandbox’s webhook', async () => {
    const bookingId = await newBooking();
    const { payment, accessKey } = await started(
      customer,
      body({ kind: 'booking', bookingId }, 'mtn_momo'),
    );
    expect(payment).toMatchObject({
      status: 'awaiting_customer',
      method: 'mtn_momo',
      operator: 'mtn_momo',
      priceFCFA: BOOKING_PRICE,
      amountFCFA: amountFor(BOOKING_PRICE, 'mtn_momo'),
      bookingId,
      failureReason: null,
    });
    expect(payment.reference).toMatch(/^PAY-[A-Z0-9]{12}$/);
    expect(payment.sandboxPhone?.message).toContain(payment.reference);
    expect(Date.parse(payment.expiresAt ?? '') - Date.parse(payment.createdAt)).toBeGreaterThan(
      4 * 60_000,
    );
    expect(await booking(bookingId)).toMatchObject({
      paymentStatus: 'pending',
      paymentId: payment.id,
      paymentMethod: 'mtn_momo',
    });
    // A second attempt while this one is open.
    const second = await initiate(customer, body({ kind: 'booking', bookingId }, 'mtn_momo'));
    expect(second.answer.status).toBe(409);
    expect(errorCode(second.answer)).toBe('payment_in_progress');

    const done = await settled(payment.id, accessKey);
    expect(done.status).toBe('success');
    expect(done.sandboxPhone).toBeNull();
    expect(done.events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['initiated', 'webhook']),
    );
    expect(done.events[0]?.type).toBe('initiated');
    const paid = await booking(bookingId);
    expect(paid.paymentStatus).toBe('success');
    // The customer reads it signed in, without the key; a paid booking is not paid again.
    const view = await call('GET', PAYMENT_API.payment(payment.id), customer);
    expect(view.status).toBe(200);
    const again = await initiate(customer, body({ kind: 'booking', bookingId }, 'card'));
    expect(again.answer.status).toBe(409);
    expect(errorCode(again.answer)).toBe('already_paid');
  });

  it('a poll after the window ends settles an unanswered attempt as expired, at once', async () => {
    const bookingId = await newBooking();
    // Ending 03: the operator never answers.
    const { payment, accessKey } = await started(
      customer,
      body({ kind: 'booking', bookingId }, 'mtn_momo', { phone: '0500000003' }),
    );
    await adminDb
      .doc(`payments/${payment.id}`)
      .update({ expiresAt: new Date(Date.now() - 60_000) });
    const view = await call('GET', withKey(PAYMENT_API.payment(payment.id), accessKey), null);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ status: 'expired', failureReason: 'timeout' });
    expect((await booking(bookingId)).paymentStatus).toBe('failed');
  });

  it('refuses a stranger’s booking (403) and a tampered amount (409, nothing started)', async () => {
    const bookingId = await newBooking();
    const foreign = await initiate(stranger, body({ kind: 'booking', bookingId }, 'mtn_momo'));
    expect(foreign.answer.status).toBe(403);
    const signedOut = await initiate(null, body({ kind: 'booking', bookingId }, 'mtn_momo'));
    expect(signedOut.answer.status).toBe(401);
    const tampered = await initiate(
      customer,
      body({ kind: 'booking', bookingId }, 'mtn_momo', {
        expectedAmountFCFA: amountFor(BOOKING_PRICE, 'mtn_momo') - 1_000,
      }),
    );
    expect(tampered.answer.status).toBe(409);
    expect(errorCode(tampered.answer)).toBe('amount_mismatch');
    expect((await booking(bookingId)).paymentId ?? null).toBeNull();
  });
});

describe('Orange Money’s one-time code (a visitor’s demo payment)', () => {
  it('the right code: pending, then success', async () => {
    const { payment, accessKey } = await started(
      null,
      body({ kind: 'demo', priceFCFA: 5_000 }, 'orange_money'),
    );
    expect(payment.status).toBe('awaiting_customer');
    const code = payment.sandboxPhone?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(payment.sandboxPhone?.message).toContain(`votre code de paiement est ${code}`);
    expect((await adminDb.doc(`paymentCodes/${payment.id}`).get()).get('oneTimeCode.code')).toBe(
      code,
    );
    // Without the key, nobody answers for the payer.
    const keyless = await call('POST', PAYMENT_API.code(payment.id), null, { code });
    expect(keyless.status).toBe(401);
    const answered = await call('POST', PAYMENT_API.code(payment.id), null, {
      code,
      key: accessKey,
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(['pending', 'success']).toContain((answered.body as unknown as PaymentView).status);
    expect((await settled(payment.id, accessKey)).status).toBe('success');
    expect((await adminDb.doc(`paymentCodes/${payment.id}`).get()).exists).toBe(false);
    const late = await call('POST', PAYMENT_API.code(payment.id), null, { code, key: accessKey });
    expect(late.status).toBe(409);
    expect(errorCode(late)).toBe('not_awaiting');
  });

  it('a wrong code fails the attempt at once (wrong_code)', async () => {
    const { payment, accessKey } = await started(
      null,
      body({ kind: 'demo', priceFCFA: 5_000 }, 'orange_money'),
    );
    const code = payment.sandboxPhone?.code ?? '000000';
    const wrong = code === '111111' ? '222222' : '111111';
    const answered = await call('POST', PAYMENT_API.code(payment.id), null, {
      code: wrong,
      key: accessKey,
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body).toMatchObject({ status: 'failed', failureReason: 'wrong_code' });
  });
});

describe('cards', () => {
  it('3-D Secure approved: challenge, then success', async () => {
    const { payment, accessKey } = await started(
      customer,
      body({ kind: 'demo', priceFCFA: 20_000 }, 'card', {
        card: { number: '4000 0000 0000 3220', expiry: '12/39', cvc: '123', holder: 'Awa' },
      }),
    );
    expect(payment).toMatchObject({ status: 'challenge', operator: 'visa' });
    const stored = (await adminDb.doc(`payments/${payment.id}`).get()).data();
    expect(stored?.card).toEqual({ brand: 'visa', last4: '3220' });
    expect(JSON.stringify(stored)).not.toContain('4000000000003220');
    const approved = await call('POST', PAYMENT_API.challenge(payment.id), customer, {
      approve: true,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await settled(payment.id, accessKey)).status).toBe('success');
  });

  it('refuses a Luhn-invalid number (400 invalid_card) and an expired card', async () => {
    const card = { number: '4242424242424241', expiry: '12/39', cvc: '123', holder: 'Awa' };
    const invalid = await initiate(
      null,
      body({ kind: 'demo', priceFCFA: 5_000 }, 'card', { card }),
    );
    expect(invalid.answer.status).toBe(400);
    expect(errorCode(invalid.answer)).toBe('invalid_card');
    const expired = await initiate(
      null,
      body({ kind: 'demo', priceFCFA: 5_000 }, 'card', {
        card: { ...card, number: '4242424242424242', expiry: '01/20' },
      }),
    );
    expect(errorCode(expired.answer)).toBe('card_expired');
    const phone = await initiate(
      null,
      body({ kind: 'demo', priceFCFA: 5_000 }, 'mtn_momo', { phone: '0700000001' }),
    );
    expect(phone.answer.status).toBe(400);
    expect(errorCode(phone.answer)).toBe('invalid_phone');
  });
});

describe('idempotency keys', () => {
  it('replays the same key (200, same payment) and refuses it for another request (409)', async () => {
    const request = body({ kind: 'demo', priceFCFA: 7_000 }, 'cash');
    const first = await started(customer, request);
    const replay = await initiate(customer, request);
    expect(replay.answer.status).toBe(200);
    expect(replay.payment.id).toBe(first.payment.id);
    expect(replay.accessKey).toBe(first.accessKey);
    const otherAmount = await initiate(
      customer,
      body({ kind: 'demo', priceFCFA: 8_000 }, 'cash', { idempotencyKey: request.idempotencyKey }),
    );
    expect(otherAmount.answer.status).toBe(409);
    expect(errorCode(otherAmount.answer)).toBe('idempotency_conflict');
    const otherMethod = await initiate(
      customer,
      body({ kind: 'demo', priceFCFA: 7_000 }, 'bank_transfer', {
        idempotencyKey: request.idempotencyKey,
      }),
    );
    expect(otherMethod.answer.status).toBe(409);
    expect(errorCode(otherMethod.answer)).toBe('idempotency_conflict');
  });

  it('10 concurrent requests with one key make one payment', async () => {
    const request = body({ kind: 'demo', priceFCFA: 9_000 }, 'mtn_momo');
    const answers = await Promise.all(Array.from({ length: 10 }, () => initiate(null, request)));
    for (const { answer } of answers) expect([200, 201]).toContain(answer.status);
    expect(answers.filter(({ answer }) => answer.status === 201)).toHaveLength(1);
    expect(new Set(answers.map(({ payment }) => payment.id)).size).toBe(1);
    const stored = await adminDb
      .collection('payments')
      .where('idempotencyKey', '==', request.idempotencyKey)
      .get();
    expect(stored.size).toBe(1);
  });
});

describe('cash and receipts', () => {
  it('cash confirmed by the provider pays the booking; the receipt downloads then', async () => {
    const bookingId = await newBooking();
    const { payment, accessKey } = await started(
      customer,
      body({ kind: 'booking', bookingId }, 'cash'),
    );
    expect(payment).toMatchObject({ status: 'pending', expiresAt: null, sandboxPhone: null });
    const early = await fetchAs(`${PAYMENT_API.receipt(payment.id)}?lang=fr`, customer);
    expect(early.status).toBe(409);
    expect(((await early.json()) as ApiAnswer['body']).error?.code).toBe('not_settled');

    const byCustomer = await call('POST', PAYMENT_API.confirmReceipt(payment.id), customer, {});
    expect(byCustomer.status).toBe(403);
    const byStranger = await call('POST', PAYMENT_API.confirmReceipt(payment.id), stranger, {});
    expect(byStranger.status).toBe(403);
    const byProvider = await call('POST', PAYMENT_API.confirmReceipt(payment.id), provider, {});
    expect(byProvider.status, JSON.stringify(byProvider.body)).toBe(200);
    expect(byProvider.body).toMatchObject({ status: 'success' });
    expect((byProvider.body as unknown as PaymentView).events.at(-1)?.type).toBe('confirmed');
    expect(await booking(bookingId)).toMatchObject({ paymentStatus: 'success' });
    expect((await adminDb.doc(`payments/${payment.id}`).get()).get('confirmedBy')).toBe(provider);

    for (const [lang, name] of [
      ['fr', 'recu'],
      ['en', 'receipt'],
    ] as const) {
      const receipt = await fetchAs(
        `${withKey(PAYMENT_API.receipt(payment.id), accessKey)}&lang=${lang}`,
        null,
      );
      expect(receipt.status).toBe(200);
      expect(receipt.headers.get('content-type')).toBe('application/pdf');
      expect(receipt.headers.get('content-disposition')).toBe(
        `attachment; filename="${name}-${payment.reference}.pdf"`,
      );
      expect(
        Buffer.from(await receipt.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    // The provider paid reads the payment too; a stranger does not.
    expect((await fetchAs(PAYMENT_API.receipt(payment.id), provider)).status).toBe(200);
    expect((await fetchAs(PAYMENT_API.receipt(payment.id), stranger)).status).toBe(403);
  });

  it('the payer drops awaited cash to pay another way; nobody else can, nor drop a paid one', async () => {
    const bookingId = await newBooking();
    const cash = await started(customer, body({ kind: 'booking', bookingId }, 'cash'));
    // One open attempt per booking: another method waits until the cash is dropped.
    const meanwhile = await call(
      'POST',
      PAYMENT_API.initiate,
      customer,
      body({ kind: 'booking', bookingId }, 'card'),
    );
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.body.error?.code).toBe('payment_in_progress');

    expect((await call('POST', PAYMENT_API.cancel(cash.payment.id), provider, {})).status).toBe(
      403,
    );
    expect((await call('POST', PAYMENT_API.cancel(cash.payment.id), stranger, {})).status).toBe(
      403,
    );
    const dropped = await call('POST', PAYMENT_API.cancel(cash.payment.id), customer, {});
    expect(dropped.status, JSON.stringify(dropped.body)).toBe(200);
    expect(dropped.body).toMatchObject({ status: 'failed', failureReason: 'cancelled' });
    // Still to be paid, not failed; dropping it again changes nothing.
    expect(await booking(bookingId)).toMatchObject({ paymentStatus: 'pending' });
    expect((await call('POST', PAYMENT_API.cancel(cash.payment.id), customer, {})).status).toBe(
      200,
    );
    const card = await call(
      'POST',
      PAYMENT_API.initiate,
      customer,
      body({ kind: 'booking', bookingId }, 'card'),
    );
    expect(card.status, JSON.stringify(card.body)).toBe(201);

    // A confirmed cash payment stays paid.
    const paid = await started(customer, body({ kind: 'demo', priceFCFA: 4_000 }, 'cash'));
    expect(
      (await call('POST', PAYMENT_API.confirmReceipt(paid.payment.id), admin, {})).status,
    ).toBe(200);
    const late = await call('POST', PAYMENT_API.cancel(paid.payment.id), customer, {});
    expect(late.status).toBe(409);
    expect(late.body.error?.code).toBe('not_awaiting');
  });

  it('a transfer is confirmed by an admin only; a card payment is not confirmed by hand', async () => {
    const transfer = await started(
      customer,
      body({ kind: 'demo', priceFCFA: 6_000 }, 'bank_transfer'),
    );
    const byPayer = await call(
      'POST',
      PAYMENT_API.confirmReceipt(transfer.payment.id),
      customer,
      {},
    );
    expect(byPayer.status).toBe(403);
    const byAdmin = await call('POST', PAYMENT_API.confirmReceipt(transfer.payment.id), admin, {});
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
    expect(byAdmin.body).toMatchObject({ status: 'success' });

    const card = await started(customer, body({ kind: 'demo', priceFCFA: 6_000 }, 'card'));
    const manual = await call('POST', PAYMENT_API.confirmReceipt(card.payment.id), admin, {});
    expect(manual.status).toBe(409);
  });
});

describe('who may see an attempt', () => {
  it('a visitor with the key; not without it (401), nor a stranger (403)', async () => {
    const { payment, accessKey } = await started(
      null,
      body({ kind: 'demo', priceFCFA: 5_000 }, 'wave', { country: 'SN', phone: '770000001' }),
    );
    const withTheKey = await call('GET', withKey(PAYMENT_API.payment(payment.id), accessKey), null);
    expect(withTheKey.status).toBe(200);
    expect(withTheKey.body).toMatchObject({ id: payment.id, method: 'wave' });
    expect((await call('GET', PAYMENT_API.payment(payment.id), null)).status).toBe(401);
    const badKey = await call('GET', withKey(PAYMENT_API.payment(payment.id), key()), null);
    expect(badKey.status).toBe(401);
    expect((await call('GET', PAYMENT_API.payment(payment.id), stranger)).status).toBe(403);
    expect((await call('GET', PAYMENT_API.payment(payment.id), admin)).status).toBe(200);
    expect((await call('GET', PAYMENT_API.payment('unknown'), admin)).status).toBe(404);
  });
});
