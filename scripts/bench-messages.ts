/**
 * Messaging load test (issue 14 "Measured"), on the emulators and loopback only. Run it inside
 * `emulators:exec` with the functions built (the unread and notification triggers run):
 *
 *   npm run build -w functions
 *   npm run emulators:exec -- --offset 40 --only firestore,auth,functions -- \
 *     'node --import tsx scripts/bench-messages.ts'
 *
 * `--conversations 20 --messages 50 --providers 4 --settle-seconds 600` are the defaults.
 * Each customer has one conversation with one of the providers (so a provider has several,
 * and their `unreadCounts` is a sum). Everyone is a verified user of the Auth emulator signed
 * in with the Firebase web SDK, as the app is; every conversation runs at the same time, its
 * two participants alternating, each message written by its sender's client (`setDoc` on a
 * client-made id, server time) under the real rules, the next one once the server accepted
 * the previous. Each participant listens to the thread as the app does. Then:
 * - every message reached the other side complete (text, sender) and in sending order;
 * - delivery latency (sender's write → the other side's listener) p50/p90/p99/max;
 * - once the customer read the thread, after the triggers settle: `unread` is 0 for the
 *   customer and 25 for the provider in every conversation, `unreadCounts/{uid}.messages`
 *   the sums, and each side has exactly one new_message notification per conversation.
 * Exits 1 when anything is missing, out of order or miscounted.
 */
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp as initializeClientApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore as getClientFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  Timestamp as ClientTimestamp,
  type Firestore as ClientFirestore,
} from 'firebase/firestore';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { conversationIdFor, type MessageDocument } from '@marketplace/domain';
import { newConversation } from '../functions/src/http/conversations/start';

const { values } = parseArgs({
  options: {
    conversations: { type: 'string', default: '20' },
    messages: { type: 'string', default: '50' },
    providers: { type: 'string', default: '4' },
    'settle-seconds': { type: 'string', default: '600' },
  },
});
const CONVERSATIONS = Number(values.conversations);
const MESSAGES = Number(values.messages);
const PROVIDERS = Number(values.providers);
const SETTLE_MS = Number(values['settle-seconds']) * 1000;
/** What a thread's listener shows: the rules bound a list query to 50 documents. */
const LISTEN_LIMIT = 50;
/** A message not delivered by then counts as missing. */
const DELIVERY_TIMEOUT_MS = 120_000;
const PASSWORD = 'Bench-messages-2026';
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-marketplace';

/** Loopback only: this script writes thousands of documents and must never reach a server. */
function loopbackHost(name: string): string {
  const host = process.env[name];
  if (!host || !/^(127\.0\.0\.1|localhost|\[::1\]):\d+$/.test(host)) {
    throw new Error(`${name} must name a loopback emulator (run inside emulators:exec)`);
  }
  return host;
}
const FIRESTORE_HOST = loopbackHost('FIRESTORE_EMULATOR_HOST');
const AUTH_HOST = loopbackHost('FIREBASE_AUTH_EMULATOR_HOST');

const admin = getApps()[0] ?? initializeApp({ projectId: PROJECT });
const adminDb = getFirestore(admin);
const adminAuth = getAdminAuth(admin);

const run = Math.random().toString(36).slice(2, 8);

interface Person {
  uid: string;
  db: ClientFirestore;
  app: FirebaseApp;
}

/** A verified account, signed in with its own web SDK instance on the emulators. */
async function signedIn(uid: string, firstName: string): Promise<Person> {
  const email = `${uid}@example.com`;
  await adminAuth.createUser({ uid, email, password: PASSWORD, emailVerified: true });
  await adminDb.doc(`users/${uid}`).set({ firstName, lastName: 'Bench', email });
  const app = initializeClientApp(
    { apiKey: 'demo-api-key', projectId: PROJECT, authDomain: `${PROJECT}.firebaseapp.com` },
    uid,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, email, PASSWORD);
  const db = getClientFirestore(app);
  const [host, port] = [
    FIRESTORE_HOST.replace(/:\d+$/, ''),
    Number(FIRESTORE_HOST.split(':').pop()),
  ];
  connectFirestoreEmulator(db, host, port);
  return { uid, db, app };
}

interface Thread {
  id: string;
  customer: Person;
  provider: Person;
  /** Message ids in sending order, with the text and sender each carried. */
  sent: { id: string; senderId: string; text: string; writtenAt: number }[];
  /** What each side's listener saw, by uid: ids in arrival order, and the latest snapshot. */
  arrivals: Map<string, { id: string; at: number }[]>;
  latest: Map<string, { id: string; senderId: string; text: string }[]>;
  unsubscribe: (() => void)[];
}

const millis = (value: unknown) => (value instanceof ClientTimestamp ? value.toMillis() : 0);

function listen(thread: Thread, person: Person) {
  const arrivals: { id: string; at: number }[] = [];
  thread.arrivals.set(person.uid, arrivals);
  // The newest messages, as the app's thread listens (the rules bound a list to 50).
  const messages = query(
    collection(person.db, `conversations/${thread.id}/messages`),
    orderBy('createdAt', 'desc'),
    limit(LISTEN_LIMIT),
  );
  return new Promise<void>((ready, fail) => {
    const unsubscribe = onSnapshot(
      messages,
      (snapshot) => {
        const at = performance.now();
        // The other side's messages, once the server has them (its own are local first), oldest
        // first when one snapshot brings several.
        const added = snapshot
          .docChanges()
          .filter((change) => change.type === 'added' && change.doc.get('senderId') !== person.uid)
          .map((change) => change.doc)
          .sort((a, b) => millis(a.get('createdAt')) - millis(b.get('createdAt')));
        for (const message of added) arrivals.push({ id: message.id, at });
        thread.latest.set(
          person.uid,
          snapshot.docs.toReversed().map((message) => ({
            id: message.id,
            senderId: message.get('senderId') as string,
            text: message.get('text') as string,
          })),
        );
        ready();
      },
      fail,
    );
    thread.unsubscribe.push(unsubscribe);
  });
}

/** The conversation of one customer and provider, about the provider (as the api creates it). */
async function openThread(customer: Person, provider: Person): Promise<Thread> {
  const subject = { kind: 'provider' as const, id: provider.uid };
  const id = conversationIdFor(subject, customer.uid, provider.uid);
  const parties = {
    customerId: customer.uid,
    providerId: provider.uid,
    customerName: null,
    providerName: provider.uid,
    title: null,
  };
  const names = { [customer.uid]: customer.uid, [provider.uid]: provider.uid };
  await adminDb
    .doc(`conversations/${id}`)
    .create(newConversation(parties, subject, names, Timestamp.now()));
  const thread: Thread = {
    id,
    customer,
    provider,
    sent: [],
    arrivals: new Map(),
    latest: new Map(),
    unsubscribe: [],
  };
  await Promise.all([listen(thread, customer), listen(thread, provider)]);
  return thread;
}

/** The two participants alternate, each writing once the server accepted the previous. */
async function converse(thread: Thread) {
  for (let n = 0; n < MESSAGES; n += 1) {
    const sender = n % 2 === 0 ? thread.customer : thread.provider;
    const ref = doc(collection(sender.db, `conversations/${thread.id}/messages`));
    const text = `Message ${n + 1} de ${sender.uid} (${thread.id})`;
    const message: MessageDocument = {
      senderId: sender.uid,
      text,
      attachments: [],
      createdAt: serverTimestamp(),
      editedAt: null,
    };
    const writtenAt = performance.now();
    thread.sent.push({ id: ref.id, senderId: sender.uid, text, writtenAt });
    await setDoc(ref, message);
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(done: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) return false;
    await wait(500);
  }
  return true;
}

const delivered = (thread: Thread) =>
  thread.sent.every((message) => {
    const recipient = message.senderId === thread.customer.uid ? thread.provider : thread.customer;
    return thread.arrivals.get(recipient.uid)?.some((arrival) => arrival.id === message.id);
  });

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Every problem found, one line each. */
const problems: string[] = [];

function checkDelivery(thread: Thread, latencies: number[]) {
  for (const person of [thread.customer, thread.provider]) {
    const expected = thread.sent.filter((message) => message.senderId !== person.uid);
    const arrivals = thread.arrivals.get(person.uid) ?? [];
    const arrivedIds = arrivals.map((arrival) => arrival.id);
    if (arrivedIds.join() !== expected.map((message) => message.id).join()) {
      const missing = expected.filter((message) => !arrivedIds.includes(message.id)).length;
      problems.push(
        `${thread.id}: ${person.uid} got ${arrivedIds.length}/${expected.length} messages` +
          (missing === 0 ? ', out of order' : `, ${missing} missing`),
      );
    }
    // The thread as the listener shows it: the newest messages, in sending order, intact.
    const shown = thread.latest.get(person.uid) ?? [];
    const newest = thread.sent.slice(-LISTEN_LIMIT);
    const intact =
      shown.length === newest.length &&
      shown.every(
        (message, index) =>
          message.id === newest[index]?.id &&
          message.senderId === newest[index]?.senderId &&
          message.text === newest[index]?.text,
      );
    if (!intact) problems.push(`${thread.id}: ${person.uid}'s thread is not the sent one`);
    for (const arrival of arrivals) {
      const message = thread.sent.find((sent) => sent.id === arrival.id);
      if (message) latencies.push(arrival.at - message.writtenAt);
    }
  }
}

/**
 * What the triggers must have written: each side has the other's messages unread (25 of 50),
 * until the customer reads the thread (0); a provider's `unreadCounts` sums their threads.
 */
function expectedCounts(threads: Thread[], customersRead: boolean) {
  const fromCustomer = Math.ceil(MESSAGES / 2);
  const fromProvider = customersRead ? 0 : Math.floor(MESSAGES / 2);
  const perUser = new Map<string, number>();
  for (const thread of threads) {
    perUser.set(thread.customer.uid, fromProvider);
    perUser.set(thread.provider.uid, (perUser.get(thread.provider.uid) ?? 0) + fromCustomer);
  }
  return { fromCustomer, fromProvider, perUser };
}

/**
 * Whether the conversations, `unreadCounts` and new_message notifications are exactly what
 * they must be (one notification per side and thread: its run of unread messages started
 * once); with `report`, every difference joins `problems`.
 */
async function countsRight(threads: Thread[], customersRead: boolean, report: boolean) {
  const { fromCustomer, fromProvider, perUser } = expectedCounts(threads, customersRead);
  const wrong: string[] = [];
  const conversations = await adminDb.getAll(
    ...threads.map((thread) => adminDb.doc(`conversations/${thread.id}`)),
  );
  conversations.forEach((snapshot, index) => {
    const thread = threads[index] as Thread;
    const unread = snapshot.get('unread') as Record<string, number> | undefined;
    if (
      unread?.[thread.customer.uid] !== fromProvider ||
      unread?.[thread.provider.uid] !== fromCustomer
    ) {
      wrong.push(`${thread.id}: unread ${JSON.stringify(unread)}`);
    }
    if (snapshot.get('lastMessage.id') !== thread.sent.at(-1)?.id) {
      wrong.push(`${thread.id}: lastMessage is not the last message`);
    }
  });
  const counts = await adminDb.getAll(
    ...[...perUser.keys()].map((uid) => adminDb.doc(`unreadCounts/${uid}`)),
  );
  counts.forEach((snapshot) => {
    const expected = perUser.get(snapshot.id);
    if (snapshot.get('messages') !== expected) {
      wrong.push(`unreadCounts/${snapshot.id}: ${snapshot.get('messages')} ≠ ${expected}`);
    }
  });
  const people = [...new Set(threads.flatMap((thread) => [thread.customer, thread.provider]))];
  const notified = new Map<string, number>();
  for (const person of people) {
    const items = await adminDb
      .collection(`notifications/${person.uid}/items`)
      .where('kind', '==', 'new_message')
      .get();
    for (const item of items.docs) {
      const key = `${person.uid} ${item.get('params.conversationId')}`;
      notified.set(key, (notified.get(key) ?? 0) + 1);
    }
  }
  for (const thread of threads) {
    for (const person of [thread.customer, thread.provider]) {
      const count = notified.get(`${person.uid} ${thread.id}`) ?? 0;
      if (count !== 1)
        wrong.push(`${thread.id}: ${count} new_message notifications to ${person.uid}`);
    }
  }
  if (report) problems.push(...wrong);
  return wrong.length === 0;
}

/** Waits for the triggers to catch up; reports what is still wrong after `SETTLE_MS`. */
async function settle(threads: Thread[], customersRead: boolean) {
  const start = performance.now();
  const right = await until(() => countsRight(threads, customersRead, false), SETTLE_MS);
  if (!right) await countsRight(threads, customersRead, true);
  const seconds = (performance.now() - start) / 1000;
  return right
    ? `exact after ${seconds.toFixed(1)} s`
    : `still wrong after ${seconds.toFixed(0)} s`;
}

async function cleanup(people: Person[], threads: Thread[]) {
  for (const thread of threads) for (const stop of thread.unsubscribe) stop();
  await Promise.all(people.map((person) => deleteApp(person.app)));
  for (const thread of threads) {
    await adminDb.recursiveDelete(adminDb.doc(`conversations/${thread.id}`));
  }
  for (const person of people) {
    await adminDb.recursiveDelete(adminDb.doc(`notifications/${person.uid}`));
    await adminDb.recursiveDelete(adminDb.doc(`profiles/${person.uid}`));
    await adminDb.doc(`unreadCounts/${person.uid}`).delete();
    await adminDb.doc(`users/${person.uid}`).delete();
    await adminAuth.deleteUser(person.uid);
  }
}

async function main(): Promise<number> {
  console.log(
    `${CONVERSATIONS} conversations × ${MESSAGES} messages, ${PROVIDERS} providers (run ${run})`,
  );
  const providers = await Promise.all(
    Array.from({ length: PROVIDERS }, (_, n) => signedIn(`bench-p${n}-${run}`, `Provider${n}`)),
  );
  const customers = await Promise.all(
    Array.from({ length: CONVERSATIONS }, (_, n) => signedIn(`bench-c${n}-${run}`, `Client${n}`)),
  );
  const threads = await Promise.all(
    customers.map((customer, n) => openThread(customer, providers[n % PROVIDERS] as Person)),
  );

  const started = performance.now();
  const outcomes = await Promise.allSettled(threads.map(converse));
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'rejected') {
      problems.push(`${threads[index]?.id}: a write failed: ${String(outcome.reason)}`);
    }
  });
  const writeSeconds = (performance.now() - started) / 1000;
  await until(() => threads.every(delivered), DELIVERY_TIMEOUT_MS);
  const latencies: number[] = [];
  for (const thread of threads) checkDelivery(thread, latencies);
  latencies.sort((a, b) => a - b);

  // The triggers' work: counts, last messages and notifications, then each customer reads
  // their thread as the app does on opening it, and their counts clear.
  const afterWrites = await settle(threads, false);
  await Promise.all(
    threads.map((thread) =>
      updateDoc(doc(thread.customer.db, `conversations/${thread.id}`), {
        [`readAt.${thread.customer.uid}`]: serverTimestamp(),
      }),
    ),
  );
  const afterReads = await settle(threads, true);

  const total = CONVERSATIONS * MESSAGES;
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(`\nWrote ${total} messages in ${writeSeconds.toFixed(1)} s`);
  console.log(
    `Delivery latency (write → other side's listener), ${latencies.length} deliveries:` +
      ` p50 ${ms(percentile(latencies, 50))}, p90 ${ms(percentile(latencies, 90))},` +
      ` p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? NaN)}`,
  );
  console.log(`Unread counts, last messages, notifications: ${afterWrites} (after the writes),`);
  console.log(`  ${afterReads} (after the customers read)`);
  await cleanup([...providers, ...customers], threads);
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):\n${problems.slice(0, 50).join('\n')}`);
    return 1;
  }
  console.log('All messages delivered complete and in order; counts exact.');
  return 0;
}

process.exit(await main());
