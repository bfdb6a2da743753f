import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { signWebhookBody } from '../../lib/payments/signature';
import { createApiApp } from '../app';
import { outcomeOfStatus } from './webhook';

const app = createApiApp();
const PATH = '/api/payments/webhooks/sandbox';
const body = JSON.stringify({
  eventId: 'evt_1',
  reference: 'PAY-ABCDEF123456',
  status: 'SUCCESSFUL',
  amount: 100,
  currency: 'XOF',
  occurredAt: '2030-01-01T10:00:00.000Z',
});
const post = (raw: string, signature?: string) => {
  const call = request(app).post(PATH).set('Content-Type', 'application/json');
  return (signature ? call.set('x-sandbox-signature', signature) : call).send(raw);
};

describe('POST /api/payments/webhooks/sandbox, before any database read', () => {
  it('refuses a webhook without a signature, or with a wrong one', async () => {
    for (const response of [
      await post(body),
      await post(body, 'f'.repeat(64)),
      await post(body, signWebhookBody(body, 'not-the-secret')),
      // Signed over other bytes (the same JSON, re-serialised).
      await post(body, signWebhookBody(JSON.stringify(JSON.parse(body), null, 1))),
    ]) {
      expect([response.status, response.body.error?.code]).toEqual([401, 'invalid_signature']);
    }
  });

  it('answers 400 to a signed body that is not a webhook', async () => {
    const raw = JSON.stringify({ hello: 'world' });
    const response = await post(raw, signWebhookBody(raw));
    expect(response.status).toBe(400);
  });
});

describe('outcomeOfStatus', () => {
  it('settles from the verified status, checking amount and currency', () => {
    expect(outcomeOfStatus({ status: 'PENDING' }, 100)).toBeNull();
    expect(
      outcomeOfStatus({ status: 'SUCCESSFUL', amountFCFA: 100, currency: 'XOF' }, 100),
    ).toEqual({ status: 'success' });
    expect(outcomeOfStatus({ status: 'SUCCESSFUL', amountFCFA: 99, currency: 'XOF' }, 100)).toEqual(
      { status: 'failed', reason: 'amount_mismatch' },
    );
    expect(outcomeOfStatus({ status: 'FAILED', reason: 'declined' }, 100)).toEqual({
      status: 'failed',
      reason: 'declined',
    });
  });
});
