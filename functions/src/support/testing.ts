import type { Firestore } from 'firebase-admin/firestore';

/**
 * A tiny in-memory Firestore for the assistant's unit tests: documents by path, and queries
 * (`where` == / array-contains, `orderBy`, `limit`, `select`) on a collection, each counted
 * in `reads` so that a test sees what was read.
 */
export function fakeFirestore(documents: Record<string, Record<string, unknown>> = {}) {
  const docs = new Map(Object.entries(documents));
  const reads: string[] = [];
  let failure: Error | null = null;

  type Filter = { field: string; op: string; value: unknown };

  const valueAt = (data: Record<string, unknown>, field: string): unknown =>
    field
      .split('.')
      .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);

  const matches = (data: Record<string, unknown>, { field, op, value }: Filter) => {
    const actual = valueAt(data, field);
    if (op === '==') return actual === value;
    if (op === 'array-contains') return Array.isArray(actual) && actual.includes(value);
    throw new Error(`fake Firestore: unsupported operator ${op}`);
  };

  const snapshotOf = (path: string) => ({
    id: path.split('/').pop() ?? '',
    data: () => docs.get(path) ?? {},
    ref: { path, collection: (name: string) => query(`${path}/${name}`, [], Infinity) },
  });

  function query(collection: string, filters: Filter[], limit: number): unknown {
    return {
      where: (field: string, op: string, value: unknown) =>
        query(collection, [...filters, { field, op, value }], limit),
      orderBy: () => query(collection, filters, limit),
      limit: (count: number) => query(collection, filters, count),
      select: () => query(collection, filters, limit),
      get: async () => {
        reads.push(collection);
        if (failure) throw failure;
        const depth = collection.split('/').length + 1;
        const found = [...docs.keys()]
          .filter((path) => path.startsWith(`${collection}/`) && path.split('/').length === depth)
          .sort()
          .filter((path) => filters.every((filter) => matches(docs.get(path) ?? {}, filter)))
          .slice(0, limit)
          .map(snapshotOf);
        return { docs: found, size: found.length, empty: found.length === 0 };
      },
    };
  }

  const db = { collection: (name: string) => query(name, [], Infinity) } as unknown as Firestore;
  return {
    db,
    docs,
    reads,
    /** Makes every read fail (Firestore unreachable), or work again with `null`. */
    fail(error: Error | null) {
      failure = error;
    },
  };
}
