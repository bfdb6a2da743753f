import { describe, expect, it } from 'vitest';
import { profileFieldsSchema, registrationSchema } from './account';
import { VALIDATION } from './constants';
import { newUserDocument } from './user-defaults';

const registration = {
  firstName: 'Awa',
  lastName: 'Diop',
  email: 'awa@example.com',
  phone: '+237 699 00 00 00',
  location: 'Douala',
  password: 'secret-2026',
  confirmPassword: 'secret-2026',
  acceptTerms: true,
};

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('registrationSchema', () => {
  it('accepts a complete registration', () => {
    expect(registrationSchema.safeParse(registration).success).toBe(true);
  });

  it('gives the spec’s messages as i18n keys', () => {
    expect(messages(registrationSchema.safeParse({ ...registration, firstName: ' ' }))).toEqual([
      VALIDATION.required,
    ]);
    expect(messages(registrationSchema.safeParse({ ...registration, email: 'awa@' }))).toEqual([
      VALIDATION.invalidEmail,
    ]);
    expect(messages(registrationSchema.safeParse({ ...registration, phone: '12ab' }))).toEqual([
      VALIDATION.invalidPhone,
    ]);
    expect(
      messages(
        registrationSchema.safeParse({
          ...registration,
          password: 'short',
          confirmPassword: 'short',
        }),
      ),
    ).toEqual([VALIDATION.passwordTooShort]);
    expect(
      messages(registrationSchema.safeParse({ ...registration, confirmPassword: 'other-2026' })),
    ).toEqual([VALIDATION.passwordsDontMatch]);
    expect(messages(registrationSchema.safeParse({ ...registration, acceptTerms: false }))).toEqual(
      [VALIDATION.mustAcceptTerms],
    );
  });
});

describe('profileFieldsSchema', () => {
  const fields = () => {
    const {
      email: _e,
      profileImageUrl: _p,
      settings: _s,
      ...editable
    } = newUserDocument({
      firstName: 'Awa',
      lastName: 'Diop',
      email: 'awa@example.com',
    });
    return editable;
  };

  it('accepts a new account’s empty optional fields', () => {
    expect(profileFieldsSchema.safeParse(fields()).success).toBe(true);
  });

  it('accepts http(s) links only', () => {
    const withSite = (website: string) => profileFieldsSchema.safeParse({ ...fields(), website });
    expect(withSite('https://awa.example.com').success).toBe(true);
    expect(messages(withSite('javascript:alert(1)'))).toEqual([VALIDATION.invalidUrl]);
    expect(messages(withSite('ftp://files.example.com'))).toEqual([VALIDATION.invalidUrl]);
  });

  it('checks the birth date and the country', () => {
    expect(
      messages(profileFieldsSchema.safeParse({ ...fields(), dateOfBirth: '31/12/1990' })),
    ).toEqual([VALIDATION.invalidDate]);
    expect(profileFieldsSchema.safeParse({ ...fields(), country: 'FR' }).success).toBe(false);
    expect(profileFieldsSchema.safeParse({ ...fields(), country: 'CM' }).success).toBe(true);
  });
});
