import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_PAGE_SIZE,
  jobPageSize,
  reindexCategoryPage,
  reindexProvider,
  startCategoryReindex,
  type CategoryReindexJob,
} from './searchTokens';

type Data = Record<string, unknown>;

/**
 * Just enough of Firestore for the triggers: documents by path, a provider's services, the
 * `categories array-contains` query paged by id, and transactions that apply their updates.
 */
function fakeDb(initial: Record<string, Data>) {
  const docs = new Map(Object.entries(initial));
  const updates: { path: string; data: Data }[] = [];
  const queries: { slug: string; after: string | undefined; limit: number }[] = [];

  const snapshot = (path: string) => ({
    id: path.split('/').at(-1) ?? '',
    exists: docs.has(path),
    data: () => docs.get(path),
  });
  const ref = (path: string) => ({
    path,
    get: async () => snapshot(path),
    set: async (data: Data) => void docs.set(path, data),
    collection: (name: string) => ({
      limit: (count: number) => ({ kind: 'children', prefix: `${path}/${name}/`, count }),
    }),
  });
  const children = (prefix: string, count: number) =>
    [...docs.keys()]
      .filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'))
      .sort()
      .slice(0, count)
      .map(snapshot);

  function providersQuery(slug: string, count = Infinity, after?: string) {
    const query = {
      orderBy: () => query,
      select: () => query,
      limit: (value: number) => providersQuery(slug, value, after),
      startAfter: (id: string) => providersQuery(slug, count, id),
      get: async () => {
        queries.push({ slug, after, limit: count });
        const found = [...docs.entries()]
          .filter(([path, data]) => {
            const categories = (data as { categories?: unknown }).categories;
            return (
              /^providers\/[^/]+$/.test(path) &&
              Array.isArray(categories) &&
              categories.includes(slug)
            );
          })
          .map(([path]) => snapshot(path))
          .filter((provider) => after === undefined || provider.id > after)
          .sort((a, b) => (a.id < b.id ? -1 : 1))
          .slice(0, count);
        return { docs: found, size: found.length };
      },
    };
    return query;
  }

  const db = {
    doc: ref,
    collection: () => ({
      where: (_field: string, _op: string, slug: string) => providersQuery(slug),
    }),
    runTransaction: async <T>(run: (transaction: unknown) => Promise<T>) => {
      const pending: { path: string; data: Data }[] = [];
      const result = await run({
        get: async (target: { path?: string; kind?: string; prefix: string; count: number }) =>
          target.kind === 'children'
            ? { docs: children(target.prefix, target.count) }
            : snapshot(target.path ?? ''),
        getAll: async (...refs: { path: string }[]) => refs.map((item) => snapshot(item.path)),
        update: (target: { path: string }, data: Data) => pending.push({ path: target.path, data }),
        set: (target: { path: string }, data: Data) => docs.set(target.path, data),
      });
      for (const write of pending) {
        updates.push(write);
        const current = { ...docs.get(write.path) };
        for (const [field, value] of Object.entries(write.data)) {
          if (field === 'geo.geohash') current.geo = { ...(current.geo as Data), geohash: value };
          else current[field] = value;
        }
        docs.set(write.path, current);
      }
      return result;
    },
  };
  return { db: db as unknown as Firestore, docs, updates, queries };
}

const category = {
  name: { fr: 'Plomberie', en: 'Plumbing' },
  keywords: ['plombier', 'plumber'],
};
const provider = (id: string) => ({
  displayName: `Plombier ${id}`,
  headline: { fr: 'Dépannage' },
  categories: ['plumbing'],
  specialties: [],
  city: 'Douala',
  geo: { lat: 4.05, lng: 9.7, geohash: 'wrong' },
  priceFromFCFA: 0,
});

describe('reindexProvider', () => {
  it('writes tokens, price and geohash once, then nothing', async () => {
    const { db, docs, updates } = fakeDb({
      'categories/plumbing': category,
      'providers/p1': provider('p1'),
      'providers/p1/services/s1': { title: { fr: 'Fuite' }, unit: 'fixed', priceFCFA: 9000 },
      'providers/p1/services/s2': { title: { fr: 'Devis' }, unit: 'quote', priceFCFA: 0 },
    });
    const first = await reindexProvider(db, 'p1');
    expect(first).toMatchObject({ priceFromFCFA: 9000, 'geo.geohash': expect.any(String) });
    expect(first?.searchTokens).toEqual(expect.arrayContaining(['plumber', 'fuite', 'p1']));
    expect(docs.get('providers/p1')).toMatchObject({ priceFromFCFA: 9000 });
    expect(await reindexProvider(db, 'p1')).toBeNull();
    expect(updates).toHaveLength(1);
  });

  it('does nothing for a deleted provider', async () => {
    const { db, updates } = fakeDb({
      'providers/gone/services/s1': { title: { fr: 'Fuite' }, unit: 'fixed', priceFCFA: 1 },
    });
    expect(await reindexProvider(db, 'gone')).toBeNull();
    expect(updates).toEqual([]);
  });
});

describe('reindexCategoryPage', () => {
  const PAGE = 10;
  const COUNT = 25;
  const job = (db: Firestore) =>
    db
      .doc('categoryReindexJobs/plumbing')
      .get()
      .then((doc) => doc.data() as CategoryReindexJob);

  function withProviders() {
    const initial: Record<string, Data> = { 'categories/plumbing': category };
    for (let index = 0; index < COUNT; index += 1) {
      const id = `p${String(index).padStart(3, '0')}`;
      initial[`providers/${id}`] = provider(id);
    }
    initial['providers/other'] = { ...provider('other'), categories: ['cleaning'] };
    return fakeDb(initial);
  }

  /** What the job trigger does: one page per write of the cursor, until done. */
  async function runToTheEnd(db: Firestore) {
    let runs = 0;
    for (let current = await job(db); !current.done; current = await job(db)) {
      runs += 1;
      expect(await reindexCategoryPage(db, 'plumbing', current)).not.toBeNull();
    }
    return runs;
  }

  it('re-tokenises every provider of the category, page after page, with no upper bound', async () => {
    const { db, docs, queries } = withProviders();
    await startCategoryReindex(db, 'plumbing', 'run-1', PAGE);
    expect(await runToTheEnd(db)).toBe(3);
    expect(queries).toEqual([
      { slug: 'plumbing', after: undefined, limit: PAGE },
      { slug: 'plumbing', after: 'p009', limit: PAGE },
      { slug: 'plumbing', after: 'p019', limit: PAGE },
    ]);
    expect(await job(db)).toMatchObject({ done: true, processed: COUNT, changed: COUNT });
    for (let index = 0; index < COUNT; index += 1) {
      const id = `p${String(index).padStart(3, '0')}`;
      expect(docs.get(`providers/${id}`)?.searchTokens, id).toContain('plumber');
    }
    expect(docs.get('providers/other')?.searchTokens).toBeUndefined();

    // New keywords reach every provider; an unchanged category changes nothing.
    docs.set('categories/plumbing', { ...category, keywords: ['sanitaire'] });
    await startCategoryReindex(db, 'plumbing', 'run-2', PAGE);
    await runToTheEnd(db);
    expect(docs.get('providers/p024')?.searchTokens).toContain('sanitaire');
    expect(docs.get('providers/p000')?.searchTokens).not.toContain('plumber');
    await startCategoryReindex(db, 'plumbing', 'run-3', PAGE);
    await runToTheEnd(db);
    expect(await job(db)).toMatchObject({ processed: COUNT, changed: 0 });
  });

  it('resumes from the cursor after a run that stopped midway', async () => {
    const { db, docs } = withProviders();
    await startCategoryReindex(db, 'plumbing', 'run-1', PAGE);
    await reindexCategoryPage(db, 'plumbing', await job(db));
    expect(await job(db)).toMatchObject({ after: 'p009', processed: PAGE, done: false });
    expect(docs.get('providers/p010')?.searchTokens).toBeUndefined();
    expect(await runToTheEnd(db)).toBe(2);
    expect(docs.get('providers/p024')?.searchTokens).toContain('plumber');
  });

  it('ignores a duplicate or stale event, and a run replaced by a newer change', async () => {
    const { db, queries } = withProviders();
    await startCategoryReindex(db, 'plumbing', 'run-1', PAGE);
    const first = await job(db);
    await reindexCategoryPage(db, 'plumbing', first);
    expect(await reindexCategoryPage(db, 'plumbing', first)).toBeNull();
    await startCategoryReindex(db, 'plumbing', 'run-2', PAGE);
    expect(await reindexCategoryPage(db, 'plumbing', first)).toBeNull();
    expect(queries).toHaveLength(1);
  });
});

describe('jobPageSize', () => {
  it('keeps a sensible stored page size, else the default', () => {
    expect(jobPageSize(10)).toBe(10);
    for (const stored of [undefined, 0, -1, 2.5, 501, '10']) {
      expect(jobPageSize(stored)).toBe(CATEGORY_PAGE_SIZE);
    }
  });
});
