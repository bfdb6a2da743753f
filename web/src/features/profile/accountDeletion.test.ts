import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/api/http';
import { deleteAccount, deletionFailureOf } from './accountDeletion';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('deleteAccount', () => {
  it('sends DELETE /api/account with the typed email and the session cookie', async () => {
    const fetchMock = vi.fn(async () => new Response('{"status":"deleted"}'));
    vi.stubGlobal('fetch', fetchMock);
    await deleteAccount('awa@example.com');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/account',
      expect.objectContaining({
        method: 'DELETE',
        credentials: 'include',
        body: JSON.stringify({ confirmEmail: 'awa@example.com' }),
      }),
    );
  });
});

describe('deletionFailureOf', () => {
  const apiError = (status: number, code: string) =>
    new HttpError(status, JSON.stringify({ error: { code, message: 'x' } }));

  it('tells a wrong email, an ended session, the network and anything else apart', () => {
    expect(deletionFailureOf(apiError(400, 'confirm_email_mismatch'))).toBe('mismatch');
    expect(deletionFailureOf(apiError(400, 'invalid_request'))).toBe('failed');
    expect(deletionFailureOf(apiError(401, 'unauthenticated'))).toBe('signedOut');
    expect(deletionFailureOf(new HttpError(500, 'oops'))).toBe('failed');
    expect(deletionFailureOf(new TypeError('Failed to fetch'))).toBe('network');
  });
});
