import { describe, expect, it } from 'vitest';
import { avatarOf, menuTitleOf } from './userDisplay';

const base = { firstName: null, lastName: null, email: null, profileImageUrl: null };

describe('avatarOf', () => {
  it('prefers the profile image', () => {
    expect(avatarOf({ ...base, firstName: 'Awa', profileImageUrl: '/a.png' })).toEqual({
      src: '/a.png',
    });
  });

  it('falls back to the first letter of firstName, lastName, then email', () => {
    expect(avatarOf({ ...base, firstName: 'awa', lastName: 'Diop' })).toEqual({ letter: 'A' });
    expect(avatarOf({ ...base, lastName: 'diop', email: 'x@y.z' })).toEqual({ letter: 'D' });
    expect(avatarOf({ ...base, firstName: '  ', email: 'moussa@example.com' })).toEqual({
      letter: 'M',
    });
  });

  it("shows 'U' when nothing is known", () => {
    expect(avatarOf(base)).toEqual({ letter: 'U' });
  });
});

describe('menuTitleOf', () => {
  it('shows the full name', () => {
    expect(menuTitleOf({ ...base, firstName: 'Awa', lastName: 'Diop', email: 'a@b.c' })).toBe(
      'Awa Diop',
    );
    expect(menuTitleOf({ ...base, firstName: 'Awa' })).toBe('Awa');
  });

  it('shows the email when there is no firstName', () => {
    expect(menuTitleOf({ ...base, lastName: 'Diop', email: 'awa@example.com' })).toBe(
      'awa@example.com',
    );
  });
});
