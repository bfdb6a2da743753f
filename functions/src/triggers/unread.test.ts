import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  conversationUpdate,
  excerptOf,
  lastMessageOf,
  messageTerms,
  notificationReadChanged,
  otherOf,
  participantsOf,
  readAtChanged,
  unreadChanged,
} from './unread';

const at = (seconds: number) => new Timestamp(1_770_000_000 + seconds, 0);

const conversation = (changes: Record<string, unknown> = {}) => ({
  participants: ['customer-1', 'provider-1'],
  unread: { 'customer-1': 0, 'provider-1': 0 },
  readAt: { 'customer-1': null, 'provider-1': null },
  lastMessage: null,
  createdAt: at(0),
  updatedAt: at(0),
  ...changes,
});

const message = (changes: Record<string, unknown> = {}) => ({
  senderId: 'customer-1',
  text: 'Bonjour, êtes-vous disponible demain ?',
  attachments: [],
  createdAt: at(10),
  editedAt: null,
  ...changes,
});

describe('participantsOf / otherOf', () => {
  it('answers two distinct uids, else null', () => {
    expect(participantsOf(conversation())).toEqual(['customer-1', 'provider-1']);
    expect(participantsOf(conversation({ participants: ['a', 'a'] }))).toBeNull();
    expect(participantsOf(conversation({ participants: ['a'] }))).toBeNull();
    expect(participantsOf(conversation({ participants: ['a', 'b/c'] }))).toBeNull();
    expect(participantsOf(undefined)).toBeNull();
    expect(otherOf(['a', 'b'], 'a')).toBe('b');
    expect(otherOf(['a', 'b'], 'b')).toBe('a');
  });
});

describe('lastMessageOf', () => {
  it('keeps the id, the sender, 140 characters, the number of attachments and the time', () => {
    const text = 'é'.repeat(150);
    const attachment = { id: 'x', name: 'a.pdf', contentType: 'application/pdf', size: 1 };
    expect(lastMessageOf('m1', message({ text, attachments: [attachment, attachment] }))).toEqual({
      id: 'm1',
      senderId: 'customer-1',
      text: 'é'.repeat(140),
      attachments: 2,
      createdAt: at(10),
    });
  });

  it('is null until the server stamped the message', () => {
    expect(lastMessageOf('m1', message({ createdAt: null }))).toBeNull();
    expect(lastMessageOf('m1', undefined)).toBeNull();
  });

  it('cuts whole code points, never half an emoji', () => {
    const excerpt = excerptOf(`${'a'.repeat(139)}😀😀`);
    expect(Array.from(excerpt)).toHaveLength(140);
    expect(excerpt.endsWith('😀')).toBe(true);
    expect(excerptOf(undefined)).toBe('');
  });
});

describe('conversationUpdate', () => {
  const last = lastMessageOf('m1', message());

  it('writes the new last message, its time and the recounted unread', () => {
    const update = conversationUpdate(conversation(), {
      lastMessage: last,
      updatedAt: at(10),
      unread: { 'customer-1': 0, 'provider-1': 1 },
    });
    expect(update).toEqual({
      lastMessage: last,
      updatedAt: at(10),
      unread: { 'customer-1': 0, 'provider-1': 1 },
    });
  });

  it('writes nothing when the figures are the stored ones (a replayed event)', () => {
    const stored = conversation({
      lastMessage: { ...last, createdAt: at(10) },
      updatedAt: at(10),
      unread: { 'customer-1': 0, 'provider-1': 1 },
    });
    const figures = {
      lastMessage: lastMessageOf('m1', message()),
      // A Timestamp equal to the stored one, not the same object.
      updatedAt: new Timestamp(at(10).seconds, 0),
      unread: { 'customer-1': 0, 'provider-1': 1 },
    };
    expect(conversationUpdate(stored, figures)).toBeNull();
  });

  it('writes only what changed: an edited last message, one reader’s count', () => {
    const stored = conversation({ lastMessage: last, updatedAt: at(10) });
    const edited = lastMessageOf('m1', message({ text: 'Bonjour !' }));
    expect(conversationUpdate(stored, { lastMessage: edited, updatedAt: at(10) })).toEqual({
      lastMessage: edited,
    });
    expect(conversationUpdate(stored, { unread: { 'provider-1': 3 } })).toEqual({
      unread: { 'customer-1': 0, 'provider-1': 3 },
    });
    expect(conversationUpdate(stored, { unread: { 'provider-1': 0 } })).toBeNull();
  });

  it('clears the last message when the only message was deleted', () => {
    const stored = conversation({ lastMessage: last, updatedAt: at(10) });
    expect(conversationUpdate(stored, { lastMessage: null, updatedAt: at(0) })).toEqual({
      lastMessage: null,
      updatedAt: at(0),
    });
  });
});

describe('readAtChanged', () => {
  it('names the participant who read, not the one who did not', () => {
    const before = conversation();
    const after = conversation({ readAt: { 'customer-1': null, 'provider-1': at(20) } });
    expect(readAtChanged(before, after)).toEqual(['provider-1']);
    const later = conversation({ readAt: { 'customer-1': at(30), 'provider-1': at(21) } });
    expect(readAtChanged(after, later)).toEqual(['customer-1', 'provider-1']);
  });

  it('ignores equal times, other fields, creation and deletion', () => {
    const read = conversation({ readAt: { 'customer-1': null, 'provider-1': at(20) } });
    const same = conversation({
      readAt: { 'customer-1': null, 'provider-1': new Timestamp(at(20).seconds, 0) },
      deliveredAt: { 'provider-1': at(25) },
    });
    expect(readAtChanged(read, same)).toEqual([]);
    expect(readAtChanged(undefined, read)).toEqual([]);
    expect(readAtChanged(read, undefined)).toEqual([]);
  });
});

describe('unreadChanged', () => {
  it('names whose count moved, on an update and on a deletion', () => {
    const one = conversation({ unread: { 'customer-1': 0, 'provider-1': 1 } });
    expect(unreadChanged(conversation(), one)).toEqual(['provider-1']);
    expect(unreadChanged(one, undefined)).toEqual(['provider-1']);
  });

  it('is empty for a new conversation (nothing unread) and for other changes', () => {
    expect(unreadChanged(undefined, conversation())).toEqual([]);
    expect(unreadChanged(conversation(), conversation({ writers: ['customer-1'] }))).toEqual([]);
  });
});

describe('notificationReadChanged', () => {
  it('is true when the number of unread items changes', () => {
    expect(notificationReadChanged(undefined, { read: false })).toBe(true);
    expect(notificationReadChanged({ read: false }, { read: true })).toBe(true);
    expect(notificationReadChanged({ read: true }, { read: false })).toBe(true);
    expect(notificationReadChanged({ read: false }, undefined)).toBe(true);
  });

  it('is false otherwise', () => {
    expect(notificationReadChanged(undefined, { read: true })).toBe(false);
    expect(notificationReadChanged({ read: true }, undefined)).toBe(false);
    expect(notificationReadChanged({ read: false, title: 'a' }, { read: false, title: 'b' })).toBe(
      false,
    );
  });
});

describe('messageTerms', () => {
  it('sets one conversation’s term and sums every term', () => {
    expect(messageTerms({ a: 2, b: 1 }, 'b', 4)).toEqual({
      conversations: { a: 2, b: 4 },
      messages: 6,
    });
  });

  it('drops a term that falls to zero, and ignores what is not a positive number', () => {
    expect(messageTerms({ a: 2, b: 1, c: 'x', d: -3 }, 'b', 0)).toEqual({
      conversations: { a: 2 },
      messages: 2,
    });
    expect(messageTerms(undefined, 'a', 1)).toEqual({ conversations: { a: 1 }, messages: 1 });
  });
});
