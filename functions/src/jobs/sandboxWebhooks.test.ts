import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import type { SandboxTransaction } from '../lib/payments/sandbox';
import { signWebhookBody } from '../lib/payments/signature';
import { deliverSandboxWebhook, parseSandboxWebhookTask } from './sandboxWebhooks';

const answerAt = new Date('2030-01-01T10:00:03Z');
const ledger = (changes: Partial<SandboxTransaction> = {}) =>
  ({
    reference: 'PAY-ABCDEF123456',
    amountFCFA: 10_150,
    currency: 'XOF',
    webhookUrl: 'http://hooks.test/sandbox',
    answer: {
      status: 'FAILED',
      reason: 'declined',
      eventId: 'evt_1',
      at: Timestamp.fromDate(answerAt),
    },
    ...changes,
  }) as SandboxTransaction;

const dbWith = (data: SandboxTransaction | undefined) =>
  ({
    collection: () => ({ doc: () => ({ get: async () => ({ data: () => data }) }) }),
  }) as unknown as Firestore;

const task = { reference: 'PAY-ABCDEF123456', copy: 1 as const, dueAtMs: answerAt.getTime() };

describe('deliverSandboxWebhook', () => {
  it('waits for its instant (the emulator dispatches at once)', async () => {
    const post = vi.fn(async () => 200);
    const early = new Date(answerAt.getTime() - 1);
    expect(await deliverSandboxWebhook(dbWith(ledger()), task, early, post)).toBe('early');
    expect(post).not.toHaveBeenCalled();
  });

  it('posts the answer, signed over the exact body', async () => {
    const post = vi.fn(
      async (_url: string, _body: string, _headers: Record<string, string>) => 200,
    );
    expect(await deliverSandboxWebhook(dbWith(ledger()), task, answerAt, post)).toBe('delivered');
    const [url, body, headers] = post.mock.calls[0] ?? ['', '', {}];
    expect(url).toBe('http://hooks.test/sandbox');
    expect(JSON.parse(body)).toEqual({
      eventId: 'evt_1',
      reference: 'PAY-ABCDEF123456',
      status: 'FAILED',
      reason: 'declined',
      amount: 10_150,
      currency: 'XOF',
      occurredAt: answerAt.toISOString(),
    });
    expect(headers['x-sandbox-signature']).toBe(signWebhookBody(body));
  });

  it('throws on a non-2xx answer, so that Cloud Tasks retries', async () => {
    await expect(
      deliverSandboxWebhook(dbWith(ledger()), task, answerAt, async () => 404),
    ).rejects.toThrow(/answered 404/);
  });

  it('drops a task with nothing to report', async () => {
    const post = vi.fn(async () => 200);
    expect(await deliverSandboxWebhook(dbWith(undefined), task, answerAt, post)).toBe('dropped');
    expect(
      await deliverSandboxWebhook(dbWith(ledger({ answer: null })), task, answerAt, post),
    ).toBe('dropped');
    expect(post).not.toHaveBeenCalled();
  });

  it('parses only well-formed tasks', () => {
    expect(parseSandboxWebhookTask(task)).toEqual(task);
    expect(parseSandboxWebhookTask({ ...task, copy: 3 })).toBeNull();
    expect(parseSandboxWebhookTask({ ...task, reference: '../x' })).toBeNull();
    expect(parseSandboxWebhookTask(null)).toBeNull();
  });
});
