import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '@marketplace/domain';
import { loadFirestore, type FirestoreHandle } from '../../shared/firebase/firestore';
import { fakeHandle } from '../../shared/firebase/testing';
import {
  ADMIN_CATEGORIES_LIMIT,
  allCategoriesQuery,
  createCategory,
  isSlugTaken,
  saveCategory,
  setCategoryActive,
  writeFailureOf,
  writeOrders,
} from './api';
import { adminCategoryConverter } from './converters';

vi.mock('../../shared/firebase/firestore', () => ({ loadFirestore: vi.fn() }));

/** Every write, in order: ['setDoc' | 'updateDoc', path, data] or ['batch', ...updates]. */
let writes: unknown[][];
/** Paths of the documents that exist, for reads. */
let existing: Set<string>;

function fakeFirestore(): FirestoreHandle {
  const fs = {
    doc: (_db: unknown, ...segments: string[]) => ({ path: segments.join('/') }),
    getDoc: async (ref: { path: string }) => ({ exists: () => existing.has(ref.path) }),
    setDoc: async (ref: { path: string }, data: unknown) => {
      writes.push(['setDoc', ref.path, data]);
    },
    updateDoc: async (ref: { path: string }, data: unknown) => {
      writes.push(['updateDoc', ref.path, data]);
    },
    writeBatch: () => {
      const operations: unknown[][] = [];
      return {
        update: (ref: { path: string }, data: unknown) =>
          operations.push(['update', ref.path, data]),
        commit: async () => {
          writes.push(['batch', ...operations]);
        },
      };
    },
  };
  return { fs, db: {} } as unknown as FirestoreHandle;
}

const masonry: Category = {
  name: { fr: 'Maçonnerie', en: 'Masonry' },
  description: { fr: 'Murs et dalles' },
  icon: 'construction',
  order: 8,
  active: true,
  keywords: ['maçon', 'mason'],
};

const setOnline = (online: boolean) =>
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);

beforeEach(() => {
  writes = [];
  existing = new Set(['categories/plumbing']);
  vi.mocked(loadFirestore).mockResolvedValue(fakeFirestore());
  setOnline(true);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('allCategoriesQuery', () => {
  it('reads every category, active or not, in order, through the validating converter', async () => {
    expect(await allCategoriesQuery(fakeHandle())).toEqual({
      ref: { collection: 'categories', converter: adminCategoryConverter },
      constraints: [
        ['orderBy', 'order'],
        ['limit', ADMIN_CATEGORIES_LIMIT],
      ],
    });
  });
});

describe('createCategory', () => {
  it('writes exactly the document to categories/{slug}', async () => {
    await createCategory('masonry', masonry);
    expect(writes).toEqual([['setDoc', 'categories/masonry', masonry]]);
  });

  it('refuses a slug that already exists, writing nothing', async () => {
    const error = await createCategory('plumbing', masonry).catch((caught: unknown) => caught);
    expect(isSlugTaken(error)).toBe(true);
    expect(writes).toEqual([]);
  });

  it('refuses to start offline, writing nothing', async () => {
    setOnline(false);
    const error = await createCategory('masonry', masonry).catch((caught: unknown) => caught);
    expect(writeFailureOf(error)).toBe('offline');
    expect(writes).toEqual([]);
  });
});

describe('saveCategory', () => {
  it('replaces the document with the validated one', async () => {
    await saveCategory('plumbing', { ...masonry, order: 0 });
    expect(writes).toEqual([['setDoc', 'categories/plumbing', { ...masonry, order: 0 }]]);
  });
});

describe('writeOrders', () => {
  it('writes the swapped orders in one batch', async () => {
    await writeOrders([
      { slug: 'plumbing', order: 1 },
      { slug: 'electricity', order: 0 },
    ]);
    expect(writes).toEqual([
      [
        'batch',
        ['update', 'categories/plumbing', { order: 1 }],
        ['update', 'categories/electricity', { order: 0 }],
      ],
    ]);
  });
});

describe('setCategoryActive', () => {
  it('changes only `active`', async () => {
    await setCategoryActive('plumbing', false);
    await setCategoryActive('plumbing', true);
    expect(writes).toEqual([
      ['updateDoc', 'categories/plumbing', { active: false }],
      ['updateDoc', 'categories/plumbing', { active: true }],
    ]);
  });
});

describe('writeFailureOf', () => {
  it('tells refusals, lost connections and the rest apart', () => {
    expect(writeFailureOf({ code: 'permission-denied' })).toBe('permission');
    expect(writeFailureOf({ code: 'unavailable' })).toBe('offline');
    expect(writeFailureOf(new Error('boom'))).toBe('generic');
    setOnline(false);
    expect(writeFailureOf(new Error('boom'))).toBe('offline');
  });
});
