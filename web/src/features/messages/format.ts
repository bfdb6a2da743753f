import { localize, type Language, dateTimeFormat, relativeTimeFormat } from '@marketplace/domain';
import type { Conversation } from './converters';

/** The other participant of a conversation, as seen by `uid`. */
export const otherPartyOf = (conversation: Conversation, uid: string) =>
  uid === conversation.customerId ? conversation.providerId : conversation.customerId;

/** Whether `uid` is the customer of the conversation (else its provider). */
export const isCustomer = (conversation: Conversation, uid: string) =>
  uid === conversation.customerId;

/**
 * The (French) app path of what a conversation is about, for its participant `uid`: bookings
 * and quotes open on each side's own page, a contract and a provider on theirs.
 */
export function subjectPathOf(conversation: Conversation, uid: string): string {
  const { subject } = conversation;
  const customer = isCustomer(conversation, uid);
  switch (subject.kind) {
    case 'booking':
      return customer ? '/my-bookings' : '/provider-bookings';
    case 'quote':
      return customer ? `/quotation-details/${subject.id}` : '/provider-quotations';
    case 'contract':
      return `/contracts/${subject.id}`;
    case 'provider':
      return `/providers/${conversation.providerId}`;
  }
}

/** The subject's service title in `language`, or null for a general conversation. */
export const subjectTitleOf = (conversation: Conversation, language: Language) =>
  conversation.subject.title ? localize(conversation.subject.title, language) : null;

const MINUTE = 60_000;

/** British English for dates ("12 Mar", 24-hour clock), as the rest of the app writes them. */
const localeOf = (language: Language) => (language === 'en' ? 'en-GB' : 'fr');

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

/** How a time reads in a list, on this device's clock. */
export type ListTime = { kind: 'justNow' } | { kind: 'text'; text: string };

/**
 * A conversation's time: "just now" in the first minute, "5 min ago" within the hour, the
 * time of day today, "yesterday", then a short date (with the year when it is not this one).
 */
export function listTimeOf(at: Date, now: Date, language: Language): ListTime {
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < MINUTE) return { kind: 'justNow' };
  const relative = relativeTimeFormat(localeOf(language), {
    numeric: 'auto',
    style: 'short',
  });
  if (elapsed < 60 * MINUTE) {
    return { kind: 'text', text: relative.format(-Math.floor(elapsed / MINUTE), 'minute') };
  }
  if (sameDay(at, now)) return { kind: 'text', text: timeOfDay(at, language) };
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(at, yesterday)) return { kind: 'text', text: relative.format(-1, 'day') };
  return {
    kind: 'text',
    text: dateTimeFormat(localeOf(language), {
      day: 'numeric',
      month: 'short',
      ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
    }).format(at),
  };
}

/** "14:05". */
export const timeOfDay = (at: Date, language: Language) =>
  dateTimeFormat(localeOf(language), {
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);

/** A message's time: its time of day today, else its short date and time. */
export function messageTimeOf(at: Date, now: Date, language: Language): string {
  if (sameDay(at, now)) return timeOfDay(at, language);
  const day = dateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'short',
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(at);
  return `${day} · ${timeOfDay(at, language)}`;
}

/** Whether `uid` has not yet acknowledged the conversation's last message (from the other). */
export function awaitsDelivery(conversation: Conversation, uid: string): boolean {
  const last = conversation.lastMessage;
  if (!last || last.senderId === uid) return false;
  const delivered = conversation.deliveredAt[uid] ?? null;
  return delivered === null || delivered.getTime() < last.createdAt.getTime();
}
