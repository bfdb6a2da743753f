import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  conversationIdFor,
  MESSAGE_LIMITS,
  type ConversationDocument,
  type MessageAttachment,
  type MessageDocument,
} from '@marketplace/domain';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { can, expectAccess, ROLES, rulesTestEnvironment } from './env';

// conversations/{id} and conversations/{id}/messages/{id} (issue 14): only the two participants
// read a conversation and its messages (admins included: no); the api creates conversations
// and the triggers keep their counters, so a participant writes only their own readAt and
// deliveredAt key, to the server time. Messages are written by their sender's client: sender
// is the author, exact keys, text ≤ 2,000 after trimming and never empty, ≤ 5 well-formed
// attachments, server times, a verified email; the sender alone edits (text only) or deletes
// them, within 15 minutes.

const CUSTOMER = 'customer-uid';
const PROVIDER = 'provider-a';
/** Another customer of the same provider. */
const OTHER_CUSTOMER = 'customer-b';

const MINUTE_MS = 60_000;
const minutesAgo = (minutes: number) => Timestamp.fromMillis(Date.now() - minutes * MINUTE_MS);

const CONVERSATION_ID = conversationIdFor({ kind: 'booking', id: 'booking1' }, CUSTOMER, PROVIDER);
const OTHERS_ID = conversationIdFor({ kind: 'provider', id: PROVIDER }, OTHER_CUSTOMER, PROVIDER);
const CONVERSATION = `conversations/${CONVERSATION_ID}`;
const MESSAGES = `${CONVERSATION}/messages`;

function conversation(
  customerId: string,
  subject: ConversationDocument['subject'],
  updatedAt: Timestamp,
  changes: Partial<ConversationDocument<Timestamp>> = {},
): ConversationDocument<Timestamp> {
  return {
    participants: [customerId, PROVIDER],
    customerId,
    providerId: PROVIDER,
    names: { [customerId]: 'Awa D.', [PROVIDER]: 'Plomberie Akwa' },
    subject,
    createdAt: minutesAgo(60),
    updatedAt,
    lastMessage: null,
    unread: { [customerId]: 0, [PROVIDER]: 0 },
    readAt: { [customerId]: null, [PROVIDER]: null },
    deliveredAt: { [customerId]: null, [PROVIDER]: null },
    writers: [],
    ...changes,
  };
}

const CONVERSATIONS = {
  [CONVERSATION_ID]: conversation(
    CUSTOMER,
    { kind: 'booking', id: 'booking1', title: { fr: 'Réparation de fuite', en: 'Leak repair' } },
    minutesAgo(2),
    // As the triggers leave it after MESSAGE_DOCS: the provider's last message unread.
    {
      lastMessage: {
        id: 'fromProvider',
        senderId: PROVIDER,
        text: 'Je passe demain à 10 h.',
        attachments: 0,
        createdAt: minutesAgo(2),
      },
      unread: { [CUSTOMER]: 1, [PROVIDER]: 0 },
      readAt: { [CUSTOMER]: minutesAgo(3), [PROVIDER]: minutesAgo(2.5) },
      deliveredAt: { [CUSTOMER]: minutesAgo(1), [PROVIDER]: minutesAgo(2.5) },
      writers: [CUSTOMER, PROVIDER],
    },
  ),
  [OTHERS_ID]: conversation(
    OTHER_CUSTOMER,
    { kind: 'provider', id: PROVIDER, title: null },
    minutesAgo(1),
  ),
};

const message = (
  senderId: string,
  createdAt: Timestamp,
  changes: Partial<MessageDocument<Timestamp>> = {},
): MessageDocument<Timestamp> => ({
  senderId,
  text: 'Bonjour, la fuite est sous l’évier.',
  attachments: [],
  createdAt,
  editedAt: null,
  ...changes,
});

/** Sent a moment ago by each participant, and one sent 20 minutes ago by the customer. */
const MESSAGE_DOCS = {
  fromCustomer: message(CUSTOMER, minutesAgo(3)),
  fromProvider: message(PROVIDER, minutesAgo(2), { text: 'Je passe demain à 10 h.' }),
  old: message(CUSTOMER, minutesAgo(20), { text: 'Premier message' }),
};
type MessageKey = keyof typeof MESSAGE_DOCS;
const messagePath = (key: MessageKey) => `${MESSAGES}/${key}`;

const env = rulesTestEnvironment(async (db) => {
  for (const [id, data] of Object.entries(CONVERSATIONS))
    await setDoc(doc(db, `conversations/${id}`), data);
  for (const [id, data] of Object.entries(MESSAGE_DOCS)) await setDoc(doc(db, MESSAGES, id), data);
  await setDoc(
    doc(db, `conversations/${OTHERS_ID}/messages/theirs`),
    message(OTHER_CUSTOMER, minutesAgo(1)),
  );
});

const verified = { email_verified: true };
const as =
  (uid: string, claims: Record<string, unknown> = verified) =>
  () =>
    env().authenticatedContext(uid, claims).firestore();
const clients = {
  visitor: () => env().unauthenticatedContext().firestore(),
  stranger: as(ROLES.user.uid),
  customer: as(CUSTOMER),
  provider: as(PROVIDER),
  admin: as(ROLES.admin.uid, { ...ROLES.admin.claims, ...verified }),
  /** The customer before verifying their email. */
  unverified: as(CUSTOMER, { email_verified: false }),
};
type Who = keyof typeof clients;
/** The rules-unit-testing (compat) Firestore that the modular functions accept at runtime. */
type Db = ReturnType<(typeof clients)['visitor']>;
const EVERYONE = Object.keys(clients) as Who[];
const PARTICIPANTS: Who[] = ['customer', 'provider', 'unverified'];
/** Whose uid each client writes as (a visitor has none: they pose as the customer). */
const UID: Record<Who, string> = {
  visitor: CUSTOMER,
  stranger: ROLES.user.uid,
  customer: CUSTOMER,
  provider: PROVIDER,
  admin: ROLES.admin.uid,
  unverified: CUSTOMER,
};

/** The messages page's query (web): the caller's conversations, latest first, one page. */
const conversationsOf = (
  db: Db,
  uid: string,
  size: number = MESSAGE_LIMITS.conversationsPageSize,
) =>
  query(
    collection(db, 'conversations'),
    where('participants', 'array-contains', uid),
    orderBy('updatedAt', 'desc'),
    limit(size),
  );

/** A thread's query (web): its newest page of messages. */
const threadOf = (db: Db, size: number = MESSAGE_LIMITS.pageSize) =>
  query(collection(db, MESSAGES), orderBy('createdAt', 'desc'), limit(size));

/** A message as the composer writes it. */
const draft = (senderId: string, changes: Record<string, unknown> = {}) => ({
  senderId,
  text: 'Merci, à demain.',
  attachments: [],
  createdAt: serverTimestamp(),
  editedAt: null,
  ...changes,
});

const attachment = (changes: Partial<MessageAttachment> = {}): MessageAttachment => ({
  id: 'AbCdEfGhIjKlMnOpQr12',
  name: 'devis.pdf',
  contentType: 'application/pdf',
  size: 120_000,
  ...changes,
});

const send = (who: Who, data: Record<string, unknown>, id = 'new-message') =>
  setDoc(doc(clients[who](), MESSAGES, id), data);
const edit = (who: Who, key: MessageKey, text: string) =>
  updateDoc(doc(clients[who](), messagePath(key)), { text, editedAt: serverTimestamp() });

describe.each(EVERYONE)('conversations as %s', (who) => {
  const db = () => clients[who]();
  const participant = PARTICIPANTS.includes(who);

  it(can(participant, 'get the conversation'), async () => {
    await expectAccess(participant, getDoc(doc(db(), CONVERSATION)));
  });

  it(
    can(who !== 'visitor', 'list their own conversations (participants array-contains uid)'),
    async () => {
      await expectAccess(who !== 'visitor', getDocs(conversationsOf(db(), UID[who])));
    },
  );

  it(
    can(UID[who] === CUSTOMER && who !== 'visitor', "list the customer's conversations"),
    async () => {
      await expectAccess(
        UID[who] === CUSTOMER && who !== 'visitor',
        getDocs(conversationsOf(db(), CUSTOMER)),
      );
    },
  );

  it('cannot list conversations without filtering on their own uid', async () => {
    await assertFails(getDocs(query(collection(db(), 'conversations'), limit(20))));
    await assertFails(
      getDocs(
        query(collection(db(), 'conversations'), where('providerId', '==', PROVIDER), limit(20)),
      ),
    );
  });

  it('cannot create or delete a conversation (the api creates them)', async () => {
    const own = conversation(
      UID[who],
      { kind: 'provider', id: PROVIDER, title: null },
      Timestamp.now(),
    );
    await assertFails(
      setDoc(doc(db(), `conversations/p_${UID[who]}_${PROVIDER}`), {
        ...own,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      setDoc(doc(db(), CONVERSATION), { ...CONVERSATIONS[CONVERSATION_ID], writers: [] }),
    );
    await assertFails(deleteDoc(doc(db(), CONVERSATION)));
  });

  it(can(participant, 'mark it read and delivered (their own key, server time)'), async () => {
    const ref = doc(db(), CONVERSATION);
    await expectAccess(participant, updateDoc(ref, { [`readAt.${UID[who]}`]: serverTimestamp() }));
    await expectAccess(
      participant,
      updateDoc(ref, { [`deliveredAt.${UID[who]}`]: serverTimestamp() }),
    );
    await expectAccess(
      participant,
      updateDoc(ref, {
        [`readAt.${UID[who]}`]: serverTimestamp(),
        [`deliveredAt.${UID[who]}`]: serverTimestamp(),
      }),
    );
  });
});

describe('conversation lists', () => {
  it('give each participant their conversations, latest first', async () => {
    const ids = async (who: Who) =>
      (await assertSucceeds(getDocs(conversationsOf(clients[who](), UID[who])))).docs.map(
        (snapshot) => snapshot.id,
      );
    expect(await ids('customer')).toEqual([CONVERSATION_ID]);
    expect(await ids('provider')).toEqual([OTHERS_ID, CONVERSATION_ID]);
    expect(await ids('stranger')).toEqual([]);
    expect(await ids('admin')).toEqual([]);
  });

  it("deny another user's list, even to admins", async () => {
    await assertFails(getDocs(conversationsOf(clients.stranger(), CUSTOMER)));
    await assertFails(getDocs(conversationsOf(clients.customer(), PROVIDER)));
    await assertFails(getDocs(conversationsOf(clients.admin(), PROVIDER)));
    await assertFails(getDoc(doc(clients.customer(), `conversations/${OTHERS_ID}`)));
  });

  it('are bounded: at most 50 a page', async () => {
    await assertSucceeds(getDocs(conversationsOf(clients.customer(), CUSTOMER, 50)));
    await assertFails(getDocs(conversationsOf(clients.customer(), CUSTOMER, 51)));
    await assertFails(
      getDocs(
        query(
          collection(clients.customer(), 'conversations'),
          where('participants', 'array-contains', CUSTOMER),
        ),
      ),
    );
  });
});

describe('conversation updates other than the caller’s own marks', () => {
  const update = (who: Who, data: Record<string, unknown>) =>
    updateDoc(doc(clients[who](), CONVERSATION), data);

  it.each<[string, Record<string, unknown>]>([
    ["the other participant's readAt", { [`readAt.${PROVIDER}`]: serverTimestamp() }],
    ["the other participant's deliveredAt", { [`deliveredAt.${PROVIDER}`]: serverTimestamp() }],
    ['their readAt at a client time', { [`readAt.${CUSTOMER}`]: Timestamp.now() }],
    ['their deliveredAt at a client time', { [`deliveredAt.${CUSTOMER}`]: minutesAgo(60) }],
    ['their readAt cleared', { [`readAt.${CUSTOMER}`]: null }],
    ['their readAt removed', { [`readAt.${CUSTOMER}`]: deleteField() }],
    ['a readAt of a third uid', { [`readAt.${ROLES.user.uid}`]: serverTimestamp() }],
    ['the whole readAt map', { readAt: { [CUSTOMER]: serverTimestamp() } }],
    ['readAt not a map', { readAt: serverTimestamp() }],
    [
      'lastMessage',
      {
        lastMessage: {
          id: 'x',
          senderId: CUSTOMER,
          text: 'faux',
          attachments: 0,
          createdAt: serverTimestamp(),
        },
      },
    ],
    ['their unread count', { [`unread.${CUSTOMER}`]: 0 }],
    ["the other's unread count", { [`unread.${PROVIDER}`]: 5 }],
    ['updatedAt', { updatedAt: serverTimestamp() }],
    ['participants', { participants: [CUSTOMER, ROLES.user.uid] }],
    ['writers', { writers: [CUSTOMER] }],
    ['names', { [`names.${PROVIDER}`]: 'Arnaque' }],
    ['subject', { 'subject.id': 'booking2' }],
    [
      'their readAt with the unread count',
      { [`readAt.${CUSTOMER}`]: serverTimestamp(), [`unread.${CUSTOMER}`]: 0 },
    ],
  ])('the customer cannot write %s', async (_label, change) => {
    await assertFails(update('customer', change));
  });

  it("the provider cannot mark the customer's side either", async () => {
    await assertFails(update('provider', { [`readAt.${CUSTOMER}`]: serverTimestamp() }));
    await assertFails(update('provider', { [`unread.${PROVIDER}`]: 3 }));
  });
});

describe.each(EVERYONE)('messages as %s', (who) => {
  const db = () => clients[who]();
  const participant = PARTICIPANTS.includes(who);
  const sender = who === 'customer' || who === 'provider';
  /** Only a new message needs the verified email: its unverified sender may still fix it. */
  const author = PARTICIPANTS.includes(who);
  const own: MessageKey = who === 'provider' ? 'fromProvider' : 'fromCustomer';

  it(can(participant, 'get a message'), async () => {
    await expectAccess(participant, getDoc(doc(db(), messagePath('fromProvider'))));
  });

  it(can(participant, 'list the thread (newest 30)'), async () => {
    await expectAccess(participant, getDocs(threadOf(db())));
  });

  it(can(sender, 'send a message as themselves (verified email)'), async () => {
    await expectAccess(sender, send(who, draft(UID[who])));
  });

  it(can(author, 'edit their own message within 15 minutes'), async () => {
    await expectAccess(author, edit(who, own, 'Corrigé : sous l’évier de la cuisine.'));
  });

  it(can(author, 'delete their own message within 15 minutes'), async () => {
    await expectAccess(author, deleteDoc(doc(db(), messagePath(own))));
  });

  it('cannot read or write the messages of a conversation they are not part of', async () => {
    const theirs = `conversations/${OTHERS_ID}/messages`;
    const allowed = who === 'provider';
    await expectAccess(allowed, getDoc(doc(db(), `${theirs}/theirs`)));
    if (who !== 'provider') {
      await assertFails(
        getDocs(query(collection(db(), theirs), orderBy('createdAt', 'desc'), limit(30))),
      );
      await assertFails(setDoc(doc(db(), `${theirs}/intruder`), draft(UID[who])));
    }
  });
});

describe('message threads', () => {
  it('return the newest messages first', async () => {
    const page = await assertSucceeds(getDocs(threadOf(clients.customer())));
    expect(page.docs.map((snapshot) => snapshot.id)).toEqual([
      'fromProvider',
      'fromCustomer',
      'old',
    ]);
  });

  it('are bounded: at most 50 a page, a limit required', async () => {
    await assertSucceeds(getDocs(threadOf(clients.customer(), 50)));
    await assertFails(getDocs(threadOf(clients.customer(), 51)));
    await assertFails(
      getDocs(query(collection(clients.customer(), MESSAGES), orderBy('createdAt', 'desc'))),
    );
  });

  it('of a conversation that does not exist cannot be read or written', async () => {
    const ghost = 'conversations/b_ghost/messages';
    await assertFails(getDocs(query(collection(clients.customer(), ghost), limit(30))));
    await assertFails(setDoc(doc(clients.customer(), `${ghost}/m`), draft(CUSTOMER)));
  });
});

describe('sending a message', () => {
  it('accepts 2,000 characters, surrounding spaces aside', async () => {
    const text = 'a'.repeat(MESSAGE_LIMITS.text);
    await assertSucceeds(send('customer', draft(CUSTOMER, { text }), 'exact'));
    await assertSucceeds(send('customer', draft(CUSTOMER, { text: `  ${text}\n ` }), 'padded'));
  });

  it('accepts up to 5 attachments, with or without text', async () => {
    const five = Array.from({ length: 5 }, (_, index) =>
      attachment({
        id: `AbCdEfGhIjKlMnOpQr1${index}`,
        contentType: index % 2 ? 'application/pdf' : 'image/webp',
        size: index === 4 ? MESSAGE_LIMITS.attachmentBytes : 1,
        name: 'n'.repeat(index === 3 ? 200 : 1),
      }),
    );
    await assertSucceeds(send('provider', draft(PROVIDER, { attachments: five }), 'five'));
    await assertSucceeds(
      send('customer', draft(CUSTOMER, { text: '', attachments: [attachment()] }), 'only-file'),
    );
  });

  const bad: [string, Record<string, unknown>][] = [
    ['a 2,001-character text', { text: 'a'.repeat(MESSAGE_LIMITS.text + 1) }],
    ['a 2,001-character text inside spaces', { text: ` ${'a'.repeat(MESSAGE_LIMITS.text + 1)} ` }],
    ['an empty text and no attachment', { text: '' }],
    ['a whitespace-only text and no attachment', { text: ' \n\t  ' }],
    ['a text that is not a string', { text: 42 }],
    ['6 attachments', { attachments: Array.from({ length: 6 }, () => attachment()) }],
    ['attachments that are not a list', { attachments: attachment() }],
    [
      'an attachment of the wrong type',
      { attachments: [attachment({ contentType: 'image/png' as 'image/webp' })] },
    ],
    [
      'an HTML attachment',
      { attachments: [attachment(), attachment({ contentType: 'text/html' as 'image/webp' })] },
    ],
    [
      'an attachment over 5 MiB',
      { attachments: [attachment({ size: MESSAGE_LIMITS.attachmentBytes + 1 })] },
    ],
    ['an empty attachment', { attachments: [attachment({ size: 0 })] }],
    ['a fractional attachment size', { attachments: [attachment({ size: 1.5 })] }],
    ['an attachment with a short id', { attachments: [attachment({ id: 'abc' })] }],
    [
      'an attachment with a path for id',
      { attachments: [attachment({ id: '../../AbCdEfGhIjKlMn' })] },
    ],
    ['an attachment without a name', { attachments: [attachment({ name: '' })] }],
    [
      'an attachment with a 201-character name',
      { attachments: [attachment({ name: 'n'.repeat(201) })] },
    ],
    [
      'an attachment with an extra key',
      { attachments: [{ ...attachment(), url: 'https://evil.example' }] },
    ],
    [
      'an attachment missing a key',
      { attachments: [{ id: attachment().id, name: 'a.pdf', contentType: 'application/pdf' }] },
    ],
    [
      'a bad fifth attachment',
      { attachments: [...Array.from({ length: 4 }, () => attachment()), attachment({ size: -1 })] },
    ],
    ['a forged senderId', { senderId: PROVIDER }],
    ['a third uid as sender', { senderId: ROLES.user.uid }],
    ['a client createdAt', { createdAt: Timestamp.now() }],
    ['an editedAt', { editedAt: serverTimestamp() }],
    ['an extra key', { read: true }],
  ];

  it.each(bad)('refuses %s', async (_label, change) => {
    await assertFails(send('customer', draft(CUSTOMER, change)));
  });

  it.each(Object.keys(draft(CUSTOMER)))('refuses a message without %s', async (key) => {
    const data = Object.fromEntries(
      Object.entries(draft(CUSTOMER)).filter(([name]) => name !== key),
    );
    await assertFails(send('customer', data));
  });

  it('needs a verified email', async () => {
    await assertFails(send('unverified', draft(CUSTOMER)));
    const noClaim = env().authenticatedContext(CUSTOMER).firestore();
    await assertFails(setDoc(doc(noClaim, MESSAGES, 'no-claim'), draft(CUSTOMER)));
  });

  it('cannot overwrite an existing message (a create over it is an update)', async () => {
    await assertFails(send('provider', draft(PROVIDER), 'fromCustomer'));
  });
});

describe('editing and deleting a message', () => {
  it('the sender edits the text, stamped with the server time', async () => {
    await assertSucceeds(edit('customer', 'fromCustomer', '  Sous l’évier de la cuisine.  '));
    const stored = await getDoc(doc(clients.customer(), messagePath('fromCustomer')));
    expect(stored.get('editedAt')).toBeInstanceOf(Timestamp);
  });

  it('the text of an edit follows the rules of a new one', async () => {
    await assertSucceeds(edit('customer', 'fromCustomer', 'a'.repeat(MESSAGE_LIMITS.text)));
    await assertFails(edit('customer', 'fromCustomer', 'a'.repeat(MESSAGE_LIMITS.text + 1)));
    await assertFails(edit('customer', 'fromCustomer', '   '));
  });

  it('a message with an attachment may lose its text', async () => {
    await env().withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), messagePath('fromCustomer')), {
        ...MESSAGE_DOCS.fromCustomer,
        attachments: [attachment()],
      }),
    );
    await assertSucceeds(edit('customer', 'fromCustomer', ''));
  });

  it.each<[string, Record<string, unknown>]>([
    ['without editedAt', { text: 'Corrigé' }],
    ['with a client editedAt', { text: 'Corrigé', editedAt: Timestamp.now() }],
    ['changing the sender', { senderId: PROVIDER, editedAt: serverTimestamp() }],
    ['changing createdAt', { createdAt: serverTimestamp(), editedAt: serverTimestamp() }],
    ['adding attachments', { attachments: [attachment()], editedAt: serverTimestamp() }],
    ['adding a key', { read: true, editedAt: serverTimestamp() }],
  ])('the sender cannot edit %s', async (_label, change) => {
    await assertFails(updateDoc(doc(clients.customer(), messagePath('fromCustomer')), change));
  });

  it('nobody edits or deletes after 15 minutes, not even the sender', async () => {
    await assertFails(edit('customer', 'old', 'Trop tard'));
    await assertFails(deleteDoc(doc(clients.customer(), messagePath('old'))));
  });

  it("the other participant cannot edit or delete someone else's message", async () => {
    await assertFails(edit('provider', 'fromCustomer', 'Je n’ai jamais dit ça'));
    await assertFails(deleteDoc(doc(clients.provider(), messagePath('fromCustomer'))));
    await assertFails(edit('customer', 'fromProvider', 'Gratuit'));
    await assertFails(deleteDoc(doc(clients.customer(), messagePath('fromProvider'))));
  });

  it.each(['visitor', 'stranger', 'admin'] as const)(
    'the %s cannot edit or delete any message',
    async (who) => {
      await assertFails(edit(who, 'fromCustomer', 'Modifié'));
      await assertFails(deleteDoc(doc(clients[who](), messagePath('fromCustomer'))));
    },
  );
});
