import { describe, expect, it } from 'vitest';
import { apiErrorCodeOf } from './apiErrorCode';
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
