import type { Firestore } from 'firebase-admin/firestore';
import type { Request } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFirestore } from '../http/admin/fakeFirestore';
import { setClock } from './clock';
import { clientAddress, countRequest } from './rateLimit';

const RULE = { scope: 'chat', limit: 3, windowMs: 60_000 };

function at(iso: string) {
  setClock(() => new Date(iso));
}

afterEach(() => setClock(null));

describe('countRequest', () => {
  it('lets `limit` requests through per window, refuses the next with 429, then opens again', async () => {
    const { db } = fakeFirestore();
    const firestore = db as unknown as Firestore;
    at('2026-11-24T10:00:00Z');
    for (let i = 0; i < 3; i += 1) await countRequest(firestore, RULE, 'user:a');
    await expect(countRequest(firestore, RULE, 'user:a')).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
    });
    // Someone else, or the same user for another scope, has their own window.
    await countRequest(firestore, RULE, 'user:b');
    await countRequest(firestore, { ...RULE, scope: 'feedback' }, 'user:a');
    at('2026-11-24T10:00:59Z');
    await expect(countRequest(firestore, RULE, 'user:a')).rejects.toMatchObject({ status: 429 });
    at('2026-11-24T10:01:00Z');
    await countRequest(firestore, RULE, 'user:a');
  });

  it('stores neither the address nor the uid, and a window that may expire', async () => {
    const { db, all } = fakeFirestore();
    at('2026-11-24T10:00:00Z');
    await countRequest(db as unknown as Firestore, RULE, 'address:203.0.113.9');
    const windows = Object.entries(all('rateLimits'));
    expect(windows).toHaveLength(1);
    const [id, window] = windows[0] ?? ['', {}];
    expect(id).toMatch(/^[0-9a-f]{40}$/);
    expect(JSON.stringify(window)).not.toContain('203.0.113.9');
    expect(window).toMatchObject({ count: 1, windowStartMs: Date.parse('2026-11-24T10:00:00Z') });
  });
});

describe('clientAddress', () => {
  const request = (headers: Record<string, string>) =>
    ({ headers, socket: { remoteAddress: '10.0.0.1' } }) as unknown as Request;

  it("prefers Hosting's client address, then the first forwarded one, then the socket's", () => {
    expect(clientAddress(request({ 'fastly-client-ip': '198.51.100.7', 'x-forwarded-for': '1.1.1.1' }))).toBe(
      '198.51.100.7',
    );
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.9, 10.1.1.1' }))).toBe('203.0.113.9');
    expect(clientAddress(request({}))).toBe('10.0.0.1');
  });
});
