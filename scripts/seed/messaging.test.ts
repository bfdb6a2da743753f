import { describe, expect, it } from 'vitest';
import {
  conversationIdFor,
  MESSAGE_LIMITS,
  messageDraftSchema,
  type BookingDocument,
  type QuoteResponseDocument,
} from '../../domain/src';
import { DEMO_ACCOUNTS } from './accounts';
import { seedBookingDocuments } from './bookings';
import { seedMessagingDocuments } from './messaging';
import { seedQuoteDocuments } from './quotes';

const NOW = new Date('2026-11-24T10:00:00Z');
const { conversations, unreadMessages, unreadTerms, contacts } = seedMessagingDocuments(NOW);
const bookings = seedBookingDocuments(NOW);
const quotes = seedQuoteDocuments(NOW);
const ms = (value: { toMillis(): number } | null | undefined) => value?.toMillis() ?? null;

describe('seeded conversations', () => {
  it('keep unread counts equal to a recount of their own messages', () => {
    const totals = new Map<string, number>();
    for (const { id, data, messages } of conversations) {
      for (const uid of data.participants) {
        // Recounted here the way the unread trigger queries: from the other participant,
        // created strictly after the reader's readAt (every one of them when never read).
        const readAt = ms(data.readAt[uid]);
        const count = messages
          .map((message) => message.data)
          .filter((message) => message.senderId !== uid)
          .filter((message) => readAt === null || message.createdAt.toMillis() > readAt).length;
        expect(data.unread[uid], `${id} ${uid}`).toBe(count);
        totals.set(uid, (totals.get(uid) ?? 0) + count);
      }
    }
    expect(unreadMessages).toEqual(Object.fromEntries(totals));
    // The terms the unread trigger keeps: each conversation's non-zero count, summing to the total.
    for (const [uid, total] of totals) {
      const terms = Object.values(unreadTerms[uid] ?? {});
      expect(terms.every((term) => term > 0)).toBe(true);
      expect(terms.reduce((sum, term) => sum + term, 0)).toBe(total);
    }
  });

  it('leave something unread for the demo customer and the demo provider', () => {
    expect(unreadMessages['demo-customer']).toBeGreaterThan(0);
    expect(unreadMessages['seed-provider-01']).toBeGreaterThan(0);
    // The second customer's notification is written in English.
    expect(unreadMessages['demo-customer-2']).toBeGreaterThan(0);
    expect(DEMO_ACCOUNTS.find((account) => account.uid === 'demo-customer-2')?.language).toBe('en');
  });

  it('show the newest message as the last one, and order the list by it', () => {
    for (const { id, data, messages } of conversations) {
      const newest = [...messages].sort(
        (a, b) => b.data.createdAt.toMillis() - a.data.createdAt.toMillis(),
      )[0];
      expect(data.lastMessage, id).toEqual({
        id: newest?.id,
        senderId: newest?.data.senderId,
        text: newest?.data.text.slice(0, MESSAGE_LIMITS.excerpt),
        attachments: newest?.data.attachments.length,
        createdAt: newest?.data.createdAt,
      });
      expect(ms(data.updatedAt), id).toBe(ms(newest?.data.createdAt));
      expect(ms(data.createdAt)).toBeLessThan(ms(newest?.data.createdAt) ?? 0);
    }
  });

  it('hold 3 to 12 valid messages from both participants over the last days', () => {
    for (const { id, data, messages } of conversations) {
      expect(messages.length, id).toBeGreaterThanOrEqual(3);
      expect(messages.length, id).toBeLessThanOrEqual(12);
      expect(new Set(messages.map((message) => message.data.senderId))).toEqual(
        new Set(data.participants),
      );
      expect([...data.writers].sort()).toEqual([...data.participants].sort());
      for (const { id: messageId, data: message } of messages) {
        expect(messageId).toMatch(/^[A-Za-z0-9]{20}$/);
        expect(message.text).toBe(message.text.trim());
        expect(messageDraftSchema.safeParse(message).success, message.text).toBe(true);
        const sent = message.createdAt.toMillis();
        expect(sent).toBeLessThan(NOW.getTime());
        expect(sent).toBeGreaterThan(NOW.getTime() - 8 * 24 * 60 * 60 * 1000);
        expect(sent).toBeGreaterThan(ms(data.createdAt) ?? Infinity);
        if (message.editedAt) {
          expect(message.editedAt.toMillis() - sent).toBeLessThanOrEqual(
            MESSAGE_LIMITS.editMinutes * 60_000,
          );
        }
      }
    }
  });

  it('mark messages delivered no earlier than read, both in the past', () => {
    for (const { id, data } of conversations) {
      for (const uid of data.participants) {
        const read = ms(data.readAt[uid]);
        const delivered = ms(data.deliveredAt[uid]);
        if (read !== null) expect(delivered, `${id} ${uid}`).toBeGreaterThanOrEqual(read);
        if (delivered !== null) expect(delivered).toBeLessThanOrEqual(NOW.getTime());
      }
    }
  });

  it('are the api’s conversations of seeded subjects, with their ids and names', () => {
    const kinds = new Set(conversations.map(({ data }) => data.subject.kind));
    expect(kinds).toEqual(new Set(['booking', 'quote', 'provider']));
    for (const { id, data } of conversations) {
      expect(id).toBe(conversationIdFor(data.subject, data.customerId, data.providerId));
      expect(data.participants).toEqual([data.customerId, data.providerId]);
      expect(Object.keys(data.names).sort()).toEqual([...data.participants].sort());
      const { kind, id: subjectId } = data.subject;
      if (kind === 'booking') {
        const booking = bookings.find(({ path }) => path === `bookings/${subjectId}`)
          ?.data as unknown as BookingDocument | undefined;
        expect(booking?.customerId).toBe(data.customerId);
        expect(booking?.providerId).toBe(data.providerId);
        expect(data.subject.title).toEqual(booking?.serviceTitle);
        expect(data.names[data.customerId]).toBe(booking?.customerName);
      }
      if (kind === 'quote') {
        const response = quotes.find(
          ({ path }) => path === `quotes/${subjectId}/responses/${data.providerId}`,
        )?.data as unknown as QuoteResponseDocument | undefined;
        expect(response?.customerId).toBe(data.customerId);
        expect(response?.totalFCFA).not.toBeNull();
      }
      if (kind === 'provider') expect(subjectId).toBe(data.providerId);
    }
  });

  it('link as contacts the two participants of each conversation, both ways', () => {
    for (const { data } of conversations) {
      const [a, b] = data.participants;
      const paths = contacts.map(({ path }) => path);
      expect(paths).toContain(`profiles/${a}/contacts/${b}`);
      expect(paths).toContain(`profiles/${b}/contacts/${a}`);
    }
  });
});
