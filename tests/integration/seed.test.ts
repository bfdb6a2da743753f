import {
  BOOKING_STATUSES,
  bookingLockIds,
  COUNTRY_CODES,
  CORE_CATEGORY_SLUGS,
  countRatings,
  providerSchema,
  ratingFigures,
  textQuery,
  type Stars,
} from '@marketplace/domain';
import { FieldPath } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { rebuildProviderStats } from '../../functions/src/triggers/providerStats';
import { seedFileStore } from '../../scripts/seed/verification';
import { adminAuth, adminDb } from './emulators';

describe('seeded demo data', () => {
  it('has the core categories with bilingual names', async () => {
    const categories = await adminDb.collection('categories').get();
    expect(categories.size).toBeGreaterThanOrEqual(8);
    const names = new Map(categories.docs.map((doc) => [doc.id, doc.get('name')]));
    for (const slug of CORE_CATEGORY_SLUGS) expect(names.get(slug)?.en).toBeTruthy();
    expect(names.get('plumbing')?.fr).toBe('Plomberie');
    expect(names.get('electricity')?.fr).toBe('Électricité');
  });

  it('has at least 40 providers over the 12 countries, several in Douala and Abidjan', async () => {
    const providers = await adminDb.collection('providers').get();
    expect(providers.size).toBeGreaterThanOrEqual(40);
    expect(new Set(providers.docs.map((doc) => doc.get('country')))).toEqual(
      new Set(COUNTRY_CODES),
    );
    const cities = providers.docs.map((doc) => doc.get('city'));
    expect(cities.filter((city) => city === 'Douala').length).toBeGreaterThanOrEqual(3);
    expect(cities.filter((city) => city === 'Abidjan').length).toBeGreaterThanOrEqual(3);
  });

  it('gives every provider the figures the ratings trigger computes', async () => {
    const [providers, reviews] = await Promise.all([
      adminDb.collection('providers').get(),
      adminDb.collection('reviews').where('hidden', '==', false).get(),
    ]);
    for (const provider of providers.docs.filter((doc) => doc.id.startsWith('seed-'))) {
      const ratings = reviews.docs
        .filter((review) => review.get('providerId') === provider.id)
        .map((review) => review.get('rating') as Stars);
      expect(
        {
          rating: provider.get('rating'),
          reviewCount: provider.get('reviewCount'),
          ratingCounts: provider.get('ratingCounts'),
        },
        provider.id,
      ).toEqual(ratingFigures(countRatings(ratings)));
    }
  });

  it('gives every review a completed, reviewed booking of the same id', async () => {
    // The seeded ones only: other test files write reviews of their own meanwhile.
    const reviews = await adminDb
      .collection('reviews')
      .orderBy(FieldPath.documentId())
      .startAt('seed-booking-')
      .endAt('seed-booking-\uf8ff')
      .limit(20)
      .get();
    expect(reviews.size).toBeGreaterThan(0);
    for (const review of reviews.docs) {
      const booking = await adminDb.doc(`bookings/${review.id}`).get();
      expect(booking.get('status')).toBe('completed');
      expect(booking.get('reviewed')).toBe(true);
      expect(booking.get('providerId')).toBe(review.get('providerId'));
      expect(review.get('hidden')).toBe(false);
    }
  });

  it('gives the demo customer a booking in every state, pending and confirmed ones with their locks', async () => {
    const own = await adminDb
      .collection('bookings')
      .where('customerId', '==', 'demo-customer')
      .where('providerId', 'in', ['seed-provider-01', 'seed-provider-02'])
      .limit(50)
      .get();
    const seeded = own.docs.filter((doc) => doc.id.startsWith('seed-demo-booking-'));
    expect(new Set(seeded.map((doc) => doc.get('status')))).toEqual(new Set(BOOKING_STATUSES));
    for (const booking of seeded.filter((doc) =>
      ['pending', 'confirmed'].includes(doc.get('status')),
    )) {
      const lockIds = bookingLockIds(
        booking.get('providerId'),
        booking.get('startAt').toDate(),
        booking.get('durationMinutes'),
      );
      const locks = await adminDb.getAll(...lockIds.map((id) => adminDb.doc(`bookingLocks/${id}`)));
      for (const lock of locks) expect(lock.get('bookingId'), lock.id).toBe(booking.id);
    }
    const reported = await adminDb
      .collection('bookings')
      .where('needsAttention', '==', true)
      .orderBy('updatedAt', 'desc')
      .limit(20)
      .get();
    expect(reported.docs.map((doc) => doc.id)).toContain('seed-demo-booking-reported');
  });

  it.each(['seed-provider-02', 'seed-provider-10'])(
    "writes %s's dashboard figures as the providerStats trigger rebuilds them",
    async (providerId) => {
      const seededAt = (await adminDb.doc('meta/seed').get()).get('seededAt').toDate();
      const stored = (await adminDb.doc(`providerStats/${providerId}`).get()).data();
      expect(stored?.statusCounts.completed).toBeGreaterThan(0);
      await rebuildProviderStats(adminDb, providerId, seededAt);
      const rebuilt = (await adminDb.doc(`providerStats/${providerId}`).get()).data();
      expect({ ...rebuilt, updatedAt: null }).toEqual({ ...stored, updatedAt: null });
    },
  );

  it('gives the demo customer payments in every state, their bookings to match', async () => {
    const payments = await adminDb
      .collection('payments')
      .orderBy(FieldPath.documentId())
      .startAt('seedPayment')
      .endAt('seedPayment\uf8ff')
      .get();
    const states = payments.docs.map((doc) => `${doc.get('method')}:${doc.get('status')}`);
    expect(new Set(states)).toEqual(
      new Set([
        'orange_money:success',
        'mtn_momo:failed',
        'mtn_momo:expired',
        'cash:pending',
        'bank_transfer:pending',
        'card:success',
        'mtn_momo:success',
      ]),
    );
    for (const payment of payments.docs) {
      const events = await payment.ref.collection('events').get();
      expect(
        events.docs.map((doc) => doc.get('type')),
        payment.id,
      ).toContain('initiated');
      const bookingId = payment.get('bookingId') as string | null;
      if (!bookingId) continue;
      const booking = await adminDb.doc(`bookings/${bookingId}`).get();
      if (booking.get('paymentId') !== payment.id) continue;
      expect(booking.get('paymentMethod'), bookingId).toBe(payment.get('method'));
      expect(booking.get('paymentStatus'), bookingId).toBe(
        payment.get('status') === 'expired' ? 'failed' : payment.get('status'),
      );
    }
    const links = await adminDb
      .collection('paymentLinks')
      .where('creatorId', '==', 'seed-provider-01')
      .orderBy('createdAt', 'desc')
      .limit(20)
      .get();
    const seededLinks = links.docs.filter((doc) => doc.id.startsWith('seedLink'));
    expect(seededLinks.map((doc) => doc.get('status')).sort()).toEqual(['active', 'paid']);
  });

  it('gives categories search keywords in both languages', async () => {
    const plumbing = await adminDb.doc('categories/plumbing').get();
    expect(plumbing.get('keywords')).toEqual(expect.arrayContaining(['plombier', 'plumber']));
    const electricity = await adminDb.doc('categories/electricity').get();
    expect(electricity.get('keywords')).toEqual(
      expect.arrayContaining(['électricien', 'electrician']),
    );
  });

  it('writes complete, valid provider documents, searchable at once', async () => {
    const providers = await adminDb.collection('providers').get();
    for (const provider of providers.docs.filter((doc) => doc.id.startsWith('seed-'))) {
      const parsed = providerSchema.safeParse(provider.data());
      expect(parsed.success, `${provider.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(provider.get('searchTokens').length, provider.id).toBeGreaterThan(0);
      expect(provider.get('availability'), provider.id).toBeTruthy();
    }
  });

  it('finds the Douala plumbers by "plombier" and by "plumber"', async () => {
    const doualaPlumbers = async (text: string) => {
      const { token } = textQuery(text, 'plumbing');
      const found = await adminDb
        .collection('providers')
        .where('searchTokens', 'array-contains', token)
        .where('city', '==', 'Douala')
        .limit(20)
        .get();
      return found.docs.map((doc) => doc.id).filter((id) => id.startsWith('seed-'));
    };
    const french = await doualaPlumbers('plombier');
    expect(french.length).toBeGreaterThanOrEqual(2);
    expect(french).toContain('seed-provider-01');
    expect(await doualaPlumbers('plumber')).toEqual(french);
    const provider = await adminDb.doc('providers/seed-provider-01').get();
    expect(provider.get('searchTokens')).toEqual(expect.arrayContaining(['plombier', 'plumber']));
  });

  it('finds the electricians by "electricien" without its accent', async () => {
    const found = await adminDb
      .collection('providers')
      .where('searchTokens', 'array-contains', textQuery('electricien').token)
      .limit(20)
      .get();
    expect(found.size).toBeGreaterThan(0);
    for (const provider of found.docs) {
      expect(provider.get('categories'), provider.id).toContain('electricity');
    }
  });

  it('gives the providers verification requests that agree with their public fields, files stored', async () => {
    const store = seedFileStore();
    for (const uid of ['seed-provider-01', 'seed-provider-03', 'seed-provider-11']) {
      const [request, provider] = await Promise.all([
        adminDb.doc(`verificationRequests/${uid}`).get(),
        adminDb.doc(`providers/${uid}`).get(),
      ]);
      expect(provider.get('verificationStatus'), uid).toBe(request.get('level'));
      expect(provider.get('verified'), uid).toBe(request.get('level') === 'verified');
      for (const document of Object.values(
        request.get('documents') as Record<string, { files: { path: string; size: number }[] }>,
      )) {
        for (const file of document.files) {
          expect((await store.read(file.path))?.bytes.length, file.path).toBe(file.size);
        }
      }
    }
    const demo = await adminDb.doc('providers/seed-provider-01').get();
    expect(demo.get('verifiedOn')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(demo.get('criminalRecordCheckedOn')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const audit = await adminDb
      .collection('verificationAudit')
      .where('uid', '==', 'seed-provider-11')
      .orderBy('at')
      .limit(20)
      .get();
    expect(audit.docs.map((line) => `${line.get('kind')}:${line.get('to')}`)).toEqual([
      'identity:pending',
      'licence:pending',
      'identity:approved',
      'licence:in_progress',
      'licence:rejected',
    ]);
  });

  it('has published help articles in both languages and featured reviews', async () => {
    const help = await adminDb
      .collection('helpArticles')
      .where('published', '==', true)
      .limit(50)
      .get();
    expect(help.size).toBeGreaterThanOrEqual(6);
    for (const article of help.docs) expect(article.get('answer.en'), article.id).toBeTruthy();
    const featured = await adminDb
      .collection('reviews')
      .where('featured', '==', true)
      .where('hidden', '==', false)
      .limit(10)
      .get();
    expect(featured.size).toBeGreaterThanOrEqual(1);
  });

  it('creates the demo accounts with their role claims', async () => {
    const admin = await adminAuth.getUserByEmail('admin@example.com');
    const team = await adminAuth.getUserByEmail('equipe@example.com');
    const customer = await adminAuth.getUserByEmail('client@example.com');
    expect(admin.customClaims).toMatchObject({ admin: true });
    expect(team.customClaims).toMatchObject({ team: true });
    expect(customer.customClaims ?? {}).not.toHaveProperty('admin');
  });
});
