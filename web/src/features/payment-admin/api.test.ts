import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../shared/api/http';
import type { FirestoreHandle } from '../../shared/firebase/firestore';
import { confirmFailureOf, paymentEventsQuery, paymentsQuery, PAYMENTS_PAGE } from './api';
import { adminPaymentConverter, adminPaymentEventConverter } from './converters';
import { NO_FILTERS } from './model';

/** An `fs` whose builders record what they were given. */
const handle = {
  db: {},
  fs: {
    collection: (_db: unknown, ...path: string[]) => ({
      withConverter: (converter: unknown) => ({ collection: path.join('/'), converter }),
    }),
    where: (...args: unknown[]) => ['where', ...args],
    orderBy: (...args: unknown[]) => ['orderBy', ...args],
    startAfter: (...args: unknown[]) => ['startAfter', ...args],
    limit: (...args: unknown[]) => ['limit', ...args],
    query: (ref: object, ...constraints: unknown[]) => ({ ...ref, constraints }),
  },
} as unknown as FirestoreHandle;

type Built = { collection: string; converter: unknown; constraints: unknown[][] };
const built = async (query: Promise<unknown>) => (await query) as unknown as Built;

describe('paymentsQuery', () => {
  it('lists every payment newest first, 50 a page (the rules bound)', async () => {
    const query = await built(paymentsQuery(handle, NO_FILTERS, null));
    expect(query.collection).toBe('payments');
    expect(query.converter).toBe(adminPaymentConverter);
    expect(query.constraints).toEqual([
      ['orderBy', 'createdAt', 'desc'],
      ['limit', 50],
    ]);
    expect(PAYMENTS_PAGE).toBeLessThanOrEqual(50);
  });

  it('filters by a status group, a method and whole days, and continues after a cursor', async () => {
    const cursor = { id: 'p50' } as QueryDocumentSnapshot;
    const query = await built(
      paymentsQuery(
        handle,
        { status: 'group:pending', method: 'bank_transfer', from: '2026-03-01', to: '2026-03-31' },
        cursor,
      ),
    );
    expect(query.constraints).toEqual([
      ['where', 'status', 'in', ['pending', 'awaiting_customer', 'challenge']],
      ['where', 'method', '==', 'bank_transfer'],
      ['where', 'createdAt', '>=', new Date(2026, 2, 1)],
      ['where', 'createdAt', '<', new Date(2026, 3, 1)],
      ['orderBy', 'createdAt', 'desc'],
      ['startAfter', cursor],
      ['limit', 50],
    ]);
  });

  it('asks for one exact status with an equality', async () => {
    const query = await built(
      paymentsQuery(handle, { ...NO_FILTERS, status: 'status:expired' }, null),
    );
    expect(query.constraints[0]).toEqual(['where', 'status', '==', 'expired']);
  });
});

describe('paymentEventsQuery', () => {
  it("reads a payment's history oldest first, bounded", async () => {
    const query = await built(paymentEventsQuery(handle, 'p1'));
    expect(query.collection).toBe('payments/p1/events');
    expect(query.converter).toBe(adminPaymentEventConverter);
    expect(query.constraints).toEqual([
      ['orderBy', 'at', 'asc'],
      ['limit', 50],
    ]);
  });
});

describe('confirmFailureOf', () => {
  const answer = (status: number, code: string) =>
    new HttpError(status, JSON.stringify({ error: { code, message: 'x' } }));

  it("names the api's refusals, the network and anything else", () => {
    expect(confirmFailureOf(answer(409, 'not_awaiting'))).toBe('not_awaiting');
    expect(confirmFailureOf(answer(403, 'forbidden'))).toBe('forbidden');
    expect(confirmFailureOf(answer(404, 'payment_not_found'))).toBe('not_found');
    expect(confirmFailureOf(answer(401, 'unauthenticated'))).toBe('unauthenticated');
    expect(confirmFailureOf(new TypeError('Failed to fetch'))).toBe('network');
    expect(confirmFailureOf(answer(500, 'internal'))).toBe('generic');
  });
});
