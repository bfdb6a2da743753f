import { describe, expect, it } from 'vitest';
import { authorNameChanged } from './reviewAuthors';

const account = (profileVisibility: string, firstName = 'Awa', lastName = 'Diop') => ({
  firstName,
  lastName,
  email: 'awa@example.com',
  settings: { profileVisibility, emailNotifications: true },
});

describe('authorNameChanged', () => {
  it('sees a change of visibility or of the names a review shows', () => {
    expect(authorNameChanged(account('public'), account('private'))).toBe(true);
    expect(authorNameChanged(account('private'), account('contacts'))).toBe(true);
    expect(authorNameChanged(account('public'), account('public', 'Fatou'))).toBe(true);
    expect(authorNameChanged(account('contacts'), account('contacts', 'Awa', 'Ba'))).toBe(true);
  });

  it('ignores changes that leave the shown name as it is', () => {
    expect(authorNameChanged(account('public'), account('public'))).toBe(false);
    // "Awa D." either way.
    expect(authorNameChanged(account('public'), account('public', 'Awa', 'Dembélé'))).toBe(false);
    // Private shows no name, whatever the name.
    expect(authorNameChanged(account('private'), account('private', 'Fatou', 'Sow'))).toBe(false);
    expect(
      authorNameChanged(account('public'), {
        ...account('public'),
        settings: { profileVisibility: 'public', emailNotifications: false },
      }),
    ).toBe(false);
  });

  it('treats a missing account as private', () => {
    expect(authorNameChanged(undefined, account('private'))).toBe(false);
    expect(authorNameChanged(undefined, account('public'))).toBe(true);
  });
});
