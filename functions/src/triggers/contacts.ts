import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { adminDb } from '../lib/admin';
import { isCreation, type WriteHandler } from './documentWrites';

/**
 * Who shares something with whom (DESIGN §2): a profile whose visibility is `contacts` is
 * readable by the users listed under `profiles/{uid}/contacts/{otherUid}`. The rules let no
 * client write there; these triggers do, and only once both sides have acted: a provider
 * sent a quote for the customer's request, a provider confirmed the customer's booking, or the other
 * participant replied in a conversation. A request, a booking or a first message alone links
 * nobody (anyone could otherwise make themselves a contact of anyone).
 */
export type ContactSource = 'booking' | 'quote' | 'conversation';

/** One contact document: `profiles/{profileId}/contacts/{contactId}`. */
export interface ContactLink {
  profileId: string;
  contactId: string;
  via: ContactSource;
}

/**
 * A Firebase uid used as a path segment: at most 128 characters, no `/` (which would address
 * another document), and none of the ids Firestore reserves (`.`, `..`, `__…__`).
 */
export function isUid(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= 128 &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/.test(value)
  );
}

function pair(a: unknown, b: unknown, via: ContactSource): ContactLink[] {
  if (!isUid(a) || !isUid(b) || a === b) return [];
  return [
    { profileId: a, contactId: b, via },
    { profileId: b, contactId: a, via },
  ];
}

function field(data: unknown, key: string): unknown {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : null;
}

/**
 * The contact documents a newly created document implies, both ways; none when the data is
 * malformed (missing or invalid ids, someone with themselves, an open quote without provider).
 */
export function contactLinks(via: ContactSource, data: unknown): ContactLink[] {
  if (via === 'conversation') {
    const participants = field(data, 'participants');
    if (!Array.isArray(participants) || participants.length !== 2) return [];
    return pair(participants[0], participants[1], via);
  }
  return pair(field(data, 'customerId'), field(data, 'providerId'), via);
}

/**
 * Writes the links in one batch. `set` with merge keeps it idempotent: a trigger delivered
 * twice, or a second booking between the same people, rewrites the same documents.
 */
export async function recordContacts(
  db: Pick<Firestore, 'batch' | 'doc'>,
  links: readonly ContactLink[],
): Promise<void> {
  if (links.length === 0) return;
  const batch = db.batch();
  for (const link of links) batch.set(...contactWrite(db, link));
  await batch.commit();
}

function contactWrite(db: Pick<Firestore, 'doc'>, { profileId, contactId, via }: ContactLink) {
  return [
    db.doc(`profiles/${profileId}/contacts/${contactId}`),
    { via, since: FieldValue.serverTimestamp() },
    { merge: true },
  ] as const;
}

/** Booking states reached only once the provider accepted (DESIGN §3: pending → confirmed). */
const ACCEPTED_BOOKING = ['confirmed', 'completed'];

/**
 * The links of a booking write: when its status enters an accepted state (a provider's
 * confirmation; or a booking the admin SDK wrote already completed, as the demo seed does).
 * Clients can only create `pending` bookings (rules of the bookings issue).
 */
export function bookingContactLinks(before: unknown, after: unknown): ContactLink[] {
  const accepted = (data: unknown) => ACCEPTED_BOOKING.includes(field(data, 'status') as string);
  if (!accepted(after) || accepted(before)) return [];
  return contactLinks('booking', after);
}

/**
 * The links of a write to `quotes/{id}/responses/{providerId}`: the customer and that provider,
 * when the provider first sends a priced quote (`requested → sent`). The response exists from
 * the moment the request reached the provider, so its creation links nobody: the customer
 * acted by asking, the provider only by answering. A revision, or a redelivered event whose
 * `before` is already `sent`, links nothing more.
 */
export function quoteResponseLinks(
  before: unknown,
  after: unknown,
  providerId: string,
): ContactLink[] {
  const status = (data: unknown) => field(data, 'status');
  if (status(after) !== 'sent' || status(before) === 'sent') return [];
  // The path's provider is the one who answered; the document's must agree.
  if (field(after, 'providerId') !== providerId) return [];
  return contactLinks('quote', { customerId: field(after, 'customerId'), providerId });
}

/**
 * A message in a conversation: one transaction reads the conversation (one read per message)
 * and records its sender in `writers`; when the sender is new and the other participant has
 * written already, the two become contacts in the same transaction. A redelivered event finds
 * the sender recorded and writes nothing. Returns the links written.
 */
export async function recordConversationReply(
  db: Pick<Firestore, 'doc' | 'runTransaction'>,
  conversationId: string,
  senderId: unknown,
): Promise<ContactLink[]> {
  const ref = db.doc(`conversations/${conversationId}`);
  return db.runTransaction(async (transaction: Transaction) => {
    const conversation = await transaction.get(ref);
    const participants = field(conversation.data(), 'participants');
    const links = contactLinks('conversation', { participants });
    // Valid participants (two distinct uids) once links exist.
    const parties = links.map((link) => link.profileId);
    if (!isUid(senderId) || !parties.includes(senderId)) return [];
    const writers = field(conversation.data(), 'writers');
    const written = Array.isArray(writers) ? writers : [];
    if (written.includes(senderId)) return [];
    transaction.update(ref, { writers: FieldValue.arrayUnion(senderId) });
    const replied = written.some((uid) => uid !== senderId && parties.includes(uid));
    if (!replied) return [];
    for (const link of links) transaction.set(...contactWrite(db, link));
    return links;
  });
}

// Each handler is safe to run again (documentWrites.ts): merges of the same documents, and the
// conversation's `writers` records what was done.
export const contactsOnBookingWritten: WriteHandler<{ bookingId: string }> = (event) =>
  recordContacts(
    adminDb(),
    bookingContactLinks(event.data?.before.data(), event.data?.after.data()),
  );

/** The provider acted by sending a quote; the customer by creating the request. */
export const contactsOnQuoteResponseWritten: WriteHandler<{
  quoteId: string;
  providerId: string;
}> = (event) =>
  recordContacts(
    adminDb(),
    quoteResponseLinks(
      event.data?.before.data(),
      event.data?.after.data(),
      event.params.providerId,
    ),
  );

export const contactsOnMessageWritten: WriteHandler<{
  conversationId: string;
  messageId: string;
}> = async (event) => {
  if (!isCreation(event)) return;
  await recordConversationReply(
    adminDb(),
    event.params.conversationId,
    field(event.data?.after.data(), 'senderId'),
  );
};
