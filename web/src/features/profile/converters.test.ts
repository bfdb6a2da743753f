import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '@marketplace/domain';
import { fakeSnapshot } from '../../shared/firebase/testing';
import { userDocumentConverter, validateProfile } from './converters';
import { formValuesOf } from './profileForm';
import { accountOf } from './testing';

const read = (data: unknown) => userDocumentConverter.fromFirestore(fakeSnapshot('user-1', data));

describe('userDocumentConverter', () => {
  it('reads a complete account, dropping fields it does not model', () => {
    const account = accountOf({ bio: 'Couturière' });
    expect(read({ ...account, createdAt: { seconds: 1 }, role: 'admin' })).toEqual(account);
  });

  it('fills fields an older account lacks with their defaults', () => {
    const user = read({
      firstName: 'Awa',
      lastName: 'Diop',
      email: 'awa@example.com',
      profileImageUrl: null,
      settings: { smsNotifications: true },
      socialMedia: { x: 'https://x.com/awa' },
    });
    expect(user.city).toBe('');
    expect(user.socialMedia).toEqual({
      facebook: '',
      instagram: '',
      linkedin: '',
      x: 'https://x.com/awa',
    });
    expect(user.settings).toEqual({ ...DEFAULT_USER_SETTINGS, smsNotifications: true });
  });

  it.each([
    ['an unknown country', { country: 'FR' }],
    ['a wrongly typed setting', { settings: { ...DEFAULT_USER_SETTINGS, marketingEmails: 'yes' } }],
    ['settings that are not an object', { settings: 'public' }],
    ['an unknown visibility', { settings: { profileVisibility: 'friends' } }],
  ])('rejects %s', (_name, patch) => {
    expect(() => read({ ...accountOf(), ...patch })).toThrow();
  });
});

describe('validateProfile', () => {
  const valid = formValuesOf(
    accountOf({ website: 'https://awa.example', dateOfBirth: '1990-05-12', gender: 'female' }),
  );

  it('accepts a valid form and returns the fields trimmed', () => {
    const result = validateProfile({ ...valid, firstName: '  Awa ', bio: ' Bonjour ' });
    expect(result).toEqual({ ok: true, fields: { ...valid, firstName: 'Awa', bio: 'Bonjour' } });
  });

  it('accepts empty optional fields', () => {
    const result = validateProfile({
      ...valid,
      phone: '',
      country: '',
      dateOfBirth: '',
      gender: '',
      website: '',
    });
    expect(result.ok).toBe(true);
  });

  it("gives each field its first message, as a common 'validation.*' key", () => {
    const result = validateProfile({
      ...valid,
      firstName: '   ',
      lastName: 'x'.repeat(51),
      phone: 'abc',
      dateOfBirth: '12/05/1990',
      website: 'https://not a url',
      socialMedia: { ...valid.socialMedia, linkedin: 'https://linkedin.com/in/awa', x: 'x y' },
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: { key: 'validation.required' },
        lastName: { key: 'validation.tooLong', values: { max: 50 } },
        phone: { key: 'validation.invalidPhone' },
        dateOfBirth: { key: 'validation.invalidDate' },
        website: { key: 'validation.invalidUrl' },
        'socialMedia.x': { key: 'validation.invalidUrl' },
      },
    });
  });

  it('adds https:// to an address typed without it', () => {
    const result = validateProfile({
      ...valid,
      website: 'awa.example',
      socialMedia: { ...valid.socialMedia, facebook: ' facebook.com/awa ' },
    });
    expect(result.ok && result.fields.website).toBe('https://awa.example');
    expect(result.ok && result.fields.socialMedia.facebook).toBe('https://facebook.com/awa');
  });

  it.each(['javascript:alert(1)', 'ftp://files.example', 'mailto:awa@example.com'])(
    'refuses %s as a link',
    (website) => {
      expect(validateProfile({ ...valid, website })).toEqual({
        ok: false,
        errors: { website: { key: 'validation.invalidUrl' } },
      });
    },
  );
});
