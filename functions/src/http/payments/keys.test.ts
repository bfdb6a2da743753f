import { describe, expect, it } from 'vitest';
import {
  accessKeyMatches,
  hashAccessKey,
  keyRecordId,
  newAccessKey,
  newPaymentReference,
  requestFingerprint,
} from './keys';

const request = {
  target: 'booking:abc',
  method: 'mtn_momo' as const,
  phone: '2250500000001',
  cardLast4: null,
  amountFCFA: 10_375,
};

describe('idempotency', () => {
  it('scopes a key to its payer: one key of two payers is two records', () => {
    expect(keyRecordId('uid-1', 'key-0123456789abcdef')).toBe(
      keyRecordId('uid-1', 'key-0123456789abcdef'),
    );
    expect(keyRecordId('uid-1', 'key-0123456789abcdef')).not.toBe(
      keyRecordId('uid-2', 'key-0123456789abcdef'),
    );
    expect(keyRecordId('visitor:demo', 'k')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('fingerprints the target, method, phone, card digits and amount', () => {
    const same = requestFingerprint({ ...request });
    expect(requestFingerprint(request)).toBe(same);
    for (const change of [
      { target: 'booking:abd' },
      { method: 'orange_money' as const },
      { phone: '2250500000002' },
      { cardLast4: '4242' },
      { amountFCFA: 10_376 },
    ]) {
      expect(requestFingerprint({ ...request, ...change })).not.toBe(same);
    }
  });
});

describe('access keys and references', () => {
  it('makes 32 url-safe characters that match only their own hash', () => {
    const key = newAccessKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newAccessKey()).not.toBe(key);
    const hash = hashAccessKey(key);
    expect(accessKeyMatches(key, hash)).toBe(true);
    expect(accessKeyMatches(newAccessKey(), hash)).toBe(false);
    expect(accessKeyMatches('', hash)).toBe(false);
    expect(accessKeyMatches(undefined, hash)).toBe(false);
    expect(accessKeyMatches(['x'], hash)).toBe(false);
  });

  it('makes fresh PAY- references of 12 upper-case letters and digits', () => {
    const references = new Set(Array.from({ length: 50 }, newPaymentReference));
    expect(references.size).toBe(50);
    for (const reference of references) expect(reference).toMatch(/^PAY-[A-Z0-9]{12}$/);
  });
});
