import type { DocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { MalformedDocument } from '../../shared/firebase/documentFields';
import { conversationOf, messageOf } from './converters';

const at = (iso: string) => ({ toDate: () => new Date(iso) });
const snapshot = (id: string, hasPendingWrites = false) =>
  ({ id, metadata: { hasPendingWrites } }) as unknown as DocumentSnapshot;

describe('messages converters', () => {
  it('reads a conversation with its maps of times', () => {
    const conversation = conversationOf(snapshot('b_1'), {
      participants: ['c', 'p'],
      customerId: 'c',
      providerId: 'p',
      names: { c: 'Awa D.', p: 'Moussa' },
      subject: { kind: 'booking', id: 'b1', title: { fr: 'Fuite', en: 'Leak' } },
      createdAt: at('2026-03-01T10:00:00Z'),
      updatedAt: at('2026-03-02T10:00:00Z'),
      lastMessage: {
        id: 'm1',
        senderId: 'p',
        text: 'Ok',
        attachments: 0,
        createdAt: at('2026-03-02T10:00:00Z'),
      },
      unread: { c: 1, p: 0 },
      readAt: { c: null, p: at('2026-03-02T09:00:00Z') },
      deliveredAt: { c: null, p: null },
      writers: ['p'],
    });
    expect(conversation.readAt).toEqual({ c: null, p: new Date('2026-03-02T09:00:00Z') });
    expect(conversation.lastMessage?.createdAt).toEqual(new Date('2026-03-02T10:00:00Z'));
    expect(conversation.subject.title).toEqual({ fr: 'Fuite', en: 'Leak' });
    expect(() => conversationOf(snapshot('x'), { customerId: 'c' })).toThrow(MalformedDocument);
  });

  it('reads a message and whether it still waits for the server', () => {
    const data = {
      senderId: 'c',
      text: 'Bonjour',
      attachments: [{ id: 'a'.repeat(20), name: 'x.pdf', contentType: 'application/pdf', size: 4 }],
      createdAt: at('2026-03-02T10:00:00Z'),
      editedAt: null,
    };
    expect(messageOf(snapshot('m1', true), data)).toMatchObject({ id: 'm1', pending: true });
    expect(messageOf(snapshot('m1'), data).pending).toBe(false);
    expect(() =>
      messageOf(snapshot('m2'), {
        ...data,
        attachments: [{ ...data.attachments[0], contentType: 'text/html' }],
      }),
    ).toThrow(MalformedDocument);
  });
});
