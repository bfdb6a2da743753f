import { beforeEach, describe, expect, it, vi } from 'vitest';
import { continuePathOf, firebaseActionUrl, verifyEmail } from './authAction';

const auth = vi.hoisted(() => ({
  currentUser: null as unknown,
  authStateReady: async () => {},
}));
const sdk = vi.hoisted(() => ({ applyActionCode: vi.fn() }));
const refreshVerification = vi.hoisted(() => vi.fn());
vi.mock('../../shared/firebase/auth', () => ({ loadAuth: async () => ({ sdk, auth }) }));
vi.mock('../../shared/auth/emailVerification', () => ({ refreshVerification }));

let codes = 0;
const freshCode = () => `code-${++codes}`;

beforeEach(() => {
  sdk.applyActionCode.mockReset().mockResolvedValue(undefined);
  refreshVerification.mockReset().mockResolvedValue(true);
  auth.currentUser = null;
});

describe('verifyEmail', () => {
  it('applies the code once, then refreshes the signed-in user and token', async () => {
    auth.currentUser = { uid: 'u1' };
    const code = freshCode();
    const [first, second] = await Promise.all([verifyEmail(code), verifyEmail(code)]);
    expect([first, second]).toEqual(['verified', 'verified']);
    expect(sdk.applyActionCode).toHaveBeenCalledOnce();
    expect(refreshVerification).toHaveBeenCalledWith({ uid: 'u1' });
  });

  it('calls a used or expired code invalid, or already verified for a verified user', async () => {
    sdk.applyActionCode.mockRejectedValue({ code: 'auth/invalid-action-code' });
    expect(await verifyEmail(freshCode())).toBe('invalid');
    auth.currentUser = { uid: 'u1' };
    expect(await verifyEmail(freshCode())).toBe('alreadyVerified');
    refreshVerification.mockResolvedValue(false);
    sdk.applyActionCode.mockRejectedValue({ code: 'auth/expired-action-code' });
    expect(await verifyEmail(freshCode())).toBe('invalid');
  });

  it('lets a network failure be retried with the same code', async () => {
    const code = freshCode();
    sdk.applyActionCode.mockRejectedValueOnce({ code: 'auth/network-request-failed' });
    expect(await verifyEmail(code)).toBe('network');
    await Promise.resolve();
    expect(await verifyEmail(code)).toBe('verified');
    expect(sdk.applyActionCode).toHaveBeenCalledTimes(2);
  });
});

describe('continuePathOf', () => {
  it('keeps a page of this site and sends anything else home', () => {
    const origin = window.location.origin;
    expect(continuePathOf(`${origin}/register-provider?x=1`, 'fr')).toBe('/register-provider?x=1');
    expect(continuePathOf('https://evil.example/profile', 'fr')).toBe('/');
    expect(continuePathOf(null, 'en')).toBe('/en');
  });
});

describe('firebaseActionUrl', () => {
  it("is the Auth emulator's page locally and the auth domain's handler in production", () => {
    expect(firebaseActionUrl('?mode=resetPassword&oobCode=c', 'acme.firebaseapp.com', false)).toBe(
      'https://acme.firebaseapp.com/__/auth/action?mode=resetPassword&oobCode=c',
    );
    expect(firebaseActionUrl('?mode=resetPassword', undefined, true)).toBe(
      `http://${window.location.hostname}:9099/emulator/action?mode=resetPassword`,
    );
  });
});
