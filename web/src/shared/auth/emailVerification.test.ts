import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cooldownLeft,
  CooldownError,
  refreshVerification,
  RESEND_COOLDOWN_MS,
  sendVerificationEmail,
} from './emailVerification';

const auth = vi.hoisted(() => ({ languageCode: null as string | null }));
const sdk = vi.hoisted(() => ({ sendEmailVerification: vi.fn(async () => {}) }));
vi.mock('../firebase/auth', () => ({ loadAuth: async () => ({ sdk, auth }) }));

const user = (overrides: Partial<Record<string, unknown>> = {}) =>
  ({
    uid: 'u1',
    emailVerified: false,
    reload: vi.fn(async () => {}),
    getIdTokenResult: vi.fn(async () => ({ claims: { email_verified: false } })),
    getIdToken: vi.fn(async () => 'token'),
    ...overrides,
  }) as unknown as User & Record<string, ReturnType<typeof vi.fn>>;

beforeEach(() => {
  localStorage.clear();
  sdk.sendEmailVerification.mockClear();
  auth.languageCode = null;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('sendVerificationEmail', () => {
  it('sends in the page language with a link back to the localized page', async () => {
    const account = user();
    await sendVerificationEmail(account, 'en', '/profile');
    expect(auth.languageCode).toBe('en');
    expect(sdk.sendEmailVerification).toHaveBeenCalledWith(account, {
      url: `${window.location.origin}/en/profile`,
    });
  });

  it('refuses a second email within the cooldown, per account, without calling Firebase', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    await sendVerificationEmail(user(), 'fr', '/profile');
    expect(cooldownLeft('u1')).toBe(RESEND_COOLDOWN_MS);
    await expect(sendVerificationEmail(user(), 'fr', '/profile')).rejects.toBeInstanceOf(
      CooldownError,
    );
    expect(sdk.sendEmailVerification).toHaveBeenCalledOnce();
    expect(cooldownLeft('u2')).toBe(0);
    vi.advanceTimersByTime(RESEND_COOLDOWN_MS);
    expect(cooldownLeft('u1')).toBe(0);
    await sendVerificationEmail(user(), 'fr', '/profile');
    expect(sdk.sendEmailVerification).toHaveBeenCalledTimes(2);
  });

  it('starts no cooldown when Firebase refuses (e.g. too many requests)', async () => {
    sdk.sendEmailVerification.mockRejectedValueOnce({ code: 'auth/too-many-requests' });
    await expect(sendVerificationEmail(user(), 'fr', '/profile')).rejects.toEqual({
      code: 'auth/too-many-requests',
    });
    expect(cooldownLeft('u1')).toBe(0);
  });
});

describe('refreshVerification', () => {
  it('asks Firebase again and reports an unverified email', async () => {
    const account = user();
    expect(await refreshVerification(account)).toBe(false);
    expect(account.reload).toHaveBeenCalled();
    expect(account.getIdToken).not.toHaveBeenCalled();
  });

  it('refreshes a token that predates the verification, so the rules see it', async () => {
    const account = user({ emailVerified: true });
    expect(await refreshVerification(account)).toBe(true);
    expect(account.getIdToken).toHaveBeenCalledWith(true);
  });

  it('keeps a token that already says verified', async () => {
    const account = user({
      emailVerified: true,
      getIdTokenResult: vi.fn(async () => ({ claims: { email_verified: true } })),
    });
    expect(await refreshVerification(account)).toBe(true);
    expect(account.getIdToken).not.toHaveBeenCalled();
  });
});
