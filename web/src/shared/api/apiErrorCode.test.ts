import { describe, expect, it } from 'vitest';
import { apiErrorCodeOf, apiFailureOf, type FailureKeys } from './apiErrorCode';
import { HttpError } from './http';

describe('apiErrorCodeOf', () => {
  it('reads the code of an api error body', () => {
    const body = JSON.stringify({ error: { code: 'signature_mismatch', message: 'x' } });
    expect(apiErrorCodeOf(new HttpError(409, body))).toBe('signature_mismatch');
  });

  it('has none for other bodies and failures', () => {
    expect(apiErrorCodeOf(new HttpError(500, 'Internal error'))).toBeUndefined();
    expect(apiErrorCodeOf(new HttpError(400, JSON.stringify({ error: 'x' })))).toBeUndefined();
    expect(
      apiErrorCodeOf(new HttpError(400, JSON.stringify({ error: { code: 4 } }))),
    ).toBeUndefined();
    expect(apiErrorCodeOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('apiFailureOf', () => {
  const keys: FailureKeys<'mismatch' | 'tooLarge' | 'signedOut' | 'network' | 'generic'> = {
    byCode: { signature_mismatch: 'mismatch' },
    byStatus: { 413: 'tooLarge' },
    signedOut: 'signedOut',
    network: 'network',
    generic: 'generic',
  };
  const answer = (status: number, code?: string) =>
    new HttpError(status, code ? JSON.stringify({ error: { code, message: 'x' } }) : '');

  it('names a failure by its code first, then its status', () => {
    expect(apiFailureOf(answer(409, 'signature_mismatch'), keys)).toBe('mismatch');
    expect(apiFailureOf(answer(413, 'too_large'), keys)).toBe('tooLarge');
    expect(apiFailureOf(answer(401), keys)).toBe('signedOut');
    expect(apiFailureOf(answer(500, 'internal'), keys)).toBe('generic');
  });

  it('tells a network failure from anything else', () => {
    expect(apiFailureOf(new TypeError('Failed to fetch'), keys)).toBe('network');
    expect(apiFailureOf(new Error('boom'), keys)).toBe('generic');
  });
});
