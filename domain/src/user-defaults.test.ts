import { describe, expect, it } from 'vitest';
import { userDocumentSchema } from './account';
import { DEFAULT_USER_SETTINGS, newUserDocument } from './user-defaults';

describe('new accounts', () => {
  it('show their profile to contacts only until the user chooses otherwise', () => {
    expect(DEFAULT_USER_SETTINGS.profileVisibility).toBe('contacts');
    const user = newUserDocument({ firstName: 'Awa', lastName: 'Diop', email: 'awa@example.com' });
    expect(user.settings.profileVisibility).toBe('contacts');
    expect(userDocumentSchema.parse(user).settings.profileVisibility).toBe('contacts');
  });
});
