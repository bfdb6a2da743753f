// The search-token triggers under the emulators (functions loaded from functions/lib: run
// `npm run build -w functions` first). Needs the seeded categories (`npm run seed`).
import { randomUUID } from 'node:crypto';
import {
  geohashOf,
  NEW_PROVIDER_STANDING,
  textQuery,
  type ProviderProfile,
} from '@marketplace/domain';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb, documentEventually } from './emulators';

const run = randomUUID().slice(0, 8);
const DOUALA = { lat: 4.0483, lng: 9.6985 };
const week = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const created: string[] = [];

function profile(changes: Partial<ProviderProfile>): ProviderProfile {
  return {
    displayName: 'Test Provider',
    headline: { fr: 'Artisan' },
    about: { fr: 'Test du déclencheur.' },
    categories: ['plumbing'],
    specialties: [],
    experienceYears: 3,
    city: 'Douala',
    country: 'CM',
    geo: { ...DOUALA, geohash: 'wrong' },
    availability: week,
    portfolio: [],
    languages: ['fr'],
    contact: { phone: '+237677000000' },
    ...changes,
  };
}

/** A provider as the onboarding form creates it: no tokens yet. */
async function createProvider(id: string, changes: Partial<ProviderProfile>) {
  created.push(`providers/${id}`);
  await adminDb.doc(`providers/${id}`).set({
    ...profile(changes),
    ...NEW_PROVIDER_STANDING,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

async function addService(providerId: string, id: string, data: Record<string, unknown>) {
  created.push(`providers/${providerId}/services/${id}`);
  await adminDb.doc(`providers/${providerId}/services/${id}`).set({
    category: 'plumbing',
    durationMinutes: 60,
    description: { fr: '' },
    ...data,
  });
}

const tokensOf = (snapshot: DocumentSnapshot) =>
  (snapshot.get('searchTokens') as string[] | undefined) ?? [];
const hasTokens =
  (...tokens: string[]) =>
  (snapshot: DocumentSnapshot) =>
    tokens.every((token) => tokensOf(snapshot).includes(token));

/** The ids a search for `text` (optionally in a category) finds in Douala. */
async function search(text: string, category?: string): Promise<string[]> {
  const { token } = textQuery(text, category);
  const found = await adminDb
    .collection('providers')
    .where('searchTokens', 'array-contains', token)
    .where('city', '==', 'Douala')
    .orderBy('rating', 'desc')
    .orderBy('reviewCount', 'desc')
    .limit(200)
    .get();
  return found.docs.map((doc) => doc.id);
}

afterAll(async () => {
  const writer = adminDb.bulkWriter();
  for (const path of created.reverse()) writer.delete(adminDb.doc(path));
  await writer.close();
});

describe('search-token triggers', () => {
  const plumber = `it-plumber-${run}`;
  const electrician = `it-electrician-${run}`;

  it('give a new provider and its services tokens, a price from and a geohash', async () => {
    await createProvider(plumber, {
      displayName: 'Ange Mbarga',
      headline: { fr: 'Plombier à Bonabéri', en: 'Plumber in Bonaberi' },
    });
    await addService(plumber, 's01', {
      title: { fr: 'Détartrage de chauffe-eau', en: 'Water heater descaling' },
      priceFCFA: 12_000,
      unit: 'fixed',
    });
    await addService(plumber, 's02', {
      title: { fr: 'Rénovation de salle de bains' },
      priceFCFA: 0,
      unit: 'quote',
    });

    const snapshot = await documentEventually(
      `providers/${plumber}`,
      (doc) =>
        hasTokens('plombier', 'plumber', 'mbarga', 'detartrage', 'renovation')(doc) &&
        doc.get('priceFromFCFA') === 12_000,
    );
    expect(snapshot.get('geo.geohash')).toBe(geohashOf(DOUALA));
    expect(tokensOf(snapshot)).toEqual(
      expect.arrayContaining(['c:plumbing', 'plumbing:plombier', 'plumbing:plumber', 'bonaberi']),
    );
  });

  it('find the plumber by "plombier" and "plumber", also within plumbing', async () => {
    for (const text of ['plombier', 'Plumber', 'plombiers']) {
      expect(await search(text), text).toContain(plumber);
      expect(await search(text, 'plumbing'), text).toContain(plumber);
      expect(await search(text, 'electricity'), text).not.toContain(plumber);
    }
  });

  it('find an électricien by "electricien" and "electrician"', async () => {
    await createProvider(electrician, {
      displayName: 'Awa Ndiaye',
      headline: { fr: 'Électricienne en bâtiment' },
      categories: ['electricity'],
    });
    // No service with a price: the trigger sets "price from" to null (never the owner).
    await documentEventually(
      `providers/${electrician}`,
      (doc) => hasTokens('electricien', 'c:electricity')(doc) && doc.get('priceFromFCFA') === null,
    );
    for (const text of ['electricien', 'Électricien', 'electrician']) {
      expect(await search(text), text).toContain(electrician);
      expect(await search(text), text).not.toContain(plumber);
    }
    expect(await search('plombier')).not.toContain(electrician);
  });

  it('follow a renamed or deleted service and the price it set', async () => {
    await addService(plumber, 's03', {
      title: { fr: 'Pose de robinetterie' },
      priceFCFA: 8_000,
      unit: 'hour',
    });
    await documentEventually(
      `providers/${plumber}`,
      (doc) => hasTokens('robinetterie')(doc) && doc.get('priceFromFCFA') === 8_000,
    );
    await adminDb.doc(`providers/${plumber}/services/s03`).delete();
    await adminDb.doc(`providers/${plumber}/services/s01`).update({ title: { fr: 'Vidange' } });
    const snapshot = await documentEventually(
      `providers/${plumber}`,
      (doc) =>
        hasTokens('vidange')(doc) &&
        !tokensOf(doc).includes('robinetterie') &&
        !tokensOf(doc).includes('detartrage'),
    );
    expect(snapshot.get('priceFromFCFA')).toBe(12_000);
  });

  it('follow a change of category keywords', async () => {
    const slug = `it-trade-${run}`;
    const provider = `it-trades-${run}`;
    created.push(`categories/${slug}`);
    await adminDb.doc(`categories/${slug}`).set({
      name: { fr: 'Métier de test', en: 'Test trade' },
      description: { fr: 'Catégorie du test d’intégration' },
      icon: 'build',
      order: 99,
      active: false,
      keywords: ['zinguerie'],
    });
    await createProvider(provider, { categories: [slug], displayName: 'Paul Test' });
    await documentEventually(
      `providers/${provider}`,
      hasTokens('zinguerie', `c:${slug}`, 'metier'),
    );

    await adminDb.doc(`categories/${slug}`).update({ keywords: ['couverture', 'roofer'] });
    const snapshot = await documentEventually(
      `providers/${provider}`,
      (doc) => hasTokens('couverture', 'roofer')(doc) && !tokensOf(doc).includes('zinguerie'),
    );
    expect(tokensOf(snapshot)).toContain(`${slug}:roofer`);
  });

  it('stop once the provider is up to date (no trigger loop)', async () => {
    const path = `providers/${electrician}`;
    const before = await adminDb.doc(path).get();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const after = await adminDb.doc(path).get();
    expect(before.updateTime).toBeDefined();
    expect(after.updateTime?.valueOf()).toBe(before.updateTime?.valueOf());
  });
});
