import { describe, expect, it, vi } from 'vitest';
import type { FirestoreModule } from './firestore';
import { meteredFirestore, snapshotReads } from './readMeter';

const querySnapshot = (size: number, changes: number, fromCache = false) => ({
  metadata: { fromCache },
  size,
  docChanges: () => Array.from({ length: changes }),
});
const docSnapshot = (fromCache = false) => ({ metadata: { fromCache } });

describe('snapshotReads', () => {
  it('bills a first server result per document, at least one', () => {
    expect(snapshotReads(querySnapshot(7, 7), true)).toBe(7);
    expect(snapshotReads(querySnapshot(0, 0), true)).toBe(1);
  });
  it('bills later results per changed document, and nothing from the cache', () => {
    expect(snapshotReads(querySnapshot(7, 2), false)).toBe(2);
    expect(snapshotReads(querySnapshot(7, 7, true), true)).toBe(0);
    expect(snapshotReads(docSnapshot(), true)).toBe(1);
    expect(snapshotReads(docSnapshot(true), true)).toBe(0);
  });
});

describe('meteredFirestore', () => {
  it('counts listener snapshots, one-shot reads and aggregations', async () => {
    let deliver: (snapshot: unknown) => void = () => undefined;
    const fs = {
      onSnapshot: vi.fn((_ref: unknown, next: (snapshot: unknown) => void) => {
        deliver = next;
        return () => undefined;
      }),
      getDoc: vi.fn(async () => docSnapshot()),
      getDocs: vi.fn(async () => querySnapshot(3, 3)),
      getDocFromServer: vi.fn(),
      getDocsFromServer: vi.fn(),
      getCountFromServer: vi.fn(async () => ({ data: () => ({ count: 9 }) })),
      getAggregateFromServer: vi.fn(),
    } as unknown as FirestoreModule;
    const meter = { total: 0 };
    const metered = meteredFirestore(fs, meter);
    const seen = vi.fn();
    metered.onSnapshot('query' as never, seen);
    deliver(querySnapshot(4, 4, true));
    deliver(querySnapshot(4, 4));
    deliver(querySnapshot(4, 1));
    expect(seen).toHaveBeenCalledTimes(3);
    expect(meter.total).toBe(5);
    await metered.getDoc('ref' as never);
    await metered.getDocs('query' as never);
    await metered.getCountFromServer('query' as never);
    expect(meter.total).toBe(10);
  });
});
