import {
  PAYMENT_WINDOW_MS,
  SANDBOX_APPROVAL_DELAY_MS,
  type PayableMethod,
} from '@marketplace/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../errors';
import type { GatewayInitiateRequest } from './gateway';
import {
  cardOutcome,
  createSandboxGateway,
  numberOutcome,
  parseWebhookBody,
  webhookBodyOf,
  type SandboxTransaction,
} from './sandbox';
import { signWebhookBody } from './signature';

/** The ledger in memory: the few calls the sandbox makes (doc create, transactions). */
function memoryDb() {
  const docs = new Map<string, Record<string, unknown>>();
  const ref = (path: string) => ({
    path,
    create: async (data: Record<string, unknown>) => {
      if (docs.has(path)) throw Object.assign(new Error('exists'), { code: 6 });
      docs.set(path, { ...data });
    },
  });
  const snapshot = (path: string) => ({
    exists: docs.has(path),
    data: () => docs.get(path),
  });
  const db = {
    collection: (name: string) => ({ doc: (id: string) => ref(`${name}/${id}`) }),
    runTransaction: async <T>(work: (tx: unknown) => Promise<T>) =>
      work({
        get: async (r: { path: string }) => snapshot(r.path),
        update: (r: { path: string }, changes: Record<string, unknown>) =>
          docs.set(r.path, { ...docs.get(r.path), ...changes }),
      }),
  } as unknown as Firestore;
  const ledger = (reference: string) => docs.get(`sandboxTransactions/${reference}`) as unknown as
    | SandboxTransaction
    | undefined;
  return { db, ledger };
}

const at = new Date('2030-01-01T10:00:00Z');
const later = (ms: number) => new Date(at.getTime() + ms);

function setup() {
  const { db, ledger } = memoryDb();
  const scheduleWebhooks = vi.fn(async (_reference: string, _at: Date) => {});
  return { gateway: createSandboxGateway({ db, scheduleWebhooks }), ledger, scheduleWebhooks };
}

let counter = 0;
function request(
  method: PayableMethod,
  extra: Partial<GatewayInitiateRequest> = {},
): GatewayInitiateRequest {
  counter += 1;
  return {
    reference: `PAY-TEST${String(counter).padStart(8, '0')}`,
    amountFCFA: 10_150,
    method,
    country: 'CI',
    phone: null,
    card: null,
    webhookUrl: 'http://127.0.0.1:5001/x/us-central1/api/api/payments/webhooks/sandbox',
    at,
    ...extra,
  };
}
const card = (number: string, expiry = '12/34') => ({ number, expiry, cvc: '123', holder: 'A B' });

describe('the sandbox test numbers and cards', () => {
  it('chooses the outcome by the last two digits', () => {
    expect(numberOutcome('2250500000001')).toBe('success');
    expect(numberOutcome('2250500000002')).toBe('insufficient_balance');
    expect(numberOutcome('2250500000003')).toBe('timeout');
    expect(numberOutcome('2250500000004')).toBe('declined');
    expect(numberOutcome('2250500000077')).toBe('success');
  });

  it('chooses a card outcome by its number, any other succeeding', () => {
    expect(cardOutcome('4000 0000 0000 0002')).toBe('declined');
    expect(cardOutcome('4000000000009995')).toBe('insufficient_balance');
    expect(cardOutcome('4000000000003220')).toBe('challenge');
    expect(cardOutcome('5555555555554444')).toBe('success');
  });
});

describe('approve on the phone (MTN, Moov, Wave)', () => {
  it('answers SANDBOX_APPROVAL_DELAY_MS later, by webhook, not before', async () => {
    const { gateway, ledger, scheduleWebhooks } = setup();
    const req = request('mtn_momo', { phone: '2250500000001' });
    const { next } = await gateway.initiate(req);
    expect(next).toMatchObject({ kind: 'approve_on_phone', expiresAt: later(PAYMENT_WINDOW_MS) });
    expect(scheduleWebhooks).toHaveBeenCalledWith(req.reference, later(SANDBOX_APPROVAL_DELAY_MS));
    expect(await gateway.verify(req.reference, later(SANDBOX_APPROVAL_DELAY_MS - 1))).toEqual({
      status: 'PENDING',
    });
    expect(await gateway.verify(req.reference, later(SANDBOX_APPROVAL_DELAY_MS))).toEqual({
      status: 'SUCCESSFUL',
      amountFCFA: 10_150,
      currency: 'XOF',
    });
    expect(ledger(req.reference)?.status).toBe('SUCCESSFUL');
  });

  it('refuses with the number’s reason', async () => {
    const { gateway } = setup();
    for (const [ending, reason] of [
      ['02', 'insufficient_balance'],
      ['04', 'declined'],
    ] as const) {
      const req = request('wave', { country: 'SN', phone: `221770000${ending}` });
      await gateway.initiate(req);
      expect(await gateway.verify(req.reference, later(PAYMENT_WINDOW_MS))).toEqual({
        status: 'FAILED',
        reason,
      });
    }
  });

  it('never answers a timeout number', async () => {
    const { gateway, scheduleWebhooks } = setup();
    const req = request('moov_money', { phone: '2250100000003' });
    await gateway.initiate(req);
    expect(scheduleWebhooks).not.toHaveBeenCalled();
    expect(await gateway.verify(req.reference, later(10 * PAYMENT_WINDOW_MS))).toEqual({
      status: 'PENDING',
    });
  });

  it('takes a reference once', async () => {
    const { gateway } = setup();
    const req = request('mtn_momo', { phone: '2250500000001' });
    await gateway.initiate(req);
    await expect(gateway.initiate(req)).rejects.toMatchObject({
      status: 409,
      code: 'duplicate_reference',
    });
  });
});

describe('Orange one-time codes', () => {
  it('sends a 6-digit code; the right one decides by the number, at once', async () => {
    const { gateway, scheduleWebhooks } = setup();
    const req = request('orange_money', { phone: '2250700000002' });
    const { next } = await gateway.initiate(req);
    if (next.kind !== 'one_time_code') throw new Error(`unexpected ${next.kind}`);
    expect(next.code).toMatch(/^\d{6}$/);
    expect(next.message).toContain(next.code);
    expect(await gateway.verify(req.reference, later(60_000))).toEqual({ status: 'PENDING' });
    await gateway.answer(req.reference, { kind: 'code', code: next.code }, later(1000));
    expect(scheduleWebhooks).toHaveBeenCalledWith(req.reference, later(1000));
    expect(await gateway.verify(req.reference, later(1000))).toEqual({
      status: 'FAILED',
      reason: 'insufficient_balance',
    });
    // A code is answered once.
    await expect(
      gateway.answer(req.reference, { kind: 'code', code: next.code }, later(2000)),
    ).rejects.toMatchObject({ status: 409, code: 'not_awaiting' });
  });

  it('fails a wrong code at once, with a webhook', async () => {
    const { gateway, scheduleWebhooks, ledger } = setup();
    const req = request('orange_money', { phone: '2250700000001' });
    const { next } = await gateway.initiate(req);
    const wrong = next.kind === 'one_time_code' && next.code === '000000' ? '111111' : '000000';
    await gateway.answer(req.reference, { kind: 'code', code: wrong }, later(1000));
    expect(await gateway.verify(req.reference, later(1000))).toEqual({
      status: 'FAILED',
      reason: 'wrong_code',
    });
    expect(scheduleWebhooks).toHaveBeenCalledOnce();
    const stored = ledger(req.reference);
    expect(stored && webhookBodyOf(stored)).toMatchObject({
      reference: req.reference,
      status: 'FAILED',
      reason: 'wrong_code',
      amount: 10_150,
      currency: 'XOF',
      occurredAt: later(1000).toISOString(),
    });
  });

  it('takes no code after the window', async () => {
    const { gateway } = setup();
    const req = request('orange_money', { phone: '2250700000001' });
    const { next } = await gateway.initiate(req);
    const code = next.kind === 'one_time_code' ? next.code : '';
    await expect(
      gateway.answer(req.reference, { kind: 'code', code }, later(PAYMENT_WINDOW_MS)),
    ).rejects.toBeInstanceOf(HttpError);
  });
});

describe('cards', () => {
  it('decides a card without 3-D Secure at once and reports it by webhook', async () => {
    const { gateway, scheduleWebhooks } = setup();
    const req = request('card', { card: card('4000000000000002') });
    expect((await gateway.initiate(req)).next).toEqual({ kind: 'none' });
    expect(scheduleWebhooks).toHaveBeenCalledWith(req.reference, at);
    expect(await gateway.verify(req.reference, at)).toEqual({ status: 'FAILED', reason: 'declined' });
  });

  it('asks for 3-D Secure; its page approves or refuses', async () => {
    const { gateway } = setup();
    const approved = request('card', { card: card('4000000000003220') });
    const refused = request('card', { card: card('4000000000003220') });
    for (const req of [approved, refused]) {
      expect((await gateway.initiate(req)).next).toEqual({
        kind: 'challenge',
        expiresAt: later(PAYMENT_WINDOW_MS),
      });
    }
    await gateway.answer(approved.reference, { kind: 'challenge', approve: true }, later(1000));
    await gateway.answer(refused.reference, { kind: 'challenge', approve: false }, later(1000));
    expect((await gateway.verify(approved.reference, later(1000))).status).toBe('SUCCESSFUL');
    expect(await gateway.verify(refused.reference, later(1000))).toEqual({
      status: 'FAILED',
      reason: 'challenge_failed',
    });
  });

  it('refuses an invalid or expired card, and keeps only the last 4 digits', async () => {
    const { gateway, ledger } = setup();
    await expect(
      gateway.initiate(request('card', { card: card('4242424242424241') })),
    ).rejects.toMatchObject({ status: 400, code: 'invalid_card' });
    await expect(
      gateway.initiate(request('card', { card: card('4242424242424242', '12/29') })),
    ).rejects.toMatchObject({ status: 400, code: 'card_expired' });
    const req = request('card', { card: card('4242424242424242') });
    await gateway.initiate(req);
    expect(ledger(req.reference)?.cardLast4).toBe('4242');
    expect(JSON.stringify(ledger(req.reference))).not.toContain('4242424242424242');
  });

  it('never takes cash or transfers', async () => {
    const { gateway } = setup();
    await expect(gateway.initiate(request('cash'))).rejects.toMatchObject({ status: 400 });
  });
});

describe('parseWebhook', () => {
  const body = JSON.stringify({
    eventId: 'evt_1',
    reference: 'PAY-ABC',
    status: 'SUCCESSFUL',
    amount: 100,
    currency: 'XOF',
    occurredAt: at.toISOString(),
  });

  it('accepts the signature over exactly the raw body', () => {
    const { gateway } = setup();
    expect(gateway.parseWebhook(Buffer.from(body), signWebhookBody(body))).toEqual({
      eventId: 'evt_1',
      reference: 'PAY-ABC',
      status: 'SUCCESSFUL',
    });
    expect(gateway.parseWebhook(Buffer.from(body + ' '), signWebhookBody(body))).toBeNull();
    expect(gateway.parseWebhook(Buffer.from(body), undefined)).toBeNull();
    expect(gateway.parseWebhook(Buffer.from(body), signWebhookBody(body, 'other'))).toBeNull();
  });

  it('refuses bodies that are not the sandbox’s', () => {
    expect(parseWebhookBody('not json')).toBeNull();
    expect(parseWebhookBody('null')).toBeNull();
    expect(parseWebhookBody(JSON.stringify({ eventId: 'e', reference: 'r', status: 'OK' }))).toBeNull();
    expect(
      parseWebhookBody(
        JSON.stringify({ eventId: 'e', reference: 'r', status: 'FAILED', reason: 'nope' }),
      ),
    ).toBeNull();
  });
});
