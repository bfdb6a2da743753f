import type { Category } from '@marketplace/domain';
import { loadFirestore, type FirestoreHandle } from '../../shared/firebase/firestore';
import { useLiveQuery } from '../../shared/firebase/useLiveQuery';

/**
 * The categories the screen lists: the rules allow a list of at most 50 documents, and the
 * platform offers far fewer (the home and filters show the active ones, 50 at most too).
 */
export const ADMIN_CATEGORIES_LIMIT = 50;
export const ADMIN_CATEGORIES_KEY = 'categories:all';

/** All categories, active or not, in display order (single-field index, built in). */
export async function allCategoriesQuery({ fs, db }: FirestoreHandle) {
  const { adminCategoryConverter } = await import('./converters');
  return fs.query(
    fs.collection(db, 'categories').withConverter(adminCategoryConverter),
    fs.orderBy('order'),
    fs.limit(ADMIN_CATEGORIES_LIMIT),
  );
}

export function useAllCategories() {
  return useLiveQuery(ADMIN_CATEGORIES_KEY, allCategoriesQuery);
}

/** A category already uses this slug: a new one must choose another. */
export class SlugTakenError extends Error {
  readonly code = 'slug-taken';
  constructor(readonly slug: string) {
    super(`The category ${slug} already exists`);
    this.name = 'SlugTakenError';
  }
}

/**
 * Offline, Firestore would queue a write and only settle it once back online: the admin is told
 * at once instead, and the form keeps what was typed.
 */
function assertOnline() {
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    throw Object.assign(new Error('The browser is offline'), { code: 'unavailable' });
  }
}

export type WriteFailure = 'permission' | 'offline' | 'generic';

/** Why a write failed, as the screen explains it. */
export function writeFailureOf(error: unknown): WriteFailure {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'permission-denied' || code === 'unauthenticated') return 'permission';
  if (code === 'unavailable' || code === 'deadline-exceeded') return 'offline';
  if (typeof navigator !== 'undefined' && !navigator.onLine) return 'offline';
  return 'generic';
}

/**
 * Creates `categories/{slug}` with exactly the validated document; refuses (SlugTakenError) a
 * slug that already exists, which bookings and providers would then share.
 */
export async function createCategory(slug: string, category: Category): Promise<void> {
  assertOnline();
  const { fs, db } = await loadFirestore();
  const ref = fs.doc(db, 'categories', slug);
  if ((await fs.getDoc(ref)).exists()) throw new SlugTakenError(slug);
  await fs.setDoc(ref, category);
}

/** Replaces `categories/{slug}` with the validated document (which also drops stray fields). */
export async function saveCategory(slug: string, category: Category): Promise<void> {
  assertOnline();
  const { fs, db } = await loadFirestore();
  await fs.setDoc(fs.doc(db, 'categories', slug), category);
}

/** New `order` values, all written together so the list is never half reordered. */
export async function writeOrders(orders: readonly { slug: string; order: number }[]) {
  assertOnline();
  const { fs, db } = await loadFirestore();
  const batch = fs.writeBatch(db);
  for (const { slug, order } of orders) batch.update(fs.doc(db, 'categories', slug), { order });
  await batch.commit();
}

/** Shows (true) or hides (false) a category on the home page and in the filters. */
export async function setCategoryActive(slug: string, active: boolean): Promise<void> {
  assertOnline();
  const { fs, db } = await loadFirestore();
  await fs.updateDoc(fs.doc(db, 'categories', slug), { active });
}

export const isSlugTaken = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'slug-taken';
