import { describe, expect, it } from 'vitest';
import { accountDeletionSchema, sameEmail } from './account-deletion';

describe('account deletion confirmation', () => {
  it('accepts the account email typed with another case or spaces around it', () => {
    expect(sameEmail(' Awa@Example.com ', 'awa@example.com')).toBe(true);
  });

  it('refuses another email, an empty one and an account without email', () => {
    expect(sameEmail('awa@example.org', 'awa@example.com')).toBe(false);
    expect(sameEmail('', 'awa@example.com')).toBe(false);
    expect(sameEmail('', null)).toBe(false);
  });

  it('needs confirmEmail in the body', () => {
    expect(accountDeletionSchema.safeParse({}).success).toBe(false);
    expect(accountDeletionSchema.safeParse({ confirmEmail: 'a@b.c' }).success).toBe(true);
  });
});
