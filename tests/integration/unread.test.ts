// Unread counts and last messages (issue 14 §3) under the emulators: the unread trigger
// recounts a conversation on every message, clears a reader's count when they read, keeps
// `unreadCounts/{uid}` as the sum over their conversations and the number of unread
// notifications, writes one new_message notification per run of unread messages, and a
// replayed event changes nothing. Also `POST /api/notifications/read-all`.
// Functions built first: `npm run build -w functions`.
import { CONVERSATION_API, NOTIFICATION_API } from '@marketplace/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  handleConversationWritten,
  handleMessageWritten,
  handleNotificationWritten,
} from '../../functions/src/triggers/unread';
import { adminDb, documentEventually, eventually } from './emulators';
import { call, cleanup, createPerson, run } from './quoteFixtures';

const customer = `it-u-customer-${run}`;
const second = `it-u-second-${run}`;
const provider = `it-u-provider-${run}`;
const reader = `it-u-reader-${run}`;
const people = [customer, second, provider, reader];
const conversations: string[] = [];

beforeAll(async () => {
  await createPerson({ uid: customer, firstName: 'Awa' });
  await createPerson({ uid: second, firstName: 'Binta' });
  await createPerson({ uid: provider, firstName: 'Jean' });
  await createPerson({ uid: reader, firstName: 'Rose' });
  await adminDb.doc(`providers/${provider}`).set({
    displayName: 'Douala Plomberie',
    city: 'Douala',
    country: 'CM',
    categories: [`it-unread-${run}`],
  });
}, 120_000);

afterAll(async () => {
  for (const id of conversations) {
    await adminDb.recursiveDelete(adminDb.doc(`conversations/${id}`));
  }
  for (const uid of people) {
    await adminDb.recursiveDelete(adminDb.doc(`notifications/${uid}`));
    await adminDb.doc(`unreadCounts/${uid}`).delete();
    for (const outbox of ['mail', 'sms']) {
      const written = await adminDb.collection(outbox).where('uid', '==', uid).get();
      for (const doc of written.docs) await doc.ref.delete();
    }
  }
  await cleanup([]);
}, 120_000);

const SLOW = 180_000;

async function startWith(customerId: string) {
  const answer = await call('POST', CONVERSATION_API.start, customerId, {
    subject: { kind: 'provider', id: provider },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const id = String(answer.body.id);
  conversations.push(id);
  return id;
}

/** A message written as the sender's client would (server time, no edit); answers its id. */
async function send(conversationId: string, senderId: string, text: string) {
  const ref = adminDb.collection(`conversations/${conversationId}/messages`).doc();
  await ref.set({
    senderId,
    text,
    attachments: [],
    createdAt: FieldValue.serverTimestamp(),
    editedAt: null,
  });
  return ref.id;
}

/** The participant `uid` reads the thread (their own readAt key, at the server's time). */
const readThread = (conversationId: string, uid: string) =>
  adminDb.doc(`conversations/${conversationId}`).update({
    [`readAt.${uid}`]: FieldValue.serverTimestamp(),
  });

/** The fields these tests look at, as the trigger writes them. */
interface Conversation {
  unread?: Record<string, number>;
  lastMessage?: { id: string; senderId: string; text: string } | null;
  writers?: string[];
}

const conversationEventually = (id: string, ready: (data: Conversation) => boolean) =>
  documentEventually(
    `conversations/${id}`,
    (snapshot) => ready((snapshot.data() ?? {}) as Conversation),
    120_000,
  );

const countsEventually = (uid: string, messages: number, notifications?: number) =>
  documentEventually(
    `unreadCounts/${uid}`,
    (snapshot) =>
      snapshot.get('messages') === messages &&
      (notifications === undefined || snapshot.get('notifications') === notifications),
    120_000,
  );

/** `new_message` items of `uid` about `conversationId`, by id. */
async function newMessageItems(uid: string, conversationId: string) {
  const items = await adminDb
    .collection(`notifications/${uid}/items`)
    .where('kind', '==', 'new_message')
    .get();
  return items.docs
    .filter((item) => item.get('params.conversationId') === conversationId)
    .map((item) => item.id)
    .sort();
}

const unreadItems = async (uid: string) =>
  (await adminDb.collection(`notifications/${uid}/items`).where('read', '==', false).get()).size;

describe('the unread trigger', () => {
  let first = '';
  const sent: string[] = [];

  beforeAll(async () => {
    first = await startWith(customer);
  });

  it(
    'counts the provider’s unread messages 1..n and keeps the last message',
    async () => {
      for (const n of [1, 2, 3]) {
        const id = await send(first, customer, `Message ${n} ${'x'.repeat(200)}`);
        sent.push(id);
        await conversationEventually(
          first,
          (data) => data.unread?.[provider] === n && data.lastMessage?.id === id,
        );
        await countsEventually(provider, n);
      }
      const stored = (await adminDb.doc(`conversations/${first}`).get()).data() ?? {};
      expect(stored.unread).toEqual({ [customer]: 0, [provider]: 3 });
      expect(stored.lastMessage).toMatchObject({
        id: sent[2],
        senderId: customer,
        text: `Message 3 ${'x'.repeat(130)}`,
        attachments: 0,
      });
      expect(stored.updatedAt.isEqual(stored.lastMessage.createdAt)).toBe(true);
      const message = await adminDb.doc(`conversations/${first}/messages/${sent[2]}`).get();
      expect(stored.lastMessage.createdAt.isEqual(message.get('createdAt'))).toBe(true);
    },
    SLOW,
  );

  it(
    'notifies the provider once for the run, for its first message',
    async () => {
      const expected = [`new_message-${first}-${sent[0]}`];
      const ids = await eventually(
        () => newMessageItems(provider, first),
        (found) => found.length > 0,
        120_000,
      );
      expect(ids).toEqual(expected);
      const item = await adminDb.doc(`notifications/${provider}/items/${expected[0]}`).get();
      expect(item.data()).toMatchObject({
        kind: 'new_message',
        read: false,
        link: `/messages/${first}`,
        params: { conversationId: first, senderName: 'Awa T.' },
      });
      await countsEventually(provider, 3, 1);
    },
    SLOW,
  );

  it(
    'clears the count when the provider reads, and starts a new run after that',
    async () => {
      await readThread(first, provider);
      await conversationEventually(first, (data) => data.unread?.[provider] === 0);
      await countsEventually(provider, 0);
      const reply = await send(first, provider, 'Oui, demain à 9 h.');
      await conversationEventually(
        first,
        (data) => data.unread?.[customer] === 1 && data.lastMessage?.id === reply,
      );
      await countsEventually(customer, 1);
      const again = await send(first, customer, 'Parfait, merci !');
      sent.push(again);
      await conversationEventually(first, (data) => data.unread?.[provider] === 1);
      await countsEventually(provider, 1);
      const ids = await eventually(
        () => newMessageItems(provider, first),
        (found) => found.length === 2,
        120_000,
      );
      expect(ids).toEqual(
        [`new_message-${first}-${sent[0]}`, `new_message-${first}-${again}`].sort(),
      );
      expect(await newMessageItems(customer, first)).toEqual([`new_message-${first}-${reply}`]);
    },
    SLOW,
  );

  it(
    'sums the provider’s count over their conversations',
    async () => {
      const other = await startWith(second);
      await send(other, second, 'Bonjour');
      await send(other, second, 'Êtes-vous libre samedi ?');
      await conversationEventually(other, (data) => data.unread?.[provider] === 2);
      // 1 in the first conversation, 2 in this one.
      await countsEventually(provider, 3);
      await readThread(other, provider);
      await countsEventually(provider, 1);
    },
    SLOW,
  );

  it(
    'follows an edit and a deletion of the last message',
    async () => {
      const last = sent.at(-1) as string;
      await adminDb.doc(`conversations/${first}/messages/${last}`).update({
        text: 'Parfait, à demain !',
        editedAt: FieldValue.serverTimestamp(),
      });
      await conversationEventually(
        first,
        (data) => data.lastMessage?.text === 'Parfait, à demain !',
      );
      await adminDb.doc(`conversations/${first}/messages/${last}`).delete();
      const stored = await conversationEventually(
        first,
        (data) => data.lastMessage?.senderId === provider && data.unread?.[provider] === 0,
      );
      expect(stored.get('lastMessage.text')).toBe('Oui, demain à 9 h.');
      await countsEventually(provider, 0);
    },
    SLOW,
  );

  it(
    'changes nothing when an event is delivered again',
    async () => {
      // A new run for the provider, then wait for every trigger to settle.
      const id = await send(first, customer, 'Encore une question');
      await conversationEventually(
        first,
        (data) =>
          data.unread?.[provider] === 1 &&
          data.lastMessage?.id === id &&
          [customer, provider].every((uid) => data.writers?.includes(uid)),
      );
      await countsEventually(provider, 1);
      await eventually(
        () => newMessageItems(provider, first),
        (found) => found.includes(`new_message-${first}-${id}`),
        120_000,
      );
      await eventually(
        async () => ({
          items: await unreadItems(provider),
          counted: (await adminDb.doc(`unreadCounts/${provider}`).get()).get('notifications'),
        }),
        ({ items, counted }) => counted === items,
        120_000,
      );

      const paths = [
        `conversations/${first}`,
        `unreadCounts/${provider}`,
        `unreadCounts/${customer}`,
      ];
      const versions = async () =>
        Promise.all(paths.map(async (path) => (await adminDb.doc(path).get()).updateTime));
      const before = await versions();
      const itemsBefore = await newMessageItems(provider, first);

      const message = (await adminDb.doc(`conversations/${first}/messages/${id}`).get()).data();
      const conversation = (await adminDb.doc(`conversations/${first}`).get()).data();
      // The provider's read and a count change, as first delivered.
      const unreadBefore = {
        ...conversation,
        readAt: { [customer]: null, [provider]: null },
        unread: { [customer]: 0, [provider]: 0 },
      };
      for (let time = 0; time < 2; time += 1) {
        await handleMessageWritten(adminDb, first, id, undefined, message);
        await handleConversationWritten(adminDb, first, unreadBefore, conversation);
        await handleNotificationWritten(adminDb, provider, undefined, { read: false });
      }

      const after = await versions();
      after.forEach((version, index) => expect(version, paths[index]).toEqual(before[index]));
      expect(await newMessageItems(provider, first)).toEqual(itemsBefore);
    },
    SLOW,
  );
});

describe('POST /api/notifications/read-all', () => {
  it(
    'marks every unread notification of the caller read, and the count follows',
    async () => {
      const items = adminDb.collection(`notifications/${reader}/items`);
      const item = (n: number, unread: boolean) => ({
        kind: 'account_updated',
        params: { changes: ['profile'] },
        lang: 'fr',
        title: `Compte ${n}`,
        body: '',
        link: '/settings',
        read: !unread,
        createdAt: new Date(),
      });
      for (const n of [1, 2, 3]) await items.doc(`test-${n}`).set(item(n, true));
      await items.doc('test-4').set(item(4, false));
      // Someone else's unread item stays unread.
      await adminDb.doc(`notifications/${second}/items/test-1`).set(item(1, true));
      await countsEventually(reader, 0, 3);

      const answer = await call('POST', NOTIFICATION_API.readAll, reader);
      expect(answer).toEqual({ status: 200, body: { updated: 3 } });
      expect(await unreadItems(reader)).toBe(0);
      expect(await unreadItems(second)).toBeGreaterThanOrEqual(1);
      await countsEventually(reader, 0, 0);

      expect(await call('POST', NOTIFICATION_API.readAll, reader)).toEqual({
        status: 200,
        body: { updated: 0 },
      });
      expect((await call('POST', NOTIFICATION_API.readAll, null)).status).toBe(401);
      const foreign = await call('POST', NOTIFICATION_API.readAll, reader, undefined, {
        Origin: 'https://evil.example',
      });
      expect(foreign.status).toBe(403);
    },
    SLOW,
  );
});
