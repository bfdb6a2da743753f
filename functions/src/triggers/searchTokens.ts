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

/** Providers re-tokenised per run of the category reindex (one page, then a hand-over). */
export const CATEGORY_PAGE_SIZE = 100;
/** Transactions at once: enough to be quick, few enough not to contend on the category. */
const CONCURRENCY = 8;
/** `categoryReindexJobs/{slug}`: the cursor of a category's reindex (functions only). */
export const CATEGORY_REINDEX_JOBS = 'categoryReindexJobs';

export interface CategoryReindexJob {
  /** A new change of the category starts a new run; an older run then stops. */
  runId: string;
  /** The last provider id done; null before the first page. */
  after: string | null;
  pageSize: number;
  processed: number;
  changed: number;
  done: boolean;
  updatedAtMs: number;
}

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(run));
  }
}

/** Starts (or restarts) the reindex of a category's providers from the first page. */
export async function startCategoryReindex(
  db: Firestore,
  slug: string,
  runId: string,
  pageSize = CATEGORY_PAGE_SIZE,
): Promise<void> {
  const job: CategoryReindexJob = {
    runId,
    after: null,
    pageSize,
    processed: 0,
    changed: 0,
    done: false,
    updatedAtMs: Date.now(),
  };
  await db.doc(`${CATEGORY_REINDEX_JOBS}/${slug}`).set(job);
}

const sameRun = (a: CategoryReindexJob | undefined, b: CategoryReindexJob) =>
  a !== undefined && a.runId === b.runId && a.after === b.after && !a.done;

/**
 * One page of a category's reindex: re-tokenises the next `pageSize` providers of the
 * category after the job's cursor (ordered by id; `categories` rather than the `c:<slug>`
 * token, so that a provider never tokenised is caught too), then moves the cursor, which
 * triggers the next page, or marks the job done. No provider is skipped and there is no
 * upper bound: a category of 50,000 providers takes 500 short runs. A duplicate or stale
 * event does nothing: only the run that still owns the cursor moves it.
 * Returns the job as left, or null when this event had nothing to do.
 */
export async function reindexCategoryPage(
  db: Firestore,
  slug: string,
  job: CategoryReindexJob,
): Promise<CategoryReindexJob | null> {
  const ref = db.doc(`${CATEGORY_REINDEX_JOBS}/${slug}`);
  if (!sameRun((await ref.get()).data() as CategoryReindexJob | undefined, job)) return null;
  let query = db
    .collection('providers')
    .where('categories', 'array-contains', slug)
    .orderBy(FieldPath.documentId())
    .select()
    .limit(job.pageSize);
  if (job.after) query = query.startAfter(job.after);
  const page = await query.get();
  let changed = 0;
  await inBatches(page.docs, CONCURRENCY, async (provider) => {
    if (await reindexProvider(db, provider.id)) changed += 1;
  });
  const next: CategoryReindexJob = {
    ...job,
    after: page.docs.at(-1)?.id ?? job.after,
    processed: job.processed + page.size,
    changed: job.changed + changed,
    done: page.size < job.pageSize,
    updatedAtMs: Date.now(),
  };
  return db.runTransaction(async (transaction) => {
    const current = (await transaction.get(ref)).data() as CategoryReindexJob | undefined;
    if (!sameRun(current, job)) return null;
    transaction.set(ref, next);
    return next;
  });
}

const region = 'us-central1';

// Every handler below recomputes from the current documents and writes only what differs,
// or moves a job only if it still owns it, so running one twice changes nothing: they are
// idempotent, and
// `retry: true` lets Cloud Functions redeliver an event whose run failed (quota, outage).
const triggerOptions = { region, retry: true, timeoutSeconds: 60, memory: '256MiB' } as const;

export const searchTokensOnProviderWritten = onDocumentWritten(
  { ...triggerOptions, document: 'providers/{providerId}' },
  async (event) => {
    if (!event.data?.after.exists) return;
    await reindexProvider(adminDb(), event.params.providerId);
  },
);

/** A service's title and price count; a deleted service no longer does. */
export const searchTokensOnServiceWritten = onDocumentWritten(
  { ...triggerOptions, document: 'providers/{providerId}/services/{serviceId}' },
  async (event) => {
    await reindexProvider(adminDb(), event.params.providerId);
  },
);

/** A page size kept in the job document (an operator's setting), else the default. */
export function jobPageSize(stored: unknown): number {
  return Number.isInteger(stored) && (stored as number) >= 1 && (stored as number) <= 500
    ? (stored as number)
    : CATEGORY_PAGE_SIZE;
}

/**
 * A category's names and keywords are words of its providers (not its order or icon): a
 * change starts a reindex job (the event id names the run, so a redelivery restarts nothing),
 * with the page size the previous job of that category had.
 */
export const searchTokensOnCategoryWritten = onDocumentWritten(
  { ...triggerOptions, document: 'categories/{slug}' },
  async (event) => {
    if (!categoryWordsChanged(event.data?.before.data(), event.data?.after.data())) return;
    const db = adminDb();
    const previous = await db.doc(`${CATEGORY_REINDEX_JOBS}/${event.params.slug}`).get();
    if (previous.get('runId') === event.id) return;
    await startCategoryReindex(
      db,
      event.params.slug,
      event.id,
      jobPageSize(previous.get('pageSize')),
    );
  },
);

/** Each write of the cursor runs the next page (a page of 100 takes seconds; 120 s is ample). */
export const searchTokensOnCategoryReindexJob = onDocumentWritten(
  { ...triggerOptions, timeoutSeconds: 120, document: `${CATEGORY_REINDEX_JOBS}/{slug}` },
  async (event) => {
    const job = event.data?.after.data() as CategoryReindexJob | undefined;
    if (!job || job.done) return;
    await reindexCategoryPage(adminDb(), event.params.slug, job);
  },
);
