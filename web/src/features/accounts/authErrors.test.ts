import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/api/http';
import { EMAIL_IN_USE_KEY, SessionError, authErrorMessageKey, logAuthFailure } from './authErrors';

const firebaseError = (code: string) => Object.assign(new Error(code), { code });

describe('authErrorMessageKey', () => {
  it.each([
    'auth/wrong-password',
    'auth/user-not-found',
    'auth/invalid-credential',
    'auth/invalid-login-credentials',
    'auth/invalid-email',
  ])('gives sign-in failure %s one neutral message', (code) => {
    expect(authErrorMessageKey(firebaseError(code), 'signIn')).toBe(
      'accounts:errors.invalidCredentials',
    );
  });

  it('names rate limiting and network failures', () => {
    expect(authErrorMessageKey(firebaseError('auth/too-many-requests'), 'signIn')).toBe(
      'accounts:errors.tooManyRequests',
    );
    expect(authErrorMessageKey(firebaseError('auth/network-request-failed'), 'google')).toBe(
      'accounts:errors.network',
    );
    expect(authErrorMessageKey(new TypeError('Failed to fetch'), 'register')).toBe(
      'accounts:errors.network',
    );
    expect(
      authErrorMessageKey(
        new SessionError({ cause: new Error('x', { cause: new TypeError('offline') }) }),
        'signIn',
      ),
    ).toBe('accounts:errors.network');
  });

  it('explains registration and Google failures', () => {
    expect(authErrorMessageKey(firebaseError('auth/email-already-in-use'), 'register')).toBe(
      EMAIL_IN_USE_KEY,
    );
    expect(authErrorMessageKey(firebaseError('auth/weak-password'), 'register')).toBe(
      'accounts:errors.weakPassword',
    );
    expect(authErrorMessageKey(firebaseError('auth/invalid-email'), 'register')).toBe(
      'common:validation.invalidEmail',
    );
    expect(authErrorMessageKey(firebaseError('auth/operation-not-allowed'), 'google')).toBe(
      'accounts:errors.googleUnavailable',
    );
    expect(authErrorMessageKey(firebaseError('auth/popup-closed-by-user'), 'google')).toBe(
      'accounts:errors.popupClosed',
    );
  });

  it('tells a session failure apart from anything else', () => {
    expect(authErrorMessageKey(new SessionError(), 'signIn')).toBe('accounts:errors.session');
    expect(authErrorMessageKey(new HttpError(401, ''), 'signIn')).toBe('accounts:errors.session');
    expect(authErrorMessageKey(new Error('?'), 'signIn')).toBe('common:errors.generic');
  });
});

describe('logAuthFailure', () => {
  it('warns for Firebase Auth refusals and reports anything else as an error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    logAuthFailure('Sign-in failed', { code: 'auth/wrong-password' });
    expect(warn).toHaveBeenCalledOnce();
    logAuthFailure('Sign-in failed', new Error('session 500'));
    expect(error).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});
