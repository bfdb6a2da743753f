import { vi } from 'vitest';

/**
 * A small in-memory Firestore for the admin routes' unit tests: documents by path, `get`,
 * `getAll`, `set`, `create`, `update`, `delete`, transactions (applied at once), auto ids,
 * `count()` and an ordered `limit()` list of a collection.
 */
export function fakeFirestore() {
  const docs = new Map<string, Record<string, unknown>>();
  let nextId = 0;

  const snapshot = (path: string) => {
    const data = docs.get(path);
    return {
      id: path.split('/').pop() ?? '',
      exists: data !== undefined,
      data: () => data,
      get: (field: string) => data?.[field],
    };
  };

  const ref = (path: string) => ({
    path,
    id: path.split('/').pop() ?? '',
    get: vi.fn(async () => snapshot(path)),
    set: vi.fn(async (data: Record<string, unknown>) => void docs.set(path, data)),
    create: vi.fn(async (data: Record<string, unknown>) => {
      if (docs.has(path)) throw new Error(`${path} exists`);
      docs.set(path, data);
    }),
  });
  type Ref = ReturnType<typeof ref>;

  const inCollection = (name: string) =>
    [...docs.keys()].filter((path) => path.startsWith(`${name}/`) && path.split('/').length === 2);

  const collection = (name: string) => {
    const list = {
      orderBy: () => list,
      limit: (count: number) => ({
        get: async () => ({ docs: inCollection(name).sort().slice(0, count).map(snapshot) }),
      }),
      count: () => ({ get: async () => ({ data: () => ({ count: inCollection(name).length }) }) }),
      doc: () => ref(`${name}/auto${String(nextId++).padStart(4, '0')}`),
    };
    return list;
  };

  const db = {
    doc: ref,
    collection,
    getAll: async (...refs: Ref[]) => refs.map((each) => snapshot(each.path)),
    runTransaction: async <T>(work: (transaction: unknown) => Promise<T>): Promise<T> =>
      work({
        get: async (each: Ref) => snapshot(each.path),
        set: (each: Ref, data: Record<string, unknown>) => docs.set(each.path, data),
        create: (each: Ref, data: Record<string, unknown>) => docs.set(each.path, data),
        update: (each: Ref, data: Record<string, unknown>) =>
          docs.set(each.path, { ...docs.get(each.path), ...data }),
        delete: (each: Ref) => docs.delete(each.path),
      }),
  };

  /** The documents of a collection, by id. */
  const all = (name: string): Record<string, Record<string, unknown>> =>
    Object.fromEntries(
      inCollection(name).map((path) => [path.split('/')[1] ?? '', docs.get(path) ?? {}]),
    );

  return { db, docs, all };
}
