import {
  CONVERSATION_ERRORS,
  conversationIdFor,
  startConversationSchema,
  type ConversationSubject,
  type StartConversationInput,
} from '@marketplace/domain';
import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../../lib/errors';
import {
  conversationRef,
  notAParticipant,
  notFound,
  requireVerifiedEmail,
  type StoredConversation,
} from './shared';

type Title = ConversationSubject['title'];

/** The two parties of a subject and what the subject's document says about them. */
interface Parties {
  customerId: string;
  providerId: string;
  /** The subject's copy of the names, if it has one (the provider's page has none). */
  customerName: string | null;
  providerName: string | null;
  title: Title;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const titleOf = (value: unknown): Title =>
  typeof value === 'object' && value !== null && typeof (value as { fr?: unknown }).fr === 'string'
    ? (value as NonNullable<Title>)
    : null;

/** 404 for a missing document, 403 when `uid` is neither of its parties. */
function partiesOf(
  snapshot: DocumentSnapshot,
  uid: string,
  what: string,
  providerId = snapshot.get('providerId') as unknown,
): { customerId: string; providerId: string } {
  if (!snapshot.exists) throw notFound(what);
  const customerId = snapshot.get('customerId') as unknown;
  if (typeof customerId !== 'string' || typeof providerId !== 'string') throw notFound(what);
  if (uid !== customerId && uid !== providerId) throw notAParticipant();
  return { customerId, providerId };
}

/** Who the subject is between, checking that the caller is one of them. */
async function resolveSubject(
  db: Firestore,
  input: StartConversationInput,
  uid: string,
): Promise<Parties> {
  const { kind, id } = input.subject;
  switch (kind) {
    case 'provider': {
      if (id === uid) {
        throw new HttpError(
          400,
          CONVERSATION_ERRORS.ownConversation,
          'You cannot start a conversation with yourself',
        );
      }
      const provider = await db.doc(`providers/${id}`).get();
      if (!provider.exists) throw notFound('provider');
      return {
        customerId: uid,
        providerId: id,
        customerName: null,
        providerName: text(provider.get('displayName')),
        title: null,
      };
    }
    case 'booking': {
      const booking = await db.doc(`bookings/${id}`).get();
      return {
        ...partiesOf(booking, uid, 'booking'),
        customerName: text(booking.get('customerName')),
        providerName: text(booking.get('providerName')),
        title: titleOf(booking.get('serviceTitle')),
      };
    }
    case 'quote': {
      // The schema requires providerId for a quote: the thread is with that responding provider.
      const providerId = input.providerId as string;
      const response = await db.doc(`quotes/${id}/responses/${providerId}`).get();
      return {
        ...partiesOf(response, uid, 'quote', providerId),
        customerName: text(response.get('request.customerName')),
        providerName: text(response.get('providerName')),
        title: titleOf(response.get('request.serviceTitle')),
      };
    }
    case 'contract': {
      const contract = await db.doc(`contracts/${id}`).get();
      return {
        ...partiesOf(contract, uid, 'contract'),
        customerName: text(contract.get('customerName')),
        providerName: text(contract.get('providerName')),
        title: titleOf(contract.get('serviceTitle')),
      };
    }
  }
}

/** "Awa N.": a customer's first name and last initial, as providers see customers. */
export function shortName(firstName: unknown, lastName: unknown): string {
  const first = text(firstName)?.trim() ?? '';
  const initial = text(lastName)?.trim().charAt(0).toUpperCase() ?? '';
  return [first, initial && `${initial}.`].filter(Boolean).join(' ');
}

/**
 * The names the thread shows: the provider's public name (providers/{id}, else the subject's
 * copy) and the customer's name as the subject recorded it, else from their account.
 */
async function namesOf(db: Firestore, parties: Parties): Promise<Record<string, string>> {
  const [provider, user] = await db.getAll(
    db.doc(`providers/${parties.providerId}`),
    db.doc(`users/${parties.customerId}`),
  );
  const providerName = text(provider?.get('displayName')) ?? parties.providerName ?? '';
  const customerName =
    parties.customerName ?? shortName(user?.get('firstName'), user?.get('lastName'));
  return { [parties.customerId]: customerName, [parties.providerId]: providerName };
}

/** A new conversation's document: no message yet, nothing unread, nothing read. */
export function newConversation(
  parties: Parties,
  subject: StartConversationInput['subject'],
  names: Record<string, string>,
  now: Timestamp,
): StoredConversation {
  const { customerId, providerId } = parties;
  const both = <T>(value: T) => ({ [customerId]: value, [providerId]: value });
  return {
    participants: [customerId, providerId],
    customerId,
    providerId,
    names,
    subject: { kind: subject.kind, id: subject.id, title: parties.title },
    createdAt: now,
    updatedAt: now,
    lastMessage: null,
    unread: both(0),
    readAt: both(null),
    deliveredAt: both(null),
    writers: [],
  };
}

/** gRPC's ALREADY_EXISTS, which `create` fails with when the document exists. */
const ALREADY_EXISTS = 6;

/**
 * `POST /api/conversations`: finds or creates the one conversation about the subject between
 * its two parties (the id follows from them, `conversationIdFor`), so starting it twice, or
 * both parties at once, is one thread: 201 when this call created it, 200 when it existed.
 */
export async function startConversation(
  db: Firestore,
  body: unknown,
  uid: string,
  now: Date,
): Promise<{ status: 200 | 201; id: string }> {
  const input = startConversationSchema.parse(body);
  await requireVerifiedEmail(uid);
  const parties = await resolveSubject(db, input, uid);
  const id = conversationIdFor(input.subject, parties.customerId, parties.providerId);
  const ref = conversationRef(db, id);
  if ((await ref.get()).exists) return { status: 200, id };
  const names = await namesOf(db, parties);
  try {
    await ref.create(newConversation(parties, input.subject, names, Timestamp.fromDate(now)));
  } catch (error) {
    // The other party (or a retry) created it in between: the same thread.
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return { status: 200, id };
    throw error;
  }
  return { status: 201, id };
}
