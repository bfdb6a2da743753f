import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import {
  DEV_VERIFICATION_LINK_SECRET,
  downloadLink,
  signDownloadToken,
  verificationLinkSecret,
  verifyDownloadToken,
} from './token';

const FILE = { uid: 'prov-1', kind: 'identity', fileId: 'AbCdEfGhIjKlMnOpQrSt' } as const;
const NOW = new Date('2026-06-01T10:00:00.000Z');
const SECRET = 'test-secret';

function refusal(token: unknown, now = NOW, secret = SECRET) {
  try {
    verifyDownloadToken(token, now, secret);
  } catch (error) {
    if (error instanceof HttpError) return [error.status, error.code];
    throw error;
  }
  return null;
}

describe('download tokens', () => {
  it('names the file until it expires, then is a 410', () => {
    const expiresAt = new Date(NOW.getTime() + 300_000);
    const token = signDownloadToken(FILE, expiresAt, SECRET);
    expect(verifyDownloadToken(token, NOW, SECRET)).toEqual(FILE);
    expect(verifyDownloadToken(token, new Date(expiresAt.getTime() - 1), SECRET)).toEqual(FILE);
    expect(refusal(token, expiresAt)).toEqual([410, 'link_expired']);
  });

  it('refuses an altered, re-signed or malformed token with a 403', () => {
    const token = signDownloadToken(FILE, new Date(NOW.getTime() + 300_000), SECRET);
    const [payload, signature] = token.split('.') as [string, string];
    const otherFile = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace('prov-1', 'prov-2'),
    ).toString('base64url');
    const longer = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace(/\d+$/, '9999999999999'),
    ).toString('base64url');
    for (const bad of [
      `${otherFile}.${signature}`,
      `${longer}.${signature}`,
      `${payload}.${signature.slice(0, -2)}AA`,
      `${payload}.`,
      payload,
      `${token}.x`,
      '',
      undefined,
      ['a', 'b'],
      'x'.repeat(2000),
    ]) {
      expect(refusal(bad), String(bad)).toEqual([403, 'link_expired']);
    }
    expect(refusal(token, NOW, 'another-secret')).toEqual([403, 'link_expired']);
    // A payload that is not a file, even when signed.
    const odd = Buffer.from('prov-1/passport/f/1').toString('base64url');
    expect(refusal(signDownloadToken(FILE, NOW, SECRET).replace(/^[^.]+/, odd))).toEqual([
      403,
      'link_expired',
    ]);
  });

  it('links to the download path for downloadLinkSeconds', () => {
    const link = downloadLink(FILE, NOW);
    expect(link.expiresAt).toBe('2026-06-01T10:05:00.000Z');
    const url = new URL(link.url, 'https://example.com');
    expect(url.pathname).toBe('/api/verification/download');
    expect(verifyDownloadToken(url.searchParams.get('token'), NOW)).toEqual(FILE);
  });

  it('uses VERIFICATION_LINK_SECRET, the development default only when not deployed', () => {
    expect(verificationLinkSecret({ VERIFICATION_LINK_SECRET: ' s3cret ' })).toBe('s3cret');
    expect(verificationLinkSecret({})).toBe(DEV_VERIFICATION_LINK_SECRET);
    expect(verificationLinkSecret({ K_SERVICE: 'api', FUNCTIONS_EMULATOR: 'true' })).toBe(
      DEV_VERIFICATION_LINK_SECRET,
    );
    expect(() => verificationLinkSecret({ K_SERVICE: 'api' })).toThrow(HttpError);
  });
});
