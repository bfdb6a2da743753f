import { PROVIDER_LIMITS } from '@marketplace/domain';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminDb } from '../lib/admin';
import {
  categoryWordsChanged,
  providerCategorySlugs,
  providerIndexUpdate,
  type ProviderIndexUpdate,
} from './providerIndex';

/**
 * Keeps `providers/{uid}.searchTokens`, `priceFromFCFA` and `geo.geohash` in step with the
 * provider, its services and its categories (DESIGN §2: a client never writes the tokens).
 *
 * The recomputation runs in a transaction that reads the provider, its services and its
 * categories: when two runs race (a provider and its services written together), the one
 * that read an older state is retried, so the last word is always the current state. It
 * writes only what differs, so its own write triggers one more run that writes nothing.
 */
export async function reindexProvider(
  db: Firestore,
  providerId: string,
): Promise<ProviderIndexUpdate | null> {
  const ref = db.doc(`providers/${providerId}`);
  return db.runTransaction(async (transaction) => {
    const provider = await transaction.get(ref);
    if (!provider.exists) return null;
    const services = await transaction.get(
      ref.collection('services').limit(PROVIDER_LIMITS.services),
    );
    const slugs = providerCategorySlugs(provider.data());
    const categories = slugs.length
      ? await transaction.getAll(...slugs.map((slug) => db.doc(`categories/${slug}`)))
      : [];
    const update = providerIndexUpdate(
      provider.data(),
      services.docs.map((service) => service.data()),
      categories
        .filter((category) => category.exists)
        .map((category) => ({ slug: category.id, data: category.data() })),
    );
    if (update) transaction.update(ref, { ...update });
    return update;
  });
}

/** Providers re-tokenised per page when a category's words change, and at most how many. */
export const CATEGORY_PAGE_SIZE = 100;
export const CATEGORY_MAX_PROVIDERS = 5000;
/** Transactions at once: enough to be quick, few enough not to contend on the category. */
const CONCURRENCY = 8;

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(run));
  }
}

/**
 * Re-tokenises the providers of a category, page by page (ordered by id, so each page starts
 * after the last one), up to CATEGORY_MAX_PROVIDERS. Uses `categories` rather than the
 * `c:<slug>` token so that a provider whose tokens were never computed is caught too.
 * Returns how many providers changed.
 */
export async function reindexCategory(db: Firestore, slug: string): Promise<number> {
  let changed = 0;
  let last: string | undefined;
  for (let seen = 0; seen < CATEGORY_MAX_PROVIDERS;) {
    let query = db
      .collection('providers')
      .where('categories', 'array-contains', slug)
      .orderBy(FieldPath.documentId())
      .select()
      .limit(CATEGORY_PAGE_SIZE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    await inBatches(page.docs, CONCURRENCY, async (provider) => {
      if (await reindexProvider(db, provider.id)) changed += 1;
    });
    seen += page.size;
    last = page.docs.at(-1)?.id;
    if (page.size < CATEGORY_PAGE_SIZE) break;
  }
  return changed;
}

const region = 'us-central1';

export const searchTokensOnProviderWritten = onDocumentWritten(
  { document: 'providers/{providerId}', region },
  async (event) => {
    if (!event.data?.after.exists) return;
    await reindexProvider(adminDb(), event.params.providerId);
  },
);

/** A service's title and price count; a deleted service no longer does. */
export const searchTokensOnServiceWritten = onDocumentWritten(
  { document: 'providers/{providerId}/services/{serviceId}', region },
  async (event) => {
    await reindexProvider(adminDb(), event.params.providerId);
  },
);

/** A category's names and keywords are words of its providers (not its order or icon). */
export const searchTokensOnCategoryWritten = onDocumentWritten(
  { document: 'categories/{slug}', region },
  async (event) => {
    if (!categoryWordsChanged(event.data?.before.data(), event.data?.after.data())) return;
    await reindexCategory(adminDb(), event.params.slug);
  },
);
