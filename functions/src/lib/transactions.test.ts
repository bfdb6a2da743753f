import type { Request, Response } from 'express';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { errorHandler, HttpError } from './errors';
import { isContention, runContendedTransaction } from './transactions';

const closed = Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), {
  code: 3,
});
const aborted = Object.assign(new Error('10 ABORTED: Too much contention'), { code: 10 });

describe('isContention', () => {
  it('recognises the emulator’s wounded transaction and production’s ABORTED, nothing else', () => {
    expect(isContention(closed)).toBe(true);
    expect(isContention(aborted)).toBe(true);
    expect(isContention(Object.assign(new Error('bad field'), { code: 3 }))).toBe(false);
    expect(isContention(new HttpError(409, 'slot_taken', 'taken'))).toBe(false);
    expect(isContention(undefined)).toBe(false);
  });
});

/** A database whose transactions fail with `failures` in turn, then run the body. */
function dbFailing(...failures: unknown[]) {
  const runTransaction = vi.fn(async (body: (transaction: Transaction) => Promise<unknown>) => {
    const failure = failures.shift();
    if (failure) throw failure;
    return body({} as Transaction);
  });
  return { db: { runTransaction } as unknown as Firestore, runTransaction };
}

describe('runContendedTransaction', () => {
  it('runs again after a lost race, and answers what the last run decided', async () => {
    const { db, runTransaction } = dbFailing(closed, aborted);
    await expect(runContendedTransaction(db, async () => 'created', { pauseMs: 0 })).resolves.toBe(
      'created',
    );
    expect(runTransaction).toHaveBeenCalledTimes(3);
  });

  it('passes any other failure through at once (a 409 decided inside)', async () => {
    const { db, runTransaction } = dbFailing(new HttpError(409, 'slot_taken', 'taken'));
    await expect(runContendedTransaction(db, async () => 'x', { pauseMs: 0 })).rejects.toMatchObject({
      status: 409,
    });
    expect(runTransaction).toHaveBeenCalledTimes(1);
  });

  it('gives up after its attempts, which the api answers 503 busy, not a 500', async () => {
    const { db, runTransaction } = dbFailing(closed, closed, closed);
    const lost = await runContendedTransaction(db, async () => 'x', {
      attempts: 3,
      pauseMs: 0,
    }).catch((error: unknown) => error);
    expect(lost).toBe(closed);
    expect(runTransaction).toHaveBeenCalledTimes(3);
    const res = { status: vi.fn(), json: vi.fn() };
    res.status.mockReturnValue(res);
    errorHandler(lost, {} as Request, res as unknown as Response, vi.fn());
    expect(res.status).toHaveBeenCalledWith(503);
    expect(res.json.mock.calls[0]?.[0]).toMatchObject({ error: { code: 'busy' } });
  });
});
