// The category reindex job and the contacts triggers under the emulators (functions loaded
// from functions/lib: run `npm run build -w functions` first).
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb, eventually } from './emulators';

const run = randomUUID().slice(0, 8);
const created: string[] = [];

async function write(path: string, data: Record<string, unknown>) {
  created.push(path);
  await adminDb.doc(path).set(data);
}

const isContact = (profileId: string, contactId: string) =>
  adminDb
    .doc(`profiles/${profileId}/contacts/${contactId}`)
    .get()
    .then((doc) => doc.exists);

/** Lets pending triggers run, then checks nothing was linked. */
async function stillStrangers(a: string, b: string) {
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect(await isContact(a, b)).toBe(false);
  expect(await isContact(b, a)).toBe(false);
}

afterAll(async () => {
  const writer = adminDb.bulkWriter();
  for (const path of created.reverse()) writer.delete(adminDb.doc(path));
  await writer.close();
});

describe('category reindex', () => {
  it('reindexes all 25 providers of a category in pages of 10, resuming from its cursor', async () => {
    const slug = `it-reindex-${run}`;
    const category = {
      name: { fr: 'Métier paginé', en: 'Paged trade' },
      description: { fr: 'Test' },
      icon: 'build',
      order: 98,
      active: false,
      keywords: ['zinguerie'],
    };
    // The page size is kept in the category's job document (an operator's setting).
    await write(`categoryReindexJobs/${slug}`, { runId: 'setup', pageSize: 10, done: true });
    await write(`categories/${slug}`, category);
    const ids = Array.from({ length: 25 }, (_, index) => `it-paged-${run}-${index}`);
    for (const id of ids) {
      await write(`providers/${id}`, {
        displayName: 'Paul Test',
        headline: { fr: 'Artisan' },
        categories: [slug],
        specialties: [],
        city: 'Douala',
      });
    }
    const tokens = () =>
      Promise.all(ids.map((id) => adminDb.doc(`providers/${id}`).get())).then((docs) =>
        docs.map((doc) => (doc.get('searchTokens') as string[] | undefined) ?? []),
      );
    await eventually(tokens, (all) => all.every((list) => list.includes('zinguerie')));
    // The category's creation started a first job; let it finish.
    const job = () => adminDb.doc(`categoryReindexJobs/${slug}`).get();
    const first = await eventually(job, (doc) => doc.get('runId') !== 'setup' && doc.get('done'));

    await adminDb.doc(`categories/${slug}`).update({ keywords: ['couverture'] });
    const second = await eventually(
      job,
      (doc) => doc.get('runId') !== first.get('runId') && doc.get('done') === true,
    );
    // 25 providers in runs of at most 10: three pages, each started by the previous one.
    expect(second.data()).toMatchObject({ pageSize: 10, processed: 25 });
    const after = await tokens();
    expect(after.every((list) => list.includes('couverture') && !list.includes('zinguerie'))).toBe(
      true,
    );
  }, 120_000);
});

describe('contacts', () => {
  const customer = `it-customer-${run}`;
  const provider = `it-provider-${run}`;

  it('a booking links its parties only once the provider confirms it', async () => {
    const booking = `bookings/it-booking-${run}`;
    await write(booking, { customerId: customer, providerId: provider, status: 'pending' });
    await stillStrangers(customer, provider);
    await adminDb.doc(booking).update({ status: 'confirmed' });
    await eventually(() => isContact(customer, provider), Boolean);
    expect(await isContact(provider, customer)).toBe(true);
  });

  it('a quote links its customer to the provider who answers it, not before', async () => {
    const other = `it-quoted-${run}`;
    const quote = `quotes/it-quote-${run}`;
    await write(quote, { customerId: customer, providerId: null, status: 'pending' });
    // The request reaches the provider (the api creates the response `requested`)…
    const response = `${quote}/responses/${other}`;
    await write(response, { customerId: customer, providerId: other, status: 'requested' });
    await stillStrangers(customer, other);
    // …and only the provider's quote makes them contacts.
    await adminDb.doc(response).update({ totalFCFA: 10_000, status: 'sent' });
    await eventually(() => isContact(other, customer), Boolean);
    expect(await isContact(customer, other)).toBe(true);
  });

  it('a conversation links its participants on the first reply, not on the first message', async () => {
    const other = `it-chat-${run}`;
    const conversation = `conversations/it-conversation-${run}`;
    await write(conversation, { participants: [customer, other] });
    await write(`${conversation}/messages/m1`, { senderId: customer, text: 'Bonjour' });
    await write(`${conversation}/messages/m2`, { senderId: customer, text: 'Vous êtes là ?' });
    await stillStrangers(customer, other);
    await write(`${conversation}/messages/m3`, { senderId: other, text: 'Oui' });
    await eventually(() => isContact(customer, other), Boolean);
    expect(await isContact(other, customer)).toBe(true);
    const writers = (await adminDb.doc(conversation).get()).get('writers') as string[];
    expect([...writers].sort()).toEqual([customer, other].sort());
  });
});
