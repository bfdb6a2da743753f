import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GatewayStatus, PaymentGateway } from '../lib/payments/gateway';
import { HttpError } from '../lib/errors';
import { settlePayment } from '../lib/payments/settle';
import { RECONCILE_GRACE_MS, reconcileDeadline, runReconcile } from './paymentReconcile';

vi.mock('../lib/payments/settle', () => ({ settlePayment: vi.fn(async () => true) }));

const expiresAt = new Date('2030-01-01T10:05:00Z');
const due = expiresAt.getTime() + RECONCILE_GRACE_MS;
const payment = (changes: Record<string, unknown> = {}) => ({
  status: 'awaiting_customer',
  reference: 'PAY-ABCDEF123456',
  amountFCFA: 10_150,
  expiresAt: Timestamp.fromDate(expiresAt),
  ...changes,
});
const dbWith = (data: Record<string, unknown> | undefined) =>
  ({ doc: () => ({ get: async () => ({ data: () => data }) }) }) as unknown as Firestore;
const gatewaySaying = (status: GatewayStatus | Error) =>
  ({
    verify: vi.fn(async () => {
      if (status instanceof Error) throw status;
      return status;
    }),
  }) as unknown as PaymentGateway;
const task = { paymentId: 'p1', dueAtMs: due };
const settle = vi.mocked(settlePayment);

beforeEach(() => settle.mockClear());

describe('reconcileDeadline', () => {
  it('is expiresAt plus the grace, for open attempts only', () => {
    expect(reconcileDeadline(payment())).toBe(due);
    for (const status of ['pending', 'challenge']) {
      expect(reconcileDeadline(payment({ status }))).toBe(due);
    }
    for (const status of ['success', 'failed', 'expired']) {
      expect(reconcileDeadline(payment({ status })), status).toBeNull();
    }
    // Cash and transfers.
    expect(reconcileDeadline(payment({ status: 'pending', expiresAt: null }))).toBeNull();
    expect(reconcileDeadline(undefined)).toBeNull();
  });
});

describe('runReconcile', () => {
  it('waits for the deadline (the emulator dispatches at once)', async () => {
    const gateway = gatewaySaying({ status: 'PENDING' });
    const early = new Date(due - 1);
    expect(await runReconcile(dbWith(payment()), gateway, task, early, { emulated: true })).toBe(
      'early',
    );
    expect(gateway.verify).not.toHaveBeenCalled();
  });

  it('expires an attempt the gateway still reports pending, or does not know', async () => {
    for (const status of [
      { status: 'PENDING' } as const,
      new HttpError(404, 'unknown_reference', ''),
    ]) {
      const result = await runReconcile(
        dbWith(payment()),
        gatewaySaying(status),
        task,
        new Date(due),
        {
          emulated: false,
        },
      );
      expect(result).toBe('reconciled');
    }
    for (const call of settle.mock.calls) {
      expect(call[2]).toEqual({ status: 'expired', reason: 'timeout' });
      expect(call[3]).toMatchObject({ type: 'reconciled' });
    }
  });

  it('settles what the gateway verified', async () => {
    const at = new Date(due);
    await runReconcile(
      dbWith(payment()),
      gatewaySaying({ status: 'SUCCESSFUL', amountFCFA: 10_150, currency: 'XOF' }),
      task,
      at,
      { emulated: false },
    );
    await runReconcile(
      dbWith(payment()),
      gatewaySaying({ status: 'FAILED', reason: 'declined' }),
      task,
      at,
      { emulated: false },
    );
    expect(settle.mock.calls.map((call) => call[2])).toEqual([
      { status: 'success' },
      { status: 'failed', reason: 'declined' },
    ]);
  });

  it('is done once the attempt is settled, or its deadline moved', async () => {
    const gateway = gatewaySaying({ status: 'PENDING' });
    const at = new Date(due);
    expect(
      await runReconcile(dbWith(payment({ status: 'success' })), gateway, task, at, {
        emulated: true,
      }),
    ).toBe('done');
    const moved = payment({ expiresAt: Timestamp.fromMillis(expiresAt.getTime() + 60_000) });
    expect(await runReconcile(dbWith(moved), gateway, task, at, { emulated: true })).toBe('done');
    expect(settle).not.toHaveBeenCalled();
  });
});
