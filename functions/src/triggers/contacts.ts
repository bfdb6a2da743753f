import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { adminDb } from '../lib/admin';

/**
 * Who shares something with whom (DESIGN §2): a profile whose visibility is `contacts` is
 * readable by the users listed under `profiles/{uid}/contacts/{otherUid}`. The rules let no
 * client write there; these triggers do, when a booking, a quote or a conversation is created.
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
  for (const { profileId, contactId, via } of links) {
    batch.set(
      db.doc(`profiles/${profileId}/contacts/${contactId}`),
      { via, since: FieldValue.serverTimestamp() },
      { merge: true },
    );
  }
  await batch.commit();
}

const region = 'us-central1';

export const contactsOnBookingCreated = onDocumentCreated(
  { document: 'bookings/{bookingId}', region },
  (event) => recordContacts(adminDb(), contactLinks('booking', event.data?.data())),
);

/** A quote sent to one provider; an open request (providerId null) links nobody yet. */
export const contactsOnQuoteCreated = onDocumentCreated(
  { document: 'quotes/{quoteId}', region },
  (event) => recordContacts(adminDb(), contactLinks('quote', event.data?.data())),
);

/** A provider answering an open quote request shares that quote with its customer. */
export const contactsOnQuoteResponseCreated = onDocumentCreated(
  { document: 'quotes/{quoteId}/responses/{providerId}', region },
  async (event) => {
    const db = adminDb();
    const quote = await db.doc(`quotes/${event.params.quoteId}`).get();
    const customerId = field(quote.data(), 'customerId');
    await recordContacts(
      db,
      contactLinks('quote', { customerId, providerId: event.params.providerId }),
    );
  },
);

export const contactsOnConversationCreated = onDocumentCreated(
  { document: 'conversations/{conversationId}', region },
  (event) => recordContacts(adminDb(), contactLinks('conversation', event.data?.data())),
);
