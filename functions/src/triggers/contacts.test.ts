import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { contactLinks, isUid, recordContacts, type ContactLink } from './contacts';

describe('contactLinks', () => {
  it('links the customer and the provider of a booking, both ways', () => {
    expect(
      contactLinks('booking', { customerId: 'ami', providerId: 'jean', status: 'pending' }),
    ).toEqual([
      { profileId: 'ami', contactId: 'jean', via: 'booking' },
      { profileId: 'jean', contactId: 'ami', via: 'booking' },
    ]);
  });

  it('links the parties of a quote sent to one provider', () => {
    expect(contactLinks('quote', { customerId: 'ami', providerId: 'jean' })).toEqual([
      { profileId: 'ami', contactId: 'jean', via: 'quote' },
      { profileId: 'jean', contactId: 'ami', via: 'quote' },
    ]);
  });

  it('links nobody for an open quote request', () => {
    expect(contactLinks('quote', { customerId: 'ami', providerId: null })).toEqual([]);
  });

  it('links the two participants of a conversation', () => {
    expect(contactLinks('conversation', { participants: ['ami', 'jean'] })).toEqual([
      { profileId: 'ami', contactId: 'jean', via: 'conversation' },
      { profileId: 'jean', contactId: 'ami', via: 'conversation' },
    ]);
  });

  it.each([
    ['no data', undefined],
    ['null', null],
    ['a string', 'ami'],
    ['no provider', { customerId: 'ami' }],
    ['no customer', { providerId: 'jean' }],
    ['a numeric id', { customerId: 42, providerId: 'jean' }],
    ['an empty id', { customerId: '', providerId: 'jean' }],
    ['the same person twice', { customerId: 'ami', providerId: 'ami' }],
    ['an id with a slash', { customerId: 'ami/contacts/x', providerId: 'jean' }],
    ['a reserved id', { customerId: '__name__', providerId: 'jean' }],
  ])('ignores a booking with %s', (_label, data) => {
    expect(contactLinks('booking', data)).toEqual([]);
    expect(contactLinks('quote', data)).toEqual([]);
  });

  it.each([
    ['no participants', {}],
    ['participants that are not a list', { participants: 'ami,jean' }],
    ['one participant', { participants: ['ami'] }],
    ['three participants', { participants: ['ami', 'jean', 'paul'] }],
    ['twice the same participant', { participants: ['ami', 'ami'] }],
    ['a non-string participant', { participants: ['ami', { uid: 'jean' }] }],
  ])('ignores a conversation with %s', (_label, data) => {
    expect(contactLinks('conversation', data)).toEqual([]);
  });
});

describe('isUid', () => {
  it('accepts Firebase uids', () => {
    expect(isUid('Xk3pQ9aZb1YH6fT2mN8cR4sW7vJ2')).toBe(true);
    expect(isUid('seed-provider-1')).toBe(true);
    expect(isUid('u'.repeat(128))).toBe(true);
  });

  it.each(['', '.', '..', '__x__', 'a/b', 'u'.repeat(129)])('rejects %j', (value) => {
    expect(isUid(value)).toBe(false);
  });
});

/** A batch that remembers its writes, over documents that are just their paths. */
function fakeDb() {
  const writes: { path: string; data: unknown; options: unknown }[] = [];
  let commits = 0;
  const db = {
    doc: (path: string) => ({ path }),
    batch: () => ({
      set(ref: { path: string }, data: unknown, options: unknown) {
        writes.push({ path: ref.path, data, options });
      },
      commit: async () => {
        commits += 1;
        return [];
      },
    }),
  };
  return {
    db: db as unknown as Pick<Firestore, 'batch' | 'doc'>,
    writes,
    commits: () => commits,
  };
}

describe('recordContacts', () => {
  const links: ContactLink[] = [
    { profileId: 'ami', contactId: 'jean', via: 'booking' },
    { profileId: 'jean', contactId: 'ami', via: 'booking' },
  ];

  it('merges one contact document per link in a single batch', async () => {
    const { db, writes, commits } = fakeDb();
    await recordContacts(db, links);
    expect(commits()).toBe(1);
    expect(writes).toEqual([
      {
        path: 'profiles/ami/contacts/jean',
        data: { via: 'booking', since: FieldValue.serverTimestamp() },
        options: { merge: true },
      },
      {
        path: 'profiles/jean/contacts/ami',
        data: { via: 'booking', since: FieldValue.serverTimestamp() },
        options: { merge: true },
      },
    ]);
  });

  it('writes the same documents when run twice', async () => {
    const { db, writes } = fakeDb();
    await recordContacts(db, links);
    await recordContacts(db, links);
    expect(writes.map((write) => write.path)).toEqual([
      'profiles/ami/contacts/jean',
      'profiles/jean/contacts/ami',
      'profiles/ami/contacts/jean',
      'profiles/jean/contacts/ami',
    ]);
  });

  it('does not commit an empty batch', async () => {
    const { db, commits } = fakeDb();
    await recordContacts(db, []);
    expect(commits()).toBe(0);
  });
});
