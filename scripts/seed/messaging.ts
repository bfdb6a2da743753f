import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  conversationIdFor,
  MESSAGE_LIMITS,
  type BookingDocument,
  type ConversationDocument,
  type ConversationSubject,
  type LastMessage,
  type MessageDocument,
  type QuoteResponseDocument,
  type UnreadCountsDocument,
} from '../../domain/src';
import { DEMO_ACCOUNTS } from './accounts';
import { DEMO_BOOKING_IDS, seedBookingDocuments } from './bookings';
import { SEED_PROVIDERS } from './data/providers';
import { seedQuoteDocuments, seedQuoteId, type SeedDocument } from './quotes';

/**
 * The demo's conversations (issue 14): the demo customer with the demo provider about their
 * booking this week, with the second plumber in general and about his revised quote, and the
 * second customer (who reads in English) with both plumbers. Each is written as the api creates
 * it and the triggers leave it: `lastMessage`, `updatedAt` and `unread` recounted here from the
 * messages and each side's `readAt` (exactly as the unread trigger counts), `writers` and the
 * contacts as the contacts trigger records them, and each user's `unreadCounts.messages`. So
 * the badges are right from the first page, and triggers that run on these writes find nothing
 * to change, except the one `new_message` notification per run of unread messages.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long before `now`: days, hours and minutes. */
type Ago = [days: number, hours: number, minutes?: number];
const msOf = ([days, hours, minutes = 0]: Ago) =>
  days * DAY_MS + hours * HOUR_MS + minutes * MINUTE_MS;

type Side = 'customer' | 'provider';

interface MessagePlan {
  from: Side;
  text: string;
  at: Ago;
  /** Edited this many minutes after sending (within MESSAGE_LIMITS.editMinutes). */
  editedAfterMinutes?: number;
}

interface ConversationPlan {
  /** A letter, for the fixed message ids. */
  key: string;
  customerId: string;
  providerId: string;
  subject: Pick<ConversationSubject, 'kind' | 'id'>;
  messages: MessagePlan[];
  /** When each side last had the thread open (null: never) and last fetched its messages. */
  readAt: Record<Side, Ago | null>;
  deliveredAt: Record<Side, Ago | null>;
}

const DEMO_CUSTOMER = 'demo-customer';
const SECOND_CUSTOMER = 'demo-customer-2';
const DEMO_PROVIDER = 'seed-provider-01';
const SECOND_PLUMBER = 'seed-provider-02';
/** The request the two plumbers priced (the second one revised his quote). */
const COMPARED_QUOTE = seedQuoteId(2);

const PLANS: ConversationPlan[] = [
  {
    // The booking confirmed this week: the provider's last two messages not yet read
    // (delivered: the customer's app fetched them).
    key: 'A',
    customerId: DEMO_CUSTOMER,
    providerId: DEMO_PROVIDER,
    subject: { kind: 'booking', id: DEMO_BOOKING_IDS.thisWeek },
    messages: [
      {
        from: 'customer',
        text: 'Bonjour, l’évier de la cuisine est complètement bouché depuis hier soir. Faut-il préparer quelque chose avant votre passage ?',
        at: [2, 20],
      },
      {
        from: 'provider',
        text: 'Bonjour Aminata, videz simplement le placard sous l’évier. J’apporte le furet et des joints neufs.',
        at: [2, 19],
      },
      {
        from: 'customer',
        text: 'Parfait, merci. Le compteur d’eau est dans la cour si besoin.',
        at: [2, 18, 45],
      },
      {
        from: 'provider',
        text: 'C’est noté. Je vous confirme le créneau de la réservation.',
        at: [1, 2],
        editedAfterMinutes: 3,
      },
      {
        from: 'provider',
        text: 'Petite précision : je serai là dix minutes en avance, je vous appelle en arrivant.',
        at: [0, 0, 50],
      },
      { from: 'provider', text: 'Pensez à laisser le portail ouvert, merci !', at: [0, 0, 45] },
    ],
    readAt: { customer: [1, 1], provider: [2, 18, 30] },
    deliveredAt: { customer: [0, 0, 30], provider: [2, 18, 30] },
  },
  {
    // A general question to the second plumber; the customer's follow-up is still unread and
    // undelivered (a "sent" mark).
    key: 'B',
    customerId: DEMO_CUSTOMER,
    providerId: SECOND_PLUMBER,
    subject: { kind: 'provider', id: SECOND_PLUMBER },
    messages: [
      {
        from: 'customer',
        text: 'Bonjour, faites-vous aussi l’entretien des chauffe-eau solaires ?',
        at: [6, 3],
      },
      {
        from: 'provider',
        text: 'Bonjour, oui : détartrage, contrôle des raccords et du groupe de sécurité, compter une matinée.',
        at: [6, 2],
      },
      {
        from: 'customer',
        text: 'Très bien, je reviendrai vers vous après la saison des pluies.',
        at: [6, 1],
      },
      { from: 'provider', text: 'Avec plaisir, bonne journée !', at: [6, 0, 30] },
      {
        from: 'customer',
        text: 'Finalement, pourriez-vous passer voir le chauffe-eau le mois prochain ?',
        at: [0, 3],
      },
    ],
    readAt: { customer: [6, 0, 20], provider: [6, 0, 30] },
    deliveredAt: { customer: [6, 0, 20], provider: [6, 0, 30] },
  },
  {
    // The revised quote the customer is comparing: the plumber's answer not read yet.
    key: 'C',
    customerId: DEMO_CUSTOMER,
    providerId: SECOND_PLUMBER,
    subject: { kind: 'quote', id: COMPARED_QUOTE },
    messages: [
      {
        from: 'customer',
        text: 'Bonjour, votre devis révisé comprend-il la fourniture du groupe de sécurité ou seulement la pose ?',
        at: [0, 22],
      },
      {
        from: 'provider',
        text: 'Bonjour, il est fourni et posé : c’est la ligne « Groupe de sécurité » du devis.',
        at: [0, 20],
      },
      {
        from: 'customer',
        text: 'Merci. Pouvez-vous aussi fournir le chauffe-eau ?',
        at: [0, 19],
      },
      {
        from: 'provider',
        text: 'Oui, un modèle de 100 litres. Je peux réviser le devis si vous le souhaitez.',
        at: [0, 2],
      },
    ],
    readAt: { customer: [0, 19], provider: [0, 19] },
    deliveredAt: { customer: [0, 19], provider: [0, 19] },
  },
  {
    // The second customer (English) asks the demo provider: two messages waiting for him.
    key: 'D',
    customerId: SECOND_CUSTOMER,
    providerId: DEMO_PROVIDER,
    subject: { kind: 'provider', id: DEMO_PROVIDER },
    messages: [
      {
        from: 'customer',
        text: 'Hello, are you available on Saturday morning for a leak under the shower?',
        at: [1, 5],
      },
      {
        from: 'provider',
        text: 'Hello Koffi, yes, Saturday from 9:00 works. Is the leak at the tap or at the drain?',
        at: [1, 4],
      },
      {
        from: 'customer',
        text: 'At the drain, I think: water comes out under the shower tray.',
        at: [0, 0, 40],
      },
      { from: 'customer', text: 'I can send you a photo tonight.', at: [0, 0, 38] },
    ],
    readAt: { customer: [1, 3], provider: [1, 4] },
    // His phone fetched them (a "delivered" mark for Koffi) without opening the thread.
    deliveredAt: { customer: [1, 3], provider: [0, 0, 20] },
  },
  {
    // The second plumber's answer to the second customer, unread: their notification is in
    // English.
    key: 'E',
    customerId: SECOND_CUSTOMER,
    providerId: SECOND_PLUMBER,
    subject: { kind: 'provider', id: SECOND_PLUMBER },
    messages: [
      { from: 'customer', text: 'Good morning, do you install water pumps?', at: [2, 6] },
      {
        from: 'customer',
        text: 'It is for a two-storey house in Bonapriso.',
        at: [2, 5, 58],
      },
      {
        from: 'provider',
        text: 'Good morning, yes. I can come and look on Thursday to quote the pump and the pipes.',
        at: [0, 1, 15],
      },
    ],
    readAt: { customer: [2, 5, 58], provider: [0, 1, 15] },
    deliveredAt: { customer: [2, 5, 58], provider: [0, 1, 15] },
  },
];

/** Fixed ids of 20 letters and digits, like those the web SDK makes: reseeding rewrites them. */
export const seedMessageId = (key: string, n: number) =>
  `seedMessage${key}${String(n).padStart(2, '0')}`.padEnd(20, 'x');

export interface SeededConversation {
  id: string;
  data: ConversationDocument<Timestamp>;
  messages: { id: string; data: MessageDocument<Timestamp> }[];
}

export interface MessagingSeed {
  conversations: SeededConversation[];
  /** `unreadCounts/{uid}.messages` of each participant. */
  unreadMessages: Record<string, number>;
  /** `unreadCounts/{uid}.conversations`: the non-zero terms of that sum, by conversation. */
  unreadTerms: Record<string, Record<string, number>>;
  /** `profiles/{uid}/contacts/{other}` of each pair who both wrote (the contacts trigger's). */
  contacts: SeedDocument[];
}

const providerNames = new Map(SEED_PROVIDERS.map((seed) => [seed.id, seed.displayName]));

/** "Koffi M.": as the api names a customer from their account (functions shortName). */
function accountShortName(uid: string): string {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.uid === uid);
  if (!account) throw new Error(`Unknown demo account ${uid}`);
  const initial = account.lastName.trim().charAt(0).toUpperCase();
  return initial ? `${account.firstName} ${initial}.` : account.firstName;
}

function documentAt<T>(documents: SeedDocument[], path: string): T {
  const found = documents.find((document) => document.path === path);
  if (!found) throw new Error(`The seed has no ${path}`);
  return found.data as T;
}

/**
 * The subject's title and its copy of the customer's name, as `POST /api/conversations` takes
 * them (a booking's or the priced response's; none for a provider's page).
 */
function subjectOf(plan: ConversationPlan, now: Date) {
  const { kind, id } = plan.subject;
  if (kind === 'booking') {
    const booking = documentAt<BookingDocument>(seedBookingDocuments(now), `bookings/${id}`);
    return { title: booking.serviceTitle, customerName: booking.customerName };
  }
  if (kind === 'quote') {
    const response = documentAt<QuoteResponseDocument>(
      seedQuoteDocuments(now),
      `quotes/${id}/responses/${plan.providerId}`,
    );
    return { title: response.request.serviceTitle, customerName: response.request.customerName };
  }
  return { title: null, customerName: accountShortName(plan.customerId) };
}

/** The first MESSAGE_LIMITS.excerpt characters, whole code points (as the unread trigger). */
const excerptOf = (text: string) => Array.from(text).slice(0, MESSAGE_LIMITS.excerpt).join('');

/**
 * Messages from the other participant after `readAt` (all of them when never read): what the
 * unread trigger counts.
 */
export function unreadFor(
  uid: string,
  readAt: Timestamp | null,
  messages: readonly { data: MessageDocument<Timestamp> }[],
): number {
  return messages.filter(
    ({ data }) =>
      data.senderId !== uid && (readAt === null || data.createdAt.toMillis() > readAt.toMillis()),
  ).length;
}

function seedConversation(plan: ConversationPlan, now: Date): SeededConversation {
  const at = (ago: Ago) => Timestamp.fromMillis(now.getTime() - msOf(ago));
  const uidOf = (side: Side) => (side === 'customer' ? plan.customerId : plan.providerId);
  const id = conversationIdFor(plan.subject, plan.customerId, plan.providerId);
  const messages = plan.messages.map((message, index) => {
    const createdAt = at(message.at);
    const edited = message.editedAfterMinutes;
    return {
      id: seedMessageId(plan.key, index + 1),
      data: {
        senderId: uidOf(message.from),
        text: message.text,
        attachments: [],
        createdAt,
        editedAt:
          edited === undefined
            ? null
            : Timestamp.fromMillis(createdAt.toMillis() + edited * MINUTE_MS),
      } satisfies MessageDocument<Timestamp>,
    };
  });
  const newest = messages.reduce((latest, message) =>
    message.data.createdAt.toMillis() > latest.data.createdAt.toMillis() ? message : latest,
  );
  const lastMessage: LastMessage<Timestamp> = {
    id: newest.id,
    senderId: newest.data.senderId,
    text: excerptOf(newest.data.text),
    attachments: newest.data.attachments.length,
    createdAt: newest.data.createdAt,
  };
  const oldest = Math.min(...messages.map(({ data }) => data.createdAt.toMillis()));
  const sides: Side[] = ['customer', 'provider'];
  const byUid = <T>(value: (side: Side) => T) =>
    Object.fromEntries(sides.map((side) => [uidOf(side), value(side)]));
  const readAt = byUid((side) => {
    const ago = plan.readAt[side];
    return ago ? at(ago) : null;
  });
  const { title, customerName } = subjectOf(plan, now);
  const data: ConversationDocument<Timestamp> = {
    participants: [plan.customerId, plan.providerId],
    customerId: plan.customerId,
    providerId: plan.providerId,
    names: {
      [plan.customerId]: customerName,
      [plan.providerId]: providerNames.get(plan.providerId) ?? '',
    },
    subject: { ...plan.subject, title },
    // Opened by the first message's author a moment before writing it.
    createdAt: Timestamp.fromMillis(oldest - MINUTE_MS),
    updatedAt: lastMessage.createdAt,
    lastMessage,
    unread: byUid((side) => unreadFor(uidOf(side), readAt[uidOf(side)] ?? null, messages)),
    readAt,
    deliveredAt: byUid((side) => {
      const ago = plan.deliveredAt[side];
      return ago ? at(ago) : null;
    }),
    // In the order they first wrote, as the contacts trigger appends them.
    writers: [...new Set(messages.map(({ data: message }) => message.senderId))],
  };
  return { id, data, messages };
}

/** Every conversation, message, unread count and contact of the demo, as of `now`. */
export function seedMessagingDocuments(now: Date): MessagingSeed {
  const conversations = PLANS.map((plan) => seedConversation(plan, now));
  const unreadMessages: Record<string, number> = {};
  const unreadTerms: Record<string, Record<string, number>> = {};
  const contacts: SeedDocument[] = [];
  for (const { id, data, messages } of conversations) {
    for (const uid of data.participants) {
      const count = data.unread[uid] ?? 0;
      unreadMessages[uid] = (unreadMessages[uid] ?? 0) + count;
      unreadTerms[uid] = { ...unreadTerms[uid], ...(count > 0 ? { [id]: count } : {}) };
    }
    if (data.writers.length === 2) {
      // Linked when the second of them first wrote.
      const reply = messages.find(({ data: message }) => message.senderId === data.writers[1]);
      const [a, b] = data.participants;
      for (const [profileId, contactId] of [
        [a, b],
        [b, a],
      ]) {
        contacts.push({
          path: `profiles/${profileId}/contacts/${contactId}`,
          data: { via: 'conversation', since: reply?.data.createdAt ?? data.createdAt },
        });
      }
    }
  }
  return { conversations, unreadMessages, unreadTerms, contacts };
}

/**
 * Writes the demo conversations (same ids every time). A reseed first removes the messages
 * written since into these conversations, so that they read as seeded again; the
 * conversations and their messages go in one batch, so that the triggers of each message find
 * its conversation complete. `unreadCounts.notifications` is the notifications trigger's:
 * kept when the document exists.
 */
export async function seedMessaging(db: Firestore, now = new Date()): Promise<number> {
  const { conversations, unreadMessages, unreadTerms, contacts } = seedMessagingDocuments(now);
  const batch = db.batch();
  for (const { id, messages } of conversations) {
    const seeded = new Set(messages.map((message) => message.id));
    const stored = await db.collection(`conversations/${id}/messages`).listDocuments();
    for (const ref of stored) if (!seeded.has(ref.id)) batch.delete(ref);
  }
  for (const { id, data } of conversations) batch.set(db.doc(`conversations/${id}`), data);
  for (const { id, messages } of conversations) {
    for (const message of messages) {
      batch.set(db.doc(`conversations/${id}/messages/${message.id}`), message.data);
    }
  }
  for (const { path, data } of contacts) batch.set(db.doc(path), data, { merge: true });
  await batch.commit();
  // One transaction per user: the notifications trigger may be creating the same document
  // (the seeded bookings' notifications) while this runs, and its count must survive.
  const updatedAt = Timestamp.fromDate(now);
  for (const [uid, messages] of Object.entries(unreadMessages)) {
    const ref = db.doc(`unreadCounts/${uid}`);
    await db.runTransaction(async (transaction) => {
      const conversations = unreadTerms[uid] ?? {};
      if ((await transaction.get(ref)).exists) {
        transaction.update(ref, { messages, conversations, updatedAt });
      } else {
        const counts: UnreadCountsDocument<Timestamp> = {
          messages,
          conversations,
          notifications: 0,
          updatedAt,
        };
        transaction.set(ref, counts);
      }
    });
  }
  return conversations.reduce((sum, { messages }) => sum + 1 + messages.length, 0);
}
