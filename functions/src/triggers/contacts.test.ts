import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  bookingContactLinks,
  contactLinks,
  isUid,
  quoteResponseLinks,
  recordContacts,
  recordConversationReply,
  type ContactLink,
} from './contacts';

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

describe('bookingContactLinks', () => {
  const booking = (status: string) => ({ customerId: 'ami', providerId: 'jean', status });
  const both = [
    { profileId: 'ami', contactId: 'jean', via: 'booking' },
    { profileId: 'jean', contactId: 'ami', via: 'booking' },
  ];

  it('links nobody for a booking request alone (pending), created or rescheduled', () => {
    expect(bookingContactLinks(undefined, booking('pending'))).toEqual([]);
    expect(bookingContactLinks(booking('confirmed'), booking('pending'))).toEqual([]);
    expect(bookingContactLinks(booking('pending'), booking('cancelled'))).toEqual([]);
  });

  it('links both once the provider confirms', () => {
    expect(bookingContactLinks(booking('pending'), booking('confirmed'))).toEqual(both);
  });

  it('links a booking written already completed (the seed), and only on entering that state', () => {
    expect(bookingContactLinks(undefined, booking('completed'))).toEqual(both);
    expect(bookingContactLinks(booking('confirmed'), booking('completed'))).toEqual([]);
    expect(bookingContactLinks(booking('completed'), undefined)).toEqual([]);
  });
});

describe('quoteResponseLinks', () => {
  const response = (status: string, providerId = 'jean') => ({
    customerId: 'ami',
    providerId,
    status,
  });
  const both = [
    { profileId: 'ami', contactId: 'jean', via: 'quote' },
    { profileId: 'jean', contactId: 'ami', via: 'quote' },
  ];

  it('links nobody when the request reaches the provider (the response is created requested)', () => {
    expect(quoteResponseLinks(undefined, response('requested'), 'jean')).toEqual([]);
  });

  it('links the customer and the provider when the provider first sends a quote', () => {
    expect(quoteResponseLinks(response('requested'), response('sent'), 'jean')).toEqual(both);
  });

  it('links nothing more on a revision, a withdrawal or the end of the request', () => {
    expect(quoteResponseLinks(response('sent'), response('revised'), 'jean')).toEqual([]);
    expect(quoteResponseLinks(response('revised'), response('withdrawn'), 'jean')).toEqual([]);
    expect(quoteResponseLinks(response('sent'), response('sent'), 'jean')).toEqual([]);
    expect(quoteResponseLinks(response('requested'), response('declined'), 'jean')).toEqual([]);
    expect(quoteResponseLinks(response('requested'), response('closed'), 'jean')).toEqual([]);
    expect(quoteResponseLinks(response('sent'), undefined, 'jean')).toEqual([]);
  });

  it('links nobody when the document names another provider than its path, or is malformed', () => {
    expect(quoteResponseLinks(response('requested'), response('sent', 'paul'), 'jean')).toEqual([]);
    expect(quoteResponseLinks(undefined, { status: 'sent', providerId: 'jean' }, 'jean')).toEqual(
      [],
    );
    expect(
      quoteResponseLinks(undefined, { ...response('sent'), customerId: 'jean' }, 'jean'),
    ).toEqual([]);
  });
});

/** One conversation document and the writes of the transactions run over it. */
function conversationDb(conversation: Record<string, unknown> | undefined) {
  let data = conversation ? { ...conversation } : undefined;
  const contacts: string[] = [];
  let reads = 0;
  const db = {
    doc: (path: string) => ({ path }),
    runTransaction: async <T>(run: (transaction: unknown) => Promise<T>) =>
      run({
        get: async () => {
          reads += 1;
          return { exists: data !== undefined, data: () => data };
        },
        update: (_ref: unknown, changes: { writers: unknown }) => {
          // FieldValue.arrayUnion(x): keep what the trigger asked for, applied.
          const added = (changes.writers as { elements?: unknown[] }).elements ?? [];
          const writers = (data?.writers as unknown[] | undefined) ?? [];
          data = { ...data, writers: [...new Set([...writers, ...added])] };
        },
        set: (ref: { path: string }) => contacts.push(ref.path),
      }),
  };
  return {
    db: db as unknown as Parameters<typeof recordConversationReply>[0],
    contacts,
    reads: () => reads,
    writers: () => data?.writers,
  };
}

describe('recordConversationReply', () => {
  it('links the participants when the second one writes, once, with one read per message', async () => {
    const { db, contacts, reads, writers } = conversationDb({ participants: ['ami', 'jean'] });
    expect(await recordConversationReply(db, 'c1', 'ami')).toEqual([]);
    expect(await recordConversationReply(db, 'c1', 'ami')).toEqual([]);
    expect(contacts).toEqual([]);
    expect(writers()).toEqual(['ami']);
    expect(await recordConversationReply(db, 'c1', 'jean')).toHaveLength(2);
    expect(contacts).toEqual(['profiles/ami/contacts/jean', 'profiles/jean/contacts/ami']);
    // A redelivered event, and later messages, write nothing more.
    expect(await recordConversationReply(db, 'c1', 'jean')).toEqual([]);
    expect(await recordConversationReply(db, 'c1', 'ami')).toEqual([]);
    expect(contacts).toHaveLength(2);
    expect(reads()).toBe(5);
  });

  it('ignores a sender who is not a participant, and a malformed conversation', async () => {
    const outsider = conversationDb({ participants: ['ami', 'jean'], writers: ['ami'] });
    expect(await recordConversationReply(outsider.db, 'c1', 'paul')).toEqual([]);
    expect(outsider.writers()).toEqual(['ami']);
    const malformed = conversationDb({ participants: ['ami'] });
    expect(await recordConversationReply(malformed.db, 'c1', 'ami')).toEqual([]);
    const missing = conversationDb(undefined);
    expect(await recordConversationReply(missing.db, 'c1', 'ami')).toEqual([]);
  });
});
