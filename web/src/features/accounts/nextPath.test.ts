import { describe, expect, it } from 'vitest';
import { afterSignInPath, safeNextPath, withNext } from './nextPath';

const ORIGIN = 'https://services.example.cm';

describe('safeNextPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/en/my-bookings?tab=past#top', '/en/my-bookings?tab=past#top'],
    ['/services/plumbing', '/services/plumbing'],
  ])('keeps the site path %s', (next, expected) => {
    expect(safeNextPath(next, ORIGIN)).toBe(expected);
  });

  it.each([
    null,
    '',
    'profile',
    '//evil.com',
    '//evil.com/profile',
    '/\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'https://evil.com/',
    'javascript:alert(1)',
    ' /profile',
  ])('rejects %j', (next) => {
    expect(safeNextPath(next, ORIGIN)).toBeNull();
  });
});

describe('afterSignInPath', () => {
  it('goes to a safe next, else home in the page language', () => {
    expect(afterSignInPath('/settings', 'fr')).toBe('/settings');
    expect(afterSignInPath('//evil.com', 'fr')).toBe('/');
    expect(afterSignInPath(null, 'en')).toBe('/en');
  });
});

describe('withNext', () => {
  it('carries a safe next to the other account page only', () => {
    expect(withNext('/register', '/en/profile?x=1')).toBe('/register?next=%2Fen%2Fprofile%3Fx%3D1');
    expect(withNext('/register', '//evil.com')).toBe('/register');
    expect(withNext('/auth', null)).toBe('/auth');
  });
});
