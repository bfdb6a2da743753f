import { newUserDocument } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { accountNotificationId, changedAccountGroups } from './accountNotifications';

const account = () =>
  newUserDocument({ firstName: 'Awa', lastName: 'Diop', email: 'awa@example.com' }) as Record<
    string,
    unknown
  > & { settings: Record<string, unknown>; socialMedia: Record<string, unknown> };

describe('changedAccountGroups', () => {
  it('names the profile, contact and settings groups that changed', () => {
    const before = account();
    expect(changedAccountGroups(before, { ...before, bio: 'Couturière' })).toEqual(['profile']);
    expect(
      changedAccountGroups(before, { ...before, profileImageUrl: 'https://x/a.webp' }),
    ).toEqual(['profile']);
    expect(
      changedAccountGroups(before, {
        ...before,
        socialMedia: { ...before.socialMedia, x: 'https://x.com/awa' },
      }),
    ).toEqual(['profile']);
    expect(changedAccountGroups(before, { ...before, phone: '+237 699 00 00 00' })).toEqual([
      'contact',
    ]);
    expect(changedAccountGroups(before, { ...before, email: 'awa@new.example' })).toEqual([
      'contact',
    ]);
    expect(
      changedAccountGroups(before, {
        ...before,
        lastName: 'Ba',
        city: 'Douala',
        settings: { ...before.settings, smsNotifications: true },
      }),
    ).toEqual(['profile', 'contact', 'settings']);
  });

  it('ignores the language, updatedAt, other fields and key order', () => {
    const before = account();
    expect(
      changedAccountGroups(before, { ...before, language: 'en', updatedAt: 1, role: 'admin' }),
    ).toEqual([]);
    const reordered = Object.fromEntries(Object.entries(before.settings).reverse());
    expect(changedAccountGroups(before, { ...before, settings: reordered })).toEqual([]);
  });

  it('treats a field appearing with its empty value as a change only when it differs', () => {
    const before = account();
    const { bio: _bio, ...withoutBio } = before;
    expect(changedAccountGroups(withoutBio, before)).toEqual(['profile']);
    expect(
      changedAccountGroups({ ...before, website: null }, { ...before, website: undefined }),
    ).toEqual([]);
  });

  it('says nothing for a creation or a deletion', () => {
    expect(changedAccountGroups(undefined, account())).toEqual([]);
    expect(changedAccountGroups(account(), undefined)).toEqual([]);
  });
});

describe('accountNotificationId', () => {
  it('is the same within a 10-minute window and changes after it', () => {
    const id = accountNotificationId('ami', new Date('2026-11-20T10:00:00.000Z'));
    expect(id).toBe(`account_updated-ami-${Date.UTC(2026, 10, 20, 10) / 600_000}`);
    expect(accountNotificationId('ami', new Date('2026-11-20T10:09:59.999Z'))).toBe(id);
    expect(accountNotificationId('ami', new Date('2026-11-20T10:10:00.000Z'))).not.toBe(id);
    expect(accountNotificationId('ami', new Date('2026-11-20T10:00:00.000Z'))).toMatch(
      /^[A-Za-z0-9_-]+$/,
    );
  });
});
