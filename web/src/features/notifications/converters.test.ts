import { describe, expect, it } from 'vitest';
import { fakeSnapshot } from '../../shared/firebase/testing';
import { notificationConverter, unreadCountsConverter } from './converters';

const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });

const item = {
  kind: 'new_message',
  params: { conversationId: 'c1', senderName: 'Awa D.', excerpt: 'Bonjour' },
  lang: 'fr',
  title: 'Nouveau message',
  body: 'Awa D. : Bonjour',
  link: '/messages/c1',
  read: false,
  createdAt: timestamp('2026-03-10T10:00:00Z'),
};

describe('notificationConverter', () => {
  it('reads an item and keeps its snapshot as the cursor', () => {
    const snapshot = fakeSnapshot('n1', item);
    expect(notificationConverter.fromFirestore(snapshot)).toEqual({
      id: 'n1',
      cursor: snapshot,
      kind: 'new_message',
      title: 'Nouveau message',
      body: 'Awa D. : Bonjour',
      link: '/messages/c1',
      read: false,
      createdAt: new Date('2026-03-10T10:00:00Z'),
    });
    expect(
      notificationConverter.fromFirestore(fakeSnapshot('n2', { ...item, link: null })).link,
    ).toBeNull();
  });

  it('refuses an unknown kind, a missing read flag or date', () => {
    const read = (data: object) => () =>
      notificationConverter.fromFirestore(fakeSnapshot('n', data));
    expect(read({ ...item, kind: 'spam' })).toThrow(/kind/);
    expect(read({ ...item, read: 'no' })).toThrow(/read/);
    expect(read({ ...item, createdAt: null })).toThrow(/createdAt/);
    expect(read({ ...item, title: 3 })).toThrow(/title/);
  });

  it('is never written by the client', () => {
    expect(() => notificationConverter.toFirestore({} as never)).toThrow();
  });
});

describe('unreadCountsConverter', () => {
  it('reads both counts; one not written yet is 0', () => {
    expect(
      unreadCountsConverter.fromFirestore(
        fakeSnapshot('u1', { messages: 3, updatedAt: timestamp('2026-03-10T10:00:00Z') }),
      ),
    ).toEqual({ messages: 3, notifications: 0, updatedAt: new Date('2026-03-10T10:00:00Z') });
  });

  it('refuses a count that is not a number', () => {
    expect(() =>
      unreadCountsConverter.fromFirestore(fakeSnapshot('u1', { messages: '3', notifications: 1 })),
    ).toThrow(/messages/);
  });
});
